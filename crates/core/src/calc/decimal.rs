//! Exact rationals shown as decimal text: the terminating decimal in full when it is short
//! enough, otherwise rounded (half away from zero) to a number of significant digits.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// 10^n as a big integer.
pub fn pow10(n: u32) -> BigUint {
    num_traits::pow(BigUint::from(10u32), n as usize)
}

/// A number written for display: `mantissa` (digits with an optional point and minus sign)
/// times 10^`exponent` when `exponent` is present (scientific form), else plain.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decimal {
    pub mantissa: String,
    pub exponent: Option<i64>,
    /// Whether the text equals the value exactly (false when it was rounded).
    pub exact: bool,
}

impl Decimal {
    /// The text in the common `1.5e+20` form that spreadsheets and our parsers read back.
    pub fn to_e_notation(&self) -> String {
        match self.exponent {
            None => self.mantissa.clone(),
            Some(e) if e < 0 => format!("{}e{e}", self.mantissa),
            Some(e) => format!("{}e+{e}", self.mantissa),
        }
    }
}

/// How to write numbers: rounded values get `sig_digits`; exact terminating decimals are
/// written in full up to `exact_max_digits` significant digits.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub sig_digits: u32,
    pub exact_max_digits: u32,
    /// Plain (not scientific) form when the leading digit's power of ten is at least this.
    pub plain_min_exp: i64,
    /// ... and below this for exact values (rounded ones also stay below `sig_digits`).
    pub exact_plain_max_exp: i64,
}

/// Digits of |value| (no trailing zeros) and the power of ten of the first digit.
struct Digits {
    negative: bool,
    digits: String,
    exp10: i64,
    exact: bool,
}

/// The exact decimal digits of `r` if its expansion terminates within `max_digits` digits.
fn terminating(r: &BigRational, max_digits: u32) -> Option<Digits> {
    let den = r.denom().magnitude();
    let mut rest = den.clone();
    let (mut twos, mut fives) = (0u32, 0u32);
    let two = BigUint::from(2u32);
    let five = BigUint::from(5u32);
    while rest.is_even() {
        rest >>= 1u32;
        twos += 1;
    }
    while (&rest % &five).is_zero() {
        rest /= &five;
        fives += 1;
    }
    if !rest.is_one() {
        return None;
    }
    // value = num · 2^(k−twos) · 5^(k−fives) / 10^k
    let k = twos.max(fives);
    let scaled = r.numer().magnitude()
        * num_traits::pow(two, (k - twos) as usize)
        * num_traits::pow(five, (k - fives) as usize);
    let text = scaled.to_string();
    let trimmed = text.trim_end_matches('0');
    if trimmed.len() > max_digits as usize {
        return None;
    }
    Some(Digits {
        negative: r.is_negative(),
        digits: trimmed.to_owned(),
        exp10: text.len() as i64 - 1 - i64::from(k),
        exact: true,
    })
}

/// |r| rounded to `sig` significant digits, half away from zero. `r` must not be zero.
fn rounded(r: &BigRational, sig: u32) -> Digits {
    let a = r.numer().magnitude();
    let b = r.denom().magnitude();
    // floor(log10(a/b)) is len(a) − len(b) or one less.
    let mut e = a.to_string().len() as i64 - b.to_string().len() as i64;
    let ge = |e: i64| {
        if e >= 0 {
            *a >= b * pow10(e as u32)
        } else {
            a * pow10((-e) as u32) >= *b
        }
    };
    if !ge(e) {
        e -= 1;
    }
    let shift = i64::from(sig) - 1 - e;
    let (num, den) = if shift >= 0 {
        (a * pow10(shift as u32), b.clone())
    } else {
        (a.clone(), b * pow10((-shift) as u32))
    };
    let (mut q, rem) = num.div_rem(&den);
    let exact = rem.is_zero();
    if rem * 2u32 >= den {
        q += 1u32;
    }
    if q == pow10(sig) {
        q = pow10(sig - 1);
        e += 1;
    }
    let text = q.to_string();
    Digits {
        negative: r.is_negative(),
        digits: text.trim_end_matches('0').to_owned(),
        exp10: e,
        exact,
    }
}

fn render(d: Digits, plain_max_exp: i64, plain_min_exp: i64) -> Decimal {
    let sign = if d.negative { "-" } else { "" };
    let digits = d.digits;
    let e = d.exp10;
    if e >= plain_min_exp && e < plain_max_exp {
        let mantissa = if e >= 0 {
            let int_len = (e + 1) as usize;
            if digits.len() <= int_len {
                format!("{sign}{digits}{}", "0".repeat(int_len - digits.len()))
            } else {
                format!("{sign}{}.{}", &digits[..int_len], &digits[int_len..])
            }
        } else {
            format!("{sign}0.{}{digits}", "0".repeat((-e - 1) as usize))
        };
        Decimal {
            mantissa,
            exponent: None,
            exact: d.exact,
        }
    } else {
        let mantissa = if digits.len() > 1 {
            format!("{sign}{}.{}", &digits[..1], &digits[1..])
        } else {
            format!("{sign}{digits}")
        };
        Decimal {
            mantissa,
            exponent: Some(e),
            exact: d.exact,
        }
    }
}

