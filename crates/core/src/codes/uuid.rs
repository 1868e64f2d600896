//! RFC 9562 UUIDs (v1, v4, v7) in batches of up to 10,000.
//!
//! Randomness and the clock are inputs, so the browser supplies `crypto.getRandomValues` and
//! `Date.now()` and tests are deterministic. Within one batch every UUID is distinct by
//! construction: v1 advances its 100-ns timestamp by one tick per UUID, v7 uses a 42-bit counter
//! seeded at random (RFC 9562 §6.2, method 1), so v1 batches are in time order and v7 batches also sort in order as strings.

use uuid::{Builder, Timestamp, Uuid};

use crate::error::CodedError;

pub const MIN_QUANTITY: u32 = 1;
pub const MAX_QUANTITY: u32 = 10_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum UuidVersion {
    V1,
    V4,
    V7,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct UuidOptions {
    pub version: UuidVersion,
    pub quantity: u32,
    pub uppercase: bool,
    pub hyphens: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UuidError {
    #[error("quantity must be between {MIN_QUANTITY} and {MAX_QUANTITY}")]
    QuantityOutOfRange,
    #[error("the clock is before 1970 or too far in the future")]
    ClockOutOfRange,
    #[error("not a namespace")]
    InvalidNamespace,
    #[error("name too long")]
    NameTooLong,
    #[error("not a UUID")]
    InvalidUuid,
}

impl CodedError for UuidError {
    fn code(&self) -> &'static str {
        match self {
            UuidError::QuantityOutOfRange => "uuid.quantity_out_of_range",
            UuidError::ClockOutOfRange => "uuid.clock_out_of_range",
            UuidError::InvalidNamespace => "uuid.invalid_namespace",
            UuidError::NameTooLong => "uuid.name_too_long",
            UuidError::InvalidUuid => "uuid.invalid_uuid",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            UuidError::QuantityOutOfRange => vec![
                ("min", MIN_QUANTITY.to_string()),
                ("max", MAX_QUANTITY.to_string()),
            ],
            UuidError::NameTooLong => vec![("max", super::uuid_info::MAX_NAME_BYTES.to_string())],
            UuidError::ClockOutOfRange | UuidError::InvalidNamespace | UuidError::InvalidUuid => {
                Vec::new()
            }
        }
    }
}

/// 100-ns ticks between the Gregorian epoch (1582-10-15) and the Unix epoch.
const GREGORIAN_OFFSET_TICKS: u64 = 0x01B2_1DD2_1381_4000;
/// v1 timestamps are 60 bits.
const MAX_V1_TICKS: u64 = (1 << 60) - 1;
/// v7 timestamps are 48 bits of milliseconds.
const MAX_V7_MILLIS: u64 = (1 << 48) - 1;

/// Generates `options.quantity` UUIDs at Unix time `now_millis`, drawing random bytes from
/// `fill_random` (which must fill the whole slice with cryptographically strong bytes).
pub fn generate(
    options: &UuidOptions,
    now_millis: u64,
    fill_random: &mut dyn FnMut(&mut [u8]),
) -> Result<Vec<String>, UuidError> {
    if !(MIN_QUANTITY..=MAX_QUANTITY).contains(&options.quantity) {
        return Err(UuidError::QuantityOutOfRange);
    }
    let n = options.quantity as usize;
    let ids: Vec<Uuid> = match options.version {
        UuidVersion::V4 => {
            let mut bytes = vec![0u8; n * 16];
            fill_random(&mut bytes);
            bytes
                .chunks_exact(16)
                .map(|chunk| {
                    let mut b = [0u8; 16];
                    b.copy_from_slice(chunk);
                    Builder::from_random_bytes(b).into_uuid()
                })
                .collect()
        }
        UuidVersion::V1 => {
            // No MAC address is available (nor wanted) in a browser: RFC 9562 §6.10 says to use a
            // random node ID with the multicast bit set, and a random clock sequence.
            let mut seed = [0u8; 8];
            fill_random(&mut seed);
            let mut node = [0u8; 6];
            node.copy_from_slice(&seed[..6]);
            node[0] |= 0x01;
            let clock_seq = u16::from_be_bytes([seed[6], seed[7]]) & 0x3FFF;
            let base = now_millis
                .checked_mul(10_000)
                .and_then(|t| t.checked_add(GREGORIAN_OFFSET_TICKS))
                .filter(|t| t + MAX_QUANTITY as u64 <= MAX_V1_TICKS)
                .ok_or(UuidError::ClockOutOfRange)?;
            // One tick per UUID keeps the whole batch inside the same millisecond.
            (0..n as u64)
                .map(|i| Uuid::new_v1(Timestamp::from_gregorian_time(base + i, clock_seq), &node))
                .collect()
        }
        UuidVersion::V7 => {
            if now_millis > MAX_V7_MILLIS {
                return Err(UuidError::ClockOutOfRange);
            }
            let mut seed = [0u8; 6];
            fill_random(&mut seed);
            // 42-bit counter, top bit clear so 10,000 increments can never overflow it.
            let mut counter =
                u64::from_be_bytes([0, 0, seed[0], seed[1], seed[2], seed[3], seed[4], seed[5]])
                    & ((1 << 41) - 1);
            let mut tail = vec![0u8; n * 4];
            fill_random(&mut tail);
            tail.chunks_exact(4)
                .map(|random| {
                    // Bytes 6..16 of the UUID: 12 counter bits (rand_a), then 2 variant bits
                    // (set by the builder) ahead of 30 more counter bits and 32 random bits.
                    let mut b = [0u8; 10];
                    let hi = (counter >> 30) as u16; // 12 bits
                    let lo = (counter & ((1 << 30) - 1)) as u32; // 30 bits
                    b[0..2].copy_from_slice(&hi.to_be_bytes());
                    b[2..6].copy_from_slice(&lo.to_be_bytes());
                    b[6..10].copy_from_slice(random);
                    counter += 1;
                    Builder::from_unix_timestamp_millis(now_millis, &b).into_uuid()
                })
                .collect()
        }
    };
    Ok(ids.iter().map(|id| format(id, options)).collect())
}

/// Reads the quantity field as typed: digits (ASCII or full-width), optional spaces and
/// thousands separators. Anything else, or a number outside 1..=10,000, is refused.
pub fn parse_quantity(text: &str) -> Result<u32, UuidError> {
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '，' | ' ' | '_'))
        .map(|c| match c {
            '０'..='９' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .collect();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(UuidError::QuantityOutOfRange);
    }
    let value = digits
        .parse::<u32>()
        .map_err(|_| UuidError::QuantityOutOfRange)?;
    if (MIN_QUANTITY..=MAX_QUANTITY).contains(&value) {
        Ok(value)
    } else {
        Err(UuidError::QuantityOutOfRange)
    }
}

