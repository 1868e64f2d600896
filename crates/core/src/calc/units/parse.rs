//! Reads a number as people type it into a converter field: `12.5`, `-3`, `.5`, `1,234.5`,
//! `1.5e3`, full-width digits from a Chinese input method; anything else gets a precise reason.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

use super::UnitError;
use crate::calc::decimal::{self, pow10};

/// Accepted magnitudes: 10^-MAX_EXP10 ≤ |x| ≤ 10^MAX_EXP10 (or zero).
pub const MAX_EXP10: i64 = 100;
/// Longer text than this is not a number anyone types.
const MAX_CHARS: usize = 200;

fn normalize(c: char) -> char {
    match c {
        '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
        '．' | '。' => '.',
        '－' | '−' | '–' => '-',
        '＋' => '+',
        '，' => ',',
        'ｅ' | 'Ｅ' => 'e',
        _ => c,
    }
}

/// Removes thousands separators when they group the integer part correctly (1,234,567).
fn strip_grouping(int_part: &str) -> Result<String, UnitError> {
    if !int_part.contains(',') {
        return Ok(int_part.to_owned());
    }
    let groups: Vec<&str> = int_part.split(',').collect();
    let first_ok = (1..=3).contains(&groups[0].len());
    let rest_ok = groups[1..].iter().all(|g| g.len() == 3);
    if first_ok && rest_ok {
        Ok(groups.concat())
    } else {
        Err(UnitError::InvalidNumber)
    }
}

pub fn parse_number(input: &str) -> Result<BigRational, UnitError> {
    let text: String = input.trim().chars().map(normalize).collect();
    if text.is_empty() || text.chars().count() > MAX_CHARS {
        return Err(UnitError::InvalidNumber);
    }
    let (negative, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(&text)),
    };
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    if mantissa.matches('.').count() > 1 {
        return Err(UnitError::TwoPoints);
    }
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let int_part = strip_grouping(int_part)?;
    let digits_only = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if !digits_only(&int_part) || !digits_only(frac_part) {
        return Err(UnitError::InvalidNumber);
    }
    let exp: i64 = match exponent {
        None => 0,
        Some(e) => {
            let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
            if digits.is_empty() || !digits_only(digits) {
                return Err(UnitError::InvalidNumber);
            }
            let magnitude: i64 = if digits.len() > 6 {
                i64::MAX / 4
            } else {
                digits.parse().map_err(|_| UnitError::InvalidNumber)?
            };
            if e.starts_with('-') {
                -magnitude
            } else {
                magnitude
            }
        }
    };
    let value =
        decimal::parse_plain(&int_part, frac_part, negative).ok_or(UnitError::InvalidNumber)?;
    if value.is_zero() {
        return Ok(value);
    }
    // Power of ten of the leading digit, known before building any large number.
    let all = format!("{int_part}{frac_part}");
    let lead = all.len() - all.trim_start_matches('0').len();
    let magnitude = int_part.len() as i64 - 1 - lead as i64 + exp;
    if magnitude > MAX_EXP10 {
        return Err(UnitError::TooLarge);
    }
    if magnitude < -MAX_EXP10 {
        return Err(UnitError::TooSmall);
    }
    let scale = BigRational::from_integer(BigInt::from(pow10(exp.unsigned_abs() as u32)));
    Ok(if exp >= 0 {
        value * scale
    } else {
        value / scale
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(p: i64, d: i64) -> BigRational {
        BigRational::new(p.into(), d.into())
    }

    #[test]
    fn reads_what_people_type() {
        assert_eq!(parse_number("12.5"), Ok(q(25, 2)));
        assert_eq!(parse_number(" -3 "), Ok(q(-3, 1)));
        assert_eq!(parse_number("+.5"), Ok(q(1, 2)));
        assert_eq!(parse_number("3."), Ok(q(3, 1)));
        assert_eq!(parse_number("1,234.5"), Ok(q(2469, 2)));
        assert_eq!(parse_number("1.5e3"), Ok(q(1500, 1)));
        assert_eq!(parse_number("2E-2"), Ok(q(1, 50)));
        assert_eq!(parse_number("１２．５"), Ok(q(25, 2)));
        assert_eq!(parse_number("−4"), Ok(q(-4, 1)));
        assert_eq!(parse_number("0e99999999"), Ok(q(0, 1)));
        assert_eq!(parse_number("1e100").map(|v| v > q(1, 1)), Ok(true));
    }

    #[test]
    fn says_what_is_wrong() {
        for bad in [
            "", "abc", "12a", "1-2", "-", ".", "1e", "1e+", "1,23", "12,3456", "1 000", "NaN", "∞",
        ] {
            assert_eq!(parse_number(bad), Err(UnitError::InvalidNumber), "{bad:?}");
        }
        assert_eq!(parse_number("1.2.3"), Err(UnitError::TwoPoints));
        assert_eq!(parse_number("1e101"), Err(UnitError::TooLarge));
        assert_eq!(
            parse_number("99999999999999999999e99"),
            Err(UnitError::TooLarge)
        );
        assert_eq!(parse_number("1e99999999999999"), Err(UnitError::TooLarge));
        assert_eq!(parse_number("1e-101"), Err(UnitError::TooSmall));
        assert_eq!(parse_number("0.0001e-98"), Err(UnitError::TooSmall));
        assert_eq!(
            parse_number(&"9".repeat(300)),
            Err(UnitError::InvalidNumber)
        );
    }
}
