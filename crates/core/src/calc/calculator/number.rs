//! The calculator's numbers: exact rationals for as long as the arithmetic allows, then
//! 256-bit binary floats (astro-float) after an irrational step, with the range kept below
//! 10^1000 so that no input can make a computation run away.

use astro_float::{BigFloat, Consts, Exponent, RoundingMode, Sign, WORD_BIT_SIZE, Word};
use num_bigint::{BigInt, BigUint};
use num_rational::BigRational;
use num_traits::{Signed, Zero};

use super::CalcError;
use crate::calc::decimal;

/// Working precision of approximate values at first, in bits (about 77 significant digits).
/// An evaluation whose digits are not yet stable runs again at twice the precision (see
/// `super::evaluate`), so for its duration the precision is [`prec`], not a constant.
pub const BASE_PREC: usize = 256;

thread_local! {
    static PRECISION: std::cell::Cell<usize> = const { std::cell::Cell::new(BASE_PREC) };
    /// Set when a value stopped being exact during the current evaluation.
    static INEXACT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The working precision of the evaluation under way, in bits.
pub fn prec() -> usize {
    PRECISION.with(std::cell::Cell::get)
}

/// Runs `f` at `bits` of working precision; tells whether any value in it was inexact.
pub fn with_prec<T>(bits: usize, f: impl FnOnce() -> T) -> (T, bool) {
    let before = PRECISION.with(|p| p.replace(bits));
    let inexact_before = INEXACT.with(|i| i.replace(false));
    let out = f();
    PRECISION.with(|p| p.set(before));
    let inexact = INEXACT.with(|i| i.replace(inexact_before));
    (out, inexact)
}

/// Notes that the evaluation under way produced an inexact value.
pub fn mark_inexact() {
    INEXACT.with(|i| i.set(true));
}
pub const RM: RoundingMode = RoundingMode::ToEven;
/// Every value must stay below 10^MAX_EXP10 in magnitude (and, unless zero, above its inverse).
pub const MAX_EXP10: u32 = 1000;
/// Exact numerators and denominators larger than this continue as floats.
pub const MAX_EXACT_BITS: u64 = 12_000;
/// An approximate result within 2^-(prec() - SNAP_MARGIN) (relative) of an integer is that
/// integer: √2 × √2 = 2 and ln(e²) = 2, not 1.999…. The 40-bit margin absorbs the rounding
/// of a long chain of operations; a genuine difference that small would need a 60-digit input.
const SNAP_MARGIN: usize = 40;

#[derive(Clone, Debug)]
pub enum Num {
    Exact(BigRational),
    Approx(BigFloat),
}

pub fn int(n: i64) -> Num {
    Num::Exact(BigRational::from_integer(n.into()))
}

thread_local! {
    /// π, e, ln 2 and ln 10 as computed so far, kept between evaluations (the page evaluates
    /// on every keystroke for the live preview).
    static CONSTS: std::cell::RefCell<Option<Consts>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with the shared constants cache (a fresh one if it is somehow in use).
pub fn with_consts<T>(f: impl FnOnce(&mut Consts) -> Result<T, CalcError>) -> Result<T, CalcError> {
    CONSTS.with(|cell| match cell.try_borrow_mut() {
        Ok(mut slot) => {
            if slot.is_none() {
                *slot = Some(Consts::new().map_err(|_| CalcError::Internal)?);
            }
            match slot.as_mut() {
                Some(cc) => f(cc),
                None => Err(CalcError::Internal),
            }
        }
        Err(_) => f(&mut Consts::new().map_err(|_| CalcError::Internal)?),
    })
}

fn words_of(n: &BigUint) -> Vec<Word> {
    // `Word` is u64 on 64-bit targets and u32 on wasm32.
    let mut words = Vec::new();
    for digit in n.iter_u64_digits() {
        if WORD_BIT_SIZE == 64 {
            words.push(digit as Word);
        } else {
            words.push(digit as Word);
            words.push((digit >> 32) as Word);
        }
    }
    while words.len() > 1 && words.last() == Some(&0) {
        words.pop();
    }
    words
}

/// An integer as a float, exactly (its precision is the integer's own size).
pub fn int_to_float(n: &BigInt) -> BigFloat {
    if n.is_zero() {
        return BigFloat::from_word(0, prec());
    }
    let words = words_of(n.magnitude());
    let sign = if n.is_negative() {
        Sign::Neg
    } else {
        Sign::Pos
    };
    BigFloat::from_words(&words, sign, (words.len() * WORD_BIT_SIZE) as Exponent)
}

pub fn rational_to_float(r: &BigRational, p: usize) -> BigFloat {
    int_to_float(r.numer()).div(&int_to_float(r.denom()), p, RM)
}

/// The exact value of a finite float as a rational.
pub fn float_to_rational(f: &BigFloat) -> Option<BigRational> {
    if f.is_zero() {
        return Some(BigRational::zero());
    }
    let (words, _, sign, exp, _) = f.as_raw_parts()?;
    let mut mantissa = BigUint::zero();
    for w in words.iter().rev() {
        mantissa = (mantissa << WORD_BIT_SIZE) | BigUint::from(*w);
    }
    let shift = i64::from(exp) - (words.len() * WORD_BIT_SIZE) as i64;
    let mut value = BigInt::from(mantissa);
    if sign == Sign::Neg {
        value = -value;
    }
    let two = BigInt::from(2);
    Some(if shift >= 0 {
        BigRational::from_integer(value * num_traits::pow(two, shift as usize))
    } else {
        BigRational::new(value, num_traits::pow(two, (-shift) as usize))
    })
}

fn bits(r: &BigRational) -> (u64, u64) {
    (r.numer().bits(), r.denom().bits())
}

/// Checks 10^-MAX_EXP10 ≤ |r| < 10^MAX_EXP10 (or r = 0), exactly but only when it is close.
fn check_rational_range(r: &BigRational) -> Result<(), CalcError> {
    if r.is_zero() {
        return Ok(());
    }
    let (n, d) = bits(r);
    let log2 = n as i64 - d as i64; // floor(log2|r|) is log2 − 1 or log2 − 0 … ± 1
    let limit = (f64::from(MAX_EXP10) * std::f64::consts::LOG2_10) as i64; // 3321
    if (log2 - limit).abs() <= 2 {
        let big = BigInt::from(decimal::pow10(MAX_EXP10));
        if r.numer().abs() >= r.denom() * &big {
            return Err(CalcError::Overflow);
        }
    } else if log2 > limit {
        return Err(CalcError::Overflow);
    }
    if (log2 + limit).abs() <= 2 {
        let big = BigInt::from(decimal::pow10(MAX_EXP10));
        if r.numer().abs() * &big < *r.denom() {
            return Err(CalcError::Underflow);
        }
    } else if log2 < -limit {
        return Err(CalcError::Underflow);
    }
    Ok(())
}

impl Num {
    /// An exact value, checked for range; huge numerators or denominators continue as floats.
    pub fn exact(r: BigRational) -> Result<Num, CalcError> {
        check_rational_range(&r)?;
        let (n, d) = bits(&r);
        if n > MAX_EXACT_BITS || d > MAX_EXACT_BITS {
            mark_inexact();
            return Ok(Num::Approx(rational_to_float(&r, prec())));
        }
        Ok(Num::Exact(r))
    }

    /// An approximate value: checked for range, and snapped to an integer when it is one up
    /// to the working precision.
    pub fn approx(f: BigFloat) -> Result<Num, CalcError> {
        mark_inexact();
        if f.is_nan() {
            return Err(CalcError::Undefined);
        }
        if f.is_inf() {
            return Err(CalcError::Overflow);
        }
        if f.is_zero() {
            return Ok(Num::Exact(BigRational::zero()));
        }
        let exp = i64::from(f.exponent().unwrap_or(0));
        if exp.abs() > 3330 {
            return Err(if exp > 0 {
                CalcError::Overflow
            } else {
                CalcError::Underflow
            });
        }
        if exp.abs() > 3310 {
            check_rational_range(&float_to_rational(&f).ok_or(CalcError::Internal)?)?;
        }
        if (0..=50).contains(&exp) {
            let nearest = f.round(0, RoundingMode::ToEven);
            let diff = f.sub(&nearest, prec(), RM);
            let tiny = diff.is_zero()
                || i64::from(diff.exponent().unwrap_or(0)) < exp - (prec() - SNAP_MARGIN) as i64;
            if tiny && !nearest.is_zero() {
                let r = float_to_rational(&nearest).ok_or(CalcError::Internal)?;
                return Ok(Num::Exact(r));
            }
        }
        Ok(Num::Approx(f))
    }

    pub fn to_float(&self, p: usize) -> BigFloat {
        match self {
            Num::Exact(r) => rational_to_float(r, p),
            Num::Approx(f) => f.clone(),
        }
    }

    pub fn as_exact(&self) -> Option<&BigRational> {
        match self {
            Num::Exact(r) => Some(r),
            Num::Approx(_) => None,
        }
    }

    pub fn is_zero(&self) -> bool {
        match self {
            Num::Exact(r) => r.is_zero(),
            Num::Approx(f) => f.is_zero(),
        }
    }

    pub fn is_negative(&self) -> bool {
        match self {
            Num::Exact(r) => r.is_negative(),
            Num::Approx(f) => f.is_negative(),
        }
    }

    /// The value as a rational (a float's exact binary value), for display.
    pub fn to_rational(&self) -> Option<BigRational> {
        match self {
            Num::Exact(r) => Some(r.clone()),
            Num::Approx(f) => float_to_rational(f),
        }
    }

    pub fn neg(&self) -> Num {
        match self {
            Num::Exact(r) => Num::Exact(-r),
            Num::Approx(f) => Num::Approx(f.neg()),
        }
    }

    pub fn add(&self, other: &Num) -> Result<Num, CalcError> {
        if let (Num::Exact(a), Num::Exact(b)) = (self, other) {
            return Num::exact(a + b);
        }
        let (a, b) = (self.to_float(prec()), other.to_float(prec()));
        let sum = a.add(&b, prec(), RM);
        // Cancellation below the working precision is zero: (√2)² − 2 = 0, π − π = 0.
        let top = exp_of(&a).max(exp_of(&b));
        if !sum.is_zero() && exp_of(&sum) < top - (prec() - SNAP_MARGIN) as i64 {
            return Ok(Num::Exact(BigRational::zero()));
        }
        Num::approx(sum)
    }

    pub fn sub(&self, other: &Num) -> Result<Num, CalcError> {
        self.add(&other.neg())
    }

    pub fn mul(&self, other: &Num) -> Result<Num, CalcError> {
        if self.is_zero() || other.is_zero() {
            return Ok(int(0));
        }
        if let (Num::Exact(a), Num::Exact(b)) = (self, other) {
            return Num::exact(a * b);
        }
        Num::approx(
            self.to_float(prec())
                .mul(&other.to_float(prec()), prec(), RM),
        )
    }

    pub fn div(&self, other: &Num) -> Result<Num, CalcError> {
        if other.is_zero() {
            return Err(CalcError::DivisionByZero);
        }
        if self.is_zero() {
            return Ok(int(0));
        }
        if let (Num::Exact(a), Num::Exact(b)) = (self, other) {
            return Num::exact(a / b);
        }
        Num::approx(
            self.to_float(prec())
                .div(&other.to_float(prec()), prec(), RM),
        )
    }
}

fn exp_of(f: &BigFloat) -> i64 {
    if f.is_zero() {
        i64::MIN / 2
    } else {
        i64::from(f.exponent().unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::One;

    fn q(p: i64, d: i64) -> BigRational {
        BigRational::new(p.into(), d.into())
    }

    #[test]
    fn floats_and_rationals_convert_exactly() {
        for r in [q(3, 4), q(-5, 8), q(1 << 40, 1), q(-123_456_789, 1)] {
            let f = rational_to_float(&r, prec());
            assert_eq!(float_to_rational(&f), Some(r));
        }
        let big = BigRational::from_integer(BigInt::from(3).pow(500));
        let f = rational_to_float(&big, 1024);
        assert_eq!(float_to_rational(&f), Some(big));
    }

    #[test]
    fn exact_arithmetic_stays_exact() {
        let third = Num::Exact(q(1, 3));
        let one = third
            .mul(&int(3))
            .and_then(|x| x.to_rational().ok_or(CalcError::Internal));
        assert_eq!(one, Ok(q(1, 1)));
        let sum = Num::Exact(q(1, 10)).add(&Num::Exact(q(2, 10))).ok();
        assert_eq!(sum.and_then(|s| s.to_rational()), Some(q(3, 10)));
    }

    #[test]
    fn range_is_enforced() {
        let big = BigRational::from_integer(BigInt::from(decimal::pow10(1000)));
        assert_eq!(Num::exact(big.clone()).err(), Some(CalcError::Overflow));
        assert!(Num::exact(big.clone() - BigRational::one()).is_ok());
        assert!(Num::exact(big.recip()).is_ok());
        let ten = BigRational::from_integer(10.into());
        assert_eq!(
            Num::exact((big * ten).recip()).err(),
            Some(CalcError::Underflow)
        );
        assert_eq!(int(1).div(&int(0)).err(), Some(CalcError::DivisionByZero));
    }

    #[test]
    fn near_integers_snap_and_cancellation_is_zero() {
        let two = rational_to_float(&q(2, 1), prec());
        let root = two.sqrt(prec(), RM);
        let square = Num::approx(root.mul(&root, prec(), RM)).ok();
        assert_eq!(square.and_then(|s| s.to_rational()), Some(q(2, 1)));
        let r = Num::Approx(root.clone());
        let zero = r.sub(&Num::Approx(root)).ok();
        assert!(zero.is_some_and(|z| z.as_exact().is_some_and(Zero::is_zero)));
    }
}
