//! Reads a colour typed as HEX, RGB, HSB, HSL or CMYK and writes it in all five notations.
//!
//! The colour itself is 24-bit sRGB. Each notation is written with the fewest decimals (0 to 3,
//! the same count for every component of one notation) that read back to the very same RGB, so
//! copying a field and pasting it into any other field never drifts by one step
//! (`tests::every_colour_round_trips_through_every_notation` checks all 16.7 million).
//! Parsing is lenient about how people write colours: `#1677ff`, `1677FF`, `rgb(22, 119, 255)`,
//! `22 119 255`, `hsl(215deg 100% 54.3%)`, full-width commas, and percentages where they fit.
//! Transparency comes as `#RRGGBBAA` / `#RGBA`, a fourth value (`rgba(…, 0.5)`, `hsla(… / 50%)`),
//! and CSS colour names (`rebeccapurple`, `transparent`) come from `csscolorparser`'s table.

use crate::error::CodedError;

/// The notations the tool shows and reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum ColorFormat {
    Hex,
    Rgb,
    Hsb,
    Hsl,
    Cmyk,
}

impl ColorFormat {
    pub const ALL: [ColorFormat; 5] = [
        ColorFormat::Hex,
        ColorFormat::Rgb,
        ColorFormat::Hsb,
        ColorFormat::Hsl,
        ColorFormat::Cmyk,
    ];

    fn example(self) -> &'static str {
        match self {
            ColorFormat::Hex => "#1677FF",
            ColorFormat::Rgb => "rgb(22, 119, 255)",
            ColorFormat::Hsb => "hsb(215, 91.4%, 100%)",
            ColorFormat::Hsl => "hsl(215, 100%, 54.3%)",
            ColorFormat::Cmyk => "cmyk(91.4%, 53.3%, 0%, 0%)",
        }
    }
}

/// A 24-bit sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb {
    pub r: u8,
    pub g: u8,
    pub b: u8,
}

/// One colour in every notation, plus what the tool shows about it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ColorInfo {
    /// `#RRGGBB`, upper case; `#RRGGBBAA` when the colour is not opaque.
    pub hex: String,
    /// Opacity from 0 to 1, with the fewest decimals that keep its 8-bit value; the RGB, HSB
    /// and HSL fields carry it as a fourth value (`rgba(…)`) when it is below 1.
    pub alpha: f64,
    /// `rgb(22, 119, 255)`.
    pub rgb: String,
    /// `hsb(215, 91.4%, 100%)`: hue in degrees, saturation and brightness in percent.
    pub hsb: String,
    /// `hsl(215, 100%, 54.3%)` (valid CSS).
    pub hsl: String,
    /// `cmyk(91.4%, 53.3%, 0%, 0%)`: the naive conversion, with no printing profile.
    pub cmyk: String,
    /// WCAG 2 contrast ratio against white (1 to 21).
    pub contrast_white: f64,
    /// WCAG 2 contrast ratio against black (1 to 21).
    pub contrast_black: f64,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ColorError {
    #[error("nothing to read")]
    Empty,
    #[error("not a hex colour")]
    InvalidHex,
    #[error("expected {expected} numbers")]
    WrongCount {
        expected: usize,
        example: &'static str,
    },
    #[error("not a number: {0}")]
    NotANumber(String),
    #[error("{value} is outside {min}..{max}")]
    OutOfRange { value: String, min: u32, max: u32 },
}

