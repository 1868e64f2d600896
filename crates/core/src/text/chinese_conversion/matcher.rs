//! Longest-prefix matching over a list of dictionary tiers, with OpenCC's group semantics in
//! one walk: among the keys that are prefixes of the text, the lowest tier wins and, within a
//! tier, the longest key. A `short_circuit` group is a sequence of tiers; a `union` group is one
//! tier holding all its children (the earlier child keeps a duplicate key).
//!
//! The keys form a trie. The root's children sit in a direct table for the Basic Multilingual
//! Plane, deeper edges in one hash map; each node keeps a 64-bit summary of its children's
//! characters, so most dead ends are found without hashing.

use rustc_hash::FxHashMap;

use super::data::{Data, Span};

const NO_VALUE: u8 = u8::MAX;
const BMP: usize = 0x1_0000;
/// A root entry with this bit holds its single-character key's whole answer instead of a node:
/// the value (one character, bits 0-20) and tier (bits 21-28). Most matches of a character
/// step are such keys, and this spares two dependent loads (the node, then the arena).
const DIRECT: u32 = 1 << 31;
const RANK_SHIFT: u32 = 21;

/// What a key maps to: text in the arena, or one character kept in the root table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Text(Span),
    Char(char),
}

impl Value {
    #[inline]
    pub fn push_to(self, arena: &str, out: &mut String) {
        match self {
            Value::Text(span) => out.push_str(span.of(arena)),
            Value::Char(c) => out.push(c),
        }
    }
}

#[derive(Debug)]
struct Node {
    value: Span,
    rank: u8,
    /// Bit `c % 64` set for every child character `c`.
    children: u64,
}

const EMPTY: Node = Node {
    value: Span { start: 0, end: 0 },
    rank: NO_VALUE,
    children: 0,
};

#[derive(Debug)]
pub struct Matcher {
    /// Root child of each BMP character (0: none), or its whole answer (see [`DIRECT`]).
    root: Vec<u32>,
    /// One bit per BMP character: whether a key starts with it. 8 KB stay in the fastest cache
    /// where the 256 KB table would not, and most characters start no key of a sparse step.
    root_bits: Box<[u64; BMP / 64]>,
    /// `root_bits`, and the description operators (U+2FF0..U+2FFF): the characters where a scan
    /// must stop, in one test.
    stops: Box<[u64; BMP / 64]>,
    /// By the first byte of a character: how many bytes a scan may skip without decoding it
    /// (no character starting with that byte is a stop), or 0. A sparse step (normalization:
    /// only compatibility ideographs start keys) passes most CJK text three bytes at a time.
    skip: [u8; 256],
    /// (parent node << 32 | char) → child node, for every other edge; node 0 is the root.
    edges: FxHashMap<u64, u32>,
    /// One bit per slot of a hash of every edge of `edges` (about 8 slots an edge): most
    /// pairs of characters lead nowhere, and one bit test in a small table rules them out
    /// before a lookup in the big map.
    edge_bits: Vec<u64>,
    /// `64 - log2(slots of edge_bits)`.
    edge_shift: u32,
    nodes: Vec<Node>,
    /// Whether every key below the lowest tier is a single character (see `Matcher::tiers`).
    single_char_beyond_first_tier: bool,
}

/// The code point that starts at byte `at` of `bytes` (valid UTF-8, from a `&str`) and its
/// length, decoded without the checks a `char` needs.
#[inline]
pub fn code_point_at(bytes: &[u8], at: usize) -> Option<(u32, usize)> {
    let cont = |b: u8| u32::from(b & 0x3F);
    match *bytes.get(at..)? {
        [b0, ..] if b0 < 0x80 => Some((u32::from(b0), 1)),
        [b0, b1, ..] if b0 < 0xE0 => Some(((u32::from(b0 & 0x1F) << 6) | cont(b1), 2)),
        [b0, b1, b2, ..] if b0 < 0xF0 => {
            Some(((u32::from(b0 & 0x0F) << 12) | (cont(b1) << 6) | cont(b2), 3))
        }
        [b0, b1, b2, b3, ..] => Some((
            (u32::from(b0 & 0x07) << 18) | (cont(b1) << 12) | (cont(b2) << 6) | cont(b3),
            4,
        )),
        _ => None,
    }
}

#[inline]
fn edge(node: u32, c: char) -> u64 {
    (u64::from(node) << 32) | u64::from(c)
}

#[inline]
fn bit(c: char) -> u64 {
    1 << (u32::from(c) % 64)
}

