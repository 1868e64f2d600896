use proptest::prelude::*;

use super::*;

/// The result as shown: `mantissa` or `mantissa×10^exponent`.
fn calc_in(expr: &str, angle: Angle) -> Result<String, CalcError> {
    let r = evaluate(expr, angle)?;
    Ok(match r.exponent {
        Some(e) => format!("{}×10^{e}", r.mantissa),
        None => r.mantissa,
    })
}

fn calc(expr: &str) -> Result<String, CalcError> {
    calc_in(expr, Angle::Degrees)
}

fn ok(expr: &str) -> String {
    match calc(expr) {
        Ok(s) => s,
        Err(e) => panic!("{expr}: {e:?}"),
    }
}

fn rad(expr: &str) -> String {
    match calc_in(expr, Angle::Radians) {
        Ok(s) => s,
        Err(e) => panic!("{expr}: {e:?}"),
    }
}

#[test]
fn decimal_arithmetic_is_exact() {
    assert_eq!(ok("0.1+0.2"), "0.3");
    assert_eq!(ok("1/3×3"), "1");
    assert_eq!(ok("1÷3*3"), "1");
    assert_eq!(ok("2^53+1"), "9007199254740993");
    assert_eq!(ok("0.1*3"), "0.3");
    assert_eq!(ok("1-0.9"), "0.1");
    assert_eq!(ok("123456789×987654321"), "121932631112635269");
    assert_eq!(ok("1/3"), "0.3333333333333333");
    assert_eq!(ok("2/3"), "0.6666666666666667");
    assert_eq!(ok("10/4"), "2.5");
    assert_eq!(ok("-7/2"), "-3.5");
    assert_eq!(ok("2^100"), "1267650600228229401496703205376");
}

#[test]
fn precedence_and_associativity() {
    assert_eq!(ok("2^3^2"), "512");
    assert_eq!(ok("-2^2"), "-4");
    assert_eq!(ok("(-2)^2"), "4");
    assert_eq!(ok("2^-1"), "0.5");
    assert_eq!(ok("1+2×3"), "7");
    assert_eq!(ok("(1+2)×3"), "9");
    assert_eq!(ok("8/2/2"), "2");
    assert_eq!(ok("2-3-4"), "-5");
    assert_eq!(ok("2(3+4)"), "14");
    assert_eq!(ok("(1+2)(3+4)"), "21");
    assert_eq!(ok("6/2(1+2)"), "9");
    assert_eq!(ok("3!^2"), "36");
    assert_eq!(ok("2^3!"), "64");
    assert_eq!(ok("2--2"), "4");
    assert_eq!(ok("(1+2"), "3");
    assert_eq!(ok("sin(30"), "0.5");
}

#[test]
fn percent_follows_the_common_calculator_rule() {
    assert_eq!(ok("200+10%"), "220");
    assert_eq!(ok("200-10%"), "180");
    assert_eq!(ok("200×10%"), "20");
    assert_eq!(ok("200÷10%"), "2000");
    // A lone b% is b/100.
    assert_eq!(ok("50%"), "0.5");
    assert_eq!(ok("-50%"), "-0.5");
    // The rule applies to the running total on the left.
    assert_eq!(ok("10+10+10%"), "22");
    assert_eq!(ok("200+(5+5)%"), "220");
    assert_eq!(ok("200+-10%"), "180");
    // Not a bare percent term: plain b/100.
    assert_eq!(ok("200+2×10%"), "200.2");
    assert_eq!(ok("10%^2"), "0.01");
}