impl CodedError for ColorError {
    fn code(&self) -> &'static str {
        match self {
            ColorError::Empty => "color.empty",
            ColorError::InvalidHex => "color.invalid_hex",
            ColorError::WrongCount { .. } => "color.wrong_count",
            ColorError::NotANumber(_) => "color.not_a_number",
            ColorError::OutOfRange { .. } => "color.out_of_range",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            ColorError::Empty | ColorError::InvalidHex => Vec::new(),
            ColorError::WrongCount { expected, example } => vec![
                ("expected", expected.to_string()),
                ("example", (*example).to_owned()),
            ],
            ColorError::NotANumber(value) => vec![("value", value.clone())],
            ColorError::OutOfRange { value, min, max } => vec![
                ("value", value.clone()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
        }
    }
}

/// Longest input worth reading; anything longer is not a colour.
const MAX_INPUT: usize = 200;

/// Reads `text` written in `format`, ignoring any transparency.
pub fn parse(format: ColorFormat, text: &str) -> Result<Rgb, ColorError> {
    parse_rgba(format, text).map(|(rgb, _)| rgb)
}

/// Reads `text` written in `format` (or a CSS colour name in any field) with its opacity
/// (0-255; 255 when none is given).
pub fn parse_rgba(format: ColorFormat, text: &str) -> Result<(Rgb, u8), ColorError> {
    let text = text.trim();
    if !text.is_empty() && text.len() <= 40 && text.bytes().all(|b| b.is_ascii_alphabetic()) {
        // Hex digits alone ("fab", "decade") are a hex colour, not a name.
        if !(format == ColorFormat::Hex && text.bytes().all(|b| b.is_ascii_hexdigit())) {
            return named(text).ok_or_else(|| match format {
                ColorFormat::Hex => ColorError::InvalidHex,
                _ => ColorError::NotANumber(ellipsis(text)),
            });
        }
    }
    parse_own(format, text)
}

/// A CSS named colour (`red`, `RebeccaPurple`, `transparent`). Only the crate's name table is
/// used: its general parser would bring float parsing into the shared `base` module.
fn named(text: &str) -> Option<(Rgb, u8)> {
    let lower = text.to_ascii_lowercase();
    if lower == "transparent" {
        return Some((Rgb { r: 0, g: 0, b: 0 }, 0));
    }
    let [r, g, b] = *csscolorparser::NAMED_COLORS.get(lower.as_str())?;
    Some((Rgb { r, g, b }, 255))
}

fn parse_own(format: ColorFormat, text: &str) -> Result<(Rgb, u8), ColorError> {
    if text.is_empty() {
        return Err(ColorError::Empty);
    }
    if text.len() > MAX_INPUT {
        return match format {
            ColorFormat::Hex => Err(ColorError::InvalidHex),
            _ => Err(ColorError::NotANumber(ellipsis(text))),
        };
    }
    match format {
        ColorFormat::Hex => parse_hex(text),
        ColorFormat::Rgb => {
            let (n, alpha) = numbers::<3>(text, format, &["rgb", "rgba"])?;
            let mut channel = [0u8; 3];
            for (out, (value, percent, raw)) in channel.iter_mut().zip(n) {
                let v = if percent {
                    value / 100.0 * 255.0
                } else {
                    value
                };
                check_range(v, 0.0, 255.0, raw, 0, 255)?;
                *out = to_byte(v / 255.0);
            }
            let rgb = Rgb {
                r: channel[0],
                g: channel[1],
                b: channel[2],
            };
            Ok((rgb, opacity(alpha)?))
        }
        ColorFormat::Hsb | ColorFormat::Hsl => {
            let names: &[&str] = if format == ColorFormat::Hsb {
                &["hsb", "hsv", "hsba", "hsva"]
            } else {
                &["hsl", "hsla"]
            };
            let ([h, s, x], alpha) = numbers::<3>(text, format, names)?;
            check_range(h.0, 0.0, 360.0, h.2, 0, 360)?;
            check_range(s.0, 0.0, 100.0, s.2, 0, 100)?;
            check_range(x.0, 0.0, 100.0, x.2, 0, 100)?;
            let (h, s, x) = (h.0 % 360.0, s.0 / 100.0, x.0 / 100.0);
            let rgb = if format == ColorFormat::Hsb {
                from_unit(hsb_to_rgb(h, s, x))
            } else {
                from_unit(hsl_to_rgb(h, s, x))
            };
            Ok((rgb, opacity(alpha)?))
        }
        ColorFormat::Cmyk => {
            // CMYK is a printing notation: no opacity, so a fifth value is a mistake.
            let (n, None) = numbers::<4>(text, format, &["cmyk", "device-cmyk"])? else {
                return Err(ColorError::WrongCount {
                    expected: 4,
                    example: format.example(),
                });
            };
            let mut c = [0.0; 4];
            for (out, (value, _, raw)) in c.iter_mut().zip(n) {
                check_range(value, 0.0, 100.0, raw, 0, 100)?;
                *out = value / 100.0;
            }
            let k = 1.0 - c[3];
            let rgb = from_unit([(1.0 - c[0]) * k, (1.0 - c[1]) * k, (1.0 - c[2]) * k]);
            Ok((rgb, 255))
        }
    }
}

/// Reads `text` as `format` and describes the colour in every notation.
pub fn convert(format: ColorFormat, text: &str) -> Result<ColorInfo, ColorError> {
    parse_rgba(format, text).map(|(rgb, alpha)| describe_rgba(rgb, alpha))
}

/// Writes `rgb` in every notation and measures its contrast against white and black.
pub fn describe(rgb: Rgb) -> ColorInfo {
    describe_rgba(rgb, 255)
}

/// As [`describe`], with an opacity (0-255). CMYK has no opacity; the contrast ratios are the
/// opaque colour's (what it becomes on its own).
pub fn describe_rgba(rgb: Rgb, alpha: u8) -> ColorInfo {
    let l = relative_luminance(rgb);
    let opaque = alpha == 255;
    let a = alpha_text(alpha);
    // `rgb(1, 2, 3)` → `rgba(1, 2, 3, 0.5)`.
    let with_alpha = |text: String| {
        if opaque {
            return text;
        }
        let open = text.find('(').unwrap_or(0);
        let body = text[open + 1..].trim_end_matches(')');
        format!("{}a({body}, {a})", &text[..open])
    };
    let hex = format(ColorFormat::Hex, rgb);
    ColorInfo {
        hex: if opaque {
            hex
        } else {
            format!("{hex}{alpha:02X}")
        },
        // `decimal`, not `str::parse`: see its comment on wasm size.
        alpha: decimal(&a).unwrap_or(1.0),
        rgb: with_alpha(format(ColorFormat::Rgb, rgb)),
        hsb: with_alpha(format(ColorFormat::Hsb, rgb)),
        hsl: with_alpha(format(ColorFormat::Hsl, rgb)),
        cmyk: format(ColorFormat::Cmyk, rgb),
        contrast_white: 1.05 / (l + 0.05),
        contrast_black: (l + 0.05) / 0.05,
    }
}

/// An 8-bit opacity as a number from 0 to 1 with the fewest decimals (up to 3) that read back
/// as the same byte: 128 → `0.5`, 64 → `0.25`.
fn alpha_text(alpha: u8) -> String {
    (0..=3)
        .map(|d| trim_number(f64::from(alpha) / 255.0, d))
        .find(|t| decimal(t).is_some_and(|v| to_byte(v) == alpha))
        .unwrap_or_else(|| trim_number(f64::from(alpha) / 255.0, 3))
}

/// The fourth value of `rgba(…)`: 0 to 1, or a percentage.
fn opacity(alpha: Option<Number>) -> Result<u8, ColorError> {
    let Some((value, percent, raw)) = alpha else {
        return Ok(255);
    };
    let v = if percent { value / 100.0 } else { value };
    if percent {
        check_range(v, 0.0, 1.0, raw, 0, 100)?;
    } else {
        check_range(v, 0.0, 1.0, raw, 0, 1)?;
    }
    Ok(to_byte(v))
}

/// Writes `rgb` in `format` with the fewest decimals that read back as the same colour.
pub fn format(format: ColorFormat, rgb: Rgb) -> String {
    let Rgb { r, g, b } = rgb;
    let (name, values, percent): (&str, Vec<f64>, &[bool]) = match format {
        ColorFormat::Hex => return format!("#{r:02X}{g:02X}{b:02X}"),
        ColorFormat::Rgb => return format!("rgb({r}, {g}, {b})"),
        ColorFormat::Hsb => {
            let [h, s, v] = rgb_to_hsb(rgb);
            ("hsb", vec![h, s * 100.0, v * 100.0], &[false, true, true])
        }
        ColorFormat::Hsl => {
            let [h, s, l] = rgb_to_hsl(rgb);
            ("hsl", vec![h, s * 100.0, l * 100.0], &[false, true, true])
        }
        ColorFormat::Cmyk => {
            let [c, m, y, k] = rgb_to_cmyk(rgb);
            let values = vec![c * 100.0, m * 100.0, y * 100.0, k * 100.0];
            ("cmyk", values, &[true, true, true, true])
        }
    };
    let write = |decimals: usize| {
        let parts: Vec<String> = values
            .iter()
            .zip(percent)
            .enumerate()
            .map(|(i, (&v, &pct))| {
                let mut s = trim_number(v, decimals);
                // A hue of 359.96 written with one decimal is 360.0, which is the same as 0.
                if i == 0 && !pct && s == "360" {
                    s = "0".to_owned();
                }
                if pct {
                    s.push('%');
                }
                s
            })
            .collect();
        format!("{name}({})", parts.join(", "))
    };
    for decimals in 0..3 {
        let text = write(decimals);
        if parse(format, &text) == Ok(rgb) {
            return text;
        }
    }
    write(3)
}

/// Hue in degrees [0, 360), saturation and brightness (value) in [0, 1].
pub fn rgb_to_hsb(rgb: Rgb) -> [f64; 3] {
    let (max, min, h) = hue(rgb);
    let s = if max == 0.0 { 0.0 } else { (max - min) / max };
    [h, s, max]
}

/// Hue in degrees [0, 360), saturation and lightness in [0, 1].
pub fn rgb_to_hsl(rgb: Rgb) -> [f64; 3] {
    let (max, min, h) = hue(rgb);
    let l = (max + min) / 2.0;
    let d = max - min;
    let s = if d == 0.0 {
        0.0
    } else {
        d / (1.0 - (2.0 * l - 1.0).abs())
    };
    [h, s.min(1.0), l]
}

/// Cyan, magenta, yellow and key (black) in [0, 1].
pub fn rgb_to_cmyk(rgb: Rgb) -> [f64; 4] {
    let [r, g, b] = unit(rgb);
    let max = r.max(g).max(b);
    if max == 0.0 {
        return [0.0, 0.0, 0.0, 1.0];
    }
    [(max - r) / max, (max - g) / max, (max - b) / max, 1.0 - max]
}

/// `h` in degrees [0, 360), `s` and `v` in [0, 1]; returns RGB in [0, 1].
pub fn hsb_to_rgb(h: f64, s: f64, v: f64) -> [f64; 3] {
    let c = v * s;
    hue_to_rgb(h, c, v - c)
}

/// `h` in degrees [0, 360), `s` and `l` in [0, 1]; returns RGB in [0, 1].
pub fn hsl_to_rgb(h: f64, s: f64, l: f64) -> [f64; 3] {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    hue_to_rgb(h, c, l - c / 2.0)
}

/// WCAG 2 relative luminance, 0 (black) to 1 (white).
pub fn relative_luminance(rgb: Rgb) -> f64 {
    let lin = |c: f64| {
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b] = unit(rgb);
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// WCAG 2 contrast ratio between two colours (1 to 21).
pub fn contrast_ratio(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn unit(rgb: Rgb) -> [f64; 3] {
    [rgb.r, rgb.g, rgb.b].map(|c| f64::from(c) / 255.0)
}

fn to_byte(x: f64) -> u8 {
    // In range by construction; the clamp keeps float noise from wrapping.
    (x * 255.0).round().clamp(0.0, 255.0) as u8
}

fn from_unit(c: [f64; 3]) -> Rgb {
    Rgb {
        r: to_byte(c[0]),
        g: to_byte(c[1]),
        b: to_byte(c[2]),
    }
}

/// (max, min, hue in degrees) of a colour; the hue of a grey is 0.
fn hue(rgb: Rgb) -> (f64, f64, f64) {
    let [r, g, b] = unit(rgb);
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let d = max - min;
    let h = if d == 0.0 {
        0.0
    } else if max == r {
        60.0 * ((g - b) / d).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / d + 2.0)
    } else {
        60.0 * ((r - g) / d + 4.0)
    };
    (max, min, if h >= 360.0 { 0.0 } else { h })
}

/// The shared last step of HSB and HSL: chroma `c` and offset `m` placed by the hue.
fn hue_to_rgb(h: f64, c: f64, m: f64) -> [f64; 3] {
    let hp = h / 60.0;
    let x = c * (1.0 - (hp.rem_euclid(2.0) - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    [r + m, g + m, b + m]
}

fn parse_hex(text: &str) -> Result<(Rgb, u8), ColorError> {
    let digits = text.strip_prefix('#').unwrap_or(text).trim();
    if !digits.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(ColorError::InvalidHex);
    }
    let nibble = |i: usize| u8::from_str_radix(&digits[i..=i], 16).unwrap_or(0);
    let short = |i: usize| nibble(i) * 17;
    let long = |i: usize| nibble(2 * i) * 16 + nibble(2 * i + 1);
    let (get, alpha): (&dyn Fn(usize) -> u8, bool) = match digits.len() {
        3 => (&short, false),
        4 => (&short, true),
        6 => (&long, false),
        8 => (&long, true),
        _ => return Err(ColorError::InvalidHex),
    };
    let rgb = Rgb {
        r: get(0),
        g: get(1),
        b: get(2),
    };
    Ok((rgb, if alpha { get(3) } else { 255 }))
}

/// A number as typed: its value, whether it had a `%`, and the text (for messages).
type Number<'a> = (f64, bool, &'a str);

/// Splits `name(a, b, c)`, `a b c`, `a/b/c` or `a，b，c` into exactly `N` numbers, and an
/// optional opacity after them (`rgba(a, b, c, 0.5)`, `rgb(a b c / 50%)`).
fn numbers<'a, const N: usize>(
    text: &'a str,
    format: ColorFormat,
    names: &[&str],
) -> Result<([Number<'a>; N], Option<Number<'a>>), ColorError> {
    let mut body = text;
    let lower = text.to_ascii_lowercase();
    for name in names {
        if lower.starts_with(name) && lower[name.len()..].trim_start().starts_with('(') {
            let open = text.find('(').unwrap_or(0);
            body = text[open + 1..].trim_end();
            body = body.strip_suffix(')').unwrap_or(body);
            break;
        }
    }
    let wrong_count = || ColorError::WrongCount {
        expected: N,
        example: format.example(),
    };
    let mut out = [(0.0, false, ""); N];
    let mut alpha = None;
    let mut count = 0;
    for token in body
        .split(|c: char| c == ',' || c == '，' || c == '/' || c == '、' || c.is_whitespace())
        .filter(|t| !t.is_empty())
    {
        match out.get_mut(count) {
            Some(slot) => *slot = number(token)?,
            None if count == N => alpha = Some(number(token)?),
            None => return Err(wrong_count()),
        }
        count += 1;
    }
    if count < N {
        return Err(wrong_count());
    }
    Ok((out, alpha))
}

/// A plain decimal (`12`, `12.5`, `.5`, `-3`), optionally followed by `%`, `°` or `deg`.
fn number(token: &str) -> Result<Number<'_>, ColorError> {
    let (digits, percent) = match token.strip_suffix('%').or(token.strip_suffix('％')) {
        Some(d) => (d, true),
        None => (
            token
                .strip_suffix('°')
                .or_else(|| token.strip_suffix("deg"))
                .unwrap_or(token),
            false,
        ),
    };
    match decimal(digits) {
        Some(v) => Ok((v, percent, token)),
        None => Err(ColorError::NotANumber(ellipsis(token))),
    }
}

/// Reads `[+-]digits[.digits]` by hand rather than with `str::parse::<f64>`, whose general
/// machinery (exponents, infinities) would add tens of kilobytes to the shared wasm module.
/// Up to 15 significant digits the result is the correctly rounded double.
fn decimal(text: &str) -> Option<f64> {
    let (negative, unsigned) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0
        || whole.len() + fraction.len() > 15
        || !all_digits(whole)
        || !all_digits(fraction)
    {
        return None;
    }
    let mantissa = whole
        .bytes()
        .chain(fraction.bytes())
        .fold(0u64, |m, b| m * 10 + u64::from(b - b'0'));
    let value = mantissa as f64 / POWERS_OF_TEN[fraction.len()];
    Some(if negative { -value } else { value })
}

/// 10⁰ … 10¹⁵, all exact in f64.
const POWERS_OF_TEN: [f64; 16] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

fn check_range(
    value: f64,
    min: f64,
    max: f64,
    raw: &str,
    min_label: u32,
    max_label: u32,
) -> Result<(), ColorError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(ColorError::OutOfRange {
            value: raw.to_owned(),
            min: min_label,
            max: max_label,
        })
    }
}

