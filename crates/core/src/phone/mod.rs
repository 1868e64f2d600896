//! Phone-number location: where a mainland China number was issued and by which carrier.
//! Mobile numbers by their 7-digit prefix, with the carrier of their block (so a number whose
//! prefix has no city in the data still gets its carrier, and a number in a block that was
//! never allocated is refused); landlines by their area code. From `data/phone/phone.txt`,
//! built by `scripts/build-phone-data.py` from Google libphonenumber's data (Apache-2.0). The
//! same function answers in the browser (wasm module `phone`) and on the server (`GET /api/phone`).

mod number;
mod table;

pub use number::{Query, normalize};
pub use table::{Table, table};

/// The carrier a block was allocated to. Virtual operators resell a network's capacity under
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
    /// Satellite telephony of China Satcom (1349). Tiantong's 1740[0-5] is China Telecom's.
    Satellite,
}

impl Carrier {
    /// From the carrier code of the table (1 移动 2 联通 3 电信 4 电信虚拟 5 联通虚拟 6 移动虚拟
    /// 7 广电 8 广电虚拟 9 卫星).
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
            9 => Self::Satellite,
            _ => return None,
        })
    }
}

/// What was looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub enum NumberKind {
    Mobile,
    /// A 7-digit mobile prefix alone: the block, not one number.
    Prefix,
    Landline,
    AreaCode,
}

/// A city (or the cities one area code serves), in both languages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct Place {
    pub province: String,
    /// `深圳`; several joined by `、` when an area code serves them all.
    pub city: String,
    pub province_en: String,
    pub city_en: String,
    /// With the leading 0 (`010`, `0755`); None where the data has none for the city.
    pub area_code: Option<String>,
    /// Six digits; None where the data has none (or the area code serves several cities).
    pub postcode: Option<String>,
}

/// The answer for one number.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct PhoneInfo {
    pub kind: NumberKind,
    /// The national digits, without spaces or country code (`13800138000`, `075586013388`).
    pub number: String,
    /// Grouped for reading: `138 0013 8000`, `0755-8601 3388`.
    pub display: String,
    /// The network the block was allocated to (mobile numbers and prefixes only).
    pub carrier: Option<Carrier>,
    /// None when the data names no city for this prefix (the carrier is still known).
    pub place: Option<Place>,
    /// When the data was published (`YYYY-MM`): numbers may have moved carrier since.
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
    #[error("not a mainland China number")]
    NotChinese,
    #[error("a local number without its area code")]
    NeedAreaCode,
    #[error("a landline number of {digits} digits after area code {code}")]
    LandlineLength { code: String, digits: usize },
    #[error("block {block} is not allocated to mobile numbers")]
    Unallocated { block: String },
    #[error("unknown area code {code}")]
    UnknownAreaCode { code: String },
    #[error("the prefix table is corrupt")]
    CorruptData,
}

impl crate::CodedError for PhoneError {
    fn code(&self) -> &'static str {
        match self {
            Self::Empty => "phone.empty",
            Self::InvalidCharacter { .. } => "phone.invalid_character",
            Self::WrongLength { .. } => "phone.wrong_length",
            Self::NotChinese => "phone.not_chinese",
            Self::NeedAreaCode => "phone.need_area_code",
            Self::LandlineLength { .. } => "phone.landline_length",
            Self::Unallocated { .. } => "phone.unallocated",
            Self::UnknownAreaCode { .. } => "phone.unknown_area_code",
            Self::CorruptData => "phone.corrupt_data",
        }
    }

    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            Self::InvalidCharacter { found } => vec![("char", found.to_string())],
            Self::WrongLength { digits } => vec![("digits", digits.to_string())],
            Self::LandlineLength { code, digits } => {
                vec![("code", code.clone()), ("digits", digits.to_string())]
            }
            Self::Unallocated { block } => vec![("block", block.clone())],
            Self::UnknownAreaCode { code } => vec![("code", code.clone())],
            _ => Vec::new(),
        }
    }
}

/// Looks up a number as typed (`138 0013 8000`, `+86-138-0013-8000`, `0755-86013388`, `0755`).
pub fn lookup(input: &str) -> Result<PhoneInfo, PhoneError> {
    let query = normalize(input)?;
    table()?.find(&query)
}

#[cfg(test)]
mod tests;
