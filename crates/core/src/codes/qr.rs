//! QR code symbols (ISO/IEC 18004) for any text, through the `qrcode` crate.
//!
//! Text goes in as UTF-8. The crate's optimiser would put byte pairs that happen to look like
//! Shift-JIS into Kanji mode, which turns Chinese UTF-8 into the wrong characters (and is why
//! REFERENCE.md warns about it), so Kanji segments are turned back into byte segments before the
//! crate merges segments. No ECI header is written: scanners (and ZXing) read UTF-8 byte data
//! without one, while some older readers show an ECI header as stray characters.

use qrcode::bits::Bits;
use qrcode::optimize::{Optimizer, Parser, Segment};
use qrcode::types::Mode;
use qrcode::{Color, EcLevel, QrCode, Version};

use super::generate::CodeError;

/// Error-correction level: the share of the symbol that may be damaged and still read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum QrEcLevel {
    /// About 7%.
    L,
    /// About 15%.
    M,
    /// About 25%.
    Q,
    /// About 30%: the level to use under a centre logo.
    H,
}

impl QrEcLevel {
    fn to_crate(self) -> EcLevel {
        match self {
            QrEcLevel::L => EcLevel::L,
            QrEcLevel::M => EcLevel::M,
            QrEcLevel::Q => EcLevel::Q,
            QrEcLevel::H => EcLevel::H,
        }
    }

    /// Bytes of arbitrary data a version-40 symbol holds at this level.
    pub fn max_bytes(self) -> u32 {
        match self {
            QrEcLevel::L => 2953,
            QrEcLevel::M => 2331,
            QrEcLevel::Q => 1663,
            QrEcLevel::H => 1273,
        }
    }
}

/// The modules of a symbol, row by row, without the quiet zone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrMatrix {
    pub width: u32,
    pub version: u8,
    dark: Vec<bool>,
}

impl QrMatrix {
    pub fn is_dark(&self, x: u32, y: u32) -> bool {
        let i = (y * self.width + x) as usize;
        self.dark.get(i).copied().unwrap_or(false)
    }
}

/// Encodes `text` in the smallest QR version that holds it at `level`.
pub fn encode(text: &str, level: QrEcLevel) -> Result<QrMatrix, CodeError> {
    if text.is_empty() {
        return Err(CodeError::Empty);
    }
    let data = text.as_bytes();
    let too_long = || CodeError::QrTooLong {
        level,
        max_bytes: level.max_bytes(),
    };
    // Past the byte capacity nothing fits (numeric text packs denser, but not 2.4× denser
    // than 7,089 digits allows): answer at once instead of trying 40 versions.
    if data.len() > 7089 {
        return Err(too_long());
    }
    let segments: Vec<Segment> = Parser::new(data)
        .map(|s| match s.mode {
            Mode::Kanji => Segment {
                mode: Mode::Byte,
                ..s
            },
            _ => s,
        })
        .collect();
    let ec = level.to_crate();
    for v in 1..=40 {
        let version = Version::Normal(v);
        let optimized = Optimizer::new(segments.iter().copied(), version);
        let mut bits = Bits::new(version);
        if bits.push_segments(data, optimized).is_err() || bits.push_terminator(ec).is_err() {
            continue;
        }
        let code = QrCode::with_bits(bits, ec).map_err(|_| too_long())?;
        return Ok(QrMatrix {
            width: code.width() as u32,
            version: v as u8,
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect(),
        });
    }
    Err(too_long())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::CodedError;

    #[test]
    fn smallest_version_that_fits() {
        let m = encode("HELLO WORLD", QrEcLevel::Q).unwrap();
        assert_eq!((m.version, m.width), (1, 21));
        let m = encode("https://example.com/", QrEcLevel::M).unwrap();
        assert_eq!(m.version, 2);
        // Finder pattern: the top-left 7×7 square has a dark ring.
        assert!(m.is_dark(0, 0) && m.is_dark(6, 0) && m.is_dark(0, 6) && m.is_dark(6, 6));
        assert!(!m.is_dark(1, 1) && m.is_dark(2, 2));
    }

    #[test]
    fn chinese_text_goes_in_byte_mode() {
        // 13 CJK characters are 39 UTF-8 bytes: byte mode at level M needs version 3
        // (version 2-M holds 26 bytes). Kanji mode would have squeezed it into version 2.
        let m = encode("中文二维码测试随手工具箱好", QrEcLevel::M).unwrap();
        assert_eq!(m.version, 3);
    }

    #[test]
    fn capacity_limits_per_level() {
        for level in [QrEcLevel::L, QrEcLevel::M, QrEcLevel::Q, QrEcLevel::H] {
            let max = level.max_bytes() as usize;
            let err = encode(&"a".repeat(max + 1), level).unwrap_err();
            assert_eq!(err.code(), "code.qr_too_long");
            assert!(err.params().contains(&("max", max.to_string())));
        }
        // Building a version-40 symbol is slow in debug builds: check one level.
        let max = QrEcLevel::H.max_bytes() as usize;
        assert_eq!(encode(&"a".repeat(max), QrEcLevel::H).unwrap().version, 40);
        // Digits pack 3 to 10 bits: 7,089 fit at level L.
        assert_eq!(encode(&"7".repeat(7089), QrEcLevel::L).unwrap().version, 40);
        assert!(encode(&"7".repeat(7090), QrEcLevel::L).is_err());
        assert_eq!(encode("", QrEcLevel::L).unwrap_err(), CodeError::Empty);
    }

    #[test]
    fn huge_input_is_refused_quickly() {
        let text = "字".repeat(1_000_000);
        assert_eq!(
            encode(&text, QrEcLevel::L).unwrap_err().code(),
            "code.qr_too_long"
        );
    }
}
