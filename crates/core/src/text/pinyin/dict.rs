//! The embedded pinyin lexicon (crates/core/data/pinyin, built by
//! scripts/build-pinyin-data.py): every reading of ~42,000 characters and ~220,000 words with
//! a frequency and a part of speech. A word stores its readings only where they differ from its
//! characters' first ones, as indices into their lists.
//!
//! Nothing is parsed up front, because the first conversion waits for it (and in a browser or
//! Node, code that runs once runs unoptimised): both tables are sorted, so the lines of a block
//! of 256 characters, or of the words starting with one character, are found by binary search
//! the first time a text needs them and parsed then, into small structures of their own. A short
//! text parses a few blocks and a few dozen word lists instead of a map of 330,000 keys; a long
//! one ends up parsing what it uses, once.

use rustc_hash::FxHashMap;
use std::sync::{Mutex, OnceLock};

const CHARS: &str = include_str!("../../../data/pinyin/chars.txt");
const WORDS: &str = include_str!("../../../data/pinyin/words.txt");
const SURNAMES: &str = include_str!("../../../data/pinyin/surnames.txt");
const GIVEN: &str = include_str!("../../../data/pinyin/given.txt");

/// A syllable id: index into [`Dict::syllables`].
pub type Syl = u16;

/// Part-of-speech class of a word (jieba's tag, first letter, grouped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
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

/// Every [`Pos`], in declaration order (`ALL_POS[p as usize] == p`).
const ALL_POS: [Pos; 14] = [
    Pos::Noun,
    Pos::Verb,
    Pos::Adjective,
    Pos::Adverb,
    Pos::Numeral,
    Pos::Measure,
    Pos::Pronoun,
    Pos::Particle,
    Pos::Preposition,
    Pos::Conjunction,
    Pos::Locative,
    Pos::Time,
    Pos::Interjection,
    Pos::Other,
];

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

/// Characters with pinyin lie in U+3007..U+3FFFF (CJK blocks and their extensions), parsed in
/// blocks of 256.
const FIRST_CP: u32 = 0x3000;
const END_CP: u32 = 0x4_0000;
const BLOCK_BITS: u32 = 8;
const BLOCK_LEN: usize = 1 << BLOCK_BITS;
/// More than the ~1,650 distinct syllables of the character table.
const MAX_SYLLABLES: usize = 4096;
const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug, Default)]
struct CharInfo {
    /// Range into [`Block::readings`].
    start: u32,
    /// Its first reading (most characters of a text take it): read without a second access.
    first: Syl,
    /// Number of readings; 0 = no pinyin.
    len: u8,
}

/// 256 consecutive code points: their readings and the words that start with each.
#[derive(Debug)]
struct Block {
    /// One bit per character: whether it has pinyin (asked for every character of a text; its
    /// [`CharInfo`] is mostly not in cache, this is).
    has: [u64; BLOCK_LEN / 64],
    infos: Box<[CharInfo]>,
    readings: Vec<Syl>,
    buckets: Box<[OnceLock<Option<Bucket>>]>,
}

impl Word {
    fn log_p_of(score: u8) -> f32 {
        f32::from(score) / 2.0 - 19.3
    }

