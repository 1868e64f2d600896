//! Reading a capital amount back into a number, and checking it against the rules: simplified
//! and traditional characters may be mixed (贰/貳, 万/萬, 元/圆/圓, 整/正); a structure that
//! does not give one value (a unit out of order, two digits in a row) is an error; a value
//! written against the rules (零 missing or extra, no 整 after 元) is read, with the issues
//! named and the standard form given.

use super::write::{DIGITS, Variant, write_capital, write_variant};
use super::{Amount, RmbError, RmbOptions};

/// Something written against the rules in an amount that could still be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum RmbIssue {
    /// 整 (or 正) must follow 元 when there is no 角 or 分.
    MissingZheng,
    /// Nothing follows 分.
    ZhengAfterFen,
    /// A leading ten is 壹拾, not 拾.
    BareShi,
    /// A zero inside the number is one 零; none after a unit place that ends the amount.
    ZeroPlacement,
    /// Readable, but not written as the rules ask.
    Nonstandard,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RmbReading {
    /// `1409.50`, for copying into a spreadsheet.
    pub amount: String,
    /// `1,409.50`
    pub grouped: String,
    /// The amount written by the rules, in the input's characters.
    pub standard: String,
    pub issues: Vec<RmbIssue>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Digit(u8),
    Zero,
    /// 拾 1, 佰 2, 仟 3 (the power of ten)
    Unit(u32),
    Wan,
    Yi,
    Yuan,
    Jiao,
    Fen,
    Zheng,
}

fn token(c: char) -> Result<Tok, RmbError> {
    Ok(match c {
        '零' => Tok::Zero,
        '壹' => Tok::Digit(1),
        '贰' | '貳' | '弍' => Tok::Digit(2),
        '叁' | '參' | '叄' | '参' => Tok::Digit(3),
        '肆' => Tok::Digit(4),
        '伍' => Tok::Digit(5),
        '陆' | '陸' => Tok::Digit(6),
        '柒' => Tok::Digit(7),
        '捌' => Tok::Digit(8),
        '玖' => Tok::Digit(9),
        '拾' => Tok::Unit(1),
        '佰' => Tok::Unit(2),
        '仟' => Tok::Unit(3),
        '万' | '萬' => Tok::Wan,
        '亿' | '億' => Tok::Yi,
        '元' | '圆' | '圓' => Tok::Yuan,
        '角' => Tok::Jiao,
        '分' => Tok::Fen,
        '整' | '正' => Tok::Zheng,
        _ => {
            let capital = match c {
                '〇' => '零',
                '一' => '壹',
                '二' | '两' | '兩' => '贰',
                '三' => '叁',
                '四' => '肆',
                '五' => '伍',
                '六' => '陆',
                '七' => '柒',
                '八' => '捌',
                '九' => '玖',
                '十' => '拾',
                '百' => '佰',
                '千' => '仟',
                '0'..='9' | '０'..='９' => return Err(RmbError::CapitalDigits),
                _ => return Err(RmbError::CapitalInvalidChar(c)),
            };
            return Err(RmbError::CapitalLowercase(c, capital));
        }
    })
}

/// The simplified character of a token, for messages and comparisons.
fn char_of(t: Tok) -> char {
    match t {
        Tok::Digit(d) => DIGITS[usize::from(d)],
        Tok::Zero => '零',
        Tok::Unit(1) => '拾',
        Tok::Unit(2) => '佰',
        Tok::Unit(_) => '仟',
        Tok::Wan => '万',
        Tok::Yi => '亿',
        Tok::Yuan => '元',
        Tok::Jiao => '角',
        Tok::Fen => '分',
        Tok::Zheng => '整',
    }
}

fn misplaced(t: Tok) -> RmbError {
    RmbError::CapitalMisplaced(char_of(t))
}

