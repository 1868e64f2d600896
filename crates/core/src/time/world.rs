//! The world time table: one instant shown in many zones, each with its UTC offset, whether it
//! is on daylight-saving time, and how many calendar days it is ahead of or behind Beijing; plus
//! the search that finds a zone by city or country in English or Chinese.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, Utc};
use jiff::tz::TimeZone;

use super::cities::{CITIES, City};
use super::tzdb::{self, OffsetAt};

/// The zone every row is compared with (Beijing time).
pub const REFERENCE_ZONE: &str = "Asia/Shanghai";

/// The spec's eight zones, in the spec's order (China, United States, United Kingdom, Japan,
/// France, Australia, Russia, Brazil).
pub const DEFAULT_ZONES: [&str; 8] = [
    "Asia/Shanghai",
    "America/New_York",
    "Europe/London",
    "Asia/Tokyo",
    "Europe/Paris",
    "Australia/Sydney",
    "Europe/Moscow",
    "America/Sao_Paulo",
];

/// How far ahead the next clock change is looked for (ten years).
const NEXT_CHANGE_HORIZON_SECONDS: i64 = 10 * 366 * 86_400;

/// A place a zone stands for, in both languages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ZonePlace {
    /// What names this place in a list (the URL, the device's memory): the IANA name for the
    /// zone's first city (`Asia/Shanghai`, Beijing), `zone~City` for another city of the zone
    /// (`Asia/Shanghai~Shanghai`). [`zone_times`] reads it back.
    pub entry: String,
    /// IANA name, e.g. `America/New_York`.
    pub zone: String,
    pub city_en: String,
    pub city_zh: String,
    /// Empty for a zone found only by its IANA name.
    pub country_en: String,
    pub country_zh: String,
}

impl From<&City> for ZonePlace {
    fn from(c: &City) -> Self {
        let first = CITIES.iter().find(|other| other.zone == c.zone) == Some(c);
        ZonePlace {
            entry: if first {
                c.zone.to_owned()
            } else {
                format!("{}~{}", c.zone, c.city_en)
            },
            zone: c.zone.to_owned(),
            city_en: c.city_en.to_owned(),
            city_zh: c.city_zh.to_owned(),
            country_en: c.country_en.to_owned(),
            country_zh: c.country_zh.to_owned(),
        }
    }
}

/// Daylight-saving state of a zone at one instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum DstState {
    /// No daylight-saving time in the zone's current year (it keeps one time all year).
    None,
    /// The zone has daylight-saving time this year but is on standard time now.
    Standard,
    /// Daylight-saving (summer) time is in effect now.
    Daylight,
}

/// The zone's next change of clocks.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ClockChange {
    /// The instant of the change, milliseconds since the epoch.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub millis: i64,
    /// Local date of the change `YYYY-MM-DD` (the date the clocks show just after it).
    pub date: String,
    /// The local time just before the change and what the clocks then show, `HH:mm`
    /// ("02:00" → "03:00").
    pub from: String,
    pub to: String,
    /// New offset minus old, in minutes (+60: clocks go forward an hour).
    pub shift_minutes: i32,
    /// Whether the time after the change is daylight-saving time.
    pub dst_after: bool,
}

/// One row of the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ZoneTime {
    pub place: ZonePlace,
    /// Local date `YYYY-MM-DD`.
    pub date: String,
    /// Local time `HH:mm:ss`.
    pub time: String,
    /// ISO weekday, Monday = 1 … Sunday = 7.
    pub weekday: u8,
    /// e.g. `+08:00`, `-04:00`, `+05:45` (`+08:05:43` for local mean time).
    pub utc_offset: String,
    /// The offset in whole minutes (towards zero).
    pub offset_minutes: i32,
    /// Offset minus Beijing's offset, in minutes (New York in summer: -720).
    pub minutes_from_reference: i32,
    /// e.g. `EDT`, `CST`, or `+03` where the zone has no letters.
    pub abbreviation: String,
    pub dst: DstState,
    /// Local calendar date minus Beijing's calendar date: -1, 0 or +1 (wider only for
    /// far-flung islands).
    pub day_difference: i32,
    /// The next change of the zone's clocks within ten years, if one is scheduled.
    pub next_change: Option<ClockChange>,
}

