//! Generators of identifiers and codes.

pub mod barcode;
pub mod draw;
pub mod font;
pub mod generate;
pub mod payload;
pub mod qr;
pub mod uuid;
pub mod uuid_info;
