//! The thin `/api` proxy routes (listed in `router.rs`). Each keeps its upstream URL on the
//! server, takes only validated parameters, and shares the one HTTP client of [`crate::upstream`].

pub mod anime;
pub mod phone;
pub mod rates;
pub mod time;
pub mod translate;
pub mod weather;
