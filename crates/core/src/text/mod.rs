//! Text tools.

pub mod case;
pub mod chinese_conversion;
