//! Splits a calculator expression into tokens. Accepts the symbols of the keypad (× ÷ − √ π)
//! and of a keyboard (* / - ^), full-width forms typed with a Chinese input method, and
//! function names with or without parentheses (`sin30`, `sin(30)`, `2pi`).

use num_rational::BigRational;

use super::CalcError;
use crate::calc::decimal;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Func {
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Ln,
    Log,
    Sqrt,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constant {
    Pi,
    E,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Num(BigRational),
    Const(Constant),
    Func(Func),
    Plus,
    Minus,
    Times,
    Divide,
    Caret,
    Percent,
    Bang,
    LParen,
    RParen,
}

/// Names matched longest first, so that `asin` is not read as `a`·`sin` and `pie` is π·e.
/// A lone `x` is the multiplication sign people type on a keyboard (`2x3`).
const NAMES: &[&str] = &[
    "arcsin", "arccos", "arctan", "asin", "acos", "atan", "sqrt", "sin", "cos", "tan", "log", "ln",
    "lg", "pi", "e", "x",
];

fn named(name: &str) -> Tok {
    match name {
        "arcsin" | "asin" => Tok::Func(Func::Asin),
        "arccos" | "acos" => Tok::Func(Func::Acos),
        "arctan" | "atan" => Tok::Func(Func::Atan),
        "sqrt" => Tok::Func(Func::Sqrt),
        "sin" => Tok::Func(Func::Sin),
        "cos" => Tok::Func(Func::Cos),
        "tan" => Tok::Func(Func::Tan),
        "log" | "lg" => Tok::Func(Func::Log),
        "ln" => Tok::Func(Func::Ln),
        "pi" => Tok::Const(Constant::Pi),
        "e" => Tok::Const(Constant::E),
        _ => Tok::Times,
    }
}

/// Full-width digits (０-９) as ASCII.
fn ascii_digit(c: char) -> Option<char> {
    match c {
        '0'..='9' => Some(c),
        '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32),
        _ => None,
    }
}

fn is_point(c: char) -> bool {
    c == '.' || c == '．'
}

/// Reads a number literal starting at `chars[*i]`: digits with at most one point, and an
/// optional exponent written with a capital `E` (`1.5E+20`; a lower-case `e` is Euler's number).
fn number(chars: &[char], i: &mut usize) -> Result<BigRational, CalcError> {
    let (mut int_part, mut frac_part, mut seen_point) = (String::new(), String::new(), false);
    while let Some(&c) = chars.get(*i) {
        if let Some(d) = ascii_digit(c) {
            if seen_point {
                frac_part.push(d);
            } else {
                int_part.push(d);
            }
        } else if is_point(c) {
            if seen_point {
                return Err(CalcError::TwoPoints);
            }
            seen_point = true;
        } else {
            break;
        }
        *i += 1;
    }
    let mut value =
        decimal::parse_plain(&int_part, &frac_part, false).ok_or(CalcError::MissingOperand)?;
    // Scientific notation: E, an optional sign, and digits.
    if chars.get(*i) == Some(&'E') {
        let mut j = *i + 1;
        let negative = match chars.get(j) {
            Some('-' | '−') => {
                j += 1;
                true
            }
            Some('+') => {
                j += 1;
                false
            }
            _ => false,
        };
        let start = j;
        let mut exp: u32 = 0;
        while let Some(d) = chars.get(j).copied().and_then(ascii_digit) {
            exp = exp.saturating_mul(10).saturating_add(d as u32 - '0' as u32);
            j += 1;
        }
        if j > start {
            if exp > super::number::MAX_EXP10 + 100 {
                return Err(if negative {
                    CalcError::Underflow
                } else {
                    CalcError::Overflow
                });
            }
            let scale = BigRational::from_integer(decimal::pow10(exp).into());
            value = if negative {
                value / scale
            } else {
                value * scale
            };
            *i = j;
        }
    }
    // A lower-case e between a number and digits (`7e-300`, `1e5`) reads two ways: ten to a power,
    // as programs print numbers, or Euler's number (`2e−1` = 2·e − 1, as typed on the keypad).
    // Refused with both spellings offered, rather than read one way without a word.
    if chars.get(*i) == Some(&'e') {
        let mut j = *i + 1;
        if matches!(chars.get(j), Some('-' | '−' | '－' | '+' | '＋')) {
            j += 1;
        }
        if chars.get(j).copied().and_then(ascii_digit).is_some() {
            return Err(CalcError::AmbiguousE);
        }
    }
    Ok(value)
}

pub fn tokenize(text: &str) -> Result<Vec<Tok>, CalcError> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if ascii_digit(c).is_some() || is_point(c) {
            tokens.push(Tok::Num(number(&chars, &mut i)?));
            continue;
        }
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_alphabetic() {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect::<String>().to_lowercase();
            let mut rest = word.as_str();
            while !rest.is_empty() {
                let name = NAMES
                    .iter()
                    .find(|name| rest.starts_with(*name))
                    .ok_or_else(|| CalcError::UnknownName { name: word.clone() })?;
                tokens.push(named(name));
                rest = &rest[name.len()..];
            }
            continue;
        }
        let token = match c {
            ' ' | '\t' | '\n' | '\r' | '\u{3000}' | '\u{a0}' => None,
            '+' | '＋' => Some(Tok::Plus),
            '-' | '−' | '－' | '–' => Some(Tok::Minus),
            '*' | '×' | '·' | '⋅' | '∙' | '＊' => Some(Tok::Times),
            '/' | '÷' | '／' => Some(Tok::Divide),
            '^' | '＾' => Some(Tok::Caret),
            '%' | '％' => Some(Tok::Percent),
            '!' | '！' => Some(Tok::Bang),
            '(' | '（' | '[' => Some(Tok::LParen),
            ')' | '）' | ']' => Some(Tok::RParen),
            '√' => Some(Tok::Func(Func::Sqrt)),
            'π' => Some(Tok::Const(Constant::Pi)),
            '²' => {
                tokens.push(Tok::Caret);
                Some(Tok::Num(BigRational::from_integer(2.into())))
            }
            '³' => {
                tokens.push(Tok::Caret);
                Some(Tok::Num(BigRational::from_integer(3.into())))
            }
            _ => {
                return Err(CalcError::UnexpectedChar {
                    ch: c.to_string(),
                    at: i + 1,
                });
            }
        };
        tokens.extend(token);
        i += 1;
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(p: i64, d: i64) -> Tok {
        Tok::Num(BigRational::new(p.into(), d.into()))
    }

    #[test]
    fn reads_numbers_operators_and_names() {
        assert_eq!(
            tokenize("1.5×(2−.5)÷3").ok(),
            Some(vec![
                n(3, 2),
                Tok::Times,
                Tok::LParen,
                n(2, 1),
                Tok::Minus,
                n(1, 2),
                Tok::RParen,
                Tok::Divide,
                n(3, 1),
            ])
        );
        assert_eq!(
            tokenize("2pie sin30").ok(),
            Some(vec![
                n(2, 1),
                Tok::Const(Constant::Pi),
                Tok::Const(Constant::E),
                Tok::Func(Func::Sin),
                n(30, 1),
            ])
        );
        assert_eq!(
            tokenize("１２．５％").ok(),
            Some(vec![n(25, 2), Tok::Percent])
        );
        assert_eq!(tokenize("1.5E3").ok(), Some(vec![n(1500, 1)]));
        assert_eq!(tokenize("2E-2").ok(), Some(vec![n(1, 50)]));
        assert_eq!(tokenize("3.").ok(), Some(vec![n(3, 1)]));
    }

    #[test]
    fn rejects_what_it_cannot_read() {
        assert_eq!(tokenize("1.2.3"), Err(CalcError::TwoPoints));
        assert_eq!(
            tokenize("2 & 3"),
            Err(CalcError::UnexpectedChar {
                ch: "&".into(),
                at: 3
            })
        );
        assert_eq!(
            tokenize("2 foo"),
            Err(CalcError::UnknownName { name: "foo".into() })
        );
        assert_eq!(tokenize("."), Err(CalcError::MissingOperand));
        assert_eq!(tokenize("1E99999999999"), Err(CalcError::Overflow));
        // e between a number and digits: powers of ten or Euler's number? Neither, silently.
        for text in ["7e-300", "7e−300", "1e5", "2e+1", "3.5e－2", "1÷7e−300"] {
            assert_eq!(tokenize(text), Err(CalcError::AmbiguousE), "{text}");
        }
        // Unambiguous forms still read: E for powers of ten, e as a factor.
        assert!(tokenize("7E-300").is_ok());
        assert!(tokenize("2e").is_ok());
        assert!(tokenize("2e×3").is_ok());
        assert!(tokenize("2e(1)").is_ok());
    }
}
