//! Unix timestamps ⇄ wall-clock date-times (`YYYY-MM-DD HH:mm:ss`) in any IANA time zone.
//!
//! The tool's unit is the millisecond; a 10-digit input is read as seconds (and 16 / 19 digits as
//! micro- / nanoseconds), and the result says which unit was assumed.
//!
//! Zone arithmetic is [`super::tzdb`] (jiff and its bundled IANA database). A wall-clock time
//! the zone skips (spring forward) is read with the offset before the jump, as calendars do
//! (02:30 in New York on 2024-03-10 is 03:30 EDT), and the result says so; one it repeats (fall
//! back) is the earlier instant, and the result names the later one too. An offset with seconds
//! (local mean time, e.g. Shanghai's +08:05:43 before 1901) is written with its seconds, so the
//! ISO 8601 value names the same instant; since strict RFC 3339 allows only hours and minutes,
//! the same instant in UTC is given as well.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, NaiveDateTime, TimeZone, Timelike, Utc};
use jiff::tz::TimeZone as Zone;

use super::tzdb::{self, LocalTime};
use super::world::local_at;
use crate::error::CodedError;

/// The time zone the tool starts in (the spec's "Beijing time").
pub const DEFAULT_TIME_ZONE: &str = "Asia/Shanghai";

/// Years outside this range cannot be written as `YYYY`.
const MIN_YEAR: i32 = 0;
const MAX_YEAR: i32 = 9999;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum TimestampUnit {
    Seconds,
    Milliseconds,
    Microseconds,
    Nanoseconds,
}

/// A timestamp read as a date-time in one zone.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct TimestampInfo {
    /// The unit the input was read in.
    pub unit: TimestampUnit,
    /// Milliseconds since 1970-01-01T00:00:00Z (floored).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub millis: i64,
    /// Whole seconds since the epoch (floored).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seconds: i64,
    /// `YYYY-MM-DD HH:mm:ss` in the zone.
    pub formatted: String,
    /// `YYYY-MM-DD HH:mm:ss.SSS` in the zone.
    pub formatted_millis: String,
    /// ISO 8601 with the zone's offset, millisecond precision; the offset keeps its seconds
    /// where it has them (`+08:05:43`), so the value names the same instant.
    pub iso8601: String,
    /// The same instant in UTC (`…Z`): valid RFC 3339 whatever the offset.
    pub iso8601_utc: String,
    /// The zone's offset from UTC at that instant, e.g. `+08:00` (`+08:05:43` with seconds).
    pub utc_offset: String,
    /// Whether the offset has seconds (local mean time), which RFC 3339 cannot write.
    pub offset_has_seconds: bool,
    /// The zone's abbreviation at that instant, e.g. `CST`, `EDT`.
    pub zone_abbreviation: String,
    /// ISO weekday, Monday = 1 … Sunday = 7.
    pub weekday: u8,
}

/// A change of clocks around a wall-clock time that a zone skips or repeats.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct LocalTimeNote {
    /// The wall-clock time asked for, `HH:mm` (`HH:mm:ss` when it has seconds).
    pub asked: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The clocks' reading just before the change and just after it, `HH:mm` ("02:00" →
    /// "03:00" for a jump forward, "02:00" → "01:00" for a jump back).
    pub from: String,
    pub to: String,
    /// Offsets and abbreviations before and after the change.
    pub offset_before: String,
    pub offset_after: String,
    pub abbreviation_before: String,
    pub abbreviation_after: String,
}

/// A wall-clock date-time in one zone read as a timestamp.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct DateTimeInfo {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub millis: i64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seconds: i64,
    /// The instant as `YYYY-MM-DD HH:mm:ss` in the zone (for a skipped time, the time it
    /// becomes).
    pub formatted: String,
    pub iso8601: String,
    pub iso8601_utc: String,
    pub utc_offset: String,
    pub offset_has_seconds: bool,
    pub zone_abbreviation: String,
    /// Set when the zone repeats this wall-clock time (end of daylight saving): the later instant.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub ambiguous_later_millis: Option<i64>,
    /// Set when the zone repeats this wall-clock time: the earlier instant is shown; this is
    /// the input that names the later one (`2024-11-03 01:30:00-05:00`).
    pub later_input: Option<String>,
    /// Set when the zone repeats this wall-clock time (fold) ...
    pub fold: Option<LocalTimeNote>,
    /// ... or skips it (gap: it is read with the offset before the jump).
    pub gap: Option<LocalTimeNote>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimestampError {
    #[error("empty input")]
    Empty,
    #[error("not a timestamp: digits only, optionally with a leading minus")]
    InvalidTimestamp,
    #[error("not a date-time in the form YYYY-MM-DD HH:mm:ss")]
    InvalidFormat,
    #[error("no such date or time")]
    NoSuchDate,
    #[error("outside the years 0000 to 9999")]
    OutOfRange,
    #[error("unknown time zone")]
    UnknownTimeZone,
}

