//! The translation tool's languages (product spec §3), guessing the language of a text for
//! providers that cannot ("auto" with MyMemory), and cutting long text into pieces a provider
//! accepts.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Fr,
    De,
    Ja,
    Ko,
    Es,
    It,
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Ja,
        Lang::Ko,
        Lang::Es,
        Lang::It,
        Lang::Zh,
    ];

    /// The ISO 639-1 code the page and LibreTranslate use.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::Es => "es",
            Lang::It => "it",
            Lang::Zh => "zh",
        }
    }

    /// Reads a provider's code: `zh-Hans`, `zh-CN` and `zh` are all Chinese.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// Whether words are written without spaces between them (joining pieces of a translation).
    pub fn unspaced(self) -> bool {
        matches!(self, Lang::Ja | Lang::Zh)
    }

    fn from_whatlang(lang: whatlang::Lang) -> Option<Lang> {
        Some(match lang {
            whatlang::Lang::Eng => Lang::En,
            whatlang::Lang::Fra => Lang::Fr,
            whatlang::Lang::Deu => Lang::De,
            whatlang::Lang::Jpn => Lang::Ja,
            whatlang::Lang::Kor => Lang::Ko,
            whatlang::Lang::Spa => Lang::Es,
            whatlang::Lang::Ita => Lang::It,
            whatlang::Lang::Cmn => Lang::Zh,
            _ => return None,
        })
    }
}

/// The most likely of our eight languages for `text`, if the text says anything about it.
pub fn detect(text: &str) -> Option<Lang> {
    let allow = vec![
        whatlang::Lang::Eng,
        whatlang::Lang::Fra,
        whatlang::Lang::Deu,
        whatlang::Lang::Jpn,
        whatlang::Lang::Kor,
        whatlang::Lang::Spa,
        whatlang::Lang::Ita,
        whatlang::Lang::Cmn,
    ];
    whatlang::Detector::with_allowlist(allow)
        .detect(text)
        .and_then(|info| Lang::from_whatlang(info.lang()))
}

/// Cuts `line` (no newlines) into pieces of at most `max_bytes`, after sentence ends where it
/// can, else after spaces, else between characters.
pub fn pieces(line: &str, max_bytes: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line.trim();
    while rest.len() > max_bytes {
        let mut window = max_bytes;
        while !rest.is_char_boundary(window) {
            window -= 1;
        }
        let head = &rest[..window];
        let cut = last_after(head, |c| ".!?。！？；;".contains(c))
            .or_else(|| last_after(head, char::is_whitespace))
            .unwrap_or(window);
        let (piece, tail) = rest.split_at(cut);
        out.push(piece.trim());
        rest = tail.trim_start();
    }
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// The byte index just after the last character of `text` matching `is_cut` (not at 0).
fn last_after(text: &str, is_cut: impl Fn(char) -> bool) -> Option<usize> {
    text.char_indices()
        .filter(|(_, c)| is_cut(*c))
        .map(|(i, c)| i + c.len_utf8())
        .next_back()
        .filter(|&i| i > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_chinese_has_many_names() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        for zh in ["zh", "zh-Hans", "zh-CN", "ZH_cn"] {
            assert_eq!(Lang::from_code(zh), Some(Lang::Zh), "{zh}");
        }
        assert_eq!(Lang::from_code("pt"), None);
        assert_eq!(Lang::from_code(""), None);
    }

    #[test]
    fn detects_the_eight_languages() {
        assert_eq!(
            detect("The weather is lovely today, let us go for a walk"),
            Some(Lang::En)
        );
        assert_eq!(detect("今天天气很好，我们去散步吧"), Some(Lang::Zh));
        assert_eq!(
            detect("今日はいい天気ですね、散歩に行きましょう"),
            Some(Lang::Ja)
        );
        assert_eq!(detect("오늘 날씨가 좋네요 산책하러 갑시다"), Some(Lang::Ko));
        assert_eq!(
            detect("Il fait très beau aujourd'hui, allons nous promener"),
            Some(Lang::Fr)
        );
        assert_eq!(detect("12345 !!!"), None);
    }

    #[test]
    fn long_lines_are_cut_at_sentences_then_spaces_within_the_byte_limit() {
        let text = "One two three. Four five six! Seven eight nine ten eleven";
        assert_eq!(
            pieces(text, 20),
            [
                "One two three.",
                "Four five six!",
                "Seven eight nine",
                "ten eleven"
            ]
        );
        let han = "天".repeat(10);
        let cut = pieces(&han, 10);
        assert_eq!(cut, ["天天天", "天天天", "天天天", "天"]);
        assert!(cut.iter().all(|p| p.len() <= 10));
        assert_eq!(pieces("  short  ", 500), ["short"]);
        assert!(pieces("   ", 500).is_empty());
    }
}