#[test]
fn trigonometry_is_exact_where_it_can_be() {
    assert_eq!(ok("sin(30)"), "0.5");
    assert_eq!(ok("sin(180)"), "0");
    assert_eq!(ok("sin 30"), "0.5");
    assert_eq!(ok("cos(60)"), "0.5");
    assert_eq!(ok("cos(90)"), "0");
    assert_eq!(ok("tan(45)"), "1");
    assert_eq!(ok("tan(-45)"), "-1");
    assert_eq!(ok("sin(-30)"), "-0.5");
    assert_eq!(ok("sin(390)"), "0.5");
    assert_eq!(ok("sin(60)"), "0.8660254037844386");
    assert_eq!(ok("cos(1)"), "0.9998476951563912");
    assert_eq!(ok("sin(30)^2"), "0.25");
    assert_eq!(ok("sin(45)^2"), "0.5");
    assert_eq!(ok("asin(0.5)"), "30");
    assert_eq!(ok("acos(-1)"), "180");
    assert_eq!(ok("atan(1)"), "45");
    assert_eq!(ok("asin(sin(60))"), "60");
    assert_eq!(calc("tan(90)"), Err(CalcError::TanUndefined));
    assert_eq!(calc("tan(270)"), Err(CalcError::TanUndefined));
    assert_eq!(calc("asin(2)"), Err(CalcError::InverseTrigDomain));
}

#[test]
fn radians_snap_multiples_of_pi() {
    assert_eq!(rad("sin(π)"), "0");
    assert_eq!(rad("sin(π/6)"), "0.5");
    assert_eq!(rad("cos(π)"), "-1");
    assert_eq!(rad("tan(π/4)"), "1");
    assert_eq!(rad("sin(1)"), "0.8414709848078965");
    assert_eq!(rad("sin(0)"), "0");
    assert_eq!(rad("cos(0)"), "1");
    assert_eq!(rad("asin(1)"), "1.570796326794897");
    assert_eq!(
        calc_in("tan(π/2)", Angle::Radians),
        Err(CalcError::TanUndefined)
    );
    // Huge arguments are reduced correctly: sin(10^22) from its exact value.
    assert_eq!(rad("sin(10^22)"), "-0.8522008497671888");
}

#[test]
fn logarithms_roots_and_powers() {
    assert_eq!(ok("ln(1)"), "0");
    assert_eq!(ok("ln(e)"), "1");
    assert_eq!(ok("ln(e^2)"), "2");
    assert_eq!(ok("log(1000)"), "3");
    assert_eq!(ok("log(0.001)"), "-3");
    assert_eq!(ok("log(2)"), "0.3010299956639812");
    assert_eq!(ok("ln(2)"), "0.6931471805599453");
    assert_eq!(ok("√16"), "4");
    assert_eq!(ok("√(9/4)"), "1.5");
    assert_eq!(ok("√2"), "1.414213562373095");
    assert_eq!(ok("√2^2"), "2");
    assert_eq!(ok("(√2)^2"), "2");
    assert_eq!(ok("√2×√2-2"), "0");
    assert_eq!(ok("4^0.5"), "2");
    assert_eq!(ok("8^(1/3)"), "2");
    assert_eq!(ok("(-8)^(1/3)"), "-2");
    assert_eq!(ok("2^0.5"), "1.414213562373095");
    assert_eq!(ok("0^0"), "1");
    assert_eq!(ok("π"), "3.141592653589793");
    assert_eq!(ok("e"), "2.718281828459045");
    assert_eq!(ok("2π"), "6.283185307179586");
    assert_eq!(ok("π-π"), "0");
    assert_eq!(ok("5!"), "120");
    assert_eq!(ok("0!"), "1");
    assert_eq!(ok("20!"), "2432902008176640000");
    assert_eq!(ok("1.5E3"), "1500");
    assert_eq!(ok("2^(-1074)"), "4.940656458412465×10^-324");
}

#[test]
fn large_and_small_results_switch_to_scientific_form() {
    assert_eq!(ok("10^20/3"), "3.333333333333333×10^19");
    assert_eq!(ok("1/3/10^8"), "3.333333333333333×10^-9");
    assert_eq!(ok("100!"), "9.332621544394415×10^157");
    assert_eq!(ok("449!"), "3.851930518028073×10^997");
    assert_eq!(ok("10^999").as_str(), "1×10^999");
}

