//! Relatives title calculator (亲戚称呼计算): a chain such as 爸爸的妈妈的哥哥 and one's own sex
//! give the title(s) of that relative, what they call you, and regional variants (外婆 / 姥姥).
//!
//! The engine is ours: [`chain`] reduces the steps (父 母 夫 妻 兄 弟 姐 妹 子 女 and any title up
//! to three steps long, e.g. 舅舅, 堂哥), then the reduced chain is looked up in tables converted
//! from relationship.js (MIT) by scripts/build-kinship-data.mjs. Chains the tables do not cover
//! are "too distant to have a common title", never an error.

pub mod chain;
mod table;

use std::collections::BTreeSet;

use chain::{Age, Atom, Chain, Sex};

use crate::error::CodedError;

/// More words than this are certainly beyond any title (and keep the work bounded).
pub const MAX_WORDS: usize = 1000;
/// Candidate chains longer than this are dropped as too distant while reading.
const MAX_STEPS_WHILE_READING: usize = 24;
/// At most this many readings of an ambiguous chain are followed.
const MAX_CANDIDATES: usize = 256;

/// The speaker's sex, as the tool's input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum KinSex {
    Male,
    Female,
}

impl From<KinSex> for Sex {
    fn from(value: KinSex) -> Self {
        match value {
            KinSex::Male => Sex::Male,
            KinSex::Female => Sex::Female,
        }
    }
}

/// A title used in one region instead of (or besides) the main one.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RegionalTitle {
    /// `north` (北方) or `guangdong` (广东).
    pub region: String,
    pub title: String,
}

/// One relative the chain can mean.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct KinMatch {
    /// The reduced chain in table codes (`f,m,ob`); empty for oneself.
    pub chain: String,
    /// The common titles, main first: e.g. 大舅 then the general 舅舅; 外婆 then the northern 姥姥.
    pub titles: Vec<String>,
    /// Where regions differ: e.g. `north` → 姥姥 for 外婆.
    pub regional: Vec<RegionalTitle>,
    /// Other names for the same relative.
    pub aliases: Vec<String>,
    /// What that relative calls you (several when it depends on who is older).
    pub reverse: Vec<String>,
    /// The chain leads back to you.
    pub is_self: bool,
}

/// The answer for one chain.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct KinAnswer {
    /// Every relative the chain can mean; empty when `too_distant`.
    pub matches: Vec<KinMatch>,
    /// The relative is too distant to have a common title.
    pub too_distant: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KinshipError {
    #[error("empty chain")]
    Empty,
    #[error("unknown relation word {0}")]
    UnknownWord(String),
    /// The chain cannot exist for this speaker, e.g. a man's 老公.
    #[error("impossible at {0}")]
    Impossible(String),
}

impl CodedError for KinshipError {
    fn code(&self) -> &'static str {
        match self {
            KinshipError::Empty => "kinship.empty",
            KinshipError::UnknownWord(_) => "kinship.unknown_word",
            KinshipError::Impossible(_) => "kinship.impossible",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            KinshipError::Empty => Vec::new(),
            KinshipError::UnknownWord(word) | KinshipError::Impossible(word) => {
                vec![("word", word.clone())]
            }
        }
    }
}

