//! Linear barcodes: Code 128, EAN-13, EAN-8, UPC-A, Code 39, ITF-14 and Codabar.
//!
//! Input is checked and normalised here (check digits computed or verified, Code 128 character
//! sets chosen), `barcoders` turns it into modules, and this module adds what `barcoders` leaves
//! out: quiet zones, the human-readable line (EAN/UPC digits in their standard places, guard
//! bars reaching down between them), ITF-14 bearer bars, and a 3:1 wide-to-narrow ratio for
//! Code 39 (barcoders draws 2:1, the weakest ratio the standard allows). Codabar is encoded here
//! from the standard's table: barcoders 2.0 swaps the patterns of B and C and draws `+` with four
//! wide elements, which scanners reject (ZXing read its `B` as `C`).

use barcoders::sym::code39::Code39;
use barcoders::sym::code128::Code128;
use barcoders::sym::ean8::EAN8;
use barcoders::sym::ean13::EAN13;
use barcoders::sym::tf::TF;

use super::generate::{CodeError, Symbology};

/// One dark bar, in modules from the start of the symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bar {
    pub start: u32,
    pub width: u32,
    /// EAN/UPC guard bars reach down between the digits.
    pub extended: bool,
}

/// A piece of the human-readable line.
#[derive(Clone, Debug, PartialEq)]
pub struct Hri {
    pub text: String,
    /// Centre, in modules from the start of the symbol (negative: in the left quiet zone).
    pub center: f32,
    /// UPC-A prints its first and last digits smaller.
    pub small: bool,
    /// Placed at a fixed position (EAN/UPC digits) rather than centred under the bars.
    pub placed: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Linear {
    pub bars: Vec<Bar>,
    /// Width of the symbol without quiet zones, in modules.
    pub width: u32,
    pub quiet_left: u32,
    pub quiet_right: u32,
    pub hri: Vec<Hri>,
    /// ITF-14 bearer bars above and below.
    pub bearer: bool,
    /// What a scanner reads.
    pub content: String,
}

pub const MAX_CODE128: usize = 80;
pub const MAX_CODE39: usize = 80;
pub const MAX_CODABAR: usize = 60;
/// Characters between Codabar's start and stop letters that scanners accept: ZXing (and the
/// readers built on it) drop a shorter one as a probable misread, so `A8A` would never scan.
/// Refused with a message rather than padded, since a pad digit would change the number.
pub const MIN_CODABAR_BODY: usize = 2;

/// Encodes `text` as `symbology` (which must be a linear one).
pub fn encode(symbology: Symbology, text: &str) -> Result<Linear, CodeError> {
    match symbology {
        Symbology::Ean13 => ean13(text),
        Symbology::Ean8 => ean8(text),
        Symbology::UpcA => upc_a(text),
        Symbology::Itf14 => itf14(text),
        Symbology::Code128 => code128(text),
        Symbology::Code39 => code39(text),
        Symbology::Codabar => codabar(text),
        Symbology::Qr => Err(CodeError::EncodeFailed),
    }
}

/// The GS1 check digit (EAN, UPC, ITF-14): weights 3, 1, 3 … from the rightmost digit.
pub fn gs1_check_digit(digits: &[u8]) -> u8 {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| u32::from(d) * if i % 2 == 0 { 3 } else { 1 })
        .sum();
    ((10 - sum % 10) % 10) as u8
}

/// Digits of `text`, ignoring spaces and hyphens; full-width digits count as digits.
/// With `without` digits the check digit is appended; with `without + 1` it is verified.
fn gs1_digits(text: &str, without: usize) -> Result<Vec<u8>, CodeError> {
    let mut digits = Vec::new();
    for (i, c) in text.chars().enumerate() {
        match c {
            ' ' | '-' | '\u{3000}' => {}
            '0'..='9' => digits.push(c as u8 - b'0'),
            '０'..='９' => digits.push((c as u32 - '０' as u32) as u8),
            _ => {
                return Err(CodeError::InvalidChar {
                    character: c.to_string(),
                    position: i + 1,
                });
            }
        }
        if digits.len() > without + 1 {
            break;
        }
    }
    if digits.is_empty() {
        return Err(CodeError::Empty);
    }
    let expected = gs1_check_digit(&digits[..digits.len().min(without)]);
    if digits.len() == without {
        digits.push(expected);
    } else if digits.len() == without + 1 {
        let given = digits[without];
        if given != expected {
            return Err(CodeError::BadCheckDigit {
                expected: char::from(b'0' + expected),
                given: char::from(b'0' + given),
            });
        }
    } else {
        let length = text
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '\u{3000}'))
            .count();
        return Err(CodeError::WrongLength {
            length,
            without_check: without,
            with_check: without + 1,
        });
    }
    Ok(digits)
}

