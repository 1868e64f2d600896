//! Relation chains and their reduction: "father's wife" is mother, "older brother's younger
//! brother" is an older brother, a younger one, or (for a man) oneself.
//!
//! A chain is read one step at a time from the speaker ("self"). Every step either extends the
//! chain or folds it back (a sibling's father is one's own father), so a reduced chain never holds
//! a parent followed by a child, a child followed by a parent, a sibling followed by a sibling or
//! a parent, a spouse followed by a child or by a spouse. Step-relatives and same-sex marriages
//! are outside the traditional title system this tool answers from.

/// Sex of a person in a chain (the titles depend on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sex {
    Male,
    Female,
}

/// Age relative to someone: for siblings, to the person before them in the chain; for a son or
/// daughter, to self (only meaningful for people of one's own generation, e.g. 堂哥).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Age {
    Older,
    Younger,
    Unknown,
}

impl Age {
    pub fn inverse(self) -> Age {
        match self {
            Age::Older => Age::Younger,
            Age::Younger => Age::Older,
            Age::Unknown => Age::Unknown,
        }
    }
}

/// One step of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Atom {
    Father,
    Mother,
    Husband,
    Wife,
    Brother(Age),
    Sister(Age),
    Son(Age),
    Daughter(Age),
}

pub type Chain = Vec<Atom>;

impl Atom {
    pub fn sex(self) -> Sex {
        match self {
            Atom::Father | Atom::Husband | Atom::Brother(_) | Atom::Son(_) => Sex::Male,
            Atom::Mother | Atom::Wife | Atom::Sister(_) | Atom::Daughter(_) => Sex::Female,
        }
    }

    fn is_sibling(self) -> bool {
        matches!(self, Atom::Brother(_) | Atom::Sister(_))
    }

    fn is_child(self) -> bool {
        matches!(self, Atom::Son(_) | Atom::Daughter(_))
    }

    fn is_parent(self) -> bool {
        matches!(self, Atom::Father | Atom::Mother)
    }

    /// Generation step: +1 for a parent, −1 for a child.
    pub fn generation(self) -> i32 {
        match self {
            Atom::Father | Atom::Mother => 1,
            Atom::Son(_) | Atom::Daughter(_) => -1,
            _ => 0,
        }
    }

    pub fn age(self) -> Age {
        match self {
            Atom::Brother(a) | Atom::Sister(a) | Atom::Son(a) | Atom::Daughter(a) => a,
            _ => Age::Unknown,
        }
    }

    pub fn with_age(self, age: Age) -> Atom {
        match self {
            Atom::Brother(_) => Atom::Brother(age),
            Atom::Sister(_) => Atom::Sister(age),
            Atom::Son(_) => Atom::Son(age),
            Atom::Daughter(_) => Atom::Daughter(age),
            other => other,
        }
    }

    /// The code used by the data tables: `f m h w ob lb xb os ls xs s d`, `s&o` for an older son.
    pub fn code(self) -> &'static str {
        match self {
            Atom::Father => "f",
            Atom::Mother => "m",
            Atom::Husband => "h",
            Atom::Wife => "w",
            Atom::Brother(Age::Older) => "ob",
            Atom::Brother(Age::Younger) => "lb",
            Atom::Brother(Age::Unknown) => "xb",
            Atom::Sister(Age::Older) => "os",
            Atom::Sister(Age::Younger) => "ls",
            Atom::Sister(Age::Unknown) => "xs",
            Atom::Son(Age::Older) => "s&o",
            Atom::Son(Age::Younger) => "s&l",
            Atom::Son(Age::Unknown) => "s",
            Atom::Daughter(Age::Older) => "d&o",
            Atom::Daughter(Age::Younger) => "d&l",
            Atom::Daughter(Age::Unknown) => "d",
        }
    }

    pub fn from_code(code: &str) -> Option<Atom> {
        let (base, age) = match code.split_once('&') {
            Some((base, "o")) => (base, Age::Older),
            Some((base, "l")) => (base, Age::Younger),
            Some(_) => return None,
            None => (code, Age::Unknown),
        };
        Some(match base {
            "f" if age == Age::Unknown => Atom::Father,
            "m" if age == Age::Unknown => Atom::Mother,
            "h" if age == Age::Unknown => Atom::Husband,
            "w" if age == Age::Unknown => Atom::Wife,
            "ob" if age == Age::Unknown => Atom::Brother(Age::Older),
            "lb" if age == Age::Unknown => Atom::Brother(Age::Younger),
            "xb" => Atom::Brother(age),
            "os" if age == Age::Unknown => Atom::Sister(Age::Older),
            "ls" if age == Age::Unknown => Atom::Sister(Age::Younger),
            "xs" => Atom::Sister(age),
            "s" => Atom::Son(age),
            "d" => Atom::Daughter(age),
            _ => return None,
        })
    }

    fn parent(sex: Sex) -> Atom {
        match sex {
            Sex::Male => Atom::Father,
            Sex::Female => Atom::Mother,
        }
    }

    fn child(sex: Sex, age: Age) -> Atom {
        match sex {
            Sex::Male => Atom::Son(age),
            Sex::Female => Atom::Daughter(age),
        }
    }

    fn sibling(sex: Sex, age: Age) -> Atom {
        match sex {
            Sex::Male => Atom::Brother(age),
            Sex::Female => Atom::Sister(age),
        }
    }

    fn spouse_of(sex: Sex) -> Atom {
        match sex {
            Sex::Male => Atom::Wife,
            Sex::Female => Atom::Husband,
        }
    }
}

