//! The QR/barcode generator's entry point: a request (symbology, content, style) in, an SVG
//! document or a PNG file out. Both are drawn from one layout, so they look the same.

use super::barcode;
use super::draw::{Drawing, TextRun};
use super::font;
use super::qr::{self, QrEcLevel};
use crate::color::convert::{self as color, ColorFormat, Rgb};
use crate::error::CodedError;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum Symbology {
    Qr,
    Code128,
    Ean13,
    Ean8,
    UpcA,
    Code39,
    Itf14,
    Codabar,
}

impl Symbology {
    pub const ALL: [Symbology; 8] = [
        Symbology::Qr,
        Symbology::Code128,
        Symbology::Ean13,
        Symbology::Ean8,
        Symbology::UpcA,
        Symbology::Code39,
        Symbology::Itf14,
        Symbology::Codabar,
    ];
}

/// Everything the generator needs. Options that do not apply to the symbology are ignored.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct CodeRequest {
    pub symbology: Symbology,
    /// The content: any text for QR codes (UTF-8), digits or characters for barcodes.
    pub text: String,
    /// QR only: how much of the symbol may be damaged and still read (L 7% … H 30%).
    pub ec_level: QrEcLevel,
    /// QR only: width and height of the image in pixels (64 to 4,000).
    pub size: u32,
    /// QR only: the light border around the code, in modules (0 to 20; 4 is the standard).
    pub margin: u32,
    /// Barcodes only: width of the narrowest bar in pixels (1 to 10).
    pub module_width: u32,
    /// Barcodes only: height of the bars in pixels (10 to 1,000).
    pub bar_height: u32,
    /// Barcodes only: print the human-readable text under the bars.
    pub show_text: bool,
    /// Colour of the bars and modules, `#RRGGBB`.
    pub foreground: String,
    /// Colour of the background, `#RRGGBB`.
    pub background: String,
}

impl CodeRequest {
    /// A black-on-white code with the usual settings.
    pub fn new(symbology: Symbology, text: &str) -> Self {
        CodeRequest {
            symbology,
            text: text.to_owned(),
            ec_level: QrEcLevel::M,
            size: 512,
            margin: 4,
            module_width: 2,
            bar_height: 100,
            show_text: true,
            foreground: "#000000".to_owned(),
            background: "#FFFFFF".to_owned(),
        }
    }
}

/// A generated code as SVG, with what the preview shows about it.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct CodeImage {
    /// A complete, standalone SVG document.
    pub svg: String,
    /// Pixel size of the SVG and of the PNG.
    pub width: u32,
    pub height: u32,
    /// What a scanner reads back: the input with a computed check digit, Codabar start and stop
    /// characters, and spaces removed from digit-only symbologies.
    pub content: String,
    /// QR only: the version (1 to 40, i.e. 21 to 177 modules a side).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub qr_version: Option<u8>,
    /// Advice that does not stop the code from being made: `code.low_contrast`, `code.inverted`,
    /// `code.code39_full_ascii`.
    pub warnings: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    #[error("nothing to encode")]
    Empty,
    #[error("too long for a QR code")]
    QrTooLong { level: QrEcLevel, max_bytes: u32 },
    #[error("image too small for the code")]
    SizeTooSmall { min: u32 },
    #[error("invalid character")]
    InvalidChar { character: String, position: usize },
    #[error("wrong number of digits")]
    WrongLength {
        length: usize,
        without_check: usize,
        with_check: usize,
    },
    #[error("wrong check digit")]
    BadCheckDigit { expected: char, given: char },
    #[error("too long")]
    TooLong { length: usize, max: usize },
    #[error("Codabar start/stop characters at one end only")]
    CodabarStartStop,
    /// One character between start and stop: ZXing-based readers (most phone scanners) reject
    /// such a short Codabar as a likely misread, so it is refused rather than drawn unreadable.
    #[error("Codabar needs at least two characters")]
    CodabarTooShort,
    #[error("invalid colour")]
    InvalidColor { value: String },
    #[error("option out of range")]
    OptionOutOfRange {
        option: &'static str,
        min: u32,
        max: u32,
    },
    #[error("no SSID")]
    WifiNoSsid,
    #[error("no password")]
    WifiNoPassword,
    #[error("empty contact")]
    ContactEmpty,
    #[error("the image could not be encoded")]
    EncodeFailed,
}

