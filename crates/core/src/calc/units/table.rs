//! The units and their exact definitions, as rationals relative to each category's base unit.
//!
//! Sources (all factors are exact by definition):
//! - SI prefixes and the litre, hectare, tonne: BIPM, *The International System of Units*
//!   (9th ed., 2019), tables 7 and 8; the nautical mile (1852 m) and the knot (1852 m/h) are
//!   listed there as non-SI units.
//! - Yard 0.9144 m and pound 0.45359237 kg: the international yard and pound agreement of 1959
//!   (NIST Handbook 44, appendix C); foot = yd/3, inch = yd/36, mile = 1760 yd, ounce = lb/16.
//! - US gallon = 231 in³ = 3.785411784 L; US fluid ounce = gal/128, US cup = gal/16
//!   (NIST Handbook 44, appendix C).
//! - Imperial (UK) gallon = 4.54609 L, fluid ounce = gal/160 (UK Weights and Measures Act 1985).
//! - Acre = 4840 yd² = 4046.8564224 m² (NIST Handbook 44).
//! - Metric carat = 200 mg (adopted by the CGPM in 1907).
//! - 市制 (Chinese market units), State Council order of 1959 and 1984 (国务院《关于统一计量制度
//!   的命令》, 《关于在我国统一实行法定计量单位的命令》): 1 市尺 = 1/3 m, 1 丈 = 10 尺,
//!   1 寸 = 1/10 尺, 1 市里 = 150 丈 = 500 m; 1 市斤 = 500 g, 1 两 = 1/10 斤 = 50 g,
//!   1 钱 = 1/10 两 = 5 g; 1 亩 = 60 平方丈 = 10000/15 m².
//! - Binary prefixes KiB, MiB …: IEC 80000-13; decimal kB, MB … are powers of 1000.
//! - Celsius: K = °C + 273.15 (SI brochure); Fahrenheit: °F = °C × 9/5 + 32.

/// A unit: value in the base unit = value × `factor` + `offset` (both exact rationals,
/// written as decimals or `a/b`).
#[derive(Debug)]
pub struct UnitDef {
    pub id: &'static str,
    pub factor: &'static str,
    pub offset: &'static str,
}

#[derive(Debug)]
pub struct CategoryDef {
    pub id: &'static str,
    pub units: &'static [UnitDef],
    /// Whether values below zero in the base unit are impossible (absolute zero).
    pub absolute_zero: bool,
}

const fn u(id: &'static str, factor: &'static str) -> UnitDef {
    UnitDef {
        id,
        factor,
        offset: "0",
    }
}

pub const CATEGORIES: &[CategoryDef] = &[
    CategoryDef {
        id: "length",
        absolute_zero: false,
        units: &[
            u("km", "1000"),
            u("m", "1"),
            u("dm", "0.1"),
            u("cm", "0.01"),
            u("mm", "0.001"),
            u("um", "0.000001"),
            u("nm", "0.000000001"),
            u("mi", "1609.344"),
            u("yd", "0.9144"),
            u("ft", "0.3048"),
            u("in", "0.0254"),
            u("nmi", "1852"),
            u("li", "500"),
            u("zhang", "10/3"),
            u("chi", "1/3"),
            u("cun", "1/30"),
        ],
    },
    CategoryDef {
        id: "weight",
        absolute_zero: false,
        units: &[
            u("t", "1000"),
            u("kg", "1"),
            u("g", "0.001"),
            u("mg", "0.000001"),
            u("lb", "0.45359237"),
            u("oz", "0.028349523125"),
            u("jin", "0.5"),
            u("liang", "0.05"),
            u("qian", "0.005"),
            u("ct", "0.0002"),
        ],
    },
    CategoryDef {
        id: "temperature",
        absolute_zero: true,
        units: &[
            UnitDef {
                id: "c",
                factor: "1",
                offset: "273.15",
            },
            UnitDef {
                id: "f",
                factor: "5/9",
                // 459.67 × 5/9
                offset: "45967/180",
            },
            u("k", "1"),
        ],
    },
    CategoryDef {
        id: "area",
        absolute_zero: false,
        units: &[
            u("km2", "1000000"),
            u("ha", "10000"),
            u("mu", "2000/3"),
            u("m2", "1"),
            u("cm2", "0.0001"),
            u("mi2", "2589988.110336"),
            u("acre", "4046.8564224"),
            u("yd2", "0.83612736"),
            u("ft2", "0.09290304"),
            u("in2", "0.00064516"),
        ],
    },
    CategoryDef {
        id: "volume",
        absolute_zero: false,
        units: &[
            u("m3", "1"),
            u("l", "0.001"),
            u("ml", "0.000001"),
            u("ft3", "0.028316846592"),
            u("in3", "0.000016387064"),
            u("usgal", "0.003785411784"),
            u("ukgal", "0.00454609"),
            u("uscup", "0.0002365882365"),
            u("usfloz", "0.0000295735295625"),
            u("ukfloz", "0.0000284130625"),
        ],
    },
    CategoryDef {
        id: "speed",
        absolute_zero: false,
        units: &[
            u("mps", "1"),
            u("kmh", "5/18"),
            u("mph", "0.44704"),
            u("kn", "463/900"),
            u("fps", "0.3048"),
        ],
    },
    CategoryDef {
        id: "data",
        absolute_zero: false,
        units: &[
            u("bit", "1/8"),
            u("kbit", "125"),
            u("mbit", "125000"),
            u("gbit", "125000000"),
            u("byte", "1"),
            u("kb", "1000"),
            u("mb", "1000000"),
            u("gb", "1000000000"),
            u("tb", "1000000000000"),
            u("pb", "1000000000000000"),
            u("kib", "1024"),
            u("mib", "1048576"),
            u("gib", "1073741824"),
            u("tib", "1099511627776"),
            u("pib", "1125899906842624"),
        ],
    },
    CategoryDef {
        id: "time",
        absolute_zero: false,
        units: &[
            u("ns", "0.000000001"),
            u("us", "0.000001"),
            u("ms", "0.001"),
            u("s", "1"),
            u("min", "60"),
            u("h", "3600"),
            u("d", "86400"),
            u("wk", "604800"),
            u("yr", "31536000"),
        ],
    },
];
