//! Calculators whose answers must be exact: relatives' titles, exchange rates.

pub mod exchange;
pub mod kinship;