fn digits_string(digits: &[u8]) -> String {
    digits.iter().map(|d| char::from(b'0' + d)).collect()
}

/// Dark runs of a module vector; runs of `widen.0` modules become `widen.1` wide.
fn bars(modules: &[u8], widen: Option<(u32, u32)>, guards: &[(u32, u32)]) -> (Vec<Bar>, u32) {
    let mut out = Vec::new();
    let mut x = 0u32;
    let mut i = 0;
    while i < modules.len() {
        let dark = modules[i] == 1;
        let mut run = 0u32;
        while i < modules.len() && (modules[i] == 1) == dark {
            run += 1;
            i += 1;
        }
        let width = match widen {
            Some((from, to)) if run == from => to,
            _ => run,
        };
        if dark {
            let extended = guards.iter().any(|&(a, b)| (a..b).contains(&x));
            out.push(Bar {
                start: x,
                width,
                extended,
            });
        }
        x += width;
    }
    (out, x)
}

fn placed(text: char, center: f32, small: bool) -> Hri {
    Hri {
        text: text.to_string(),
        center,
        small,
        placed: true,
    }
}

fn centred(text: &str, width: u32) -> Vec<Hri> {
    vec![Hri {
        text: text.to_owned(),
        center: width as f32 / 2.0,
        small: false,
        placed: false,
    }]
}

fn failed<E>(_: E) -> CodeError {
    CodeError::EncodeFailed
}

fn ean13(text: &str) -> Result<Linear, CodeError> {
    let digits = gs1_digits(text, 12)?;
    let content = digits_string(&digits);
    let modules = EAN13::new(&content[..12]).map_err(failed)?.encode();
    let (bars, width) = bars(&modules, None, &[(0, 3), (45, 50), (92, 95)]);
    let mut hri = vec![placed(content.chars().next().unwrap_or('0'), -5.0, false)];
    for (i, c) in content.chars().enumerate().skip(1) {
        let slot = (i - 1) as f32;
        let center = if i <= 6 {
            3.0 + 7.0 * slot + 3.5
        } else {
            50.0 + 7.0 * (slot - 6.0) + 3.5
        };
        hri.push(placed(c, center, false));
    }
    Ok(Linear {
        bars,
        width,
        quiet_left: 11,
        quiet_right: 7,
        hri,
        bearer: false,
        content,
    })
}

fn ean8(text: &str) -> Result<Linear, CodeError> {
    let digits = gs1_digits(text, 7)?;
    let content = digits_string(&digits);
    let modules = EAN8::new(&content[..7]).map_err(failed)?.encode();
    let (bars, width) = bars(&modules, None, &[(0, 3), (31, 36), (64, 67)]);
    let hri = content
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let center = if i < 4 {
                3.0 + 7.0 * i as f32 + 3.5
            } else {
                36.0 + 7.0 * (i - 4) as f32 + 3.5
            };
            placed(c, center, false)
        })
        .collect();
    Ok(Linear {
        bars,
        width,
        quiet_left: 7,
        quiet_right: 7,
        hri,
        bearer: false,
        content,
    })
}

/// UPC-A is EAN-13 with a leading 0; its first and last digit bars reach down like guards.
fn upc_a(text: &str) -> Result<Linear, CodeError> {
    let digits = gs1_digits(text, 11)?;
    let content = digits_string(&digits);
    let modules = EAN13::new(format!("0{}", &content[..11]))
        .map_err(failed)?
        .encode();
    let (bars, width) = bars(&modules, None, &[(0, 10), (45, 50), (85, 95)]);
    let hri = content
        .chars()
        .enumerate()
        .map(|(i, c)| match i {
            0 => placed(c, -4.5, true),
            11 => placed(c, 95.0 + 4.5, true),
            1..=5 => placed(c, 10.0 + 7.0 * (i - 1) as f32 + 3.5, false),
            _ => placed(c, 50.0 + 7.0 * (i - 6) as f32 + 3.5, false),
        })
        .collect();
    Ok(Linear {
        bars,
        width,
        quiet_left: 9,
        quiet_right: 9,
        hri,
        bearer: false,
        content,
    })
}

