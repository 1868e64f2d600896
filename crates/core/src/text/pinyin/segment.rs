//! Word segmentation of a run of Chinese characters: the DAG of every lexicon word starting at
//! each character, then the path of maximum probability (as jieba does), so that each
//! polyphonic character takes its reading from the most likely word around it.

use super::dict::{Dict, HASH_START, UNKNOWN_LOG_P, Word, key_hash};

/// One word of a segmented run: byte range in the run and its lexicon entry (None for a
/// character the lexicon only knows as part of longer words).
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    pub start: usize,
    pub end: usize,
    /// The same range in characters (indices into [`Scratch::chars`]).
    pub first_char: usize,
    pub end_char: usize,
    pub word: Option<Word>,
}

/// Splits `run` (characters that all have pinyin) into words, appending to `out`.
/// `starts` is scratch space for the character offsets.
pub fn segment(dict: &'static Dict, run: &str, out: &mut Vec<Piece>, scratch: &mut Scratch) {
    let starts = &mut scratch.starts;
    let chars = &mut scratch.chars;
    starts.clear();
    chars.clear();
    for (i, c) in run.char_indices() {
        starts.push(i);
        chars.push(c);
    }
    let n = starts.len();
    starts.push(run.len());
    // best[i]: log-probability of the best segmentation of characters i..n, the end of its
    // first word, and that word.
    let best = &mut scratch.best;
    best.clear();
    best.resize(n + 1, (0.0, 0, None));
    for i in (0..n).rev() {
        let bucket = dict.bucket(chars[i]);
        let single = bucket.and_then(|b| b.single);
        let single_p = single.map_or(UNKNOWN_LOG_P, |w| w.log_p);
        let mut choice = (single_p + best[i + 1].0, i + 1, single);
        if let Some(bucket) = bucket
            .filter(|b| b.has_longer() && chars.get(i + 1).is_some_and(|&c| b.may_continue_with(c)))
            && let Some(pair) = bucket.pair(chars[i + 1])
        {
            let mut key = pair;
            let mut h = key_hash(HASH_START, chars[i]);
            h = key_hash(h, chars[i + 1]);
            let mut j = i + 2;
            loop {
                if let Some(w) = key.word {
                    let p = w.log_p + best[j].0;
                    // Ties go to the longer word.
                    if p >= choice.0 {
                        choice = (p, j, Some(w));
                    }
                }
                // One more character, if a longer word may continue these.
                let Some(&next) = chars.get(j).filter(|&&c| key.may_continue_with(c)) else {
                    break;
                };
                if j + 1 > i + bucket.max_chars {
                    break;
                }
                h = key_hash(h, next);
                j += 1;
                let Some(found) = bucket.lookup_hash(h) else {
                    break;
                };
                key = found;
            }
        }
        best[i] = choice;
    }
    let mut i = 0;
    while i < n {
        let (_, j, word) = best[i];
        out.push(Piece {
            start: starts[i],
            end: starts[j],
            first_char: i,
            end_char: j,
            word,
        });
        i = j;
    }
}

/// Buffers reused across runs (a 10 MB text has hundreds of thousands of them).
#[derive(Debug, Default)]
pub struct Scratch {
    /// The last run's characters and their byte offsets in it (the callers read them, so a
    /// text is decoded once).
    pub starts: Vec<usize>,
    pub chars: Vec<char>,
    best: Vec<(f32, usize, Option<Word>)>,
}
