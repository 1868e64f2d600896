//! Game logic of the fun tools: fair random choices, quiz rounds, the lottery wheel, coin flips.
//!
//! Randomness is an input (a function filling a buffer with cryptographically strong bytes;
//! the browser passes `crypto.getRandomValues`), so every game is reproducible in tests.

pub mod coin;
pub mod lottery;
pub mod quiz;
pub mod random;

use crate::error::CodedError;

/// Fills the whole slice with random bytes.
pub type Fill<'a> = &'a mut dyn FnMut(&mut [u8]);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// A setting the UI should never send (no sectors, more choices than the pool holds, ...).
    #[error("invalid game setting")]
    InvalidSetting,
    /// The random source kept returning values outside the accepted zone (it is broken).
    #[error("the random source failed")]
    RandomFailed,
    /// An answer or a question asked of a game that is over.
    #[error("the game is over")]
    GameOver,
    /// An answer with no question on the table, or a choice that is not one of the options.
    #[error("no such question or option")]
    NoQuestion,
    #[error("a prize needs a name")]
    PrizeEmpty,
    #[error("a prize name has at most {max} characters")]
    PrizeTooLong { max: usize },
    #[error("between {min} and {max} coins")]
    CoinCount { min: u32, max: u32 },
}

impl CodedError for GameError {
    fn code(&self) -> &'static str {
        match self {
            GameError::InvalidSetting => "games.invalid_setting",
            GameError::RandomFailed => "games.random_failed",
            GameError::GameOver => "games.game_over",
            GameError::NoQuestion => "games.no_question",
            GameError::PrizeEmpty => "lottery.prize_empty",
            GameError::PrizeTooLong { .. } => "lottery.prize_too_long",
            GameError::CoinCount { .. } => "coin.count_out_of_range",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            GameError::PrizeTooLong { max } => vec![("max", max.to_string())],
            GameError::CoinCount { min, max } => {
                vec![("min", min.to_string()), ("max", max.to_string())]
            }
            _ => Vec::new(),
        }
    }
}

/// Deterministic byte sources and a chi-square statistic for the tests of every game.
#[cfg(test)]
pub(crate) mod testing {
    /// xorshift64*: fast, well spread, reproducible; the browser uses crypto.getRandomValues.
    pub fn rng(seed: u64) -> impl FnMut(&mut [u8]) {
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        move |buf: &mut [u8]| {
            for b in buf {
                state ^= state >> 12;
                state ^= state << 25;
                state ^= state >> 27;
                *b = (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8;
            }
        }
    }

    /// Pearson's chi-square statistic of `counts` against equal expected frequencies.
    pub fn chi_square(counts: &[u64]) -> f64 {
        let total: u64 = counts.iter().sum();
        let expected = total as f64 / counts.len() as f64;
        counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum()
    }

    /// Upper 0.1 % points of the chi-square distribution (degrees of freedom → critical value).
    pub fn critical_999(df: usize) -> f64 {
        match df {
            1 => 10.828,
            2 => 13.816,
            3 => 16.266,
            5 => 20.515,
            6 => 22.458,
            9 => 27.877,
            59 => 98.324,
            _ => panic!("no table entry for {df} degrees of freedom"),
        }
    }
}
