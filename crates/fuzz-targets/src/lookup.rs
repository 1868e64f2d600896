//! The look-up tools (issues 8 and 10): phone numbers, the world time table's place search and
//! zone table, and the weather page's city names (the server resolves them with the core's
//! table, so the same function answers `/api/weather?city=`).

use arbitrary::Unstructured;
use toolbox_core::phone::{self, Table};
use toolbox_core::time::{timestamp, world};
use toolbox_core::weather;

use crate::{flag, rest_text, short_text};

/// A number as typed (`+86 138-0013-8000`, full-width spaces, letters), looked up in the
/// bundled table; with the first flag set, the same text is also read as a prefix table of
/// its own (the compact format `scripts/build-phone-data.py` writes) and searched.
pub fn phone(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let as_table = flag(&mut u);
    let text = rest_text(u);
    if let Ok(phone::Query::Mobile(number)) = phone::normalize(&text) {
        assert_eq!(number.len(), 11, "{text:?} -> {number:?}");
        assert!(number.starts_with('1') && number.bytes().all(|b| b.is_ascii_digit()));
    }
    if let Ok(info) = phone::lookup(&text) {
        assert!(info.number.bytes().all(|b| b.is_ascii_digit()));
        assert_eq!(info.display.replace([' ', '-'], ""), info.number);
    }
    if as_table && let Ok(table) = Table::parse(&text) {
        let _ = table.size();
        let _ = table.date();
        for typed in [
            "13800138000",
            "19999999999",
            "1380013",
            "0755-86013388",
            "010",
        ] {
            if let Ok(query) = phone::normalize(typed) {
                let _ = table.find(&query);
            }
        }
    }
}

/// The world time table: a place search (any query, any limit), then the table for an instant
/// in zones drawn from the database or typed (a name remembered from an older version).
pub fn world_time(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let zones_db = timestamp::time_zones();
    let millis: i64 = if flag(&mut u) {
        u.arbitrary().unwrap_or(0)
    } else {
        // Most of the time a date people use (years 1900 to 2100), where DST rules live.
        u.int_in_range(-2_208_988_800_000..=4_102_444_800_000)
            .unwrap_or(0)
    };
    let count = u.int_in_range(0..=12).unwrap_or(0);
    let mut zones = Vec::with_capacity(count);
    for _ in 0..count {
        match u.choose_index(zones_db.len() + 1).unwrap_or(0) {
            i if i < zones_db.len() => zones.push(zones_db[i].to_owned()),
            _ => zones.push(short_text(&mut u, 40)),
        }
    }
    if let Some(rows) = world::zone_times(millis, &zones) {
        assert!(rows.len() <= zones.len());
        for row in &rows {
            assert!((1..=7).contains(&row.weekday));
            // Offsets span about a day either way of Beijing's (local mean time in 1800 Manila
            // was -15:56), so a date is at most two days away.
            assert!(row.day_difference.abs() <= 2, "{row:?}");
        }
    }
    let limit = u.int_in_range(0..=500).unwrap_or(10);
    let query = rest_text(u);
    let places = world::search_places(&query, limit);
    assert!(places.len() <= limit);
    for place in &places {
        let _ = world::place_of(&place.zone);
    }
    let _ = world::place_of(&query);
}

/// A city name typed on the weather page (`深圳`, `shenzhen`, `Xi'an`, typos), resolved with
/// suggestions, and the same text as an adcode.
pub fn weather_city(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match weather::resolve(&text) {
        Ok(city) => assert_eq!(weather::by_id(&city.id).map(|c| &c.id), Some(&city.id)),
        Err(weather::CityError::Unknown { suggestions, .. }) => assert!(suggestions.len() <= 5),
        Err(_) => {}
    }
    let _ = weather::by_id(&text);
}
