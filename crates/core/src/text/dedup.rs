//! Removing duplicate lines: keeps the first occurrence of each line in the original order,
//! optionally comparing trimmed and case-folded lines, dropping empty lines, and sorting.

use rustc_hash::FxHashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum DedupSort {
    /// Keep the original order.
    None,
    Ascending,
    Descending,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct DedupOptions {
    /// Compare lines without their leading and trailing white space.
    pub trim: bool,
    /// Compare lines case-insensitively (Unicode case folding: ABC = abc, É = é).
    pub ignore_case: bool,
    /// Drop lines that are empty (or only white space).
    pub drop_empty: bool,
    pub sort: DedupSort,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct DedupResult {
    pub text: String,
    /// Lines in the input (a final line break does not start another line).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub lines: u64,
    /// Lines in the result.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub kept: u64,
    /// Lines removed as repeats of an earlier line.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub duplicates: u64,
    /// Empty lines removed (when `drop_empty`).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub empty: u64,
}

/// Removes repeated lines. Line endings (`\n` or `\r\n`) follow the input's first one; a final
/// line break is kept when the input had one.
pub fn dedup(text: &str, opts: &DedupOptions) -> DedupResult {
    let crlf = text.find('\n').is_some_and(|i| text[..i].ends_with('\r'));
    let body = text.strip_suffix('\n').unwrap_or(text);
    let trailing_break = body.len() != text.len();
    let mut seen: FxHashSet<String> = FxHashSet::default();
    let mut kept: Vec<&str> = Vec::new();
    let (mut lines, mut duplicates, mut empty) = (0u64, 0u64, 0u64);
    if !text.is_empty() {
        for line in body.split('\n') {
            // A carriage return at a line's end is part of its line break, never content.
            let line = line.trim_end_matches('\r');
            lines += 1;
            let compared = if opts.trim { line.trim() } else { line };
            if opts.drop_empty && compared.trim().is_empty() {
                empty += 1;
                continue;
            }
            let key = if opts.ignore_case {
                compared.to_lowercase()
            } else {
                compared.to_owned()
            };
            if seen.insert(key) {
                kept.push(line);
            } else {
                duplicates += 1;
            }
        }
    }
    match opts.sort {
        DedupSort::None => {}
        DedupSort::Ascending => kept.sort_unstable(),
        DedupSort::Descending => kept.sort_unstable_by(|a, b| b.cmp(a)),
    }
    let ending = if crlf { "\r\n" } else { "\n" };
    let mut out = kept.join(ending);
    if trailing_break && !kept.is_empty() {
        out.push_str(ending);
    }
    DedupResult {
        text: out,
        lines,
        kept: kept.len() as u64,
        duplicates,
        empty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const PLAIN: DedupOptions = DedupOptions {
        trim: false,
        ignore_case: false,
        drop_empty: false,
        sort: DedupSort::None,
    };

    #[test]
    fn keeps_first_occurrences_in_order() {
        let r = dedup("b\na\nb\nc\na\n", &PLAIN);
        assert_eq!(r.text, "b\na\nc\n");
        assert_eq!((r.lines, r.kept, r.duplicates, r.empty), (5, 3, 2, 0));
    }

    #[test]
    fn options_change_what_counts_as_the_same() {
        let text = "Apple\n apple \napple\n\n\nBanana";
        assert_eq!(dedup(text, &PLAIN).text, "Apple\n apple \napple\n\nBanana");
        let trim = DedupOptions {
            trim: true,
            ..PLAIN
        };
        assert_eq!(dedup(text, &trim).text, "Apple\n apple \n\nBanana");
        let both = DedupOptions {
            trim: true,
            ignore_case: true,
            ..PLAIN
        };
        assert_eq!(dedup(text, &both).text, "Apple\n\nBanana");
        let all = DedupOptions {
            drop_empty: true,
            ..both
        };
        let r = dedup(text, &all);
        assert_eq!(r.text, "Apple\nBanana");
        assert_eq!((r.duplicates, r.empty), (2, 2));
        let sorted = DedupOptions {
            sort: DedupSort::Descending,
            ..all
        };
        assert_eq!(dedup(text, &sorted).text, "Banana\nApple");
        let case = DedupOptions {
            ignore_case: true,
            ..PLAIN
        };
        assert_eq!(dedup("ÉTÉ\nété\nStraße", &case).text, "ÉTÉ\nStraße");
    }

    #[test]
    fn line_endings_are_kept() {
        assert_eq!(dedup("a\r\nb\r\na\r\n", &PLAIN).text, "a\r\nb\r\n");
        assert_eq!(dedup("a\nb\na", &PLAIN).text, "a\nb");
        assert_eq!(dedup("", &PLAIN).lines, 0);
        assert_eq!(dedup("\n", &PLAIN).text, "\n");
        let r = dedup(
            "\n\n\n",
            &DedupOptions {
                drop_empty: true,
                ..PLAIN
            },
        );
        assert_eq!((r.text.as_str(), r.lines, r.empty), ("", 3, 3));
    }

    #[test]
    fn huge_input() {
        let text = "第一行\n第二行\n".repeat(200_000);
        let r = dedup(&text, &PLAIN);
        assert_eq!(r.text, "第一行\n第二行\n");
        assert_eq!(r.duplicates, 399_998);
    }

    proptest! {
        #[test]
        fn never_panics_and_is_idempotent(text in "\\PC{0,120}|[ab \r\n]{0,40}", trim: bool, ignore_case: bool, drop_empty: bool, s in 0usize..3) {
            let sort = [DedupSort::None, DedupSort::Ascending, DedupSort::Descending][s];
            let opts = DedupOptions { trim, ignore_case, drop_empty, sort };
            let once = dedup(&text, &opts);
            prop_assert_eq!(once.kept + once.duplicates + once.empty, once.lines);
            let twice = dedup(&once.text, &opts);
            prop_assert_eq!(&twice.text, &once.text);
        }
    }
}
