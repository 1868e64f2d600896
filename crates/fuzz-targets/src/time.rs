//! The timestamp converter (both directions, in a zone drawn from the database), and the
//! device readings the Beijing clock and the compass take from the browser.

use arbitrary::Unstructured;
use toolbox_core::device::compass;
use toolbox_core::time::clock_offset::{self, ClockSample};
use toolbox_core::time::timestamp::{
    datetime_to_timestamp, describe_millis, time_zones, timestamp_to_datetime,
};

use crate::{flag, rest_text, short_text};

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

/// Compass readings (any f64, as browsers send NaN, -1 and huge angles) and clock samples (the
/// Beijing clock's round trips to `/api/time`).
pub fn device(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let number = |u: &mut Unstructured<'_>| -> f64 {
        if flag(u) {
            u.arbitrary().unwrap_or(0.0)
        } else {
            // A reading in the usual range, in hundredths of a degree or a millisecond.
            f64::from(u.int_in_range(-100_000..=100_000).unwrap_or(0)) / 100.0
        }
    };
    let (alpha, screen) = (number(&mut u), number(&mut u));
    for heading in [
        compass::heading_from_alpha(alpha, screen),
        compass::heading_from_webkit(alpha, screen),
        compass::describe(alpha),
    ]
    .into_iter()
    .flatten()
    {
        assert!((0.0..360.0).contains(&heading.degrees), "{heading:?}");
        assert!(heading.rounded < 360, "{heading:?}");
    }
    let base = 1_700_000_000_000.0;
    let samples: Vec<ClockSample> = (0..u.int_in_range(0..=8).unwrap_or(0))
        .map(|_| ClockSample {
            sent: base + number(&mut u),
            server: base + number(&mut u),
            received: base + number(&mut u),
        })
        .collect();
    if let Ok(estimate) = clock_offset::estimate(&samples) {
        assert!(estimate.samples >= 1 && estimate.samples as usize <= samples.len());
        assert!(estimate.uncertainty_ms >= 1 && estimate.round_trip_ms >= 0);
    }
}
