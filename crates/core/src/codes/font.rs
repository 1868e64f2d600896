//! The font of the human-readable line under barcodes (Noto Sans Mono, printable ASCII; see
//! `data/README.md`), drawn as outlines: SVG path data for the vector file and coverage values
//! for the PNG, so both show the same glyphs whatever fonts the viewer has.

use std::fmt::Write as _;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, OutlineCurve, Point, PxScale, point};

static FONT_DATA: &[u8] = include_bytes!("../../data/code-font.ttf");

/// Height of capitals and digits, as a fraction of the font size (the em).
pub const CAP_HEIGHT: f32 = 0.714;
/// Depth of descenders (g, p, y), as a fraction of the em.
pub const DESCENT: f32 = 0.25;
/// Every glyph of a monospaced font advances by this fraction of the em.
const ADVANCE: f32 = 0.6;

fn font() -> Option<&'static FontRef<'static>> {
    static FONT: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_DATA).ok())
        .as_ref()
}

/// Width of `text` in ems.
pub fn advance_em(text: &str) -> f32 {
    text.chars().count().max(1) as f32 * ADVANCE
}

/// Glyphs of `text` centred on `center_x`, sitting on `baseline`, `em` pixels high:
/// (glyph id, pen x) pairs. Characters the font lacks (controls) are left out.
fn placed(text: &str, center_x: f32, em: f32) -> Vec<(ab_glyph::GlyphId, f32)> {
    let Some(font) = font() else {
        return Vec::new();
    };
    let start = center_x - advance_em(text) * em / 2.0;
    text.chars()
        .enumerate()
        .filter(|(_, c)| c.is_ascii_graphic())
        .map(|(i, c)| (font.glyph_id(c), start + i as f32 * ADVANCE * em))
        .collect()
}

/// Appends SVG path data for `text` to `out`.
pub fn svg_path(out: &mut String, text: &str, center_x: f32, baseline: f32, em: f32) {
    let Some(font) = font() else { return };
    let k = em / font.units_per_em().unwrap_or(1000.0);
    for (id, pen) in placed(text, center_x, em) {
        let Some(outline) = font.outline(id) else {
            continue;
        };
        let map = |p: &Point| (pen + p.x * k, baseline - p.y * k);
        let mut last: Option<Point> = None;
        for curve in &outline.curves {
            let (first, end) = match curve {
                OutlineCurve::Line(a, b) | OutlineCurve::Quad(a, _, b) => (*a, *b),
                OutlineCurve::Cubic(a, _, _, b) => (*a, *b),
            };
            if last != Some(first) {
                if last.is_some() {
                    out.push('Z');
                }
                let (x, y) = map(&first);
                let _ = write!(out, "M{}{}", num(x), signed(y));
            }
            match curve {
                OutlineCurve::Line(_, b) => {
                    let (x, y) = map(b);
                    let _ = write!(out, "L{}{}", num(x), signed(y));
                }
                OutlineCurve::Quad(_, c, b) => {
                    let ((cx, cy), (x, y)) = (map(c), map(b));
                    let _ = write!(out, "Q{}{}{}{}", num(cx), signed(cy), signed(x), signed(y));
                }
                OutlineCurve::Cubic(_, c1, c2, b) => {
                    let ((ax, ay), (bx, by), (x, y)) = (map(c1), map(c2), map(b));
                    let _ = write!(
                        out,
                        "C{}{}{}{}{}{}",
                        num(ax),
                        signed(ay),
                        signed(bx),
                        signed(by),
                        signed(x),
                        signed(y)
                    );
                }
            }
            last = Some(end);
        }
        if last.is_some() {
            out.push('Z');
        }
    }
}

/// Calls `plot(x, y, coverage)` for every pixel `text` touches (coverage 0 to 1).
pub fn raster(
    text: &str,
    center_x: f32,
    baseline: f32,
    em: f32,
    mut plot: impl FnMut(i64, i64, f32),
) {
    let Some(font) = font() else { return };
    let scale = PxScale::from(em * font.height_unscaled() / font.units_per_em().unwrap_or(1000.0));
    for (id, pen) in placed(text, center_x, em) {
        let glyph = id.with_scale_and_position(scale, point(pen, baseline));
        if let Some(outlined) = font.outline_glyph(glyph) {
            let min = outlined.px_bounds().min;
            outlined.draw(|x, y, c| {
                plot(
                    min.x as i64 + i64::from(x),
                    min.y as i64 + i64::from(y),
                    c.min(1.0),
                );
            });
        }
    }
}

/// A coordinate with at most two decimals and no trailing zeros.
fn num(v: f32) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

/// `num` with the separator SVG needs before a non-negative number.
fn signed(v: f32) -> String {
    let s = num(v);
    if s.starts_with('-') {
        s
    } else {
        format!(" {s}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_constants_match_the_embedded_font() {
        let font = font().expect("the embedded font parses");
        let upem = font.units_per_em().unwrap();
        let zero = font.glyph_id('0');
        assert!((font.h_advance_unscaled(zero) / upem - ADVANCE).abs() < 1e-6);
        assert!((font.h_advance_unscaled(font.glyph_id('W')) / upem - ADVANCE).abs() < 1e-6);
        let digit = font.outline(zero).unwrap().bounds;
        // Digits reach the cap height (within overshoot) and sit on the baseline.
        // ab_glyph keeps unscaled bounds y-flipped: `min.y` is the top, `max.y` the bottom.
        assert!(
            (digit.min.y / upem - CAP_HEIGHT).abs() < 0.02,
            "{:?}",
            digit
        );
        let g = font.outline(font.glyph_id('g')).unwrap().bounds;
        assert!(-g.max.y / upem <= DESCENT, "{:?}", g);
        // Every printable ASCII character has a glyph.
        for c in ' '..='~' {
            assert_ne!(font.glyph_id(c).0, 0, "{c:?}");
        }
    }

    #[test]
    fn svg_paths_are_closed_and_numeric() {
        let mut out = String::new();
        svg_path(&mut out, "08", 50.0, 20.0, 10.0);
        assert!(out.starts_with('M'));
        assert!(out.ends_with('Z'));
        // "0" and "8" both have inner counters: at least four closed contours.
        assert!(out.matches('Z').count() >= 4, "{out}");
        assert!(
            out.chars()
                .all(|c| c.is_ascii_digit() || "MLQCZ .-".contains(c))
        );
    }

    #[test]
    fn raster_stays_near_the_text_box() {
        let mut touched = Vec::new();
        raster("1", 10.0, 20.0, 10.0, |x, y, c| {
            if c > 0.5 {
                touched.push((x, y));
            }
        });
        assert!(!touched.is_empty());
        for (x, y) in touched {
            assert!((7..=13).contains(&x) && (12..=20).contains(&y), "{x} {y}");
        }
    }
}
