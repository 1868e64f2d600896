use super::*;
use proptest::prelude::*;

fn c(text: &str, config: ChineseConfig) -> String {
    convert(text, config).unwrap_or_else(|e| panic!("{config:?} failed: {e}"))
}

#[test]
fn data_loads_and_every_config_compiles() {
    assert_eq!(data_version(), "1.4.2");
    for config in ChineseConfig::ALL {
        assert_eq!(prepare(config), Ok(()), "{config:?}");
        assert_eq!(config.name().parse::<ChineseConfig>(), Ok(config));
    }
    assert_eq!(
        "s2x".parse::<ChineseConfig>().map_err(|e| e.code()),
        Err("chinese.unknown_mode")
    );
}

/// Every expectation of OpenCC's own `test_data/testcases.json` (243 cases, 16 configs).
#[test]
fn opencc_testcases_pass() {
    let cases = include_str!("../../../data/opencc/testcases.tsv");
    let mut count = 0;
    let mut failures = Vec::new();
    for line in cases.lines() {
        let mut fields = line.split('\t');
        let (Some(config), Some(input), Some(expected)) =
            (fields.next(), fields.next(), fields.next())
        else {
            panic!("bad test case line {line:?}");
        };
        let config: ChineseConfig = config.parse().expect("known config");
        let actual = c(input, config);
        if actual != expected {
            failures.push(format!(
                "{config:?}: {input} → {actual}, expected {expected}"
            ));
        }
        count += 1;
    }
    assert_eq!(count, 556, "expectations in testcases.tsv");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn phrases_before_characters() {
    use ChineseConfig::*;
    assert_eq!(c("头发和发展", S2t), "頭髮和發展");
    assert_eq!(
        c("干杯！天气干燥，树干很粗。", S2t),
        "乾杯！天氣乾燥，樹幹很粗。"
    );
    assert_eq!(c("這個軟體的資料庫", Tw2sp), "这个软件的数据库");
    assert_eq!(c("这个软件的数据库", S2twp), "這個軟體的資料庫");
    assert_eq!(c("这个软件的数据库", S2tw), "這個軟件的數據庫");
    assert_eq!(c("頭髮和發展", T2s), "头发和发展");
}

#[test]
fn non_chinese_text_is_kept() {
    for config in ChineseConfig::ALL {
        for text in ["", "Hello, world! 123", "👨‍👩‍👧 ❤️ 🇨🇳", "a\u{0}b", "\r\n\t  "]
        {
            assert_eq!(c(text, config), text, "{config:?}");
        }
    }
}

#[test]
fn nul_is_an_ordinary_character() {
    // OpenCC's segmented configs stop at NUL ("a"); we keep converting.
    assert_eq!(c("a\u{0}b汉字", ChineseConfig::S2tw), "a\u{0}b漢字");
}

#[test]
fn description_sequences_and_compatibility_ideographs() {
    use ChineseConfig::*;
    // A complete IDS is copied; 发 inside it is a component, not a word.
    assert_eq!(c("⿱艹发展", S2tw), "⿱艹发展");
    assert_eq!(c("⿰氵青头发", S2t), "⿰氵青頭髮");
    // An incomplete one is just characters.
    assert_eq!(c("头发⿰", S2t), "頭髮⿰");
    // U+F900 (a compatibility ideograph) is normalized to 豈 first, except inside an IDS.
    assert_eq!(c("\u{F900}", T2s), "岂");
    assert_eq!(c("⿰\u{F900}氵头", S2t), "⿰\u{F900}氵頭");
}

#[test]
fn segments_limit_later_steps() {
    // tw2s: TSPhrases cuts the text; TWVariantsRevPhrases then matches 什麼 within a segment.
    assert_eq!(c("什麼", ChineseConfig::Tw2s), "什么");
    assert_eq!(c("合著者", ChineseConfig::Tw2s), "合著者");
}

#[test]
fn too_long_text_is_refused() {
    let text = "a".repeat(MAX_CHARS + 1);
    let err = convert(&text, ChineseConfig::S2t).unwrap_err();
    assert_eq!(err.code(), "common.too_large");
    assert_eq!(err.params(), vec![("max", MAX_CHARS.to_string())]);
    // Multi-byte text under the limit in characters is fine.
    assert!(convert(&"汉".repeat(MAX_CHARS / 8), ChineseConfig::S2t).is_ok());
}

#[test]
fn large_text_converts_like_its_parts() {
    let para = "我们的头发在发展中国家里干燥了。Hello 123!\n";
    let text = para.repeat(20_000);
    let out = c(&text, ChineseConfig::S2twp);
    assert_eq!(out, c(para, ChineseConfig::S2twp).repeat(20_000));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn never_panics(text in "\\PC{0,60}", idx in 0usize..16) {
        let _ = convert(&text, ChineseConfig::ALL[idx]);
    }

    #[test]
    fn cjk_soup_converts_and_keeps_ascii(
        text in "[\u{2FF0}-\u{2FFF}\u{4E00}-\u{4E80}\u{F900}-\u{F910}头发干a-z ,。]{0,80}",
        idx in 0usize..16,
    ) {
        let out = convert(&text, ChineseConfig::ALL[idx]).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let ascii = |s: &str| s.chars().filter(char::is_ascii).collect::<String>();
        prop_assert_eq!(ascii(&out), ascii(&text));
    }
}

/// Compares with official OpenCC's outputs (PyPI `opencc` 1.4.2), written by
/// `scripts/opencc-golden.py`; set `OPENCC_GOLDEN=<file>` to check a bigger generated corpus too.
fn check_golden(golden: &str) -> usize {
    let mut failures = Vec::new();
    let mut lines = 0;
    for line in golden.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 17, "golden line {lines}");
        let input = fields[0];
        let mut outputs: Vec<String> = Vec::new();
        for (config, field) in ChineseConfig::ALL.iter().zip(&fields[1..]) {
            let expected = match field.strip_prefix('^') {
                _ if field.is_empty() => input.to_owned(),
                Some(k) => {
                    let k = usize::from_str_radix(k, 16).expect("hex index");
                    outputs[k - 1].clone()
                }
                None => (*field).to_owned(),
            };
            let actual = c(input, *config);
            if actual != expected && failures.len() < 20 {
                failures.push(format!(
                    "line {lines} {}: {input:?}\n  ours:   {actual:?}\n  opencc: {expected:?}",
                    config.name()
                ));
            }
            outputs.push(expected);
        }
        lines += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    lines
}

#[test]
fn same_output_as_official_opencc() {
    let lines = check_golden(include_str!("../../../data/opencc/golden.tsv"));
    assert!(lines >= 500, "only {lines} golden lines");
    if let Ok(path) = std::env::var("OPENCC_GOLDEN") {
        let text = std::fs::read_to_string(&path).expect("OPENCC_GOLDEN file");
        eprintln!("{path}: {} lines match", check_golden(&text));
    }
}
