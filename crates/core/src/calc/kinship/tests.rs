use super::*;
use proptest::prelude::*;

fn titles(input: &str, sex: KinSex) -> Vec<String> {
    calculate(input, sex)
        .unwrap_or_else(|e| panic!("{input}: {e}"))
        .matches
        .iter()
        .map(|m| m.titles[0].clone())
        .collect()
}

fn one(input: &str, sex: KinSex) -> KinMatch {
    let answer = calculate(input, sex).unwrap_or_else(|e| panic!("{input}: {e}"));
    assert_eq!(answer.matches.len(), 1, "{input}: {answer:?}");
    answer.matches[0].clone()
}

#[test]
fn the_issue_examples() {
    let m = one("爸爸的妈妈的哥哥", KinSex::Male);
    assert_eq!(m.titles[..2], ["大舅爷", "舅爷爷"]);
    assert!(m.aliases.iter().any(|a| a == "大舅爹"), "{m:?}");
    assert!(m.aliases.iter().any(|a| a == "舅公"), "{m:?}");
    assert_eq!(one("哥哥的老婆", KinSex::Male).titles, ["嫂子"]);
    assert_eq!(one("爸爸的哥哥", KinSex::Male).titles[0], "伯父");
    assert_eq!(one("妈妈的哥哥", KinSex::Male).titles, ["大舅", "舅舅"]);
    assert_eq!(one("哥哥的老婆", KinSex::Male).reverse, ["小叔子"]);
    assert_eq!(one("哥哥的老婆", KinSex::Female).reverse, ["小姑子"]);
    assert_eq!(one("老公的妈妈", KinSex::Female).titles[0], "婆婆");
    assert_eq!(one("老婆的妈妈", KinSex::Male).titles[0], "岳母");
}

#[test]
fn regional_titles_are_shown_together() {
    let m = one("妈妈的妈妈", KinSex::Male);
    assert_eq!(m.titles, ["外婆", "姥姥"]);
    let regional: Vec<_> = m
        .regional
        .iter()
        .map(|r| (r.region.as_str(), r.title.as_str()))
        .collect();
    assert_eq!(regional, [("north", "姥姥"), ("guangdong", "阿婆")]);
    assert_eq!(m.reverse, ["外孙"]);
    assert_eq!(one("妈妈的妈妈", KinSex::Female).reverse, ["外孙女"]);
    let f = one("爸爸的哥哥", KinSex::Male);
    assert!(f.titles.contains(&"大爷".to_owned()), "{f:?}");
}

#[test]
fn ambiguous_chains_list_every_reading_and_self_last() {
    assert_eq!(titles("爸爸的儿子", KinSex::Male), ["哥哥", "弟弟", "自己"]);
    assert_eq!(titles("爸爸的儿子", KinSex::Female), ["哥哥", "弟弟"]);
    assert_eq!(titles("爸爸的哥哥的儿子", KinSex::Male), ["堂哥", "堂弟"]);
    let answer = calculate("爸爸的哥哥的儿子", KinSex::Female).unwrap();
    assert_eq!(answer.matches[0].reverse, ["堂妹"]);
    assert_eq!(answer.matches[1].reverse, ["堂姐"]);
}

#[test]
fn words_beyond_the_basic_ten() {
    assert_eq!(titles("舅舅的儿子", KinSex::Male), ["舅表哥", "舅表弟"]);
    assert_eq!(titles("父的母", KinSex::Male), ["奶奶"]);
    assert_eq!(titles("我的爸爸", KinSex::Male), ["爸爸"]);
    assert_eq!(titles(" 老爸 的 老妈 的", KinSex::Male), ["奶奶"]);
    assert!(titles("表哥的老婆", KinSex::Male).contains(&"姑表嫂".to_owned()));
    assert_eq!(titles("二舅", KinSex::Male), ["舅舅"]);
    assert_eq!(titles("我", KinSex::Female), ["自己"]);
}

#[test]
fn sex_dependent_titles() {
    assert_eq!(one("姐姐的儿子", KinSex::Male).reverse, ["小舅"]);
    assert_eq!(one("姐姐的儿子", KinSex::Female).reverse, ["小姨"]);
    assert_eq!(one("妈妈的妈妈", KinSex::Female).reverse, ["外孙女"]);
    assert_eq!(one("儿子的妈妈", KinSex::Male).titles[0], "老婆");
    assert_eq!(one("儿子的妈妈", KinSex::Female).titles[0], "自己");
}

#[test]
fn impossible_chains_name_the_word() {
    let err = calculate("老公的妈妈", KinSex::Male).unwrap_err();
    assert_eq!(err, KinshipError::Impossible("老公".into()));
    assert_eq!(err.code(), "kinship.impossible");
    assert_eq!(err.params(), [("word", "老公".to_owned())]);
    assert!(calculate("老婆的老婆", KinSex::Male).is_err());
}

#[test]
fn unknown_words_are_named() {
    let err = calculate("爸爸的朋友的妈妈", KinSex::Male).unwrap_err();
    assert_eq!(err, KinshipError::UnknownWord("朋友".into()));
    assert_eq!(err.code(), "kinship.unknown_word");
    assert_eq!(err.params(), [("word", "朋友".to_owned())]);
    assert_eq!(
        calculate("father", KinSex::Male).unwrap_err(),
        KinshipError::UnknownWord("father".into())
    );
    assert_eq!(
        calculate("爸爸妈妈", KinSex::Male).unwrap_err(),
        KinshipError::UnknownWord("爸爸妈妈".into())
    );
}

