//! English case conversion: UPPER, lower, Title Case, Sentence case, camelCase, PascalCase,
//! snake_case, CONSTANT_CASE, kebab-case, Header-Case, dot.case and path/case. Unicode-aware (ß → SS, final sigma, é → É) and never slices inside a character.

use std::str::FromStr;

use heck::{
    ToKebabCase, ToLowerCamelCase, ToShoutySnakeCase, ToSnakeCase, ToTrainCase, ToUpperCamelCase,
};
use unicode_segmentation::UnicodeSegmentation;

use crate::error::CodedError;

/// The conversions the tool offers. "Reset to the original" is the UI keeping the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum CaseMode {
    Upper,
    Lower,
    Title,
    Sentence,
    Camel,
    Snake,
    Kebab,
    /// PascalCase (UpperCamelCase).
    Pascal,
    /// CONSTANT_CASE (SCREAMING_SNAKE_CASE).
    Constant,
    /// Header-Case (Train-Case), as HTTP header names are written.
    Header,
    /// dot.case
    Dot,
    /// path/case
    Path,
}

impl CaseMode {
    pub const ALL: [CaseMode; 12] = [
        CaseMode::Upper,
        CaseMode::Lower,
        CaseMode::Title,
        CaseMode::Sentence,
        CaseMode::Camel,
        CaseMode::Snake,
        CaseMode::Kebab,
        CaseMode::Pascal,
        CaseMode::Constant,
        CaseMode::Header,
        CaseMode::Dot,
        CaseMode::Path,
    ];

    /// Identifier styles: their words are re-cut, line by line.
    pub fn is_identifier(self) -> bool {
        !matches!(
            self,
            CaseMode::Upper | CaseMode::Lower | CaseMode::Title | CaseMode::Sentence
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaseError {
    #[error("unknown case mode")]
    UnknownMode,
}

impl CodedError for CaseError {
    fn code(&self) -> &'static str {
        match self {
            CaseError::UnknownMode => "case.unknown_mode",
        }
    }
}

impl FromStr for CaseMode {
    type Err = CaseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s {
            "upper" => CaseMode::Upper,
            "lower" => CaseMode::Lower,
            "title" => CaseMode::Title,
            "sentence" => CaseMode::Sentence,
            "camel" => CaseMode::Camel,
            "snake" => CaseMode::Snake,
            "kebab" => CaseMode::Kebab,
            "pascal" => CaseMode::Pascal,
            "constant" => CaseMode::Constant,
            "header" => CaseMode::Header,
            "dot" => CaseMode::Dot,
            "path" => CaseMode::Path,
            _ => return Err(CaseError::UnknownMode),
        })
    }
}

/// Converts `text` to `mode`. Identifier styles (camel, snake, kebab) work line by line so a
/// pasted list of names converts as a list; line endings are kept as they were.
pub fn convert(text: &str, mode: CaseMode) -> String {
    match mode {
        CaseMode::Upper => text.to_uppercase(),
        CaseMode::Lower => text.to_lowercase(),
        CaseMode::Title => map_lines(text, title_line),
        CaseMode::Sentence => sentence(text),
        CaseMode::Camel => map_lines(text, |l| strip_apostrophes(l).to_lower_camel_case()),
        CaseMode::Snake => map_lines(text, |l| strip_apostrophes(l).to_snake_case()),
        CaseMode::Kebab => map_lines(text, |l| strip_apostrophes(l).to_kebab_case()),
        CaseMode::Pascal => map_lines(text, |l| strip_apostrophes(l).to_upper_camel_case()),
        CaseMode::Constant => map_lines(text, |l| strip_apostrophes(l).to_shouty_snake_case()),
        CaseMode::Header => map_lines(text, |l| strip_apostrophes(l).to_train_case()),
        // heck's snake_case words never hold an underscore, so each one is a word boundary.
        CaseMode::Dot => map_lines(text, |l| {
            strip_apostrophes(l).to_snake_case().replace('_', ".")
        }),
        CaseMode::Path => map_lines(text, |l| {
            strip_apostrophes(l).to_snake_case().replace('_', "/")
        }),
    }
}

/// Words kept lower-case inside a title (unless first, last, or after a colon or full stop),
/// following the common English style guides.
const SMALL_WORDS: &[&str] = &[
    "a", "an", "and", "as", "at", "but", "by", "en", "for", "if", "in", "nor", "of", "on", "or",
    "per", "the", "to", "v", "vs", "via",
];

/// Applies `f` to each line, keeping `\n` / `\r\n` endings untouched.
fn map_lines(text: &str, f: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.split_inclusive('\n') {
        let (body, ending) = match line.strip_suffix("\r\n") {
            Some(b) => (b, "\r\n"),
            None => match line.strip_suffix('\n') {
                Some(b) => (b, "\n"),
                None => (line, ""),
            },
        };
        out.push_str(&f(body));
        out.push_str(ending);
    }
    out
}

