//! Exchange-rate arithmetic on exact decimals: an amount in one of the tool's eleven currencies
//! converted into all the others from a table of rates against one base currency.
//!
//! Amounts and rates are decimal strings, never floats. A cross rate (USD → JPY through CNY) is
//! the exact fraction `amount × rate(to) / rate(from)`, computed with big integers and rounded
//! once, **half away from zero**, to the target currency's minor unit (JPY and KRW: whole units;
//! the others: 2 decimals).

use std::collections::BTreeMap;

use num_bigint::BigUint;

use crate::error::CodedError;

/// The tool's currencies (product spec §3), in display order, with their ISO 4217 minor units.
pub const CURRENCIES: [(&str, u32); 11] = [
    ("CNY", 2),
    ("USD", 2),
    ("GBP", 2),
    ("RUB", 2),
    ("KRW", 0),
    ("JPY", 0),
    ("SGD", 2),
    ("HKD", 2),
    ("EUR", 2),
    ("CAD", 2),
    ("INR", 2),
];

/// The largest amount accepted: 15 digits before the decimal point.
pub const MAX_INTEGER_DIGITS: usize = 15;
/// Digits accepted after the decimal point of an amount.
pub const MAX_AMOUNT_DECIMALS: usize = 8;
/// Significant digits shown for "1 USD = 7.09810 CNY".
const UNIT_RATE_DIGITS: u32 = 6;

/// Currencies users asked for next (issue 8), behind the page's "more currencies" control.
/// Unlike [`CURRENCIES`] they are optional: a rate table without them (an answer saved before
/// they were added) still converts the spec's eleven.
pub const MORE_CURRENCIES: [(&str, u32); 6] = [
    ("TWD", 2),
    ("AUD", 2),
    ("THB", 2),
    ("MOP", 2),
    ("CHF", 2),
    ("NZD", 2),
];

/// Every currency of the tool: the spec's eleven, then [`MORE_CURRENCIES`].
pub fn all_currencies() -> impl Iterator<Item = &'static (&'static str, u32)> {
    CURRENCIES.iter().chain(MORE_CURRENCIES.iter())
}

/// Decimal places of `code`'s minor unit; `None` for a currency the tool does not offer.
pub fn minor_units(code: &str) -> Option<u32> {
    all_currencies()
        .find(|(c, _)| *c == code)
        .map(|(_, units)| *units)
}

/// Units of each currency worth one unit of `base` (the base itself may be left out).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RateTable {
    pub base: String,
    pub rates: BTreeMap<String, String>,
}

/// An amount converted into one currency.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Conversion {
    pub currency: String,
    /// Rounded to the currency's minor unit, plain digits: `1234.50`, `1235`.
    pub value: String,
    /// The same with thousands separators: `1,234.50`.
    pub grouped: String,
    /// What one unit of the source currency is worth here, 6 significant digits, no trailing
    /// zeros: `7.09774`, `0.14089`, `1`.
    pub unit_rate: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExchangeError {
    #[error("empty amount")]
    Empty,
    #[error("not a number")]
    InvalidAmount,
    #[error("negative amount")]
    Negative,
    #[error("more than {MAX_INTEGER_DIGITS} digits before the decimal point")]
    TooLarge,
    #[error("more than {MAX_AMOUNT_DECIMALS} decimals")]
    TooManyDecimals,
    #[error("unknown currency {0}")]
    UnknownCurrency(String),
    #[error("no usable rate for {0}")]
    MissingRate(String),
}

impl CodedError for ExchangeError {
    fn code(&self) -> &'static str {
        match self {
            ExchangeError::Empty => "exchange.empty",
            ExchangeError::InvalidAmount => "exchange.invalid_amount",
            ExchangeError::Negative => "exchange.negative",
            ExchangeError::TooLarge => "exchange.too_large",
            ExchangeError::TooManyDecimals => "exchange.too_many_decimals",
            ExchangeError::UnknownCurrency(_) => "exchange.unknown_currency",
            ExchangeError::MissingRate(_) => "exchange.missing_rate",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            ExchangeError::TooLarge => vec![("max", MAX_INTEGER_DIGITS.to_string())],
            ExchangeError::TooManyDecimals => vec![("max", MAX_AMOUNT_DECIMALS.to_string())],
            ExchangeError::UnknownCurrency(c) | ExchangeError::MissingRate(c) => {
                vec![("currency", c.clone())]
            }
            _ => Vec::new(),
        }
    }
}

