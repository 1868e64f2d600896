//! Longest-prefix matching over a list of dictionary tiers, with OpenCC's group semantics in
//! one walk: among the keys that are prefixes of the text, the lowest tier wins and, within a
//! tier, the longest key. A `short_circuit` group is a sequence of tiers; a `union` group is one
//! tier holding all its children (the earlier child keeps a duplicate key).

use rustc_hash::FxHashMap;

use super::data::{Data, Span};

const NO_VALUE: u8 = u8::MAX;

#[derive(Debug)]
pub struct Matcher {
    /// (parent node << 32 | char) → child node; node 0 is the root.
    edges: FxHashMap<u64, u32>,
    /// Per node: the value of the key ending there and its tier (`NO_VALUE` when none).
    values: Vec<(Span, u8)>,
    /// Bit `b` set when some key starts with the ASCII byte `b` (others are copied in runs).
    ascii_starts: u128,
    /// The smallest and largest first character of any key.
    first_range: (char, char),
}

fn edge(node: u32, c: char) -> u64 {
    (u64::from(node) << 32) | u64::from(c)
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
            edges: FxHashMap::with_capacity_and_hasher(size * 2, Default::default()),
            values: Vec::with_capacity(size * 2),
            ascii_starts: 0,
            first_range: (char::MAX, '\0'),
        };
        matcher.values.push((Span { start: 0, end: 0 }, NO_VALUE));
        for (rank, tier) in tiers.iter().enumerate() {
            let rank = rank.min(usize::from(NO_VALUE) - 1) as u8;
            for dict in tier.iter().filter_map(|&d| data.dicts.get(d)) {
                for entry in &dict.entries {
                    matcher.insert(entry.key.of(&data.arena), entry.value, rank);
                }
            }
        }
        matcher
    }

    fn insert(&mut self, key: &str, value: Span, rank: u8) {
        if let Some(b) = key.bytes().next().filter(u8::is_ascii) {
            self.ascii_starts |= 1 << b;
        }
        if let Some(c) = key.chars().next() {
            self.first_range = (self.first_range.0.min(c), self.first_range.1.max(c));
        }
        let mut node = 0u32;
        for c in key.chars() {
            let next = self.values.len() as u32;
            node = *self.edges.entry(edge(node, c)).or_insert_with(|| next);
            if node == next {
                self.values.push((Span { start: 0, end: 0 }, NO_VALUE));
            }
        }
        // The first dictionary (lowest tier, then earliest child) to define a key keeps it.
        if let Some(slot) = self.values.get_mut(node as usize) {
            if node != 0 && slot.1 == NO_VALUE {
                *slot = (value, rank);
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

    /// The best key that is a prefix of `text`: its byte length and its value.
    #[inline]
    pub fn longest(&self, text: &str) -> Option<(usize, Span)> {
        let mut node = 0u32;
        let mut best: Option<(usize, Span)> = None;
        let mut best_rank = NO_VALUE;
        for (i, c) in text.char_indices() {
            match self.edges.get(&edge(node, c)) {
                Some(&next) => node = next,
                None => break,
            }
            if let Some(&(value, rank)) = self.values.get(node as usize) {
                // Walking on makes keys longer, so an equal tier means a longer key.
                if rank != NO_VALUE && rank <= best_rank {
                    best = Some((i + c.len_utf8(), value));
                    best_rank = rank;
                }
            }
        }
        best
    }
}
