//! Character count: user-perceived characters (grapheme clusters, so 👨‍👩‍👧 and é are one),
//! Chinese characters, English words, letters, digits, punctuation, spaces, lines, paragraphs,
//! UTF-8 bytes, and the combined word count Chinese word counters show.

use unicode_script::{Script, UnicodeScript};
use unicode_segmentation::UnicodeSegmentation;

#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct TextStats {
    /// User-perceived characters, white space and line breaks included.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub characters: u64,
    /// User-perceived characters other than white space.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub characters_no_spaces: u64,
    /// Chinese characters: the Han script (all CJK ideographs, 〇, 々, the radicals …).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub chinese: u64,
    /// Words of letters (don't, well-known and café each count once).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub english_words: u64,
    /// Letters of alphabetic scripts (Latin, Greek, Cyrillic …), not Chinese characters.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub letters: u64,
    /// Decimal digits, half- or full-width.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub digits: u64,
    /// Full-width (Chinese) punctuation: ，。、；：？！“”‘’（）《》【】…— and the like.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub chinese_punctuation: u64,
    /// ASCII (English) punctuation and symbols.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub english_punctuation: u64,
    /// White space other than line breaks (including the full-width space).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub spaces: u64,
    /// Lines (a final line break does not start another).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub lines: u64,
    /// Lines with something other than white space.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub paragraphs: u64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub bytes: u64,
    /// Chinese characters + words + numbers: each Chinese character counts as one word.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub words: u64,
}

/// A Chinese character: Unicode's Han script (UAX #24), which holds every CJK ideograph, every
/// extension, the compatibility ideographs, and the Han characters outside those blocks: 〇
/// (ideographic zero), 々 (iteration mark), the Hangzhou numerals 〡…〩, and the CJK and Kangxi
/// radicals. Not the ideographic description characters ⿰ or strokes ㇀ (Common script, notation
/// rather than characters), the Japanese closing mark 〆 (Common, though "Ideographic"), nor
/// other ideographic scripts (Tangut, Nüshu, Khitan).
pub fn is_han(c: char) -> bool {
    c.script() == Script::Han
}

fn is_chinese_punctuation(c: char) -> bool {
    matches!(c,
        '\u{3001}'..='\u{3003}'          // 、。〃
        | '\u{3008}'..='\u{3011}'        // 〈〉《》「」『』【】
        | '\u{3014}'..='\u{301F}'        // 〔〕〖〗〘〙〚〛〜〝〞〟
        | '\u{3030}' | '\u{303D}'
        | '\u{FF01}'..='\u{FF0F}'        // ！＂＃…／
        | '\u{FF1A}'..='\u{FF20}'        // ：；＜＝＞？＠
        | '\u{FF3B}'..='\u{FF40}'
        | '\u{FF5B}'..='\u{FF65}'
        | '\u{2018}' | '\u{2019}' | '\u{201C}' | '\u{201D}'
        | '\u{2026}' | '\u{2014}' | '\u{2015}' | '\u{00B7}' | '\u{2027}' | '\u{FE30}'..='\u{FE4F}')
}

fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// Word letters: alphabetic characters that are not Chinese (Latin, Greek, Cyrillic …).
fn is_letter(c: char) -> bool {
    c.is_alphabetic() && !is_han(c) && !is_chinese_punctuation(c)
}

pub fn count(text: &str) -> TextStats {
    let mut s = TextStats {
        bytes: text.len() as u64,
        ..TextStats::default()
    };
    for g in text.graphemes(true) {
        s.characters += 1;
        if !g.chars().all(char::is_whitespace) {
            s.characters_no_spaces += 1;
        }
    }
    // Word state: 0 outside, 1 in a word of letters, 2 in a number.
    let mut state = 0u8;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        if is_han(c) {
            s.chinese += 1;
            state = 0;
            continue;
        }
        if is_letter(c) {
            s.letters += 1;
            if state != 1 {
                s.english_words += 1;
            }
            state = 1;
            continue;
        }
        if is_digit(c) {
            s.digits += 1;
            if state == 0 {
                s.words += 1;
            }
            if state != 1 {
                state = 2;
            }
            continue;
        }
        // Combining marks (é as e + ◌́) stay inside their word.
        if !c.is_whitespace() && !c.is_ascii() && !c.is_alphanumeric() && is_mark(c) {
            continue;
        }
        // An apostrophe or hyphen between letters keeps the word going (don't, well-known);
        // a decimal point or comma between digits keeps the number going (3.14, 1,000).
        let joins_word = state == 1 && matches!(c, '\'' | '’' | '-') && next.is_some_and(is_letter);
        let joins_number = state == 2 && matches!(c, '.' | ',') && next.is_some_and(is_digit);
        if c == '\n' || c == '\r' {
            // Line breaks: counted as lines below.
        } else if c.is_whitespace() {
            s.spaces += 1;
        } else if is_chinese_punctuation(c) {
            s.chinese_punctuation += 1;
        } else if c.is_ascii_punctuation() {
            s.english_punctuation += 1;
        }
        if !(joins_word || joins_number) {
            state = 0;
        }
    }
    if !text.is_empty() {
        let body = text
            .strip_suffix("\r\n")
            .or_else(|| text.strip_suffix('\n'))
            .unwrap_or(text);
        for line in body.split('\n') {
            s.lines += 1;
            if !line.trim().is_empty() {
                s.paragraphs += 1;
            }
        }
    }
    s.words += s.chinese + s.english_words;
    s
}

