//! Round trips wherever a tool has an inverse, over the whole option space (the modules' own
//! proptests cover the default options): RMB amount → capitals → amount with every writing
//! option, a colour through every notation and the float models, a timestamp through every
//! zone and every format the page shows, and a unit value A → B → A.

use proptest::prelude::*;
use toolbox_core::calc::units::{catalogue, convert as unit_convert};
use toolbox_core::color::convert::{
    ColorFormat, Rgb, format, hsb_to_rgb, hsl_to_rgb, parse, rgb_to_cmyk, rgb_to_hsb, rgb_to_hsl,
};
use toolbox_core::text::rmb_conversion::{RmbOptions, read_capital, to_capital};
use toolbox_core::time::timestamp::{datetime_to_timestamp, describe_millis, time_zones};

proptest! {
    #[test]
    fn rmb_amounts_survive_capitals_with_every_option(
        yuan in 0u64..10_000_000_000_000_000,
        cents in 0u8..100,
        prefix: bool, zheng_alt: bool, traditional: bool,
    ) {
        let input = format!("{yuan}.{cents:02}");
        let options = RmbOptions { prefix, zheng_alt, traditional };
        let written = to_capital(&input, &options).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let back = read_capital(&written.capital).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back.amount, &input, "{}", written.capital);
        prop_assert!(back.issues.is_empty(), "{} {:?}", written.capital, back.issues);
    }

    #[test]
    fn colours_survive_every_notation_and_model(r: u8, g: u8, b: u8) {
        let c = Rgb { r, g, b };
        for f in ColorFormat::ALL {
            prop_assert_eq!(parse(f, &format(f, c)), Ok(c), "{:?}", f);
        }
        // The float models, back to 0..255: within one unit (they are exact in fact).
        let near = |rgb: [f64; 3]| {
            (rgb[0] * 255.0 - f64::from(r)).abs() <= 1.0
                && (rgb[1] * 255.0 - f64::from(g)).abs() <= 1.0
                && (rgb[2] * 255.0 - f64::from(b)).abs() <= 1.0
        };
        let [h, s, v] = rgb_to_hsb(c);
        prop_assert!(near(hsb_to_rgb(h, s, v)));
        let [h, s, l] = rgb_to_hsl(c);
        prop_assert!(near(hsl_to_rgb(h, s, l)));
        let [cy, m, y, k] = rgb_to_cmyk(c);
        prop_assert!(near([(1.0 - cy) * (1.0 - k), (1.0 - m) * (1.0 - k), (1.0 - y) * (1.0 - k)]));
    }

    #[test]
    fn timestamps_survive_every_zone_and_format(
        ms in -62_135_596_800_000i64..253_402_271_999_999i64,
        zone in 0usize..10_000,
    ) {
        let zones = time_zones();
        let tz = zones[zone % zones.len()].as_str();
        let shown = describe_millis(ms, tz).map_err(|e| TestCaseError::fail(e.to_string()))?;
        // What the page shows, typed back as a wall-clock time (the forms the field accepts).
        let back = datetime_to_timestamp(&shown.formatted_millis, tz)
            .map_err(|e| TestCaseError::fail(format!("{} in {tz}: {e}", shown.formatted_millis)))?;
        // A wall-clock time shown twice (the hour after a DST change) reads as either instant.
        prop_assert!(
            back.millis == ms || back.ambiguous_later_millis == Some(ms),
            "{} in {}: {} ≠ {}", shown.formatted_millis, tz, back.millis, ms
        );
        // The whole-second form (what the date-time field shows after a conversion).
        let seconds = datetime_to_timestamp(&shown.formatted, tz)
            .map_err(|e| TestCaseError::fail(format!("{} in {tz}: {e}", shown.formatted)))?;
        prop_assert!(
            seconds.seconds == ms.div_euclid(1000)
                || seconds.ambiguous_later_millis == Some(ms.div_euclid(1000) * 1000),
            "{} in {}", shown.formatted, tz
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A → B → A is exact whenever the value in B is shown exactly (a terminating decimal).
    #[test]
    fn unit_values_survive_a_to_b_to_a(
        n in -1_000_000_000i64..1_000_000_000, k in 0u32..6,
        cat in 0usize..64, a in 0usize..64, b in 0usize..64,
    ) {
        let categories = catalogue();
        let c = &categories[cat % categories.len()];
        let (from, to) = (&c.units[a % c.units.len()], &c.units[b % c.units.len()]);
        let input = format!("{n}e-{k}");
        let Ok(first) = unit_convert(&c.id, from, &input, 30) else {
            // Below absolute zero, out of range: refused, nothing to round-trip.
            return Ok(());
        };
        let mid = first.iter().find(|v| &v.unit == to).expect("every unit is listed");
        let original = first.iter().find(|v| &v.unit == from).expect("the input unit too");
        prop_assume!(mid.exact && original.exact);
        let back = unit_convert(&c.id, to, &mid.text, 30).expect("an exact value reads back");
        let again = back.iter().find(|v| &v.unit == from).expect("listed");
        prop_assert_eq!(&again.text, &original.text, "{} {} → {} {}", input, from, mid.text, to);
        prop_assert!(again.exact);
    }
}
