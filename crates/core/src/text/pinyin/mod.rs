//! Chinese to pinyin, word-aware: each line is segmented into words by maximum probability
//! over a 220,000-word lexicon with readings (so 银行 is yín háng and 行走 xíng zǒu), context
//! rules settle the characters that stand alone (了 着 得 地 …), then 一/不 tone sandhi and the
//! chosen output style are applied.

mod dict;
mod rules;
mod segment;
mod syllable;

use crate::error::CodedError;
use dict::{Dict, Syl, Word, dict};
use segment::{Piece, Scratch};

/// How each syllable is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum PinyinStyle {
    /// hàn yǔ
    Marks,
    /// han4 yu3 (the neutral tone has no number)
    Numbers,
    /// han yu
    Plain,
    /// h (initial consonant; none for syllables such as an, yi, wo)
    Initials,
    /// h y
    FirstLetters,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct PinyinOptions {
    pub style: PinyinStyle,
    /// Write ü as v (lv4); tone marks always use ü.
    pub v: bool,
    /// Put between syllables (and between a syllable and other text).
    pub separator: String,
    /// Keep characters that have no pinyin (letters, digits, punctuation); line breaks are
    /// always kept.
    pub keep_other: bool,
    /// Capitalise each syllable.
    pub capitalize: bool,
    /// Apply the tone changes of 一 and 不 (一定 yídìng, 不对 búduì).
    pub sandhi: bool,
    /// List every reading of each character, the chosen one first (`háng/xíng`).
    pub heteronyms: bool,
}

impl Default for PinyinOptions {
    fn default() -> Self {
        PinyinOptions {
            style: PinyinStyle::Marks,
            v: false,
            separator: " ".into(),
            keep_other: true,
            capitalize: false,
            sandhi: false,
            heteronyms: false,
        }
    }
}

/// The longest separator accepted.
pub const MAX_SEPARATOR_CHARS: usize = 8;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PinyinError {
    #[error("separator too long")]
    SeparatorTooLong,
    #[error("separator contains a line break")]
    SeparatorLineBreak,
}

impl CodedError for PinyinError {
    fn code(&self) -> &'static str {
        match self {
            PinyinError::SeparatorTooLong => "pinyin.separator_too_long",
            PinyinError::SeparatorLineBreak => "pinyin.separator_line_break",
        }
    }
    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            PinyinError::SeparatorTooLong => vec![("max", MAX_SEPARATOR_CHARS.to_string())],
            PinyinError::SeparatorLineBreak => Vec::new(),
        }
    }
}

impl PinyinOptions {
    pub fn validate(&self) -> Result<(), PinyinError> {
        if self.separator.chars().count() > MAX_SEPARATOR_CHARS {
            return Err(PinyinError::SeparatorTooLong);
        }
        if self.separator.contains(['\n', '\r']) {
            return Err(PinyinError::SeparatorLineBreak);
        }
        Ok(())
    }
}

/// One word of a line: Chinese (with pinyin) or other text.
#[derive(Debug)]
struct Seg<'a> {
    text: &'a str,
    han: bool,
    word: Option<&'static Word>,
    /// Index of its first syllable in the line's syllables.
    first: usize,
}

/// A line, analysed: its words and the reading chosen for each Chinese character.
struct Line<'a> {
    segs: Vec<Seg<'a>>,
    syls: Vec<Syl>,
    /// Per syllable: the character, and whether it ends a word of two or more characters.
    chars: Vec<(char, bool)>,
}

struct Analyser {
    dict: &'static Dict,
    pieces: Vec<Piece>,
    scratch: Scratch,
}

impl Analyser {
    fn new() -> Self {
        Analyser {
            dict: dict(),
            pieces: Vec::new(),
            scratch: Scratch::default(),
        }
    }

