use super::*;
use proptest::prelude::*;

/// CNY-based rates as Frankfurter sends them (and a long one, as the snapshot has).
fn table() -> RateTable {
    let rates = [
        ("USD", "0.14089"),
        ("GBP", "0.10512"),
        ("RUB", "11.4"),
        ("KRW", "194.61"),
        ("JPY", "21.137"),
        ("SGD", "0.18127"),
        ("HKD", "1.0967"),
        ("EUR", "0.12145"),
        ("CAD", "0.19373"),
        ("INR", "12.339"),
    ];
    RateTable {
        base: "CNY".into(),
        rates: rates
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect(),
    }
}

fn value(all: &[Conversion], code: &str) -> String {
    all.iter()
        .find(|c| c.currency == code)
        .map(|c| c.value.clone())
        .unwrap_or_default()
}

#[test]
fn converts_into_every_currency_with_its_minor_units() {
    let all = convert_all("100", "CNY", &table()).unwrap();
    assert_eq!(all.len(), 11);
    assert_eq!(value(&all, "CNY"), "100.00");
    assert_eq!(value(&all, "USD"), "14.09");
    assert_eq!(value(&all, "JPY"), "2114");
    assert_eq!(value(&all, "KRW"), "19461");
    assert_eq!(value(&all, "RUB"), "1140.00");
    assert_eq!(all[1].unit_rate, "0.14089");
    assert_eq!(all[0].unit_rate, "1");
    assert_eq!(all[4].unit_rate, "194.61");
}

#[test]
fn cross_rates_are_exact_fractions() {
    // 1 USD = 1 / 0.14089 CNY = 7.097735822272695...
    let all = convert_all("1", "USD", &table()).unwrap();
    assert_eq!(value(&all, "CNY"), "7.10");
    assert_eq!(all[0].unit_rate, "7.09774");
    assert_eq!(value(&all, "USD"), "1.00");
    // 1000 USD in JPY: 1000 × 21.137 / 0.14089 = 150024.84207537...
    let all = convert_all("1000", "USD", &table()).unwrap();
    assert_eq!(value(&all, "JPY"), "150025");
    assert_eq!(
        all.iter().find(|c| c.currency == "JPY").unwrap().grouped,
        "150,025"
    );
}

#[test]
fn rounding_is_half_away_from_zero_and_floats_would_get_it_wrong() {
    let t = RateTable {
        base: "CNY".into(),
        rates: [("USD".to_owned(), "0.5".to_owned())].into(),
    };
    // 0.01 CNY × 0.5 = 0.005 USD exactly → 0.01 (a float product is 0.005000000000000000104...).
    let all = convert_all("0.01", "CNY", &t).unwrap_err();
    assert_eq!(all, ExchangeError::MissingRate("GBP".into()));
    let mut full = table();
    full.rates.insert("USD".into(), "0.5".into());
    let all = convert_all("0.01", "CNY", &full).unwrap();
    assert_eq!(value(&all, "USD"), "0.01");
    let all = convert_all("0.03", "CNY", &full).unwrap();
    assert_eq!(value(&all, "USD"), "0.02");
    // 1.005 is not exact in binary: 1.005 × 1 rounds to 1.01 here, 1.00 in f64 arithmetic.
    let all = convert_all("1.005", "CNY", &full).unwrap();
    assert_eq!(value(&all, "CNY"), "1.01");
    let all = convert_all("0.5", "CNY", &full).unwrap();
    assert_eq!(value(&all, "JPY"), "11"); // 10.5685 → 11
}

#[test]
fn amounts_as_people_type_them() {
    let t = table();
    for typed in ["1,000", "1 000", "１０００", "+1000", "1000.", "001000.000"] {
        let all = convert_all(typed, "CNY", &t).unwrap();
        assert_eq!(value(&all, "CNY"), "1000.00", "{typed}");
        assert_eq!(all[0].grouped, "1,000.00");
    }
    assert_eq!(value(&convert_all(".5", "CNY", &t).unwrap(), "CNY"), "0.50");
    assert_eq!(value(&convert_all("0", "USD", &t).unwrap(), "JPY"), "0");
}