fn is_word(token: &str) -> bool {
    token.chars().any(char::is_alphanumeric)
}

/// A deliberately mixed-case word (iPhone, McDonald, JavaScript) is a name: keep it as written.
/// ALL-CAPS words are not protected, because pasting shouted text to tame it is the common case.
fn is_mixed_case_name(word: &str) -> bool {
    word.chars().any(char::is_lowercase) && word.chars().skip(1).any(char::is_uppercase)
}

/// Upper-cases the first character (which may expand, e.g. ß → SS) and keeps the rest.
fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn ends_clause(separator: &str) -> bool {
    separator.chars().any(|c| {
        matches!(
            c,
            ':' | '.' | '!' | '?' | ';' | '—' | '–' | '。' | '！' | '？' | '：'
        )
    })
}

fn title_line(line: &str) -> String {
    let tokens: Vec<&str> = line.split_word_bounds().collect();
    let last_word = tokens.iter().rposition(|t| is_word(t));
    let mut out = String::with_capacity(line.len());
    let mut clause_start = true;
    let mut after_space = true;
    for (i, token) in tokens.iter().enumerate() {
        if !is_word(token) {
            out.push_str(token);
            if ends_clause(token) {
                clause_start = true;
            }
            after_space = token.chars().all(char::is_whitespace);
            continue;
        }
        // Names and dotted forms (iPhone, example.com, U.S) stay as typed.
        if is_mixed_case_name(token) || token.contains('.') {
            out.push_str(token);
        } else {
            let lower = token.to_lowercase();
            let small = SMALL_WORDS.contains(&lower.as_str());
            if small && !clause_start && after_space && Some(i) != last_word {
                out.push_str(&lower);
            } else {
                out.push_str(&capitalize(&lower));
            }
        }
        clause_start = false;
        after_space = false;
    }
    out
}

fn sentence(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut sentence_start = true;
    for token in text.split_word_bounds() {
        if !is_word(token) {
            out.push_str(token);
            if ends_clause(token) && !token.contains([':', ';', '—', '–', '：'])
                || token.contains('\n')
            {
                sentence_start = true;
            }
            continue;
        }
        if is_mixed_case_name(token) {
            out.push_str(token);
        } else {
            let lower = token.to_lowercase();
            // The English pronoun "I" and its contractions are always capitalised.
            let pronoun = lower == "i" || lower.starts_with("i'") || lower.starts_with("i’");
            if sentence_start || pronoun {
                out.push_str(&capitalize(&lower));
            } else {
                out.push_str(&lower);
            }
        }
        sentence_start = false;
    }
    out
}

