use proptest::prelude::*;

use super::*;

fn q(p: i64, d: i64) -> BigRational {
    BigRational::new(p.into(), d.into())
}

/// The text shown for `unit` after typing `input` in `from`.
fn show(category: &str, from: &str, input: &str, unit: &str, digits: u32) -> String {
    let values = match convert(category, from, input, digits) {
        Ok(v) => v,
        Err(e) => panic!("{input} {from}: {e:?}"),
    };
    values
        .into_iter()
        .find(|v| v.unit == unit)
        .map(|v| v.text)
        .unwrap_or_default()
}

#[test]
fn every_factor_is_a_valid_exact_rational() {
    for category in catalogue() {
        assert!(!category.units.is_empty());
        for unit in &category.units {
            let f = factor_of(&category.id, unit);
            assert!(f.is_some_and(|f| f > q(0, 1)), "{}/{unit}", category.id);
        }
    }
    // Unit ids are unique across categories (they are translation keys).
    let mut ids: Vec<String> = catalogue().into_iter().flat_map(|c| c.units).collect();
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n);
}

#[test]
fn derived_factors_follow_their_definitions() {
    let f = |c: &str, u: &str| factor_of(c, u).unwrap_or_default();
    assert_eq!(f("length", "ft"), f("length", "yd") / q(3, 1));
    assert_eq!(f("length", "in"), f("length", "yd") / q(36, 1));
    assert_eq!(f("length", "mi"), f("length", "yd") * q(1760, 1));
    assert_eq!(f("length", "zhang"), f("length", "chi") * q(10, 1));
    assert_eq!(f("length", "cun"), f("length", "chi") / q(10, 1));
    assert_eq!(f("length", "li"), f("length", "zhang") * q(150, 1));
    assert_eq!(f("weight", "oz"), f("weight", "lb") / q(16, 1));
    assert_eq!(f("weight", "jin"), f("weight", "liang") * q(10, 1));
    assert_eq!(f("weight", "liang"), f("weight", "qian") * q(10, 1));
    let ft = f("length", "ft");
    let yd = f("length", "yd");
    let inch = f("length", "in");
    let mile = f("length", "mi");
    assert_eq!(f("area", "ft2"), &ft * &ft);
    assert_eq!(f("area", "yd2"), &yd * &yd);
    assert_eq!(f("area", "in2"), &inch * &inch);
    assert_eq!(f("area", "mi2"), &mile * &mile);
    assert_eq!(f("area", "acre"), &yd * &yd * q(4840, 1));
    assert_eq!(f("area", "mu"), f("length", "zhang").pow(2) * q(60, 1));
    assert_eq!(f("volume", "ft3"), &ft * &ft * &ft);
    assert_eq!(f("volume", "in3"), &inch * &inch * &inch);
    assert_eq!(f("volume", "usgal"), f("volume", "in3") * q(231, 1));
    assert_eq!(f("volume", "uscup"), f("volume", "usgal") / q(16, 1));
    assert_eq!(f("volume", "usfloz"), f("volume", "usgal") / q(128, 1));
    assert_eq!(f("volume", "ukfloz"), f("volume", "ukgal") / q(160, 1));
    assert_eq!(f("speed", "mph"), mile / q(3600, 1));
    assert_eq!(f("speed", "kn"), f("length", "nmi") / q(3600, 1));
    assert_eq!(f("speed", "kmh"), q(1000, 3600));
    assert_eq!(f("data", "tib"), q(1024, 1).pow(4));
    assert_eq!(f("data", "mbit"), f("data", "mb") / q(8, 1));
    assert_eq!(f("time", "yr"), f("time", "d") * q(365, 1));
}

#[test]
fn the_spec_units_convert_exactly() {
    assert_eq!(show("length", "m", "1", "cm", 10), "100");
    assert_eq!(show("length", "ft", "1", "m", 10), "0.3048");
    assert_eq!(show("length", "ft", "1", "cm", 10), "30.48");
    assert_eq!(show("length", "m", "1", "ft", 10), "3.280839895");
    assert_eq!(show("weight", "lb", "1", "kg", 10), "0.45359237");
    assert_eq!(show("weight", "kg", "1", "g", 10), "1000");
    assert_eq!(show("weight", "kg", "1", "lb", 10), "2.204622622");
    assert_eq!(show("temperature", "c", "100", "f", 10), "212");
    assert_eq!(show("temperature", "f", "-40", "c", 10), "-40");
    assert_eq!(show("temperature", "c", "0", "k", 10), "273.15");
    assert_eq!(show("temperature", "f", "0", "c", 10), "-17.77777778");
    assert_eq!(show("temperature", "k", "0", "f", 10), "-459.67");
}

