//! Pure-Rust logic of every tool in the toolbox.
//!
//! Nothing here knows about JavaScript: `crates/wasm` is the thin facade that exposes these
//! functions to the browser, and `cargo test -p toolbox-core` runs natively in seconds.
//! Every fallible function returns an error implementing [`error::CodedError`], whose stable
//! code the UI translates; no function may panic on any input.

pub mod calc;
pub mod codes;
pub mod color;
pub mod device;
pub mod error;
pub mod export;
pub mod games;
pub mod image;
pub mod phone;
pub mod text;
pub mod time;
pub mod weather;

pub use error::CodedError;