impl CodedError for TimestampError {
    fn code(&self) -> &'static str {
        match self {
            TimestampError::Empty => "timestamp.empty",
            TimestampError::InvalidTimestamp => "timestamp.invalid_timestamp",
            TimestampError::InvalidFormat => "timestamp.invalid_format",
            TimestampError::NoSuchDate => "timestamp.no_such_date",
            TimestampError::OutOfRange => "timestamp.out_of_range",
            TimestampError::UnknownTimeZone => "timestamp.unknown_time_zone",
        }
    }
}

/// All IANA zone names the converter knows, sorted.
pub fn time_zones() -> &'static [String] {
    tzdb::names()
}

fn parse_zone(name: &str) -> Result<Zone, TimestampError> {
    tzdb::zone(name).ok_or(TimestampError::UnknownTimeZone)
}

/// Maps full-width digits and punctuation (typed with a Chinese IME) to ASCII and trims.
fn normalise(input: &str) -> String {
    input
        .trim()
        .chars()
        .map(|c| match c {
            '０'..='９' | '－' | '：' | '／' | '．' => {
                char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
            }
            '\u{3000}' => ' ',
            _ => c,
        })
        .collect()
}

/// Reads a timestamp (10 digits = seconds, 13 = milliseconds, 16 = microseconds,
/// 19 = nanoseconds, any other length = milliseconds) and shows it in zone `tz`.
pub fn timestamp_to_datetime(input: &str, tz: &str) -> Result<TimestampInfo, TimestampError> {
    let zone = parse_zone(tz)?;
    let text = normalise(input);
    if text.is_empty() {
        return Err(TimestampError::Empty);
    }
    let digits = text.strip_prefix('-').unwrap_or(&text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimestampError::InvalidTimestamp);
    }
    let value: i64 = text.parse().map_err(|_| TimestampError::OutOfRange)?;
    let unit = match digits.trim_start_matches('0').len().max(1) {
        10 => TimestampUnit::Seconds,
        16 => TimestampUnit::Microseconds,
        19 => TimestampUnit::Nanoseconds,
        _ => TimestampUnit::Milliseconds,
    };
    let (secs, nanos) = match unit {
        TimestampUnit::Seconds => (value, 0),
        TimestampUnit::Milliseconds => {
            (value.div_euclid(1_000), value.rem_euclid(1_000) * 1_000_000)
        }
        TimestampUnit::Microseconds => (
            value.div_euclid(1_000_000),
            value.rem_euclid(1_000_000) * 1_000,
        ),
        TimestampUnit::Nanoseconds => (
            value.div_euclid(1_000_000_000),
            value.rem_euclid(1_000_000_000),
        ),
    };
    let nanos = u32::try_from(nanos).map_err(|_| TimestampError::OutOfRange)?;
    let utc = DateTime::<Utc>::from_timestamp(secs, nanos).ok_or(TimestampError::OutOfRange)?;
    describe_instant(utc, &zone, unit)
}

/// Shows the instant `millis` (milliseconds since the epoch) in zone `tz`; used for the
/// ticking "now" line as well as by [`timestamp_to_datetime`].
pub fn describe_millis(millis: i64, tz: &str) -> Result<TimestampInfo, TimestampError> {
    let zone = parse_zone(tz)?;
    let utc = DateTime::<Utc>::from_timestamp_millis(millis).ok_or(TimestampError::OutOfRange)?;
    describe_instant(utc, &zone, TimestampUnit::Milliseconds)
}

