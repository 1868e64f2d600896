//! Writing one tone-number syllable (`zhong1`, `lv4`, `le5`) in the style the user chose:
//! tone marks, tone numbers, no tones, initial only, first letter only.

use super::PinyinStyle;

/// The tone digit of a tone-number syllable (5 = neutral).
pub fn tone(syllable: &str) -> u8 {
    match syllable.as_bytes().last() {
        Some(d @ b'1'..=b'5') => d - b'0',
        _ => 5,
    }
}

/// The letters of a tone-number syllable without its digit (`lv4` → `lv`).
pub fn letters(syllable: &str) -> &str {
    syllable.trim_end_matches(|c: char| c.is_ascii_digit())
}

const INITIALS: [&str; 23] = [
    "zh", "ch", "sh", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x", "r",
    "z", "c", "s", "y", "w",
];

/// The initial consonant; `y` and `w` are spelling, not initials (the standard's table),
/// so 一 (yī) and 我 (wǒ) have none.
fn initial(letters: &str) -> &str {
    for i in INITIALS {
        if letters.starts_with(i) && letters.len() > i.len() {
            return if i == "y" || i == "w" { "" } else { i };
        }
    }
    ""
}

/// The vowel that carries the tone mark: a or e if present, o in "ou", else the last vowel
/// (so `liu` → `liú`, `gui` → `guì`); syllabic m and n carry it themselves (`m̀`, `ń`).
fn mark_position(letters: &[char]) -> Option<usize> {
    if let Some(i) = letters
        .iter()
        .position(|&c| c == 'a' || c == 'e' || c == 'ê')
    {
        return Some(i);
    }
    if let Some(i) = letters.windows(2).position(|w| w == ['o', 'u']) {
        return Some(i);
    }
    if let Some(i) = letters
        .iter()
        .rposition(|&c| matches!(c, 'i' | 'o' | 'u' | 'ü'))
    {
        return Some(i);
    }
    letters.iter().position(|&c| c == 'm' || c == 'n')
}

fn with_mark(c: char, tone: u8) -> Option<&'static str> {
    let row: [&str; 4] = match c {
        'a' => ["ā", "á", "ǎ", "à"],
        'e' => ["ē", "é", "ě", "è"],
        'i' => ["ī", "í", "ǐ", "ì"],
        'o' => ["ō", "ó", "ǒ", "ò"],
        'u' => ["ū", "ú", "ǔ", "ù"],
        'ü' => ["ǖ", "ǘ", "ǚ", "ǜ"],
        'ê' => ["ê̄", "ế", "ê̌", "ề"],
        'm' => ["m̄", "ḿ", "m̌", "m̀"],
        'n' => ["n̄", "ń", "ň", "ǹ"],
        _ => return None,
    };
    row.get(usize::from(tone).checked_sub(1)?).copied()
}

/// Appends `syllable` (tone-number form) to `out` in `style`.
pub fn write(out: &mut String, syllable: &str, style: PinyinStyle, v: bool, capitalize: bool) {
    let start = out.len();
    let plain = letters(syllable);
    let u = if v { "v" } else { "ü" };
    match style {
        PinyinStyle::Marks => {
            // Syllables have at most six letters: no allocation per syllable.
            let mut buf = ['\0'; 8];
            let mut len = 0;
            for c in plain.chars().take(8) {
                buf[len] = if c == 'v' { 'ü' } else { c };
                len += 1;
            }
            let chars = &buf[..len];
            let t = tone(syllable);
            let at = if t < 5 { mark_position(chars) } else { None };
            for (i, &c) in chars.iter().enumerate() {
                match (Some(i) == at).then(|| with_mark(c, t)).flatten() {
                    Some(marked) => out.push_str(marked),
                    None => out.push(c),
                }
            }
        }
        PinyinStyle::Numbers | PinyinStyle::Plain => {
            for c in plain.chars() {
                if c == 'v' {
                    out.push_str(u);
                } else {
                    out.push(c);
                }
            }
            let t = tone(syllable);
            if style == PinyinStyle::Numbers && t < 5 {
                out.push(char::from(b'0' + t));
            }
        }
        PinyinStyle::Initials => out.push_str(initial(plain)),
        PinyinStyle::FirstLetters => {
            if let Some(c) = plain.chars().next() {
                out.push(c);
            }
        }
    }
    if capitalize {
        capitalize_from(out, start);
    }
}

fn capitalize_from(out: &mut String, start: usize) {
    let Some(first) = out.get(start..).and_then(|s| s.chars().next()) else {
        return;
    };
    let upper: String = first.to_uppercase().collect();
    out.replace_range(start..start + first.len_utf8(), &upper);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str, style: PinyinStyle) -> String {
        let mut out = String::new();
        write(&mut out, s, style, false, false);
        out
    }

    #[test]
    fn tone_marks_follow_the_placement_rule() {
        let cases = [
            ("zhong1", "zhōng"),
            ("hao3", "hǎo"),
            ("liu2", "liú"),
            ("gui4", "guì"),
            ("lv4", "lǜ"),
            ("nve4", "nüè"),
            ("dou1", "dōu"),
            ("le5", "le"),
            ("er2", "ér"),
            ("n2", "ń"),
            ("m4", "m̀"),
            ("hm5", "hm"),
            ("xiong2", "xióng"),
            ("ê1", "ê̄"),
        ];
        for (input, expected) in cases {
            assert_eq!(w(input, PinyinStyle::Marks), expected, "{input}");
        }
    }

    #[test]
    fn other_styles() {
        assert_eq!(w("lv4", PinyinStyle::Numbers), "lü4");
        assert_eq!(w("le5", PinyinStyle::Numbers), "le");
        assert_eq!(w("lv4", PinyinStyle::Plain), "lü");
        assert_eq!(w("zhuang4", PinyinStyle::Initials), "zh");
        assert_eq!(w("yi1", PinyinStyle::Initials), "");
        assert_eq!(w("an1", PinyinStyle::Initials), "");
        assert_eq!(w("wo3", PinyinStyle::FirstLetters), "w");
        let mut out = String::new();
        write(&mut out, "lv4", PinyinStyle::Numbers, true, true);
        assert_eq!(out, "Lv4");
        out.clear();
        write(&mut out, "ai4", PinyinStyle::Marks, false, true);
        assert_eq!(out, "Ài");
    }
}