/// Writes `r` in `style`: exactly when the decimal terminates within the digit budget,
/// otherwise rounded to `style.sig_digits` significant digits.
pub fn format(r: &BigRational, style: Style) -> Decimal {
    if r.is_zero() {
        return Decimal {
            mantissa: "0".into(),
            exponent: None,
            exact: true,
        };
    }
    let sig = style.sig_digits.max(1);
    match terminating(r, style.exact_max_digits.max(sig)) {
        Some(d) => render(d, style.exact_plain_max_exp, style.plain_min_exp),
        None => render(rounded(r, sig), i64::from(sig), style.plain_min_exp),
    }
}

/// Writes `r` rounded to `style.sig_digits` significant digits, for values that are only
/// approximations (their binary expansion must not be shown as if it were exact).
pub fn format_rounded(r: &BigRational, style: Style) -> Decimal {
    if r.is_zero() {
        return format(r, style);
    }
    let sig = style.sig_digits.max(1);
    render(rounded(r, sig), i64::from(sig), style.plain_min_exp)
}

/// `r` as a fraction `p/q` when the denominator is not 1 and both fit in `max_digits`.
pub fn fraction(r: &BigRational, max_digits: usize) -> Option<String> {
    if r.denom().is_one() {
        return None;
    }
    let (p, q) = (r.numer().to_string(), r.denom().to_string());
    (p.trim_start_matches('-').len() <= max_digits && q.len() <= max_digits)
        .then(|| format!("{p}/{q}"))
}

/// Parses a plain decimal (`12`, `-0.5`, `.5`, `3.`) into an exact rational. Returns `None`
/// for anything else; callers give the precise reason.
pub fn parse_plain(int_part: &str, frac_part: &str, negative: bool) -> Option<BigRational> {
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    let all = format!("{int_part}{frac_part}");
    let digits: BigInt = if all.is_empty() {
        BigInt::zero()
    } else {
        all.parse().ok()?
    };
    let value = BigRational::new(digits, BigInt::from(pow10(frac_part.len() as u32)));
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(p: i64, d: i64) -> BigRational {
        BigRational::new(p.into(), d.into())
    }

    const CALC: Style = Style {
        sig_digits: 16,
        exact_max_digits: 64,
        plain_min_exp: -7,
        exact_plain_max_exp: 64,
    };

    fn f(r: BigRational) -> String {
        let d = format(&r, CALC);
        match d.exponent {
            Some(e) => format!("{}×10^{e}", d.mantissa),
            None => d.mantissa,
        }
    }

    #[test]
    fn terminating_decimals_are_exact() {
        assert_eq!(f(q(3, 10)), "0.3");
        assert_eq!(f(q(-5, 4)), "-1.25");
        assert_eq!(f(q(9007199254740993, 1)), "9007199254740993");
        assert_eq!(f(q(1, 1)), "1");
        assert_eq!(f(q(0, 1)), "0");
        assert_eq!(f(q(1200, 1)), "1200");
        assert_eq!(f(q(1, 1_000_000)), "0.000001");
        assert_eq!(f(q(1, 100_000_000)), "1×10^-8");
    }

    #[test]
    fn repeating_decimals_round_to_sixteen_digits() {
        assert_eq!(f(q(1, 3)), "0.3333333333333333");
        assert_eq!(f(q(2, 3)), "0.6666666666666667");
        assert_eq!(f(q(-2, 3)), "-0.6666666666666667");
        assert_eq!(f(q(10, 3)), "3.333333333333333");
        assert_eq!(f(q(1, 7) * q(10i64.pow(17), 1)), "1.428571428571429×10^16");
        assert_eq!(f(q(1, 300_000_000)), "3.333333333333333×10^-9");
        // Rounding up may carry into a new digit.
        assert_eq!(f(q(99_999_999_999_999_999, 100_000_000_000_000_003)), "1");
    }

    #[test]
    fn long_terminating_values_are_rounded() {
        let big = BigRational::from_integer(BigInt::from(2).pow(300));
        assert_eq!(f(big), "2.037035976334486×10^90");
        let d = format(&BigRational::from_integer(BigInt::from(2).pow(300)), CALC);
        assert!(!d.exact);
        assert!(format(&q(1, 3), CALC).exact.eq(&false));
        assert!(format(&q(1, 8), CALC).exact);
    }

    #[test]
    fn fractions_and_e_notation() {
        assert_eq!(fraction(&q(-1, 3), 10).as_deref(), Some("-1/3"));
        assert_eq!(fraction(&q(4, 1), 10), None);
        let d = format(&(q(1, 3) * q(10i64.pow(18), 1)), CALC);
        assert_eq!(d.to_e_notation(), "3.333333333333333e+17");
    }

    #[test]
    fn parses_plain_decimals() {
        assert_eq!(parse_plain("12", "5", true), Some(q(-25, 2)));
        assert_eq!(parse_plain("", "5", false), Some(q(1, 2)));
        assert_eq!(parse_plain("3", "", false), Some(q(3, 1)));
        assert_eq!(parse_plain("", "", false), None);
    }
}
