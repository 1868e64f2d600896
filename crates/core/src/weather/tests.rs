use super::*;
use crate::CodedError;

fn names(cities: &[City]) -> Vec<&str> {
    cities.iter().map(|c| c.name.as_str()).collect()
}

#[test]
fn the_table_has_every_prefecture_level_city_with_a_point_in_china() {
    let all = cities();
    assert_eq!(all.len(), DATA.lines().count(), "a row did not parse");
    assert!(all.len() > 340, "{}", all.len());
    for c in all {
        assert!(
            (3.0..54.0).contains(&c.lat) && (73.0..136.0).contains(&c.lon),
            "{c:?}"
        );
        assert!(!c.name.is_empty() && !c.name_en.is_empty() && !c.province_en.is_empty());
    }
    for id in DEFAULT_CITIES {
        assert!(by_id(id).is_some(), "{id}");
    }
}

#[test]
fn cities_answer_to_chinese_full_pinyin_and_english_names() {
    for typed in ["深圳", "深圳市", " shenzhen ", "ShenZhen", "Shen Zhen"] {
        assert_eq!(resolve(typed).unwrap().id, "440300", "{typed:?}");
    }
    assert_eq!(resolve("Xi'an").unwrap().name, "西安");
    assert_eq!(resolve("xian").unwrap().name, "西安");
    assert_eq!(resolve("Hohhot").unwrap().name, "呼和浩特");
    assert_eq!(resolve("甘南藏族自治州").unwrap().name, "甘南");
    assert_eq!(resolve("甘南").unwrap().province_en, "Gansu");
    assert_eq!(resolve("香港").unwrap().name_en, "Hong Kong");
    assert_eq!(resolve("北京").unwrap().lat, 39.9042);
}

#[test]
fn names_shared_by_two_cities_ask_which() {
    let err = resolve("Suzhou").unwrap_err();
    assert_eq!(err.code(), "weather.ambiguous_city");
    let CityError::Ambiguous { suggestions, .. } = err else {
        unreachable!()
    };
    assert_eq!(names(&suggestions), ["苏州", "宿州"]);
    // The Chinese names are distinct.
    assert_eq!(resolve("宿州").unwrap().province, "安徽");
}

#[test]
fn unknown_names_get_close_matches() {
    let cases: [(&str, &[&str]); 4] = [
        ("深圳南山", &["深圳"]),
        ("shenzen", &["深圳"]),
        ("成都都", &["成都"]),
        ("Guangzho", &["广州"]),
    ];
    for (typed, expected) in cases {
        let err = resolve(typed).unwrap_err();
        assert_eq!(err.code(), "weather.unknown_city", "{typed}");
        assert_eq!(err.params(), vec![("query", typed.to_owned())]);
        let CityError::Unknown { suggestions, .. } = err else {
            unreachable!()
        };
        assert_eq!(&names(&suggestions)[..expected.len()], expected, "{typed}");
        assert!(suggestions.len() <= MAX_SUGGESTIONS);
    }
    let CityError::Unknown { suggestions, .. } = resolve("Paris").unwrap_err() else {
        unreachable!()
    };
    assert!(suggestions.is_empty(), "{:?}", names(&suggestions));
    assert_eq!(resolve("  ").unwrap_err(), CityError::Empty);
}

#[test]
fn any_text_resolves_or_fails_cleanly() {
    for typed in ["\u{0}", "🙂", "a", "ü", &"长".repeat(10_000), "'-'"] {
        let _ = resolve(typed);
    }
}
