use proptest::prelude::*;

use super::*;
use crate::CodedError;

fn mobile(n: &str) -> Query {
    Query::Mobile(n.to_owned())
}

#[test]
fn typed_forms_of_one_number_are_the_same_number() {
    for typed in [
        "13800138000",
        " 138 0013 8000 ",
        "138-0013-8000",
        "(138)00138000",
        "+86 138 0013 8000",
        "+8613800138000",
        "+86 (138) 0013-8000",
        "0086 13800138000",
        "008613800138000",
        "86 138 0013 8000",
        "138\u{3000}0013\u{3000}8000",
        "１３８００１３８０００",
        "＋８６ １３８－００１３－８０００",
    ] {
        assert_eq!(normalize(typed), Ok(mobile("13800138000")), "{typed:?}");
    }
}

#[test]
fn landlines_area_codes_and_prefixes_are_read() {
    let landline = |a: &str, l: &str| {
        Ok(Query::Landline {
            area: a.into(),
            local: l.into(),
        })
    };
    for typed in [
        "0755-86013388",
        "0755 8601 3388",
        "(0755) 8601-3388",
        "+86 755 8601 3388",
        "+86 (0)755 86013388",
        "0086 755 86013388",
        "０７５５－８６０１３３８８",
    ] {
        assert_eq!(normalize(typed), landline("0755", "86013388"), "{typed:?}");
    }
    assert_eq!(normalize("010-6552 9988"), landline("010", "65529988"));
    assert_eq!(normalize("+86 10 6552 9988"), landline("010", "65529988"));
    assert_eq!(normalize("021 1234567"), landline("021", "1234567"));
    assert_eq!(normalize("0755"), Ok(Query::AreaCode("0755".into())));
    assert_eq!(normalize("010"), Ok(Query::AreaCode("010".into())));
    assert_eq!(normalize("138 0013"), Ok(Query::Prefix("1380013".into())));
}

#[test]
fn other_inputs_say_what_is_wrong() {
    let cases: [(&str, &str); 13] = [
        ("", "phone.empty"),
        ("  - ", "phone.empty"),
        ("+86", "phone.empty"),
        ("1380013800", "phone.wrong_length"),
        ("138001380001", "phone.wrong_length"),
        ("138.0013.8000", "phone.invalid_character"),
        ("138+00138000", "phone.invalid_character"),
        ("138x", "phone.invalid_character"),
        ("+1 415 555 2671", "phone.not_chinese"),
        ("23800138000", "phone.not_chinese"),
        ("86013388", "phone.need_area_code"),
        ("0755-860133", "phone.landline_length"),
        ("075", "phone.unknown_area_code"),
    ];
    for (typed, code) in cases {
        assert_eq!(lookup(typed).unwrap_err().code(), code, "{typed:?}");
    }
    assert_eq!(
        lookup("1380013800").unwrap_err().params(),
        vec![("digits", "10".to_owned())]
    );
    assert_eq!(
        lookup("0755-860133").unwrap_err().params(),
        vec![("code", "0755".to_owned()), ("digits", "6".to_owned())]
    );
    assert_eq!(
        lookup("0123-1234567").unwrap_err(),
        PhoneError::UnknownAreaCode {
            code: "0123".into()
        }
    );
}

#[test]
fn a_beijing_china_mobile_number() {
    let info = lookup("138 0013 8000").unwrap();
    assert_eq!(info.kind, NumberKind::Mobile);
    assert_eq!(info.number, "13800138000");
    assert_eq!(info.display, "138 0013 8000");
    let place = info.place.unwrap();
    assert_eq!(
        (place.province.as_str(), place.city.as_str()),
        ("北京", "北京")
    );
    assert_eq!(
        (place.province_en.as_str(), place.city_en.as_str()),
        ("Beijing", "Beijing")
    );
    assert_eq!(place.area_code.as_deref(), Some("010"));
    assert_eq!(place.postcode.as_deref(), Some("100000"));
    assert_eq!(info.carrier, Some(Carrier::ChinaMobile));
    assert_eq!(info.data_date, "2026-11");
}