fn format(id: &Uuid, options: &UuidOptions) -> String {
    let mut buf = Uuid::encode_buffer();
    let s = match (options.hyphens, options.uppercase) {
        (true, false) => id.hyphenated().encode_lower(&mut buf),
        (true, true) => id.hyphenated().encode_upper(&mut buf),
        (false, false) => id.simple().encode_lower(&mut buf),
        (false, true) => id.simple().encode_upper(&mut buf),
    };
    s.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// A deterministic byte source for tests (xorshift); the browser uses crypto.getRandomValues.
    fn rng(seed: u64) -> impl FnMut(&mut [u8]) {
        let mut state = seed | 1;
        move |buf: &mut [u8]| {
            for b in buf {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *b = state as u8;
            }
        }
    }

    fn opts(version: UuidVersion, quantity: u32) -> UuidOptions {
        UuidOptions {
            version,
            quantity,
            uppercase: false,
            hyphens: true,
        }
    }

    const NOW: u64 = 1_700_000_000_123;

    #[test]
    fn v4_has_version_and_variant() {
        let ids = generate(&opts(UuidVersion::V4, 100), NOW, &mut rng(1)).unwrap();
        assert_eq!(ids.len(), 100);
        for id in &ids {
            let u = Uuid::parse_str(id).unwrap();
            assert_eq!(u.get_version_num(), 4);
            assert_eq!(u.get_variant(), uuid::Variant::RFC4122);
            assert_eq!(id.len(), 36);
            assert_eq!(id, &id.to_lowercase());
        }
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 100);
    }

    #[test]
    fn v1_batch_is_unique_ordered_and_carries_the_time() {
        let ids = generate(&opts(UuidVersion::V1, 10_000), NOW, &mut rng(2)).unwrap();
        let parsed: Vec<Uuid> = ids.iter().map(|s| Uuid::parse_str(s).unwrap()).collect();
        assert_eq!(parsed.iter().collect::<HashSet<_>>().len(), 10_000);
        let mut last = 0u64;
        for u in &parsed {
            assert_eq!(u.get_version_num(), 1);
            let (secs, nanos) = u.get_timestamp().unwrap().to_unix();
            let ms = secs * 1000 + u64::from(nanos) / 1_000_000;
            assert_eq!(
                ms, NOW,
                "every UUID of the batch lies in the same millisecond"
            );
            let (ticks, _) = u.get_timestamp().unwrap().to_gregorian();
            assert!(ticks > last || last == 0);
            last = ticks;
            assert_eq!(
                u.as_bytes()[10] & 1,
                1,
                "random node IDs carry the multicast bit"
            );
        }
    }

    #[test]
    fn v7_batch_is_strictly_ascending_with_the_time() {
        let ids = generate(&opts(UuidVersion::V7, 10_000), NOW, &mut rng(3)).unwrap();
        let parsed: Vec<Uuid> = ids.iter().map(|s| Uuid::parse_str(s).unwrap()).collect();
        assert!(
            parsed.windows(2).all(|w| w[0] < w[1]),
            "v7 batch must sort in order"
        );
        for u in &parsed {
            assert_eq!(u.get_version_num(), 7);
            assert_eq!(u.get_variant(), uuid::Variant::RFC4122);
            let (secs, nanos) = u.get_timestamp().unwrap().to_unix();
            assert_eq!(secs * 1000 + u64::from(nanos) / 1_000_000, NOW);
        }
    }

    #[test]
    fn format_options() {
        let mut o = opts(UuidVersion::V4, 1);
        o.uppercase = true;
        o.hyphens = false;
        let id = &generate(&o, NOW, &mut rng(4)).unwrap()[0];
        assert_eq!(id.len(), 32);
        assert!(!id.contains('-'));
        assert_eq!(id, &id.to_uppercase());
        assert!(id.chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn quantity_bounds() {
        for q in [0, MAX_QUANTITY + 1, u32::MAX] {
            let err = generate(&opts(UuidVersion::V4, q), NOW, &mut rng(5)).unwrap_err();
            assert_eq!(err.code(), "uuid.quantity_out_of_range");
            assert_eq!(
                err.params(),
                vec![("min", "1".to_string()), ("max", "10000".to_string())]
            );
        }
        assert_eq!(
            generate(&opts(UuidVersion::V7, 1), NOW, &mut rng(6))
                .unwrap()
                .len(),
            1
        );
        assert_eq!(
            generate(&opts(UuidVersion::V7, MAX_QUANTITY), NOW, &mut rng(6))
                .unwrap()
                .len(),
            10_000
        );
    }

    #[test]
    fn quantity_field_parsing() {
        assert_eq!(parse_quantity("5"), Ok(5));
        assert_eq!(parse_quantity(" 10,000 "), Ok(10_000));
        assert_eq!(parse_quantity("１２"), Ok(12));
        assert_eq!(parse_quantity("007"), Ok(7));
        for bad in [
            "",
            "  ",
            "0",
            "10001",
            "-3",
            "2.5",
            "1e3",
            "abc",
            "99999999999999999999",
        ] {
            assert_eq!(
                parse_quantity(bad),
                Err(UuidError::QuantityOutOfRange),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn absurd_clocks_are_refused_not_wrapped() {
        let err = generate(&opts(UuidVersion::V7, 1), u64::MAX, &mut rng(7)).unwrap_err();
        assert_eq!(err.code(), "uuid.clock_out_of_range");
        let err = generate(&opts(UuidVersion::V1, 1), u64::MAX / 100, &mut rng(7)).unwrap_err();
        assert_eq!(err.code(), "uuid.clock_out_of_range");
    }
}
