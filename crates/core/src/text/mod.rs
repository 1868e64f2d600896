//! Text tools.

pub mod case;