impl CodedError for CodeError {
    fn code(&self) -> &'static str {
        match self {
            CodeError::Empty => "code.empty",
            CodeError::QrTooLong { .. } => "code.qr_too_long",
            CodeError::SizeTooSmall { .. } => "code.size_too_small",
            CodeError::InvalidChar { .. } => "code.invalid_char",
            CodeError::WrongLength { .. } => "code.wrong_length",
            CodeError::BadCheckDigit { .. } => "code.bad_check_digit",
            CodeError::TooLong { .. } => "code.too_long",
            CodeError::CodabarStartStop => "code.codabar_start_stop",
            CodeError::CodabarTooShort => "code.codabar_too_short",
            CodeError::InvalidColor { .. } => "code.invalid_color",
            CodeError::OptionOutOfRange { .. } => "code.option_out_of_range",
            CodeError::WifiNoSsid => "code.wifi_no_ssid",
            CodeError::WifiNoPassword => "code.wifi_no_password",
            CodeError::ContactEmpty => "code.contact_empty",
            CodeError::EncodeFailed => "code.encode_failed",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            CodeError::QrTooLong { level, max_bytes } => vec![
                ("level", format!("{level:?}")),
                ("max", max_bytes.to_string()),
            ],
            CodeError::SizeTooSmall { min } => vec![("min", min.to_string())],
            CodeError::InvalidChar {
                character,
                position,
            } => vec![
                ("char", character.clone()),
                ("position", position.to_string()),
            ],
            CodeError::WrongLength {
                length,
                without_check,
                with_check,
            } => vec![
                ("length", length.to_string()),
                ("without", without_check.to_string()),
                ("with", with_check.to_string()),
            ],
            CodeError::BadCheckDigit { expected, given } => vec![
                ("expected", expected.to_string()),
                ("given", given.to_string()),
            ],
            CodeError::TooLong { length, max } => {
                vec![("length", length.to_string()), ("max", max.to_string())]
            }
            CodeError::InvalidColor { value } => vec![("value", value.clone())],
            CodeError::OptionOutOfRange { option, min, max } => vec![
                ("option", (*option).to_owned()),
                ("min", min.to_string()),
                ("max", max.to_string()),
            ],
            CodeError::Empty
            | CodeError::CodabarStartStop
            | CodeError::CodabarTooShort
            | CodeError::WifiNoSsid
            | CodeError::WifiNoPassword
            | CodeError::ContactEmpty
            | CodeError::EncodeFailed => Vec::new(),
        }
    }
}

pub const QR_SIZE: (u32, u32) = (64, 4000);
pub const QR_MARGIN: (u32, u32) = (0, 20);
pub const MODULE_WIDTH: (u32, u32) = (1, 10);
pub const BAR_HEIGHT: (u32, u32) = (10, 1000);

/// Lays the code out once; `svg` and `png` both draw from this.
pub fn layout(request: &CodeRequest) -> Result<(Drawing, CodeImageInfo), CodeError> {
    let foreground = parse_color(&request.foreground)?;
    let background = parse_color(&request.background)?;
    let mut warnings = Vec::new();
    let (lf, lb) = (
        color::relative_luminance(foreground),
        color::relative_luminance(background),
    );
    if lf > lb {
        warnings.push("code.inverted".to_owned());
    }
    if color::contrast_ratio(foreground, background) < 3.0 {
        warnings.push("code.low_contrast".to_owned());
    }
    let mut drawing = Drawing::new(foreground, background);
    let (content, qr_version) = if request.symbology == Symbology::Qr {
        check("size", request.size, QR_SIZE)?;
        check("margin", request.margin, QR_MARGIN)?;
        let matrix = qr::encode(&request.text, request.ec_level)?;
        layout_qr(&mut drawing, &matrix, request.size, request.margin)?;
        (request.text.clone(), Some(matrix.version))
    } else {
        check("moduleWidth", request.module_width, MODULE_WIDTH)?;
        check("barHeight", request.bar_height, BAR_HEIGHT)?;
        let linear = barcode::encode(request.symbology, &request.text)?;
        if request.symbology == Symbology::Code39
            && barcode::code39_looks_full_ascii(&linear.content)
        {
            warnings.push("code.code39_full_ascii".to_owned());
        }
        layout_linear(
            &mut drawing,
            &linear,
            request.module_width,
            request.bar_height,
            request.show_text,
        );
        (linear.content, None)
    };
    Ok((
        drawing,
        CodeImageInfo {
            content,
            qr_version,
            warnings,
        },
    ))
}

