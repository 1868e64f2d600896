//! The server's integration tests, one binary (each test binary links the whole server, so one
//! instead of one per route saves CI most of the link time and disk). Every route's tests run
//! `app(state)` in process against local fakes of its upstream (`common`); nothing here touches
//! the internet.

// Helpers of an integration test may unwrap: a failure is a failing test (clippy.toml covers
// test functions only).
#![allow(clippy::unwrap_used)]

mod common;

mod anime;
mod budgets;
mod faults;
mod limits;
mod metrics;
mod phone;
mod props;
mod rates;
mod shared;
mod static_files;
mod time;
mod translate;
mod weather;
