//! Colours, QR codes and every barcode symbology, the Wi-Fi/contact payloads, UUIDs and the
//! xlsx export.

use arbitrary::Unstructured;
use toolbox_core::codes::generate::{self, CodeRequest, Symbology};
use toolbox_core::codes::payload::{self, ContactOptions, WifiOptions, WifiSecurity};
use toolbox_core::codes::qr::QrEcLevel;
use toolbox_core::codes::uuid::{self, UuidOptions, UuidVersion};
use toolbox_core::color::convert::{self as color_convert, ColorFormat};
use toolbox_core::export::xlsx;

use crate::{flag, pick, rest_text, short_text};

/// Text typed into one colour field (`#ff8800`, `rgb(...)`, `hsl(...)`, `cmyk(...)`, names).
pub fn color(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let format = pick(&mut u, &ColorFormat::ALL);
    if let Ok(info) = color_convert::convert(format, &rest_text(u)) {
        // Whatever was read is shown in every notation; each must read back (copying a field
        // into another never fails).
        let fields = [
            (ColorFormat::Hex, &info.hex),
            (ColorFormat::Rgb, &info.rgb),
            (ColorFormat::Hsb, &info.hsb),
            (ColorFormat::Hsl, &info.hsl),
            (ColorFormat::Cmyk, &info.cmyk),
        ];
        for (f, text) in fields {
            assert!(
                color_convert::convert(f, text).is_ok(),
                "{text:?} does not read back"
            );
        }
    }
}

/// Mostly sizes a user can choose (quick to draw), sometimes any number (the range checks).
fn size(u: &mut Unstructured<'_>, usual: std::ops::RangeInclusive<u32>) -> u32 {
    if flag(u) {
        u.arbitrary().unwrap_or(0)
    } else {
        u.int_in_range(usual).unwrap_or(0)
    }
}

fn colour(u: &mut Unstructured<'_>) -> String {
    if flag(u) {
        short_text(u, 10)
    } else {
        let rgb: [u8; 3] = u.arbitrary().unwrap_or([0; 3]);
        format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2])
    }
}

fn request(u: &mut Unstructured<'_>) -> CodeRequest {
    CodeRequest {
        symbology: pick(u, &Symbology::ALL),
        ec_level: pick(u, &[QrEcLevel::L, QrEcLevel::M, QrEcLevel::Q, QrEcLevel::H]),
        size: size(u, 0..=300),
        margin: size(u, 0..=21),
        module_width: size(u, 0..=4),
        bar_height: size(u, 0..=60),
        show_text: flag(u),
        foreground: colour(u),
        background: colour(u),
        text: String::new(),
    }
}

/// A QR code or barcode of any symbology, as SVG and PNG, from any payload and options.
pub fn codes(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let mut req = request(&mut u);
    // One output per input: both lay out the same code, and a version-40 QR code's mask choice
    // takes most of a second under the fuzzer's instrumentation (milliseconds in a real build).
    let as_svg = flag(&mut u);
    req.text = rest_text(u);
    if as_svg {
        let _ = generate::svg(&req);
    } else {
        let _ = generate::png(&req);
    }
}

/// The Wi-Fi and contact forms, and the QR code of what they produce.
pub fn payloads(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let text = if flag(&mut u) {
        payload::wifi_text(&WifiOptions {
            ssid: short_text(&mut u, 40),
            password: short_text(&mut u, 70),
            security: pick(
                &mut u,
                &[WifiSecurity::Wpa, WifiSecurity::Wep, WifiSecurity::None],
            ),
            hidden: flag(&mut u),
        })
    } else {
        let mut field = || short_text(&mut u, 60);
        payload::contact_text(&ContactOptions {
            name: field(),
            phone: field(),
            email: field(),
            organization: field(),
            title: field(),
            address: field(),
            url: field(),
            note: field(),
        })
    };
    if let Ok(text) = text {
        let mut req = request(&mut u);
        req.symbology = Symbology::Qr;
        req.size = 64;
        req.text = text;
        let _ = generate::svg(&req);
    }
}

/// The quantity field, UUID generation with any options, and the xlsx export of lines.
pub fn uuid_xlsx(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let options = UuidOptions {
        version: pick(&mut u, &[UuidVersion::V1, UuidVersion::V4, UuidVersion::V7]),
        quantity: size(&mut u, 0..=50),
        uppercase: flag(&mut u),
        hyphens: flag(&mut u),
    };
    let now: u64 = u.arbitrary().unwrap_or(0);
    let mut seed: u8 = u.arbitrary().unwrap_or(0);
    let _ = uuid::generate(&options, now, &mut |buf: &mut [u8]| {
        for b in buf {
            seed = seed.wrapping_mul(31).wrapping_add(7);
            *b = seed;
        }
    });
    let header = short_text(&mut u, 40);
    let sheet = short_text(&mut u, 40);
    let text = rest_text(u);
    let _ = uuid::parse_quantity(&text);
    let rows: Vec<String> = text.lines().map(str::to_owned).collect();
    let _ = xlsx::single_column(&header, &rows, &sheet);
}
