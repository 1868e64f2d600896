//! Generators of identifiers and codes.

pub mod uuid;