/// The instant `seconds` as local time at `offset` seconds east of UTC.
pub(crate) fn local_at(seconds: i64, offset: i32) -> Option<DateTime<FixedOffset>> {
    let fixed = FixedOffset::east_opt(offset)?;
    Some(DateTime::<Utc>::from_timestamp(seconds, 0)?.with_timezone(&fixed))
}

/// Daylight saving is the database's own flag at that instant, never a comparison of offsets:
/// a zone on its all-year time (Morocco from 2026-09, British Columbia from 2026-11) is not on
/// daylight-saving time even though its clocks show what used to be its summer time, and a
/// zone whose standard offset moved mid-year is not on "daylight" time for the higher part. A
/// zone not on daylight-saving time now is "standard" if it has daylight-saving time at any
/// moment of its current local year, else it keeps one time all year.
fn dst_state(zone: &TimeZone, now: &OffsetAt, local_year: i32) -> DstState {
    if now.dst {
        return DstState::Daylight;
    }
    let year_start = |year: i32| {
        NaiveDate::from_ymd_opt(year, 1, 1)
            .and_then(|d| d.and_hms_opt(0, 0, 0))
            .map(|d| d.and_utc().timestamp() - i64::from(now.seconds))
    };
    match (year_start(local_year), year_start(local_year + 1)) {
        (Some(from), Some(to)) if tzdb::has_dst_between(zone, from, to) => DstState::Standard,
        _ => DstState::None,
    }
}

fn next_change(zone: &TimeZone, seconds: i64) -> Option<ClockChange> {
    let change = tzdb::next_offset_change(
        zone,
        seconds,
        seconds.saturating_add(NEXT_CHANGE_HORIZON_SECONDS),
    )?;
    let before = local_at(change.at, change.before)?;
    let after = local_at(change.at, change.after)?;
    Some(ClockChange {
        millis: change.at.saturating_mul(1000),
        date: after.format("%Y-%m-%d").to_string(),
        from: before.format("%H:%M").to_string(),
        to: after.format("%H:%M").to_string(),
        shift_minutes: (change.after - change.before) / 60,
        dst_after: change.dst_after,
    })
}

/// The place shown for `zone`: its first city in the table, else a name made from the IANA id
/// (`America/Argentina/Ushuaia` → "Ushuaia").
pub fn place_of(zone: &str) -> ZonePlace {
    if let Some(city) = CITIES.iter().find(|c| c.zone == zone) {
        return city.into();
    }
    let last = zone.rsplit('/').next().unwrap_or(zone).replace('_', " ");
    ZonePlace {
        entry: zone.to_owned(),
        zone: zone.to_owned(),
        city_en: last.clone(),
        city_zh: last,
        country_en: String::new(),
        country_zh: String::new(),
    }
}

/// The place an entry names: `Zone` (its first city, or a name made from the IANA id) or
/// `Zone~City` (a city of the table in that zone, by its English name). `None` for a zone the
/// database does not know or a city the table does not have there.
pub fn place_of_entry(entry: &str) -> Option<(TimeZone, ZonePlace)> {
    let (zone_name, city) = match entry.split_once('~') {
        Some((zone, city)) => (zone, Some(city)),
        None => (entry, None),
    };
    let zone = tzdb::zone(zone_name)?;
    let name = tzdb::name_of(&zone).to_owned();
    let place = match city {
        None => place_of(&name),
        Some(city) => CITIES
            .iter()
            .find(|c| c.zone == name && c.city_en == city)?
            .into(),
    };
    Some((zone, place))
}

