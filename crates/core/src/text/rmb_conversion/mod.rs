//! RMB amounts in Chinese capitals (人民币大写) by the PBOC rules for filling in bills, and back.
//!
//! Works on the decimal string, never on a float. Amounts from 0 to 9,999,999,999,999,999.99
//! (sixteen integer digits: up to 玖仟玖佰玖拾玖万…亿…元, just under one 亿亿) are supported.
//! Where the rules allow a 零 or not (¥1,680.32: 元零叁角 or 元叁角; ¥107,000.53: 拾万柒仟 or
//! 拾万零柒仟), we write the rules' first example and accept both when reading.

mod read;
mod write;

use crate::error::CodedError;

pub use read::{RmbIssue, RmbReading, read_capital};
pub use write::write_capital;

/// The largest amount, as the messages show it.
pub const MAX_AMOUNT: &str = "9,999,999,999,999,999.99";
const MAX_INTEGER_DIGITS: usize = 16;

/// How the capital amount is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RmbOptions {
    /// Starts with 人民币 (人民幣), as the rules ask on bills.
    pub prefix: bool,
    /// After 元 with no 角 or 分: 正 instead of 整 (both are allowed).
    pub zheng_alt: bool,
    /// Traditional characters: 貳, 參, 陸, 萬, 億, 人民幣.
    pub traditional: bool,
}

/// An amount in yuan, 角 and 分.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Amount {
    pub yuan: u64,
    pub jiao: u8,
    pub fen: u8,
}

impl Amount {
    /// `1409.50`
    pub fn plain(&self) -> String {
        format!("{}.{}{}", self.yuan, self.jiao, self.fen)
    }

    /// `1,409.50`
    pub fn grouped(&self) -> String {
        let digits = self.yuan.to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 3);
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i) % 3 == 0 {
                out.push(',');
            }
            out.push(d);
        }
        format!("{out}.{}{}", self.jiao, self.fen)
    }
}

/// What the capital amount of a number input looks like, with the number as it was read.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RmbCapital {
    pub capital: String,
    /// The amount as read, grouped: `1,409.50`.
    pub amount: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RmbError {
    #[error("empty amount")]
    Empty,
    #[error("negative amount")]
    Negative,
    #[error("exponent notation")]
    Exponent,
    #[error("invalid character {0}")]
    InvalidChar(char),
    #[error("not a number")]
    InvalidNumber,
    #[error("misplaced thousands separator")]
    BadSeparator,
    #[error("more than two decimals")]
    TooManyDecimals,
    #[error("amount too large")]
    TooLarge,
    #[error("empty capital amount")]
    CapitalEmpty,
    #[error("lower-case numeral {0}")]
    CapitalLowercase(char, char),
    #[error("Arabic digits in a capital amount")]
    CapitalDigits,
    #[error("not a capital amount character {0}")]
    CapitalInvalidChar(char),
    #[error("{0} in the wrong place")]
    CapitalMisplaced(char),
    #[error("no 元")]
    CapitalMissingYuan,
}

impl CodedError for RmbError {
    fn code(&self) -> &'static str {
        match self {
            RmbError::Empty => "rmb.empty",
            RmbError::Negative => "rmb.negative",
            RmbError::Exponent => "rmb.exponent",
            RmbError::InvalidChar(_) => "rmb.invalid_char",
            RmbError::InvalidNumber => "rmb.invalid_number",
            RmbError::BadSeparator => "rmb.bad_separator",
            RmbError::TooManyDecimals => "rmb.too_many_decimals",
            RmbError::TooLarge => "rmb.too_large",
            RmbError::CapitalEmpty => "rmb.capital_empty",
            RmbError::CapitalLowercase(..) => "rmb.capital_lowercase",
            RmbError::CapitalDigits => "rmb.capital_digits",
            RmbError::CapitalInvalidChar(_) => "rmb.capital_invalid_char",
            RmbError::CapitalMisplaced(_) => "rmb.capital_misplaced",
            RmbError::CapitalMissingYuan => "rmb.capital_missing_yuan",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            RmbError::InvalidChar(c)
            | RmbError::CapitalInvalidChar(c)
            | RmbError::CapitalMisplaced(c) => vec![("char", c.to_string())],
            RmbError::CapitalLowercase(c, capital) => {
                vec![("char", c.to_string()), ("capital", capital.to_string())]
            }
            RmbError::TooManyDecimals => vec![("max", "2".to_owned())],
            RmbError::TooLarge => vec![("max", MAX_AMOUNT.to_owned())],
            _ => Vec::new(),
        }
    }
}

/// Reads an amount as people type it: `¥`/`￥`, thousands separators (`,` `，`), full-width
/// digits, spaces anywhere. Refuses signs, exponents, more than two decimals (extra trailing
/// zeros are fine) and amounts beyond [`MAX_AMOUNT`], saying which.
pub fn parse_amount(input: &str) -> Result<Amount, RmbError> {
    let mut text = String::with_capacity(input.len());
    for c in input.chars().filter(|c| !c.is_whitespace()) {
        text.push(match c {
            '０'..='９' => char::from(b'0' + (c as u32 - '０' as u32) as u8),
            '．' => '.',
            '，' => ',',
            _ => c,
        });
    }
    let text = text
        .strip_prefix(['¥', '￥'])
        .unwrap_or(&text)
        .trim_start_matches(char::is_whitespace);
    if text.is_empty() {
        return Err(RmbError::Empty);
    }
    if text.starts_with(['-', '−', '－']) {
        return Err(RmbError::Negative);
    }
    if let Some(c) = text
        .chars()
        .find(|c| !c.is_ascii_digit() && !matches!(c, '.' | ','))
    {
        let after_digit = text
            .split(c)
            .next()
            .is_some_and(|s| s.ends_with(|d: char| d.is_ascii_digit()));
        return Err(if matches!(c, 'e' | 'E') && after_digit {
            RmbError::Exponent
        } else {
            RmbError::InvalidChar(c)
        });
    }
    let (int, frac) = match text.split_once('.') {
        Some((_, f)) if f.contains('.') => return Err(RmbError::InvalidNumber),
        Some((i, f)) => (i, f),
        None => (text, ""),
    };
    if frac.contains(',') {
        return Err(RmbError::BadSeparator);
    }
    if int.contains(',') {
        let mut groups = int.split(',');
        let first = groups.next().unwrap_or("");
        if first.is_empty() || first.len() > 3 || groups.any(|g| g.len() != 3) {
            return Err(RmbError::BadSeparator);
        }
    }
    let int: String = int.chars().filter(char::is_ascii_digit).collect();
    if int.is_empty() && frac.is_empty() {
        return Err(RmbError::InvalidNumber);
    }
    if frac.len() > 2 && frac[2..].bytes().any(|b| b != b'0') {
        return Err(RmbError::TooManyDecimals);
    }
    let int = int.trim_start_matches('0');
    if int.len() > MAX_INTEGER_DIGITS {
        return Err(RmbError::TooLarge);
    }
    let digit = |i: usize| frac.as_bytes().get(i).map_or(0, |b| b - b'0');
    Ok(Amount {
        yuan: if int.is_empty() {
            0
        } else {
            int.parse().map_err(|_| RmbError::TooLarge)?
        },
        jiao: digit(0),
        fen: digit(1),
    })
}

/// Number input → capital amount, with the amount as read.
pub fn to_capital(input: &str, options: &RmbOptions) -> Result<RmbCapital, RmbError> {
    let amount = parse_amount(input)?;
    Ok(RmbCapital {
        capital: write_capital(&amount, options),
        amount: amount.grouped(),
    })
}

#[cfg(test)]
mod tests;
