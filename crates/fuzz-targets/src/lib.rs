//! The bodies of the fuzz targets: one function per entry point of `toolbox-core` that takes
//! outside input, each `fn(&[u8])` and none allowed to panic, hang or allocate without bound.
//!
//! `fuzz/fuzz_targets/<name>.rs` hands each one to libFuzzer (`make fuzz`, nightly), and
//! `tests/corpus.rs` replays every committed corpus through the same functions in an ordinary
//! `cargo test` (stable), so a regression on a known input fails CI without nightly.
//!
//! Structured inputs (option structs, enum choices, sizes) are drawn with `arbitrary` from the
//! front of the bytes; free text takes the rest, so seeds can be written as plain text after a
//! few option bytes.
//!
//! To add a target (for a new tool): write its function in the area's module here, add a row to
//! [`TARGETS`], add `fuzz/fuzz_targets/<name>.rs` + a `[[bin]]` in `fuzz/Cargo.toml`, and commit
//! a few seeds in `fuzz/corpus/<name>/` (optionally `fuzz/dict/<name>.dict`). `tests/corpus.rs`
//! fails until all four exist.

use arbitrary::Unstructured;

pub mod calc;
pub mod codes;
pub mod games;
pub mod image;
pub mod lookup;
pub mod text;
pub mod time;

/// One fuzz target: its name (the file in fuzz/fuzz_targets and the corpus folder) and body.
#[derive(Debug, Clone, Copy)]
pub struct Target {
    pub name: &'static str,
    pub run: fn(&[u8]),
}

/// Every target, in the order `make fuzz` runs them.
pub const TARGETS: &[Target] = &[
    Target {
        name: "calculator",
        run: calc::calculator,
    },
    Target {
        name: "units",
        run: calc::units,
    },
    Target {
        name: "relatives",
        run: calc::relatives,
    },
    Target {
        name: "exchange",
        run: calc::exchange,
    },
    Target {
        name: "rmb_to_capital",
        run: text::rmb_to_capital,
    },
    Target {
        name: "rmb_read_capital",
        run: text::rmb_read_capital,
    },
    Target {
        name: "opencc",
        run: text::opencc,
    },
    Target {
        name: "pinyin",
        run: text::pinyin,
    },
    Target {
        name: "text_tools",
        run: text::text_tools,
    },
    Target {
        name: "timestamp",
        run: time::timestamp,
    },
    Target {
        name: "color",
        run: codes::color,
    },
    Target {
        name: "codes",
        run: codes::codes,
    },
    Target {
        name: "code_payloads",
        run: codes::payloads,
    },
    Target {
        name: "uuid_xlsx",
        run: codes::uuid_xlsx,
    },
    Target {
        name: "image_probe",
        run: image::probe,
    },
    Target {
        name: "image_decode",
        run: image::decode,
    },
    Target {
        name: "image_ops",
        run: image::ops,
    },
    Target {
        name: "textfile",
        run: text::textfile,
    },
    Target {
        name: "phone",
        run: lookup::phone,
    },
    Target {
        name: "world_time",
        run: lookup::world_time,
    },
    Target {
        name: "weather_city",
        run: lookup::weather_city,
    },
    Target {
        name: "lottery",
        run: games::lottery,
    },
    Target {
        name: "quiz",
        run: games::quiz,
    },
    Target {
        name: "coin",
        run: games::coin,
    },
    Target {
        name: "device",
        run: time::device,
    },
    // New tools: add their rows here.
];

/// Text from the rest of the input: valid UTF-8 as is, anything else lossily (libFuzzer's
/// mutations then still reach the parsers with every kind of character).
pub(crate) fn rest_text(u: Unstructured<'_>) -> String {
    String::from_utf8_lossy(u.take_rest()).into_owned()
}

/// A short string drawn from the input (for second fields such as a separator or a name).
pub(crate) fn short_text(u: &mut Unstructured<'_>, max: usize) -> String {
    let len = u.int_in_range(0..=max).unwrap_or(0);
    let bytes = u.bytes(len).unwrap_or(&[]);
    String::from_utf8_lossy(bytes).into_owned()
}

/// One of `items` (the first when the input has run out).
pub(crate) fn pick<T: Copy>(u: &mut Unstructured<'_>, items: &[T]) -> T {
    *u.choose(items).unwrap_or(&items[0])
}

pub(crate) fn flag(u: &mut Unstructured<'_>) -> bool {
    u.arbitrary().unwrap_or(false)
}