#[test]
fn empty_input() {
    for input in ["", "   ", "的", "的的 的"] {
        assert_eq!(calculate(input, KinSex::Male), Err(KinshipError::Empty));
    }
}

#[test]
fn long_chains_resolve_or_are_too_distant() {
    let up = ["爸爸"; 6].join("的");
    assert!(!calculate(&up, KinSex::Male).unwrap().too_distant);
    let far = ["爸爸"; 30].join("的");
    assert!(calculate(&far, KinSex::Male).unwrap().too_distant);
    let cousin = "爸爸的爸爸的爸爸的爸爸的哥哥的儿子的儿子的儿子的儿子的老婆";
    assert!(calculate(cousin, KinSex::Male).unwrap().too_distant);
    // Long, but folds back to oneself and one's siblings.
    let back = ["爸爸的儿子"; 400].join("的");
    let answer = calculate(&back, KinSex::Male).unwrap();
    assert_eq!(
        answer
            .matches
            .iter()
            .map(|m| m.titles[0].as_str())
            .collect::<Vec<_>>(),
        ["哥哥", "弟弟", "自己"]
    );
    let huge = ["哥哥"; MAX_WORDS + 1].join("的");
    assert!(calculate(&huge, KinSex::Female).unwrap().too_distant);
    let ambiguous = ["哥哥的弟弟的姐姐的妹妹"; 50].join("的");
    assert!(
        !calculate(&ambiguous, KinSex::Female)
            .unwrap()
            .matches
            .is_empty()
    );
}

proptest! {
    #[test]
    fn never_panics_on_any_text(text in "\\PC{0,60}", male in any::<bool>()) {
        let sex = if male { KinSex::Male } else { KinSex::Female };
        let _ = calculate(&text, sex);
    }

    #[test]
    fn never_panics_on_any_chain_of_known_words(
        words in proptest::collection::vec(
            prop::sample::select(vec![
                "爸爸", "妈妈", "老公", "老婆", "哥哥", "弟弟", "姐姐", "妹妹", "儿子", "女儿",
                "舅舅", "堂哥", "表姐", "舅公", "姨甥", "兄弟", "姐妹",
            ]),
            1..12,
        ),
        male in any::<bool>(),
    ) {
        let sex = if male { KinSex::Male } else { KinSex::Female };
        match calculate(&words.join("的"), sex) {
            Ok(answer) => {
                prop_assert_eq!(answer.too_distant, answer.matches.is_empty());
                for m in &answer.matches {
                    prop_assert!(!m.titles.is_empty());
                }
            }
            Err(e) => prop_assert_eq!(e.code(), "kinship.impossible"),
        }
    }
}

/// Titles the source package builds by pasting prefixes onto dialect words (外曾外毑父,
/// 外外甥外孙女, 姨姨姨) are not words anyone uses: none may be in any table, as a title, an
/// alias or a word the input accepts.
#[test]
fn no_generated_artefacts_in_the_tables() {
    let artefact = |t: &str| {
        let c: Vec<char> = t.chars().collect();
        let stray_ai = c
            .iter()
            .enumerate()
            .any(|(i, &ch)| ch == '毑' && (i == 0 || c[i - 1] != '娭'));
        let tripled = c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
        stray_ai || tripled || t.contains("外外")
    };
    let t = table::tables();
    let mut found: Vec<String> = Vec::new();
    for (chain, names) in &t.titles {
        found.extend(
            names
                .iter()
                .filter(|n| artefact(n))
                .map(|n| format!("{chain}: {n}")),
        );
        let mut seen = std::collections::HashSet::new();
        assert!(
            names.iter().all(|n| seen.insert(n)),
            "{chain}: repeated title"
        );
    }
    found.extend(
        t.words
            .keys()
            .filter(|w| artefact(w))
            .map(|w| format!("word {w}")),
    );
    for list in t.regions.values() {
        found.extend(
            list.iter()
                .filter(|(_, n)| artefact(n))
                .map(|(r, n)| format!("{r} {n}")),
        );
    }
    assert!(
        found.is_empty(),
        "{} artefacts: {:?}",
        found.len(),
        &found[..found.len().min(20)]
    );
}

/// The common title comes first where the package put a written or a children's term first.
#[test]
fn common_titles_come_first() {
    let one_title = |chain: &str, sex| one(chain, sex).titles[0].clone();
    assert_eq!(one_title("爸爸的爸爸的爸爸", KinSex::Male), "曾祖父");
    assert!(
        !one("爸爸的爸爸的爸爸", KinSex::Male)
            .aliases
            .iter()
            .any(|a| a.contains('毑'))
    );
    // 婶婶 calls you what her husband does.
    assert_eq!(one("婶婶", KinSex::Male).reverse, ["侄子"]);
    // (For a woman 婶婶 may also be her husband's brother's wife.)
    let aunt = calculate("婶婶", KinSex::Female).unwrap();
    let uncle_wife = aunt.matches.iter().find(|m| m.chain == "f,lb,w").unwrap();
    assert_eq!(uncle_wife.reverse, ["侄女"]);
    let brother_in_law = one("老婆的妹妹的老公", KinSex::Male);
    assert_eq!(brother_in_law.titles, ["连襟"]);
    assert_eq!(brother_in_law.aliases[0], "襟弟");
    assert_eq!(one_title("老公的哥哥的老婆", KinSex::Female), "妯娌");
}