/// `utc` at `offset` seconds east, or out of range (beyond the years 0000-9999 there).
fn shift(utc: DateTime<Utc>, offset: i32) -> Result<DateTime<FixedOffset>, TimestampError> {
    let fixed = FixedOffset::east_opt(offset).ok_or(TimestampError::OutOfRange)?;
    let local = utc.with_timezone(&fixed);
    if !(MIN_YEAR..=MAX_YEAR).contains(&local.year()) {
        return Err(TimestampError::OutOfRange);
    }
    Ok(local)
}

/// ISO 8601 with millisecond precision and the offset as [`tzdb::format_offset`] writes it.
fn iso(local: &DateTime<FixedOffset>) -> String {
    format!(
        "{}{}",
        local.format("%Y-%m-%dT%H:%M:%S%.3f"),
        tzdb::format_offset(local.offset().local_minus_utc())
    )
}

fn iso_utc(utc: DateTime<Utc>) -> String {
    utc.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

fn describe_instant(
    utc: DateTime<Utc>,
    zone: &Zone,
    unit: TimestampUnit,
) -> Result<TimestampInfo, TimestampError> {
    let state = tzdb::offset_at(zone, utc.timestamp());
    let local = shift(utc, state.seconds)?;
    Ok(TimestampInfo {
        unit,
        millis: utc.timestamp_millis(),
        seconds: utc.timestamp(),
        formatted: local.format("%Y-%m-%d %H:%M:%S").to_string(),
        formatted_millis: local.format("%Y-%m-%d %H:%M:%S%.3f").to_string(),
        iso8601: iso(&local),
        iso8601_utc: iso_utc(utc),
        utc_offset: tzdb::format_offset(state.seconds),
        offset_has_seconds: state.seconds % 60 != 0,
        zone_abbreviation: state.abbreviation,
        weekday: u8::try_from(local.weekday().number_from_monday()).unwrap_or(1),
    })
}

/// The wall-clock time asked for, for a message: `02:30`, or `02:30:15` with seconds.
fn asked_time(naive: &NaiveDateTime) -> String {
    if naive.second() == 0 && naive.nanosecond() == 0 {
        naive.format("%H:%M").to_string()
    } else {
        naive.format("%H:%M:%S").to_string()
    }
}

fn note(
    zone: &Zone,
    naive: &NaiveDateTime,
    transition: i64,
    before: i32,
    after: i32,
) -> Option<LocalTimeNote> {
    let hhmm = |offset: i32| local_at(transition, offset).map(|t| t.format("%H:%M").to_string());
    Some(LocalTimeNote {
        asked: asked_time(naive),
        date: naive.format("%Y-%m-%d").to_string(),
        from: hhmm(before)?,
        to: hhmm(after)?,
        offset_before: tzdb::format_offset(before),
        offset_after: tzdb::format_offset(after),
        abbreviation_before: tzdb::offset_at(zone, transition - 1).abbreviation,
        abbreviation_after: tzdb::offset_at(zone, transition).abbreviation,
    })
}

/// Reads `YYYY-MM-DD HH:mm:ss` (also `/` between date parts, `T` before the time, one-digit
/// fields, optional seconds and `.SSS`, or a date alone) as wall-clock time in zone `tz`.
pub fn datetime_to_timestamp(input: &str, tz: &str) -> Result<DateTimeInfo, TimestampError> {
    let zone = parse_zone(tz)?;
    let text = normalise(input);
    if text.is_empty() {
        return Err(TimestampError::Empty);
    }
    // ISO 8601 / RFC 3339 with a zone designator (…Z, …+08:00) names its own instant, which
    // is then shown in `tz`; without one the text is wall-clock time in `tz`.
    let (local_text, offset) = split_offset(&text)?;
    let naive = parse_naive(local_text)?;
    if !(MIN_YEAR..=MAX_YEAR).contains(&naive.year()) {
        return Err(TimestampError::OutOfRange);
    }
    // For a repeated time: the later instant's offset, besides the note.
    let (utc, fold, gap) = match offset {
        Some(offset) => {
            let instant = offset
                .from_local_datetime(&naive)
                .single()
                .ok_or(TimestampError::OutOfRange)?;
            (instant.with_timezone(&Utc), None, None)
        }
        None => {
            let resolved = tzdb::resolve_local(&zone, naive).ok_or(TimestampError::OutOfRange)?;
            let at = |offset: i32| naive.and_utc() - chrono::Duration::seconds(offset.into());
            let utc = at(resolved.chosen_offset());
            match resolved {
                LocalTime::Unique { .. } => (utc, None, None),
                LocalTime::Fold {
                    before,
                    after,
                    transition,
                } => {
                    let fold = note(&zone, &naive, transition, before, after)
                        .map(|n| (n, at(after), tzdb::format_offset(after)));
                    (utc, fold, None)
                }
                LocalTime::Gap {
                    before,
                    after,
                    transition,
                } => (utc, None, note(&zone, &naive, transition, before, after)),
            }
        }
    };
    let state = tzdb::offset_at(&zone, utc.timestamp());
    let shown = shift(utc, state.seconds)?;
    let (later_millis, later_input, fold) = match fold {
        Some((note, later, offset)) => (
            Some(later.timestamp_millis()),
            Some(format!("{}{offset}", naive.format("%Y-%m-%d %H:%M:%S%.f"))),
            Some(note),
        ),
        None => (None, None, None),
    };
    Ok(DateTimeInfo {
        millis: utc.timestamp_millis(),
        seconds: utc.timestamp(),
        formatted: shown.format("%Y-%m-%d %H:%M:%S").to_string(),
        iso8601: iso(&shown),
        iso8601_utc: iso_utc(utc),
        utc_offset: tzdb::format_offset(state.seconds),
        offset_has_seconds: state.seconds % 60 != 0,
        zone_abbreviation: state.abbreviation,
        ambiguous_later_millis: later_millis,
        later_input,
        fold,
        gap,
    })
}

/// Splits a trailing zone designator off a date-time: `Z`, `+08:00`, `+0800`, `+08`, `-05:00`,
/// `+08:05:43`.
/// Only after a time (a date's own hyphens are not an offset).
fn split_offset(text: &str) -> Result<(&str, Option<FixedOffset>), TimestampError> {
    let Some(time_at) = text.find([' ', 'T', 't']) else {
        return Ok((text, None));
    };
    if let Some(rest) = text.strip_suffix(['Z', 'z']) {
        return Ok((rest.trim_end(), FixedOffset::east_opt(0)));
    }
    let Some(sign_at) = text[time_at..].rfind(['+', '-']).map(|i| i + time_at) else {
        return Ok((text, None));
    };
    let sign = if text[sign_at..].starts_with('-') {
        -1
    } else {
        1
    };
    let digits: String = text[sign_at + 1..].chars().filter(|&c| c != ':').collect();
    // Four bytes are not four digits (`年0` is four bytes): slicing below needs ASCII.
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimestampError::InvalidFormat);
    }
    // Seconds are accepted (`+08:05:43`): our own output writes local mean time that way.
    let (hours, minutes, secs) = match digits.len() {
        2 => (field(&digits, 2, 2)?, 0, 0),
        4 => (field(&digits[..2], 2, 2)?, field(&digits[2..], 2, 2)?, 0),
        6 => (
            field(&digits[..2], 2, 2)?,
            field(&digits[2..4], 2, 2)?,
            field(&digits[4..], 2, 2)?,
        ),
        _ => return Err(TimestampError::InvalidFormat),
    };
    let colons = text[sign_at + 1..].matches(':').count();
    let colons_fit = colons == 0 || colons == digits.len() / 2 - 1;
    if hours > 23 || minutes > 59 || secs > 59 || !colons_fit {
        return Err(TimestampError::InvalidFormat);
    }
    let seconds = sign * i32::try_from(hours * 3600 + minutes * 60 + secs).unwrap_or(0);
    let offset = FixedOffset::east_opt(seconds).ok_or(TimestampError::InvalidFormat)?;
    Ok((text[..sign_at].trim_end(), Some(offset)))
}

