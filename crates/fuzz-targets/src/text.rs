//! The text tools: RMB capitals both ways, OpenCC (every config), pinyin, case, count, dedup,
//! and the encoding of text files.

use arbitrary::Unstructured;
use encoding_rs::Encoding;
use toolbox_core::text::chinese_conversion::{self, ChineseConfig};
use toolbox_core::text::pinyin::{self, PinyinOptions, PinyinStyle};
use toolbox_core::text::rmb_conversion::{RmbOptions, parse_amount, read_capital, to_capital};
use toolbox_core::text::{case, count, dedup, encoding};

use crate::{flag, pick, rest_text, short_text};

/// An amount typed in digits (`1,409.50`, `¥12`...), written in capitals with any options.
pub fn rmb_to_capital(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let options = RmbOptions {
        prefix: flag(&mut u),
        zheng_alt: flag(&mut u),
        traditional: flag(&mut u),
    };
    let text = rest_text(u);
    let _ = parse_amount(&text);
    let _ = to_capital(&text, &options);
}

/// Capitals typed or pasted (`壹仟肆佰零玖元伍角`), read back into digits.
pub fn rmb_read_capital(data: &[u8]) {
    let _ = read_capital(&String::from_utf8_lossy(data));
}

/// Arbitrary UTF-8 through one of OpenCC's 16 configs.
pub fn opencc(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let config = pick(&mut u, &ChineseConfig::ALL);
    let _ = chinese_conversion::convert(&rest_text(u), config);
}

/// Text to pinyin as a string and as the annotated (ruby) view, with any options.
pub fn pinyin(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let style = pick(
        &mut u,
        &[
            PinyinStyle::Marks,
            PinyinStyle::Numbers,
            PinyinStyle::Plain,
            PinyinStyle::Initials,
            PinyinStyle::FirstLetters,
        ],
    );
    let options = PinyinOptions {
        style,
        v: flag(&mut u),
        separator: short_text(&mut u, 12),
        keep_other: flag(&mut u),
        capitalize: flag(&mut u),
        sandhi: flag(&mut u),
        heteronyms: flag(&mut u),
    };
    let max_chars = u.int_in_range(0..=400).unwrap_or(100);
    let text = rest_text(u);
    let _ = pinyin::convert(&text, &options);
    let _ = pinyin::annotate(&text, &options, max_chars);
}

/// Arbitrary text through every case mode, the character count and the line dedup.
pub fn text_tools(data: &[u8]) {
    let mut u = Unstructured::new(data);
    let mode = pick(&mut u, &case::CaseMode::ALL);
    let options = dedup::DedupOptions {
        trim: flag(&mut u),
        ignore_case: flag(&mut u),
        drop_empty: flag(&mut u),
        sort: pick(
            &mut u,
            &[
                dedup::DedupSort::None,
                dedup::DedupSort::Ascending,
                dedup::DedupSort::Descending,
            ],
        ),
    };
    let text = rest_text(u);
    let _ = case::convert(&text, mode);
    let _ = count::count(&text);
    let _ = dedup::dedup(&text, &options);
}

/// Any file opened in a text tool (Chinese conversion, pinyin, ...): its encoding is detected
/// before the browser's `TextDecoder` reads it with that label.
pub fn textfile(data: &[u8]) {
    let Ok(label) = encoding::detect(data) else {
        return;
    };
    let found = Encoding::for_label(label.as_bytes());
    assert!(found.is_some(), "TextDecoder would not know {label:?}");
    if let Some(found) = found
        && Encoding::for_bom(data).is_none()
    {
        // The label must decode these bytes without a replacement character.
        let (_, had_errors) = found.decode_without_bom_handling(data);
        assert!(!had_errors, "{label} does not decode the file");
    }
}