/// What `layout` knows besides the drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeImageInfo {
    pub content: String,
    pub qr_version: Option<u8>,
    pub warnings: Vec<String>,
}

/// Generates the code as an SVG document.
pub fn svg(request: &CodeRequest) -> Result<CodeImage, CodeError> {
    let (drawing, info) = layout(request)?;
    Ok(CodeImage {
        svg: drawing.to_svg(),
        width: drawing.width,
        height: drawing.height,
        content: info.content,
        qr_version: info.qr_version,
        warnings: info.warnings,
    })
}

/// Generates the code as a PNG file (8-bit RGB).
pub fn png(request: &CodeRequest) -> Result<Vec<u8>, CodeError> {
    let (drawing, _) = layout(request)?;
    drawing.to_png().map_err(|_| CodeError::EncodeFailed)
}

fn parse_color(text: &str) -> Result<Rgb, CodeError> {
    color::parse(ColorFormat::Hex, text).map_err(|_| CodeError::InvalidColor {
        value: text.chars().take(20).collect(),
    })
}

fn check(option: &'static str, value: u32, (min, max): (u32, u32)) -> Result<(), CodeError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(CodeError::OptionOutOfRange { option, min, max })
    }
}

/// Whole pixels per module, the leftover pixels spread around the margin so the image is
/// exactly `size` square and every module edge is sharp.
fn layout_qr(
    drawing: &mut Drawing,
    matrix: &qr::QrMatrix,
    size: u32,
    margin: u32,
) -> Result<(), CodeError> {
    let modules = matrix.width + 2 * margin;
    let px = size / modules;
    if px == 0 {
        return Err(CodeError::SizeTooSmall { min: modules });
    }
    drawing.width = size;
    drawing.height = size;
    let offset = (size - px * modules) / 2 + margin * px;
    for y in 0..matrix.width {
        let mut x = 0;
        while x < matrix.width {
            if !matrix.is_dark(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < matrix.width && matrix.is_dark(x, y) {
                x += 1;
            }
            drawing.rect(offset + start * px, offset + y * px, (x - start) * px, px);
        }
    }
    Ok(())
}

/// The font size of human-readable digits, in modules (cap height ≈ 7.9 modules, as on retail
/// EAN-13 labels), and the smaller size of UPC-A's outer digits.
const DIGIT_EM: f32 = 11.0;
const SMALL_DIGIT_EM: f32 = 8.0;
/// The font size of centred text (Code 128, Code 39, Codabar, ITF-14), in modules, at most.
const TEXT_EM: f32 = 10.0;
/// How far EAN/UPC guard bars reach below the others, in modules.
const GUARD_EXTENSION: u32 = 5;
/// Light space above and below the symbol, in modules.
const PAD_Y: u32 = 4;
/// ITF-14 bearer bars' thickness, in modules.
const BEARER: u32 = 4;

fn layout_linear(
    drawing: &mut Drawing,
    code: &barcode::Linear,
    x: u32,
    bar_height: u32,
    show_text: bool,
) {
    let total_modules = code.quiet_left + code.width + code.quiet_right;
    drawing.width = total_modules * x;
    let mut y = PAD_Y * x;
    let bearer = if code.bearer { BEARER * x } else { 0 };
    if code.bearer {
        drawing.rect(0, y, drawing.width, bearer);
        y += bearer;
    }
    let extension = if show_text && code.hri.iter().any(|h| h.placed) {
        GUARD_EXTENSION * x
    } else {
        0
    };
    let left = code.quiet_left * x;
    for bar in &code.bars {
        let h = bar_height + if bar.extended { extension } else { 0 };
        drawing.rect(left + bar.start * x, y, bar.width * x, h);
    }
    y += bar_height;
    if code.bearer {
        drawing.rect(0, y, drawing.width, bearer);
        y += bearer;
    }
    if show_text && !code.hri.is_empty() {
        let xf = x as f32;
        let gap = xf;
        let mut bottom = y as f32;
        // Free-standing text is shrunk to the width of the bars if it would be wider.
        let centered_em = code
            .hri
            .iter()
            .filter(|h| !h.placed)
            .map(|h| code.width as f32 / font::advance_em(&h.text))
            .fold(TEXT_EM, f32::min);
        for h in &code.hri {
            let em = if !h.placed {
                centered_em
            } else if h.small {
                SMALL_DIGIT_EM
            } else {
                DIGIT_EM
            } * xf;
            let baseline = y as f32 + gap + font::CAP_HEIGHT * em;
            let center = left as f32 + h.center * xf;
            bottom = bottom.max(baseline + font::DESCENT * em);
            drawing.texts.push(TextRun {
                text: h.text.clone(),
                center_x: center,
                baseline,
                em,
            });
        }
        y = bottom.ceil() as u32;
    }
    drawing.height = y + PAD_Y * x;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qr_images_have_the_requested_size_and_sharp_modules() {
        let mut request = CodeRequest::new(Symbology::Qr, "https://example.com/");
        request.size = 300;
        let image = svg(&request).unwrap();
        assert_eq!((image.width, image.height), (300, 300));
        assert_eq!(image.qr_version, Some(2));
        assert!(
            image
                .svg
                .starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        );
        request.size = 64;
        request.text = "x".repeat(1000);
        let err = svg(&request).unwrap_err();
        let modules = qr::encode(&request.text, request.ec_level).unwrap().width + 8;
        assert_eq!(err, CodeError::SizeTooSmall { min: modules });
        request.size = modules;
        assert_eq!(svg(&request).unwrap().width, modules);
    }

    #[test]
    fn options_are_checked() {
        let mut request = CodeRequest::new(Symbology::Qr, "hi");
        request.size = 5000;
        assert_eq!(
            svg(&request).unwrap_err(),
            CodeError::OptionOutOfRange {
                option: "size",
                min: 64,
                max: 4000
            }
        );
        let mut request = CodeRequest::new(Symbology::Ean13, "590123412345");
        request.module_width = 0;
        assert_eq!(
            svg(&request).unwrap_err().code(),
            "code.option_out_of_range"
        );
        let mut request = CodeRequest::new(Symbology::Ean13, "590123412345");
        // CSS colour names are accepted ("black"); a word that names no colour is not.
        request.foreground = "blackish".into();
        assert_eq!(
            svg(&request).unwrap_err(),
            CodeError::InvalidColor {
                value: "blackish".into()
            }
        );
    }

    #[test]
    fn colour_advice() {
        let mut request = CodeRequest::new(Symbology::Qr, "hi");
        assert!(svg(&request).unwrap().warnings.is_empty());
        request.foreground = "#FFFFFF".into();
        request.background = "#000000".into();
        assert_eq!(svg(&request).unwrap().warnings, vec!["code.inverted"]);
        request.foreground = "#777777".into();
        request.background = "#888888".into();
        assert_eq!(svg(&request).unwrap().warnings, vec!["code.low_contrast"]);
    }

    #[test]
    fn code39_pairs_that_full_ascii_readers_change_are_flagged() {
        let warned = |text: &str| {
            svg(&CodeRequest::new(Symbology::Code39, text))
                .unwrap()
                .warnings
                .contains(&"code.code39_full_ascii".to_owned())
        };
        assert!(warned("A+B"));
        assert!(warned("X/L1"));
        assert!(!warned("A+1"));
        assert!(!warned("CODE-39 $/+%."));
    }

    #[test]
    fn barcode_images_have_quiet_zones_and_text_room() {
        let request = CodeRequest::new(Symbology::Ean13, "5901234123457");
        let image = svg(&request).unwrap();
        assert_eq!(image.content, "5901234123457");
        // 11 + 95 + 7 modules of 2 px.
        assert_eq!(image.width, 226);
        assert!(image.height > 100 + 2 * 8 + 20, "{}", image.height);
        let mut no_text = request.clone();
        no_text.show_text = false;
        assert_eq!(svg(&no_text).unwrap().height, 100 + 2 * 8);
    }

    #[test]
    fn png_and_svg_agree_on_size() {
        for symbology in Symbology::ALL {
            let text = match symbology {
                Symbology::Ean13 => "400638133393",
                Symbology::Ean8 => "9638507",
                Symbology::UpcA => "03600029145",
                Symbology::Itf14 => "1540014128876",
                Symbology::Codabar => "A40156B",
                _ => "HELLO-123",
            };
            let request = CodeRequest::new(symbology, text);
            let image = svg(&request).unwrap();
            let png = png(&request).unwrap();
            let decoder = ::png::Decoder::new(std::io::Cursor::new(png));
            let reader = decoder.read_info().unwrap();
            let info = reader.info();
            assert_eq!((info.width, info.height), (image.width, image.height));
        }
    }
}