/// Describes the instant `millis` in each place of `entries` (see [`place_of_entry`]), in
/// order. Entries that name nothing (a zone remembered from an older version, an edited link)
/// are left out rather than failing the table.
pub fn zone_times(millis: i64, entries: &[String]) -> Option<Vec<ZoneTime>> {
    let seconds = millis.div_euclid(1000);
    let reference = tzdb::zone(REFERENCE_ZONE)?;
    let beijing_offset = tzdb::offset_at(&reference, seconds).seconds;
    let beijing = local_at(seconds, beijing_offset)?;
    let mut rows = Vec::with_capacity(entries.len());
    for (zone, place) in entries.iter().filter_map(|e| place_of_entry(e)) {
        let now = tzdb::offset_at(&zone, seconds);
        let local = local_at(seconds, now.seconds)?;
        let days = local
            .date_naive()
            .signed_duration_since(beijing.date_naive())
            .num_days();
        rows.push(ZoneTime {
            place,
            date: local.format("%Y-%m-%d").to_string(),
            time: local.format("%H:%M:%S").to_string(),
            weekday: u8::try_from(local.weekday().number_from_monday()).unwrap_or(1),
            utc_offset: tzdb::format_offset(now.seconds),
            offset_minutes: now.seconds / 60,
            minutes_from_reference: (now.seconds - beijing_offset) / 60,
            dst: dst_state(&zone, &now, local.year()),
            abbreviation: now.abbreviation,
            day_difference: i32::try_from(days).unwrap_or(0),
            next_change: next_change(&zone, seconds),
        });
    }
    Some(rows)
}