/// A small strict parser: fixed field order, numeric fields only, every field range-checked, so
/// "2024-02-30" is "no such date" rather than silently rolled over.
fn parse_naive(text: &str) -> Result<NaiveDateTime, TimestampError> {
    let (date_part, time_part) = match text.split_once([' ', 'T', 't']) {
        Some((d, t)) => (d, Some(t.trim())),
        None => (text, None),
    };
    let sep = if date_part.contains('/') { '/' } else { '-' };
    let date_fields: Vec<&str> = date_part.split(sep).collect();
    let [y, mo, d] = date_fields.as_slice() else {
        return Err(TimestampError::InvalidFormat);
    };
    let year = field(y, 4, 4)?;
    let month = field(mo, 1, 2)?;
    let day = field(d, 1, 2)?;

    let (mut hour, mut minute, mut second, mut milli) = (0, 0, 0, 0);
    if let Some(time) = time_part {
        let (hms, frac) = match time.split_once('.') {
            Some((hms, frac)) => (hms, Some(frac)),
            None => (time, None),
        };
        let parts: Vec<&str> = hms.split(':').collect();
        match parts.as_slice() {
            [h, m] => {
                hour = field(h, 1, 2)?;
                minute = field(m, 2, 2)?;
            }
            [h, m, s] => {
                hour = field(h, 1, 2)?;
                minute = field(m, 2, 2)?;
                second = field(s, 2, 2)?;
            }
            _ => return Err(TimestampError::InvalidFormat),
        }
        if let Some(frac) = frac {
            if parts.len() != 3 {
                return Err(TimestampError::InvalidFormat);
            }
            // RFC 3339 allows any number of fraction digits; milliseconds are kept.
            field(frac, 1, 9)?;
            let kept = &frac[..frac.len().min(3)];
            let ms = field(kept, 1, 3)?;
            milli = ms * 10u32.pow(3 - u32::try_from(kept.len()).unwrap_or(3));
        }
    }
    let year = i32::try_from(year).map_err(|_| TimestampError::OutOfRange)?;
    NaiveDate::from_ymd_opt(year, month, day)
        .and_then(|date| date.and_hms_milli_opt(hour, minute, second, milli))
        .filter(|dt| dt.second() < 60)
        .ok_or(TimestampError::NoSuchDate)
}

