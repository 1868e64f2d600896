//! Writing an amount in capitals: 壹拾 for a leading ten, one 零 for a run of zeros inside the
//! number, none for a zero in the 万 or 亿 place followed by a non-zero digit, 零 between 元 and
//! 角 when the 元 digit is 0, 零 for a 0 角 before a non-zero 分, and 整 (正) only after 元.

use super::{Amount, RmbOptions};

pub(super) const DIGITS: [char; 10] = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const DIGITS_TRADITIONAL: [char; 10] = ['零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖'];

struct Style {
    digits: [char; 10],
    wan: char,
    yi: char,
}

const SIMPLIFIED: Style = Style {
    digits: DIGITS,
    wan: '万',
    yi: '亿',
};
const TRADITIONAL: Style = Style {
    digits: DIGITS_TRADITIONAL,
    wan: '萬',
    yi: '億',
};

/// n < 10,000: digits with their units, one 零 for a run of inner zeros, trailing zeros dropped.
fn section(n: u64, style: &Style, out: &mut String) {
    const UNITS: [&str; 4] = ["仟", "佰", "拾", ""];
    let digits = [n / 1000 % 10, n / 100 % 10, n / 10 % 10, n % 10];
    let mut pending_zero = false;
    let mut started = false;
    for (d, unit) in digits.into_iter().zip(UNITS) {
        if d == 0 {
            pending_zero = started;
            continue;
        }
        if pending_zero {
            out.push('零');
            pending_zero = false;
        }
        out.push(style.digits[d as usize]);
        out.push_str(unit);
        started = true;
    }
}

/// Where the rules allow either form; the default is the form of the rules' first example.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Variant {
    /// 零 after a 万 or 亿 whose place is 0 before a non-zero 仟 (千万): 壹拾万零柒仟. Bit 0:
    /// the 万 of the 亿 part, bit 1: 亿, bit 2: the last 万.
    pub zero_after_big_unit: u8,
    /// No 零 between 元 and 角 when the 元 place is 0: 壹佰捌拾元叁角.
    pub no_zero_before_jiao: bool,
    /// 整 after 角 too: 伍角整.
    pub zheng_after_jiao: bool,
}

/// n < 10^8, as [high]万[零][low].
fn below_yi(n: u64, style: &Style, optional_zero: bool, out: &mut String) {
    let (high, low) = (n / 10_000, n % 10_000);
    if high > 0 {
        section(high, style, out);
        out.push(style.wan);
        if low > 0 && (low < 1000 || optional_zero && high % 10 == 0) {
            out.push('零');
        }
    }
    if low > 0 {
        section(low, style, out);
    }
}

/// The integer part (n > 0), as [high]亿[零][low]; high < 10^8 carries its own 万 (壹万亿).
fn integer(n: u64, style: &Style, variant: Variant, out: &mut String) {
    let (high, low) = (n / 100_000_000, n % 100_000_000);
    if high > 0 {
        below_yi(high, style, variant.zero_after_big_unit & 1 != 0, out);
        out.push(style.yi);
        let optional_zero = variant.zero_after_big_unit & 2 != 0;
        if low > 0 && (low < 10_000_000 || optional_zero && high % 10 == 0) {
            out.push('零');
        }
    }
    if low > 0 {
        below_yi(low, style, variant.zero_after_big_unit & 4 != 0, out);
    }
}

/// The capital amount of `amount`, e.g. 人民币壹仟肆佰零玖元伍角.
pub fn write_capital(amount: &Amount, options: &RmbOptions) -> String {
    write_variant(amount, options, Variant::default())
}

pub(super) fn write_variant(amount: &Amount, options: &RmbOptions, variant: Variant) -> String {
    let style = if options.traditional {
        &TRADITIONAL
    } else {
        &SIMPLIFIED
    };
    let mut out = String::with_capacity(96);
    if options.prefix {
        out.push_str(if options.traditional {
            "人民幣"
        } else {
            "人民币"
        });
    }
    let Amount { yuan, jiao, fen } = *amount;
    if yuan > 0 {
        integer(yuan, style, variant, &mut out);
        out.push('元');
    } else if jiao == 0 && fen == 0 {
        out.push_str("零元");
    }
    if jiao == 0 && fen == 0 {
        out.push(if options.zheng_alt { '正' } else { '整' });
        return out;
    }
    if jiao > 0 {
        if yuan > 0 && yuan % 10 == 0 && !variant.no_zero_before_jiao {
            out.push('零');
        }
        out.push(style.digits[usize::from(jiao % 10)]);
        out.push('角');
    } else if yuan > 0 {
        out.push('零');
    }
    if fen > 0 {
        out.push(style.digits[usize::from(fen % 10)]);
        out.push('分');
    } else if variant.zheng_after_jiao {
        out.push(if options.zheng_alt { '正' } else { '整' });
    }
    out
}
