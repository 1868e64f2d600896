//! Module `base`, fun section: the lottery wheel, the quizzes and the coin, with randomness
//! from `crypto.getRandomValues`.

use toolbox_core::games::coin::{self, CoinSide, CoinStats};
use toolbox_core::games::lottery;
use toolbox_core::games::quiz::{self, QuizConfig, QuizState};
use wasm_bindgen::prelude::*;

use crate::boundary::{coded, from_js, to_js};
use crate::random::secure_random_source;

/// The prize name as shown (tidied); throws `lottery.prize_empty` / `lottery.prize_too_long`.
#[wasm_bindgen(js_name = lotteryCheckPrize)]
pub fn lottery_check_prize(name: &str) -> Result<String, JsValue> {
    lottery::check_prize(name).map_err(coded)
}

/// A spin of a wheel whose prizes weigh `weights` (each prize's chance and sector are its
/// share of the total), now turned `current` degrees: a `Spin`.
#[wasm_bindgen(js_name = lotterySpin)]
pub fn lottery_spin(weights: Vec<u32>, current: f64) -> Result<JsValue, JsValue> {
    let mut fill = secure_random_source()?;
    to_js(&lottery::spin(&weights, current, &mut fill).map_err(coded)?)
}

/// A new quiz (`QuizConfig`) with its first question: a `QuizState`.
#[wasm_bindgen(js_name = quizNew)]
pub fn quiz_new(config: JsValue) -> Result<JsValue, JsValue> {
    let config: QuizConfig = from_js(config)?;
    let mut fill = secure_random_source()?;
    to_js(&quiz::new_game(config, &mut fill).map_err(coded)?)
}

/// The next question of a `QuizState`.
#[wasm_bindgen(js_name = quizNext)]
pub fn quiz_next(state: JsValue) -> Result<JsValue, JsValue> {
    let state: QuizState = from_js(state)?;
    let mut fill = secure_random_source()?;
    to_js(&quiz::next_question(state, &mut fill).map_err(coded)?)
}

/// Answers the current question with item `choice`: an `Answered`.
#[wasm_bindgen(js_name = quizAnswer)]
pub fn quiz_answer(state: JsValue, choice: u32) -> Result<JsValue, JsValue> {
    let state: QuizState = from_js(state)?;
    to_js(&quiz::answer(state, choice).map_err(coded)?)
}

/// Throws `count` coins (1 to 10): `CoinSide[]`.
#[wasm_bindgen(js_name = coinFlip)]
pub fn coin_flip(count: u32) -> Result<JsValue, JsValue> {
    let mut fill = secure_random_source()?;
    to_js(&coin::flip(count, &mut fill).map_err(coded)?)
}

/// Adds `flips` (`CoinSide[]`) to a `CoinStats` tally (or `null` for a new one).
#[wasm_bindgen(js_name = coinRecord)]
pub fn coin_record(stats: JsValue, flips: JsValue) -> Result<JsValue, JsValue> {
    // A stored tally of an unknown shape counts as none: the game starts afresh.
    let stats: Option<CoinStats> = from_js(stats).ok().flatten();
    let flips: Vec<CoinSide> = from_js(flips)?;
    to_js(&coin::record(stats, &flips))
}
