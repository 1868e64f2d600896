//! Word segmentation of a run of Chinese characters: the DAG of every lexicon word starting at
//! each character, then the path of maximum probability (as jieba does), so that each
//! polyphonic character takes its reading from the most likely word around it.

use super::dict::{Dict, UNKNOWN_LOG_P, Word};

/// One word of a segmented run: byte range in the run and its lexicon entry (None for a
/// character the lexicon only knows as part of longer words).
#[derive(Clone, Copy, Debug)]
pub struct Piece {
    pub start: usize,
    pub end: usize,
    pub word: Option<&'static Word>,
}

/// Splits `run` (characters that all have pinyin) into words, appending to `out`.
/// `starts` is scratch space for the character offsets.
pub fn segment(dict: &'static Dict, run: &str, out: &mut Vec<Piece>, scratch: &mut Scratch) {
    let starts = &mut scratch.starts;
    starts.clear();
    starts.extend(run.char_indices().map(|(i, _)| i));
    let n = starts.len();
    starts.push(run.len());
    // best[i]: log-probability of the best segmentation of characters i..n and the end of its
    // first word.
    let best = &mut scratch.best;
    best.clear();
    best.resize(n + 1, (0.0, 0));
    for i in (0..n).rev() {
        let single = dict.lookup(&run[starts[i]..starts[i + 1]]);
        let single_p = match single {
            Some(Some(w)) => w.log_p,
            _ => UNKNOWN_LOG_P,
        };
        let mut choice = (single_p + best[i + 1].0, i + 1);
        let limit = n.min(i + dict.max_word_chars);
        for j in i + 2..=limit {
            match dict.lookup(&run[starts[i]..starts[j]]) {
                None => break,
                Some(None) => {}
                Some(Some(w)) => {
                    let p = w.log_p + best[j].0;
                    // Ties go to the longer word.
                    if p >= choice.0 {
                        choice = (p, j);
                    }
                }
            }
        }
        best[i] = choice;
    }
    let mut i = 0;
    while i < n {
        let j = best[i].1;
        let text = &run[starts[i]..starts[j]];
        let word = match dict.lookup(text) {
            Some(Some(w)) => Some(w),
            _ => None,
        };
        out.push(Piece {
            start: starts[i],
            end: starts[j],
            word,
        });
        i = j;
    }
}

/// Buffers reused across runs (a 10 MB text has hundreds of thousands of them).
#[derive(Debug, Default)]
pub struct Scratch {
    starts: Vec<usize>,
    best: Vec<(f32, usize)>,
}