/// Sex of the last person of `chain` (self when the chain is empty).
pub fn last_sex(chain: &[Atom], me: Sex) -> Sex {
    chain.last().map_or(me, |a| a.sex())
}

/// The chain's code (`f,xb,s&o`); the empty chain is self.
pub fn code(chain: &[Atom]) -> String {
    chain.iter().map(|a| a.code()).collect::<Vec<_>>().join(",")
}

/// Parses a table code; `None` for anything else.
pub fn parse(code: &str) -> Option<Chain> {
    if code.is_empty() {
        return Some(Vec::new());
    }
    code.split(',').map(Atom::from_code).collect()
}

/// Appends one step to a reduced chain and reduces again. Several answers when the step is
/// ambiguous (a father's son is a brother or oneself); none when it is impossible (a man's
/// husband).
pub fn append(chain: &[Atom], me: Sex, step: Atom) -> Vec<Chain> {
    let current = last_sex(chain, me);
    let last = chain.last().copied();
    let base = || chain[..chain.len().saturating_sub(1)].to_vec();
    let push = || {
        let mut next = chain.to_vec();
        next.push(step);
        vec![next]
    };
    match step {
        Atom::Husband | Atom::Wife => {
            if current == step.sex() {
                return Vec::new();
            }
            match last {
                // My wife's husband is me; my husband's wife is me.
                Some(a) if a == Atom::spouse_of(step.sex()) => vec![base()],
                // Mother's husband is father, father's wife is mother.
                Some(Atom::Mother) | Some(Atom::Father) => {
                    append(&base(), me, Atom::parent(step.sex()))
                }
                _ => push(),
            }
        }
        Atom::Father | Atom::Mother => match last {
            // A sibling's parents are one's own.
            Some(a) if a.is_sibling() => append(&base(), me, step),
            // A child's parent is the person before the child, or that person's spouse.
            Some(a) if a.is_child() => {
                let before = base();
                let parent_sex = last_sex(&before, me);
                if parent_sex == step.sex() {
                    vec![before]
                } else {
                    append(&before, me, Atom::spouse_of(parent_sex))
                }
            }
            _ => push(),
        },
        Atom::Son(age) | Atom::Daughter(age) => match last {
            // A parent's child is a sibling, or the person before the parent.
            Some(a) if a.is_parent() => {
                let before = base();
                let mut out = append(&before, me, Atom::sibling(step.sex(), age));
                if age == Age::Unknown && last_sex(&before, me) == step.sex() {
                    out.push(before);
                }
                out
            }
            // A spouse's child is one's own child.
            Some(Atom::Husband) | Some(Atom::Wife) => append(&base(), me, step),
            _ => push(),
        },
        Atom::Brother(age) | Atom::Sister(age) => match last {
            // A sibling's sibling: a sibling, or the person before them.
            Some(a) if a.is_sibling() => {
                let before = base();
                let combined = match (a.age(), age) {
                    (Age::Older, Age::Older) => Some(Age::Older),
                    (Age::Younger, Age::Younger) => Some(Age::Younger),
                    _ => None,
                };
                let mut out = append(
                    &before,
                    me,
                    Atom::sibling(step.sex(), combined.unwrap_or(Age::Unknown)),
                );
                if combined.is_none() && last_sex(&before, me) == step.sex() {
                    out.push(before);
                }
                out
            }
            // A child's sibling is another child.
            Some(a) if a.is_child() => {
                let mut next = base();
                next.push(Atom::child(step.sex(), Age::Unknown));
                vec![next]
            }
            _ => push(),
        },
    }
}