/// Combining marks (general category M), approximated by the blocks that hold them.
fn is_mark(c: char) -> bool {
    matches!(c,
        '\u{0300}'..='\u{036F}'
        | '\u{1AB0}'..='\u{1AFF}'
        | '\u{1DC0}'..='\u{1DFF}'
        | '\u{20D0}'..='\u{20FF}'
        | '\u{FE20}'..='\u{FE2F}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{200D}')
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn user_perceived_characters() {
        let s = count("👨‍👩‍👧e\u{301}é");
        assert_eq!(s.characters, 3);
        assert_eq!(s.bytes, "👨‍👩‍👧e\u{301}é".len() as u64);
        assert_eq!(s.letters, 2);
        assert_eq!(s.english_words, 1);
    }

    #[test]
    fn mixed_chinese_and_english() {
        let text = "你好，世界！Hello, world. I don't like well-known 3.14 and 1,000 items.\n\n第二段　有２个字";
        let s = count(text);
        assert_eq!(s.chinese, 10);
        // Hello world I don't like well-known and items
        assert_eq!(s.english_words, 8);
        assert_eq!(s.digits, 8);
        assert_eq!(s.chinese_punctuation, 2);
        // , . ' - . , . (apostrophes, hyphens and decimal points are punctuation too)
        assert_eq!(s.english_punctuation, 7);
        assert_eq!(s.lines, 3);
        assert_eq!(s.paragraphs, 2);
        // nine ASCII spaces and one full-width space
        assert_eq!(s.spaces, 10);
        // 10 Chinese characters + 8 words + 3 numbers (3.14, 1,000, ２)
        assert_eq!(s.words, 10 + 8 + 3);
    }

    #[test]
    fn chinese_characters_by_unicode_script() {
        // 〇 (U+3007) was counted as a letter, 々 and the radicals as nothing.
        for c in [
            '〇',
            '々',
            '〡',
            '〩',
            '〸',
            '〻',
            '⺀',
            '⻳',
            '⼀',
            '⿕',
            '一',
            '鿿',
            '㐀',
            '豈',
            '𠀀',
            '𪛟',
            '𰀀',
            '\u{31350}',
        ] {
            let s = count(&c.to_string());
            assert_eq!(
                (s.chinese, s.letters, s.words),
                (1, 0, 1),
                "{c} U+{:04X}",
                c as u32
            );
        }
        // Just outside the Han blocks, and notation that is not a character of its own.
        // 〆 (U+3006, the Japanese closing mark) is Common script, though Ideographic.
        for c in [
            '⿰',
            '⿻',
            '㇀',
            '〄',
            '〆',
            '〪',
            'ㄅ',
            'あ',
            'ア',
            '한',
            '\u{17000}',
            '\u{1B170}',
        ] {
            assert_eq!(count(&c.to_string()).chinese, 0, "{c} U+{:04X}", c as u32);
        }
        assert_eq!(count("二〇二五年三月々").chinese, 8);
    }

    #[test]
    fn lines_and_empty_text() {
        assert_eq!(count(""), TextStats::default());
        let s = count("a\r\nb\r\n");
        assert_eq!((s.lines, s.paragraphs, s.spaces), (2, 2, 0));
        assert_eq!(count("\n").lines, 1);
        assert_eq!(count("a\n\n  \nb").paragraphs, 2);
    }

    #[test]
    fn huge_input() {
        let s = count(&"汉字 and words。\n".repeat(100_000));
        assert_eq!(s.chinese, 200_000);
        assert_eq!(s.english_words, 200_000);
        assert_eq!(s.lines, 100_000);
    }

    proptest! {
        #[test]
        fn never_panics_and_adds_up(text in "\\PC{0,200}") {
            let s = count(&text);
            prop_assert!(s.characters_no_spaces <= s.characters);
            prop_assert!(s.chinese + s.digits <= text.chars().count() as u64);
            prop_assert_eq!(s.bytes, text.len() as u64);
        }
    }
}
