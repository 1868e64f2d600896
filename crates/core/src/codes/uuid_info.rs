//! Name-based UUIDs (v3 with MD5, v5 with SHA-1; RFC 9562 §5.3 and §5.5), the Nil and Max
//! UUIDs (§5.9, §5.10), and reading a pasted UUID: its version, variant and, for v1, v6 and v7,
//! the time it carries (and v1/v6's clock sequence and node). The `uuid` crate parses and hashes;
//! the times are read from the bits here, because the crate's conversion wraps around for the
//! (valid) v1/v6 times before 1970.

use uuid::{Uuid, Variant};

use super::uuid::UuidError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum NameVersion {
    V3,
    V5,
}

/// The namespaces RFC 9562 appendix C names, by the names the page offers.
pub const NAMESPACES: [(&str, Uuid); 4] = [
    ("dns", Uuid::NAMESPACE_DNS),
    ("url", Uuid::NAMESPACE_URL),
    ("oid", Uuid::NAMESPACE_OID),
    ("x500", Uuid::NAMESPACE_X500),
];

/// A name longer than this is refused (a hash of a whole book is not what the tool is for).
pub const MAX_NAME_BYTES: usize = 100_000;

/// The UUID of `name` in `namespace`: "dns", "url", "oid", "x500", or a UUID of the user's own
/// (in any spelling [`parse`] accepts). The name is hashed as UTF-8, as every library does.
pub fn name_based(version: NameVersion, namespace: &str, name: &str) -> Result<String, UuidError> {
    let key = namespace.trim().to_ascii_lowercase();
    let namespace = match NAMESPACES.iter().find(|(n, _)| *n == key) {
        Some((_, uuid)) => *uuid,
        None => parse(namespace).map_err(|_| UuidError::InvalidNamespace)?,
    };
    if name.len() > MAX_NAME_BYTES {
        return Err(UuidError::NameTooLong);
    }
    let id = match version {
        NameVersion::V3 => Uuid::new_v3(&namespace, name.as_bytes()),
        NameVersion::V5 => Uuid::new_v5(&namespace, name.as_bytes()),
    };
    Ok(id.hyphenated().to_string())
}

/// The Nil UUID (all zeros) and the Max UUID (all ones).
pub fn nil() -> String {
    Uuid::nil().hyphenated().to_string()
}

pub fn max() -> String {
    Uuid::max().hyphenated().to_string()
}

