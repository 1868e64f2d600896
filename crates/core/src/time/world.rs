//! The world time table: one instant shown in many zones, each with its UTC offset, whether it
//! is on daylight-saving time, and how many calendar days it is ahead of or behind Beijing; plus
//! the search that finds a zone by city or country in English or Chinese.

use chrono::{DateTime, Datelike, Offset, TimeZone, Utc};
use chrono_tz::{OffsetComponents, Tz};

use super::cities::{CITIES, City};

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

/// A place a zone stands for, in both languages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ZonePlace {
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
        ZonePlace {
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
    /// The zone keeps one offset all year.
    None,
    /// The zone observes daylight saving but is on standard time now.
    Standard,
    /// Daylight-saving (summer) time is in effect now.
    Daylight,
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
    /// e.g. `+08:00`, `-04:00`, `+05:45`.
    pub utc_offset: String,
    pub offset_minutes: i32,
    /// Offset minus Beijing's offset, in minutes (New York in summer: -720).
    pub minutes_from_reference: i32,
    /// e.g. `EDT`, `CST`, or `+03` where the zone has no letters.
    pub abbreviation: String,
    pub dst: DstState,
    /// Local calendar date minus Beijing's calendar date: -1, 0 or +1 (wider only for
    /// far-flung islands).
    pub day_difference: i32,
}

fn offset_seconds(at: &DateTime<Tz>) -> i32 {
    at.offset().fix().local_minus_utc()
}

/// Daylight saving is read from the database's own split of the offset (standard + DST part)
/// over the local year: a zone whose DST part is never set keeps one offset all year, and DST is
/// in effect when the offset now is above the year's lowest. Comparing with the year's lowest
/// (rather than trusting the DST part's sign alone) also reads Dublin right, whose database
/// calls winter the "negative daylight saving" period.
fn dst_state(zone: Tz, at: &DateTime<Tz>) -> DstState {
    let year = at.year();
    let mut observes = !at.offset().dst_offset().is_zero();
    let mut lowest = offset_seconds(at);
    for month in 1..=12 {
        let Some(sample) = Utc
            .with_ymd_and_hms(year, month, 1, 0, 0, 0)
            .single()
            .map(|utc| utc.with_timezone(&zone))
        else {
            continue;
        };
        observes |= !sample.offset().dst_offset().is_zero();
        lowest = lowest.min(offset_seconds(&sample));
    }
    if !observes {
        DstState::None
    } else if offset_seconds(at) > lowest {
        DstState::Daylight
    } else {
        DstState::Standard
    }
}

/// The place shown for `zone`: its first city in the table, else a name made from the IANA id
/// (`America/Argentina/Ushuaia` → "Ushuaia").
pub fn place_of(zone: &str) -> ZonePlace {
    if let Some(city) = CITIES.iter().find(|c| c.zone == zone) {
        return city.into();
    }
    let last = zone.rsplit('/').next().unwrap_or(zone).replace('_', " ");
    ZonePlace {
        zone: zone.to_owned(),
        city_en: last.clone(),
        city_zh: last,
        country_en: String::new(),
        country_zh: String::new(),
    }
}

/// Describes the instant `millis` in each of `zones`, in order. Names the database does not
/// know (a zone remembered from an older version) are left out rather than failing the table.
pub fn zone_times(millis: i64, zones: &[String]) -> Option<Vec<ZoneTime>> {
    let utc = DateTime::<Utc>::from_timestamp_millis(millis)?;
    let reference: Tz = REFERENCE_ZONE.parse().ok()?;
    let beijing = utc.with_timezone(&reference);
    let beijing_offset = offset_seconds(&beijing);
    let rows = zones
        .iter()
        .filter_map(|name| name.parse::<Tz>().ok())
        .map(|zone| {
            let local = utc.with_timezone(&zone);
            let offset = offset_seconds(&local);
            let days = local
                .date_naive()
                .signed_duration_since(beijing.date_naive())
                .num_days();
            ZoneTime {
                place: place_of(zone.name()),
                date: local.format("%Y-%m-%d").to_string(),
                time: local.format("%H:%M:%S").to_string(),
                weekday: u8::try_from(local.weekday().number_from_monday()).unwrap_or(1),
                utc_offset: local.format("%:z").to_string(),
                offset_minutes: offset / 60,
                minutes_from_reference: (offset - beijing_offset) / 60,
                abbreviation: local.format("%Z").to_string(),
                dst: dst_state(zone, &local),
                day_difference: i32::try_from(days).unwrap_or(0),
            }
        })
        .collect();
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
        for (i, tz) in chrono_tz::TZ_VARIANTS.iter().enumerate() {
            let name = tz.name();
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
    fn search_falls_back_to_iana_names() {
        let found = search_places("ushuaia", 5);
        assert_eq!(found[0].zone, "America/Argentina/Ushuaia");
        assert_eq!(found[0].city_en, "Ushuaia");
        assert!(search_places("zzzz", 5).is_empty());
        assert_eq!(search_places("", 10).len(), 10);
    }
}
