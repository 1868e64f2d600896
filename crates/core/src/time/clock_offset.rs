//! How far the device's clock is from our server's, from a few request/response samples.
//!
//! Each sample is the device time a request left, the server's time in the answer, and the device
//! time the answer arrived. Assuming the server read its clock halfway through the round trip
//! (the NTP assumption), the device was `server + rtt/2 - received` behind. Samples with a long
//! round trip were delayed on one leg more than the other, so only the quickest half count, and
//! their median resists one odd sample.

use crate::error::CodedError;

/// Round trips longer than this say nothing useful about a clock (and a device clock that
/// jumped during the request gives a negative or huge one).
const MAX_ROUND_TRIP_MS: f64 = 10_000.0;

/// One measurement, all in milliseconds since the epoch.
#[derive(Clone, Copy, Debug, PartialEq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ClockSample {
    /// Device clock when the request was sent.
    pub sent: f64,
    /// The server's clock in its answer.
    pub server: f64,
    /// Device clock when the answer arrived.
    pub received: f64,
}

/// The estimate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ClockOffset {
    /// Add this to the device clock to get the server's time (positive: the device is behind).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub offset_ms: i64,
    /// The shortest round trip among the samples used.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub round_trip_ms: i64,
    /// How far off the estimate can be: half that round trip (at least 1 ms, the servers'
    /// resolution).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub uncertainty_ms: i64,
    /// Samples that were usable.
    pub samples: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ClockOffsetError {
    #[error("no usable clock sample")]
    NoSamples,
}

impl CodedError for ClockOffsetError {
    fn code(&self) -> &'static str {
        "clock.no_samples"
    }
}

/// Estimates the device clock's offset from the server's.
pub fn estimate(samples: &[ClockSample]) -> Result<ClockOffset, ClockOffsetError> {
    let mut usable: Vec<(f64, f64)> = samples
        .iter()
        .filter(|s| s.sent.is_finite() && s.server.is_finite() && s.received.is_finite())
        .filter_map(|s| {
            let rtt = s.received - s.sent;
            (0.0..=MAX_ROUND_TRIP_MS)
                .contains(&rtt)
                .then(|| (rtt, s.server + rtt / 2.0 - s.received))
        })
        .collect();
    if usable.is_empty() {
        return Err(ClockOffsetError::NoSamples);
    }
    usable.sort_by(|a, b| a.0.total_cmp(&b.0));
    let count = usable.len();
    let quickest = &mut usable[..count.div_ceil(2)];
    let round_trip = quickest[0].0;
    quickest.sort_by(|a, b| a.1.total_cmp(&b.1));
    let n = quickest.len();
    let median = if n % 2 == 1 {
        quickest[n / 2].1
    } else {
        (quickest[n / 2 - 1].1 + quickest[n / 2].1) / 2.0
    };
    Ok(ClockOffset {
        // Both are finite and bounded by the inputs, which are JS numbers (|x| < 2^53).
        offset_ms: median.round() as i64,
        round_trip_ms: round_trip.round() as i64,
        uncertainty_ms: ((round_trip / 2.0).ceil() as i64).max(1),
        samples: u32::try_from(count).unwrap_or(u32::MAX),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn s(sent: f64, server: f64, received: f64) -> ClockSample {
        ClockSample {
            sent,
            server,
            received,
        }
    }

    #[test]
    fn a_symmetric_round_trip_gives_the_exact_offset() {
        // The device is 2.5 s behind; 40 ms each way.
        let est = estimate(&[s(1_000.0, 3_540.0, 1_080.0)]).unwrap();
        assert_eq!(est.offset_ms, 2_500);
        assert_eq!(est.round_trip_ms, 80);
        assert_eq!(est.uncertainty_ms, 40);
        assert_eq!(est.samples, 1);
    }

    #[test]
    fn slow_samples_are_ignored_and_the_median_resists_an_outlier() {
        let samples = [
            s(0.0, -1_000.0 + 10.0, 20.0),       // device 1 s ahead, quick
            s(100.0, -900.0 + 12.0, 124.0),      // quick
            s(200.0, -800.0 + 9.0, 218.0),       // quick
            s(300.0, -700.0 + 900.0, 2_300.0),   // 2 s round trip, one leg slow
            s(400.0, -600.0 + 2_000.0, 2_800.0), // slow
        ];
        let est = estimate(&samples).unwrap();
        assert_eq!(est.offset_ms, -1_000);
        assert_eq!(est.round_trip_ms, 18);
        assert_eq!(est.samples, 5);
    }

    #[test]
    fn nonsense_samples_are_refused() {
        assert_eq!(estimate(&[]), Err(ClockOffsetError::NoSamples));
        let bad = [
            s(10.0, 0.0, 5.0),     // arrived before it left
            s(0.0, 0.0, 60_000.0), // a minute's round trip
            s(f64::NAN, 0.0, 1.0),
            s(0.0, f64::INFINITY, 1.0),
        ];
        assert_eq!(estimate(&bad), Err(ClockOffsetError::NoSamples));
        let est = estimate(&[bad[0], s(0.0, 500.0, 0.0)]).unwrap();
        assert_eq!(
            (est.offset_ms, est.uncertainty_ms, est.samples),
            (500, 1, 1)
        );
    }

    proptest! {
        #[test]
        fn never_panics_and_stays_within_the_samples(
            raw in proptest::collection::vec((-1e13f64..1e13, -1e13f64..1e13, 0f64..20_000.0), 0..12)
        ) {
            let samples: Vec<ClockSample> =
                raw.iter().map(|&(sent, server, rtt)| s(sent, server, sent + rtt)).collect();
            if let Ok(est) = estimate(&samples) {
                let offsets = samples.iter().filter(|x| x.received - x.sent <= MAX_ROUND_TRIP_MS)
                    .map(|x| x.server + (x.received - x.sent) / 2.0 - x.received);
                let (lo, hi) = offsets.fold((f64::MAX, f64::MIN), |(l, h), o| (l.min(o), h.max(o)));
                prop_assert!((est.offset_ms as f64) >= lo.floor() && (est.offset_ms as f64) <= hi.ceil());
            }
        }
    }
}