#[test]
fn errors_are_reported_not_crashed_on() {
    assert_eq!(calc("1/0"), Err(CalcError::DivisionByZero));
    assert_eq!(calc("1/(2-2)"), Err(CalcError::DivisionByZero));
    assert_eq!(calc("5÷0%"), Err(CalcError::DivisionByZero));
    assert_eq!(calc("0^-1"), Err(CalcError::DivisionByZero));
    assert_eq!(calc("√-4"), Err(CalcError::SqrtNegative));
    assert_eq!(calc("ln(0)"), Err(CalcError::LogDomain));
    assert_eq!(calc("log(-1)"), Err(CalcError::LogDomain));
    assert_eq!(calc("(-8)^0.5"), Err(CalcError::NegativeRoot));
    assert_eq!(calc("(-2)^π"), Err(CalcError::NegativeRoot));
    assert_eq!(calc("2.5!"), Err(CalcError::FactorialDomain));
    assert_eq!(calc("(-1)!"), Err(CalcError::FactorialDomain));
    assert_eq!(
        calc("9999999!"),
        Err(CalcError::FactorialTooLarge { max: 449 })
    );
    assert_eq!(calc("450!"), Err(CalcError::FactorialTooLarge { max: 449 }));
    assert_eq!(calc("10^10^10"), Err(CalcError::Overflow));
    assert_eq!(calc("10^1000"), Err(CalcError::Overflow));
    assert_eq!(calc("10^-1001"), Err(CalcError::Underflow));
    assert_eq!(calc("9^9^9^9"), Err(CalcError::Overflow));
    assert_eq!(calc("1.0000001^(10^12)"), Err(CalcError::Overflow));
    assert_eq!(calc("e^5000"), Err(CalcError::Overflow));
    assert_eq!(calc("1.2.3+1"), Err(CalcError::TwoPoints));
    assert_eq!(calc("2+"), Err(CalcError::MissingOperand));
    assert_eq!(
        calc("2+abc"),
        Err(CalcError::UnknownName { name: "abc".into() })
    );
    assert_eq!(calc(""), Err(CalcError::Empty));
    let long = "1+".repeat(600) + "1";
    assert_eq!(calc(&long), Err(CalcError::TooLong { max: MAX_LENGTH }));
}

#[test]
fn extreme_but_legal_inputs_finish() {
    assert!(calc("(1/3)^5000").is_err());
    assert!(calc("1.000001^1000000").is_ok());
    assert!(calc("(2/3)^3000").is_ok());
    assert!(calc("449!/448!").is_ok_and(|s| s == "449"));
    assert!(calc_in("sin(10^999)", Angle::Radians).is_ok());
    assert_eq!(calc("sin(10^999)"), Ok("-0.9848077530122081".into()));
    let long_chain = "1+".repeat(499) + "1";
    assert_eq!(ok(&long_chain), "500");
    let nested = "(".repeat(90) + "2" + &")".repeat(90);
    assert_eq!(ok(&nested), "2");
}

#[test]
fn results_carry_fraction_reuse_and_copy_text() {
    let third = evaluate("1/3", Angle::Degrees).ok();
    let third = third.as_ref();
    assert_eq!(third.and_then(|r| r.fraction.as_deref()), Some("1/3"));
    assert_eq!(third.map(|r| r.reuse.as_str()), Some("(1/3)"));
    assert_eq!(third.map(|r| r.exact), Some(false));
    let big = evaluate("10^20/3", Angle::Degrees).ok();
    let big = big.as_ref();
    assert_eq!(big.map(|r| r.copy.as_str()), Some("3.333333333333333E+19"));
    assert_eq!(
        big.map(|r| r.reuse.as_str()),
        Some("(100000000000000000000/3)")
    );
    let root = evaluate("√2", Angle::Degrees).ok();
    assert_eq!(root.as_ref().and_then(|r| r.fraction.clone()), None);
    assert_eq!(root.as_ref().map(|r| r.exact), Some(false));
    let neg = evaluate("-0.5", Angle::Degrees).ok();
    assert_eq!(
        neg.map(|r| (r.reuse, r.exact)),
        Some(("(-0.5)".into(), true))
    );
    // Reused text evaluates to the same value.
    for expr in ["1/7", "10^20/3", "√2", "-2/3", "2^-30"] {
        let first = evaluate(expr, Angle::Degrees).ok();
        let again = first
            .as_ref()
            .and_then(|r| evaluate(&r.reuse, Angle::Degrees).ok());
        assert_eq!(
            first.map(|r| r.mantissa),
            again.map(|r| r.mantissa),
            "{expr}"
        );
    }
}

