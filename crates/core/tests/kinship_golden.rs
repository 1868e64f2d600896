//! The relatives calculator against a table of chains with their expected titles and reverse
//! titles (kinship_golden.tsv: the answers of relationship.js, recorded by
//! scripts/build-kinship-data.mjs), for a man and for a woman.

use std::collections::BTreeSet;

use toolbox_core::calc::kinship::{KinSex, KinshipError, calculate};

const GOLDEN: &str = include_str!("kinship_golden.tsv");
/// Rows where we answer differently on purpose, with the reasons.
const OVERRIDES: &str = include_str!("kinship_overrides.tsv");

fn rows(text: &str) -> impl Iterator<Item = (&str, &str, &str, &str)> {
    text.lines().filter(|l| !l.starts_with('#')).map(|line| {
        let cols: Vec<&str> = line.split('\t').collect();
        let [sex, chain, forward, reverse] = cols[..] else {
            panic!("bad row {line}");
        };
        (sex, chain, forward, reverse)
    })
}

fn set(text: &str) -> BTreeSet<String> {
    text.split(' ')
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

#[test]
fn golden_chains() {
    let mut count = 0;
    let mut failures = Vec::new();
    let overrides: Vec<_> = rows(OVERRIDES).collect();
    for golden in rows(GOLDEN) {
        let (sex, chain, forward, reverse) = overrides
            .iter()
            .find(|o| (o.0, o.1) == (golden.0, golden.1))
            .copied()
            .unwrap_or(golden);
        let sex = if sex == "1" {
            KinSex::Male
        } else {
            KinSex::Female
        };
        count += 1;
        let (got_forward, got_reverse) = match calculate(chain, sex) {
            Ok(answer) => (
                answer.matches.iter().map(|m| m.titles[0].clone()).collect(),
                answer
                    .matches
                    .iter()
                    .flat_map(|m| m.reverse.clone())
                    .collect(),
            ),
            // Only "this chain cannot exist for you" may stand for "no title": an unknown
            // word or an empty chain here would be our bug, not an answer.
            Err(KinshipError::Impossible(_)) => (BTreeSet::new(), BTreeSet::new()),
            Err(other) => {
                failures.push(format!("{sex:?} {chain}: error {other:?}"));
                continue;
            }
        };
        if got_forward != set(forward) || got_reverse != set(reverse) {
            failures.push(format!(
                "{sex:?} {chain}: expected {forward} / {reverse}, got {got_forward:?} / {got_reverse:?}"
            ));
        }
    }
    assert!(count >= 400, "{count} rows");
    assert!(
        overrides.len() * 30 < count,
        "keep deliberate differences rare"
    );
    assert!(
        failures.is_empty(),
        "{} of {count} rows differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
