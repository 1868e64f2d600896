//! The calculator, unit converter, relatives chains and exchange-rate arithmetic.

use arbitrary::Unstructured;
use toolbox_core::calc::calculator::{Angle, evaluate};
use toolbox_core::calc::exchange::{RateTable, convert_all};
use toolbox_core::calc::kinship::{KinSex, calculate};
use toolbox_core::calc::units;

use crate::{pick, rest_text, short_text};

/// An expression (first byte: the angle unit), as typed into the calculator.
pub fn calculator(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let angle = pick(&mut u, &[Angle::Degrees, Angle::Radians]);
    let _ = evaluate(&rest_text(u), angle);
}

/// A number typed into one unit's field (category and unit drawn from the catalogue, plus
/// unknown ids now and then), converted into every unit of its category.
pub fn units(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let catalogue = units::catalogue();
    let category = &catalogue[u.choose_index(catalogue.len()).unwrap_or(0)];
    let unit = match u.choose_index(category.units.len() + 1).unwrap_or(0) {
        i if i < category.units.len() => category.units[i].clone(),
        _ => short_text(&mut u, 8),
    };
    let digits = u.int_in_range(0..=40).unwrap_or(10);
    let _ = units::convert(&category.id, &unit, &rest_text(u), digits);
}

/// A relatives chain (`爸爸的妈妈的哥哥`, `父之兄`...), either sex.
pub fn relatives(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let sex = pick(&mut u, &[KinSex::Male, KinSex::Female]);
    let _ = calculate(&rest_text(u), sex);
}

/// An amount and a rate table as the server relays it (rates are upstream text).
pub fn exchange(data: &[u8]) {
    let mut u = Unstructured::new(data);
    const CODES: [&str; 8] = ["CNY", "USD", "JPY", "EUR", "KRW", "GBP", "HKD", "XXX"];
    let from = pick(&mut u, &CODES);
    let mut table = RateTable {
        base: pick(&mut u, &CODES).to_owned(),
        rates: Default::default(),
    };
    let n = u.int_in_range(0..=6).unwrap_or(0);
    for _ in 0..n {
        let code = pick(&mut u, &CODES).to_owned();
        let rate = short_text(&mut u, 24);
        table.rates.insert(code, rate);
    }
    let _ = convert_all(&rest_text(u), from, &table);
}