impl Matcher {
    /// `tiers[r]` lists the dictionaries of tier `r`, earlier first.
    pub fn build(data: &Data, tiers: &[Vec<usize>]) -> Matcher {
        let size: usize = tiers
            .iter()
            .flatten()
            .filter_map(|&d| data.dicts.get(d))
            .map(|d| d.entries.len())
            .sum();
        let mut matcher = Matcher {
            root: vec![0; BMP],
            root_bits: Box::new([0; BMP / 64]),
            stops: Box::new([0; BMP / 64]),
            skip: [0; 256],
            edges: FxHashMap::with_capacity_and_hasher(size * 2, Default::default()),
            edge_bits: Vec::new(),
            edge_shift: 64,
            nodes: Vec::with_capacity(size * 2),
            single_char_beyond_first_tier: true,
        };
        matcher.nodes.push(EMPTY);
        for (rank, tier) in tiers.iter().enumerate() {
            let rank = rank.min(usize::from(NO_VALUE) - 1) as u8;
            for dict in tier.iter().filter_map(|&d| data.dicts.get(d)) {
                for entry in &dict.entries {
                    let key = entry.key.of(&data.arena);
                    if rank > 0 && key.chars().nth(1).is_some() {
                        matcher.single_char_beyond_first_tier = false;
                    }
                    matcher.insert(key, entry.value, rank);
                }
            }
        }
        let slots = (matcher.edges.len() * 8).next_power_of_two().max(64);
        matcher.edge_shift = 64 - slots.trailing_zeros();
        matcher.edge_bits = vec![0; slots / 64];
        let keys: Vec<u64> = matcher.edges.keys().copied().collect();
        for key in keys {
            let slot = matcher.edge_slot(key);
            if let Some(word) = matcher.edge_bits.get_mut(slot / 64) {
                *word |= 1 << (slot % 64);
            }
        }
        matcher.fold_leaves(data);
        *matcher.stops = *matcher.root_bits;
        for c in 0x2FF0..=0x2FFF {
            matcher.stops[c / 64] |= 1 << (c % 64);
        }
        let supplementary_starts = matcher.edges.keys().any(|&key| key >> 32 == 0);
        matcher.skip = std::array::from_fn(|b| {
            // The stop words covering the characters whose UTF-8 form starts with byte `b`.
            let (words, len) = match b {
                0x00..=0x7F => (b / 64..b / 64 + 1, 1),
                0xC2..=0xDF => ((b & 0x1F)..(b & 0x1F) + 1, 2),
                0xE0..=0xEF => ((b & 0x0F) * 64..(b & 0x0F) * 64 + 64, 3),
                0xF0..=0xF4 if !supplementary_starts => return 4,
                _ => return 0, // the full path decides (and invalid bytes never start a char)
            };
            let clear = if len == 1 {
                matcher.stops[b / 64] & (1 << (b % 64)) == 0
            } else {
                matcher
                    .stops
                    .get(words)
                    .is_some_and(|w| w.iter().all(|&w| w == 0))
            };
            if clear { len } else { 0 }
        });
        matcher
    }