/// A non-negative exact decimal: `mantissa / 10^scale`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decimal {
    mantissa: BigUint,
    scale: u32,
}

fn pow10(n: u32) -> BigUint {
    BigUint::from(10u32).pow(n)
}

impl Decimal {
    fn from_digits(int: &str, frac: &str) -> Option<Decimal> {
        let digits = format!("{int}{frac}");
        let mantissa = BigUint::parse_bytes(
            if digits.is_empty() {
                b"0"
            } else {
                digits.as_bytes()
            },
            10,
        )?;
        Some(Decimal {
            mantissa,
            scale: u32::try_from(frac.len()).ok()?,
        })
    }

    pub fn is_zero(&self) -> bool {
        self.mantissa == BigUint::ZERO
    }

    /// Reads an amount as typed: digits with an optional decimal point, thousands separators
    /// (`,` or spaces) and full-width digits allowed.
    pub fn parse_amount(text: &str) -> Result<Decimal, ExchangeError> {
        let normal: String = text
            .trim()
            .chars()
            .filter(|c| !matches!(c, ',' | '，' | ' ' | '\u{3000}' | '_'))
            .map(|c| match c {
                '０'..='９' | '．' | '－' | '＋' => {
                    char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)
                }
                '。' => '.',
                other => other,
            })
            .collect();
        if normal.is_empty() {
            return Err(ExchangeError::Empty);
        }
        let unsigned = match normal.strip_prefix('-') {
            Some(rest) if rest.chars().any(|c| c.is_ascii_digit()) => {
                return Err(if Self::split(rest).is_some() {
                    ExchangeError::Negative
                } else {
                    ExchangeError::InvalidAmount
                });
            }
            Some(_) => return Err(ExchangeError::InvalidAmount),
            None => normal.strip_prefix('+').unwrap_or(&normal),
        };
        let (int, frac) = Self::split(unsigned).ok_or(ExchangeError::InvalidAmount)?;
        if int.trim_start_matches('0').len() > MAX_INTEGER_DIGITS {
            return Err(ExchangeError::TooLarge);
        }
        if frac.len() > MAX_AMOUNT_DECIMALS {
            return Err(ExchangeError::TooManyDecimals);
        }
        Self::from_digits(int, frac).ok_or(ExchangeError::InvalidAmount)
    }

    /// `12.5` → ("12", "5"); `.5` and `12.` are fine; anything else is `None`.
    fn split(text: &str) -> Option<(&str, &str)> {
        let (int, frac) = text.split_once('.').unwrap_or((text, ""));
        let ok = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        (ok(int) && ok(frac) && !(int.is_empty() && frac.is_empty())).then_some((int, frac))
    }

    /// Reads a rate as an API sends it: a positive decimal, possibly in exponent form
    /// (`1.2e-5`). `None` when it is not one, or is absurdly large or small.
    pub fn parse_rate(text: &str) -> Option<Decimal> {
        let text = text.trim();
        let (number, exponent) = match text.split_once(['e', 'E']) {
            Some((n, e)) => (n, e.strip_prefix('+').unwrap_or(e).parse::<i32>().ok()?),
            None => (text, 0),
        };
        let (int, frac) = Self::split(number)?;
        if !(-30..=30).contains(&exponent) || int.len() + frac.len() > 40 {
            return None;
        }
        let mut d = Self::from_digits(int, frac)?;
        if exponent >= 0 {
            let shift = exponent.unsigned_abs();
            if d.scale >= shift {
                d.scale -= shift;
            } else {
                d.mantissa *= pow10(shift - d.scale);
                d.scale = 0;
            }
        } else {
            d.scale += exponent.unsigned_abs();
        }
        (!d.is_zero()).then_some(d.normalized())
    }

    /// Drops trailing zeros after the decimal point.
    fn normalized(mut self) -> Decimal {
        let ten = BigUint::from(10u32);
        while self.scale > 0 && (&self.mantissa % &ten) == BigUint::ZERO {
            self.mantissa /= &ten;
            self.scale -= 1;
        }
        self
    }
}

