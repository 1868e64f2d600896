//! Differential test of name-based UUIDs and of decoding against Python's standard `uuid`
//! module: tests/data/uuid_python.json is written by scripts/uuid-vectors.py (its Python version
//! is recorded in the file).

use serde_json::Value;
use toolbox_core::codes::uuid_info::{NameVersion, UuidVariant, decode, name_based};

fn vectors() -> Value {
    serde_json::from_str(include_str!("data/uuid_python.json"))
        .expect("the Python reference vectors are valid JSON")
}

#[test]
fn name_based_uuids_match_python() {
    let data = vectors();
    let named = data["named"].as_array().unwrap();
    assert!(named.len() >= 30);
    for v in named {
        let (ns, name) = (
            v["namespace"].as_str().unwrap(),
            v["name"].as_str().unwrap(),
        );
        assert_eq!(
            name_based(NameVersion::V3, ns, name).unwrap(),
            v["v3"],
            "v3 {ns} {name}"
        );
        assert_eq!(
            name_based(NameVersion::V5, ns, name).unwrap(),
            v["v5"],
            "v5 {ns} {name}"
        );
    }
}

#[test]
fn decoded_fields_match_python() {
    let data = vectors();
    for v in data["decoded"].as_array().unwrap() {
        let id = v["uuid"].as_str().unwrap();
        let info = decode(&id.to_uppercase()).unwrap();
        assert_eq!(info.canonical, id);
        assert_eq!(
            u64::from(info.version),
            v["version"].as_u64().unwrap(),
            "{id}"
        );
        let variant = match info.variant {
            UuidVariant::Ncs => "ncs",
            UuidVariant::Rfc => "rfc",
            UuidVariant::Microsoft => "microsoft",
            UuidVariant::Future => "future",
        };
        assert_eq!(variant, v["variant"], "{id}");
        assert_eq!(info.unix_millis, v["unixMillis"].as_i64(), "{id}");
        assert_eq!(
            info.clock_seq.map(u64::from),
            v["clockSeq"].as_u64(),
            "{id}"
        );
        assert_eq!(info.node.as_deref(), v["node"].as_str(), "{id}");
    }
}
