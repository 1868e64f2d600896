//! The lottery wheel: prize names checked like a form, and a spin that says both which
//! sector wins and how far to turn the wheel so that it stops inside that sector.
//!
//! Geometry: each prize has a weight, and its sector's share of the wheel is its share of the
//! total weight: sector `i` covers the clockwise angles `[W_i, W_{i+1}) × 360° / W` of the
//! wheel (`W_i` the sum of the weights before it), measured from the pointer at the top. So
//! the chance of a prize is exactly what the wheel shows. Turning the wheel clockwise by `r`
//! degrees brings the wheel angle `-r (mod 360)` under the pointer.

use unicode_segmentation::UnicodeSegmentation;

use super::random::index_below;
use super::{Fill, GameError};

/// The spec's six prize slots (the default wheel).
pub const SLOTS: usize = 6;
/// At most this many prizes on one wheel: beyond it the names no longer fit their sectors.
pub const MAX_SLOTS: usize = 12;
/// Weights are whole numbers from 1 to this.
pub const MAX_WEIGHT: u32 = 100;
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

/// The total weight of a wheel: 1 to [`MAX_SLOTS`] prizes, each weighing 1 to [`MAX_WEIGHT`].
pub fn total_weight(weights: &[u32]) -> Result<u32, GameError> {
    if weights.is_empty()
        || weights.len() > MAX_SLOTS
        || weights.iter().any(|w| !(1..=MAX_WEIGHT).contains(w))
    {
        return Err(GameError::InvalidSetting);
    }
    Ok(weights.iter().sum())
}

/// Where each sector starts and ends, in degrees clockwise from the pointer at rest.
pub fn sector_bounds(weights: &[u32]) -> Result<Vec<(f64, f64)>, GameError> {
    let total = f64::from(total_weight(weights)?);
    let mut before = 0u32;
    Ok(weights
        .iter()
        .map(|&w| {
            let from = f64::from(before) * 360.0 / total;
            before += w;
            (from, f64::from(before) * 360.0 / total)
        })
        .collect())
}

/// Picks the winning sector with chance weight / total weight, and the rotation that stops
/// the wheel, which is now turned `current` degrees, inside it after at least [`MIN_TURNS`]
/// whole turns.
pub fn spin(weights: &[u32], current: f64, fill: Fill) -> Result<Spin, GameError> {
    let total = total_weight(weights)?;
    if !current.is_finite() || current.abs() > 1e12 {
        return Err(GameError::InvalidSetting);
    }
    // A ticket out of `total`, each equally likely: prize i holds `weights[i]` of them.
    let ticket = index_below(total, fill)?;
    let mut before = 0u32;
    let mut sector = 0usize;
    for (i, &w) in weights.iter().enumerate() {
        if ticket < before + w {
            sector = i;
            break;
        }
        before += w;
    }
    // Where in the sector it stops is cosmetic, but random too, so the result cannot be
    // guessed from the angle of the previous stop.
    let mut bytes = [0u8; 2];
    fill(&mut bytes);
    let fraction = MARGIN + (1.0 - 2.0 * MARGIN) * f64::from(u16::from_le_bytes(bytes)) / 65_535.0;
    let (from, to) = sector_bounds(weights)?[sector];
    let wheel_angle = from + fraction * (to - from);
    // The rotation r with -r ≡ wheel_angle (mod 360), just past `current` + whole turns.
    let target = (360.0 - wheel_angle).rem_euclid(360.0);
    let ahead = (target - current.rem_euclid(360.0)).rem_euclid(360.0);
    let rotation = current + f64::from(MIN_TURNS) * 360.0 + ahead;
    Ok(Spin {
        sector: sector as u32,
        rotation,
    })
}

