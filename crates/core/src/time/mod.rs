//! Date and time tools.

pub mod timestamp;