fn itf14(text: &str) -> Result<Linear, CodeError> {
    let digits = gs1_digits(text, 13)?;
    let content = digits_string(&digits);
    let mut modules = TF::interleaved(&content).map_err(failed)?.encode();
    // barcoders ends ITF with a 2-module wide bar while its data uses 3: make the stop
    // pattern (wide bar, narrow space, narrow bar) match the 3:1 ratio of the rest.
    if modules.ends_with(&[1, 1, 0, 1]) {
        modules.truncate(modules.len() - 4);
        modules.extend_from_slice(&[1, 1, 1, 0, 1]);
    }
    let (bars, width) = bars(&modules, None, &[]);
    Ok(Linear {
        bars,
        width,
        quiet_left: 10,
        quiet_right: 10,
        hri: centred(&content, width),
        bearer: true,
        content,
    })
}

fn code128(text: &str) -> Result<Linear, CodeError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err(CodeError::Empty);
    }
    if let Some((i, c)) = chars.iter().enumerate().find(|(_, c)| !c.is_ascii()) {
        return Err(CodeError::InvalidChar {
            character: c.to_string(),
            position: i + 1,
        });
    }
    if chars.len() > MAX_CODE128 {
        return Err(CodeError::TooLong {
            length: chars.len(),
            max: MAX_CODE128,
        });
    }
    let modules = Code128::new(code128_sets(&chars)).map_err(failed)?.encode();
    let (bars, width) = bars(&modules, None, &[]);
    Ok(Linear {
        bars,
        width,
        quiet_left: 10,
        quiet_right: 10,
        hri: centred(text, width),
        bearer: false,
        content: text.to_owned(),
    })
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Set {
    A,
    B,
    C,
}

const SETS: [Set; 3] = [Set::A, Set::B, Set::C];

impl Set {
    fn selector(self) -> char {
        match self {
            Set::A => 'À',
            Set::B => 'Ɓ',
            Set::C => 'Ć',
        }
    }

    /// How many characters at `chars[i..]` one symbol of this set takes, if it can.
    fn step(self, chars: &[char], i: usize) -> Option<usize> {
        let c = *chars.get(i)?;
        match self {
            Set::A => (u32::from(c) < 0x60).then_some(1),
            Set::B => (u32::from(c) >= 0x20).then_some(1),
            Set::C => {
                let next = *chars.get(i + 1)?;
                (c.is_ascii_digit() && next.is_ascii_digit()).then_some(2)
            }
        }
    }
}

/// The shortest Code 128 symbol for `chars` (ASCII), written the way `barcoders` reads it:
/// a start set, then code-set switches where they save symbols (dynamic programming over
/// position × current set).
fn code128_sets(chars: &[char]) -> String {
    let n = chars.len();
    // cost[i][s]: symbols needed for chars[i..] when the current set is s.
    let mut cost = vec![[0u32; 3]; n + 1];
    for i in (0..n).rev() {
        for (si, set) in SETS.iter().enumerate() {
            let stay = set.step(chars, i).map(|k| 1 + cost[i + k][si]);
            let switch = SETS
                .iter()
                .enumerate()
                .filter(|(ti, _)| *ti != si)
                .filter_map(|(ti, t)| t.step(chars, i).map(|k| 2 + cost[i + k][ti]))
                .min();
            cost[i][si] = stay.into_iter().chain(switch).min().unwrap_or(u32::MAX / 2);
        }
    }
    // Start in the cheapest set (B on ties, then C, then A).
    let mut current = [1usize, 2, 0]
        .into_iter()
        .min_by_key(|&s| cost[0][s])
        .unwrap_or(1);
    let mut out = String::with_capacity(n + 8);
    out.push(SETS[current].selector());
    let mut i = 0;
    while i < n {
        let stay = SETS[current]
            .step(chars, i)
            .filter(|&k| 1 + cost[i + k][current] == cost[i][current]);
        let (set, k) = match stay {
            Some(k) => (current, k),
            None => {
                let (t, k) = SETS
                    .iter()
                    .enumerate()
                    .filter(|(ti, _)| *ti != current)
                    .filter_map(|(ti, t)| t.step(chars, i).map(|k| (ti, k)))
                    .min_by_key(|&(ti, k)| cost[i + k][ti])
                    .unwrap_or((1, 1));
                out.push(SETS[t].selector());
                (t, k)
            }
        };
        current = set;
        for &c in &chars[i..i + k] {
            // barcoders spells set B's DEL as '÷'.
            out.push(if c == '\u{7f}' { '÷' } else { c });
        }
        i += k;
    }
    out
}

