//! Is any text tool quadratic? Times each text entry point on an input of N and of 4N bytes and
//! prints the ratio (about 4 when linear, 16 when quadratic):
//! `cargo run --release -p toolbox-core --example text_scaling [N in MB, default 2]`.
//! The bounded parsers (calculator 1,000 characters, relatives 1,000 words, colour 200, RMB and
//! unit fields) refuse long input before parsing, so they are timed at their limits instead.

use std::hint::black_box;
use std::time::{Duration, Instant};

use toolbox_core::calc::calculator::{self, Angle};
use toolbox_core::calc::kinship::{self, KinSex};
use toolbox_core::text::case::{self, CaseMode};
use toolbox_core::text::chinese_conversion::{self, ChineseConfig};
use toolbox_core::text::dedup::{self, DedupOptions, DedupSort};
use toolbox_core::text::pinyin::{self, PinyinOptions, PinyinStyle};
use toolbox_core::text::{count, rmb_conversion};

/// Mixed text: Chinese, English, digits, repeated and unique lines (so dedup keeps many).
fn text(bytes: usize) -> String {
    let mut out = String::with_capacity(bytes + 100);
    let mut i = 0u64;
    while out.len() < bytes {
        out.push_str(&format!(
            "第{i}行：银行行长说了解了得到的东西。The Quick brown fox {i}\nsame line again\n"
        ));
        i += 1;
    }
    out
}

fn best_of(runs: usize, f: &mut dyn FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    let mb: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let (small, large) = (text(mb << 20), text(4 * (mb << 20)));
    let dedup_options = DedupOptions {
        trim: true,
        ignore_case: true,
        drop_empty: true,
        sort: DedupSort::Ascending,
    };
    let pinyin_options = PinyinOptions {
        style: PinyinStyle::Marks,
        v: false,
        separator: " ".into(),
        keep_other: true,
        capitalize: false,
        sandhi: true,
        heteronyms: false,
    };
    let _ = chinese_conversion::convert("预热", ChineseConfig::S2t);
    let _ = pinyin::convert("预热", &pinyin_options);
    type Tool<'a> = (&'a str, Box<dyn Fn(&str) + 'a>);
    let tools: Vec<Tool> = vec![
        (
            "case (title)",
            Box::new(|t| _ = black_box(case::convert(t, CaseMode::Title))),
        ),
        (
            "case (camel)",
            Box::new(|t| _ = black_box(case::convert(t, CaseMode::Camel))),
        ),
        ("count", Box::new(|t| _ = black_box(count::count(t)))),
        (
            "dedup",
            Box::new(|t| _ = black_box(dedup::dedup(t, &dedup_options))),
        ),
        (
            "opencc s2twp",
            Box::new(|t| _ = black_box(chinese_conversion::convert(t, ChineseConfig::S2twp))),
        ),
        (
            "pinyin",
            Box::new(|t| _ = black_box(pinyin::convert(t, &pinyin_options))),
        ),
    ];
    println!(
        "{:<14} {:>10} {:>10} {:>6}",
        "tool",
        format!("{mb} MB"),
        format!("{} MB", 4 * mb),
        "ratio"
    );
    for (name, tool) in &tools {
        let a = best_of(3, &mut || tool(&small));
        let b = best_of(3, &mut || tool(&large));
        println!(
            "{name:<14} {:>8.1}ms {:>8.1}ms {:>6.2}",
            a.as_secs_f64() * 1e3,
            b.as_secs_f64() * 1e3,
            b.as_secs_f64() / a.as_secs_f64()
        );
    }
    // Bounded inputs, at their limits: each must take milliseconds, whatever the content.
    let expr = "(".repeat(100) + &"1+".repeat(400) + "1" + &")".repeat(100);
    let chain = "爸爸的妈妈的哥哥的".repeat(111);
    let capital = "玖仟玖佰玖拾玖万".repeat(20);
    type Bounded<'a> = (&'a str, Box<dyn Fn() + 'a>);
    let bounded: Vec<Bounded> = vec![
        (
            "calculator 1000 chars",
            Box::new(|| _ = black_box(calculator::evaluate(&expr, Angle::Degrees))),
        ),
        (
            "relatives 1000 words",
            Box::new(|| _ = black_box(kinship::calculate(&chain, KinSex::Male))),
        ),
        (
            "rmb capitals 160 chars",
            Box::new(|| _ = black_box(rmb_conversion::read_capital(&capital))),
        ),
    ];
    for (name, f) in bounded {
        println!(
            "{name:<24} {:>8.2}ms",
            best_of(3, &mut || f()).as_secs_f64() * 1e3
        );
    }
}