/// Reads `toks` (indices `base..`) as a number below 10,000; a bare 拾 at the start is ten.
fn section(toks: &[Tok], base: usize, bare_shi: &mut Vec<usize>) -> Result<u64, RmbError> {
    let mut value = 0u64;
    let mut last_unit = 4u32;
    let mut i = 0;
    while let Some(&t) = toks.get(i) {
        match t {
            Tok::Zero => {
                // Inside the number only; a doubled 零 is read (and reported by the comparison).
                if i == 0 || i + 1 == toks.len() {
                    return Err(misplaced(t));
                }
                i += 1;
            }
            Tok::Digit(d) => match toks.get(i + 1) {
                Some(&Tok::Unit(u)) if u < last_unit => {
                    value += u64::from(d) * 10u64.pow(u);
                    last_unit = u;
                    i += 2;
                }
                Some(&next @ Tok::Unit(_)) => return Err(misplaced(next)),
                Some(&next) => return Err(misplaced(next)),
                None => {
                    value += u64::from(d);
                    i += 1;
                }
            },
            Tok::Unit(1) if i == 0 => {
                value += 10;
                last_unit = 1;
                bare_shi.push(base);
                i += 1;
            }
            _ => return Err(misplaced(t)),
        }
    }
    Ok(value)
}

/// The tokens before and after a unit, and the unit's position.
type Split<'a> = (&'a [Tok], &'a [Tok], usize);

/// Splits at the one `unit` (万 or 亿) allowed: `high unit [零] low`.
fn split_at(toks: &[Tok], unit: Tok) -> Result<Option<Split<'_>>, RmbError> {
    let mut found = toks.iter().enumerate().filter(|(_, t)| **t == unit);
    let Some((at, _)) = found.next() else {
        return Ok(None);
    };
    if found.next().is_some() {
        return Err(if unit == Tok::Yi {
            RmbError::TooLarge
        } else {
            misplaced(unit)
        });
    }
    let (high, low) = (&toks[..at], &toks[at + 1..]);
    if high.is_empty() {
        return Err(misplaced(unit));
    }
    // A leading 零 of the lower part stands for its zero places.
    let (low, skip) = match low {
        [Tok::Zero, rest @ ..] if !rest.is_empty() => (rest, at + 2),
        [Tok::Zero] => return Err(misplaced(Tok::Zero)),
        _ => (low, at + 1),
    };
    Ok(Some((high, low, skip)))
}

fn below_yi(toks: &[Tok], base: usize, bare: &mut Vec<usize>) -> Result<u64, RmbError> {
    match split_at(toks, Tok::Wan)? {
        Some((high, low, skip)) => {
            Ok(section(high, base, bare)? * 10_000 + section(low, base + skip, bare)?)
        }
        None => section(toks, base, bare),
    }
}

fn integer(toks: &[Tok], bare: &mut Vec<usize>) -> Result<u64, RmbError> {
    if toks == [Tok::Zero] {
        return Ok(0);
    }
    match split_at(toks, Tok::Yi)? {
        Some((high, low, skip)) => {
            Ok(below_yi(high, 0, bare)? * 100_000_000 + below_yi(low, skip, bare)?)
        }
        None => below_yi(toks, 0, bare),
    }
}

/// 角 and 分 after 元 (or alone): `[零] d角 [d分]`, `零 d分`, `d分`, `零角 d分`.
fn fraction(toks: &[Tok]) -> Result<(u8, u8), RmbError> {
    let digit = |t: Tok| match t {
        Tok::Digit(d) => Some(d),
        Tok::Zero => Some(0),
        _ => None,
    };
    let toks = match toks {
        [Tok::Zero, Tok::Jiao, ..] => toks,
        [Tok::Zero, rest @ ..] if rest.len() >= 2 && rest[0] != Tok::Zero => rest,
        _ => toks,
    };
    let mut jiao = 0;
    let mut rest = toks;
    if let [d, Tok::Jiao, after @ ..] = rest {
        jiao = digit(*d).ok_or(misplaced(*d))?;
        rest = after;
    }
    let fen = match rest {
        [] => 0,
        [Tok::Digit(d), Tok::Fen] => *d,
        [t, ..] => return Err(misplaced(*t)),
    };
    Ok((jiao, fen))
}

