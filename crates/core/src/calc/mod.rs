//! Calculation tools whose answers must be exactly right: the arithmetic is exact rational
//! (num-rational) and never JavaScript floating point.

pub mod calculator;
pub mod decimal;
pub mod units;
