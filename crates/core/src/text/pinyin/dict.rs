//! The embedded pinyin lexicon (crates/core/data/pinyin, built by
//! scripts/build-pinyin-data.py): every reading of ~42,000 characters and ~220,000 words with
//! a frequency and a part of speech, parsed once on first use. A word stores its readings
//! only where they differ from its characters' first ones, as indices into their lists.

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

/// The block U+3000..U+A000 (CJK symbols, extension A, unified ideographs) is indexed directly.
const DENSE_START: u32 = 0x3000;
const DENSE_END: u32 = 0xA000;

#[derive(Clone, Copy, Debug)]
struct CharInfo {
    start: u32,
    /// Number of readings; 0 = no pinyin.
    len: u8,
    /// Whether a longer word starts with this character.
    prefix: bool,
    /// Index of the character as a word of its own, or `u32::MAX`.
    word: u32,
}

const NO_CHAR: CharInfo = CharInfo {
    start: 0,
    len: 0,
    prefix: false,
    word: u32::MAX,
};

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
    /// Each character's readings (range into `char_readings`, most frequent first) and its
    /// entry as a one-character word: an array for the common Chinese blocks, a map for the
    /// rest, so the hot loop seldom hashes.
    dense: Vec<CharInfo>,
    sparse: FxHashMap<char, CharInfo>,
    char_readings: Vec<Syl>,
    /// Words and their prefixes, keyed by [`key_hash`] of their characters (a 64-bit hash, so
    /// a lookup extends the previous one by a character and never compares strings).
    map: FxHashMap<u64, Key>,
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
            dense: vec![NO_CHAR; (DENSE_END - DENSE_START) as usize],
            sparse: FxHashMap::default(),
            char_readings: Vec::with_capacity(60_000),
            map: FxHashMap::default(),
            words: Vec::with_capacity(230_000),
            word_readings: Vec::with_capacity(80_000),
            max_word_chars: 1,
        };
        let mut ids: FxHashMap<&'static str, Syl> = FxHashMap::default();
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
                *dict.char_info_mut(c) = CharInfo {
                    start,
                    len,
                    ..NO_CHAR
                };
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
            let Some(first) = word.chars().next() else {
                continue;
            };
            if dict.char_info(first).len == 0 {
                continue;
            }
            let mut readings = u32::MAX;
            if let Some(digits) = parts.next() {
                // One base-36 digit per character: the index of its reading in chars.txt.
                let start = dict.word_readings.len();
                for (c, d) in word.chars().zip(digits.chars()) {
                    let syl = d
                        .to_digit(36)
                        .and_then(|d| dict.readings(c).get(d as usize).copied());
                    let Some(syl) = syl else { break };
                    dict.word_readings.push(syl);
                }
                if dict.word_readings.len() - start != n || digits.len() != n {
                    dict.word_readings.truncate(start);
                    continue;
                }
                readings = start as u32;
            }
            let index = dict.words.len() as u32;
            dict.words.push(Word {
                log_p: f32::from(score) / 2.0 - 19.3,
                pos: Pos::from_tag(tag),
                readings,
            });
            dict.max_word_chars = dict.max_word_chars.max(n);
            if n == 1 {
                dict.char_info_mut(first).word = index;
                continue;
            }
            dict.char_info_mut(first).prefix = true;
            // Every proper prefix too, so a lookup can stop as soon as no word can follow.
            let mut h = HASH_START;
            for (i, c) in word.chars().enumerate() {
                h = key_hash(h, c);
                if i + 1 == n {
                    dict.map.insert(h, Key::Word(index));
                } else {
                    dict.map.entry(h).or_insert(Key::Prefix);
                }
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

    fn char_info(&self, c: char) -> CharInfo {
        let cp = u32::from(c);
        if (DENSE_START..DENSE_END).contains(&cp) {
            self.dense
                .get((cp - DENSE_START) as usize)
                .copied()
                .unwrap_or(NO_CHAR)
        } else {
            self.sparse.get(&c).copied().unwrap_or(NO_CHAR)
        }
    }

    fn char_info_mut(&mut self, c: char) -> &mut CharInfo {
        let cp = u32::from(c);
        if (DENSE_START..DENSE_END).contains(&cp)
            && let Some(info) = self.dense.get_mut((cp - DENSE_START) as usize)
        {
            return info;
        }
        self.sparse.entry(c).or_insert(NO_CHAR)
    }

    /// Every reading of `c`, most frequent first; empty when `c` has no pinyin.
    pub fn readings(&self, c: char) -> &[Syl] {
        let info = self.char_info(c);
        let start = info.start as usize;
        self.char_readings
            .get(start..start + info.len as usize)
            .unwrap_or(&[])
    }

    pub fn has_pinyin(&self, c: char) -> bool {
        self.char_info(c).len > 0
    }

    /// `c` as a word of its own (if the lexicon has it), and whether longer words start with it.
    pub fn single(&self, c: char) -> (Option<&Word>, bool) {
        let info = self.char_info(c);
        (self.words.get(info.word as usize), info.prefix)
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

    /// For the [`key_hash`] of some characters: `Some(Some(word))` for a word, `Some(None)` for
    /// a prefix of one, `None` otherwise.
    pub fn lookup_hash(&self, hash: u64) -> Option<Option<&Word>> {
        match self.map.get(&hash)? {
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

/// FNV-1a over the characters' code points, extended one character at a time.
pub const HASH_START: u64 = 0xcbf2_9ce4_8422_2325;

pub fn key_hash(hash: u64, c: char) -> u64 {
    (hash ^ u64::from(c)).wrapping_mul(0x0000_0100_0000_01b3)
}

fn single_char(s: &str) -> Option<char> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}