/// Lower-case, without spaces, underscores, dots, commas or hyphens, so "new york",
/// "New_York" and "NewYork" meet.
fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '_' | '.' | ',' | '-' | '\'' | '/'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Zones whose city, country (either language) or IANA name contains `query`, best first:
/// a city that is the query, then cities starting with it, then any other match; then IANA
/// names of zones the city table does not cover. At most `limit` places, one per city.
pub fn search_places(query: &str, limit: usize) -> Vec<ZonePlace> {
    let q = fold(query.trim());
    let mut ranked: Vec<(u8, usize, ZonePlace)> = Vec::new();
    for (i, city) in CITIES.iter().enumerate() {
        let cities = [fold(city.city_en), fold(city.city_zh)];
        let others = [
            fold(city.country_en),
            fold(city.country_zh),
            fold(city.zone),
        ];
        let rank = if q.is_empty() {
            3
        } else if cities.contains(&q) {
            0
        } else if cities.iter().any(|c| c.starts_with(&q)) {
            1
        } else if cities.iter().chain(others.iter()).any(|c| c.contains(&q)) {
            2
        } else {
            continue;
        };
        ranked.push((rank, i, city.into()));
    }
    if !q.is_empty() {
        let covered = |name: &str| CITIES.iter().any(|c| c.zone == name);
        for (i, name) in tzdb::names().iter().enumerate() {
            let name = name.as_str();
            if !covered(name) && fold(name).contains(&q) {
                ranked.push((4, CITIES.len() + i, place_of(name)));
            }
        }
    }
    ranked.sort_by_key(|(rank, i, _)| (*rank, *i));
    ranked.into_iter().take(limit).map(|(_, _, p)| p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(iso: &str, zone: &str) -> ZoneTime {
        let millis = DateTime::parse_from_rfc3339(iso)
            .unwrap()
            .timestamp_millis();
        at_millis(millis, zone)
    }

    fn at_millis(millis: i64, zone: &str) -> ZoneTime {
        let mut rows = zone_times(millis, &[zone.to_owned()]).unwrap();
        assert_eq!(rows.len(), 1, "{zone}");
        rows.remove(0)
    }

    #[test]
    fn new_york_springs_forward_at_2024_03_10_07_00_utc() {
        let before = at("2024-03-10T06:59:59Z", "America/New_York");
        assert_eq!(
            (before.date.as_str(), before.time.as_str()),
            ("2024-03-10", "01:59:59")
        );
        assert_eq!(before.utc_offset, "-05:00");
        assert_eq!(before.abbreviation, "EST");
        assert_eq!(before.dst, DstState::Standard);
        assert_eq!(before.minutes_from_reference, -13 * 60);
        let after = at("2024-03-10T07:00:00Z", "America/New_York");
        assert_eq!(after.time, "03:00:00");
        assert_eq!(after.utc_offset, "-04:00");
        assert_eq!(after.abbreviation, "EDT");
        assert_eq!(after.dst, DstState::Daylight);
        assert_eq!(after.minutes_from_reference, -12 * 60);
        // 15:00 in Beijing, 03:00 the same day in New York.
        assert_eq!(after.day_difference, 0);
    }

    #[test]
    fn new_york_falls_back_at_2024_11_03_06_00_utc() {
        let before = at("2024-11-03T05:59:59Z", "America/New_York");
        assert_eq!(
            (before.time.as_str(), before.dst),
            ("01:59:59", DstState::Daylight)
        );
        let after = at("2024-11-03T06:00:00Z", "America/New_York");
        assert_eq!(
            (after.time.as_str(), after.dst),
            ("01:00:00", DstState::Standard)
        );
        assert_eq!(after.utc_offset, "-05:00");
    }

    #[test]
    fn london_and_paris_change_at_the_same_instant() {
        let london = at("2024-03-31T00:59:59Z", "Europe/London");
        assert_eq!(
            (london.time.as_str(), london.abbreviation.as_str()),
            ("00:59:59", "GMT")
        );
        assert_eq!(london.dst, DstState::Standard);
        let london = at("2024-03-31T01:00:00Z", "Europe/London");
        assert_eq!(
            (london.time.as_str(), london.abbreviation.as_str()),
            ("02:00:00", "BST")
        );
        assert_eq!(london.dst, DstState::Daylight);
        let paris = at("2024-03-31T01:00:00Z", "Europe/Paris");
        assert_eq!(
            (paris.time.as_str(), paris.utc_offset.as_str()),
            ("03:00:00", "+02:00")
        );
        assert_eq!(paris.dst, DstState::Daylight);
        let paris = at("2024-10-27T01:00:00Z", "Europe/Paris");
        assert_eq!(
            (paris.time.as_str(), paris.utc_offset.as_str()),
            ("02:00:00", "+01:00")
        );
        assert_eq!(paris.dst, DstState::Standard);
    }

    #[test]
    fn sydney_ends_summer_time_and_its_day_difference_follows() {
        // 2024-04-07 03:00 AEDT becomes 02:00 AEST. A second before, Beijing is still on the 6th.
        let before = at("2024-04-06T15:59:59Z", "Australia/Sydney");
        assert_eq!(
            (before.date.as_str(), before.time.as_str()),
            ("2024-04-07", "02:59:59")
        );
        assert_eq!(
            (before.utc_offset.as_str(), before.dst),
            ("+11:00", DstState::Daylight)
        );
        assert_eq!(before.day_difference, 1);
        let after = at("2024-04-06T16:00:00Z", "Australia/Sydney");
        assert_eq!(
            (after.date.as_str(), after.time.as_str()),
            ("2024-04-07", "02:00:00")
        );
        assert_eq!(
            (after.utc_offset.as_str(), after.dst),
            ("+10:00", DstState::Standard)
        );
        assert_eq!(after.day_difference, 0);
        assert_eq!(after.minutes_from_reference, 120);
    }

    #[test]
    fn zones_without_daylight_saving() {
        for (zone, offset) in [
            ("Asia/Shanghai", "+08:00"),
            ("Asia/Tokyo", "+09:00"),
            ("Europe/Moscow", "+03:00"),
            ("America/Sao_Paulo", "-03:00"),
            ("Asia/Kathmandu", "+05:45"),
        ] {
            let row = at("2024-07-01T12:00:00Z", zone);
            assert_eq!(
                (row.utc_offset.as_str(), row.dst),
                (offset, DstState::None),
                "{zone}"
            );
        }
        // Brazil last kept summer time in 2018-19 (from 4 November 2018).
        let brazil_2018 = at("2018-12-01T12:00:00Z", "America/Sao_Paulo");
        assert_eq!(
            (brazil_2018.utc_offset.as_str(), brazil_2018.dst),
            ("-02:00", DstState::Daylight)
        );
    }

    #[test]
    fn dublin_summer_is_daylight_time_despite_the_database_s_negative_dst() {
        assert_eq!(
            at("2024-07-01T12:00:00Z", "Europe/Dublin").dst,
            DstState::Daylight
        );
        assert_eq!(
            at("2024-01-15T12:00:00Z", "Europe/Dublin").dst,
            DstState::Standard
        );
    }

    #[test]
    fn day_difference_from_beijing() {
        // 2024-01-01 01:00 in Beijing is still New Year's Eve in New York and São Paulo.
        let iso = "2023-12-31T17:00:00Z";
        assert_eq!(at(iso, "America/New_York").day_difference, -1);
        assert_eq!(at(iso, "America/Sao_Paulo").day_difference, -1);
        assert_eq!(at(iso, "Asia/Tokyo").day_difference, 0);
        assert_eq!(at(iso, "Asia/Shanghai").day_difference, 0);
        // Kiribati's Line Islands (+14) are a day ahead of Beijing most of the day.
        assert_eq!(
            at("2024-01-01T12:00:00Z", "Pacific/Kiritimati").day_difference,
            1
        );
    }

    #[test]
    fn the_eight_default_zones_have_their_country_names() {
        let rows =
            zone_times(1_700_000_000_000, DEFAULT_ZONES.map(str::to_owned).as_ref()).unwrap();
        let countries: Vec<&str> = rows.iter().map(|r| r.place.country_zh.as_str()).collect();
        assert_eq!(
            countries,
            [
                "中国",
                "美国",
                "英国",
                "日本",
                "法国",
                "澳大利亚",
                "俄罗斯",
                "巴西"
            ]
        );
        assert_eq!(rows[1].place.city_en, "New York");
        assert_eq!(rows[0].time, "06:13:20");
    }

    #[test]
    fn unknown_zones_are_left_out_not_fatal() {
        let rows = zone_times(0, &["Mars/Olympus".to_owned(), "Asia/Tokyo".to_owned()]).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].time, "09:00:00");
        assert!(zone_times(i64::MAX, &["Asia/Tokyo".to_owned()]).is_none());
    }

    #[test]
    fn search_finds_cities_in_both_languages() {
        assert_eq!(search_places("洛杉矶", 5)[0].zone, "America/Los_Angeles");
        assert_eq!(
            search_places("los angeles", 5)[0].zone,
            "America/Los_Angeles"
        );
        assert_eq!(search_places("Beijing", 5)[0].zone, "Asia/Shanghai");
        assert_eq!(search_places("北京", 5)[0].city_en, "Beijing");
        let paulo = search_places("sao paulo", 5);
        assert_eq!(paulo[0].city_zh, "圣保罗");
        // A country gives its cities; an exact city beats a prefix.
        assert!(
            search_places("加拿大", 20)
                .iter()
                .all(|p| p.country_en == "Canada")
        );
        assert_eq!(search_places("paris", 5)[0].city_en, "Paris");
    }

    #[test]
    fn vancouver_is_on_minus_7_in_november_2026_and_not_on_daylight_time() {
        let row = at("2026-11-28T20:00:00Z", "America/Vancouver");
        assert_eq!(
            (row.utc_offset.as_str(), row.time.as_str()),
            ("-07:00", "13:00:00")
        );
        // Summer time until 2026-11-01 made 2026 a year with daylight saving: now standard.
        assert_eq!(row.dst, DstState::Standard);
        assert_eq!(row.next_change, None, "no more clock changes are scheduled");
        let next_summer = at("2027-07-01T20:00:00Z", "America/Vancouver");
        assert_eq!(
            (next_summer.utc_offset.as_str(), next_summer.dst),
            ("-07:00", DstState::None)
        );
    }

    #[test]
    fn morocco_on_its_all_year_time_is_not_on_daylight_time() {
        let row = at("2026-11-28T12:00:00Z", "Africa/Casablanca");
        assert_eq!(row.utc_offset, "+00:00");
        assert_ne!(row.dst, DstState::Daylight);
        let next_year = at("2027-08-01T12:00:00Z", "Africa/Casablanca");
        assert_eq!(
            (next_year.utc_offset.as_str(), next_year.dst),
            ("+00:00", DstState::None)
        );
    }

    #[test]
    fn a_standard_offset_moved_mid_year_is_not_daylight_time() {
        // Volgograd moved from +03 to +04 on 2018-10-28 and back on 2020-12-27, both times
        // as its standard time; Pyongyang from +08:30 to +09 on 2018-05-04.
        for (iso, zone, offset) in [
            ("2018-11-15T12:00:00Z", "Europe/Volgograd", "+04:00"),
            ("2020-12-30T12:00:00Z", "Europe/Volgograd", "+03:00"),
            ("2018-06-01T12:00:00Z", "Asia/Pyongyang", "+09:00"),
        ] {
            let row = at(iso, zone);
            assert_eq!(
                (row.utc_offset.as_str(), row.dst),
                (offset, DstState::None),
                "{zone}"
            );
        }
    }

    #[test]
    fn the_next_clock_change_of_each_zone() {
        let ny = at("2026-11-28T12:00:00Z", "America/New_York")
            .next_change
            .unwrap();
        assert_eq!(ny.date, "2027-03-14");
        assert_eq!((ny.from.as_str(), ny.to.as_str()), ("02:00", "03:00"));
        assert_eq!((ny.shift_minutes, ny.dst_after), (60, true));
        assert_eq!(ny.millis, 1_805_007_600_000);
        let sydney = at("2026-11-28T12:00:00Z", "Australia/Sydney")
            .next_change
            .unwrap();
        assert_eq!(sydney.date, "2027-04-04");
        assert_eq!(
            (sydney.from.as_str(), sydney.to.as_str()),
            ("03:00", "02:00")
        );
        assert_eq!((sydney.shift_minutes, sydney.dst_after), (-60, false));
        assert_eq!(
            at("2026-11-28T12:00:00Z", "Asia/Shanghai").next_change,
            None
        );
        // Rules go on past 2099.
        let late = at("2100-01-10T12:00:00Z", "Europe/London")
            .next_change
            .unwrap();
        assert_eq!(
            (late.date.as_str(), late.from.as_str()),
            ("2100-03-28", "01:00")
        );
    }

    #[test]
    fn entries_name_a_zone_or_one_of_its_cities() {
        let entries = [
            "Asia/Shanghai",
            "Asia/Shanghai~Shanghai",
            "Asia/Shanghai~Atlantis",
            "Mars/Olympus",
            "America/Argentina/Ushuaia",
        ]
        .map(str::to_owned);
        let rows = zone_times(0, &entries).unwrap();
        let places: Vec<(&str, &str)> = rows
            .iter()
            .map(|r| (r.place.entry.as_str(), r.place.city_en.as_str()))
            .collect();
        assert_eq!(
            places,
            [
                ("Asia/Shanghai", "Beijing"),
                ("Asia/Shanghai~Shanghai", "Shanghai"),
                ("America/Argentina/Ushuaia", "Ushuaia")
            ]
        );
        // Search results carry the entry that brings them back.
        for place in search_places("a", 200) {
            let (_, again) = place_of_entry(&place.entry).unwrap();
            assert_eq!(again, place);
        }
    }

    #[test]
    fn search_falls_back_to_iana_names() {
        let found = search_places("ushuaia", 5);
        assert_eq!(found[0].zone, "America/Argentina/Ushuaia");
        assert_eq!(found[0].city_en, "Ushuaia");
        assert!(search_places("zzzz", 5).is_empty());
        assert_eq!(search_places("", 10).len(), 10);
    }
}