    /// Puts the answer of every root child that ends its key (no longer key starts with it)
    /// and maps to one character into the root table itself.
    fn fold_leaves(&mut self, data: &Data) {
        for entry in self.root.iter_mut() {
            let Some(node) = self.nodes.get(*entry as usize) else {
                continue;
            };
            if *entry == 0 || node.children != 0 || node.rank == NO_VALUE {
                continue;
            }
            let mut chars = node.value.of(&data.arena).chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                *entry = DIRECT | (u32::from(node.rank) << RANK_SHIFT) | u32::from(c);
            }
        }
    }

    #[inline]
    fn edge_slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.edge_shift) as usize
    }

    /// Whether the edge `key` may exist (false: it surely does not).
    #[inline]
    fn may_have_edge(&self, key: u64) -> bool {
        let slot = self.edge_slot(key);
        self.edge_bits
            .get(slot / 64)
            .is_some_and(|w| w & (1 << (slot % 64)) != 0)
    }

    /// Only while building: afterwards a root entry may be [`DIRECT`].
    fn child(&self, node: u32, c: char) -> Option<u32> {
        if node == 0 && (c as usize) < BMP {
            let i = c as usize;
            if !self.root_starts(i) {
                return None;
            }
            return self.root.get(i).copied().filter(|&n| n != 0);
        }
        self.edges.get(&edge(node, c)).copied()
    }

    fn insert(&mut self, key: &str, value: Span, rank: u8) {
        if key.is_empty() {
            return;
        }
        let mut node = 0u32;
        for c in key.chars() {
            node = match self.child(node, c) {
                Some(next) => next,
                None => {
                    let next = self.nodes.len() as u32;
                    self.nodes.push(EMPTY);
                    if node == 0 && (c as usize) < BMP {
                        let i = c as usize;
                        self.root[i] = next;
                        self.root_bits[i / 64] |= 1 << (i % 64);
                    } else {
                        self.edges.insert(edge(node, c), next);
                    }
                    if let Some(parent) = self.nodes.get_mut(node as usize) {
                        parent.children |= bit(c);
                    }
                    next
                }
            };
        }
        // The first dictionary (lowest tier, then earliest child) to define a key keeps it.
        if let Some(slot) = self.nodes.get_mut(node as usize) {
            if slot.rank == NO_VALUE {
                slot.value = value;
                slot.rank = rank;
            }
        }
    }

    /// Whether some key starts with `c`.
    pub fn starts_key(&self, c: char) -> bool {
        if (c as usize) < BMP {
            self.root_starts(c as usize)
        } else {
            self.edges.contains_key(&edge(0, c))
        }
    }

    /// Whether a scan must stop at the character `c` (a code point below U+10000): some key
    /// starts with it, or it is a description operator. One bit test.
    #[inline]
    pub fn stops_at(&self, c: u32) -> bool {
        self.stops[(c as usize / 64) % (BMP / 64)] & (1 << (c % 64)) != 0
    }

    /// See [`Matcher::skip`].
    #[inline]
    pub fn skip(&self, first_byte: u8) -> usize {
        usize::from(self.skip[usize::from(first_byte)])
    }

    #[inline]
    fn root_starts(&self, i: usize) -> bool {
        self.root_bits[(i / 64) % (BMP / 64)] & (1 << (i % 64)) != 0
    }

    /// Whether all keys of tiers after the first are single characters: then a match of a
    /// later tier never reaches past the next position where the first tier matches.
    pub fn single_char_beyond_first_tier(&self) -> bool {
        self.single_char_beyond_first_tier
    }

    /// The best key that is a prefix of `text` (which starts with `first`, decoded by the
    /// caller): its byte length, value and tier.
    #[inline]
    pub fn longest_at(&self, text: &str, first: char) -> Option<(usize, Value, u8)> {
        let mut len = first.len_utf8();
        let mut node = if (first as usize) < BMP {
            let i = first as usize;
            if !self.root_starts(i) {
                return None;
            }
            let entry = self.root.get(i).copied().filter(|&n| n != 0)?;
            if entry & DIRECT != 0 {
                let value = char::from_u32(entry & ((1 << RANK_SHIFT) - 1))?;
                return Some((len, Value::Char(value), (entry >> RANK_SHIFT) as u8));
            }
            entry
        } else {
            *self.edges.get(&edge(0, first))?
        };
        // The best key so far: its byte length and node (only the node's value is read at
        // the end, so the walk keeps two numbers in registers).
        let mut best: Option<(usize, u32)> = None;
        let mut best_rank = NO_VALUE;
        let bytes = text.as_bytes();
        while let Some(n) = self.nodes.get(node as usize) {
            // Walking on makes keys longer, so an equal tier means a longer key.
            if n.rank != NO_VALUE && n.rank <= best_rank {
                best = Some((len, node));
                best_rank = n.rank;
            }
            if n.children == 0 {
                break;
            }
            let Some((c, c_len)) = code_point_at(bytes, len) else {
                break;
            };
            if n.children & (1 << (c % 64)) == 0 {
                break;
            }
            let key = (u64::from(node) << 32) | u64::from(c);
            if !self.may_have_edge(key) {
                break;
            }
            match self.edges.get(&key) {
                Some(&next) => node = next,
                None => break,
            }
            len += c_len;
        }
        let (len, node) = best?;
        let n = self.nodes.get(node as usize)?;
        Some((len, Value::Text(n.value), n.rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_byte(c: char) -> u8 {
        let mut utf8 = [0; 4];
        c.encode_utf8(&mut utf8).as_bytes()[0]
    }

    /// The scan passes a character on its first byte alone only when no character starting
    /// with that byte is a stop, and a single-character key kept in the root table answers
    /// exactly what its dictionary says: for every dictionary alone and all of them together.
    #[test]
    fn skips_and_root_answers_are_exact() {
        let data = &super::super::engine().expect("data").data;
        let mut all_tiers: Vec<Vec<Vec<usize>>> =
            (0..data.dicts.len()).map(|d| vec![vec![d]]).collect();
        all_tiers.push(vec![(0..data.dicts.len()).collect()]);
        for tiers in all_tiers {
            let m = Matcher::build(data, &tiers);
            for c in (0..BMP as u32).filter_map(char::from_u32) {
                if m.stops_at(c as u32) {
                    assert_eq!(m.skip(first_byte(c)), 0, "{c:?} skipped, {tiers:?}");
                }
            }
            // The first dictionary to define a key keeps it.
            let mut definitions = std::collections::HashMap::new();
            let entries = tiers
                .iter()
                .flatten()
                .filter_map(|&d| data.dicts.get(d))
                .flat_map(|d| &d.entries);
            for entry in entries {
                let key = entry.key.of(&data.arena);
                definitions
                    .entry(key)
                    .or_insert(entry.value.of(&data.arena));
            }
            for (key, value) in definitions {
                let Some(first) = key.chars().next() else {
                    continue;
                };
                assert!(m.starts_key(first), "{key}");
                assert_eq!(m.skip(first_byte(first)), 0, "{key} skipped");
                if key.chars().count() == 1 {
                    let (len, found, _) = m.longest_at(key, first).expect(key);
                    assert_eq!(len, key.len());
                    let mut out = String::new();
                    found.push_to(&data.arena, &mut out);
                    assert_eq!(out, value, "{key}");
                }
            }
        }
    }
}
