//! Reading a mobile number as people type it: 11 digits starting with 1, with spaces or dashes
//! anywhere, and optionally the country code as `+86` or `0086` in front.

use super::PhoneError;

/// The 11 digits of a mainland mobile number, or why `input` is not one.
pub fn normalize(input: &str) -> Result<String, PhoneError> {
    let trimmed = input.trim();
    if trimmed.is_empty() {
        return Err(PhoneError::Empty);
    }
    let mut digits = String::with_capacity(16);
    let mut plus = false;
    for (i, c) in trimmed.char_indices() {
        match c {
            '0'..='9' => digits.push(c),
            ' ' | '-' | '\u{3000}' | '\t' => {}
            // A plus only as the first character, before the country code.
            '+' if i == 0 => plus = true,
            other => return Err(PhoneError::InvalidCharacter { found: other }),
        }
    }
    let national = if plus {
        digits.strip_prefix("86").ok_or(PhoneError::NotMobile)?
    } else if digits.len() == 15 && digits.starts_with("0086") {
        &digits[4..]
    } else {
        &digits[..]
    };
    if national.is_empty() {
        return Err(PhoneError::Empty);
    }
    if national.len() != 11 {
        return Err(PhoneError::WrongLength {
            digits: national.len(),
        });
    }
    if !national.starts_with('1') {
        return Err(PhoneError::NotMobile);
    }
    Ok(national.to_owned())
}

/// `13800138000` → `138 0013 8000`, the grouping Chinese numbers are read in.
pub(super) fn display(number: &str) -> String {
    match (number.get(..3), number.get(3..7), number.get(7..)) {
        (Some(a), Some(b), Some(c)) => format!("{a} {b} {c}"),
        _ => number.to_owned(),
    }
}
