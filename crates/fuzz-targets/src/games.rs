//! The fun tools (issue 9): prize names and spins of the lottery wheel, quiz states as the page
//! hands them back (also from localStorage, so edited by hand), coin flips and tallies.
//!
//! Randomness is an input of every game: here it comes from the fuzzer's bytes, so a broken
//! source (all 0xff, which every draw rejects) is covered as well as a fair one.

use arbitrary::Unstructured;
use toolbox_core::games::coin::{self, CoinSide, CoinStats};
use toolbox_core::games::lottery;
use toolbox_core::games::quiz::{self, Question, QuizConfig, QuizState};
use unicode_segmentation::UnicodeSegmentation;

use crate::{flag, pick, rest_text};

/// A random source that replays `bytes` in a loop (zeros when there are none).
fn source(bytes: &[u8]) -> impl FnMut(&mut [u8]) + '_ {
    let mut at = 0;
    move |buf: &mut [u8]| {
        for b in buf {
            *b = if bytes.is_empty() {
                0
            } else {
                at %= bytes.len();
                at += 1;
                bytes[at - 1]
            };
        }
    }
}

/// A number that is small most of the time (the settings the page sends) and anything else
/// otherwise (a state edited by hand).
fn count(u: &mut Unstructured<'_>, small: u32) -> u32 {
    if flag(u) {
        u.arbitrary().unwrap_or(0)
    } else {
        u.int_in_range(0..=small).unwrap_or(0)
    }
}

/// A prize name and a spin of a wheel of that many weighted sectors, turned any angle.
pub fn lottery(data: &[u8]) {
    let mut u = Unstructured::new(data);
    // Up to 16 prizes (the core takes at most 12), mostly valid weights (1 to 100).
    let sectors = count(&mut u, 14).min(16);
    let weights: Vec<u32> = (0..sectors)
        .map(|_| {
            if flag(&mut u) {
                u.arbitrary().unwrap_or(0)
            } else {
                u.int_in_range(1..=100).unwrap_or(1)
            }
        })
        .collect();
    let current: f64 = if flag(&mut u) {
        u.arbitrary().unwrap_or(0.0)
    } else {
        f64::from(u.int_in_range(0..=3_600_000).unwrap_or(0)) / 10.0
    };
    let random_len = u.int_in_range(0..=16).unwrap_or(0);
    let random = u.bytes(random_len).unwrap_or(&[]);
    let mut fill = source(random);
    if let Ok(spin) = lottery::spin(&weights, current, &mut fill) {
        assert!(spin.sector < sectors);
        assert!(spin.rotation > current, "{current} -> {spin:?}");
        // The wheel must stop inside the sector it announced.
        assert_eq!(
            lottery::sector_at(spin.rotation, &weights),
            spin.sector,
            "{weights:?} from {current}: {spin:?}"
        );
    }
    let _ = lottery::sector_at(current, &weights);
    let name = rest_text(u);
    if let Ok(shown) = lottery::check_prize(&name) {
        assert!(!shown.is_empty() && shown.trim() == shown);
        assert!(shown.graphemes(true).count() <= lottery::MAX_NAME_CHARS);
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
        // Tidying is idempotent: the name shown is accepted as it is.
        assert_eq!(lottery::check_prize(&shown).as_deref(), Ok(shown.as_str()));
    }
}

/// A state as it comes back from the page: honest (from `new_game`, then `true`) or made up
/// field by field.
fn state(u: &mut Unstructured<'_>, fill: &mut dyn FnMut(&mut [u8])) -> Option<(QuizState, bool)> {
    let config = QuizConfig {
        pool: count(u, 70),
        choices: count(u, 6),
        rounds: count(u, 25),
        lives: count(u, 4),
    };
    if flag(u) {
        return quiz::new_game(config, fill).ok().map(|s| (s, true));
    }
    let asked_len = u.int_in_range(0..=30).unwrap_or(0);
    let options_len = u.int_in_range(0..=8).unwrap_or(0);
    let made_up = QuizState {
        config,
        round: count(u, 25),
        score: count(u, 500),
        correct: count(u, 25),
        lives: count(u, 4),
        streak: count(u, 25),
        best_streak: count(u, 25),
        asked: (0..asked_len).map(|_| count(u, 70)).collect(),
        current: flag(u).then(|| Question {
            answer: count(u, 70),
            options: (0..options_len).map(|_| count(u, 70)).collect(),
        }),
        over: flag(u),
    };
    Some((made_up, false))
}

/// A quiz played from a state: a sequence of moves (next question, right answer, any answer).
pub fn quiz(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let random_len = u.int_in_range(0..=64).unwrap_or(0);
    let random = u.bytes(random_len).unwrap_or(&[]).to_vec();
    let mut fill = source(&random);
    let Some((mut state, honest)) = state(&mut u, &mut fill) else {
        return;
    };
    for _ in 0..64 {
        if u.is_empty() {
            break;
        }
        let next = match u.int_in_range(0..=2).unwrap_or(0) {
            0 => quiz::next_question(state.clone(), &mut fill).ok(),
            1 => {
                let right = state.current.as_ref().map_or(0, |q| q.answer);
                quiz::answer(state.clone(), right).ok().map(|a| {
                    assert!(a.outcome.correct);
                    assert!(a.outcome.points >= quiz::BASE_POINTS);
                    a.state
                })
            }
            _ => {
                let choice = count(&mut u, 70);
                quiz::answer(state.clone(), choice).ok().map(|a| a.state)
            }
        };
        if let Some(next) = next {
            assert!(next.round <= next.config.rounds, "{next:?}");
            // Questions the core put on the table (a made-up state may carry any).
            if honest && let Some(q) = &next.current {
                assert!(q.options.contains(&q.answer));
                assert_eq!(q.options.len(), next.config.choices as usize);
                let mut asked = next.asked.clone();
                asked.sort_unstable();
                asked.dedup();
                assert_eq!(asked.len(), next.asked.len(), "an item asked twice");
            }
            state = next;
        }
    }
}

/// Coins thrown (any count) added to a tally that may have been edited by hand.
pub fn coin(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let n = count(&mut u, 12);
    let random_len = u.int_in_range(0..=16).unwrap_or(0);
    let random = u.bytes(random_len).unwrap_or(&[]);
    let thrown = coin::flip(n, &mut source(random));
    if let Ok(flips) = &thrown {
        assert_eq!(flips.len(), n as usize);
    }
    let stats = flag(&mut u).then(|| {
        let history_len = u.int_in_range(0..=40).unwrap_or(0);
        CoinStats {
            heads: count(&mut u, 40),
            tails: count(&mut u, 40),
            streak_side: flag(&mut u).then(|| pick(&mut u, &[CoinSide::Heads, CoinSide::Tails])),
            streak: count(&mut u, 40),
            longest_heads: count(&mut u, 40),
            longest_tails: count(&mut u, 40),
            history: (0..history_len)
                .map(|_| pick(&mut u, &[CoinSide::Heads, CoinSide::Tails]))
                .collect(),
        }
    });
    let flips = thrown.unwrap_or_default();
    let tally = coin::record(stats, &flips);
    assert!(tally.history.len() <= coin::HISTORY_LEN);
    if !flips.is_empty() {
        assert_eq!(tally.streak_side, flips.last().copied());
        assert!(tally.streak >= 1);
    }
}