#[test]
fn chinese_and_other_units() {
    assert_eq!(show("length", "m", "1", "chi", 10), "3");
    assert_eq!(show("length", "chi", "1", "cm", 10), "33.33333333");
    assert_eq!(show("length", "li", "1", "km", 10), "0.5");
    assert_eq!(show("length", "zhang", "3", "m", 10), "10");
    assert_eq!(show("length", "nmi", "1", "m", 10), "1852");
    assert_eq!(show("weight", "jin", "1", "g", 10), "500");
    assert_eq!(show("weight", "liang", "1", "jin", 10), "0.1");
    assert_eq!(show("area", "mu", "15", "m2", 10), "10000");
    assert_eq!(show("area", "ha", "1", "mu", 10), "15");
    assert_eq!(show("area", "acre", "1", "m2", 10), "4046.8564224");
    assert_eq!(show("volume", "ukgal", "1", "l", 10), "4.54609");
    assert_eq!(show("volume", "usgal", "1", "l", 10), "3.785411784");
    assert_eq!(show("speed", "kmh", "36", "mps", 10), "10");
    assert_eq!(show("speed", "kn", "1", "kmh", 10), "1.852");
    assert_eq!(show("data", "tib", "1", "byte", 10), "1099511627776");
    assert_eq!(
        show("data", "gb", "1", "gib", 10),
        "0.931322574615478515625"
    );
    assert_eq!(show("data", "gib", "1", "gb", 10), "1.073741824");
    assert_eq!(show("time", "h", "1.5", "min", 10), "90");
    assert_eq!(show("time", "s", "1", "h", 10), "0.0002777777778");
}

#[test]
fn digits_choice_and_scientific_form() {
    assert_eq!(show("length", "m", "1", "ft", 4), "3.281");
    assert_eq!(show("length", "m", "1", "ft", 20), "3.2808398950131233596");
    // Terminating results stay exact whatever the choice.
    assert_eq!(show("weight", "lb", "1", "kg", 4), "0.45359237");
    assert_eq!(show("length", "km", "1e20", "mm", 10), "1e+26");
    assert_eq!(show("length", "nm", "1", "km", 10), "1e-12");
    assert_eq!(show("length", "mm", "1", "mi", 10), "0.0000006213711922");
    assert_eq!(show("length", "nm", "1", "mi", 10), "6.213711922e-13");
    assert_eq!(show("length", "m", "0", "ft", 10), "0");
    // The digits choice is clamped to 1–30.
    assert_eq!(show("length", "m", "1", "ft", 0), "3");
    assert_eq!(show("length", "m", "1", "ft", 999).len(), "3.".len() + 29);
}

#[test]
fn results_read_back_as_input() {
    let values = convert("length", "mm", "1", 10).expect("converts");
    assert_eq!(values.len(), 16);
    for v in values {
        assert!(parse_number(&v.text).is_ok(), "{}", v.text);
    }
}

#[test]
fn bad_input_gets_a_reason() {
    assert_eq!(
        convert("length", "m", "abc", 10),
        Err(UnitError::InvalidNumber)
    );
    assert_eq!(
        convert("length", "m", "1.2.3", 10),
        Err(UnitError::TwoPoints)
    );
    assert_eq!(
        convert("length", "m", "1e500", 10),
        Err(UnitError::TooLarge)
    );
    assert_eq!(
        convert("length", "m", "1e-500", 10),
        Err(UnitError::TooSmall)
    );
    assert_eq!(
        convert("temperature", "c", "-273.16", 10),
        Err(UnitError::BelowAbsoluteZero {
            min: "-273.15".into()
        })
    );
    assert_eq!(
        convert("temperature", "f", "-500", 10),
        Err(UnitError::BelowAbsoluteZero {
            min: "-459.67".into()
        })
    );
    assert_eq!(
        convert("temperature", "k", "-0.001", 10),
        Err(UnitError::BelowAbsoluteZero { min: "0".into() })
    );
    assert!(convert("temperature", "c", "-273.15", 10).is_ok());
    assert_eq!(
        convert("length", "kg", "1", 10),
        Err(UnitError::UnknownUnit)
    );
    assert_eq!(convert("mass", "kg", "1", 10), Err(UnitError::UnknownUnit));
    let e = UnitError::BelowAbsoluteZero { min: "0".into() };
    assert_eq!(e.code(), "units.below_absolute_zero");
    assert_eq!(e.params(), vec![("min", "0".to_owned())]);
}

proptest! {
    #[test]
    fn never_panics(text in "\\PC{0,40}", cat in 0usize..8, digits in 0u32..40) {
        let c = &catalogue()[cat];
        let _ = convert(&c.id, &c.units[0], &text, digits);
    }

    #[test]
    fn number_like_text_never_panics(text in "[-+0-9.,eE ]{0,30}") {
        let _ = parse_number(&text);
    }

}

proptest! {
    // Each case converts a value and every exact result back again (a few hundred conversions).
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn exact_results_convert_back_to_the_input(n in -1_000_000i64..1_000_000, k in 0u32..4, cat in 0usize..8, a in 0usize..16) {
        let c = &catalogue()[cat];
        let from = &c.units[a % c.units.len()];
        let input = format!("{n}e-{k}");
        let first = convert(&c.id, from, &input, 12);
        prop_assume!(first.is_ok());
        let first = first.expect("checked");
        let original = first.iter().find(|v| &v.unit == from).map(|v| v.text.clone());
        for v in first.iter().filter(|v| v.exact) {
            let back = convert(&c.id, &v.unit, &v.text, 12).expect("an exact result reads back");
            let again = back.iter().find(|w| &w.unit == from).map(|w| w.text.clone());
            prop_assert_eq!(&again, &original, "{} {} → {} {}", input, from, v.text, v.unit);
        }
    }
}
