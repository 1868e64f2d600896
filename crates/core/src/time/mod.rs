//! Date and time tools.

pub mod cities;
pub mod clock_offset;
pub mod timestamp;
pub mod tzdb;
pub mod world;