/// Splits `爸爸的妈妈的哥哥` into words; tolerates spaces, a leading 我的 and a trailing 的.
fn words(input: &str) -> Vec<&str> {
    input
        .split('的')
        .map(|w| w.trim_matches(|c: char| c.is_whitespace()))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The chains a word can mean, each with the speaker's sex it requires (if any).
fn meanings(word: &str) -> Option<Vec<(Option<Sex>, Chain)>> {
    let tables = table::tables();
    let parse = |key: &str| -> Option<(Option<Sex>, Chain)> {
        let (sex, body) = match key.split_once(',') {
            Some(("1", rest)) => (Some(Sex::Male), rest),
            Some(("0", rest)) => (Some(Sex::Female), rest),
            _ => (None, key),
        };
        chain::parse(body).map(|c| (sex, c))
    };
    if let Some(keys) = tables.words.get(word) {
        return Some(keys.iter().filter_map(|k| parse(k)).collect());
    }
    // 表哥 means 姑表哥, 舅表哥 or 姨哥; 二舅, 三姑 are 舅舅, 姑姑 by birth order.
    let mut alternatives: Vec<String> = Vec::new();
    if let Some(rest) = word.strip_prefix('表') {
        alternatives.extend(["姑表", "舅表", "姨"].map(|p| format!("{p}{rest}")));
    }
    let mut chars = word.chars();
    if let Some('二' | '三' | '四' | '五' | '六' | '七' | '八' | '九' | '十') = chars.next()
    {
        let rest = chars.as_str();
        alternatives.push(rest.to_owned());
        if rest.chars().count() == 1 {
            alternatives.push(format!("{rest}{rest}"));
        }
    }
    let found: Vec<_> = alternatives
        .iter()
        .filter_map(|w| tables.words.get(w.as_str()))
        .flatten()
        .filter_map(|k| parse(k))
        .collect();
    (!found.is_empty()).then_some(found)
}

/// Works out who `input` (words joined by 的) is for a speaker of sex `sex`.
pub fn calculate(input: &str, sex: KinSex) -> Result<KinAnswer, KinshipError> {
    let me: Sex = sex.into();
    let words = words(input);
    if words.is_empty() {
        return Err(KinshipError::Empty);
    }
    // Every word must be known, whatever the length: the message names the first unknown one.
    let mut steps = Vec::with_capacity(words.len().min(MAX_WORDS));
    for word in &words {
        match meanings(word) {
            Some(m) => steps.push((word, m)),
            None => return Err(KinshipError::UnknownWord((*word).to_owned())),
        }
        if steps.len() > MAX_WORDS {
            return Ok(too_distant());
        }
    }

    let mut states: BTreeSet<Chain> = BTreeSet::from([Vec::new()]);
    let mut distant = false;
    for (word, meanings) in steps {
        let mut next = BTreeSet::new();
        for state in &states {
            for (required, path) in &meanings {
                if required.is_some_and(|s| s != chain::last_sex(state, me)) {
                    continue;
                }
                let mut partial = vec![state.clone()];
                for &atom in path {
                    partial = partial
                        .iter()
                        .flat_map(|c| chain::append(c, me, atom))
                        .collect();
                }
                next.extend(partial);
            }
        }
        let before = next.len();
        next.retain(|c| c.len() <= MAX_STEPS_WHILE_READING);
        distant |= next.len() < before;
        if next.is_empty() {
            if distant {
                return Ok(too_distant());
            }
            return Err(KinshipError::Impossible((*word).to_owned()));
        }
        states = next.into_iter().take(MAX_CANDIDATES).collect();
    }

    let mut matches = Vec::new();
    let mut seen = BTreeSet::new();
    for state in &states {
        for found in resolve(state, me) {
            if seen.insert(found.chain.clone()) {
                matches.push(describe(&found, me));
            }
        }
    }
    // Two readings with the same table entry and the same answer back are one.
    matches.dedup_by(|a, b| a.titles == b.titles && a.reverse == b.reverse);
    // Oneself last: "哥哥, 弟弟, or you".
    matches.sort_by_key(|m| m.is_self);
    if matches.is_empty() {
        return Ok(too_distant());
    }
    Ok(KinAnswer {
        matches,
        too_distant: false,
    })
}

fn too_distant() -> KinAnswer {
    KinAnswer {
        matches: Vec::new(),
        too_distant: true,
    }
}

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
struct Found {
    /// The chain as precisely as known (older brother, not just brother): the reverse uses it.
    chain: Chain,
    /// The table entry's chain (may be more general than `chain`).
    key: Chain,
    names: &'static [&'static str],
}

/// The table entries a reduced chain stands for. A cousin of unknown age is looked up as the
/// older and the younger one (堂哥, 堂弟); so is a brother of unknown age when the two have
/// different titles (伯父, 叔叔) but not when they only differ by birth order (大舅, 小舅: 舅舅).
fn resolve(c: &[Atom], me: Sex) -> Vec<Found> {
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

fn describe(found: &Found, me: Sex) -> KinMatch {
    let tables = table::tables();
    let key = &found.key;
    let names = found.names;
    let code = chain::code(key);
    let mut titles: Vec<String> = names.first().map(|n| (*n).to_owned()).into_iter().collect();
    // The general title besides the specific one: 大舅 → 舅舅, 大姑 → 姑妈.
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
    if general != *key
        && let Some(g) = lookup(&general, me)
        && let Some(first) = g.names.first()
        && !titles.iter().any(|t| t == first)
    {
        titles.push((*first).to_owned());
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
    let aliases = names
        .iter()
        .skip(1)
        .filter(|n| !titles.iter().any(|t| t == *n))
        .map(|n| (*n).to_owned())
        .collect();
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

#[cfg(test)]
mod tests;
