//! File exports written in the browser (spreadsheets).

pub mod xlsx;