fn field(text: &str, min_len: usize, max_len: usize) -> Result<u32, TimestampError> {
    if !(min_len..=max_len).contains(&text.len()) || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimestampError::InvalidFormat);
    }
    text.parse().map_err(|_| TimestampError::InvalidFormat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SH: &str = "Asia/Shanghai";

    #[test]
    fn milliseconds_to_beijing_time() {
        let info = timestamp_to_datetime("1700000000123", SH).unwrap();
        assert_eq!(info.unit, TimestampUnit::Milliseconds);
        assert_eq!(info.formatted, "2023-11-15 06:13:20");
        assert_eq!(info.formatted_millis, "2023-11-15 06:13:20.123");
        assert_eq!(info.iso8601, "2023-11-15T06:13:20.123+08:00");
        assert_eq!(info.utc_offset, "+08:00");
        assert_eq!(info.zone_abbreviation, "CST");
        assert_eq!(info.weekday, 3);
        assert_eq!(info.millis, 1_700_000_000_123);
        assert_eq!(info.seconds, 1_700_000_000);
    }

    #[test]
    fn ten_digits_are_seconds() {
        let info = timestamp_to_datetime("1700000000", SH).unwrap();
        assert_eq!(info.unit, TimestampUnit::Seconds);
        assert_eq!(info.formatted, "2023-11-15 06:13:20");
        assert_eq!(info.millis, 1_700_000_000_000);
    }

    #[test]
    fn micro_and_nanoseconds_are_recognised() {
        let micro = timestamp_to_datetime("1700000000123456", SH).unwrap();
        assert_eq!(micro.unit, TimestampUnit::Microseconds);
        assert_eq!(micro.formatted_millis, "2023-11-15 06:13:20.123");
        let nano = timestamp_to_datetime("1700000000123456789", SH).unwrap();
        assert_eq!(nano.unit, TimestampUnit::Nanoseconds);
        assert_eq!(nano.millis, 1_700_000_000_123);
    }

    #[test]
    fn epoch_zero_negative_and_full_width() {
        assert_eq!(
            timestamp_to_datetime("0", "UTC").unwrap().formatted,
            "1970-01-01 00:00:00"
        );
        let before = timestamp_to_datetime("-1", "UTC").unwrap();
        assert_eq!(before.formatted_millis, "1969-12-31 23:59:59.999");
        assert_eq!(before.millis, -1);
        assert_eq!(
            timestamp_to_datetime(" １７０００００００００００ ", SH)
                .unwrap()
                .formatted,
            "2023-11-15 06:13:20"
        );
    }

    #[test]
    fn other_zones_and_daylight_saving() {
        let ny = timestamp_to_datetime("1700000000000", "America/New_York").unwrap();
        assert_eq!(ny.formatted, "2023-11-14 17:13:20");
        assert_eq!(ny.zone_abbreviation, "EST");
        let summer = timestamp_to_datetime("1690000000000", "America/New_York").unwrap();
        assert_eq!(summer.utc_offset, "-04:00");
    }

    #[test]
    fn bad_timestamps_get_codes() {
        let code = |s: &str| timestamp_to_datetime(s, SH).unwrap_err().code();
        assert_eq!(code(""), "timestamp.empty");
        assert_eq!(code("   "), "timestamp.empty");
        assert_eq!(code("12a4"), "timestamp.invalid_timestamp");
        assert_eq!(code("1.5"), "timestamp.invalid_timestamp");
        assert_eq!(code("-"), "timestamp.invalid_timestamp");
        assert_eq!(code("2023-11-15"), "timestamp.invalid_timestamp");
        assert_eq!(code("99999999999999999999999"), "timestamp.out_of_range");
        assert_eq!(code("253402300800000"), "timestamp.out_of_range");
        assert_eq!(
            timestamp_to_datetime("1", "Mars/Olympus")
                .unwrap_err()
                .code(),
            "timestamp.unknown_time_zone"
        );
    }

    #[test]
    fn last_representable_second() {
        let info = timestamp_to_datetime("253402271999999", SH).unwrap();
        assert_eq!(info.formatted_millis, "9999-12-31 23:59:59.999");
    }

    #[test]
    fn datetime_to_millis() {
        let info = datetime_to_timestamp("2023-11-15 06:13:20", SH).unwrap();
        assert_eq!(info.millis, 1_700_000_000_000);
        assert_eq!(info.seconds, 1_700_000_000);
        assert_eq!(info.formatted, "2023-11-15 06:13:20");
        assert_eq!(info.ambiguous_later_millis, None);
    }

    #[test]
    fn lenient_but_unambiguous_forms() {
        let ms = |s: &str| datetime_to_timestamp(s, "UTC").unwrap().millis;
        assert_eq!(ms("2024-01-02 03:04:05"), 1_704_164_645_000);
        assert_eq!(ms("2024/1/2 3:04:05"), 1_704_164_645_000);
        assert_eq!(ms("2024-01-02T03:04:05"), 1_704_164_645_000);
        assert_eq!(ms("2024-01-02 03:04:05.5"), 1_704_164_645_500);
        assert_eq!(ms("2024-01-02 03:04:05.123"), 1_704_164_645_123);
        assert_eq!(ms("2024-01-02 03:04"), 1_704_164_640_000);
        assert_eq!(ms("2024-01-02"), 1_704_153_600_000);
        assert_eq!(
            ms("２０２４－０１－０２　０３：０４：０５"),
            1_704_164_645_000
        );
    }

    #[test]
    fn iso8601_and_rfc3339_with_zone_designators() {
        // The instant is the text's own; the result is shown in the chosen zone.
        let info = datetime_to_timestamp("2023-11-15T06:13:20Z", SH).unwrap();
        assert_eq!(info.millis, 1_700_028_800_000);
        assert_eq!(info.formatted, "2023-11-15 14:13:20");
        assert_eq!(info.iso8601, "2023-11-15T14:13:20.000+08:00");
        let ms = |s: &str| datetime_to_timestamp(s, SH).unwrap().millis;
        assert_eq!(ms("2023-11-15T06:13:20.123+08:00"), 1_700_000_000_123);
        assert_eq!(ms("2023-11-15T06:13:20+0800"), 1_700_000_000_000);
        assert_eq!(ms("2023-11-15T06:13:20+08"), 1_700_000_000_000);
        assert_eq!(ms("2023-11-14T17:13:20-05:00"), 1_700_000_000_000);
        assert_eq!(ms("2023-11-15T06:13:20+08:00:00"), 1_700_000_000_000);
        assert_eq!(ms("2023-11-15T06:18:20+08:05:00"), 1_700_000_000_000);
        assert_eq!(ms("2023-11-15 06:13:20z"), 1_700_028_800_000);
        assert_eq!(ms("2023-11-15t06:13:20.123456789Z"), 1_700_028_800_123);
        // Our own ISO output reads back as the same instant.
        let again = datetime_to_timestamp(&info.iso8601, "UTC").unwrap();
        assert_eq!(again.millis, info.millis);
        let code = |s: &str| datetime_to_timestamp(s, SH).unwrap_err().code();
        assert_eq!(
            code("2023-11-15T06:13:20+25:00"),
            "timestamp.invalid_format"
        );
        assert_eq!(code("2023-11-15T06:13:20+8"), "timestamp.invalid_format");
        assert_eq!(
            code("2023-11-15T06:13:20+08:0000"),
            "timestamp.invalid_format"
        );
    }

    #[test]
    fn bad_datetimes_get_codes() {
        let code = |s: &str| datetime_to_timestamp(s, SH).unwrap_err().code();
        assert_eq!(code(""), "timestamp.empty");
        assert_eq!(code("1700000000000"), "timestamp.invalid_format");
        assert_eq!(code("2024-01-02 3:4:5"), "timestamp.invalid_format");
        assert_eq!(code("24-01-02 03:04:05"), "timestamp.invalid_format");
        assert_eq!(code("2024-01-02 03:04:05 PM"), "timestamp.invalid_format");
        assert_eq!(code("2024-01-02 03:04.5"), "timestamp.invalid_format");
        assert_eq!(code("2024-13-01 00:00:00"), "timestamp.no_such_date");
        assert_eq!(code("2023-02-29 00:00:00"), "timestamp.no_such_date");
        assert_eq!(code("2024-01-01 24:00:00"), "timestamp.no_such_date");
        assert_eq!(code("2024-01-01 23:60:00"), "timestamp.no_such_date");
        assert_eq!(code("2024-01-01 23:59:60"), "timestamp.no_such_date");
        assert!(datetime_to_timestamp("2024-02-29 12:00:00", SH).is_ok());
    }

    #[test]
    fn a_skipped_time_is_read_with_the_offset_before_the_jump_and_says_so() {
        let gap = datetime_to_timestamp("2024-03-10 02:30:00", "America/New_York").unwrap();
        // 02:30 EST = 07:30Z, which New York's clocks show as 03:30 EDT.
        assert_eq!(gap.millis, 1_710_055_800_000);
        assert_eq!(gap.formatted, "2024-03-10 03:30:00");
        assert_eq!(
            (gap.utc_offset.as_str(), gap.zone_abbreviation.as_str()),
            ("-04:00", "EDT")
        );
        let note = gap.gap.unwrap();
        assert_eq!(
            (note.asked.as_str(), note.date.as_str()),
            ("02:30", "2024-03-10")
        );
        assert_eq!((note.from.as_str(), note.to.as_str()), ("02:00", "03:00"));
        assert_eq!(
            (
                note.abbreviation_before.as_str(),
                note.abbreviation_after.as_str()
            ),
            ("EST", "EDT")
        );
        assert_eq!(gap.fold, None);
        assert_eq!(gap.ambiguous_later_millis, None);
        // Lord Howe Island moves its clocks by half an hour.
        let lord_howe = datetime_to_timestamp("2024-10-06 02:15", "Australia/Lord_Howe").unwrap();
        let note = lord_howe.gap.unwrap();
        assert_eq!((note.from.as_str(), note.to.as_str()), ("02:00", "02:30"));
        assert_eq!(lord_howe.formatted, "2024-10-06 02:45:00");
    }

    #[test]
    fn a_repeated_time_is_the_earlier_instant_and_names_the_later() {
        let fold = datetime_to_timestamp("2024-11-03 01:30:00", "America/New_York").unwrap();
        assert_eq!(fold.utc_offset, "-04:00");
        assert_eq!(fold.zone_abbreviation, "EDT");
        assert_eq!(fold.ambiguous_later_millis, Some(fold.millis + 3_600_000));
        let note = fold.fold.clone().unwrap();
        assert_eq!((note.from.as_str(), note.to.as_str()), ("02:00", "01:00"));
        assert_eq!(
            (
                note.abbreviation_before.as_str(),
                note.abbreviation_after.as_str()
            ),
            ("EDT", "EST")
        );
        // The input offered for the other instant converts to it.
        let later_input = fold.later_input.unwrap();
        assert_eq!(later_input, "2024-11-03 01:30:00-05:00");
        let later = datetime_to_timestamp(&later_input, "America/New_York").unwrap();
        assert_eq!(Some(later.millis), fold.ambiguous_later_millis);
        assert_eq!(later.zone_abbreviation, "EST");
        assert_eq!(later.formatted, "2024-11-03 01:30:00");
        assert_eq!(fold.gap, None);
    }

    #[test]
    fn local_mean_time_keeps_the_seconds_of_its_offset() {
        // Shanghai kept local mean time (+08:05:43) until 1901.
        let info = datetime_to_timestamp("1900-01-01 00:00:00", SH).unwrap();
        assert_eq!(info.utc_offset, "+08:05:43");
        assert!(info.offset_has_seconds);
        assert_eq!(info.iso8601, "1900-01-01T00:00:00.000+08:05:43");
        assert_eq!(info.iso8601_utc, "1899-12-31T15:54:17.000Z");
        assert_eq!(info.zone_abbreviation, "LMT");
        // Both forms read back as the same instant.
        for text in [&info.iso8601, &info.iso8601_utc] {
            assert_eq!(
                datetime_to_timestamp(text, "UTC").unwrap().millis,
                info.millis
            );
        }
        let shown = describe_millis(info.millis, SH).unwrap();
        assert_eq!(shown.iso8601, info.iso8601);
        assert!(shown.offset_has_seconds);
        assert!(!describe_millis(0, SH).unwrap().offset_has_seconds);
    }

    #[test]
    fn daylight_saving_continues_after_2099() {
        // 2100-07-04 12:00 EDT.
        let info = timestamp_to_datetime("4118400000", "America/New_York").unwrap();
        assert_eq!(info.formatted, "2100-07-04 12:00:00");
        assert_eq!(
            (info.utc_offset.as_str(), info.zone_abbreviation.as_str()),
            ("-04:00", "EDT")
        );
    }

    #[test]
    fn vancouver_is_on_minus_7_in_november_2026() {
        let info = datetime_to_timestamp("2026-11-28 12:00", "America/Vancouver").unwrap();
        assert_eq!(info.utc_offset, "-07:00");
        let a_year_before = datetime_to_timestamp("2025-11-28 12:00", "America/Vancouver").unwrap();
        assert_eq!(a_year_before.utc_offset, "-08:00");
    }

    #[test]
    fn the_last_day_of_9999_converts_in_zones_east_and_west() {
        let east = datetime_to_timestamp("9999-12-31 23:59:59", SH).unwrap();
        assert_eq!(east.millis, 253_402_271_999_000);
        let west = datetime_to_timestamp("9999-12-31 12:00", "America/New_York").unwrap();
        assert_eq!(west.iso8601, "9999-12-31T12:00:00.000-05:00");
        let first = datetime_to_timestamp("0000-01-01 00:00", "UTC").unwrap();
        assert_eq!(first.millis, -62_167_219_200_000);
    }

    #[test]
    fn zone_list_has_the_spec_zones() {
        let zones = time_zones();
        for z in [
            "Asia/Shanghai",
            "America/New_York",
            "Europe/London",
            "Asia/Tokyo",
            "Europe/Paris",
            "Australia/Sydney",
            "Europe/Moscow",
            "America/Sao_Paulo",
        ] {
            assert!(zones.iter().any(|name| name == z), "{z} missing");
        }
        assert!(zones.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_multibyte_character_after_the_sign_is_a_format_error_not_a_panic() {
        // Found by the timestamp fuzz target (fuzz/corpus/timestamp/regression-offset-char):
        // `年0` after the last `-` is four bytes, and the offset's hours were sliced at byte 2.
        for text in [
            "- 2020--年0",
            "2024-01-01 12:00+年0",
            "2024-01-01 12:00-0年",
        ] {
            assert_eq!(
                datetime_to_timestamp(text, SH),
                Err(TimestampError::InvalidFormat),
                "{text}"
            );
        }
    }

    #[test]
    fn describe_millis_matches_conversion() {
        let a = describe_millis(1_700_000_000_123, SH).unwrap();
        let b = timestamp_to_datetime("1700000000123", SH).unwrap();
        assert_eq!(a, b);
    }

    proptest! {
        #[test]
        fn parsers_never_panic(s in "\\PC{0,40}") {
            let _ = timestamp_to_datetime(&s, SH);
            let _ = datetime_to_timestamp(&s, SH);
        }

        #[test]
        fn round_trip_through_wall_clock(ms in -62_167_219_200_000i64..253_402_271_999_999i64) {
            let there = describe_millis(ms, SH).unwrap();
            let back = datetime_to_timestamp(&there.formatted_millis, SH).unwrap();
            prop_assert_eq!(back.millis, ms);
        }
    }
}