/// "don't stop" should become `dont_stop`, not `don_t_stop`: drop apostrophes between letters.
fn strip_apostrophes(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    for (i, &c) in chars.iter().enumerate() {
        let between_letters = (c == '\'' || c == '’')
            && i > 0
            && chars[i - 1].is_alphanumeric()
            && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
        if !between_letters {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn c(text: &str, mode: CaseMode) -> String {
        convert(text, mode)
    }

    #[test]
    fn upper_and_lower_are_unicode_aware() {
        assert_eq!(c("Straße café", CaseMode::Upper), "STRASSE CAFÉ");
        assert_eq!(c("ΟΔΟΣ ΕΛΛΑΣ", CaseMode::Lower), "οδος ελλας");
        assert_eq!(c("ÉCOLE 中文 ABC", CaseMode::Lower), "école 中文 abc");
    }

    #[test]
    fn title_case_follows_style_rules() {
        assert_eq!(
            c("the lord of the rings", CaseMode::Title),
            "The Lord of the Rings"
        );
        assert_eq!(
            c("A TALE OF TWO CITIES", CaseMode::Title),
            "A Tale of Two Cities"
        );
        assert_eq!(
            c("what are you looking at", CaseMode::Title),
            "What Are You Looking At"
        );
        assert_eq!(
            c("star wars: a new hope", CaseMode::Title),
            "Star Wars: A New Hope"
        );
        assert_eq!(
            c("my new iPhone from example.com", CaseMode::Title),
            "My New iPhone From example.com"
        );
        assert_eq!(c("don't stop me now", CaseMode::Title), "Don't Stop Me Now");
        assert_eq!(c("élan vital", CaseMode::Title), "Élan Vital");
        assert_eq!(
            c("step-by-step guide", CaseMode::Title),
            "Step-By-Step Guide"
        );
    }

    #[test]
    fn title_case_works_per_line() {
        assert_eq!(
            c("first of all\r\nthe end of it\n", CaseMode::Title),
            "First of All\r\nThe End of It\n"
        );
    }

    #[test]
    fn sentence_case_restarts_after_full_stops_and_lines() {
        assert_eq!(
            c(
                "HELLO WORLD. THIS IS ME! what? i'm here\nnew LINE",
                CaseMode::Sentence
            ),
            "Hello world. This is me! What? I'm here\nNew line"
        );
        assert_eq!(
            c("buy an iPhone: it is good", CaseMode::Sentence),
            "Buy an iPhone: it is good"
        );
        assert_eq!(c("你好。hello", CaseMode::Sentence), "你好。Hello");
    }

    #[test]
    fn identifier_styles() {
        assert_eq!(c("Hello big World", CaseMode::Camel), "helloBigWorld");
        assert_eq!(c("XMLHttpRequest", CaseMode::Snake), "xml_http_request");
        assert_eq!(c("user id 2 name", CaseMode::Kebab), "user-id-2-name");
        assert_eq!(c("don't stop", CaseMode::Snake), "dont_stop");
        assert_eq!(
            c("first name\nlast name\n", CaseMode::Camel),
            "firstName\nlastName\n"
        );
    }

    #[test]
    fn more_identifier_styles() {
        let cases = [
            (CaseMode::Pascal, "UserIdName", "XmlHttpRequest", "DontStop"),
            (
                CaseMode::Constant,
                "USER_ID_NAME",
                "XML_HTTP_REQUEST",
                "DONT_STOP",
            ),
            (
                CaseMode::Header,
                "User-Id-Name",
                "Xml-Http-Request",
                "Dont-Stop",
            ),
            (
                CaseMode::Dot,
                "user.id.name",
                "xml.http.request",
                "dont.stop",
            ),
            (
                CaseMode::Path,
                "user/id/name",
                "xml/http/request",
                "dont/stop",
            ),
        ];
        for (mode, words, camel, apostrophe) in cases {
            assert_eq!(c("user id name", mode), words, "{mode:?}");
            assert_eq!(c("XMLHttpRequest", mode), camel, "{mode:?}");
            assert_eq!(c("don't stop", mode), apostrophe, "{mode:?}");
            // From any other identifier style, and line by line.
            assert_eq!(c("user_id-name", mode), words, "{mode:?}");
            assert_eq!(c("user.id/name", mode), words, "{mode:?}");
            assert_eq!(c("user id\r\nuser id", mode).lines().count(), 2);
        }
        assert_eq!(c("content type", CaseMode::Header), "Content-Type");
        assert_eq!(c("version 2 beta", CaseMode::Constant), "VERSION_2_BETA");
        assert_eq!(c("src main rs", CaseMode::Path), "src/main/rs");
    }

    #[test]
    fn empty_and_symbol_only_input() {
        for mode in CaseMode::ALL {
            assert_eq!(c("", mode), "");
        }
        assert_eq!(c("!!! ???", CaseMode::Title), "!!! ???");
        assert_eq!(c("   ", CaseMode::Sentence), "   ");
    }

    #[test]
    fn modes_parse_from_their_names() {
        assert_eq!("kebab".parse::<CaseMode>(), Ok(CaseMode::Kebab));
        for (name, mode) in [
            ("pascal", CaseMode::Pascal),
            ("constant", CaseMode::Constant),
            ("header", CaseMode::Header),
            ("dot", CaseMode::Dot),
            ("path", CaseMode::Path),
        ] {
            assert_eq!(name.parse::<CaseMode>(), Ok(mode));
        }
        let err = "shout".parse::<CaseMode>().unwrap_err();
        assert_eq!(err.code(), "case.unknown_mode");
    }

    #[test]
    fn emoji_and_combining_marks_survive() {
        let text = "e\u{301}cole 👨‍👩‍👧 family";
        assert_eq!(c(text, CaseMode::Title), "E\u{301}cole 👨‍👩‍👧 Family");
        assert_eq!(c(text, CaseMode::Upper), "E\u{301}COLE 👨‍👩‍👧 FAMILY");
    }

    proptest! {
        #[test]
        fn never_panics_and_keeps_line_count(text in "\\PC{0,200}", idx in 0usize..12) {
            let mode = CaseMode::ALL[idx];
            let out = convert(&text, mode);
            if mode == CaseMode::Title || mode.is_identifier() {
                prop_assert_eq!(out.matches('\n').count(), text.matches('\n').count());
            }
        }

        #[test]
        fn upper_then_lower_is_lower(text in "[a-zA-Z ]{0,80}") {
            prop_assert_eq!(convert(&convert(&text, CaseMode::Upper), CaseMode::Lower), text.to_lowercase());
        }
    }
}