/// What the last person of `chain` calls self: the chain read backwards, from their side.
/// Returns the reversed chain (not yet reduced) and that person's sex.
pub fn reverse(chain: &[Atom], me: Sex) -> (Chain, Sex) {
    let mut sexes = Vec::with_capacity(chain.len() + 1);
    sexes.push(me);
    sexes.extend(chain.iter().map(|a| a.sex()));
    // A son/daughter step may carry the age relative to someone of the same generation earlier
    // in the chain (堂哥: older than me); read backwards, that person is the first one who comes
    // back down to the other end's generation, with the opposite age.
    let peer_age = chain
        .iter()
        .rev()
        .find(|a| a.is_child())
        .map_or(Age::Unknown, |a| a.age());
    let mut out: Chain = Vec::with_capacity(chain.len());
    for (i, atom) in chain.iter().enumerate().rev() {
        let before = sexes[i];
        out.push(match atom {
            Atom::Father | Atom::Mother => Atom::child(before, Age::Unknown),
            Atom::Husband | Atom::Wife => Atom::spouse_of(atom.sex()),
            Atom::Brother(a) | Atom::Sister(a) => Atom::sibling(before, a.inverse()),
            Atom::Son(_) | Atom::Daughter(_) => Atom::parent(before),
        });
    }
    if peer_age != Age::Unknown {
        let mut level = 0;
        for atom in out.iter_mut() {
            level += atom.generation();
            if atom.is_child() && level == 0 {
                *atom = atom.with_age(peer_age.inverse());
                break;
            }
        }
    }
    (out, last_sex(chain, me))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reduce(codes: &str, me: Sex) -> Vec<String> {
        let mut states = vec![Vec::new()];
        for step in parse(codes).expect("valid codes") {
            states = states
                .iter()
                .flat_map(|c| append(c, me, step))
                .collect::<Vec<_>>();
        }
        let mut out: Vec<String> = states.iter().map(|c| code(c)).collect();
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn codes_round_trip() {
        for c in [
            "f", "m", "h", "w", "ob", "lb", "xb", "os", "ls", "xs", "s", "d", "s&o", "d&l",
        ] {
            assert_eq!(code(&parse(c).unwrap()), c);
        }
        assert_eq!(parse(""), Some(Vec::new()));
        for bad in ["x", "f&o", "ob&l", "s&9", "f,,m", "F"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn parents_spouses_fold_back() {
        assert_eq!(reduce("f,w", Sex::Male), ["m"]);
        assert_eq!(reduce("m,h", Sex::Female), ["f"]);
        assert_eq!(reduce("w,h", Sex::Male), [""]);
        assert_eq!(reduce("ob,f", Sex::Male), ["f"]);
        assert_eq!(reduce("s,m", Sex::Male), ["w"]);
        assert_eq!(reduce("s,m", Sex::Female), [""]);
        assert_eq!(reduce("d,f", Sex::Female), ["h"]);
        assert_eq!(reduce("w,s", Sex::Male), ["s"]);
    }

    #[test]
    fn ambiguous_steps_give_every_answer() {
        assert_eq!(reduce("f,s", Sex::Male), ["", "xb"]);
        assert_eq!(reduce("f,s", Sex::Female), ["xb"]);
        assert_eq!(reduce("ob,lb", Sex::Male), ["", "xb"]);
        assert_eq!(reduce("ob,ob", Sex::Female), ["ob"]);
        assert_eq!(reduce("ls,ls", Sex::Female), ["ls"]);
        assert_eq!(reduce("s,ob", Sex::Male), ["s"]);
        assert_eq!(reduce("f,f,s", Sex::Male), ["f", "f,xb"]);
    }

    #[test]
    fn impossible_steps_give_nothing() {
        assert!(reduce("h", Sex::Male).is_empty());
        assert!(reduce("w", Sex::Female).is_empty());
        assert!(reduce("f,h", Sex::Male).is_empty());
        assert!(reduce("ls,w", Sex::Male).is_empty());
    }

    #[test]
    fn reverse_reads_from_the_other_side() {
        let (r, sex) = reverse(&parse("ob,w").unwrap(), Sex::Male);
        assert_eq!((code(&r), sex), ("h,lb".to_owned(), Sex::Female));
        let (r, _) = reverse(&parse("ob,w").unwrap(), Sex::Female);
        assert_eq!(code(&r), "h,ls");
        let (r, sex) = reverse(&parse("f,xb,s&o").unwrap(), Sex::Female);
        assert_eq!((code(&r), sex), ("f,xb,d&l".to_owned(), Sex::Male));
        let (r, _) = reverse(&parse("m,m").unwrap(), Sex::Male);
        assert_eq!(code(&r), "d,s");
        assert_eq!(reverse(&[], Sex::Female), (Vec::new(), Sex::Female));
    }
}