    fn line<'a>(&mut self, line: &'a str, sandhi: bool) -> Line<'a> {
        let dict = self.dict;
        let mut out = Line {
            segs: Vec::new(),
            syls: Vec::new(),
            chars: Vec::new(),
        };
        let mut rest = line;
        while !rest.is_empty() {
            let han = rest.chars().next().is_some_and(|c| dict.has_pinyin(c));
            let end = rest
                .char_indices()
                .find(|&(_, c)| dict.has_pinyin(c) != han)
                .map_or(rest.len(), |(i, _)| i);
            let (run, tail) = rest.split_at(end);
            rest = tail;
            if !han {
                out.segs.push(Seg {
                    text: run,
                    han: false,
                    word: None,
                    first: out.syls.len(),
                });
                continue;
            }
            self.pieces.clear();
            segment::segment(dict, run, &mut self.pieces, &mut self.scratch);
            for piece in &self.pieces {
                let text = &run[piece.start..piece.end];
                let first = out.syls.len();
                let n = text.chars().count();
                for (i, c) in text.chars().enumerate() {
                    let syl = match piece.word {
                        Some(w) => dict.word_reading(w, i, c),
                        None => dict.readings(c).first().copied(),
                    };
                    out.syls.push(syl.unwrap_or(0));
                    out.chars.push((c, n > 1 && i + 1 == n));
                }
                out.segs.push(Seg {
                    text,
                    han: true,
                    word: piece.word,
                    first,
                });
            }
        }
        rules::apply(dict, &out.segs, &mut out.syls);
        if sandhi {
            self.sandhi(&mut out);
        }
        out
    }

    /// 一 and 不 change tone before a fourth tone (一定 yídìng, 不是 búshì); 一 becomes yì before
    /// the other tones (一天 yìtiān) but stays yī in numbers, ordinals and at a word's end
    /// (第一, 十一, 统一); both are neutral between a repeated verb (看一看, 是不是).
    fn sandhi(&self, line: &mut Line) {
        let dict = self.dict;
        let id = |s: &'static str| dict.syllable_id(s);
        let (Some(yi1), Some(yi2), Some(yi4), Some(yi5), Some(bu2), Some(bu5)) = (
            id("yi1"),
            id("yi2"),
            id("yi4"),
            id("yi5"),
            id("bu2"),
            id("bu5"),
        ) else {
            return;
        };
        // Syllables are contiguous within a seg; sandhi looks at the next character of the
        // same run of Chinese, which is the next syllable when the next seg is Chinese too.
        let mut contiguous = vec![false; line.syls.len()];
        for (k, seg) in line.segs.iter().enumerate() {
            if !seg.han {
                continue;
            }
            let n = seg.text.chars().count();
            let next_han = line.segs.get(k + 1).is_some_and(|s| s.han);
            for i in 0..n {
                if let Some(slot) = contiguous.get_mut(seg.first + i) {
                    *slot = i + 1 < n || next_han;
                }
            }
        }
        for k in 0..line.syls.len() {
            let (c, word_end) = line.chars[k];
            if (c != '一' && c != '不') || !contiguous[k] {
                continue;
            }
            let Some(&(next_c, _)) = line.chars.get(k + 1) else {
                continue;
            };
            let prev_c = k
                .checked_sub(1)
                .and_then(|p| contiguous[p].then(|| line.chars[p].0));
            let next_tone = syllable::tone(dict.syllable(line.syls[k + 1]));
            if prev_c == Some(next_c) {
                line.syls[k] = if c == '一' { yi5 } else { bu5 };
                continue;
            }
            if c == '不' {
                if next_tone == 4 {
                    line.syls[k] = bu2;
                }
                continue;
            }
            let numeric = |x: Option<char>| {
                x.is_some_and(|x| "零〇一二三四五六七八九十百千万亿两第初".contains(x))
            };
            if numeric(prev_c) || numeric(Some(next_c)) || word_end || line.syls[k] != yi1 {
                continue;
            }
            line.syls[k] = match next_tone {
                4 => yi2,
                1..=3 => yi4,
                _ => yi1,
            };
        }
    }
}

/// Text is analysed clause by clause: no word and no rule crosses these, and memory stays
/// small for a 10 MB text.
/// (A `match`, not a `[char]` pattern: it runs for every character of the text.)
fn ends_clause(c: char) -> bool {
    matches!(c, '\n' | '。' | '！' | '？' | '；' | '，' | '!' | '?' | ';')
}

/// Opening punctuation: no separator after it. Closing punctuation: none before it.
const OPENING: &str = "(（[［{｛《〈「『【〔“‘";
const CLOSING: &str = ")）]］}｝》〉」』】〕”’,，.。!！?？;；:：、…·";

/// Builds the output text from a sequence of pieces (syllables and other text).
struct Writer<'o> {
    out: &'o mut String,
    opts: &'o PinyinOptions,
    /// Whether the last thing written may be followed by a separator.
    open: bool,
    /// Each syllable as written in these options, by id, once it has been written: a text has
    /// far fewer distinct syllables than characters.
    cache: &'o mut Vec<Option<Box<str>>>,
}

