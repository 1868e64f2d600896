//! Text tools.

pub mod case;
pub mod chinese_conversion;
pub mod rmb_conversion;