/// At most 20 characters of what was typed, for a message.
fn ellipsis(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(20).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

/// `v` with at most `decimals` decimals and no trailing zeros (`50.0` → `50`, `-0` → `0`),
/// written by hand for the same reason as `decimal`. Values here are 0 to 360.
fn trim_number(v: f64, decimals: usize) -> String {
    let scale = POWERS_OF_TEN[decimals.min(3)];
    let scaled = (v.abs() * scale).round() as u64;
    let unit = scale as u64;
    let (whole, mut fraction) = (scaled / unit, scaled % unit);
    let mut out = String::new();
    if v < 0.0 && scaled != 0 {
        out.push('-');
    }
    out.push_str(&whole.to_string());
    let mut places = decimals.min(3);
    while places > 0 && fraction % 10 == 0 {
        fraction /= 10;
        places -= 1;
    }
    if places > 0 {
        out.push('.');
        let digits = fraction.to_string();
        out.push_str(&"0".repeat(places - digits.len()));
        out.push_str(&digits);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const fn rgb(r: u8, g: u8, b: u8) -> Rgb {
        Rgb { r, g, b }
    }

    #[test]
    fn known_colours_in_every_notation() {
        let info = describe(rgb(22, 119, 255));
        assert_eq!(info.hex, "#1677FF");
        assert_eq!(info.rgb, "rgb(22, 119, 255)");
        assert_eq!(info.hsb, "hsb(215, 91.4%, 100%)");
        assert_eq!(info.hsl, "hsl(215, 100%, 54.3%)");
        assert_eq!(info.cmyk, "cmyk(91.4%, 53.3%, 0%, 0%)");

        let red = describe(rgb(255, 0, 0));
        assert_eq!(
            (red.hsb.as_str(), red.hsl.as_str(), red.cmyk.as_str()),
            (
                "hsb(0, 100%, 100%)",
                "hsl(0, 100%, 50%)",
                "cmyk(0%, 100%, 100%, 0%)"
            )
        );
        let black = describe(rgb(0, 0, 0));
        assert_eq!(black.hsb, "hsb(0, 0%, 0%)");
        assert_eq!(black.cmyk, "cmyk(0%, 0%, 0%, 100%)");
        let white = describe(rgb(255, 255, 255));
        assert_eq!(white.hsl, "hsl(0, 0%, 100%)");
        assert_eq!(white.cmyk, "cmyk(0%, 0%, 0%, 0%)");
    }

    #[test]
    fn every_example_in_the_messages_is_valid() {
        for format in ColorFormat::ALL {
            assert_eq!(parse(format, format.example()), Ok(rgb(22, 119, 255)));
        }
    }

    #[test]
    fn hex_is_read_leniently() {
        for text in ["#1677ff", "1677FF", "  #1677Ff ", "# 1677ff"] {
            assert_eq!(
                parse(ColorFormat::Hex, text),
                Ok(rgb(22, 119, 255)),
                "{text}"
            );
        }
        assert_eq!(parse(ColorFormat::Hex, "#f0a"), Ok(rgb(255, 0, 170)));
        for bad in ["#12345", "#1234567", "#ggg", "#red", "#", "#１２３"] {
            assert_eq!(
                parse(ColorFormat::Hex, bad),
                Err(ColorError::InvalidHex),
                "{bad}"
            );
        }
        assert_eq!(parse(ColorFormat::Hex, "   "), Err(ColorError::Empty));
    }

    #[test]
    fn functional_notations_are_read_leniently() {
        let blue = Ok(rgb(22, 119, 255));
        for text in [
            "rgb(22, 119, 255)",
            "RGB(22 119 255)",
            "22,119,255",
            "22，119，255",
            "rgba(22 119 255)",
            "rgb( 22 , 119 , 255 )",
            "22 119 255",
        ] {
            assert_eq!(parse(ColorFormat::Rgb, text), blue, "{text}");
        }
        assert_eq!(parse(ColorFormat::Rgb, "100% 0% 50%"), Ok(rgb(255, 0, 128)));
        assert_eq!(parse(ColorFormat::Hsl, "hsl(215deg 100% 54.3%)"), blue);
        assert_eq!(parse(ColorFormat::Hsl, "215° 100 54.3"), blue);
        assert_eq!(parse(ColorFormat::Hsb, "hsv(215, 91.4, 100)"), blue);
        assert_eq!(parse(ColorFormat::Hsb, "360, 100, 100"), Ok(rgb(255, 0, 0)));
        assert_eq!(
            parse(ColorFormat::Cmyk, "device-cmyk(91.4% 53.3% 0% 0%)"),
            blue
        );
    }

    #[test]
    fn css_names_and_transparency() {
        let info = convert(ColorFormat::Hex, "rebeccapurple").unwrap();
        assert_eq!((info.hex.as_str(), info.alpha), ("#663399", 1.0));
        assert_eq!(
            convert(ColorFormat::Rgb, "Red").unwrap().rgb,
            "rgb(255, 0, 0)"
        );
        let clear = convert(ColorFormat::Hex, "transparent").unwrap();
        assert_eq!((clear.hex.as_str(), clear.alpha), ("#00000000", 0.0));
        // Hex digits alone stay a hex colour, not a name.
        assert_eq!(convert(ColorFormat::Hex, "bad").unwrap().hex, "#BBAADD");
        assert_eq!(
            convert(ColorFormat::Hex, "nosuchcolour")
                .unwrap_err()
                .code(),
            "color.invalid_hex"
        );
        assert_eq!(
            convert(ColorFormat::Rgb, "nosuch").unwrap_err().code(),
            "color.not_a_number"
        );

        let half = convert(ColorFormat::Hex, "#1677FF80").unwrap();
        assert_eq!(half.hex, "#1677FF80");
        assert_eq!(half.alpha, 0.5);
        assert_eq!(half.rgb, "rgba(22, 119, 255, 0.5)");
        assert_eq!(half.hsl, "hsla(215, 100%, 54.3%, 0.5)");
        assert_eq!(half.hsb, "hsba(215, 91.4%, 100%, 0.5)");
        assert_eq!(half.cmyk, "cmyk(91.4%, 53.3%, 0%, 0%)");
        assert_eq!(convert(ColorFormat::Hex, "#f008").unwrap().hex, "#FF000088");
        for (format, text) in [
            (ColorFormat::Rgb, "rgba(22, 119, 255, 0.5)"),
            (ColorFormat::Rgb, "rgb(22 119 255 / 50%)"),
            (ColorFormat::Hsl, "hsla(215, 100%, 54.3%, .5)"),
            (ColorFormat::Hsb, "hsba(215, 91.4%, 100%, 0.5)"),
        ] {
            assert_eq!(convert(format, text).unwrap().hex, "#1677FF80", "{text}");
        }
        // Every field's text reads back as the same colour and opacity.
        for field in [&half.hex, &half.rgb, &half.hsl, &half.hsb] {
            assert_eq!(convert(ColorFormat::ALL[0], &half.hex).unwrap(), half);
            let format = match field.as_bytes()[0] {
                b'#' => ColorFormat::Hex,
                _ if field.starts_with("rgb") => ColorFormat::Rgb,
                _ if field.starts_with("hsl") => ColorFormat::Hsl,
                _ => ColorFormat::Hsb,
            };
            assert_eq!(convert(format, field).unwrap(), half, "{field}");
        }
        assert_eq!(
            convert(ColorFormat::Rgb, "rgba(1, 2, 3, 1.5)")
                .unwrap_err()
                .code(),
            "color.out_of_range"
        );
        assert_eq!(
            convert(ColorFormat::Rgb, "rgba(1, 2, 3, 0.5, 1)")
                .unwrap_err()
                .code(),
            "color.wrong_count"
        );
        // Every 8-bit opacity survives the round trip through its decimal text.
        for a in 0..=255u8 {
            let text = format!("rgba(0, 0, 0, {})", alpha_text(a));
            assert_eq!(parse_rgba(ColorFormat::Rgb, &text).unwrap().1, a, "{text}");
        }
    }

    #[test]
    fn clear_errors_for_bad_numbers() {
        let err = parse(ColorFormat::Rgb, "rgb(1, 2)").unwrap_err();
        assert_eq!(err.code(), "color.wrong_count");
        assert_eq!(
            err.params(),
            vec![
                ("expected", "3".to_owned()),
                ("example", "rgb(22, 119, 255)".to_owned())
            ]
        );
        assert_eq!(
            parse(ColorFormat::Cmyk, "1 2 3 4 5").unwrap_err().code(),
            "color.wrong_count"
        );
        let err = parse(ColorFormat::Rgb, "256, 0, 0").unwrap_err();
        assert_eq!(
            err,
            ColorError::OutOfRange {
                value: "256".into(),
                min: 0,
                max: 255
            }
        );
        assert_eq!(
            parse(ColorFormat::Hsl, "361 50 50").unwrap_err().code(),
            "color.out_of_range"
        );
        assert_eq!(
            parse(ColorFormat::Hsb, "10 -1 50").unwrap_err().code(),
            "color.out_of_range"
        );
        for bad in [
            "1e2 0 0", "inf 0 0", "NaN 0 0", "1..2 0 0", "abc 0 0", ". 0 0",
        ] {
            assert_eq!(
                parse(ColorFormat::Rgb, bad).unwrap_err().code(),
                "color.not_a_number",
                "{bad}"
            );
        }
        let long = "9".repeat(1000);
        assert!(parse(ColorFormat::Rgb, &long).is_err());
        assert!(parse(ColorFormat::Hex, &long).is_err());
    }

    #[test]
    fn hand_written_decimals_match_the_standard_library() {
        for text in [
            "0", "12", "12.5", ".5", "5.", "-3", "+7.25", "359.96", "0.001", "100.0",
        ] {
            assert_eq!(decimal(text), text.parse::<f64>().ok(), "{text}");
        }
        for bad in ["", ".", "-", "1.2.3", "1e2", "inf", "1 2", "１"] {
            assert_eq!(decimal(bad), None, "{bad}");
        }
        assert_eq!(trim_number(50.0, 1), "50");
        assert_eq!(trim_number(91.372, 1), "91.4");
        assert_eq!(trim_number(54.2857, 2), "54.29");
        assert_eq!(trim_number(0.05, 2), "0.05");
        assert_eq!(trim_number(1.0049, 3), "1.005");
        assert_eq!(trim_number(-0.0001, 1), "0");
        assert_eq!(trim_number(-2.5, 1), "-2.5");
    }

    #[test]
    fn contrast_ratios_match_wcag() {
        let white = rgb(255, 255, 255);
        let black = rgb(0, 0, 0);
        assert!((contrast_ratio(white, black) - 21.0).abs() < 1e-12);
        assert!((contrast_ratio(white, white) - 1.0).abs() < 1e-12);
        // #767676 is the classic lightest grey that passes AA on white (4.54:1).
        let grey = describe(rgb(0x76, 0x76, 0x76));
        assert!(
            (grey.contrast_white - 4.54).abs() < 0.005,
            "{}",
            grey.contrast_white
        );
        assert!(describe(rgb(0x77, 0x77, 0x77)).contrast_white < 4.5);
        let info = describe(rgb(22, 119, 255));
        // (L + 0.05) cancels out: the two ratios of any colour multiply to 21.
        assert!((info.contrast_white * info.contrast_black - 21.0).abs() < 1e-9);
        assert!((info.contrast_white - contrast_ratio(rgb(22, 119, 255), white)).abs() < 1e-12);
    }

    /// Every notation of `c` reads back as `c`.
    fn round_trips(c: Rgb) -> bool {
        ColorFormat::ALL
            .iter()
            .all(|&f| parse(f, &format(f, c)) == Ok(c))
    }

    #[test]
    fn a_grid_of_colours_round_trips() {
        // Every 17th level of each channel plus a few near the ends and the middle: 6,859
        // colours (the exhaustive test below covers the rest in release mode).
        let levels: Vec<u8> = (0..=255).step_by(17).chain([1, 128, 254]).collect();
        for &r in &levels {
            for &g in &levels {
                for &b in &levels {
                    assert!(round_trips(rgb(r, g, b)), "{r} {g} {b}");
                }
            }
        }
    }

    /// Run with `cargo test --release -p toolbox-core --lib every_colour -- --ignored`.
    #[test]
    #[ignore = "exhaustive: 16.7 million colours"]
    fn every_colour_round_trips_through_every_notation() {
        for v in 0..(1u32 << 24) {
            let [_, r, g, b] = v.to_be_bytes();
            assert!(round_trips(rgb(r, g, b)), "{r} {g} {b}");
        }
    }

    proptest! {
        #[test]
        fn random_colours_round_trip(r: u8, g: u8, b: u8) {
            prop_assert!(round_trips(rgb(r, g, b)));
        }

        #[test]
        fn hsb_and_hsl_agree(r: u8, g: u8, b: u8) {
            let c = rgb(r, g, b);
            let [h, s, v] = rgb_to_hsb(c);
            prop_assert_eq!(from_unit(hsb_to_rgb(h, s, v)), c);
            let [h, s, l] = rgb_to_hsl(c);
            prop_assert_eq!(from_unit(hsl_to_rgb(h, s, l)), c);
        }

        #[test]
        fn parsing_never_panics(text in "\\PC{0,40}", idx in 0usize..5) {
            let _ = convert(ColorFormat::ALL[idx], &text);
        }

        #[test]
        fn typed_numbers_in_range_always_give_a_colour(
            h in 0.0f64..=360.0, s in 0.0f64..=100.0, x in 0.0f64..=100.0
        ) {
            let text = format!("{h:.2}, {s:.2}%, {x:.2}%");
            prop_assert!(parse(ColorFormat::Hsb, &text).is_ok());
            prop_assert!(parse(ColorFormat::Hsl, &text).is_ok());
        }
    }
}