impl Writer<'_> {
    fn syllables(&mut self, dict: &Dict, chosen: Syl, c: char) {
        if self.open {
            self.out.push_str(&self.opts.separator);
        }
        let start = self.out.len();
        self.write_one(dict, chosen);
        if self.opts.heteronyms {
            for &other in dict.readings(c) {
                if other != chosen {
                    self.out.push('/');
                    self.write_one(dict, other);
                }
            }
        }
        if self.out.len() == start {
            // Nothing to write (a syllable without initial): no separator either.
            if self.open {
                self.out.truncate(start - self.opts.separator.len());
            }
            return;
        }
        self.open = true;
    }

    fn write_one(&mut self, dict: &Dict, syl: Syl) {
        let i = usize::from(syl);
        if self.cache.len() <= i {
            self.cache.resize(i + 1, None);
        }
        let written = self.cache[i].get_or_insert_with(|| {
            let o = self.opts;
            let mut text = String::new();
            syllable::write(&mut text, dict.syllable(syl), o.style, o.v, o.capitalize);
            text.into_boxed_str()
        });
        self.out.push_str(written);
    }

    fn other(&mut self, text: &str) {
        if !self.opts.keep_other {
            for c in text.chars().filter(|&c| c == '\n' || c == '\r') {
                self.out.push(c);
                self.open = false;
            }
            return;
        }
        let Some(first) = text.chars().next() else {
            return;
        };
        if self.open && !first.is_whitespace() && !CLOSING.contains(first) {
            self.out.push_str(&self.opts.separator);
        }
        self.out.push_str(text);
        self.open = text
            .chars()
            .last()
            .is_some_and(|l| !l.is_whitespace() && !OPENING.contains(l));
    }
}

/// Converts `text` to pinyin as one string, in the style of `opts`.
pub fn convert(text: &str, opts: &PinyinOptions) -> Result<String, PinyinError> {
    opts.validate()?;
    let mut analyser = Analyser::new();
    let mut out = String::with_capacity(text.len() * 2);
    let mut cache = Vec::new();
    let mut writer = Writer {
        out: &mut out,
        opts,
        open: false,
        cache: &mut cache,
    };
    for line in text.split_inclusive(ends_clause) {
        let analysed = analyser.line(line, opts.sandhi);
        for seg in &analysed.segs {
            if seg.han {
                for (i, c) in seg.text.chars().enumerate() {
                    let syl = analysed.syls.get(seg.first + i).copied().unwrap_or(0);
                    writer.syllables(analyser.dict, syl, c);
                }
            } else {
                writer.other(seg.text);
            }
        }
    }
    Ok(out)
}

/// One unit of the annotated (ruby) view: a Chinese character with its pinyin, or a run of
/// other text (pinyin `None`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct RubyItem {
    pub text: String,
    pub pinyin: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Annotated {
    pub items: Vec<RubyItem>,
    /// Whether the text was longer than the limit and only its beginning is annotated.
    pub truncated: bool,
}

/// The annotated view of at most `max_chars` characters of `text` (whole lines only, unless
/// the first line alone is longer).
pub fn annotate(
    text: &str,
    opts: &PinyinOptions,
    max_chars: usize,
) -> Result<Annotated, PinyinError> {
    opts.validate()?;
    let mut analyser = Analyser::new();
    let mut items = Vec::new();
    let mut count = 0usize;
    let mut truncated = false;
    let item_opts = PinyinOptions {
        separator: String::new(),
        keep_other: true,
        ..opts.clone()
    };
    let mut cache = Vec::new();
    'lines: for line in text.split_inclusive(ends_clause) {
        let analysed = analyser.line(line, opts.sandhi);
        for seg in &analysed.segs {
            if seg.han {
                for (i, c) in seg.text.chars().enumerate() {
                    if count >= max_chars {
                        truncated = true;
                        break 'lines;
                    }
                    count += 1;
                    let syl = analysed.syls.get(seg.first + i).copied().unwrap_or(0);
                    let mut pinyin = String::new();
                    let mut w = Writer {
                        out: &mut pinyin,
                        opts: &item_opts,
                        open: false,
                        cache: &mut cache,
                    };
                    w.syllables(analyser.dict, syl, c);
                    items.push(RubyItem {
                        text: c.to_string(),
                        pinyin: Some(pinyin),
                    });
                }
            } else {
                let n = seg.text.chars().count();
                if count + n > max_chars {
                    truncated = true;
                    let cut: String = seg.text.chars().take(max_chars - count).collect();
                    items.push(RubyItem {
                        text: cut,
                        pinyin: None,
                    });
                    break 'lines;
                }
                count += n;
                items.push(RubyItem {
                    text: seg.text.to_owned(),
                    pinyin: None,
                });
            }
        }
    }
    Ok(Annotated { items, truncated })
}

#[cfg(test)]
mod tests;