/// Codabar's seven elements (bar, space, bar, space, bar, space, bar) per character:
/// `1` is wide, `0` narrow (ANSI/AIM BC3 table).
const CODABAR: [(char, &str); 20] = [
    ('0', "0000011"),
    ('1', "0000110"),
    ('2', "0001001"),
    ('3', "1100000"),
    ('4', "0010010"),
    ('5', "1000010"),
    ('6', "0100001"),
    ('7', "0100100"),
    ('8', "0110000"),
    ('9', "1001000"),
    ('-', "0001100"),
    ('$', "0011000"),
    (':', "1000101"),
    ('/', "1010001"),
    ('.', "1010100"),
    ('+', "0010101"),
    ('A', "0011010"),
    ('B', "0101001"),
    ('C', "0001011"),
    ('D', "0001110"),
];

/// Codabar bars at 3:1, characters separated by a narrow space.
fn codabar_bars(content: &str) -> (Vec<Bar>, u32) {
    let mut bars = Vec::new();
    let mut x = 0;
    for (i, c) in content.chars().enumerate() {
        if i > 0 {
            x += 1;
        }
        let pattern = CODABAR
            .iter()
            .find(|(k, _)| *k == c)
            .map_or("0000000", |p| p.1);
        for (j, wide) in pattern.chars().enumerate() {
            let width = if wide == '1' { 3 } else { 1 };
            if j % 2 == 0 {
                bars.push(Bar {
                    start: x,
                    width,
                    extended: false,
                });
            }
            x += width;
        }
    }
    (bars, x)
}

const CODE39_CHARS: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%";

/// Whether a Code 39 Full ASCII reader would read `text` differently: it turns `$`, `%`, `/`
/// or `+` followed by a capital letter into one other character (`+Y` → `y`).
pub fn code39_looks_full_ascii(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| b"$%/+".contains(&w[0]) && w[1].is_ascii_uppercase())
}

fn code39(text: &str) -> Result<Linear, CodeError> {
    let count = text.chars().count();
    if count == 0 {
        return Err(CodeError::Empty);
    }
    if let Some((i, c)) = text
        .chars()
        .enumerate()
        .find(|(_, c)| !CODE39_CHARS.contains(*c))
    {
        return Err(CodeError::InvalidChar {
            character: c.to_string(),
            position: i + 1,
        });
    }
    if count > MAX_CODE39 {
        return Err(CodeError::TooLong {
            length: count,
            max: MAX_CODE39,
        });
    }
    let modules = Code39::new(text).map_err(failed)?.encode();
    let (bars, width) = bars(&modules, Some((2, 3)), &[]);
    Ok(Linear {
        bars,
        width,
        quiet_left: 10,
        quiet_right: 10,
        hri: centred(text, width),
        bearer: false,
        content: text.to_owned(),
    })
}

fn codabar(text: &str) -> Result<Linear, CodeError> {
    let upper: Vec<char> = text
        .trim()
        .chars()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if upper.is_empty() {
        return Err(CodeError::Empty);
    }
    let is_guard = |c: &char| matches!(c, 'A'..='D');
    let first = upper.first().is_some_and(is_guard);
    let last = upper.len() > 1 && upper.last().is_some_and(is_guard);
    let (start, body, stop) = match (first, last) {
        (true, true) => (upper[0], &upper[1..upper.len() - 1], upper[upper.len() - 1]),
        (false, false) => ('A', &upper[..], 'A'),
        _ => return Err(CodeError::CodabarStartStop),
    };
    if body.is_empty() {
        return Err(CodeError::Empty);
    }
    let offset = usize::from(first);
    // Checked after the characters (a wrong one is the better message) but before drawing.
    let too_short = body.len() < MIN_CODABAR_BODY;
    if let Some((i, c)) = body
        .iter()
        .enumerate()
        .find(|(_, c)| !(c.is_ascii_digit() || "-$:/.+".contains(**c)))
    {
        let original = text.trim().chars().nth(i + offset).unwrap_or(*c);
        return Err(CodeError::InvalidChar {
            character: original.to_string(),
            position: i + offset + 1,
        });
    }
    if too_short {
        return Err(CodeError::CodabarTooShort);
    }
    let content: String = std::iter::once(start)
        .chain(body.iter().copied())
        .chain(std::iter::once(stop))
        .collect();
    let length = content.chars().count();
    if length > MAX_CODABAR {
        return Err(CodeError::TooLong {
            length,
            max: MAX_CODABAR,
        });
    }
    let (bars, width) = codabar_bars(&content);
    Ok(Linear {
        bars,
        width,
        quiet_left: 10,
        quiet_right: 10,
        hri: centred(&content, width),
        bearer: false,
        content,
    })
}

#[cfg(test)]
#[path = "barcode_tests.rs"]
mod tests;
