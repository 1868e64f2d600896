//! Tests of the linear barcodes (a separate file to keep barcode.rs readable).

use super::*;
use crate::error::CodedError;
use proptest::prelude::*;

fn content(symbology: Symbology, text: &str) -> String {
    encode(symbology, text).unwrap().content
}

fn err(symbology: Symbology, text: &str) -> CodeError {
    encode(symbology, text).unwrap_err()
}

/// Widths of alternating bars and spaces, from the first bar to the last.
fn elements(code: &Linear) -> Vec<u32> {
    let mut out = Vec::new();
    let mut x = 0;
    for bar in &code.bars {
        if bar.start > x && !out.is_empty() {
            out.push(bar.start - x);
        }
        out.push(bar.width);
        x = bar.start + bar.width;
    }
    out
}

#[test]
fn gs1_check_digits_are_computed() {
    // Published examples: EAN-13, EAN-8, UPC-A, ITF-14 (GTIN-14).
    assert_eq!(content(Symbology::Ean13, "400638133393"), "4006381333931");
    assert_eq!(content(Symbology::Ean8, "9638507"), "96385074");
    assert_eq!(content(Symbology::UpcA, "03600029145"), "036000291452");
    assert_eq!(content(Symbology::Itf14, "1540014128876"), "15400141288763");
}

#[test]
fn given_check_digits_are_verified() {
    assert_eq!(content(Symbology::Ean13, "5901234123457"), "5901234123457");
    assert_eq!(
        err(Symbology::Ean13, "5901234123458"),
        CodeError::BadCheckDigit {
            expected: '7',
            given: '8'
        }
    );
    assert_eq!(
        err(Symbology::Ean8, "96385075").code(),
        "code.bad_check_digit"
    );
    assert_eq!(
        err(Symbology::UpcA, "036000291453").code(),
        "code.bad_check_digit"
    );
    assert_eq!(
        err(Symbology::Itf14, "15400141288764").code(),
        "code.bad_check_digit"
    );
}

#[test]
fn digits_may_be_grouped_or_full_width() {
    assert_eq!(
        content(Symbology::Ean13, "5 901234 123457"),
        "5901234123457"
    );
    assert_eq!(content(Symbology::Ean13, "590-1234-12345"), "5901234123457");
    assert_eq!(content(Symbology::Ean8, "９６３８５０７"), "96385074");
}

#[test]
fn wrong_lengths_and_characters_are_explained() {
    assert_eq!(
        err(Symbology::Ean13, "12345"),
        CodeError::WrongLength {
            length: 5,
            without_check: 12,
            with_check: 13
        }
    );
    let e = err(Symbology::UpcA, "1234567890123456789");
    assert_eq!(e.code(), "code.wrong_length");
    assert!(e.params().contains(&("with", "12".to_owned())));
    assert_eq!(
        err(Symbology::Ean13, "59012341234a"),
        CodeError::InvalidChar {
            character: "a".into(),
            position: 12
        }
    );
    assert_eq!(err(Symbology::Itf14, " - "), CodeError::Empty);
    assert_eq!(err(Symbology::Code128, ""), CodeError::Empty);
}

#[test]
fn module_counts_follow_the_standards() {
    let ean13 = encode(Symbology::Ean13, "5901234123457").unwrap();
    assert_eq!(
        (ean13.width, ean13.quiet_left, ean13.quiet_right),
        (95, 11, 7)
    );
    let ean8 = encode(Symbology::Ean8, "96385074").unwrap();
    assert_eq!((ean8.width, ean8.quiet_left, ean8.quiet_right), (67, 7, 7));
    let upc = encode(Symbology::UpcA, "036000291452").unwrap();
    assert_eq!((upc.width, upc.quiet_left, upc.quiet_right), (95, 9, 9));
    // ITF-14 at 3:1: start 4 + 14 digits × 9 + stop 5.
    let itf = encode(Symbology::Itf14, "15400141288763").unwrap();
    assert_eq!(itf.width, 135);
    assert!(itf.bearer);
    assert!(elements(&itf).iter().all(|&w| w == 1 || w == 3));
}

#[test]
fn guard_bars_reach_down_and_digits_sit_in_their_places() {
    let ean13 = encode(Symbology::Ean13, "5901234123457").unwrap();
    let extended: Vec<u32> = ean13
        .bars
        .iter()
        .filter(|b| b.extended)
        .map(|b| b.start)
        .collect();
    assert_eq!(extended, vec![0, 2, 46, 48, 92, 94]);
    let texts: String = ean13.hri.iter().map(|h| h.text.as_str()).collect();
    assert_eq!(texts, "5901234123457");
    assert!(
        ean13.hri[0].center < 0.0,
        "the first digit stands left of the bars"
    );
    assert!(ean13.hri[6].center < 45.0 && ean13.hri[7].center > 50.0);

    let upc = encode(Symbology::UpcA, "036000291452").unwrap();
    assert!(upc.hri[0].small && upc.hri[11].small && !upc.hri[5].small);
    assert!(upc.hri[11].center > 95.0);
    // The number-system digit's bars (modules 3 to 9) reach down too.
    assert!(
        upc.bars
            .iter()
            .any(|b| b.extended && (3..10).contains(&b.start))
    );
}

