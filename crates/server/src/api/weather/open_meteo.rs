//! Forecast provider: Open-Meteo (`GET <upstream>/v1/forecast?latitude=a,b&longitude=c,d&
//! daily=...&forecast_days=5&timezone=Asia/Shanghai`, no key; free for non-commercial use with
//! attribution). Several places in one call: the answer is an array then, one object otherwise.

use serde::Deserialize;

use super::{DAYS, Day, ForecastProvider, UpstreamFuture};
use crate::upstream::{self, UpstreamError};

const DAILY: &str = "temperature_2m_max,temperature_2m_min,temperature_2m_mean,weather_code";

#[derive(Debug)]
pub struct OpenMeteo {
    client: reqwest::Client,
    endpoint: String,
}

impl OpenMeteo {
    /// `upstream` is the API's base URL (e.g. `https://api.open-meteo.com`).
    pub fn new(client: reqwest::Client, upstream: &str) -> Self {
        Self {
            client,
            endpoint: format!("{}/v1/forecast", upstream.trim_end_matches('/')),
        }
    }
}

fn coordinates(values: impl Iterator<Item = f64>) -> String {
    values
        .map(|v| format!("{v:.4}"))
        .collect::<Vec<_>>()
        .join(",")
}

impl ForecastProvider for OpenMeteo {
    fn daily<'a>(&'a self, places: &'a [(f64, f64)]) -> UpstreamFuture<'a, Vec<Vec<Day>>> {
        Box::pin(async move {
            let latitude = coordinates(places.iter().map(|p| p.0));
            let longitude = coordinates(places.iter().map(|p| p.1));
            let days = DAYS.to_string();
            let body = upstream::get(
                &self.client,
                &self.endpoint,
                &[
                    ("latitude", &latitude),
                    ("longitude", &longitude),
                    ("daily", DAILY),
                    ("forecast_days", &days),
                    ("timezone", "Asia/Shanghai"),
                ],
            )
            .await?;
            parse(&body, places.len())
        })
    }
}

#[derive(Deserialize)]
struct Daily {
    time: Vec<String>,
    temperature_2m_max: Vec<Option<f64>>,
    temperature_2m_min: Vec<Option<f64>>,
    temperature_2m_mean: Vec<Option<f64>>,
    weather_code: Vec<Option<f64>>,
}

#[derive(Deserialize)]
struct Place {
    daily: Daily,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Answer {
    Many(Vec<Place>),
    One(Place),
}

fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        })
}

/// Temperatures must be plausible (°C) and codes WMO's (0-99); anything else is malformed.
fn days(daily: Daily) -> Result<Vec<Day>, UpstreamError> {
    let n = daily.time.len();
    let bad = |what: &str| UpstreamError::Malformed(what.to_owned());
    if n != DAYS
        || [
            daily.temperature_2m_max.len(),
            daily.temperature_2m_min.len(),
            daily.temperature_2m_mean.len(),
            daily.weather_code.len(),
        ]
        .iter()
        .any(|len| *len != n)
    {
        return Err(bad("series of different lengths"));
    }
    let temp = |t: Option<f64>| match t {
        Some(v) if !(-90.0..=60.0).contains(&v) => Err(bad("temperature out of range")),
        other => Ok(other),
    };
    (0..n)
        .map(|i| {
            let date = &daily.time[i];
            if !is_date(date) {
                return Err(bad("not a date"));
            }
            let code = match daily.weather_code[i] {
                Some(c) if (0.0..=99.0).contains(&c) && c.fract() == 0.0 => Some(c as u8),
                Some(_) => return Err(bad("not a WMO code")),
                None => None,
            };
            Ok(Day {
                date: date.clone(),
                max: temp(daily.temperature_2m_max[i])?,
                min: temp(daily.temperature_2m_min[i])?,
                mean: temp(daily.temperature_2m_mean[i])?,
                code,
            })
        })
        .collect()
}

/// Reads the answer for `expected` places, in the order asked.
pub fn parse(body: &[u8], expected: usize) -> Result<Vec<Vec<Day>>, UpstreamError> {
    let answer: Answer = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a forecast: {e}")))?;
    let places = match answer {
        Answer::Many(places) => places,
        Answer::One(place) => vec![place],
    };
    if places.len() != expected {
        return Err(UpstreamError::Malformed(format!(
            "{} places instead of {expected}",
            places.len()
        )));
    }
    places.into_iter().map(|p| days(p.daily)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(mean: &str) -> String {
        format!(
            r#"{{"latitude":39.9,"daily_units":{{"time":"iso8601"}},"daily":{{
            "time":["2026-11-24","2026-11-25","2026-11-26","2026-11-27","2026-11-28"],
            "temperature_2m_max":[8.1,9,10,11,12],"temperature_2m_min":[-2,-1,0,1,null],
            "temperature_2m_mean":[{mean},4,5,6,7],"weather_code":[0,2,61,3,95]}}}}"#
        )
    }

    #[test]
    fn one_place_is_an_object_several_an_array() {
        let one = parse(place("3.5").as_bytes(), 1).unwrap();
        assert_eq!(one[0][0].mean, Some(3.5));
        assert_eq!(one[0][4].min, None);
        assert_eq!(one[0][2].code, Some(61));
        let two = format!("[{},{}]", place("1"), place("2"));
        let both = parse(two.as_bytes(), 2).unwrap();
        assert_eq!((both[0][0].mean, both[1][0].mean), (Some(1.0), Some(2.0)));
        assert_eq!(both[1][0].date, "2026-11-24");
    }

    #[test]
    fn anything_else_is_malformed() {
        let cases = [
            "{oops".to_owned(),
            r#"{"error":true,"reason":"x"}"#.to_owned(),
            place("1"),
            place("\"warm\""),
            place("99"),
            place("1").replace("61,3", "61.5,3"),
            place("1").replace("2026-11-26", "tomorrow"),
            place("1").replace(",12]", "]"),
        ];
        for (i, body) in cases.iter().enumerate() {
            // The third is a good answer for one place, but two were asked for.
            let expected = if i == 2 { 2 } else { 1 };
            assert!(
                matches!(
                    parse(body.as_bytes(), expected),
                    Err(UpstreamError::Malformed(_))
                ),
                "{body}"
            );
        }
    }
}
