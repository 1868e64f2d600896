//! Reading a phone number as people type it: a mobile number (11 digits starting with 1), a
//! landline with its area code (`0755-8601 3388`, `010 6552 9988`), an area code alone
//! (`0755`) or a 7-digit mobile prefix alone (`1380013`); with spaces, hyphens, parentheses,
//! full-width digits, and the country code as `+86`, `0086` or `86` in front.

use super::PhoneError;

/// What the typed text is, its digits split where the lookup needs them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Query {
    /// 11 digits starting with 1.
    Mobile(String),
    /// The first 7 digits of a mobile number: the block it was issued in.
    Prefix(String),
    /// An area code with its 0 (`010`, `0755`) and the local number (7 or 8 digits).
    Landline { area: String, local: String },
    /// An area code alone, with its 0.
    AreaCode(String),
}

/// Full-width forms typed with a Chinese input method, as ASCII.
fn half_width(c: char) -> char {
    match c {
        '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap_or(c),
        '＋' => '+',
        '（' => '(',
        '）' => ')',
        '－' | '‐' | '‑' | '–' | '—' => '-',
        other => other,
    }
}

/// The length of the area code at the start of `national` (which starts with 0): 010 and
/// 02x have three digits, every other one four.
fn area_length(national: &str) -> usize {
    if national.starts_with("010") || national.starts_with("02") {
        3
    } else {
        4
    }
}

/// The number in `input`, or why it is not one we can look up.
pub fn normalize(input: &str) -> Result<Query, PhoneError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(PhoneError::Empty);
    }
    let mut digits = String::with_capacity(16);
    let mut plus = false;
    for (i, c) in trimmed.chars().map(half_width).enumerate() {
        match c {
            '0'..='9' => digits.push(c),
            ' ' | '-' | '(' | ')' | '\u{3000}' | '\t' => {}
            // A plus only as the first character, before the country code.
            '+' if i == 0 => plus = true,
            other => return Err(PhoneError::InvalidCharacter { found: other }),
        }
    }
    if digits.is_empty() {
        return Err(PhoneError::Empty);
    }
    let international = if plus {
        Some(digits.strip_prefix("86").ok_or(PhoneError::NotChinese)?)
    } else if digits.len() > 4 && digits.starts_with("0086") {
        Some(&digits[4..])
    } else if digits.len() == 13 && digits.starts_with("861") {
        // 86 13800138000: the country code without its plus.
        Some(&digits[2..])
    } else {
        None
    };
    let national = match international {
        Some("") => return Err(PhoneError::Empty),
        // After the country code a landline drops its 0 (+86 755 8601 3388), and some keep it
        // in parentheses (+86 (0)755 …).
        Some(n) if n.starts_with('0') || (n.starts_with('1') && n.len() == 11) => n.to_owned(),
        Some(n) => format!("0{n}"),
        None => digits.clone(),
    };
    if national.starts_with('1') {
        return match national.len() {
            11 => Ok(Query::Mobile(national)),
            7 => Ok(Query::Prefix(national)),
            digits => Err(PhoneError::WrongLength { digits }),
        };
    }
    if !national.starts_with('0') {
        return Err(match national.len() {
            7 | 8 => PhoneError::NeedAreaCode,
            _ => PhoneError::NotChinese,
        });
    }
    let split = area_length(&national);
    if national.len() <= split {
        return if national.len() == split {
            Ok(Query::AreaCode(national))
        } else {
            Err(PhoneError::UnknownAreaCode { code: national })
        };
    }
    let (area, local) = national.split_at(split);
    if !(7..=8).contains(&local.len()) {
        return Err(PhoneError::LandlineLength {
            code: area.to_owned(),
            digits: local.len(),
        });
    }
    Ok(Query::Landline {
        area: area.to_owned(),
        local: local.to_owned(),
    })
}

/// `13800138000` → `138 0013 8000`, the grouping Chinese numbers are read in; a prefix
/// `1380013` → `138 0013`; a local number `86013388` → `8601 3388` (`5529988` → `552 9988`).
pub(super) fn display(digits: &str) -> String {
    let cut = |at: &[usize]| {
        let mut out = String::new();
        let mut from = 0;
        for &to in at.iter().chain([digits.len()].iter()) {
            if let Some(part) = digits.get(from..to) {
                if !out.is_empty() && !part.is_empty() {
                    out.push(' ');
                }
                out.push_str(part);
            }
            from = to;
        }
        out
    };
    match digits.len() {
        11 => cut(&[3, 7]),
        7 if digits.starts_with('1') => cut(&[3]),
        8 => cut(&[4]),
        7 => cut(&[3]),
        _ => digits.to_owned(),
    }
}
