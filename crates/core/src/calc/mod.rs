//! Calculation tools whose answers must be exactly right: the arithmetic is exact rational
//! (num-rational) and never JavaScript floating point; relatives' titles are table-driven.

pub mod calculator;
pub mod decimal;
pub mod exchange;
pub mod kinship;
pub mod units;
