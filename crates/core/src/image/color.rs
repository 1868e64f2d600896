//! Colour conversions: sRGB ↔ OKLab (a perceptual space where equal distances look about equally
//! different), scaled ×100 so that a distance of about 1 is a just-noticeable difference.

use std::sync::OnceLock;

/// sRGB byte → linear light, as a table (the transfer function is the expensive part).
fn linear_table() -> &'static [f32; 256] {
    static TABLE: OnceLock<[f32; 256]> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = [0.0f32; 256];
        for (i, v) in t.iter_mut().enumerate() {
            let c = i as f32 / 255.0;
            *v = if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            };
        }
        t
    })
}

/// Linear light → sRGB byte (rounded, clamped).
pub fn linear_to_srgb_u8(v: f32) -> u8 {
    let v = v.clamp(0.0, 1.0);
    let s = if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    };
    (s * 255.0 + 0.5) as u8
}

pub fn srgb_to_linear(c: u8) -> f32 {
    linear_table()[c as usize]
}

/// A colour in OKLab ×100: `l` from 0 (black) to 100 (white), `a` green–red, `b` blue–yellow.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Lab {
    pub l: f32,
    pub a: f32,
    pub b: f32,
}

impl Lab {
    pub fn dist2(self, o: Lab) -> f32 {
        let (dl, da, db) = (self.l - o.l, self.a - o.a, self.b - o.b);
        dl * dl + da * da + db * db
    }

    pub fn dist(self, o: Lab) -> f32 {
        self.dist2(o).sqrt()
    }

    pub fn lerp(self, o: Lab, t: f32) -> Lab {
        Lab {
            l: self.l + (o.l - self.l) * t,
            a: self.a + (o.a - self.a) * t,
            b: self.b + (o.b - self.b) * t,
        }
    }
}

/// Cube root good to about 1e-6 relative for the range used here (0..=1), much faster than
/// `f32::cbrt` on wasm: a bit-level first guess refined by two Newton steps.
fn cbrt(x: f32) -> f32 {
    if x <= 0.0 {
        return 0.0;
    }
    let mut y = f32::from_bits(x.to_bits() / 3 + 709_921_077);
    y = (2.0 * y + x / (y * y)) / 3.0;
    y = (2.0 * y + x / (y * y)) / 3.0;
    (2.0 * y + x / (y * y)) / 3.0
}

/// Linear-light RGB (0..=1) → OKLab ×100 (Björn Ottosson's published matrices).
pub fn linear_to_lab(r: f32, g: f32, b: f32) -> Lab {
    let l = 0.412_221_46 * r + 0.536_332_55 * g + 0.051_445_995 * b;
    let m = 0.211_903_5 * r + 0.680_699_5 * g + 0.107_396_96 * b;
    let s = 0.088_302_46 * r + 0.281_718_85 * g + 0.629_978_7 * b;
    let (l, m, s) = (cbrt(l), cbrt(m), cbrt(s));
    Lab {
        l: 100.0 * (0.210_454_26 * l + 0.793_617_8 * m - 0.004_072_047 * s),
        a: 100.0 * (1.977_998_5 * l - 2.428_592_2 * m + 0.450_593_7 * s),
        b: 100.0 * (0.025_904_037 * l + 0.782_771_77 * m - 0.808_675_77 * s),
    }
}

pub fn srgb_to_lab(rgb: [u8; 3]) -> Lab {
    linear_to_lab(
        srgb_to_linear(rgb[0]),
        srgb_to_linear(rgb[1]),
        srgb_to_linear(rgb[2]),
    )
}

/// OKLab ×100 → sRGB bytes (out-of-gamut values are clamped).
pub fn lab_to_srgb(c: Lab) -> [u8; 3] {
    let (l, a, b) = (c.l / 100.0, c.a / 100.0, c.b / 100.0);
    let l_ = l + 0.396_337_78 * a + 0.215_803_76 * b;
    let m_ = l - 0.105_561_346 * a - 0.063_854_17 * b;
    let s_ = l - 0.089_484_18 * a - 1.291_485_5 * b;
    let (l3, m3, s3) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_);
    let r = 4.076_741_7 * l3 - 3.307_711_6 * m3 + 0.230_969_94 * s3;
    let g = -1.268_438 * l3 + 2.609_757_4 * m3 - 0.341_319_38 * s3;
    let bl = -0.004_196_086_3 * l3 - 0.703_418_6 * m3 + 1.707_614_7 * s3;
    [
        linear_to_srgb_u8(r),
        linear_to_srgb_u8(g),
        linear_to_srgb_u8(bl),
    ]
}

/// Parses `#rgb` or `#rrggbb` (the `#` is optional, case-insensitive).
pub fn parse_hex(text: &str) -> Option<[u8; 3]> {
    let hex = text.trim().trim_start_matches('#');
    let digits: Vec<u8> = hex
        .chars()
        .map(|c| c.to_digit(16).map(|d| d as u8))
        .collect::<Option<_>>()?;
    match digits.as_slice() {
        [r, g, b] => Some([r * 17, g * 17, b * 17]),
        [r1, r2, g1, g2, b1, b2] => Some([r1 * 16 + r2, g1 * 16 + g2, b1 * 16 + b2]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn white_and_black_are_the_ends_of_lightness() {
        let w = srgb_to_lab([255, 255, 255]);
        assert!(
            (w.l - 100.0).abs() < 0.05 && w.a.abs() < 0.05 && w.b.abs() < 0.05,
            "{w:?}"
        );
        let k = srgb_to_lab([0, 0, 0]);
        assert!(k.l.abs() < 1e-3);
    }

    #[test]
    fn round_trips_through_oklab() {
        for rgb in [[67, 142, 219], [255, 0, 0], [12, 200, 90], [128, 128, 128]] {
            assert_eq!(lab_to_srgb(srgb_to_lab(rgb)), rgb);
        }
    }

    #[test]
    fn fast_cube_root_is_accurate() {
        for i in 1..1000 {
            let x = i as f32 / 1000.0;
            assert!((cbrt(x) - x.cbrt()).abs() < 1e-5, "{x}");
        }
        assert_eq!(cbrt(0.0), 0.0);
    }

    #[test]
    fn parses_hex_colours() {
        assert_eq!(parse_hex("#438EDB"), Some([0x43, 0x8E, 0xDB]));
        assert_eq!(parse_hex("fff"), Some([255, 255, 255]));
        assert_eq!(parse_hex("#12345"), None);
        assert_eq!(parse_hex("#ggg"), None);
        assert_eq!(parse_hex(""), None);
    }

    proptest! {
        #[test]
        fn any_colour_round_trips_within_one_step(r: u8, g: u8, b: u8) {
            let back = lab_to_srgb(srgb_to_lab([r, g, b]));
            for (x, y) in back.iter().zip([r, g, b]) {
                prop_assert!((i16::from(*x) - i16::from(y)).abs() <= 1);
            }
        }

        #[test]
        fn hex_parser_never_panics(s in ".{0,12}") {
            let _ = parse_hex(&s);
        }
    }
}
