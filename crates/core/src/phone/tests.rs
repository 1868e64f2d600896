use proptest::prelude::*;

use super::*;
use crate::CodedError;

#[test]
fn typed_forms_of_one_number_are_the_same_number() {
    for typed in [
        "13800138000",
        " 138 0013 8000 ",
        "138-0013-8000",
        "+86 138 0013 8000",
        "+8613800138000",
        "0086 13800138000",
        "008613800138000",
        "138\u{3000}0013\u{3000}8000",
    ] {
        assert_eq!(normalize(typed).as_deref(), Ok("13800138000"), "{typed:?}");
    }
}

#[test]
fn other_inputs_say_what_is_wrong() {
    let cases: [(&str, &str); 10] = [
        ("", "phone.empty"),
        ("  - ", "phone.empty"),
        ("+86", "phone.empty"),
        ("1380013800", "phone.wrong_length"),
        ("138001380001", "phone.wrong_length"),
        ("(138)00138000", "phone.invalid_character"),
        ("138.0013.8000", "phone.invalid_character"),
        ("138+00138000", "phone.invalid_character"),
        ("+1 415 555 2671", "phone.not_mobile"),
        ("23800138000", "phone.not_mobile"),
    ];
    for (typed, code) in cases {
        assert_eq!(normalize(typed).unwrap_err().code(), code, "{typed:?}");
    }
    assert_eq!(
        normalize("1380013800").unwrap_err().params(),
        vec![("digits", "10".to_owned())]
    );
    assert_eq!(
        normalize("138x").unwrap_err().params(),
        vec![("char", "x".to_owned())]
    );
}

#[test]
fn a_beijing_china_mobile_number() {
    let info = lookup("138 0013 8000").unwrap();
    assert_eq!(info.number, "13800138000");
    assert_eq!(info.display, "138 0013 8000");
    assert_eq!(
        (info.province.as_str(), info.city.as_str()),
        ("北京", "北京")
    );
    assert_eq!(
        (info.province_en.as_str(), info.city_en.as_str()),
        ("Beijing", "Beijing")
    );
    assert_eq!(info.area_code, "010");
    assert_eq!(info.postcode, "100000");
    assert_eq!(info.carrier, Carrier::ChinaMobile);
    assert_eq!(info.data_date, "2023-12");
}

#[test]
fn postcodes_that_lost_their_leading_zero_are_six_digits() {
    let info = lookup("13900470000").unwrap();
    assert_eq!(
        (info.city.as_str(), info.city_en.as_str()),
        ("包头", "Baotou")
    );
    assert_eq!(info.postcode, "014000");
    assert_eq!(info.area_code, "0472");
}

#[test]
fn virtual_operator_ranges_are_virtual_operators() {
    // phone.dat gives 1700/1711/162 to the parent networks.
    assert_eq!(
        lookup("17001230000").unwrap().carrier,
        Carrier::ChinaTelecomVirtual
    );
    assert_eq!(
        lookup("17112340000").unwrap().carrier,
        Carrier::ChinaUnicomVirtual
    );
    assert_eq!(
        lookup("16201850000").unwrap().carrier,
        Carrier::ChinaTelecomVirtual
    );
    assert_eq!(
        lookup("16512340000").unwrap().carrier,
        Carrier::ChinaMobileVirtual
    );
    let broadnet = lookup("19212345678").unwrap();
    assert_eq!(broadnet.carrier, Carrier::ChinaBroadnet);
    assert_eq!(broadnet.city, "重庆");
    assert_eq!(lookup("13588880000").unwrap().city_en, "Hangzhou");
}

#[test]
fn numbers_outside_the_table_are_not_found() {
    // 1349 is satellite telephony, dropped from the table; 1040 was never issued.
    assert_eq!(lookup("13490001234"), Err(PhoneError::NotFound));
    assert_eq!(lookup("10400001234"), Err(PhoneError::NotFound));
    assert_eq!(lookup("19999999999"), Err(PhoneError::NotFound));
}

#[test]
fn the_built_in_table_is_complete() {
    let t = table().unwrap();
    assert_eq!(t.size(), (362, 498_527));
    assert_eq!(t.date(), "2023-12");
}

#[test]
fn corrupt_tables_are_refused() {
    let good = "PHONE-COMPACT 1 phone-0.4.5 2023-12\n@regions 1\n北京|北京|100000|010|Beijing|Beijing\n\
                @areas 1\n0 a 0\n@carriers 1\n0 a 1\n";
    let t = Table::parse(good).unwrap();
    assert_eq!(t.find("13000051234").unwrap().city, "北京");
    assert_eq!(t.find("13000101234"), Err(PhoneError::NotFound));
    for bad in [
        "",
        "PHONE-COMPACT 2 x 2023-12",
        &good.replace("@regions 1", "@regions 2"),
        &good.replace("100000", "10000"),
        &good.replace("0 a 0", "0 a 1"),
        &good.replace("0 a 1\n", "0 a 9\n"),
        &good.replace("0 a 0", "0 0 0"),
        &good.replace("0 a 0", "0 a"),
        &good.replace("0 a 0", "0 a 0 0"),
        &good.replace("0 a 0", "zzzzzz a 0"),
        &good.replace("@carriers 1\n0 a 1\n", ""),
    ] {
        assert_eq!(
            Table::parse(bad).unwrap_err(),
            PhoneError::CorruptData,
            "{bad:?}"
        );
    }
}

proptest! {
    #[test]
    fn any_mobile_number_survives_any_accepted_decoration(
        digits in "1[0-9]{10}",
        country in prop::sample::select(vec!["", "+86", "+86 ", "0086", "0086-"]),
        seps in prop::collection::vec(prop::sample::select(vec!["", " ", "-"]), 11),
    ) {
        let mut typed = country.to_owned();
        for (d, s) in digits.chars().zip(&seps) {
            typed.push(d);
            typed.push_str(s);
        }
        prop_assert_eq!(normalize(&typed), Ok(digits.clone()));
        // Whatever the table says, it answers without panicking.
        let _ = lookup(&typed);
    }

    #[test]
    fn any_text_is_a_number_or_a_coded_error(text in "\\PC{0,24}") {
        match normalize(&text) {
            Ok(n) => prop_assert!(n.len() == 11 && n.starts_with('1')),
            Err(e) => prop_assert!(e.code().starts_with("phone.")),
        }
        let _ = lookup(&text);
    }
}
