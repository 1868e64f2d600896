//! The embedded pinyin lexicon (crates/core/data/pinyin, built by
//! scripts/build-pinyin-data.py): every reading of ~42,000 characters and ~220,000 words with
//! a frequency and a part of speech, parsed once on first use.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

const CHARS: &str = include_str!("../../../data/pinyin/chars.txt");
const WORDS: &str = include_str!("../../../data/pinyin/words.txt");

/// A syllable id: index into [`Dict::syllables`].
pub type Syl = u16;

/// Part-of-speech class of a word (jieba's tag, first letter, grouped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pos {
    Noun,
    Verb,
    Adjective,
    Adverb,
    Numeral,
    Measure,
    Pronoun,
    Particle,
    Preposition,
    Conjunction,
    Locative,
    Time,
    Interjection,
    Other,
}

impl Pos {
    fn from_tag(tag: &str) -> Pos {
        match tag {
            "n" => Pos::Noun,
            "v" => Pos::Verb,
            "a" => Pos::Adjective,
            "d" => Pos::Adverb,
            "m" => Pos::Numeral,
            "q" => Pos::Measure,
            "r" => Pos::Pronoun,
            "u" => Pos::Particle,
            "p" => Pos::Preposition,
            "c" => Pos::Conjunction,
            "f" => Pos::Locative,
            "t" => Pos::Time,
            "y" => Pos::Interjection,
            _ => Pos::Other,
        }
    }
}

/// What the map knows about a string: a word (index into `words`) or only a prefix of one.
#[derive(Clone, Copy)]
enum Key {
    Word(u32),
    Prefix,
}

#[derive(Clone, Copy, Debug)]
pub struct Word {
    /// Natural log of the word's probability in jieba's corpus (about -19 … -4).
    pub log_p: f32,
    pub pos: Pos,
    /// Start of its own readings in `word_readings`, or `u32::MAX` when every character takes
    /// its first reading.
    readings: u32,
}

#[derive(Debug)]
pub struct Dict {
    syllables: Vec<String>,
    /// Each character's readings: range into `char_readings`, most frequent first.
    chars: FxHashMap<char, (u32, u8)>,
    char_readings: Vec<Syl>,
    map: FxHashMap<&'static str, Key>,
    words: Vec<Word>,
    word_readings: Vec<Syl>,
    /// The longest word, in characters.
    pub max_word_chars: usize,
}

/// log P of a character the lexicon does not know as a word (jieba's count of 1).
pub const UNKNOWN_LOG_P: f32 = -17.9;

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Key::Word(i) => write!(f, "Word({i})"),
            Key::Prefix => write!(f, "Prefix"),
        }
    }
}

pub fn dict() -> &'static Dict {
    static DICT: OnceLock<Dict> = OnceLock::new();
    DICT.get_or_init(|| Dict::parse(CHARS, WORDS))
}

impl Dict {
    /// Parses the two tables. Malformed lines are skipped (the data is ours and tested, but a
    /// bad line must never take the tool down).
    pub fn parse(chars: &'static str, words: &'static str) -> Dict {
        let mut dict = Dict {
            syllables: Vec::with_capacity(2048),
            chars: FxHashMap::default(),
            char_readings: Vec::with_capacity(60_000),
            map: FxHashMap::default(),
            words: Vec::with_capacity(230_000),
            word_readings: Vec::with_capacity(80_000),
            max_word_chars: 1,
        };
        let mut ids: FxHashMap<&'static str, Syl> = FxHashMap::default();
        dict.chars.reserve(42_000);
        for line in chars.lines() {
            let mut parts = line.split(' ');
            let Some(c) = parts.next().and_then(single_char) else {
                continue;
            };
            let start = dict.char_readings.len() as u32;
            for syllable in parts {
                let id = dict.intern(&mut ids, syllable);
                dict.char_readings.push(id);
            }
            let len = (dict.char_readings.len() as u32 - start).min(255) as u8;
            if len > 0 {
                dict.chars.insert(c, (start, len));
            }
        }
        dict.map.reserve(400_000);
        for line in words.lines() {
            let mut parts = line.split(' ');
            let (Some(word), Some(score), Some(tag)) = (parts.next(), parts.next(), parts.next())
            else {
                continue;
            };
            let Ok(score) = score.parse::<u8>() else {
                continue;
            };
            let n = word.chars().count();
            if n == 0 || !word.chars().all(|c| dict.chars.contains_key(&c)) {
                continue;
            }
            let mut readings = u32::MAX;
            let own: Vec<&'static str> = parts.collect();
            if !own.is_empty() {
                if own.len() != n {
                    continue;
                }
                readings = dict.word_readings.len() as u32;
                for syllable in own {
                    let id = dict.intern(&mut ids, syllable);
                    dict.word_readings.push(id);
                }
            }
            let index = dict.words.len() as u32;
            dict.words.push(Word {
                log_p: f32::from(score) / 2.0 - 19.3,
                pos: Pos::from_tag(tag),
                readings,
            });
            dict.map.insert(word, Key::Word(index));
            dict.max_word_chars = dict.max_word_chars.max(n);
            // Every proper prefix, so a lookup can stop as soon as no word can follow.
            for (i, _) in word.char_indices().skip(1) {
                dict.map.entry(&word[..i]).or_insert(Key::Prefix);
            }
        }
        dict
    }

    fn intern(&mut self, ids: &mut FxHashMap<&'static str, Syl>, syllable: &'static str) -> Syl {
        *ids.entry(syllable).or_insert_with(|| {
            self.syllables.push(syllable.to_owned());
            (self.syllables.len() - 1) as Syl
        })
    }

    /// Every reading of `c`, most frequent first; empty when `c` has no pinyin.
    pub fn readings(&self, c: char) -> &[Syl] {
        match self.chars.get(&c) {
            Some(&(start, len)) => {
                let start = start as usize;
                self.char_readings
                    .get(start..start + len as usize)
                    .unwrap_or(&[])
            }
            None => &[],
        }
    }

    pub fn has_pinyin(&self, c: char) -> bool {
        self.chars.contains_key(&c)
    }

    /// The tone-number spelling of a syllable id (`zhong1`, `lv4`, `le5`).
    pub fn syllable(&self, id: Syl) -> &str {
        self.syllables.get(id as usize).map_or("", String::as_str)
    }

    /// The id of a tone-number syllable, if any character reads so.
    pub fn syllable_id(&self, text: &str) -> Option<Syl> {
        self.syllables
            .iter()
            .position(|s| s == text)
            .map(|i| i as Syl)
    }

    /// `Some(Some(word))` for a word, `Some(None)` for a prefix of one, `None` otherwise.
    pub fn lookup(&self, text: &str) -> Option<Option<&Word>> {
        match self.map.get(text)? {
            Key::Word(i) => Some(self.words.get(*i as usize)),
            Key::Prefix => Some(None),
        }
    }

    /// The reading of the `i`-th character of `word` (whose text is `text`).
    pub fn word_reading(&self, word: &Word, i: usize, c: char) -> Option<Syl> {
        if word.readings != u32::MAX {
            return self.word_readings.get(word.readings as usize + i).copied();
        }
        self.readings(c).first().copied()
    }
}

fn single_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}