/// The sector under the pointer when the wheel with these weights is turned `rotation`
/// degrees (0 for a wheel the core would refuse).
pub fn sector_at(rotation: f64, weights: &[u32]) -> u32 {
    let Ok(bounds) = sector_bounds(weights) else {
        return 0;
    };
    let angle = (-rotation).rem_euclid(360.0);
    bounds
        .iter()
        .position(|&(_, to)| angle < to)
        .unwrap_or(bounds.len() - 1) as u32
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

    /// The angle under the pointer, as a fraction of the way through sector `sector`.
    fn within(rotation: f64, weights: &[u32], sector: u32) -> f64 {
        let (from, to) = sector_bounds(weights).unwrap()[sector as usize];
        ((-rotation).rem_euclid(360.0) - from) / (to - from)
    }

    #[test]
    fn the_wheel_stops_inside_the_winning_sector() {
        let mut fill = rng(7);
        let mut rotation = 0.0;
        for weights in [&[1u32; 6][..], &[1, 2, 3, 4, 5, 100], &[100, 1], &[7]] {
            for _ in 0..500 {
                let spin = spin(weights, rotation, &mut fill).unwrap();
                assert!(spin.rotation >= rotation + 5.0 * 360.0);
                assert!(spin.rotation < rotation + 6.0 * 360.0);
                assert_eq!(sector_at(spin.rotation, weights), spin.sector);
                // Never within 15 % of a border, so the pointer is clearly inside.
                let at = within(spin.rotation, weights, spin.sector);
                assert!((0.149..=0.851).contains(&at), "{weights:?} {at}");
                rotation = spin.rotation;
            }
        }
    }

    #[test]
    fn sectors_are_as_wide_as_their_weights() {
        assert_eq!(
            sector_bounds(&[1, 2, 1]).unwrap(),
            vec![(0.0, 90.0), (90.0, 270.0), (270.0, 360.0)]
        );
        let six = sector_bounds(&[1; 6]).unwrap();
        assert_eq!(six[5], (300.0, 360.0));
        // At rest the pointer (wheel angle 0) is at the start of the first sector.
        assert_eq!(sector_at(0.0, &[1, 2, 1]), 0);
        assert_eq!(sector_at(-100.0, &[1, 2, 1]), 1);
        assert_eq!(sector_at(80.0, &[1, 2, 1]), 2);
    }

    #[test]
    fn sectors_win_equally_often_chi_square() {
        // 60,000 spins of the six-prize wheel: each sector near 10,000.
        let mut fill = rng(2026);
        let weights = [1u32; SLOTS];
        let mut counts = [0u64; SLOTS];
        let mut rotation = 0.0;
        for _ in 0..60_000 {
            let spin = spin(&weights, rotation, &mut fill).unwrap();
            counts[sector_at(spin.rotation, &weights) as usize] += 1;
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
    fn weighted_prizes_win_as_often_as_their_weights_say() {
        // Counted where the wheel stops (what the user sees), not only what `spin` says.
        let weights = [1u32, 2, 3, 4, 10, 80];
        let total: u32 = weights.iter().sum();
        let spins = 100_000u64;
        let mut fill = rng(27);
        let mut counts = [0u64; 6];
        let mut rotation = 0.0;
        for _ in 0..spins {
            let spin = spin(&weights, rotation, &mut fill).unwrap();
            assert_eq!(sector_at(spin.rotation, &weights), spin.sector);
            counts[spin.sector as usize] += 1;
            rotation = spin.rotation.rem_euclid(360.0);
        }
        // Pearson's chi-square against the weights' shares.
        let stat: f64 = counts
            .iter()
            .zip(weights)
            .map(|(&c, w)| {
                let expected = spins as f64 * f64::from(w) / f64::from(total);
                (c as f64 - expected).powi(2) / expected
            })
            .sum();
        assert!(stat < critical_999(5), "chi-square {stat:.2}: {counts:?}");
        // And each share within 0.5 percentage points of its weight's.
        for (&c, w) in counts.iter().zip(weights) {
            let share = c as f64 / spins as f64;
            let want = f64::from(w) / f64::from(total);
            assert!((share - want).abs() < 0.005, "{counts:?}");
        }
    }

    #[test]
    fn bad_settings_are_refused() {
        assert_eq!(spin(&[], 0.0, &mut rng(1)), Err(GameError::InvalidSetting));
        assert_eq!(
            spin(&[1, 0], 0.0, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
        assert_eq!(
            spin(&[1, MAX_WEIGHT + 1], 0.0, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
        assert_eq!(
            spin(&[1; MAX_SLOTS + 1], 0.0, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
        assert!(spin(&[MAX_WEIGHT; MAX_SLOTS], 0.0, &mut rng(1)).is_ok());
        assert_eq!(
            spin(&[1; 6], f64::NAN, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
        assert_eq!(
            spin(&[1; 6], f64::INFINITY, &mut rng(1)),
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
        fn any_spin_lands_in_its_sector(
            weights in proptest::collection::vec(1u32..=MAX_WEIGHT, 1..=MAX_SLOTS),
            current in -1e6f64..1e6,
            seed: u64,
        ) {
            let spin = spin(&weights, current, &mut rng(seed)).unwrap();
            prop_assert!((spin.sector as usize) < weights.len());
            prop_assert_eq!(sector_at(spin.rotation, &weights), spin.sector);
            prop_assert!(spin.rotation > current);
        }
    }
}
