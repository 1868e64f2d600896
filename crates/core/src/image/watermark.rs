//! Where watermarks go: one mark at one of nine anchors, or a brick pattern of marks covering
//! the whole image at any rotation. The browser draws them (text rendering is its strength);
//! this decides the centres so that preview and full-size export agree exactly.

/// Nine anchors of a single watermark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum Anchor {
    TopLeft,
    Top,
    TopRight,
    Left,
    Center,
    Right,
    BottomLeft,
    Bottom,
    BottomRight,
}

#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum Placement {
    /// One mark at `anchor`, `margin` pixels from the edges.
    Single { anchor: Anchor, margin: f64 },
    /// Marks repeated over the whole image, `gap_x`/`gap_y` pixels apart (between the marks'
    /// boxes, measured along the rotated rows), every other row shifted by half a step.
    Tiled {
        #[serde(rename = "gapX")]
        gap_x: f64,
        #[serde(rename = "gapY")]
        gap_y: f64,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct WatermarkLayout {
    /// Image size.
    pub width: f64,
    pub height: f64,
    /// Unrotated size of one mark.
    pub mark_width: f64,
    pub mark_height: f64,
    /// Clockwise, in degrees.
    pub rotation: f64,
    pub placement: Placement,
}

/// Never more marks than this (a tiny mark on a huge image would be millions).
pub const MAX_MARKS: usize = 5_000;

/// The centres of the marks, in image pixels. Empty for degenerate input.
pub fn centres(l: &WatermarkLayout) -> Vec<(f64, f64)> {
    let finite = [l.width, l.height, l.mark_width, l.mark_height, l.rotation]
        .iter()
        .all(|v| v.is_finite());
    if !finite || l.width <= 0.0 || l.height <= 0.0 || l.mark_width <= 0.0 || l.mark_height <= 0.0 {
        return Vec::new();
    }
    let (sin, cos) = l.rotation.to_radians().sin_cos();
    // Half extents of the rotated mark's bounding box.
    let hx = (l.mark_width * cos.abs() + l.mark_height * sin.abs()) / 2.0;
    let hy = (l.mark_width * sin.abs() + l.mark_height * cos.abs()) / 2.0;
    match l.placement {
        Placement::Single { anchor, margin } => {
            let margin = if margin.is_finite() {
                margin.max(0.0)
            } else {
                0.0
            };
            let (fx, fy) = match anchor {
                Anchor::TopLeft => (0, 0),
                Anchor::Top => (1, 0),
                Anchor::TopRight => (2, 0),
                Anchor::Left => (0, 1),
                Anchor::Center => (1, 1),
                Anchor::Right => (2, 1),
                Anchor::BottomLeft => (0, 2),
                Anchor::Bottom => (1, 2),
                Anchor::BottomRight => (2, 2),
            };
            let place = |f: i32, size: f64, half: f64| match f {
                0 => margin + half,
                1 => size / 2.0,
                _ => size - margin - half,
            };
            vec![(place(fx, l.width, hx), place(fy, l.height, hy))]
        }
        Placement::Tiled { gap_x, gap_y } => {
            let gap_x = if gap_x.is_finite() {
                gap_x.max(0.0)
            } else {
                0.0
            };
            let gap_y = if gap_y.is_finite() {
                gap_y.max(0.0)
            } else {
                0.0
            };
            let step_x = l.mark_width + gap_x;
            let step_y = l.mark_height + gap_y;
            let (cx, cy) = (l.width / 2.0, l.height / 2.0);
            // Rows run along the rotated x axis; cover the image's circumscribed circle.
            let reach = (l.width.hypot(l.height) / 2.0) + step_x.max(step_y);
            let cols = (reach / step_x).ceil() as i64;
            let rows = (reach / step_y).ceil() as i64;
            // Saturating all the way: a tiny mark on a huge image gives cols = i64::MAX, and a
            // wrapping `2 * cols + 1` let that through to a loop of 2^64 steps (found by the
            // image_ops fuzz target; fuzz/corpus/image_ops/regression-watermark-overflow).
            let span = |n: i64| n.saturating_mul(2).saturating_add(1);
            if span(cols).saturating_mul(span(rows)) > (MAX_MARKS as i64) * 4 {
                return Vec::new();
            }
            let mut out = Vec::new();
            for r in -rows..=rows {
                let shift = if r.rem_euclid(2) == 1 {
                    step_x / 2.0
                } else {
                    0.0
                };
                for c in -cols..=cols {
                    let u = c as f64 * step_x + shift;
                    let v = r as f64 * step_y;
                    let x = cx + u * cos - v * sin;
                    let y = cy + u * sin + v * cos;
                    let visible =
                        x + hx > 0.0 && x - hx < l.width && y + hy > 0.0 && y - hy < l.height;
                    if visible {
                        out.push((x, y));
                    }
                }
            }
            out.truncate(MAX_MARKS);
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn layout(rotation: f64, placement: Placement) -> WatermarkLayout {
        WatermarkLayout {
            width: 1000.0,
            height: 600.0,
            mark_width: 200.0,
            mark_height: 40.0,
            rotation,
            placement,
        }
    }

    #[test]
    fn single_marks_sit_at_their_anchor() {
        let at = |anchor| {
            centres(&layout(
                0.0,
                Placement::Single {
                    anchor,
                    margin: 20.0,
                },
            ))[0]
        };
        assert_eq!(
            at(Anchor::BottomRight),
            (1000.0 - 20.0 - 100.0, 600.0 - 20.0 - 20.0)
        );
        assert_eq!(at(Anchor::TopLeft), (120.0, 40.0));
        assert_eq!(at(Anchor::Center), (500.0, 300.0));
        // Rotated by 90°, the box is 40 wide and 200 high.
        let r = centres(&layout(
            90.0,
            Placement::Single {
                anchor: Anchor::TopLeft,
                margin: 0.0,
            },
        ))[0];
        assert!(
            (r.0 - 20.0).abs() < 1e-9 && (r.1 - 100.0).abs() < 1e-9,
            "{r:?}"
        );
    }

    #[test]
    fn tiles_cover_the_image_with_the_requested_spacing() {
        let marks = centres(&layout(
            0.0,
            Placement::Tiled {
                gap_x: 100.0,
                gap_y: 60.0,
            },
        ));
        // Rows 100 px apart (40 + 60), marks 300 px apart within a row.
        let mut ys: Vec<i64> = marks.iter().map(|m| m.1.round() as i64).collect();
        ys.sort_unstable();
        ys.dedup();
        assert!(ys.windows(2).all(|w| w[1] - w[0] == 100), "{ys:?}");
        assert!(
            marks.iter().any(|m| m.0 < 150.0 && m.1 < 60.0),
            "covers the top-left"
        );
        assert!(
            marks.iter().any(|m| m.0 > 850.0 && m.1 > 540.0),
            "covers the bottom-right"
        );
        let rotated = centres(&layout(
            -30.0,
            Placement::Tiled {
                gap_x: 50.0,
                gap_y: 50.0,
            },
        ));
        for corner in [(0.0, 0.0), (1000.0, 0.0), (0.0, 600.0), (1000.0, 600.0)] {
            let near = rotated
                .iter()
                .any(|m| (m.0 - corner.0).hypot(m.1 - corner.1) < 260.0);
            assert!(near, "corner {corner:?} is covered");
        }
    }

    #[test]
    fn degenerate_layouts_give_nothing() {
        let mut l = layout(
            0.0,
            Placement::Tiled {
                gap_x: 0.0,
                gap_y: 0.0,
            },
        );
        l.mark_width = 0.0;
        assert!(centres(&l).is_empty());
        l.mark_width = 0.01;
        l.mark_height = 0.01;
        assert!(centres(&l).len() <= MAX_MARKS);
        l.width = f64::NAN;
        assert!(centres(&l).is_empty());
    }

    proptest! {
        #[test]
        fn never_panics_and_stays_bounded(
            w in -10.0f64..5000.0, h in -10.0f64..5000.0,
            mw in -1.0f64..800.0, mh in -1.0f64..300.0,
            rot in -720.0f64..720.0, gx in -50.0f64..500.0, gy in -50.0f64..500.0,
        ) {
            let l = WatermarkLayout {
                width: w, height: h, mark_width: mw, mark_height: mh, rotation: rot,
                placement: Placement::Tiled { gap_x: gx, gap_y: gy },
            };
            prop_assert!(centres(&l).len() <= MAX_MARKS);
        }
    }

    #[test]
    fn a_vanishing_mark_on_a_huge_image_is_refused_at_once() {
        let l = WatermarkLayout {
            width: 1e300,
            height: 1e300,
            mark_width: 1e-300,
            mark_height: 1e-300,
            rotation: 0.0,
            placement: Placement::Tiled {
                gap_x: 0.0,
                gap_y: 0.0,
            },
        };
        assert!(centres(&l).is_empty());
    }
}