/// Irrational results against mpmath at 60 digits (scripts/calc-golden.py writes the file).
#[test]
fn irrational_results_match_mpmath() {
    let mut checked = 0;
    for line in include_str!("golden.tsv").lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [angle, expr, expected] = fields[..] else {
            panic!("bad line {line}")
        };
        let angle = angle.parse().expect("an angle unit");
        assert_eq!(
            calc_in(expr, angle).as_deref(),
            Ok(expected),
            "{expr} ({line})"
        );
        checked += 1;
    }
    assert!(checked >= 100);
}

/// Large inexact arguments against mpmath at 1,300 digits (scripts/calc-large-golden.py).
#[test]
fn large_arguments_match_mpmath() {
    let mut checked = 0;
    for line in include_str!("golden-large.tsv").lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [angle, expr, expected] = fields[..] else {
            panic!("bad line {line}")
        };
        let got = calc_in(expr, angle.parse().expect("an angle unit"));
        if expected == "imprecise" {
            assert_eq!(got, Err(CalcError::Imprecise), "{expr}");
        } else {
            assert_eq!(got.as_deref(), Ok(expected), "{expr} ({angle})");
        }
        checked += 1;
    }
    assert!(checked >= 300);
}

#[test]
fn trigonometry_of_large_inexact_arguments_shows_known_digits_only() {
    // Issue 24: at 256 bits these were wrong from the 8th digit, entirely, and 7e-61.
    assert_eq!(rad("sin(sqrt(2)*1E70)"), "-0.885822089495923");
    assert_eq!(rad("sin(sqrt(2)*1E80)"), "-0.7068937992740177");
    assert_eq!(rad("sin(pi*9E16)"), "0");
    assert_eq!(rad("cos(pi*9E16)"), "1");
    // An argument too large for the digits to be known says so instead of showing noise.
    assert_eq!(
        calc_in("sin(sqrt(2)*1E900)", Angle::Radians),
        Err(CalcError::Imprecise)
    );
    assert_eq!(
        evaluate_up_to("sin(sqrt(2)*1E80)", Angle::Radians, number::BASE_PREC),
        Err(CalcError::Imprecise)
    );
    assert_eq!(CalcError::Imprecise.code(), "calc.imprecise");
    // Exact work is not repeated, and exact results stay exact.
    assert_eq!(ok("sin(1E22)"), ok("sin(1E22)"));
    assert_eq!(rad("sin(1E22)"), "-0.8522008497671888");
}

#[test]
fn error_codes_and_params() {
    let e = CalcError::UnexpectedChar {
        ch: "&".into(),
        at: 3,
    };
    assert_eq!(e.code(), "calc.unexpected_char");
    assert_eq!(e.params(), vec![("char", "&".into()), ("at", "3".into())]);
    assert_eq!(CalcError::TanUndefined.code(), "calc.tan_undefined");
    assert_eq!("radians".parse::<Angle>(), Ok(Angle::Radians));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn never_panics_on_any_text(text in "\\PC{0,60}") {
        let _ = evaluate(&text, Angle::Degrees);
    }

    #[test]
    fn never_panics_on_calculator_like_text(
        text in "[0-9.+\\-×÷*/^%!()√πe ]{0,40}|(sin|cos|tan|ln|log|asin|√|[0-9]|[.+\\-*/^%!()])*"
    ) {
        let _ = evaluate(&text, Angle::Degrees);
        let _ = evaluate(&text, Angle::Radians);
    }

    #[test]
    fn integer_arithmetic_matches_i128(a in -1_000_000i64..1_000_000, b in -1_000_000i64..1_000_000) {
        let expected = (i128::from(a) * i128::from(b) + i128::from(a) - i128::from(b)).to_string();
        let got = calc(&format!("({a})×({b})+({a})-({b})"));
        prop_assert_eq!(got, Ok(expected));
    }

    #[test]
    fn division_then_multiplication_round_trips(a in 1i64..100_000, b in 1i64..100_000) {
        prop_assert_eq!(calc(&format!("{a}/{b}×{b}")), Ok(a.to_string()));
    }
}
