//! Rates provider: a Frankfurter v2 server (`GET <upstream>/v2/rates?base=CNY&quotes=USD,...`,
//! no key). Rates are kept as the JSON text of the numbers, digit for digit.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::value::RawValue;
use toolbox_core::calc::exchange::Decimal;

use super::{DatedRates, RatesProvider};
use crate::upstream::{self, UpstreamError, UpstreamFuture};

#[derive(Debug)]
pub struct Frankfurter {
    client: reqwest::Client,
    endpoint: String,
}

impl Frankfurter {
    /// `upstream` is the server's base URL (e.g. `https://api.frankfurter.dev`).
    pub fn new(client: reqwest::Client, upstream: &str) -> Self {
        Self {
            client,
            endpoint: format!("{}/v2/rates", upstream.trim_end_matches('/')),
        }
    }
}

impl RatesProvider for Frankfurter {
    fn latest<'a>(
        &'a self,
        base: &'a str,
        quotes: &'a [&'static str],
    ) -> UpstreamFuture<'a, DatedRates> {
        Box::pin(async move {
            let wanted = quotes.join(",");
            let body = upstream::get(
                &self.client,
                &self.endpoint,
                &[("base", base), ("quotes", &wanted)],
            )
            .await?;
            parse(&body, base, quotes)
        })
    }
}

/// One row of a Frankfurter v2 answer; `rate` is kept as the JSON text of the number.
#[derive(Deserialize)]
struct Row<'a> {
    date: String,
    base: String,
    quote: String,
    #[serde(borrow)]
    rate: &'a RawValue,
}

pub(super) fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// Reads a Frankfurter v2 answer. Rows for other currencies are ignored; a row of ours that is
/// wrong (another base, a rate that is not a positive number) makes the whole answer malformed.
fn parse(body: &[u8], base: &str, quotes: &[&str]) -> Result<DatedRates, UpstreamError> {
    let rows: Vec<Row> = serde_json::from_slice(body)
        .map_err(|e| UpstreamError::Malformed(format!("not a list of rates: {e}")))?;
    let mut rates = BTreeMap::new();
    let mut date = String::new();
    for row in rows {
        if !quotes.contains(&row.quote.as_str()) {
            continue;
        }
        if row.base != base || !is_date(&row.date) {
            return Err(UpstreamError::Malformed(format!(
                "bad row for {}",
                row.quote
            )));
        }
        let rate = Decimal::parse_rate(row.rate.get())
            .ok_or_else(|| UpstreamError::Malformed(format!("bad rate for {}", row.quote)))?;
        date = date.max(row.date);
        rates.insert(row.quote, rate.to_string());
    }
    if rates.is_empty() {
        return Err(UpstreamError::Malformed("none of our currencies".into()));
    }
    Ok(DatedRates { date, rates })
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUOTES: &[&str] = &["USD", "JPY", "TWD"];

    #[test]
    fn answers_are_read_digit_for_digit() {
        let body = br#"[{"date":"2026-11-20","base":"CNY","quote":"USD","rate":0.14089},
            {"date":"2026-11-20","base":"CNY","quote":"XAU","rate":0.00003},
            {"date":"2026-11-19","base":"CNY","quote":"JPY","rate":2.1137e1}]"#;
        let parsed = parse(body, "CNY", QUOTES).unwrap();
        assert_eq!(parsed.date, "2026-11-20");
        assert_eq!(parsed.rates["USD"], "0.14089");
        assert_eq!(parsed.rates["JPY"], "21.137");
        assert!(!parsed.rates.contains_key("XAU"));
    }

    #[test]
    fn bad_answers_are_malformed() {
        for body in [
            &b"{oops"[..],
            b"{\"rates\":{}}",
            b"[]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"USD\",\"quote\":\"JPY\",\"rate\":150}]",
            b"[{\"date\":\"yesterday\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":21}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":-1}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":\"21\"}]",
            b"[{\"date\":\"2026-11-20\",\"base\":\"CNY\",\"quote\":\"JPY\",\"rate\":null}]",
        ] {
            assert!(
                matches!(parse(body, "CNY", QUOTES), Err(UpstreamError::Malformed(_))),
                "{}",
                String::from_utf8_lossy(body)
            );
        }
    }
}
