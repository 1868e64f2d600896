//! Tools that read the device's own sensors (the compass).

pub mod compass;
