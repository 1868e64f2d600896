//! Compass heading: from the browser's orientation angles to degrees and a named direction.
//!
//! `deviceorientationabsolute` gives `alpha`, the rotation of the device about the vertical
//! axis counter-clockwise from north, so the heading the top of the device points to is
//! `360 - alpha`; iOS gives the heading directly (`webkitCompassHeading`, clockwise). Either is
//! measured for the device in its natural (portrait) orientation, so the screen's own rotation
//! is added for a phone held sideways.

/// The eight compass points, clockwise from north: code, English, Chinese.
const POINTS: [(&str, &str, &str); 8] = [
    ("N", "North", "北"),
    ("NE", "Northeast", "东北"),
    ("E", "East", "东"),
    ("SE", "Southeast", "东南"),
    ("S", "South", "南"),
    ("SW", "Southwest", "西南"),
    ("W", "West", "西"),
    ("NW", "Northwest", "西北"),
];

/// A heading ready to show.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Heading {
    /// In `[0, 360)`, clockwise from north.
    pub degrees: f64,
    /// Whole degrees `0..=359` for display (359.6° shows as 0°, not 360°).
    pub rounded: u16,
    /// `N`, `NE`, … `NW`.
    pub point: String,
    pub name_en: String,
    pub name_zh: String,
}

fn normalise(degrees: f64) -> f64 {
    let d = degrees.rem_euclid(360.0);
    // rem_euclid can return 360.0 itself for tiny negative inputs.
    if d >= 360.0 { 0.0 } else { d }
}

/// Heading from `deviceorientationabsolute`'s `alpha` and the screen's rotation angle
/// (`screen.orientation.angle`). `None` when the browser gave no reading (`alpha` null/NaN).
pub fn heading_from_alpha(alpha: f64, screen_angle: f64) -> Option<Heading> {
    if !alpha.is_finite() {
        return None;
    }
    describe(360.0 - alpha + finite_or_zero(screen_angle))
}

/// Heading from iOS's `webkitCompassHeading` and the screen's rotation angle.
pub fn heading_from_webkit(compass_heading: f64, screen_angle: f64) -> Option<Heading> {
    // iOS reports -1 while the compass is not calibrated.
    if !compass_heading.is_finite() || compass_heading < 0.0 {
        return None;
    }
    describe(compass_heading + finite_or_zero(screen_angle))
}

fn finite_or_zero(x: f64) -> f64 {
    if x.is_finite() { x } else { 0.0 }
}

/// Names a heading in degrees clockwise from north; each point covers 45°, centred on it.
pub fn describe(degrees: f64) -> Option<Heading> {
    if !degrees.is_finite() {
        return None;
    }
    let degrees = normalise(degrees);
    let rounded = normalise(degrees.round());
    let sector = ((degrees + 22.5) / 45.0).floor() as usize % POINTS.len();
    let (point, en, zh) = POINTS[sector];
    Some(Heading {
        degrees,
        rounded: rounded as u16,
        point: point.to_owned(),
        name_en: en.to_owned(),
        name_zh: zh.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn alpha_turns_the_other_way() {
        let h = heading_from_alpha(90.0, 0.0).unwrap();
        assert_eq!(
            (h.rounded, h.point.as_str(), h.name_zh.as_str()),
            (270, "W", "西")
        );
        let h = heading_from_alpha(0.0, 0.0).unwrap();
        assert_eq!((h.rounded, h.name_en.as_str()), (0, "North"));
        let h = heading_from_alpha(315.0, 0.0).unwrap();
        assert_eq!(
            (h.rounded, h.point.as_str(), h.name_zh.as_str()),
            (45, "NE", "东北")
        );
    }

    #[test]
    fn the_screen_rotation_is_added() {
        // A phone turned to landscape (screen angle 90) with its top pointing north: the
        // screen's top points east.
        assert_eq!(heading_from_alpha(0.0, 90.0).unwrap().point, "E");
        assert_eq!(heading_from_webkit(180.0, 270.0).unwrap().rounded, 90);
    }

    #[test]
    fn sector_edges_and_rounding() {
        assert_eq!(describe(22.4).unwrap().point, "N");
        assert_eq!(describe(22.5).unwrap().point, "NE");
        assert_eq!(describe(337.5).unwrap().point, "N");
        assert_eq!(describe(359.6).unwrap().rounded, 0);
        assert_eq!(describe(-90.0).unwrap().point, "W");
        assert_eq!(describe(210.0).unwrap().name_zh, "西南");
        assert_eq!(describe(200.0).unwrap().name_zh, "南");
        assert_eq!(describe(135.0).unwrap().name_en, "Southeast");
    }

    #[test]
    fn no_reading_is_none() {
        assert!(heading_from_alpha(f64::NAN, 0.0).is_none());
        assert!(heading_from_webkit(-1.0, 0.0).is_none());
        assert!(describe(f64::INFINITY).is_none());
        assert_eq!(heading_from_alpha(10.0, f64::NAN).unwrap().rounded, 350);
    }

    proptest! {
        #[test]
        fn any_finite_heading_is_in_range(d in -1e9f64..1e9) {
            let h = describe(d).unwrap();
            prop_assert!((0.0..360.0).contains(&h.degrees));
            prop_assert!(h.rounded < 360);
        }
    }
}