/// Reads a capital amount such as `人民币壹仟肆佰零玖元伍角` (spaces anywhere are ignored).
pub fn read_capital(input: &str) -> Result<RmbReading, RmbError> {
    let text: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    let (prefix, body) = match text
        .strip_prefix("人民币")
        .or_else(|| text.strip_prefix("人民幣"))
    {
        Some(rest) => (true, rest.trim_start_matches([':', '：'])),
        None => (false, text.as_str()),
    };
    if body.is_empty() {
        return Err(RmbError::CapitalEmpty);
    }
    let toks = body.chars().map(token).collect::<Result<Vec<_>, _>>()?;
    let traditional =
        body.contains(['貳', '參', '叄', '陸', '萬', '億', '圓']) || text.contains('幣');
    let zheng_alt = body.contains('正');

    let mut toks = toks.as_slice();
    let zheng = toks.last() == Some(&Tok::Zheng);
    if zheng {
        toks = &toks[..toks.len() - 1];
    }
    if let Some(&t) = toks.iter().find(|t| **t == Tok::Zheng) {
        return Err(misplaced(t));
    }
    let mut bare_shi = Vec::new();
    let (yuan, frac) = match toks.iter().position(|t| *t == Tok::Yuan) {
        Some(0) => return Err(misplaced(Tok::Yuan)),
        Some(at) => (integer(&toks[..at], &mut bare_shi)?, &toks[at + 1..]),
        None if toks
            .iter()
            .any(|t| matches!(t, Tok::Unit(_) | Tok::Wan | Tok::Yi)) =>
        {
            return Err(RmbError::CapitalMissingYuan);
        }
        None if toks.iter().any(|t| matches!(t, Tok::Jiao | Tok::Fen)) => (0, toks),
        None => return Err(RmbError::CapitalMissingYuan),
    };
    if let Some(&t) = frac
        .iter()
        .find(|t| matches!(t, Tok::Yuan | Tok::Wan | Tok::Yi))
    {
        return Err(misplaced(t));
    }
    let (jiao, fen) = fraction(frac)?;
    let amount = Amount { yuan, jiao, fen };

    // The input in the writer's alphabet, to compare with the forms the rules allow.
    let mut written = String::new();
    let all = body.chars().map(token).collect::<Result<Vec<_>, _>>()?;
    for (i, t) in all.iter().enumerate() {
        if bare_shi.contains(&i) {
            written.push('壹');
        }
        written.push(char_of(*t));
    }
    let mut issues = Vec::new();
    if !bare_shi.is_empty() {
        issues.push(RmbIssue::BareShi);
    }
    if fen > 0 && zheng {
        issues.push(RmbIssue::ZhengAfterFen);
        written.pop();
    }
    if !zheng && jiao == 0 && fen == 0 {
        issues.push(RmbIssue::MissingZheng);
        written.push('整');
    }
    let plain = RmbOptions {
        prefix: false,
        zheng_alt: false,
        traditional: false,
    };
    let primary = write_capital(&amount, &plain);
    let allowed = (0..8u8).flat_map(|mask| {
        [(false, false), (true, false), (false, true), (true, true)].map(|(a, b)| {
            let variant = Variant {
                zero_after_big_unit: mask,
                no_zero_before_jiao: a,
                zheng_after_jiao: b,
            };
            write_variant(&amount, &plain, variant)
        })
    });
    if !allowed.into_iter().any(|form| form == written) {
        let no_zero = |s: &str| s.replace('零', "");
        let written_zero_free = no_zero(&written);
        issues.push(if written_zero_free == no_zero(&primary) {
            RmbIssue::ZeroPlacement
        } else {
            RmbIssue::Nonstandard
        });
    }
    let style = RmbOptions {
        prefix,
        zheng_alt,
        traditional,
    };
    Ok(RmbReading {
        amount: amount.plain(),
        grouped: amount.grouped(),
        standard: write_capital(&amount, &style),
        issues,
    })
}
