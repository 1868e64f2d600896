//! From reduced chains to answers: table lookup (with the age distinctions the tables make),
//! the titles worth showing, regional variants, and what the relative calls you.

use std::collections::BTreeSet;

use super::chain::{self, Age, Atom, Chain, Sex};
use super::table;
use super::{KinMatch, RegionalTitle};

/// Table lookup: the general entry first, else the one for the speaker's sex (a woman's
/// 妹妹的儿子的儿子 is `0,xs,s,s` 姨甥孙 only because no general entry exists).
fn lookup(c: &[Atom], me: Sex) -> Option<Found> {
    let tables = table::tables();
    let plain = chain::code(c);
    let prefix = if me == Sex::Male { "1" } else { "0" };
    let with_sex = if plain.is_empty() {
        prefix.to_owned()
    } else {
        format!("{prefix},{plain}")
    };
    tables
        .titles
        .get(plain.as_str())
        .or_else(|| tables.titles.get(with_sex.as_str()))
        .map(|names| Found {
            chain: c.to_vec(),
            key: c.to_vec(),
            names: names.as_slice(),
        })
}

/// A table entry found for a chain.
#[derive(Debug, Clone)]
pub(super) struct Found {
    /// The chain as precisely as known (older brother, not just brother): the reverse uses it.
    pub(super) chain: Chain,
    /// The table entry's chain (may be more general than `chain`).
    key: Chain,
    names: &'static [&'static str],
}

/// The table entries a reduced chain stands for. A cousin of unknown age is looked up as the
/// older and the younger one (堂哥, 堂弟); so is a brother of unknown age when the two have
/// different titles (伯父, 叔叔) but not when they only differ by birth order (大舅, 小舅: 舅舅).
pub(super) fn resolve(c: &[Atom], me: Sex) -> Vec<Found> {
    if c.len() > table::MAX_TABLE_STEPS {
        return Vec::new();
    }
    let split = |i: usize| -> Option<Vec<Found>> {
        let mut out: Vec<Found> = Vec::new();
        for age in [Age::Older, Age::Younger] {
            let mut v = c.to_vec();
            v[i] = v[i].with_age(age);
            let found = resolve(&v, me);
            if found.is_empty() {
                return None;
            }
            out.extend(found);
        }
        Some(out)
    };
    if let Some(i) = peer_step(c)
        && c[i].age() == Age::Unknown
        && let Some(both) = split(i)
    {
        return both;
    }
    let exact = lookup(c, me);
    if let Some(i) = c
        .iter()
        .position(|a| matches!(a, Atom::Brother(Age::Unknown) | Atom::Sister(Age::Unknown)))
        && let Some(both) = split(i)
    {
        let general_enough = |f: &Found| match &exact {
            Some(e) => {
                f.key == e.key
                    || f.names[0] == e.names[0]
                    || birth_order_only(f.names[0], e.names[0])
            }
            None => false,
        };
        if !both.iter().all(general_enough) {
            return both;
        }
    }
    if let Some(found) = exact {
        return vec![found];
    }
    // No entry for this age distinction: look up the general relation.
    let general: Chain = c.iter().map(|a| a.with_age(Age::Unknown)).collect();
    if general != c {
        let siblings_only: Chain = c
            .iter()
            .map(|a| {
                if is_sibling(*a) {
                    a.with_age(Age::Unknown)
                } else {
                    *a
                }
            })
            .collect();
        if let Some(found) = lookup(&siblings_only, me).or_else(|| lookup(&general, me)) {
            return vec![Found {
                chain: c.to_vec(),
                ..found
            }];
        }
    }
    Vec::new()
}

/// 大舅 / 小舅 against 舅舅: the same title with a birth-order prefix.
fn birth_order_only(specific: &str, general: &str) -> bool {
    specific
        .strip_prefix(['大', '小'])
        .is_some_and(|rest| !rest.is_empty() && general.starts_with(rest))
}

fn is_sibling(a: Atom) -> bool {
    matches!(a, Atom::Brother(_) | Atom::Sister(_))
}

/// The son/daughter step that comes back down to the generation of someone earlier in the
/// chain (a cousin of oneself, 堂哥; a cousin of one's father, 堂伯): whether they are older than
/// that person decides the title.
fn peer_step(c: &[Atom]) -> Option<usize> {
    let i = c.iter().rposition(|a| a.generation() < 0)?;
    let mut level = 0;
    let mut highest = 0;
    for a in &c[..i] {
        level += a.generation();
        highest = highest.max(level);
    }
    let after = level - 1;
    (after >= 0 && highest > after).then_some(i)
}

pub(super) fn describe(found: &Found, me: Sex) -> KinMatch {
    let tables = table::tables();
    let key = &found.key;
    let names = found.names;
    let code = chain::code(key);
    let mut titles: Vec<String> = names.first().map(|n| (*n).to_owned()).into_iter().collect();
    // The general title besides one that only adds birth order: 大舅 → 舅舅, 大姑 → 姑妈.
    let general: Chain = key
        .iter()
        .map(|a| {
            if is_sibling(*a) {
                a.with_age(Age::Unknown)
            } else {
                *a
            }
        })
        .collect();
    // The general entry's other names are aliases too: 爸爸的妈妈的哥哥 is 大舅爷, 舅爷爷, also 舅公.
    let mut general_aliases: Vec<&str> = Vec::new();
    if general != *key
        && let Some(g) = lookup(&general, me)
        && let Some(first) = g.names.first()
        && titles.first().is_some_and(|t| birth_order_only(t, first))
    {
        titles.push((*first).to_owned());
        general_aliases.extend(g.names.iter().skip(1).copied());
    }
    let mut regional = Vec::new();
    let prefixed = format!("{},{code}", if me == Sex::Male { "1" } else { "0" });
    let regions = [prefixed.as_str(), code.as_str()]
        .into_iter()
        .filter_map(|k| tables.regions.get(k))
        .flatten();
    for (region, title) in regions {
        regional.push(RegionalTitle {
            region: (*region).to_owned(),
            title: (*title).to_owned(),
        });
        // Northern usage (姥姥 for 外婆) joins the main titles; dialect titles stay as tags.
        if *region == "north" && !titles.iter().any(|t| t == title) {
            titles.push((*title).to_owned());
        }
    }
    let mut aliases: Vec<String> = Vec::new();
    for name in names.iter().skip(1).chain(&general_aliases) {
        if !titles.iter().any(|t| t == name) && !aliases.iter().any(|a| a == name) {
            aliases.push((*name).to_owned());
        }
    }
    let (back, their_sex) = chain::reverse(&found.chain, me);
    let mut reduced: BTreeSet<Chain> = BTreeSet::from([Vec::new()]);
    for atom in back {
        reduced = reduced
            .iter()
            .flat_map(|c| chain::append(c, their_sex, atom))
            .collect();
    }
    let mut reverse = Vec::new();
    for c in &reduced {
        for back in resolve(c, their_sex) {
            if let Some(first) = back.names.first()
                && !reverse.iter().any(|r| r == first)
            {
                reverse.push((*first).to_owned());
            }
        }
    }
    KinMatch {
        chain: code,
        titles,
        regional,
        aliases,
        reverse,
        is_self: key.is_empty(),
    }
}
