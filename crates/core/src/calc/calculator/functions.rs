//! Powers, roots, factorials, logarithms and trigonometry. Each answers exactly where the
//! answer is rational (4^0.5 = 2, log 1000 = 3, sin 30° = 0.5, tan 45° = 1) and otherwise to
//! the working precision; sizes are checked before any work, so 10^10^10 or 9999999! are
//! refused at once instead of hanging.

use astro_float::{BigFloat, Consts};
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::number::{MAX_EXACT_BITS, Num, RM, int, prec, rational_to_float};
use super::{Angle, CalcError};

/// The largest factorial below 10^1000.
pub const MAX_FACTORIAL: u32 = 449;
/// ln(10^1000) plus a margin: |y·ln x| beyond this cannot be in range.
const MAX_LN: f64 = 2310.0;

fn q(p: i64, d: i64) -> BigRational {
    BigRational::new(p.into(), d.into())
}

pub fn factorial(x: &Num) -> Result<Num, CalcError> {
    let r = x.as_exact().ok_or(CalcError::FactorialDomain)?;
    if !r.is_integer() || r.is_negative() {
        return Err(CalcError::FactorialDomain);
    }
    let n = r
        .to_integer()
        .to_u32()
        .filter(|n| *n <= MAX_FACTORIAL)
        .ok_or(CalcError::FactorialTooLarge { max: MAX_FACTORIAL })?;
    let product = (2..=n).fold(BigInt::one(), |acc, k| acc * k);
    Num::exact(BigRational::from_integer(product))
}

/// The exact n-th root of a non-negative rational, if it has one.
fn exact_root(r: &BigRational, n: u32) -> Option<BigRational> {
    let root = |v: &BigInt| {
        let s = v.nth_root(n);
        (num_traits::pow(s.clone(), n as usize) == *v).then_some(s)
    };
    Some(BigRational::new(root(r.numer())?, root(r.denom())?))
}

pub fn sqrt(x: &Num) -> Result<Num, CalcError> {
    if x.is_negative() {
        return Err(CalcError::SqrtNegative);
    }
    if let Some(r) = x.as_exact() {
        if let Some(root) = exact_root(r, 2) {
            return Num::exact(root);
        }
    }
    Num::approx(x.to_float(prec()).sqrt(prec(), RM))
}

/// |b|^y through exp(y·ln|b|), with the size checked on y·ln|b| first; `negative` flips the sign.
fn approx_pow(b: &Num, y: &Num, negative: bool, cc: &mut Consts) -> Result<Num, CalcError> {
    let base = b.to_float(prec()).abs();
    let l = y.to_float(prec()).mul(&base.ln(prec(), RM, cc), prec(), RM);
    let limit = BigFloat::from_f64(MAX_LN, prec());
    if l.cmp(&limit).is_some_and(|c| c > 0) {
        return Err(CalcError::Overflow);
    }
    if l.cmp(&limit.neg()).is_some_and(|c| c < 0) {
        return Err(CalcError::Underflow);
    }
    let value = l.exp(prec(), RM, cc);
    Num::approx(if negative { value.neg() } else { value })
}

fn int_pow(r: &BigRational, n: &BigInt) -> Option<Result<Num, CalcError>> {
    let e = n.abs().to_u64()?;
    let fits = |bits: u64| bits.saturating_mul(e) <= MAX_EXACT_BITS;
    if !(fits(r.numer().bits()) && fits(r.denom().bits())) {
        return None;
    }
    let value = num_traits::pow(r.clone(), e as usize);
    Some(Num::exact(if n.is_negative() {
        value.recip()
    } else {
        value
    }))
}

pub fn pow(b: &Num, y: &Num, cc: &mut Consts) -> Result<Num, CalcError> {
    if b.is_zero() {
        return if y.is_zero() {
            Ok(int(1))
        } else if y.is_negative() {
            Err(CalcError::DivisionByZero)
        } else {
            Ok(int(0))
        };
    }
    let Some(e) = y.as_exact() else {
        if b.is_negative() {
            return Err(CalcError::NegativeRoot);
        }
        return approx_pow(b, y, false, cc);
    };
    let (p, d) = (e.numer(), e.denom());
    // A negative base needs an odd root (the real cube root of −8 is −2).
    let negative = b.is_negative() && p.is_odd();
    if b.is_negative() && d.is_even() {
        return Err(CalcError::NegativeRoot);
    }
    if let Some(r) = b.as_exact() {
        if r.abs().is_one() {
            return Ok(int(if negative { -1 } else { 1 }));
        }
        let root = match d.to_u32() {
            Some(1) => Some(r.abs()),
            Some(k) if k <= 64 => exact_root(&r.abs(), k),
            _ => None,
        };
        if let Some(root) = root {
            if let Some(result) = int_pow(&root, p) {
                return result.map(|v| if negative { v.neg() } else { v });
            }
        }
    }
    approx_pow(b, y, negative, cc)
}

