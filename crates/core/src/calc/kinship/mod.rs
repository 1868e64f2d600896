//! Relatives title calculator (亲戚称呼计算): a chain such as 爸爸的妈妈的哥哥 and one's own sex
//! give the title(s) of that relative, what they call you, and regional variants (外婆 / 姥姥).
//!
//! The engine is ours: [`chain`] reduces the steps (父 母 夫 妻 兄 弟 姐 妹 子 女 and any title up
//! to three steps long, e.g. 舅舅, 堂哥), then the reduced chain is looked up in tables converted
//! from relationship.js (MIT) by scripts/build-kinship-data.mjs. Chains the tables do not cover
//! are "too distant to have a common title", never an error.

mod answer;
pub mod chain;
mod table;

use std::collections::BTreeSet;

use answer::{describe, resolve};
use chain::{Chain, Sex};

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

#[cfg(test)]
mod tests;
