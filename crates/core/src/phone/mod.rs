//! Phone-number location: where a mainland China mobile number was issued and by which carrier,
//! from the compact 7-digit prefix table in `data/phone/phone.txt` (built by
//! `scripts/build-phone-data.py` from PyPI `phone` 0.4.5). The same function answers in the
//! browser (wasm module `phone`) and on the server (`GET /api/phone`).

mod number;
mod table;

pub use number::normalize;
pub use table::{Table, table};

/// The carrier a prefix was issued to. Virtual operators resell a network's capacity under
/// their own brand; the number says only whose network.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum Carrier {
    ChinaMobile,
    ChinaUnicom,
    ChinaTelecom,
    /// China Broadcast Network (中国广电, "China Broadnet").
    ChinaBroadnet,
    ChinaMobileVirtual,
    ChinaUnicomVirtual,
    ChinaTelecomVirtual,
    ChinaBroadnetVirtual,
}

impl Carrier {
    /// From the card type of phone.dat (1 移动 2 联通 3 电信 4 电信虚拟 5 联通虚拟 6 移动虚拟
    /// 7 广电 8 广电虚拟).
    pub fn from_card(card: u32) -> Option<Self> {
        Some(match card {
            1 => Self::ChinaMobile,
            2 => Self::ChinaUnicom,
            3 => Self::ChinaTelecom,
            4 => Self::ChinaTelecomVirtual,
            5 => Self::ChinaUnicomVirtual,
            6 => Self::ChinaMobileVirtual,
            7 => Self::ChinaBroadnet,
            8 => Self::ChinaBroadnetVirtual,
            _ => return None,
        })
    }
}

/// The answer for one number.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct PhoneInfo {
    /// The 11 digits, without spaces or country code.
    pub number: String,
    /// Grouped for reading: `138 0013 8000`.
    pub display: String,
    pub province: String,
    pub city: String,
    pub province_en: String,
    pub city_en: String,
    /// With the leading 0: `010`, `0755`.
    pub area_code: String,
    /// Six digits.
    pub postcode: String,
    pub carrier: Carrier,
    /// When the table was last updated (`YYYY-MM`): numbers may have moved carrier since.
    pub data_date: String,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PhoneError {
    #[error("no number")]
    Empty,
    #[error("character {found:?} is not allowed in a phone number")]
    InvalidCharacter { found: char },
    #[error("{digits} digits instead of 11")]
    WrongLength { digits: usize },
    #[error("not a mainland China mobile number")]
    NotMobile,
    #[error("the prefix is not in the table")]
    NotFound,
    #[error("the prefix table is corrupt")]
    CorruptData,
}

impl crate::CodedError for PhoneError {
    fn code(&self) -> &'static str {
        match self {
            Self::Empty => "phone.empty",
            Self::InvalidCharacter { .. } => "phone.invalid_character",
            Self::WrongLength { .. } => "phone.wrong_length",
            Self::NotMobile => "phone.not_mobile",
            Self::NotFound => "phone.not_found",
            Self::CorruptData => "phone.corrupt_data",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            Self::InvalidCharacter { found } => vec![("char", found.to_string())],
            Self::WrongLength { digits } => vec![("digits", digits.to_string())],
            _ => Vec::new(),
        }
    }
}

/// Looks up a number as typed (`138 0013 8000`, `+86-138-0013-8000`, `008613800138000`).
pub fn lookup(input: &str) -> Result<PhoneInfo, PhoneError> {
    let number = normalize(input)?;
    table()?.find(&number)
}

#[cfg(test)]
mod tests;