    /// Whether the lexicon stores this word's readings (they differ from its characters' first
    /// readings).
    pub fn stores_readings(&self) -> bool {
        self.digits != NONE
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Word {
    /// Natural log of the word's probability in jieba's corpus (about -19 … -4): its score in
    /// `words.txt`, a byte, over 2, minus 19.3.
    pub log_p: f32,
    pub pos: Pos,
    /// Byte offset in `words.txt` of its reading digits (one per character), or [`NONE`] when
    /// every character takes its first reading: nothing is copied out of the embedded text.
    digits: u32,
}

/// The words that start with one character.
///
/// Segmenting a text is mostly waiting for memory: each lookup lands in a random slot of a
/// table of thousands, and the lexicon's tables are larger than a cache. So they are kept
/// small: the two-character keys, looked up at most characters, in 8-byte slots holding
/// everything about them; the longer keys, looked up only when a two-character key says
/// the next character may continue it, in a second table.
#[derive(Debug, Default)]
pub struct Bucket {
    /// The character as a word of its own.
    pub single: Option<Word>,
    /// Two-character words and prefixes of longer words: [`Pair`]s keyed by their second
    /// character, open-addressed, at most three quarters full.
    pairs: Box<[u64]>,
    /// Longer words and their prefixes, keyed by [`key_hash`] of all their characters (a
    /// 64-bit hash, so a lookup extends the previous one by a character and never compares
    /// strings), open-addressed the same way.
    longer: Box<[Slot]>,
    /// 64 minus the bits of each table's size: a key's first slot is the top bits of its mixed
    /// hash (see [`home`]).
    pairs_shift: u32,
    longer_shift: u32,
    /// The longest word, in characters.
    pub max_chars: usize,
    /// One bit per [`second_bit`] of the second character of every longer word: this test,
    /// in the bucket just read, spares the lookup for most pairs of characters that start no
    /// word.
    seconds: [u64; 4],
}

/// A two-character key in one `u64`: second character (18 bits; every character with pinyin
/// is below U+40000, 0 marks an empty slot), score (5 bits), whether it is a word (1), the
/// [`next_bit`]s of the characters that may follow it (8), part of speech (4), reading
/// digits' offset (28, all ones for none).
mod pair {
    pub const CHAR_BITS: u32 = 18;
    pub const SCORE_AT: u32 = 18;
    pub const WORD_AT: u32 = 23;
    pub const NEXT_AT: u32 = 24;
    pub const POS_AT: u32 = 32;
    pub const DIGITS_AT: u32 = 36;
    pub const NO_DIGITS: u64 = (1 << 28) - 1;
    /// Scores run from 1 to 30 (checked by a test of the whole table).
    pub const MAX_SCORE: u8 = 31;
}

/// One key of [`Bucket::longer`]: a word, or a prefix of longer words, or both.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    /// The key's [`key_hash`] (at least 1); 0 marks an empty slot.
    hash: u64,
    /// The word's [`Word::digits`].
    digits: u32,
    /// The word's score (see [`Word::log_p`]).
    score: u8,
    /// The word's [`Pos`] as `u8`, or [`NO_WORD`] for a key that is only a prefix.
    pos: u8,
    /// [`next_bit`] of every character that follows the key in a longer word; 0 when none.
    next: u16,
}

const NO_WORD: u8 = u8::MAX;

/// What a key of a [`Bucket`] is: a word (or only a prefix of one), and which characters may
/// follow it in a longer word.
#[derive(Clone, Copy, Debug)]
pub struct Key {
    pub word: Option<Word>,
    next: u16,
}

impl Key {
    /// Whether a longer word may continue this key with `c` (false: surely none does, and a
    /// lookup of one more character would find nothing).
    pub fn may_continue_with(&self, c: char) -> bool {
        self.next & next_bit(c) != 0
    }
}

/// The bit of `c` in a filter of `2^log2_bits` bits kept as `u64` words (a multiplicative
/// hash): its word and the bit in it. Different characters may share a bit; one character
/// always has the same.
pub const fn char_bit(c: char, log2_bits: u32) -> (usize, u64) {
    let h = (c as u32).wrapping_mul(0x9E37_79B1) >> (32 - log2_bits);
    ((h >> 6) as usize, 1 << (h & 63))
}

/// The bit of `c` in [`Bucket::seconds`] (256 bits).
fn second_bit(c: char) -> (usize, u64) {
    char_bit(c, 8)
}

/// The bit of `c` in a key's filter of following characters (8 bits, the size a [`Bucket`]
/// pair has room for).
fn next_bit(c: char) -> u16 {
    char_bit(c, 3).1 as u16
}

/// A table's size for `n` keys (a power of two, at most three quarters full: halving the
/// tables' memory from "at most half" made segmenting faster, longer probes included) and
/// the shift that takes a 64-bit mixed hash to an index in it.
fn table_size(n: usize) -> (usize, u32) {
    let size = (n * 4 / 3 + 1).next_power_of_two().max(4);
    (size, 64 - size.trailing_zeros())
}

/// FNV's top bits hardly depend on the last character's low bits (a multiplication only
/// carries upwards), and code points differ in their low bits: both are mixed first
/// (Fibonacci hashing), or a bucket's keys pile up in a few runs of slots.
fn home(hash: u64, shift: u32) -> usize {
    hash.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .checked_shr(shift)
        .unwrap_or(0) as usize
}

impl Bucket {
    /// Whether longer words start with this character.
    pub fn has_longer(&self) -> bool {
        !self.pairs.is_empty()
    }

