//! Scientific calculator: evaluates a typed expression exactly (rational arithmetic, so
//! 0.1 + 0.2 = 0.3 and 1/3 × 3 = 1) and shows results that do not terminate to 16
//! significant digits. Irrational steps (π, √2, sin, ln …) run at 256 bits and give exact
//! answers where one exists (sin 30° = 0.5, log 1000 = 3). An inexact result is shown only
//! when its digits are known: the expression runs again at twice the precision until two runs
//! show the same digits (sin(√2·1E80) needs ~512 bits, as its argument's error must be far
//! below one turn), up to [`MAX_PREC`]; past that the answer is "too large to give a
//! meaningful result", never digits that are noise. See `parser` for precedence and `eval`
//! for the percent rule.

mod eval;
mod functions;
mod lexer;
mod number;
mod parser;

use num_rational::BigRational;

use crate::calc::decimal::{self, Style};
use crate::error::CodedError;
use number::Num;

pub use functions::MAX_FACTORIAL;
pub use parser::MAX_DEPTH;

/// The longest expression accepted, in characters.
pub const MAX_LENGTH: usize = 1000;
/// Significant digits of results that do not terminate.
pub const SIG_DIGITS: u32 = 16;
/// The highest working precision tried, in bits. Two runs must agree, so the largest
/// argument of a trigonometric function that still gets its digits is about 2^(MAX_PREC/2),
/// some 10^600; beyond that the answer is [`CalcError::Imprecise`].
pub const MAX_PREC: usize = 4096;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum Angle {
    Degrees,
    Radians,
}

impl std::str::FromStr for Angle {
    type Err = CalcError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "degrees" => Ok(Angle::Degrees),
            "radians" => Ok(Angle::Radians),
            _ => Err(CalcError::Internal),
        }
    }
}

/// A result ready to show: `mantissa` × 10^`exponent` (scientific form) or `mantissa` alone.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct CalcResult {
    pub mantissa: String,
    pub exponent: Option<i32>,
    /// Whether the digits shown are the exact value (not rounded).
    pub exact: bool,
    /// The exact value as a fraction (`1/3`) when it is one and the decimal does not show it.
    pub fraction: Option<String>,
    /// What to insert into an expression to reuse this value (exact where possible: `(1/3)`).
    pub reuse: String,
    /// Plain text for the clipboard (`1.5E+20`, which spreadsheets and this calculator read).
    pub copy: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CalcError {
    #[error("empty expression")]
    Empty,
    #[error("expression too long")]
    TooLong { max: usize },
    #[error("unexpected character")]
    UnexpectedChar { ch: String, at: usize },
    #[error("unknown name")]
    UnknownName { name: String },
    #[error("two decimal points in a number")]
    TwoPoints,
    #[error("a number is missing")]
    MissingOperand,
    #[error("an operator is missing")]
    MissingOperator,
    #[error("e between a number and digits")]
    AmbiguousE,
    #[error("closing parenthesis without an opening one")]
    Unbalanced,
    #[error("empty parentheses")]
    EmptyParens,
    #[error("nested too deeply")]
    TooDeep { max: usize },
    #[error("division by zero")]
    DivisionByZero,
    #[error("tangent undefined")]
    TanUndefined,
    #[error("square root of a negative number")]
    SqrtNegative,
    #[error("logarithm of zero or a negative number")]
    LogDomain,
    #[error("factorial of a non-integer or negative number")]
    FactorialDomain,
    #[error("factorial too large")]
    FactorialTooLarge { max: u32 },
    #[error("even root of a negative number")]
    NegativeRoot,
    #[error("inverse sine or cosine outside -1..1")]
    InverseTrigDomain,
    #[error("result too large")]
    Overflow,
    #[error("result too close to zero")]
    Underflow,
    #[error("undefined result")]
    Undefined,
    #[error("no digit of the result is known")]
    Imprecise,
    #[error("internal error")]
    Internal,
}

