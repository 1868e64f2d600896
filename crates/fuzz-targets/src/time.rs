//! The timestamp converter: both directions, in a zone drawn from the database.

use arbitrary::Unstructured;
use toolbox_core::time::timestamp::{
    datetime_to_timestamp, describe_millis, time_zones, timestamp_to_datetime,
};

use crate::{rest_text, short_text};

/// Zone choice, a millisecond value, then text parsed as a timestamp and as a date-time.
pub fn timestamp(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let zones = time_zones();
    let zone = match u.choose_index(zones.len() + 1).unwrap_or(0) {
        i if i < zones.len() => zones[i].to_owned(),
        _ => short_text(&mut u, 32),
    };
    let millis: i64 = u.arbitrary().unwrap_or(0);
    let _ = describe_millis(millis, &zone);
    let text = rest_text(u);
    let _ = timestamp_to_datetime(&text, &zone);
    let _ = datetime_to_timestamp(&text, &zone);
}