#[test]
fn a_shenzhen_landline_names_city_and_province() {
    let info = lookup("0755-86013388").unwrap();
    assert_eq!(info.kind, NumberKind::Landline);
    assert_eq!(info.display, "0755-8601 3388");
    assert_eq!(info.number, "075586013388");
    assert_eq!(info.carrier, None);
    let place = info.place.unwrap();
    assert_eq!(
        (place.province.as_str(), place.city.as_str()),
        ("广东", "深圳")
    );
    assert_eq!(place.city_en, "Shenzhen");
    assert_eq!(place.area_code.as_deref(), Some("0755"));
    assert_eq!(place.postcode.as_deref(), Some("518000"));
    let beijing = lookup("010 6552 9988").unwrap().place.unwrap();
    assert_eq!(beijing.city, "北京");
    let area = lookup("0571").unwrap();
    assert_eq!(area.kind, NumberKind::AreaCode);
    assert_eq!(area.place.unwrap().city, "杭州");
    // One area code, several cities: all named, and no single postcode.
    let shenyang = lookup("024 2345 6789").unwrap().place.unwrap();
    assert!(shenyang.city.starts_with("沈阳、"), "{shenyang:?}");
    assert_eq!(shenyang.postcode, None);
}

#[test]
fn a_prefix_alone_looks_up_its_block() {
    let info = lookup("1380013").unwrap();
    assert_eq!(info.kind, NumberKind::Prefix);
    assert_eq!(info.display, "138 0013");
    assert_eq!(info.place.unwrap().city, "北京");
}

#[test]
fn virtual_operators_are_named_as_such() {
    for (typed, carrier) in [
        ("17001230000", Carrier::ChinaTelecomVirtual),
        ("17035550000", Carrier::ChinaMobileVirtual),
        ("17041230000", Carrier::ChinaUnicomVirtual),
        ("17081230000", Carrier::ChinaUnicomVirtual),
        ("17112340000", Carrier::ChinaUnicomVirtual),
        ("16201850000", Carrier::ChinaTelecomVirtual),
        ("16512340000", Carrier::ChinaMobileVirtual),
        ("16755550000", Carrier::ChinaUnicomVirtual),
        ("19212345678", Carrier::ChinaBroadnet),
        ("13490001234", Carrier::Satellite),
    ] {
        assert_eq!(lookup(typed).unwrap().carrier, Some(carrier), "{typed}");
    }
}

#[test]
fn a_prefix_without_a_city_still_has_its_carrier() {
    // 173 is China Telecom's; libphonenumber gives the whole block one city, which we do not use.
    let info = lookup("17300001234").unwrap();
    assert_eq!(info.carrier, Some(Carrier::ChinaTelecom));
    assert_eq!(info.place, None);
}

#[test]
fn numbers_in_unallocated_blocks_are_refused() {
    for (typed, block) in [
        ("15411830000", "154 1"),
        ("16002910000", "160 0"),
        ("10400001234", "104 0"),
        ("19400001234", "194 0"),
        ("17410001234", "174 1"),
    ] {
        assert_eq!(
            lookup(typed),
            Err(PhoneError::Unallocated {
                block: block.into()
            }),
            "{typed}"
        );
    }
}

#[test]
fn the_built_in_table_is_complete() {
    let t = table().unwrap();
    let (regions, prefixes, area_codes) = t.size();
    assert!(regions > 380, "{regions}");
    assert!(prefixes > 300_000, "{prefixes}");
    assert_eq!(area_codes, 320);
    assert_eq!(t.date(), "2026-11");
}

/// The family name libphonenumber gives a block of this carrier.
fn family(c: Carrier) -> &'static str {
    match c {
        Carrier::ChinaMobile | Carrier::ChinaMobileVirtual => "China Mobile",
        Carrier::ChinaUnicom | Carrier::ChinaUnicomVirtual => "China Unicom",
        Carrier::ChinaTelecom | Carrier::ChinaTelecomVirtual => "China Telecom",
        Carrier::ChinaBroadnet | Carrier::ChinaBroadnetVirtual => "China Broadnet",
        Carrier::Satellite => "",
    }
}

