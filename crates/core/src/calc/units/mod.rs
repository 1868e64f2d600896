//! Unit converter: a value typed in one unit, converted exactly (rational factors, affine for
//! temperature) into every other unit of its category. Results are exact where the decimal
//! terminates and otherwise rounded to the chosen number of significant digits.

mod parse;
mod table;

use num_rational::BigRational;
use num_traits::{Signed, Zero};

use crate::calc::decimal::{self, Style};
use crate::error::CodedError;
pub use parse::{MAX_EXP10, parse_number};
use table::{CATEGORIES, CategoryDef, UnitDef};

/// The choice of significant digits for results that do not terminate.
pub const MIN_DIGITS: u32 = 1;
pub const MAX_DIGITS: u32 = 30;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnitError {
    #[error("not a number")]
    InvalidNumber,
    #[error("two decimal points")]
    TwoPoints,
    #[error("too large")]
    TooLarge,
    #[error("too small")]
    TooSmall,
    #[error("below absolute zero")]
    BelowAbsoluteZero { min: String },
    #[error("unknown unit")]
    UnknownUnit,
}

impl CodedError for UnitError {
    fn code(&self) -> &'static str {
        match self {
            UnitError::InvalidNumber => "units.invalid_number",
            UnitError::TwoPoints => "units.two_points",
            UnitError::TooLarge => "units.too_large",
            UnitError::TooSmall => "units.too_small",
            UnitError::BelowAbsoluteZero { .. } => "units.below_absolute_zero",
            UnitError::UnknownUnit => "units.unknown_unit",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            UnitError::TooLarge | UnitError::TooSmall => {
                vec![
                    ("max", format!("1e{MAX_EXP10}")),
                    ("min", format!("1e-{MAX_EXP10}")),
                ]
            }
            UnitError::BelowAbsoluteZero { min } => vec![("min", min.clone())],
            _ => Vec::new(),
        }
    }
}

/// A category and its unit ids, in display order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct UnitCategory {
    pub id: String,
    pub units: Vec<String>,
}

/// One unit's value, as text for its field.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct UnitValue {
    pub unit: String,
    /// `1.5`, `0.3333333333`, `1.5e+20`: what the field shows (and reads back).
    pub text: String,
    /// False when `text` is rounded.
    pub exact: bool,
}

pub fn catalogue() -> Vec<UnitCategory> {
    CATEGORIES
        .iter()
        .map(|c| UnitCategory {
            id: c.id.to_owned(),
            units: c.units.iter().map(|u| u.id.to_owned()).collect(),
        })
        .collect()
}

/// An exact constant of the table (`0.3048`, `10/3`).
fn constant(text: &str) -> Result<BigRational, UnitError> {
    let ratio = |s: &str| parse_number(s).map_err(|_| UnitError::UnknownUnit);
    match text.split_once('/') {
        Some((p, q)) => {
            let q = ratio(q)?;
            if q.is_zero() {
                return Err(UnitError::UnknownUnit);
            }
            Ok(ratio(p)? / q)
        }
        None => ratio(text),
    }
}

fn find(category: &str, unit: &str) -> Result<(&'static CategoryDef, &'static UnitDef), UnitError> {
    let c = CATEGORIES
        .iter()
        .find(|c| c.id == category)
        .ok_or(UnitError::UnknownUnit)?;
    let u = c
        .units
        .iter()
        .find(|u| u.id == unit)
        .ok_or(UnitError::UnknownUnit)?;
    Ok((c, u))
}

fn style(sig_digits: u32) -> Style {
    let sig = sig_digits.clamp(MIN_DIGITS, MAX_DIGITS);
    Style {
        sig_digits: sig,
        exact_max_digits: 40,
        plain_min_exp: -7,
        exact_plain_max_exp: 21,
    }
}

/// Converts `input` (as typed, in unit `from` of `category`) into every unit of the category.
/// `sig_digits` (clamped to 1–30) applies to results whose decimal does not terminate.
pub fn convert(
    category: &str,
    from: &str,
    input: &str,
    sig_digits: u32,
) -> Result<Vec<UnitValue>, UnitError> {
    let (cat, unit) = find(category, from)?;
    let value = parse_number(input)?;
    let base = &value * constant(unit.factor)? + constant(unit.offset)?;
    if cat.absolute_zero && base.is_negative() {
        let min = -constant(unit.offset)? / constant(unit.factor)?;
        return Err(UnitError::BelowAbsoluteZero {
            min: decimal::format(&min, style(10)).to_e_notation(),
        });
    }
    let style = style(sig_digits);
    cat.units
        .iter()
        .map(|u| {
            let v = (&base - constant(u.offset)?) / constant(u.factor)?;
            let shown = decimal::format(&v, style);
            Ok(UnitValue {
                unit: u.id.to_owned(),
                text: shown.to_e_notation(),
                exact: shown.exact,
            })
        })
        .collect()
}

/// The exact factor of a unit relative to its base, for tests and documentation.
pub fn factor_of(category: &str, unit: &str) -> Option<BigRational> {
    let (_, u) = find(category, unit).ok()?;
    constant(u.factor).ok()
}

#[cfg(test)]
mod tests;
