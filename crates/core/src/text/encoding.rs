//! Which encoding a text file was saved in: UTF-8, a byte-order mark (UTF-16), or a legacy
//! encoding guessed by `chardetng` (Firefox's detector): GBK/GB18030 — Windows Notepad's
//! default for Chinese before 2019 — Big5, Shift_JIS, EUC-KR, windows-1252 and the others of
//! the WHATWG Encoding Standard. The browser's `TextDecoder` then decodes with that label, so
//! no decoding tables are shipped.

use chardetng::EncodingDetector;
use encoding_rs::{Encoding, UTF_8};

use crate::error::CodedError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TextFileError {
    #[error("not a text file")]
    NotText,
}

impl CodedError for TextFileError {
    fn code(&self) -> &'static str {
        match self {
            TextFileError::NotText => "textfile.not_text",
        }
    }
}

/// The encoding of `bytes` as a WHATWG label (`"UTF-8"`, `"UTF-16LE"`, `"GBK"`, `"Big5"`, …)
/// that `TextDecoder` accepts. Files with NUL bytes or mostly control characters are refused.
pub fn detect(bytes: &[u8]) -> Result<&'static str, TextFileError> {
    if let Some((encoding, _)) = Encoding::for_bom(bytes) {
        return Ok(encoding.name());
    }
    if bytes.contains(&0) {
        return Err(TextFileError::NotText);
    }
    // Control characters other than tab, line feed, form feed and carriage return mark a
    // binary file whatever encoding it would decode in.
    let controls = bytes
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | 0x1a | 0x1b))
        .count();
    if controls * 100 > bytes.len() {
        return Err(TextFileError::NotText);
    }
    match std::str::from_utf8(bytes) {
        Ok(_) => return Ok(UTF_8.name()),
        // Valid UTF-8 with characters beyond ASCII, cut inside the last one (a download or a
        // copy that stopped short): no legacy guess, whose decoder would take any bytes and
        // show mojibake in place of the user's text (windows-1252 reads `汉字` cut as `æ±‰å­`).
        Err(e) if e.error_len().is_none() && !bytes[..e.valid_up_to()].is_ascii() => {
            return Err(TextFileError::NotText);
        }
        Err(_) => {}
    }
    let mut detector = EncodingDetector::new();
    detector.feed(bytes, true);
    // No top-level domain hint: the file says more than where the page is served from.
    let encoding = detector.guess(None, true);
    // The detector only answers with encodings that decode these bytes; a replacement
    // character would mean it gave up.
    let (_, had_errors) = encoding.decode_without_bom_handling(bytes);
    if had_errors {
        return Err(TextFileError::NotText);
    }
    Ok(encoding.name())
}

#[cfg(test)]
mod tests {
    use super::*;
    use encoding_rs::{BIG5, GB18030, GBK, SHIFT_JIS, UTF_16LE};

    const ZH: &str =
        "床前明月光，疑是地上霜。举头望明月，低头思故乡。\r\n这是一个用记事本保存的文件。";

    fn encode(encoding: &'static Encoding, text: &str) -> Vec<u8> {
        let (bytes, _, unmappable) = encoding.encode(text);
        assert!(!unmappable);
        bytes.into_owned()
    }

    #[test]
    fn utf8_with_and_without_bom() {
        assert_eq!(detect(ZH.as_bytes()), Ok("UTF-8"));
        let with_bom = [b"\xEF\xBB\xBF".as_slice(), ZH.as_bytes()].concat();
        assert_eq!(detect(&with_bom), Ok("UTF-8"));
        assert_eq!(detect(b"plain ASCII"), Ok("UTF-8"));
        assert_eq!(detect(b""), Ok("UTF-8"));
    }

    #[test]
    fn gbk_and_gb18030_files_are_recognised() {
        let gbk = encode(GBK, ZH);
        let label = detect(&gbk).unwrap();
        assert_eq!(label, "GBK");
        // The label decodes the file back to the text (GBK's decoder is GB18030's).
        let (text, _, errors) = Encoding::for_label(label.as_bytes()).unwrap().decode(&gbk);
        assert!(!errors);
        assert_eq!(text, ZH);
        // GB18030 four-byte sequences (here 𠮷, outside GBK) still decode.
        let wide = format!("{ZH}𠮷");
        let bytes = GB18030.encode(&wide).0.into_owned();
        let label = detect(&bytes).unwrap();
        let (text, _, errors) = Encoding::for_label(label.as_bytes())
            .unwrap()
            .decode(&bytes);
        assert!(!errors);
        assert_eq!(text, wide);
    }

    #[test]
    fn a_short_gbk_line_is_still_gbk() {
        let text = "头发和发展中国家，记事本保存的文件。";
        assert_eq!(detect(&encode(GBK, text)), Ok("GBK"));
    }

    #[test]
    fn other_legacy_encodings() {
        let big5 = "床前明月光，疑是地上霜。舉頭望明月，低頭思故鄉。這是一個用記事本保存的檔案。";
        assert_eq!(detect(&encode(BIG5, big5)), Ok("Big5"));
        let ja = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。";
        assert_eq!(detect(&encode(SHIFT_JIS, ja)), Ok("Shift_JIS"));
        let utf16 = [b"\xFF\xFE".as_slice(), &encode_utf16le(ZH)].concat();
        assert_eq!(detect(&utf16), Ok(UTF_16LE.name()));
    }

    fn encode_utf16le(text: &str) -> Vec<u8> {
        text.encode_utf16().flat_map(u16::to_le_bytes).collect()
    }

    #[test]
    fn a_utf8_file_cut_inside_a_character_is_refused_not_read_as_windows_1252() {
        // Found by the robustness e2e spec: `汉字` cut after five of its six bytes.
        assert_eq!(detect(&ZH.as_bytes()[..5]), Err(TextFileError::NotText));
        let long = ZH.repeat(50);
        assert_eq!(
            detect(&long.as_bytes()[..long.len() - 1]),
            Err(TextFileError::NotText)
        );
        // A Latin-1 file that happens to end like the start of a UTF-8 sequence is still read.
        assert_eq!(
            detect(b"Caf\xe9 d\xe9j\xe0 vu, na\xefve \xe6"),
            Ok("windows-1252")
        );
    }

    #[test]
    fn binary_files_are_refused() {
        assert_eq!(
            detect(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"),
            Err(TextFileError::NotText)
        );
        let noise: Vec<u8> = (0..2000u32).map(|i| (i * 7 % 31) as u8).collect();
        assert_eq!(detect(&noise), Err(TextFileError::NotText));
        assert_eq!(TextFileError::NotText.code(), "textfile.not_text");
    }
}
