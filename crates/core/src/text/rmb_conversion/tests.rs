use super::*;
use proptest::prelude::*;

const PLAIN: RmbOptions = RmbOptions {
    prefix: false,
    zheng_alt: false,
    traditional: false,
};

fn cap(input: &str) -> String {
    to_capital(input, &PLAIN)
        .unwrap_or_else(|e| panic!("{input}: {e}"))
        .capital
}

fn err(input: &str) -> String {
    to_capital(input, &PLAIN).unwrap_err().code().to_owned()
}

#[test]
fn the_rules_worked_examples() {
    // The PBOC rules' own examples and REFERENCE.md's.
    assert_eq!(cap("1409.50"), "壹仟肆佰零玖元伍角");
    assert_eq!(cap("6007.14"), "陆仟零柒元壹角肆分");
    assert_eq!(cap("1680.32"), "壹仟陆佰捌拾元零叁角贰分");
    assert_eq!(cap("107000.53"), "壹拾万柒仟元零伍角叁分");
    assert_eq!(cap("16409.02"), "壹万陆仟肆佰零玖元零贰分");
    assert_eq!(cap("325.04"), "叁佰贰拾伍元零肆分");
    assert_eq!(cap("10"), "壹拾元整");
    assert_eq!(cap("100100"), "壹拾万零壹佰元整");
    assert_eq!(cap("100000001"), "壹亿零壹元整");
    assert_eq!(cap("1000000000000"), "壹万亿元整");
    assert_eq!(cap("0"), "零元整");
}

#[test]
fn zeros_tens_and_fractions() {
    assert_eq!(cap("0.5"), "伍角");
    assert_eq!(cap("0.56"), "伍角陆分");
    assert_eq!(cap("0.04"), "肆分");
    assert_eq!(cap("1001"), "壹仟零壹元整");
    assert_eq!(cap("1010"), "壹仟零壹拾元整");
    assert_eq!(cap("110"), "壹佰壹拾元整");
    assert_eq!(cap("15"), "壹拾伍元整");
    assert_eq!(cap("100000"), "壹拾万元整");
    assert_eq!(cap("10000100"), "壹仟万零壹佰元整");
    assert_eq!(cap("107000000"), "壹亿零柒佰万元整");
    assert_eq!(cap("1070000000"), "壹拾亿柒仟万元整");
    assert_eq!(
        cap("123456789012.34"),
        "壹仟贰佰叁拾肆亿伍仟陆佰柒拾捌万玖仟零壹拾贰元叁角肆分"
    );
    assert_eq!(
        cap("9,999,999,999,999,999.99"),
        "玖仟玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分"
    );
    assert_eq!(
        cap("1234567800000000"),
        "壹仟贰佰叁拾肆万伍仟陆佰柒拾捌亿元整"
    );
}

#[test]
fn options() {
    let all = RmbOptions {
        prefix: true,
        zheng_alt: true,
        traditional: true,
    };
    let out = to_capital("¥23,600", &all).unwrap();
    assert_eq!(out.capital, "人民幣貳萬參仟陸佰元正");
    assert_eq!(out.amount, "23,600.00");
    let prefix_only = RmbOptions {
        prefix: true,
        ..PLAIN
    };
    assert_eq!(
        to_capital("300000000.2", &prefix_only).unwrap().capital,
        "人民币叁亿元零贰角"
    );
}

#[test]
fn input_hygiene() {
    assert_eq!(cap("￥１２，３４５．６"), "壹万贰仟叁佰肆拾伍元陆角");
    assert_eq!(cap(" ¥ 1 234.50 "), "壹仟贰佰叁拾肆元伍角");
    assert_eq!(cap("1,234,567"), "壹佰贰拾叁万肆仟伍佰陆拾柒元整");
    assert_eq!(cap("12."), "壹拾贰元整");
    assert_eq!(cap(".5"), "伍角");
    assert_eq!(cap("007"), "柒元整");
    assert_eq!(cap("1.500"), "壹元伍角");
    assert_eq!(err(""), "rmb.empty");
    assert_eq!(err(" ¥ "), "rmb.empty");
    assert_eq!(err("-5"), "rmb.negative");
    assert_eq!(err("¥－5"), "rmb.negative");
    assert_eq!(err("1e5"), "rmb.exponent");
    assert_eq!(err("1.5E3"), "rmb.exponent");
    assert_eq!(err("12a"), "rmb.invalid_char");
    assert_eq!(err("abc"), "rmb.invalid_char");
    assert_eq!(err("."), "rmb.invalid_number");
    assert_eq!(err("1.2.3"), "rmb.invalid_number");
    assert_eq!(err("1,23"), "rmb.bad_separator");
    assert_eq!(err(",123"), "rmb.bad_separator");
    assert_eq!(err("1.23,4"), "rmb.bad_separator");
    assert_eq!(err("1.234"), "rmb.too_many_decimals");
    assert_eq!(err("10000000000000000"), "rmb.too_large");
    assert_eq!(err(&"9".repeat(100_000)), "rmb.too_large");
    let e = to_capital("12a", &PLAIN).unwrap_err();
    assert_eq!(e.params(), vec![("char", "a".to_owned())]);
    let e = to_capital("1e99999", &PLAIN).unwrap_err();
    assert_eq!(e.code(), "rmb.exponent");
}

fn read(input: &str) -> RmbReading {
    read_capital(input).unwrap_or_else(|e| panic!("{input}: {e}"))
}

fn read_err(input: &str) -> RmbError {
    read_capital(input).unwrap_err()
}

