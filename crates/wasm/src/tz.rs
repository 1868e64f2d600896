//! Module `tz`: everything that needs the IANA time-zone database.

use toolbox_core::time::{timestamp, tzdb, world};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, to_js};

/// Reads a timestamp (digits) as a date-time in zone `tz`; returns a `TimestampInfo`.
#[wasm_bindgen(js_name = timestampToDateTime)]
pub fn timestamp_to_date_time(input: &str, tz: &str) -> Result<JsValue, JsValue> {
    to_js(&timestamp::timestamp_to_datetime(input, tz).map_err(coded)?)
}

/// Reads `YYYY-MM-DD HH:mm:ss` in zone `tz` as a timestamp; returns a `DateTimeInfo`.
#[wasm_bindgen(js_name = dateTimeToTimestamp)]
pub fn date_time_to_timestamp(input: &str, tz: &str) -> Result<JsValue, JsValue> {
    to_js(&timestamp::datetime_to_timestamp(input, tz).map_err(coded)?)
}

/// Describes the instant `millis` (e.g. `Date.now()`) in zone `tz`; returns a `TimestampInfo`.
#[wasm_bindgen(js_name = describeMillis)]
pub fn describe_millis(millis: f64, tz: &str) -> Result<JsValue, JsValue> {
    if !millis.is_finite() || millis.abs() > 9.0e15 {
        return Err(coded(timestamp::TimestampError::OutOfRange));
    }
    to_js(&timestamp::describe_millis(millis.floor() as i64, tz).map_err(coded)?)
}

/// Every IANA time-zone name the converter knows, sorted.
#[wasm_bindgen(js_name = timeZones)]
pub fn time_zones() -> Vec<String> {
    timestamp::time_zones().to_vec()
}

/// The IANA release of the bundled time-zone database, e.g. `2026f`.
#[wasm_bindgen(js_name = tzdbVersion)]
pub fn tzdb_version() -> String {
    tzdb::VERSION.to_owned()
}

/// The world time table: the instant `millis` in each place of `entries` (`Zone` or
/// `Zone~City`; entries naming nothing are left out); returns `ZoneTime[]`.
#[wasm_bindgen(js_name = worldTimes)]
pub fn world_times(millis: f64, entries: Vec<String>) -> Result<JsValue, JsValue> {
    if !millis.is_finite() || millis.abs() > 9.0e15 {
        return Err(coded(timestamp::TimestampError::OutOfRange));
    }
    let rows = world::zone_times(millis.floor() as i64, &entries)
        .ok_or_else(|| coded(timestamp::TimestampError::OutOfRange))?;
    to_js(&rows)
}

/// Places whose city, country (English or Chinese) or IANA name matches `query`, best first;
/// returns `ZonePlace[]`.
#[wasm_bindgen(js_name = zoneSearch)]
pub fn zone_search(query: &str, limit: u32) -> Result<JsValue, JsValue> {
    to_js(&world::search_places(query, limit as usize))
}

/// The spec's eight zones of the world time table, in order.
#[wasm_bindgen(js_name = defaultWorldZones)]
pub fn default_world_zones() -> Vec<String> {
    world::DEFAULT_ZONES
        .iter()
        .map(|z| (*z).to_owned())
        .collect()
}
