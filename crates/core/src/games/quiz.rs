//! A multiple-choice quiz over a pool of items (flags, currencies): rounds without repeats,
//! options, scoring with a streak bonus, lives, game over.
//!
//! The state is a plain value the UI keeps and hands back with each move, so the page can
//! render it, store it, and the core stays free of hidden state.

use super::random::{index_below, sample, shuffle};
use super::{Fill, GameError};

/// Points for a right answer, plus a bonus for each right answer just before it.
pub const BASE_POINTS: u32 = 10;
pub const STREAK_BONUS: u32 = 2;
/// The bonus stops growing after this many answers in a row.
pub const MAX_BONUS_STEPS: u32 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct QuizConfig {
    /// How many items there are to ask about (items are numbered `0..pool`).
    pub pool: u32,
    /// Options per question, the right one included.
    pub choices: u32,
    /// Questions in a full game (at most `pool`: no item is asked twice).
    pub rounds: u32,
    /// Wrong answers allowed before the game ends.
    pub lives: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Question {
    /// The item asked about.
    pub answer: u32,
    /// The items to choose from, in display order; `answer` is one of them.
    pub options: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct QuizState {
    pub config: QuizConfig,
    /// Questions asked so far (the current one included).
    pub round: u32,
    pub score: u32,
    pub correct: u32,
    pub lives: u32,
    /// Right answers in a row up to now, and the longest such run of this game.
    pub streak: u32,
    pub best_streak: u32,
    /// Items already asked in this game, so none comes twice.
    pub asked: Vec<u32>,
    /// The question on the table, until it is answered.
    pub current: Option<Question>,
    pub over: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Outcome {
    pub correct: bool,
    /// The right item, to show when the choice was wrong.
    pub answer: u32,
    /// Points this answer earned (0 when wrong).
    pub points: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Answered {
    pub state: QuizState,
    pub outcome: Outcome,
}

/// A fresh game with its first question.
pub fn new_game(config: QuizConfig, fill: Fill) -> Result<QuizState, GameError> {
    if config.choices < 2
        || config.choices > config.pool
        || config.rounds == 0
        || config.rounds > config.pool
        || config.lives == 0
        || config.pool > 10_000
    {
        return Err(GameError::InvalidSetting);
    }
    let state = QuizState {
        config,
        round: 0,
        score: 0,
        correct: 0,
        lives: config.lives,
        streak: 0,
        best_streak: 0,
        asked: Vec::new(),
        current: None,
        over: false,
    };
    next_question(state, fill)
}

/// Puts the next question on the table: an item not yet asked in this game, chosen uniformly,
/// with `choices - 1` other items as distractors, all in random order.
pub fn next_question(mut state: QuizState, fill: Fill) -> Result<QuizState, GameError> {
    check(&state)?;
    if state.over {
        return Err(GameError::GameOver);
    }
    if state.current.is_some() {
        // Unanswered: asking again would let a player skip a hard one for free.
        return Ok(state);
    }
    let QuizConfig { pool, choices, .. } = state.config;
    let unasked: Vec<u32> = (0..pool).filter(|i| !state.asked.contains(i)).collect();
    let answer = unasked[index_below(unasked.len() as u32, fill)? as usize];
    let others: Vec<u32> = (0..pool).filter(|&i| i != answer).collect();
    let mut options = sample(&others, choices as usize - 1, fill)?;
    options.push(answer);
    shuffle(&mut options, fill)?;
    state.asked.push(answer);
    state.round += 1;
    state.current = Some(Question { answer, options });
    Ok(state)
}

/// Answers the current question with `choice` (an item number among its options).
pub fn answer(mut state: QuizState, choice: u32) -> Result<Answered, GameError> {
    check(&state)?;
    if state.over {
        return Err(GameError::GameOver);
    }
    let question = state.current.take().ok_or(GameError::NoQuestion)?;
    if !question.options.contains(&choice) {
        return Err(GameError::NoQuestion);
    }
    let correct = choice == question.answer;
    let points = if correct {
        BASE_POINTS + STREAK_BONUS * state.streak.min(MAX_BONUS_STEPS)
    } else {
        0
    };
    if correct {
        state.score = state.score.saturating_add(points);
        state.correct += 1;
        state.streak += 1;
        state.best_streak = state.best_streak.max(state.streak);
    } else {
        state.streak = 0;
        state.lives -= 1;
    }
    state.over = state.lives == 0 || state.round >= state.config.rounds;
    Ok(Answered {
        state,
        outcome: Outcome {
            correct,
            answer: question.answer,
            points,
        },
    })
}

/// A state comes back from the page (and from localStorage): refuse one that does not add up
/// rather than index out of bounds.
fn check(state: &QuizState) -> Result<(), GameError> {
    let c = &state.config;
    let consistent = c.choices >= 2
        && c.choices <= c.pool
        && c.rounds <= c.pool
        && c.pool <= 10_000
        && state.lives <= c.lives
        && state.asked.len() == state.round as usize
        && state.round <= c.rounds
        // Counters only ever grow one per answer, so none can pass the rounds played (which
        // also keeps `+= 1` below from overflowing on a state edited by hand).
        && state.streak <= state.best_streak
        && state.best_streak <= state.correct
        && state.correct <= state.round
        && state.asked.iter().all(|&i| i < c.pool)
        && (state.over || state.lives > 0)
        && (state.over || state.current.is_some() || state.round < c.rounds);
    if consistent {
        Ok(())
    } else {
        Err(GameError::InvalidSetting)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{chi_square, critical_999, rng};
    use super::*;
    use proptest::prelude::*;

    const FLAGS: QuizConfig = QuizConfig {
        pool: 60,
        choices: 4,
        rounds: 20,
        lives: 3,
    };

    fn current(state: &QuizState) -> &Question {
        state.current.as_ref().unwrap()
    }

    #[test]
    fn a_perfect_game_scores_with_a_growing_capped_bonus() {
        let mut fill = rng(3);
        let mut state = new_game(FLAGS, &mut fill).unwrap();
        let mut earned = Vec::new();
        loop {
            let right = current(&state).answer;
            let done = answer(state, right).unwrap();
            assert!(done.outcome.correct);
            earned.push(done.outcome.points);
            state = done.state;
            if state.over {
                break;
            }
            state = next_question(state, &mut fill).unwrap();
        }
        assert_eq!(state.round, 20);
        assert_eq!(state.correct, 20);
        assert_eq!(state.lives, 3);
        assert_eq!(state.best_streak, 20);
        assert_eq!(&earned[..7], &[10, 12, 14, 16, 18, 20, 20]);
        assert_eq!(state.score, 10 + 12 + 14 + 16 + 18 + 20 * 15);
        assert_eq!(next_question(state, &mut fill), Err(GameError::GameOver));
    }

    #[test]
    fn three_wrong_answers_end_the_game_and_reset_the_streak() {
        let mut fill = rng(4);
        let mut state = new_game(FLAGS, &mut fill).unwrap();
        let right = current(&state).answer;
        state = answer(state, right).unwrap().state;
        for lives_left in [2, 1, 0] {
            state = next_question(state, &mut fill).unwrap();
            let q = current(&state).clone();
            let wrong = *q.options.iter().find(|&&o| o != q.answer).unwrap();
            let done = answer(state, wrong).unwrap();
            assert!(!done.outcome.correct);
            assert_eq!(done.outcome.answer, q.answer);
            assert_eq!(done.outcome.points, 0);
            assert_eq!(done.state.lives, lives_left);
            assert_eq!(done.state.streak, 0);
            assert_eq!(done.state.over, lives_left == 0);
            state = done.state;
        }
        assert_eq!(state.score, 10);
        assert_eq!(state.best_streak, 1);
        assert_eq!(answer(state.clone(), 0), Err(GameError::GameOver));
    }

    #[test]
    fn moves_out_of_turn_are_refused() {
        let mut fill = rng(5);
        let state = new_game(FLAGS, &mut fill).unwrap();
        // Asking again without answering keeps the same question.
        assert_eq!(next_question(state.clone(), &mut fill).unwrap(), state);
        // A choice that is not on offer.
        let absent = (0..60)
            .find(|i| !current(&state).options.contains(i))
            .unwrap();
        assert_eq!(answer(state.clone(), absent), Err(GameError::NoQuestion));
        // Answering twice.
        let right = current(&state).answer;
        let answered = answer(state, right).unwrap().state;
        assert_eq!(answer(answered, right), Err(GameError::NoQuestion));
    }

    #[test]
    fn tampered_states_are_refused() {
        let mut fill = rng(6);
        let mut state = new_game(FLAGS, &mut fill).unwrap();
        state.asked.push(999);
        assert_eq!(answer(state.clone(), 0), Err(GameError::InvalidSetting));
        let mut state = new_game(FLAGS, &mut fill).unwrap();
        state.lives = 9;
        assert_eq!(
            next_question(state, &mut fill),
            Err(GameError::InvalidSetting)
        );
        for bad in [
            QuizConfig {
                choices: 1,
                ..FLAGS
            },
            QuizConfig {
                choices: 61,
                ..FLAGS
            },
            QuizConfig {
                rounds: 61,
                ..FLAGS
            },
            QuizConfig { rounds: 0, ..FLAGS },
            QuizConfig { lives: 0, ..FLAGS },
        ] {
            assert_eq!(new_game(bad, &mut fill), Err(GameError::InvalidSetting));
        }
    }

    #[test]
    fn counters_beyond_the_rounds_played_are_refused_not_overflowed() {
        // Found while writing the quiz fuzz target: a stored state with `correct` or `streak`
        // at u32::MAX made a right answer overflow (a panic in debug builds, a wrapped score
        // in the browser).
        let mut fill = rng(7);
        let fresh = new_game(FLAGS, &mut fill).unwrap();
        let right = current(&fresh).answer;
        for tamper in [
            |s: &mut QuizState| s.correct = u32::MAX,
            |s: &mut QuizState| s.streak = u32::MAX,
            |s: &mut QuizState| s.best_streak = 5,
            |s: &mut QuizState| s.streak = 1,
        ] {
            let mut state = fresh.clone();
            tamper(&mut state);
            assert_eq!(answer(state, right), Err(GameError::InvalidSetting));
        }
        // An honest state still plays.
        assert!(answer(fresh, right).unwrap().outcome.correct);
    }

    #[test]
    fn questions_and_answer_positions_are_uniform_chi_square() {
        // First questions of 60,000 games: every item near 1,000 times, and the right option
        // in each of the four places near 15,000 times.
        let mut fill = rng(99);
        let mut items = vec![0u64; 60];
        let mut places = [0u64; 4];
        for _ in 0..60_000 {
            let q = new_game(FLAGS, &mut fill).unwrap().current.unwrap();
            items[q.answer as usize] += 1;
            places[q.options.iter().position(|&o| o == q.answer).unwrap()] += 1;
        }
        assert!(chi_square(&items) < critical_999(59), "{items:?}");
        assert!(chi_square(&places) < critical_999(3), "{places:?}");
    }

    proptest! {
        #[test]
        fn no_item_repeats_within_a_game(seed: u64, pool in 4u32..70, wrong_every in 1usize..5) {
            let config = QuizConfig { pool, choices: 4, rounds: pool, lives: 3 };
            let mut fill = rng(seed);
            let mut state = new_game(config, &mut fill).unwrap();
            let mut seen = Vec::new();
            for turn in 1.. {
                let q = current(&state).clone();
                prop_assert!(!seen.contains(&q.answer));
                seen.push(q.answer);
                let mut opts = q.options.clone();
                opts.sort_unstable();
                opts.dedup();
                prop_assert_eq!(opts.len(), 4);
                prop_assert!(q.options.contains(&q.answer));
                prop_assert!(q.options.iter().all(|&o| o < pool));
                let choice = if turn % wrong_every == 0 {
                    *q.options.iter().find(|&&o| o != q.answer).unwrap()
                } else {
                    q.answer
                };
                state = answer(state, choice).unwrap().state;
                prop_assert!(state.lives <= 3);
                if state.over {
                    prop_assert!(state.lives == 0 || state.round == pool);
                    break;
                }
                state = next_question(state, &mut fill).unwrap();
            }
        }
    }
}
