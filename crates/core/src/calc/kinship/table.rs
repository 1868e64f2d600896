//! The title tables (crates/core/data/kinship, built from relationship.js by
//! scripts/build-kinship-data.mjs), parsed once on first use.

use std::collections::HashMap;
use std::sync::OnceLock;

const TITLES: &str = include_str!("../../../data/kinship/titles.tsv");
const WORDS: &str = include_str!("../../../data/kinship/words.tsv");
const REGIONS: &str = include_str!("../../../data/kinship/regions.tsv");

/// Longest chain (in steps) the title table covers; longer ones are "too distant".
pub const MAX_TABLE_STEPS: usize = 6;

#[derive(Debug)]
pub struct Tables {
    /// `f,xb,s&o` → titles, main title first. Keys may start with `1,` / `0,` when the title
    /// depends on the speaker's sex.
    pub titles: HashMap<&'static str, Vec<&'static str>>,
    /// A word of the input → the chains it can mean.
    pub words: HashMap<&'static str, Vec<&'static str>>,
    /// Chain → (region id, title used there).
    pub regions: HashMap<&'static str, Vec<(&'static str, &'static str)>>,
}

fn rows(text: &'static str) -> impl Iterator<Item = Vec<&'static str>> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| line.split('\t').collect())
}

pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut titles = HashMap::new();
        for row in rows(TITLES) {
            if let [key, names] = row[..] {
                titles.insert(key, names.split(' ').collect());
            }
        }
        let mut words = HashMap::new();
        for row in rows(WORDS) {
            if let [word, chains] = row[..] {
                words.insert(word, chains.split(';').collect());
            }
        }
        let mut regions: HashMap<_, Vec<_>> = HashMap::new();
        for row in rows(REGIONS) {
            if let [region, key, title] = row[..] {
                regions.entry(key).or_default().push((region, title));
            }
        }
        // Northern usage (姥姥) is shared by the most speakers: list it first.
        for list in regions.values_mut() {
            list.sort_by_key(|(region, _)| *region != "north");
        }
        Tables {
            titles,
            words,
            regions,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calc::kinship::chain;

    #[test]
    fn every_key_parses_and_fits_the_table_length() {
        let t = tables();
        assert!(t.titles.len() > 4000, "{}", t.titles.len());
        for key in t.titles.keys().chain(t.regions.keys()) {
            let body = key
                .strip_prefix("1,")
                .or_else(|| key.strip_prefix("0,"))
                .unwrap_or(key);
            let parsed = chain::parse(body);
            assert!(parsed.is_some(), "{key}");
            assert!(parsed.unwrap_or_default().len() <= MAX_TABLE_STEPS, "{key}");
        }
        for (word, chains) in &t.words {
            for c in chains {
                let body = c.strip_prefix("1,").or_else(|| c.strip_prefix("0,"));
                assert!(chain::parse(body.unwrap_or(c)).is_some(), "{word}: {c}");
            }
        }
        assert!(t.titles.values().all(|v| !v.is_empty() && v.len() <= 6));
    }
}