impl CodedError for CalcError {
    fn code(&self) -> &'static str {
        match self {
            CalcError::Empty => "calc.empty",
            CalcError::TooLong { .. } => "calc.too_long",
            CalcError::UnexpectedChar { .. } => "calc.unexpected_char",
            CalcError::UnknownName { .. } => "calc.unknown_name",
            CalcError::TwoPoints => "calc.two_points",
            CalcError::MissingOperand => "calc.missing_operand",
            CalcError::MissingOperator => "calc.missing_operator",
            CalcError::AmbiguousE => "calc.ambiguous_e",
            CalcError::Unbalanced => "calc.unbalanced",
            CalcError::EmptyParens => "calc.empty_parens",
            CalcError::TooDeep { .. } => "calc.too_deep",
            CalcError::DivisionByZero => "calc.division_by_zero",
            CalcError::TanUndefined => "calc.tan_undefined",
            CalcError::SqrtNegative => "calc.sqrt_negative",
            CalcError::LogDomain => "calc.log_domain",
            CalcError::FactorialDomain => "calc.factorial_domain",
            CalcError::FactorialTooLarge { .. } => "calc.factorial_too_large",
            CalcError::NegativeRoot => "calc.negative_root",
            CalcError::InverseTrigDomain => "calc.inverse_trig_domain",
            CalcError::Overflow => "calc.overflow",
            CalcError::Underflow => "calc.underflow",
            CalcError::Undefined => "calc.undefined",
            CalcError::Imprecise => "calc.imprecise",
            CalcError::Internal => "common.internal",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            CalcError::TooLong { max } | CalcError::TooDeep { max } => {
                vec![("max", max.to_string())]
            }
            CalcError::FactorialTooLarge { max } => vec![("max", max.to_string())],
            CalcError::UnexpectedChar { ch, at } => {
                vec![("char", ch.clone()), ("at", at.to_string())]
            }
            CalcError::UnknownName { name } => vec![("name", name.clone())],
            _ => Vec::new(),
        }
    }
}

const STYLE: Style = Style {
    sig_digits: SIG_DIGITS,
    exact_max_digits: 64,
    plain_min_exp: -7,
    exact_plain_max_exp: 64,
};

fn present(value: &Num) -> Result<CalcResult, CalcError> {
    let r: BigRational = value.to_rational().ok_or(CalcError::Internal)?;
    let exact_value = matches!(value, Num::Exact(_));
    let shown = if exact_value {
        decimal::format(&r, STYLE)
    } else {
        decimal::format_rounded(&r, STYLE)
    };
    let exact = exact_value && shown.exact;
    let fraction = if exact_value && !shown.exact {
        decimal::fraction(&r, 30)
    } else {
        None
    };
    let text = match shown.exponent {
        Some(e) => format!("{}×10^{e}", shown.mantissa),
        None => shown.mantissa.clone(),
    };
    let reuse = match &fraction {
        Some(f) => format!("({f})"),
        None if shown.exponent.is_some() || shown.mantissa.starts_with('-') => format!("({text})"),
        None => text,
    };
    let copy = shown.to_e_notation().replace('e', "E");
    Ok(CalcResult {
        exponent: shown.exponent.and_then(|e| i32::try_from(e).ok()),
        mantissa: shown.mantissa,
        exact,
        fraction,
        reuse,
        copy,
    })
}

/// Evaluates `expr` with angles in `angle`. Errors name what is wrong (a coded error), never
/// panic, and take bounded time whatever the input.
pub fn evaluate(expr: &str, angle: Angle) -> Result<CalcResult, CalcError> {
    let length = expr.chars().count();
    if length > MAX_LENGTH {
        return Err(CalcError::TooLong { max: MAX_LENGTH });
    }
    evaluate_up_to(expr, angle, MAX_PREC)
}

fn same_digits(a: &CalcResult, b: &CalcResult) -> bool {
    a.mantissa == b.mantissa && a.exponent == b.exponent
}

/// [`evaluate`] with the precision capped at `max_prec` bits.
fn evaluate_up_to(expr: &str, angle: Angle, max_prec: usize) -> Result<CalcResult, CalcError> {
    let tree = parser::parse(lexer::tokenize(expr)?)?;
    let run = |bits: usize| {
        let (value, inexact) = number::with_prec(bits, || {
            number::with_consts(|cc| eval::eval(&tree, &mut eval::Ctx { cc, angle }))
        });
        Ok::<_, CalcError>((present(&value?)?, inexact))
    };
    let mut bits = number::BASE_PREC;
    let (mut shown, inexact) = run(bits)?;
    if !inexact {
        // Exact all the way: no rounding anywhere, nothing to confirm.
        return Ok(shown);
    }
    while bits < max_prec {
        bits *= 2;
        let (next, _) = run(bits)?;
        if same_digits(&shown, &next) {
            return Ok(next);
        }
        shown = next;
    }
    Err(CalcError::Imprecise)
}

#[cfg(test)]
mod tests;