#[test]
fn reads_standard_amounts_without_issues() {
    for (text, amount) in [
        ("人民币壹仟肆佰零玖元伍角", "1409.50"),
        ("陆仟零柒元壹角肆分", "6007.14"),
        ("壹仟陆佰捌拾元零叁角贰分", "1680.32"),
        ("壹仟陆佰捌拾元叁角贰分", "1680.32"),
        ("壹拾万柒仟元零伍角叁分", "107000.53"),
        ("壹拾万零柒仟元伍角叁分", "107000.53"),
        ("叁佰贰拾伍元零肆分", "325.04"),
        ("壹亿零壹元整", "100000001.00"),
        ("壹万亿元整", "1000000000000.00"),
        ("零元整", "0.00"),
        ("伍角", "0.50"),
        ("伍角整", "0.50"),
        ("肆分", "0.04"),
        ("人民幣貳萬參仟陸佰圓正", "23600.00"),
        ("贰萬叁仟陆佰元整", "23600.00"),
        ("人民币：壹 拾 元 整", "10.00"),
    ] {
        let r = read(text);
        assert_eq!(r.amount, amount, "{text}");
        assert_eq!(r.issues, vec![], "{text}");
    }
    let r = read("人民幣貳萬參仟陸佰圓正");
    assert_eq!(r.standard, "人民幣貳萬參仟陸佰元正");
    assert_eq!(r.grouped, "23,600.00");
}

#[test]
fn reads_amounts_written_against_the_rules_and_says_why() {
    let check = |text: &str, amount: &str, issues: &[RmbIssue], standard: &str| {
        let r = read(text);
        assert_eq!(r.amount, amount, "{text}");
        assert_eq!(r.issues, issues, "{text}");
        assert_eq!(r.standard, standard, "{text}");
    };
    use RmbIssue::*;
    check("壹佰元", "100.00", &[MissingZheng], "壹佰元整");
    check("叁元伍角陆分整", "3.56", &[ZhengAfterFen], "叁元伍角陆分");
    check("拾元整", "10.00", &[BareShi], "壹拾元整");
    check(
        "壹仟肆佰玖元整",
        "1409.00",
        &[ZeroPlacement],
        "壹仟肆佰零玖元整",
    );
    check(
        "壹仟零零玖元整",
        "1009.00",
        &[ZeroPlacement],
        "壹仟零玖元整",
    );
    check(
        "壹仟零贰佰元整",
        "1200.00",
        &[ZeroPlacement],
        "壹仟贰佰元整",
    );
    check(
        "叁佰贰拾伍元肆分",
        "325.04",
        &[ZeroPlacement],
        "叁佰贰拾伍元零肆分",
    );
    check("零元伍角", "0.50", &[Nonstandard], "伍角");
}

#[test]
fn refuses_what_cannot_be_read() {
    let code = |text: &str| read_err(text).code();
    assert_eq!(code(""), "rmb.capital_empty");
    assert_eq!(code("人民币"), "rmb.capital_empty");
    assert_eq!(code("一百元整"), "rmb.capital_lowercase");
    assert_eq!(
        read_err("二元").params(),
        vec![("char", "二".into()), ("capital", "贰".into())]
    );
    assert_eq!(code("100元"), "rmb.capital_digits");
    assert_eq!(code("壹佰美元"), "rmb.capital_invalid_char");
    assert_eq!(code("壹佰拾元"), "rmb.capital_misplaced");
    assert_eq!(read_err("壹拾壹佰元").params(), vec![("char", "佰".into())]);
    assert_eq!(code("壹贰元"), "rmb.capital_misplaced");
    assert_eq!(code("壹万万元"), "rmb.capital_misplaced");
    assert_eq!(code("壹亿亿元"), "rmb.too_large");
    assert_eq!(code("元整"), "rmb.capital_misplaced");
    assert_eq!(code("壹元整伍角"), "rmb.capital_misplaced");
    assert_eq!(code("壹拾零元"), "rmb.capital_misplaced");
    assert_eq!(code("零壹元"), "rmb.capital_misplaced");
    assert_eq!(code("壹元伍"), "rmb.capital_misplaced");
    assert_eq!(code("壹佰"), "rmb.capital_missing_yuan");
    assert_eq!(code("壹佰伍角"), "rmb.capital_missing_yuan");
    assert_eq!(code("壹元壹元"), "rmb.capital_misplaced");
    assert_eq!(code("壹元伍角万"), "rmb.capital_misplaced");
}

#[test]
fn writing_then_reading_gives_the_amount_back() {
    for n in [
        "0",
        "0.01",
        "0.1",
        "1",
        "10.1",
        "101.01",
        "1000000.5",
        "20000000000.02",
    ] {
        let options = RmbOptions {
            prefix: true,
            zheng_alt: true,
            traditional: true,
        };
        let written = to_capital(n, &options).unwrap();
        let back = read(&written.capital);
        assert_eq!(back.grouped, written.amount, "{n}");
        assert_eq!(back.standard, written.capital, "{n}");
        assert!(back.issues.is_empty(), "{n}: {:?}", back.issues);
    }
}

proptest! {
    #[test]
    fn round_trip(yuan in 0u64..10_000_000_000_000_000, cents in 0u8..100) {
        let input = format!("{yuan}.{cents:02}");
        let written = to_capital(&input, &PLAIN).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back = read_capital(&written.capital).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back.amount, input);
        prop_assert!(back.issues.is_empty());
        prop_assert_eq!(back.standard, written.capital);
    }

    #[test]
    fn number_parser_never_panics(text in "\\PC{0,40}") {
        let _ = to_capital(&text, &PLAIN);
    }

    #[test]
    fn capital_reader_never_panics(text in "[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整正貳萬億 人民币一]{0,30}") {
        let _ = read_capital(&text);
    }
}
