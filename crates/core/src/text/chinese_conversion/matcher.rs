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
    /// Root child of each BMP character (0: none).
    root: Vec<u32>,
    /// One bit per BMP character: whether a key starts with it. 8 KB stay in the fastest cache
    /// where the 256 KB table would not, and most characters start no key of a sparse step.
    root_bits: Vec<u64>,
    /// (parent node << 32 | char) → child node, for every other edge; node 0 is the root.
    edges: FxHashMap<u64, u32>,
    /// One bit per slot of a hash of every edge of `edges` (about 8 slots an edge): most
    /// pairs of characters lead nowhere, and one bit test in a small table rules them out
    /// before a lookup in the big map.
    edge_bits: Vec<u64>,
    /// `64 - log2(slots of edge_bits)`.
    edge_shift: u32,
    nodes: Vec<Node>,
    /// Bit `b` set when some key starts with the ASCII byte `b` (others are copied in runs).
    ascii_starts: u128,
    /// The smallest and largest first character of any key.
    first_range: (char, char),
    /// Whether every key below the lowest tier is a single character (see `Matcher::tiers`).
    single_char_beyond_first_tier: bool,
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
            root_bits: vec![0; BMP / 64],
            edges: FxHashMap::with_capacity_and_hasher(size * 2, Default::default()),
            edge_bits: Vec::new(),
            edge_shift: 64,
            nodes: Vec::with_capacity(size * 2),
            ascii_starts: 0,
            first_range: (char::MAX, '\0'),
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
        matcher
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

    #[inline]
    fn child(&self, node: u32, c: char) -> Option<u32> {
        if node == 0 && (c as usize) < BMP {
            let i = c as usize;
            if self
                .root_bits
                .get(i / 64)
                .is_none_or(|w| w & (1 << (i % 64)) == 0)
            {
                return None;
            }
            return self.root.get(i).copied().filter(|&n| n != 0);
        }
        self.edges.get(&edge(node, c)).copied()
    }

    fn insert(&mut self, key: &str, value: Span, rank: u8) {
        let Some(first) = key.chars().next() else {
            return;
        };
        if first.is_ascii() {
            self.ascii_starts |= 1 << (first as u32);
        }
        self.first_range = (self.first_range.0.min(first), self.first_range.1.max(first));
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

    /// Whether no key starts with the ASCII byte `b`, so it can be copied as it is.
    #[inline]
    pub fn skips_ascii(&self, b: u8) -> bool {
        b < 128 && self.ascii_starts & (1 << b) == 0
    }

    /// Whether some key might start with `c` (a quick range test).
    pub fn may_start(&self, c: char) -> bool {
        (self.first_range.0..=self.first_range.1).contains(&c)
    }

    /// Whether some key starts with `c`.
    pub fn starts_key(&self, c: char) -> bool {
        self.child(0, c).is_some()
    }

    /// Whether some key may start with the character `c` (a code point below U+10000): one bit
    /// test, exact for the Basic Multilingual Plane.
    #[inline]
    pub fn may_start_bmp(&self, c: u32) -> bool {
        let i = c as usize;
        self.root_bits
            .get(i / 64)
            .is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    /// Whether all keys of tiers after the first are single characters: then a match of a
    /// later tier never reaches past the next position where the first tier matches.
    pub fn single_char_beyond_first_tier(&self) -> bool {
        self.single_char_beyond_first_tier
    }

    /// The best key that is a prefix of `text` (which starts with `first`, decoded by the
    /// caller): its byte length, value and tier.
    #[inline]
    pub fn longest_at(&self, text: &str, first: char) -> Option<(usize, Span, u8)> {
        let mut node = self.child(0, first)?;
        let mut len = first.len_utf8();
        let mut best: Option<(usize, Span, u8)> = None;
        let mut best_rank = NO_VALUE;
        while let Some(n) = self.nodes.get(node as usize) {
            // Walking on makes keys longer, so an equal tier means a longer key.
            if n.rank != NO_VALUE && n.rank <= best_rank {
                best = Some((len, n.value, n.rank));
                best_rank = n.rank;
            }
            if n.children == 0 {
                break;
            }
            let Some(c) = text.get(len..).and_then(|rest| rest.chars().next()) else {
                break;
            };
            if n.children & bit(c) == 0 {
                break;
            }
            let key = edge(node, c);
            if !self.may_have_edge(key) {
                break;
            }
            match self.edges.get(&key) {
                Some(&next) => node = next,
                None => break,
            }
            len += c.len_utf8();
        }
        best
    }
}
