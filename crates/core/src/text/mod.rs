//! Text tools.

pub mod case;
pub mod chinese_conversion;
pub mod count;
pub mod dedup;
pub mod encoding;
pub mod pinyin;
pub mod rmb_conversion;