/// `golden.tsv` (scripts/phone-golden.py) holds what libphonenumber itself answers for sampled
/// prefixes of every block: validity, carrier and city must agree with our table.
#[test]
fn golden_prefixes_agree_with_libphonenumber() {
    let (mut valid, mut cities) = (0, 0);
    for line in include_str!("golden.tsv").lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let [prefix, ok, carrier, description, coarse] = f[..] else {
            panic!("bad golden line {line:?}");
        };
        let got = lookup(&format!("{prefix}0000"));
        if ok == "0" {
            assert!(
                matches!(got, Err(PhoneError::Unallocated { .. })),
                "{prefix}: {got:?}"
            );
            continue;
        }
        valid += 1;
        let info = got.unwrap_or_else(|e| panic!("{prefix}: {e:?}"));
        let ours = info.carrier.unwrap();
        if !carrier.is_empty() {
            assert_eq!(family(ours), carrier, "{prefix}");
        }
        match info.place {
            Some(p) => {
                cities += 1;
                let en = if p.city_en == p.province_en {
                    p.city_en.clone()
                } else {
                    format!("{}, {}", p.city_en, p.province_en)
                };
                // libphonenumber writes Xi'an as XiAn.
                let mut spelt = String::new();
                let mut upper = false;
                for c in en.chars() {
                    match c {
                        '\'' => upper = true,
                        c if upper => {
                            spelt.extend(c.to_uppercase());
                            upper = false;
                        }
                        c => spelt.push(c),
                    }
                }
                assert_eq!(spelt, description, "{prefix}");
            }
            None => assert!(description == "China" || coarse == "1", "{prefix}"),
        }
    }
    assert!(valid > 1000 && cities > 600, "{valid} {cities}");
}

#[test]
fn corrupt_tables_are_refused() {
    let good = "PHONE-COMPACT 2 2026-11 x\n@regions 1\n北京|北京|Beijing|Beijing|010|100000\n\
                @areas 1\n0 a 0\n@blocks 1\n0 a 1\n@landlines 1\n10 0\n";
    let t = Table::parse(good).unwrap();
    let found = t.find(&mobile("13000051234")).unwrap();
    assert_eq!(found.place.unwrap().city, "北京");
    assert_eq!(found.carrier, Some(Carrier::ChinaMobile));
    // In an allocated block, without a city: the carrier alone.
    assert_eq!(t.find(&mobile("13000101234")).unwrap().place, None);
    assert_eq!(
        t.find(&mobile("13010101234")).unwrap_err().code(),
        "phone.unallocated"
    );
    for bad in [
        "",
        "PHONE-COMPACT 1 2023-12 x",
        &good.replace("@regions 1", "@regions 2"),
        &good.replace("100000", "10000"),
        &good.replace("|010|", "|10|"),
        &good.replace("0 a 0", "0 a 1"),
        &good.replace("0 a 1\n", "0 a a\n"),
        &good.replace("0 a 0", "0 0 0"),
        &good.replace("0 a 0", "0 a"),
        &good.replace("0 a 0", "0 a 0 0"),
        &good.replace("0 a 0", "zzzzzz a 0"),
        &good.replace("10 0\n", "10 1\n"),
        &good.replace("10 0\n", "1x 0\n"),
        &good.replace("@landlines 1\n10 0\n", ""),
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
        prop_assert_eq!(normalize(&typed), Ok(Query::Mobile(digits.clone())));
        // Whatever the table says, it answers without panicking.
        let _ = lookup(&typed);
    }

    #[test]
    fn any_text_is_a_query_or_a_coded_error(text in "\\PC{0,24}") {
        match lookup(&text) {
            Ok(info) => prop_assert!(info.number.bytes().all(|b| b.is_ascii_digit())),
            Err(e) => prop_assert!(e.code().starts_with("phone.")),
        }
    }
}