impl std::fmt::Display for Decimal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&with_point(&self.mantissa, self.scale))
    }
}

/// `12345`, 2 → `123.45`; `5`, 3 → `0.005`.
fn with_point(mantissa: &BigUint, scale: u32) -> String {
    let digits = mantissa.to_string();
    let scale = scale as usize;
    if scale == 0 {
        return digits;
    }
    let padded = format!("{digits:0>width$}", width = scale + 1);
    let (int, frac) = padded.split_at(padded.len() - scale);
    format!("{int}.{frac}")
}

/// `1234567.50` → `1,234,567.50`.
fn group(plain: &str) -> String {
    let (int, frac) = plain
        .split_once('.')
        .map_or((plain, None), |(i, f)| (i, Some(f)));
    let mut out = String::with_capacity(plain.len() + int.len() / 3);
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if let Some(frac) = frac {
        out.push('.');
        out.push_str(frac);
    }
    out
}

/// `numerator / denominator` rounded half away from zero to `places` decimals.
fn round_fraction(numerator: &BigUint, denominator: &BigUint, places: u32) -> BigUint {
    let scaled = numerator * pow10(places);
    let quotient = &scaled / denominator;
    let remainder = &scaled % denominator;
    if remainder * 2u32 >= *denominator {
        quotient + 1u32
    } else {
        quotient
    }
}

/// The rate of `code` in `table` (the base is 1).
fn rate_of(table: &RateTable, code: &str) -> Result<Decimal, ExchangeError> {
    if code == table.base {
        return Ok(Decimal {
            mantissa: BigUint::from(1u32),
            scale: 0,
        });
    }
    table
        .rates
        .get(code)
        .and_then(|r| Decimal::parse_rate(r))
        .ok_or_else(|| ExchangeError::MissingRate(code.to_owned()))
}

/// Converts `amount` (as typed) of currency `from` into every currency of the tool, the source
/// currency included, in the order of [`CURRENCIES`] then [`MORE_CURRENCIES`]; one of the more
/// currencies is left out when the table has no rate for it (unless it is `from`).
pub fn convert_all(
    amount: &str,
    from: &str,
    table: &RateTable,
) -> Result<Vec<Conversion>, ExchangeError> {
    if minor_units(from).is_none() {
        return Err(ExchangeError::UnknownCurrency(from.to_owned()));
    }
    let amount = Decimal::parse_amount(amount)?;
    let from_rate = rate_of(table, from)?;
    let optional = |code: &str| {
        code != from
            && MORE_CURRENCIES.iter().any(|(c, _)| *c == code)
            && !table.rates.contains_key(code)
    };
    all_currencies()
        .filter(|(code, _)| !optional(code))
        .map(|&(code, places)| {
            let to_rate = rate_of(table, code)?;
            // amount × to / from = (a·t·10^sf) / (f·10^(sa+st))
            let numerator = &amount.mantissa * &to_rate.mantissa * pow10(from_rate.scale);
            let denominator = &from_rate.mantissa * pow10(amount.scale + to_rate.scale);
            let value = with_point(&round_fraction(&numerator, &denominator, places), places);
            let unit_numerator = &to_rate.mantissa * pow10(from_rate.scale);
            let unit_denominator = &from_rate.mantissa * pow10(to_rate.scale);
            Ok(Conversion {
                currency: code.to_owned(),
                grouped: group(&value),
                value,
                unit_rate: significant(&unit_numerator, &unit_denominator, UNIT_RATE_DIGITS),
            })
        })
        .collect()
}

/// A positive fraction rounded to `digits` significant digits (at least 2 decimals), without
/// trailing zeros.
fn significant(numerator: &BigUint, denominator: &BigUint, digits: u32) -> String {
    let floor = pow10(digits - 1);
    let mut places = 2;
    let mut rounded = round_fraction(numerator, denominator, places);
    while rounded < floor && places < 20 {
        places += 1;
        rounded = round_fraction(numerator, denominator, places);
    }
    // 0.140890 → 0.14089, 1.00000 → 1.
    let text = with_point(&rounded, places);
    text.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[cfg(test)]
mod tests;