pub fn ln(x: &Num, cc: &mut Consts) -> Result<Num, CalcError> {
    if x.is_zero() || x.is_negative() {
        return Err(CalcError::LogDomain);
    }
    if x.as_exact().is_some_and(One::is_one) {
        return Ok(int(0));
    }
    Num::approx(x.to_float(prec()).ln(prec(), RM, cc))
}

/// The exponent k when r = 10^k exactly.
fn power_of_ten(r: &BigRational) -> Option<i64> {
    let digits = |v: &BigInt| {
        let s = v.to_string();
        (s.starts_with('1') && s[1..].bytes().all(|b| b == b'0')).then(|| s.len() as i64 - 1)
    };
    match (digits(r.numer()), digits(r.denom())) {
        (Some(a), Some(0)) => Some(a),
        (Some(0), Some(b)) => Some(-b),
        _ => None,
    }
}

pub fn log10(x: &Num, cc: &mut Consts) -> Result<Num, CalcError> {
    if x.is_zero() || x.is_negative() {
        return Err(CalcError::LogDomain);
    }
    if let Some(k) = x.as_exact().and_then(power_of_ten) {
        return Ok(int(k));
    }
    let ln10 = cc.ln_10(prec(), RM);
    Num::approx(x.to_float(prec()).ln(prec(), RM, cc).div(&ln10, prec(), RM))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trig {
    Sin,
    Cos,
    Tan,
}

/// sin of an exact number of degrees in [0, 360), where it is rational.
fn exact_sin_deg(r: &BigRational) -> Option<BigRational> {
    if !r.is_integer() {
        return None;
    }
    Some(match r.to_integer().to_i64()? {
        0 | 180 => q(0, 1),
        30 | 150 => q(1, 2),
        90 => q(1, 1),
        210 | 330 => q(-1, 2),
        270 => q(-1, 1),
        _ => return None,
    })
}

/// `deg` reduced to [0, 360).
fn reduce_deg(deg: &BigRational) -> BigRational {
    let turn = q(360, 1);
    deg - &turn * (deg / &turn).floor()
}

/// The trigonometric function of an exact angle in degrees.
fn trig_exact_deg(f: Trig, deg: &BigRational, cc: &mut Consts) -> Result<Num, CalcError> {
    let r = reduce_deg(deg);
    let exact = match f {
        Trig::Sin => exact_sin_deg(&r),
        Trig::Cos => exact_sin_deg(&reduce_deg(&(&r + q(90, 1)))),
        Trig::Tan => {
            let half = &r - q(180, 1) * (&r / q(180, 1)).floor();
            match half.to_integer().to_i64().filter(|_| half.is_integer()) {
                Some(0) => Some(q(0, 1)),
                Some(45) => Some(q(1, 1)),
                Some(135) => Some(q(-1, 1)),
                Some(90) => return Err(CalcError::TanUndefined),
                _ => None,
            }
        }
    };
    if let Some(v) = exact {
        return Num::exact(v);
    }
    let radians = rational_to_float(&r, prec())
        .mul(&cc.pi(prec(), RM), prec(), RM)
        .div(&BigFloat::from_word(180, prec()), prec(), RM);
    float_trig(f, &radians, cc)
}

fn float_trig(f: Trig, x: &BigFloat, cc: &mut Consts) -> Result<Num, CalcError> {
    Num::approx(match f {
        Trig::Sin => x.sin(prec(), RM, cc),
        Trig::Cos => x.cos(prec(), RM, cc),
        Trig::Tan => x.tan(prec(), RM, cc),
    })
}

/// An approximate angle in degrees that is a multiple of 15° up to the working precision
/// (what π/6 in radians becomes) as that exact multiple. Large multiples too (π·9E16 is a
/// whole number of turns), as long as 80 bits of the fraction remain to tell: of those, the
/// top 40 must be zero, the rest is rounding.
fn snap_deg(deg: &BigFloat) -> Option<BigRational> {
    let p = prec() as i64;
    let steps = deg.div(&BigFloat::from_word(15, prec()), prec(), RM);
    let exp = i64::from(steps.exponent().unwrap_or(0));
    if steps.is_zero() || exp > p - 80 {
        return None;
    }
    let nearest = steps.round(0, RM);
    let diff = steps.sub(&nearest, prec(), RM);
    let close = diff.is_zero() || i64::from(diff.exponent().unwrap_or(0)) < exp.max(1) - (p - 40);
    if !close {
        return None;
    }
    let k = super::number::float_to_rational(&nearest)?;
    Some(k * q(15, 1))
}

pub fn trig(f: Trig, x: &Num, angle: Angle, cc: &mut Consts) -> Result<Num, CalcError> {
    match (angle, x) {
        (Angle::Degrees, Num::Exact(deg)) => trig_exact_deg(f, deg, cc),
        (Angle::Radians, Num::Exact(r)) if r.is_zero() => trig_exact_deg(f, r, cc),
        (Angle::Radians, Num::Exact(r)) => {
            // Reduce modulo 2π with as many bits of π as the argument has integer bits, so
            // sin(10^22) is right; the function itself then runs at the working precision.
            let p = prec() + r.numer().bits() as usize;
            let two_pi = cc.pi(p, RM).mul(&BigFloat::from_word(2, p), p, RM);
            let mut reduced = rational_to_float(r, p).rem(&two_pi);
            if reduced.set_precision(prec(), RM).is_err() {
                return Err(CalcError::Internal);
            }
            float_trig(f, &reduced, cc)
        }
        (Angle::Degrees, Num::Approx(deg)) => match snap_deg(deg) {
            Some(exact) => trig_exact_deg(f, &exact, cc),
            None => {
                let radians = deg.mul(&cc.pi(prec(), RM), prec(), RM).div(
                    &BigFloat::from_word(180, prec()),
                    prec(),
                    RM,
                );
                float_trig(f, &radians, cc)
            }
        },
        (Angle::Radians, Num::Approx(rad)) => {
            let deg = rad.mul(&BigFloat::from_word(180, prec()), prec(), RM).div(
                &cc.pi(prec(), RM),
                prec(),
                RM,
            );
            match snap_deg(&deg) {
                Some(exact) => trig_exact_deg(f, &exact, cc),
                None => float_trig(f, rad, cc),
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InverseTrig {
    Asin,
    Acos,
    Atan,
}

/// Inverse sine, cosine and tangent; the angle comes out in the chosen unit.
pub fn inverse_trig(
    f: InverseTrig,
    x: &Num,
    angle: Angle,
    cc: &mut Consts,
) -> Result<Num, CalcError> {
    let one = int(1);
    if f != InverseTrig::Atan {
        let minus_one = x.sub(&one)?;
        let above = !minus_one.is_negative() && !minus_one.is_zero();
        let below = x.add(&one)?.is_negative();
        if above || below {
            return Err(CalcError::InverseTrigDomain);
        }
    }
    let exact_deg = x.as_exact().and_then(|r| {
        let twice = (r * q(2, 1))
            .to_integer()
            .to_i64()
            .filter(|_| (r * q(2, 1)).is_integer())?;
        let deg = match (f, twice) {
            (InverseTrig::Asin, -2) => -90,
            (InverseTrig::Asin, -1) => -30,
            (InverseTrig::Asin, 0) => 0,
            (InverseTrig::Asin, 1) => 30,
            (InverseTrig::Asin, 2) => 90,
            (InverseTrig::Acos, -2) => 180,
            (InverseTrig::Acos, -1) => 120,
            (InverseTrig::Acos, 0) => 90,
            (InverseTrig::Acos, 1) => 60,
            (InverseTrig::Acos, 2) => 0,
            (InverseTrig::Atan, -2) => -45,
            (InverseTrig::Atan, 0) => 0,
            (InverseTrig::Atan, 2) => 45,
            _ => return None,
        };
        Some(deg)
    });
    let pi = cc.pi(prec(), RM);
    let d180 = BigFloat::from_word(180, prec());
    if let Some(deg) = exact_deg {
        return match angle {
            Angle::Degrees => Ok(int(deg)),
            Angle::Radians if deg == 0 => Ok(int(0)),
            Angle::Radians => {
                let deg = BigFloat::from_i64(deg, prec());
                Num::approx(deg.mul(&pi, prec(), RM).div(&d180, prec(), RM))
            }
        };
    }
    let v = x.to_float(prec());
    let rad = match f {
        InverseTrig::Asin => v.asin(prec(), RM, cc),
        InverseTrig::Acos => v.acos(prec(), RM, cc),
        InverseTrig::Atan => v.atan(prec(), RM, cc),
    };
    Num::approx(match angle {
        Angle::Radians => rad,
        Angle::Degrees => rad.mul(&d180, prec(), RM).div(&pi, prec(), RM),
    })
}