#[test]
fn code128_picks_the_shortest_character_sets() {
    assert_eq!(code128_sets(&"HELLO".chars().collect::<Vec<_>>()), "ƁHELLO");
    assert_eq!(
        code128_sets(&"1234567890".chars().collect::<Vec<_>>()),
        "Ć1234567890"
    );
    assert_eq!(
        code128_sets(&"ABC123456".chars().collect::<Vec<_>>()),
        "ƁABCĆ123456"
    );
    assert_eq!(
        code128_sets(&"a\tb".chars().collect::<Vec<_>>()),
        "Ɓa\u{c0}\tƁb"
    );
    // Symbols = start + data + check + stop(13 modules): "12345" needs 4 data symbols.
    let odd = encode(Symbology::Code128, "12345").unwrap();
    assert_eq!(odd.width, 11 * (1 + 4 + 1) + 13);
    let all_digits = encode(Symbology::Code128, "123456").unwrap();
    assert_eq!(all_digits.width, 11 * (1 + 3 + 1) + 13);
}

#[test]
fn code128_takes_ascii_only() {
    assert_eq!(
        content(Symbology::Code128, "Hello, World! ~{}"),
        "Hello, World! ~{}"
    );
    assert_eq!(
        err(Symbology::Code128, "ab中"),
        CodeError::InvalidChar {
            character: "中".into(),
            position: 3
        }
    );
    assert_eq!(
        err(Symbology::Code128, &"x".repeat(81)),
        CodeError::TooLong {
            length: 81,
            max: 80
        }
    );
}

#[test]
fn code39_has_43_characters_and_a_3_to_1_ratio() {
    let code = encode(Symbology::Code39, "CODE-39 $/+%.").unwrap();
    assert!(elements(&code).iter().all(|&w| w == 1 || w == 3));
    assert_eq!(
        err(Symbology::Code39, "Code39"),
        CodeError::InvalidChar {
            character: "o".into(),
            position: 2
        }
    );
    assert_eq!(err(Symbology::Code39, "A*B").code(), "code.invalid_char");
}

#[test]
fn codabar_start_and_stop_characters() {
    assert_eq!(content(Symbology::Codabar, "40156"), "A40156A");
    assert_eq!(content(Symbology::Codabar, "A40156B"), "A40156B");
    assert_eq!(
        content(Symbology::Codabar, "c12-34$5:6/7.8+9d"),
        "C12-34$5:6/7.8+9D"
    );
    assert_eq!(
        err(Symbology::Codabar, "A40156"),
        CodeError::CodabarStartStop
    );
    assert_eq!(
        err(Symbology::Codabar, "40156B"),
        CodeError::CodabarStartStop
    );
    assert_eq!(err(Symbology::Codabar, "AB"), CodeError::Empty);
    // One character between the guards is drawn by nobody: scanners (ZXing) cannot read it.
    for one in ["8", "A8A", "b-c", "$"] {
        assert_eq!(
            err(Symbology::Codabar, one),
            CodeError::CodabarTooShort,
            "{one}"
        );
    }
    assert_eq!(
        err(Symbology::Codabar, "A8A").code(),
        "code.codabar_too_short"
    );
    assert_eq!(content(Symbology::Codabar, "A12A"), "A12A");
    // A wrong character is still named first.
    assert_eq!(
        err(Symbology::Codabar, "x"),
        CodeError::InvalidChar {
            character: "x".into(),
            position: 1
        }
    );
    assert_eq!(
        err(Symbology::Codabar, "4A0156"),
        CodeError::InvalidChar {
            character: "A".into(),
            position: 2
        }
    );
    let code = encode(Symbology::Codabar, "A40156B").unwrap();
    assert!(elements(&code).iter().all(|&w| w == 1 || w == 3));
}

#[test]
fn codabar_start_stop_patterns_follow_the_standard() {
    // Narrow (0) / wide (1) pattern of the 7 elements of each start/stop character.
    let standard = [
        ('A', "0011010"),
        ('B', "0101001"),
        ('C', "0001011"),
        ('D', "0001110"),
    ];
    for (letter, pattern) in standard {
        let code = encode(Symbology::Codabar, &format!("{letter}12{letter}")).unwrap();
        let widths: String = elements(&code)[..7]
            .iter()
            .map(|&w| if w == 3 { '1' } else { '0' })
            .collect();
        assert_eq!(widths, pattern, "{letter}");
    }
}

proptest! {
    #[test]
    fn never_panics(text in "\\PC{0,100}", idx in 1usize..8) {
        let _ = encode(Symbology::ALL[idx], &text);
    }

    #[test]
    fn code128_accepts_any_ascii(text in "[\\x00-\\x7f]{1,80}") {
        let code = encode(Symbology::Code128, &text).unwrap();
        prop_assert_eq!(code.content, text);
    }

    #[test]
    fn digits_always_encode(text in "[0-9]{12}") {
        let code = encode(Symbology::Ean13, &text).unwrap();
        prop_assert_eq!(&code.content[..12], text.as_str());
        prop_assert_eq!(code.width, 95);
    }
}
