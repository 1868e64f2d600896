//! Coin flips: one fair random bit per coin, and the running tally (counts, streaks, history).

use super::{Fill, GameError};

pub const MIN_COINS: u32 = 1;
pub const MAX_COINS: u32 = 10;
/// Flips kept in the history, newest first.
pub const HISTORY_LEN: usize = 30;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum CoinSide {
    Heads,
    Tails,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct CoinStats {
    pub heads: u32,
    pub tails: u32,
    /// The side of the current run and its length (coins of one throw count in order).
    pub streak_side: Option<CoinSide>,
    pub streak: u32,
    pub longest_heads: u32,
    pub longest_tails: u32,
    /// The last flips, newest first, at most [`HISTORY_LEN`].
    pub history: Vec<CoinSide>,
}

/// Throws `count` coins: each side from one random bit, so both are exactly equally likely.
pub fn flip(count: u32, fill: Fill) -> Result<Vec<CoinSide>, GameError> {
    if !(MIN_COINS..=MAX_COINS).contains(&count) {
        return Err(GameError::CoinCount {
            min: MIN_COINS,
            max: MAX_COINS,
        });
    }
    let mut bytes = vec![0u8; count as usize];
    fill(&mut bytes);
    Ok(bytes
        .iter()
        .map(|b| {
            if b & 1 == 0 {
                CoinSide::Heads
            } else {
                CoinSide::Tails
            }
        })
        .collect())
}

/// Adds a throw to the tally. A stored tally that does not add up (edited by hand, or from
/// an older version) is started afresh rather than trusted.
pub fn record(stats: Option<CoinStats>, flips: &[CoinSide]) -> CoinStats {
    let mut stats = stats.filter(consistent).unwrap_or_default();
    for &side in flips {
        match side {
            CoinSide::Heads => stats.heads = stats.heads.saturating_add(1),
            CoinSide::Tails => stats.tails = stats.tails.saturating_add(1),
        }
        if stats.streak_side == Some(side) {
            stats.streak = stats.streak.saturating_add(1);
        } else {
            stats.streak_side = Some(side);
            stats.streak = 1;
        }
        let longest = match side {
            CoinSide::Heads => &mut stats.longest_heads,
            CoinSide::Tails => &mut stats.longest_tails,
        };
        *longest = (*longest).max(stats.streak);
        stats.history.insert(0, side);
    }
    stats.history.truncate(HISTORY_LEN);
    stats
}

fn consistent(s: &CoinStats) -> bool {
    let total = u64::from(s.heads) + u64::from(s.tails);
    s.history.len() <= HISTORY_LEN
        && s.history.len() as u64 <= total
        && s.longest_heads <= s.heads
        && s.longest_tails <= s.tails
        && match s.streak_side {
            None => total == 0 && s.streak == 0,
            Some(CoinSide::Heads) => s.streak >= 1 && s.streak <= s.longest_heads,
            Some(CoinSide::Tails) => s.streak >= 1 && s.streak <= s.longest_tails,
        }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{chi_square, critical_999, rng};
    use super::*;
    use CoinSide::{Heads as H, Tails as T};
    use proptest::prelude::*;

    #[test]
    fn counts_streaks_and_history() {
        let s = record(None, &[H, H, T, H, H, H]);
        assert_eq!((s.heads, s.tails), (5, 1));
        assert_eq!((s.streak_side, s.streak), (Some(H), 3));
        assert_eq!((s.longest_heads, s.longest_tails), (3, 1));
        assert_eq!(s.history, vec![H, H, H, T, H, H]);
        let s = record(Some(s), &[T, T, T, T]);
        assert_eq!((s.streak_side, s.streak, s.longest_tails), (Some(T), 4, 4));
        assert_eq!(s.history.len(), 10);
        let s = record(Some(s), &[H; 40]);
        assert_eq!(s.history, vec![H; HISTORY_LEN]);
        assert_eq!((s.heads, s.longest_heads), (45, 40));
    }

    #[test]
    fn a_tally_that_does_not_add_up_starts_afresh() {
        let bad = CoinStats {
            heads: 1,
            longest_heads: 9,
            ..CoinStats::default()
        };
        assert_eq!(record(Some(bad), &[T]), record(None, &[T]));
    }

    #[test]
    fn coin_counts_out_of_range_are_refused() {
        let err = GameError::CoinCount { min: 1, max: 10 };
        assert_eq!(flip(0, &mut rng(1)), Err(err.clone()));
        assert_eq!(flip(11, &mut rng(1)), Err(err));
        assert_eq!(flip(10, &mut rng(1)).unwrap().len(), 10);
    }

    #[test]
    fn heads_and_tails_are_equally_likely_chi_square() {
        let mut fill = rng(42);
        let mut counts = [0u64; 2];
        for _ in 0..10_000 {
            for side in flip(10, &mut fill).unwrap() {
                counts[side as usize] += 1;
            }
        }
        assert!(chi_square(&counts) < critical_999(1), "{counts:?}");
    }

    proptest! {
        #[test]
        fn the_tally_stays_consistent(throws in proptest::collection::vec(1u32..=10, 1..40), seed: u64) {
            let mut fill = rng(seed);
            let mut stats = None;
            let mut all = Vec::new();
            for n in throws {
                let flips = flip(n, &mut fill).unwrap();
                all.extend(flips.iter().copied());
                let next = record(stats, &flips);
                prop_assert!(consistent(&next));
                stats = Some(next);
            }
            let s = stats.unwrap();
            prop_assert_eq!((s.heads + s.tails) as usize, all.len());
            let newest: Vec<CoinSide> = all.iter().rev().take(HISTORY_LEN).copied().collect();
            prop_assert_eq!(s.history, newest);
        }
    }
}
