//! Text tools.

pub mod case;
pub mod count;
pub mod dedup;
pub mod pinyin;