#[test]
fn bad_amounts_have_codes() {
    let t = table();
    let err = |s: &str| convert_all(s, "CNY", &t).unwrap_err();
    assert_eq!(err(""), ExchangeError::Empty);
    assert_eq!(err("  "), ExchangeError::Empty);
    assert_eq!(err("abc"), ExchangeError::InvalidAmount);
    assert_eq!(err("1.2.3"), ExchangeError::InvalidAmount);
    assert_eq!(err("1e5"), ExchangeError::InvalidAmount);
    assert_eq!(err("."), ExchangeError::InvalidAmount);
    assert_eq!(err("NaN"), ExchangeError::InvalidAmount);
    assert_eq!(err("-5"), ExchangeError::Negative);
    assert_eq!(err("-"), ExchangeError::InvalidAmount);
    assert_eq!(err("1234567890123456"), ExchangeError::TooLarge);
    assert_eq!(err("0.123456789"), ExchangeError::TooManyDecimals);
    assert_eq!(err("1234567890123456").code(), "exchange.too_large");
    assert_eq!(err("0.123456789").params(), [("max", "8".to_owned())]);
    assert!(convert_all("999999999999999.99999999", "CNY", &t).is_ok());
}

#[test]
fn bad_tables_and_currencies() {
    let t = table();
    assert_eq!(
        convert_all("1", "XYZ", &t).unwrap_err(),
        ExchangeError::UnknownCurrency("XYZ".into())
    );
    let mut broken = table();
    broken.rates.insert("INR".into(), "0".into());
    assert_eq!(
        convert_all("1", "CNY", &broken).unwrap_err(),
        ExchangeError::MissingRate("INR".into())
    );
    broken.rates.insert("INR".into(), "NaN".into());
    assert!(convert_all("1", "CNY", &broken).is_err());
    broken.rates.remove("INR");
    let err = convert_all("1", "CNY", &broken).unwrap_err();
    assert_eq!(err.params(), [("currency", "INR".to_owned())]);
}

#[test]
fn rates_parse_exactly() {
    let p = |s: &str| Decimal::parse_rate(s).map(|d| d.to_string());
    assert_eq!(p("0.14089").as_deref(), Some("0.14089"));
    assert_eq!(p("1.2e-5").as_deref(), Some("0.000012"));
    assert_eq!(p("1.5E+3").as_deref(), Some("1500"));
    assert_eq!(p("194.6100").as_deref(), Some("194.61"));
    assert_eq!(p("7").as_deref(), Some("7"));
    for bad in [
        "", "0", "0.000", "-1", "abc", "1e999", "1..2", "e5", "Infinity",
    ] {
        assert_eq!(p(bad), None, "{bad}");
    }
}

proptest! {
    #[test]
    fn never_panics_on_any_amount(amount in "\\PC{0,40}") {
        let _ = convert_all(&amount, "USD", &table());
        let _ = Decimal::parse_rate(&amount);
    }

    #[test]
    fn converting_to_itself_is_the_amount_rounded(int in 0u64..1_000_000_000_000, cents in 0u32..100) {
        let typed = format!("{int}.{cents:02}");
        let all = convert_all(&typed, "EUR", &table()).unwrap();
        prop_assert_eq!(value(&all, "EUR"), typed);
    }

    #[test]
    fn results_are_plain_decimals_with_the_right_places(amount in "[0-9]{1,12}(\\.[0-9]{1,8})?") {
        for from in ["CNY", "JPY", "INR"] {
            for c in convert_all(&amount, from, &table()).unwrap() {
                let places = minor_units(&c.currency).unwrap() as usize;
                let decimals = c.value.split_once('.').map_or(0, |(_, f)| f.len());
                prop_assert_eq!(decimals, places);
                prop_assert!(c.value.bytes().all(|b| b.is_ascii_digit() || b == b'.'));
                prop_assert_eq!(c.grouped.replace(',', ""), c.value.clone());
            }
        }
    }
}

#[test]
fn more_currencies_are_converted_when_the_table_has_them_and_left_out_otherwise() {
    let old = convert_all("100", "CNY", &table()).unwrap();
    assert_eq!(old.len(), CURRENCIES.len());
    let mut t = table();
    t.rates.insert("TWD".into(), "4.4".into());
    t.rates.insert("CHF".into(), "0.1125".into());
    let all = convert_all("100", "CNY", &t).unwrap();
    let codes: Vec<&str> = all.iter().map(|c| c.currency.as_str()).collect();
    assert_eq!(&codes[11..], ["TWD", "CHF"]);
    assert_eq!(value(&all, "TWD"), "440.00");
    assert_eq!(value(&all, "CHF"), "11.25");
    // From one of them: 11.25 CHF is 100 CNY.
    let back = convert_all("11.25", "CHF", &t).unwrap();
    assert_eq!(value(&back, "CNY"), "100.00");
    // An amount in a more-currency the table lacks is an error, not a silent zero.
    assert_eq!(
        convert_all("1", "AUD", &t).unwrap_err(),
        ExchangeError::MissingRate("AUD".into())
    );
    assert_eq!(minor_units("MOP"), Some(2));
}
