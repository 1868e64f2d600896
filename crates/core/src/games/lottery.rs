//! The lottery wheel: prize names checked like a form, and a fair spin that says both which
//! sector wins and how far to turn the wheel so that it stops inside that sector.
//!
//! Geometry: sector `i` of `n` covers the clockwise angles `[i, i + 1) × 360° / n` of the
//! wheel, measured from the pointer at the top. Turning the wheel clockwise by `r` degrees
//! brings the wheel angle `-r (mod 360)` under the pointer.

use unicode_segmentation::UnicodeSegmentation;

use super::random::index_below;
use super::{Fill, GameError};

/// The spec's six prize slots.
pub const SLOTS: usize = 6;
/// Long enough for "Free coffee all week" (exactly 20) or a Chinese phrase, short enough to
/// stay readable on the wheel (two lines of ten Chinese characters at worst).
pub const MAX_NAME_CHARS: usize = 20;
/// Whole turns before the wheel settles: enough to look like a spin, not so many it blurs.
pub const MIN_TURNS: u32 = 5;
/// The stop lands between 15 % and 85 % of the sector's width, never on a border.
const MARGIN: f64 = 0.15;

#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Spin {
    /// The winning sector, `0..sectors`.
    pub sector: u32,
    /// The wheel's new total clockwise rotation in degrees (greater than the current one).
    pub rotation: f64,
}

/// The prize name as it will be shown: trimmed, inner runs of white space made one space,
/// control characters dropped. Empty or longer than [`MAX_NAME_CHARS`] characters (grapheme
/// clusters, so an emoji or a Chinese character counts once) is refused.
pub fn check_prize(name: &str) -> Result<String, GameError> {
    let cleaned = name
        .split(|c: char| c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.chars().filter(|c| !c.is_control()).collect::<String>())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    if cleaned.is_empty() {
        return Err(GameError::PrizeEmpty);
    }
    if cleaned.graphemes(true).count() > MAX_NAME_CHARS {
        return Err(GameError::PrizeTooLong {
            max: MAX_NAME_CHARS,
        });
    }
    Ok(cleaned)
}

/// Picks the winning sector of `sectors` uniformly and the rotation that stops the wheel,
/// which is now turned `current` degrees, inside it after at least [`MIN_TURNS`] whole turns.
pub fn spin(sectors: u32, current: f64, fill: Fill) -> Result<Spin, GameError> {
    if sectors == 0 || sectors > 360 || !current.is_finite() || current.abs() > 1e12 {
        return Err(GameError::InvalidSetting);
    }
    let sector = index_below(sectors, fill)?;
    // Where in the sector it stops is cosmetic, but random too, so the result cannot be
    // guessed from the angle of the previous stop.
    let mut bytes = [0u8; 2];
    fill(&mut bytes);
    let fraction = MARGIN + (1.0 - 2.0 * MARGIN) * f64::from(u16::from_le_bytes(bytes)) / 65_535.0;
    let width = 360.0 / f64::from(sectors);
    let wheel_angle = (f64::from(sector) + fraction) * width;
    // The rotation r with -r ≡ wheel_angle (mod 360), just past `current` + whole turns.
    let target = (360.0 - wheel_angle).rem_euclid(360.0);
    let ahead = (target - current.rem_euclid(360.0)).rem_euclid(360.0);
    let rotation = current + f64::from(MIN_TURNS) * 360.0 + ahead;
    Ok(Spin { sector, rotation })
}

/// The sector under the pointer when the wheel is turned `rotation` degrees.
pub fn sector_at(rotation: f64, sectors: u32) -> u32 {
    let width = 360.0 / f64::from(sectors.max(1));
    let angle = (-rotation).rem_euclid(360.0);
    ((angle / width) as u32).min(sectors.max(1) - 1)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{chi_square, critical_999, rng};
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn names_are_tidied_and_checked() {
        assert_eq!(check_prize("  Free   coffee \n"), Ok("Free coffee".into()));
        assert_eq!(check_prize("一等奖"), Ok("一等奖".into()));
        assert_eq!(check_prize("tab\u{7}bell"), Ok("tabbell".into()));
        assert_eq!(check_prize("   "), Err(GameError::PrizeEmpty));
        assert_eq!(check_prize("\u{7}"), Err(GameError::PrizeEmpty));
        assert_eq!(check_prize(""), Err(GameError::PrizeEmpty));
        let twenty = "谢".repeat(20);
        assert_eq!(check_prize(&twenty), Ok(twenty.clone()));
        assert_eq!(
            check_prize(&"谢".repeat(21)),
            Err(GameError::PrizeTooLong { max: 20 })
        );
        // A family emoji is one character to a reader, though seven code points.
        assert!(check_prize(&"👨‍👩‍👧‍👦".repeat(20)).is_ok());
    }

    #[test]
    fn the_wheel_stops_inside_the_winning_sector() {
        let mut fill = rng(7);
        let mut rotation = 0.0;
        for _ in 0..1000 {
            let spin = spin(6, rotation, &mut fill).unwrap();
            assert!(spin.rotation >= rotation + 5.0 * 360.0);
            assert!(spin.rotation < rotation + 6.0 * 360.0);
            assert_eq!(sector_at(spin.rotation, 6), spin.sector);
            // Never within 15 % of a border, so the pointer is clearly inside.
            let within = (-spin.rotation).rem_euclid(360.0) / 60.0 - f64::from(spin.sector);
            assert!((0.149..=0.851).contains(&within), "{within}");
            rotation = spin.rotation;
        }
    }

    #[test]
    fn sectors_win_equally_often_chi_square() {
        // 60,000 spins of the six-prize wheel: each sector near 10,000.
        let mut fill = rng(2026);
        let mut counts = [0u64; SLOTS];
        let mut rotation = 0.0;
        for _ in 0..60_000 {
            let spin = spin(SLOTS as u32, rotation, &mut fill).unwrap();
            counts[sector_at(spin.rotation, SLOTS as u32) as usize] += 1;
            rotation = spin.rotation.rem_euclid(360.0);
        }
        let stat = chi_square(&counts);
        assert!(
            stat < critical_999(SLOTS - 1),
            "chi-square {stat:.2}: {counts:?}"
        );
        assert!(
            counts.iter().all(|&c| (9_400..=10_600).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn bad_settings_are_refused() {
        assert_eq!(spin(0, 0.0, &mut rng(1)), Err(GameError::InvalidSetting));
        assert_eq!(
            spin(6, f64::NAN, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
        assert_eq!(
            spin(6, f64::INFINITY, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
    }

    proptest! {
        #[test]
        fn any_name_is_checked_without_panicking(name in "\\PC*") {
            if let Ok(clean) = check_prize(&name) {
                prop_assert!(!clean.is_empty());
                prop_assert_eq!(clean.trim(), clean.as_str());
                prop_assert!(clean.graphemes(true).count() <= MAX_NAME_CHARS);
                prop_assert_eq!(check_prize(&clean), Ok(clean.clone()));
            }
        }

        #[test]
        fn any_spin_lands_in_its_sector(sectors in 1u32..=12, current in -1e6f64..1e6, seed: u64) {
            let spin = spin(sectors, current, &mut rng(seed)).unwrap();
            prop_assert!(spin.sector < sectors);
            prop_assert_eq!(sector_at(spin.rotation, sectors), spin.sector);
            prop_assert!(spin.rotation > current);
        }
    }
}