    /// Whether a longer word may have `c` as its second character (false: surely none).
    pub fn may_continue_with(&self, c: char) -> bool {
        let (word, bit) = second_bit(c);
        self.seconds[word] & bit != 0
    }

    /// The two-character key of this character and `c`, if a word or a prefix of one.
    pub fn pair(&self, c: char) -> Option<Key> {
        use pair::*;
        let want = u64::from(c);
        let mask = self.pairs.len().wrapping_sub(1);
        let mut i = home(want, self.pairs_shift);
        loop {
            let p = *self.pairs.get(i)?;
            let got = p & ((1 << CHAR_BITS) - 1);
            if got == want {
                let word = (p >> WORD_AT & 1 == 1).then(|| {
                    let digits = p >> DIGITS_AT;
                    Word {
                        log_p: Word::log_p_of((p >> SCORE_AT & 31) as u8),
                        pos: ALL_POS[(p >> POS_AT & 15) as usize % ALL_POS.len()],
                        digits: if digits == NO_DIGITS {
                            NONE
                        } else {
                            digits as u32
                        },
                    }
                });
                return Some(Key {
                    word,
                    next: (p >> NEXT_AT & 0xff) as u16,
                });
            }
            if got == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// For the [`key_hash`] of three or more characters: what they are, if a word or a prefix
    /// of one.
    pub fn lookup_hash(&self, hash: u64) -> Option<Key> {
        let hash = hash.max(1);
        let mask = self.longer.len().wrapping_sub(1);
        let mut i = home(hash, self.longer_shift);
        loop {
            let slot = self.longer.get(i)?;
            if slot.hash == hash {
                let word = ALL_POS.get(usize::from(slot.pos)).map(|&pos| Word {
                    log_p: Word::log_p_of(slot.score),
                    pos,
                    digits: slot.digits,
                });
                return Some(Key {
                    word,
                    next: slot.next,
                });
            }
            if slot.hash == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// The tables of `keys` (sorted by hash, one entry per hash; two-character keys have
    /// their second character as hash).
    fn set_tables(&mut self, pairs: &[Slot], longer: &[Slot]) {
        use pair::*;
        if !pairs.is_empty() {
            let (size, shift) = table_size(pairs.len());
            let mut table = vec![0u64; size];
            for key in pairs {
                let digits = if key.digits == NONE {
                    NO_DIGITS
                } else {
                    u64::from(key.digits).min(NO_DIGITS - 1)
                };
                let word = key.pos != NO_WORD;
                let packed = key.hash
                    | u64::from(key.score.min(MAX_SCORE)) << SCORE_AT
                    | u64::from(word) << WORD_AT
                    | u64::from(key.next & 0xff) << NEXT_AT
                    | u64::from(if word { key.pos & 15 } else { 0 }) << POS_AT
                    | digits << DIGITS_AT;
                let mut i = home(key.hash, shift);
                while table[i] != 0 {
                    i = (i + 1) & (size - 1);
                }
                table[i] = packed;
            }
            self.pairs = table.into_boxed_slice();
            self.pairs_shift = shift;
        }
        if !longer.is_empty() {
            let (size, shift) = table_size(longer.len());
            let mut table = vec![Slot::default(); size];
            for key in longer {
                let mut i = home(key.hash, shift);
                while table[i].hash != 0 {
                    i = (i + 1) & (size - 1);
                }
                table[i] = *key;
            }
            self.longer = table.into_boxed_slice();
            self.longer_shift = shift;
        }
    }
}

#[derive(Debug)]
pub struct Dict {
    chars: &'static str,
    words: &'static str,
    blocks: Box<[OnceLock<Block>]>,
    /// Syllable ids are handed out as blocks are parsed; reading one never locks.
    syllables: Box<[OnceLock<&'static str>]>,
    interner: Mutex<FxHashMap<&'static str, Syl>>,
}

/// log P of a character the lexicon does not know as a word (jieba's count of 1).
pub const UNKNOWN_LOG_P: f32 = -17.9;

pub fn dict() -> &'static Dict {
    static DICT: OnceLock<Dict> = OnceLock::new();
    DICT.get_or_init(|| Dict::new(CHARS, WORDS))
}

impl Dict {
    /// The lexicon over the two tables (each sorted by code point, one entry a line). Malformed
    /// lines are skipped when parsed (the data is ours and tested, but a bad line must never
    /// take the tool down).
    pub fn new(chars: &'static str, words: &'static str) -> Dict {
        let blocks = ((END_CP - FIRST_CP) >> BLOCK_BITS) as usize;
        Dict {
            chars,
            words,
            blocks: (0..blocks).map(|_| OnceLock::new()).collect(),
            syllables: (0..MAX_SYLLABLES).map(|_| OnceLock::new()).collect(),
            interner: Mutex::new(FxHashMap::default()),
        }
    }

    /// The id of a tone-number syllable (given one if new); `None` only past [`MAX_SYLLABLES`].
    pub fn syllable_id(&self, text: &'static str) -> Option<Syl> {
        let mut ids = self.interner.lock().unwrap_or_else(|e| e.into_inner());
        self.intern(&mut ids, text)
    }

    fn intern(&self, ids: &mut FxHashMap<&'static str, Syl>, text: &'static str) -> Option<Syl> {
        if let Some(&id) = ids.get(text) {
            return Some(id);
        }
        let id = ids.len();
        self.syllables.get(id)?.set(text).ok()?;
        ids.insert(text, id as Syl);
        Some(id as Syl)
    }

    /// The reading of `c` as a surname, where it differs from its reading alone (区 ou1). The
    /// table has 35 lines: a scan, no map.
    pub fn surname(&self, c: char) -> Option<&'static str> {
        // Parsed once: name context is tested for many single characters of a long text.
        static TABLE: OnceLock<Vec<(char, &'static str)>> = OnceLock::new();
        let table = TABLE.get_or_init(|| {
            SURNAMES
                .lines()
                .filter_map(|line| {
                    let (first, reading) = line.split_once(' ')?;
                    Some((single_char(first)?, reading))
                })
                .collect()
        });
        table.iter().find(|(s, _)| *s == c).map(|&(_, r)| r)
    }

    /// Whether `c` is typical of given names (建 庆 晓 霁: ~600 characters, sorted in one line;
    /// asked only for the single characters after a surname character).
    pub fn given_name_char(&self, c: char) -> bool {
        static TABLE: OnceLock<Vec<char>> = OnceLock::new();
        TABLE
            .get_or_init(|| GIVEN.trim_end().chars().collect())
            .binary_search(&c)
            .is_ok()
    }

    /// The tone-number spelling of a syllable id (`zhong1`, `lv4`, `le5`).
    pub fn syllable(&self, id: Syl) -> &str {
        self.syllables
            .get(id as usize)
            .and_then(OnceLock::get)
            .copied()
            .unwrap_or("")
    }

    /// The block of `c` and the index of `c` in it.
    fn block(&self, c: char) -> Option<(&Block, usize)> {
        let cp = u32::from(c).checked_sub(FIRST_CP)?;
        let index = (cp >> BLOCK_BITS) as usize;
        let cell = self.blocks.get(index)?;
        let block = cell.get_or_init(|| self.parse_block(index));
        Some((block, cp as usize & (BLOCK_LEN - 1)))
    }

    fn parse_block(&self, index: usize) -> Block {
        let first = FIRST_CP + ((index as u32) << BLOCK_BITS);
        let start = lower_bound(self.chars, first);
        let end = lower_bound(self.chars, first + BLOCK_LEN as u32);
        let mut block = Block {
            has: [0; BLOCK_LEN / 64],
            infos: vec![CharInfo::default(); BLOCK_LEN].into_boxed_slice(),
            readings: Vec::new(),
            buckets: (0..BLOCK_LEN).map(|_| OnceLock::new()).collect(),
        };
        let mut ids = self.interner.lock().unwrap_or_else(|e| e.into_inner());
        for line in self.chars.get(start..end).unwrap_or("").lines() {
            let mut parts = line.split(' ');
            let Some(c) = parts.next().and_then(single_char) else {
                continue;
            };
            let Some(at) = u32::from(c).checked_sub(first) else {
                continue;
            };
            let from = block.readings.len();
            block
                .readings
                .extend(parts.filter_map(|s| self.intern(&mut ids, s)));
            if let Some(info) = block.infos.get_mut(at as usize) {
                *info = CharInfo {
                    start: from as u32,
                    first: block.readings.get(from).copied().unwrap_or(0),
                    len: (block.readings.len() - from).min(255) as u8,
                };
                if info.len > 0 {
                    block.has[at as usize / 64] |= 1 << (at % 64);
                }
            }
        }
        block
    }

    /// The words starting with `c`: the lines of `words.txt` from the first that starts with
    /// `c` to the first that starts with a later character.
    fn parse_bucket(&self, c: char) -> Option<Bucket> {
        let start = lower_bound(self.words, u32::from(c));
        let end = lower_bound(self.words, u32::from(c) + 1);
        if start >= end {
            return None;
        }
        let text = self.words.get(start..end)?;
        let base = self.words.as_ptr() as usize;
        let mut bucket = Bucket {
            max_chars: 1,
            ..Bucket::default()
        };
        // Every key of every longer word, then sorted by hash and merged (a prefix such as
        // 中华 comes once for each word it starts).
        let (mut pairs, mut keys): (Vec<Slot>, Vec<Slot>) = (Vec::new(), Vec::new());
        for line in text.lines() {
            let mut parts = line.split(' ');
            let (Some(word), Some(score)) = (parts.next(), parts.next()) else {
                continue;
            };
            // A line without a tag is a noun (the commonest tag goes without saying).
            let tag = parts.next().unwrap_or("n");
            let Ok(score) = score.parse::<u8>() else {
                continue;
            };
            let n = word.chars().count();
            let mut digits = NONE;
            if let Some(d) = parts.next() {
                // One base-36 digit per character: the index of its reading in chars.txt.
                let valid = d.len() == n
                    && word.chars().zip(d.chars()).all(|(c, d)| {
                        d.to_digit(36)
                            .is_some_and(|d| (d as usize) < self.readings(c).len())
                    });
                if !valid {
                    continue;
                }
                digits = (d.as_ptr() as usize - base) as u32;
            } else if word.chars().any(|c| !self.has_pinyin(c)) {
                continue;
            }
            let pos = Pos::from_tag(tag);
            if n == 1 {
                bucket.single = Some(Word {
                    log_p: Word::log_p_of(score),
                    pos,
                    digits,
                });
                continue;
            }
            bucket.max_chars = bucket.max_chars.max(n);
            // Every proper prefix of two or more characters too, so a lookup can stop as soon
            // as no word can follow.
            let mut chars = word.chars().peekable();
            let mut h = HASH_START;
            let mut i = 0;
            while let Some(c) = chars.next() {
                h = key_hash(h, c);
                i += 1;
                if i == 1 {
                    continue;
                }
                if i == 2 {
                    let (w, bit) = second_bit(c);
                    bucket.seconds[w] |= bit;
                }
                let mut key = Slot {
                    // Two-character keys are told apart by their second character alone.
                    hash: if i == 2 { u64::from(c) } else { h.max(1) },
                    pos: NO_WORD,
                    ..Slot::default()
                };
                match chars.peek() {
                    Some(&next) => key.next = next_bit(next),
                    None => {
                        key.digits = digits;
                        key.score = score;
                        key.pos = pos as u8;
                    }
                }
                if i == 2 { &mut pairs } else { &mut keys }.push(key);
            }
        }
        let merge = |mut keys: Vec<Slot>| {
            keys.sort_unstable_by_key(|k| k.hash);
            let mut merged: Vec<Slot> = Vec::with_capacity(keys.len());
            for key in keys {
                match merged.last_mut() {
                    Some(last) if last.hash == key.hash => {
                        last.next |= key.next;
                        if key.pos != NO_WORD {
                            (last.digits, last.score, last.pos) = (key.digits, key.score, key.pos);
                        }
                    }
                    _ => merged.push(key),
                }
            }
            merged
        };
        bucket.set_tables(&merge(pairs), &merge(keys));
        Some(bucket)
    }

    /// Every reading of `c`, most frequent first; empty when `c` has no pinyin.
    pub fn readings(&self, c: char) -> &[Syl] {
        let Some((block, i)) = self.block(c) else {
            return &[];
        };
        let Some(info) = block.infos.get(i) else {
            return &[];
        };
        let start = info.start as usize;
        block
            .readings
            .get(start..start + info.len as usize)
            .unwrap_or(&[])
    }

    pub fn has_pinyin(&self, c: char) -> bool {
        self.block(c)
            .is_some_and(|(block, i)| block.has[i / 64] & (1 << (i % 64)) != 0)
    }

    /// The words starting with `c` (parsed on first use); `None` when there are none.
    pub fn bucket(&self, c: char) -> Option<&Bucket> {
        let (block, i) = self.block(c)?;
        block
            .buckets
            .get(i)?
            .get_or_init(|| self.parse_bucket(c))
            .as_ref()
    }

    /// The first (most frequent) reading of `c`; `None` when `c` has no pinyin.
    pub fn first_reading(&self, c: char) -> Option<Syl> {
        let (block, i) = self.block(c)?;
        block
            .infos
            .get(i)
            .filter(|info| info.len > 0)
            .map(|info| info.first)
    }

    /// The reading of the `i`-th character `c` of `word`.
    pub fn word_reading(&self, word: &Word, i: usize, c: char) -> Option<Syl> {
        if word.digits == NONE {
            return self.first_reading(c);
        }
        let readings = self.readings(c);
        let digit = self.words.as_bytes().get(word.digits as usize + i)?;
        readings
            .get(char::from(*digit).to_digit(36)? as usize)
            .copied()
    }
}

/// Byte offset of the first line of `text` (lines sorted by their first character) whose first
/// character is `cp` or later; `text.len()` if none.
fn lower_bound(text: &str, cp: u32) -> usize {
    let bytes = text.as_bytes();
    let (mut lo, mut hi) = (0, bytes.len());
    // Lines starting before `lo` begin before `cp`; lines from `hi` on begin at or after it.
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let start = bytes
            .get(lo..mid)
            .and_then(|b| b.iter().rposition(|&b| b == b'\n'))
            .map_or(lo, |p| lo + p + 1);
        let first = text
            .get(start..)
            .and_then(|s| s.chars().next())
            .map_or(u32::MAX, u32::from);
        if first < cp {
            lo = bytes
                .get(start..)
                .and_then(|b| b.iter().position(|&b| b == b'\n'))
                .map_or(bytes.len(), |p| start + p + 1);
        } else {
            hi = start;
        }
    }
    lo
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The lazy lookups rely on both tables being sorted: every line must be found again.
    #[test]
    fn every_line_of_both_tables_is_found() {
        let dict = dict();
        for line in CHARS.lines() {
            let mut parts = line.split(' ');
            let c = parts.next().and_then(single_char).expect(line);
            let got: Vec<&str> = dict.readings(c).iter().map(|&s| dict.syllable(s)).collect();
            assert_eq!(got, parts.collect::<Vec<_>>(), "{line}");
            assert_eq!(
                dict.first_reading(c),
                dict.readings(c).first().copied(),
                "{line}"
            );
        }
        for line in WORDS.lines() {
            let mut parts = line.split(' ');
            let word = parts.next().expect(line);
            let first = word.chars().next().expect(line);
            let bucket = dict.bucket(first).expect(line);
            let entry = if word.chars().count() == 1 {
                bucket.single
            } else {
                let chars: Vec<char> = word.chars().collect();
                assert!(bucket.may_continue_with(chars[1]), "{line}");
                // The key of the first `end` characters.
                let key = |end: usize| {
                    if end == 2 {
                        bucket.pair(chars[1])
                    } else {
                        bucket.lookup_hash(chars[..end].iter().copied().fold(HASH_START, key_hash))
                    }
                };
                // Its prefixes of two or more characters say that its next character may
                // follow them.
                for (end, &next) in chars.iter().enumerate().skip(2) {
                    assert!(
                        key(end).is_some_and(|k| k.may_continue_with(next)),
                        "{line}"
                    );
                }
                key(chars.len()).and_then(|k| k.word)
            };
            let entry = entry.expect(line);
            let score: u8 = line
                .split(' ')
                .nth(1)
                .and_then(|s| s.parse().ok())
                .expect(line);
            assert!(score <= pair::MAX_SCORE, "{line}");
            assert!((entry.log_p - Word::log_p_of(score)).abs() < 1e-6, "{line}");
            let digits = parts.nth(2).unwrap_or("");
            for (i, c) in word.chars().enumerate() {
                let index = digits
                    .chars()
                    .nth(i)
                    .and_then(|d| d.to_digit(36))
                    .unwrap_or(0);
                let want = dict.readings(c).get(index as usize).copied();
                assert_eq!(dict.word_reading(&entry, i, c), want, "{line}");
            }
        }
        assert!(dict.bucket('a').is_none() && !dict.has_pinyin('a'));
        assert!(dict.readings('\u{10FFFF}').is_empty());
    }

    /// The tables answer exactly: a pair or a longer key is found if and only if the lexicon
    /// has a word it starts (and is a word if and only if the lexicon has it), for pairs and
    /// triples of characters that are mostly not in it. A packed field bleeding into the
    /// character, or a false hash match, fails here.
    #[test]
    fn keys_are_found_exactly() {
        use std::collections::HashSet;
        let mut words: HashSet<Vec<char>> = HashSet::new();
        let mut prefixes: HashSet<Vec<char>> = HashSet::new();
        for line in WORDS.lines() {
            let word: Vec<char> = line.split(' ').next().unwrap_or("").chars().collect();
            for end in 2..=word.len() {
                prefixes.insert(word[..end].to_vec());
            }
            words.insert(word);
        }
        // Characters that start or continue many words, and some that start none.
        let mut common: Vec<char> = WORDS
            .lines()
            .step_by(997)
            .flat_map(|line| line.split(' ').next().unwrap_or("").chars())
            .collect();
        common.extend(['a', '〇', '\u{20000}', '\u{3FFFF}']);
        common.sort_unstable();
        common.dedup();
        assert!(common.len() > 300, "{}", common.len());
        // A key is found exactly when some word starts with it, and is a word exactly when the
        // lexicon has it.
        let check = |chars: &[char], key: Option<Key>| {
            assert_eq!(key.is_some(), prefixes.contains(chars), "{chars:?}");
            let is_word = key.is_some_and(|k| k.word.is_some());
            assert_eq!(is_word, words.contains(chars), "{chars:?}");
        };
        let dict = dict();
        let (mut found, mut checked) = (0, 0);
        for &first in &common {
            let Some(bucket) = dict.bucket(first) else {
                continue;
            };
            for &second in &common {
                let key = bucket.pair(second);
                check(&[first, second], key);
                checked += 1;
                let Some(key) = key else { continue };
                found += 1;
                for &third in common.iter().step_by(7) {
                    let triple = vec![first, second, third];
                    let hash = triple.iter().copied().fold(HASH_START, key_hash);
                    let longer = bucket.lookup_hash(hash);
                    check(&triple, longer);
                    // The follow filter never rules out a key that exists.
                    if longer.is_some() {
                        assert!(key.may_continue_with(third), "{triple:?}");
                    }
                }
            }
        }
        assert!(found > 100 && checked > 50_000, "{found} of {checked}");
    }
}