/// Reads a UUID as people paste it: hyphenated, 32 hex digits, in braces, or as a `urn:uuid:`,
/// in either case, with white space around.
pub fn parse(text: &str) -> Result<Uuid, UuidError> {
    let text = text.trim();
    if text.len() > 64 {
        return Err(UuidError::InvalidUuid);
    }
    // The crate takes `urn:uuid:` in lower case only.
    let text = match text.get(..9) {
        Some(prefix) if prefix.eq_ignore_ascii_case("urn:uuid:") => &text[9..],
        _ => text,
    };
    Uuid::try_parse(text).map_err(|_| UuidError::InvalidUuid)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum UuidVariant {
    /// 0xx: the old Apollo NCS layout.
    Ncs,
    /// 10x: RFC 9562 (RFC 4122), the one versions apply to.
    Rfc,
    /// 110: Microsoft's old GUIDs.
    Microsoft,
    /// 111: reserved (the Max UUID has it).
    Future,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum SpecialUuid {
    Nil,
    Max,
}

/// What a pasted UUID says about itself.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct UuidInfo {
    /// Lower case with hyphens.
    pub canonical: String,
    /// The version field (bits 48..52), meaningful with the RFC variant (1 to 8 are defined).
    pub version: u8,
    pub variant: UuidVariant,
    pub special: Option<SpecialUuid>,
    /// v1, v6, v7: the time it was made, in Unix milliseconds (negative before 1970).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub unix_millis: Option<i64>,
    /// v1, v6: the clock sequence (14 bits).
    pub clock_seq: Option<u16>,
    /// v1, v6: the node, as `xx:xx:xx:xx:xx:xx`.
    pub node: Option<String>,
    /// v1, v6: the node's multicast bit is set, so it is random, not a network card's address.
    pub random_node: Option<bool>,
}

/// 100-ns ticks between the Gregorian epoch (1582-10-15) and the Unix epoch.
const GREGORIAN_OFFSET_TICKS: i64 = 0x01B2_1DD2_1381_4000;

pub fn decode(text: &str) -> Result<UuidInfo, UuidError> {
    let id = parse(text)?;
    let b = id.as_bytes();
    let variant = match id.get_variant() {
        Variant::NCS => UuidVariant::Ncs,
        Variant::RFC4122 => UuidVariant::Rfc,
        Variant::Microsoft => UuidVariant::Microsoft,
        _ => UuidVariant::Future,
    };
    let version = b[6] >> 4;
    let special = if id.is_nil() {
        Some(SpecialUuid::Nil)
    } else if id.is_max() {
        Some(SpecialUuid::Max)
    } else {
        None
    };
    let mut info = UuidInfo {
        canonical: id.hyphenated().to_string(),
        version,
        variant,
        special,
        unix_millis: None,
        clock_seq: None,
        node: None,
        random_node: None,
    };
    if variant != UuidVariant::Rfc {
        return Ok(info);
    }
    let be = |bytes: &[u8]| bytes.iter().fold(0u64, |acc, &x| acc << 8 | u64::from(x));
    let time_hi = be(&b[6..8]) & 0x0FFF;
    let ticks = match version {
        // time_low (32) | time_mid (16) | version | time_high (12)
        1 => Some(time_hi << 48 | be(&b[4..6]) << 32 | be(&b[0..4])),
        // v6 keeps v1's fields in time order: time_high (32) | time_mid (16) | version | time_low (12)
        6 => Some(be(&b[0..4]) << 28 | be(&b[4..6]) << 12 | time_hi),
        _ => None,
    };
    if let Some(ticks) = ticks {
        // 60 bits: always fits an i64.
        info.unix_millis = Some((ticks as i64 - GREGORIAN_OFFSET_TICKS).div_euclid(10_000));
        info.clock_seq = Some(u16::from(b[8] & 0x3F) << 8 | u16::from(b[9]));
        info.node = Some(
            b[10..16]
                .iter()
                .map(|x| format!("{x:02x}"))
                .collect::<Vec<_>>()
                .join(":"),
        );
        info.random_node = Some(b[10] & 1 == 1);
    } else if version == 7 {
        info.unix_millis = Some(be(&b[0..6]) as i64);
    }
    Ok(info)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::CodedError;

    #[test]
    fn name_based_known_answers() {
        // Python's documentation examples.
        assert_eq!(
            name_based(NameVersion::V3, "dns", "python.org").unwrap(),
            "6fa459ea-ee8a-3ca4-894e-db77e160355e"
        );
        assert_eq!(
            name_based(NameVersion::V5, "DNS", "python.org").unwrap(),
            "886313e1-3b8a-5372-9b90-0c9aee199e5d"
        );
        // A custom namespace in any spelling gives the same UUID as the standard one.
        for spelling in [
            "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
            "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}",
            "urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8",
            " 6ba7b8109dad11d180b400c04fd430c8 ",
        ] {
            assert_eq!(
                name_based(NameVersion::V5, spelling, "python.org").unwrap(),
                "886313e1-3b8a-5372-9b90-0c9aee199e5d"
            );
        }
    }

    #[test]
    fn bad_namespaces_and_names() {
        for bad in [
            "",
            "example",
            "6ba7b810-9dad-11d1-80b4-00c04fd430c",
            "g".repeat(32).as_str(),
        ] {
            let err = name_based(NameVersion::V3, bad, "x").unwrap_err();
            assert_eq!(err.code(), "uuid.invalid_namespace", "{bad:?}");
        }
        let long = "x".repeat(MAX_NAME_BYTES + 1);
        assert_eq!(
            name_based(NameVersion::V5, "url", &long)
                .unwrap_err()
                .code(),
            "uuid.name_too_long"
        );
    }

    #[test]
    fn nil_and_max() {
        assert_eq!(nil(), "00000000-0000-0000-0000-000000000000");
        assert_eq!(max(), "ffffffff-ffff-ffff-ffff-ffffffffffff");
        assert_eq!(decode(&nil()).unwrap().special, Some(SpecialUuid::Nil));
        let max = decode(&max()).unwrap();
        assert_eq!(
            (max.special, max.variant),
            (Some(SpecialUuid::Max), UuidVariant::Future)
        );
        assert_eq!(max.unix_millis, None);
    }

    #[test]
    fn decodes_times_before_1970_and_refuses_garbage() {
        let epoch = decode("00000000-0000-1000-8000-000000000000").unwrap();
        assert_eq!(epoch.unix_millis, Some(-12_219_292_800_000));
        for bad in [
            "",
            "hello",
            "6ba7b810-9dad-11d1-80b4",
            &"a".repeat(1000),
            "😀",
        ] {
            assert_eq!(
                decode(bad).unwrap_err().code(),
                "uuid.invalid_uuid",
                "{bad:?}"
            );
        }
    }

    #[test]
    fn agrees_with_the_crate_on_recent_times() {
        let v7 = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
        let (secs, nanos) = Uuid::parse_str(v7)
            .unwrap()
            .get_timestamp()
            .unwrap()
            .to_unix();
        let ms = (secs * 1000 + u64::from(nanos) / 1_000_000) as i64;
        assert_eq!(decode(v7).unwrap().unix_millis, Some(ms));
        let v1 = "c232ab00-9414-11ec-b3c8-9f6bdeced846";
        let (secs, nanos) = Uuid::parse_str(v1)
            .unwrap()
            .get_timestamp()
            .unwrap()
            .to_unix();
        let ms = (secs * 1000 + u64::from(nanos) / 1_000_000) as i64;
        assert_eq!(decode(v1).unwrap().unix_millis, Some(ms));
    }
}
