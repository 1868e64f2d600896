//! The prefix table: regions, then runs of consecutive 7-digit prefixes sharing a region, then
//! runs sharing a carrier (format in `scripts/build-phone-data.py`). Parsed once, on first use
//! (about 140,000 runs), then each lookup is two binary searches.

use std::sync::OnceLock;

use super::number::display;
use super::{Carrier, PhoneError, PhoneInfo};

const DATA: &str = include_str!("../../data/phone/phone.txt");
/// The first 7-digit prefix the runs count from.
const FIRST: u32 = 1_300_000;

#[derive(Debug)]
struct Region {
    province: String,
    city: String,
    postcode: String,
    area_code: String,
    province_en: String,
    city_en: String,
}

/// `[start, end)` over 7-digit prefixes, with the index of a region or a card type.
#[derive(Debug, Clone, Copy)]
struct Run {
    start: u32,
    end: u32,
    value: u32,
}

#[derive(Debug)]
pub struct Table {
    date: String,
    regions: Vec<Region>,
    areas: Vec<Run>,
    carriers: Vec<Run>,
}

/// The table built into the crate, parsed on first use.
pub fn table() -> Result<&'static Table, PhoneError> {
    static TABLE: OnceLock<Result<Table, PhoneError>> = OnceLock::new();
    TABLE
        .get_or_init(|| Table::parse(DATA))
        .as_ref()
        .map_err(Clone::clone)
}

fn find(runs: &[Run], prefix: u32) -> Option<u32> {
    let i = runs.partition_point(|r| r.end <= prefix);
    runs.get(i).filter(|r| r.start <= prefix).map(|r| r.value)
}

/// Reads `@<name> <count>` and the count of lines after it.
fn section<'a>(
    lines: &mut impl Iterator<Item = &'a str>,
    name: &str,
) -> Result<Vec<&'a str>, PhoneError> {
    let count = lines
        .next()
        .and_then(|l| {
            l.strip_prefix('@')?
                .strip_prefix(name)?
                .trim()
                .parse::<usize>()
                .ok()
        })
        .ok_or(PhoneError::CorruptData)?;
    let body: Vec<&str> = lines.take(count).collect();
    if body.len() != count {
        return Err(PhoneError::CorruptData);
    }
    Ok(body)
}

fn runs(lines: &[&str], limit: u32) -> Result<Vec<Run>, PhoneError> {
    let mut out = Vec::with_capacity(lines.len());
    let mut end = FIRST;
    for line in lines {
        let mut fields = line.split(' ').map(|f| u32::from_str_radix(f, 36).ok());
        let (Some(Some(skip)), Some(Some(len)), Some(Some(value)), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(PhoneError::CorruptData);
        };
        let start = end.checked_add(skip).ok_or(PhoneError::CorruptData)?;
        end = start.checked_add(len).ok_or(PhoneError::CorruptData)?;
        if len == 0 || value >= limit || end > 2_000_000 {
            return Err(PhoneError::CorruptData);
        }
        out.push(Run { start, end, value });
    }
    Ok(out)
}

impl Table {
    /// Parses the compact text; anything unexpected is [`PhoneError::CorruptData`].
    pub fn parse(text: &str) -> Result<Self, PhoneError> {
        let mut lines = text.lines();
        let date = lines
            .next()
            .and_then(|h| h.strip_prefix("PHONE-COMPACT 1 "))
            .and_then(|h| h.split(' ').nth(1))
            .filter(|d| d.len() == 7 && d.as_bytes()[4] == b'-')
            .ok_or(PhoneError::CorruptData)?
            .to_owned();
        let regions = section(&mut lines, "regions")?
            .into_iter()
            .map(|line| {
                let f: Vec<&str> = line.split('|').collect();
                let ok = f.len() == 6
                    && f[2].len() == 6
                    && f[3].starts_with('0')
                    && [f[2], f[3]]
                        .iter()
                        .all(|d| d.bytes().all(|b| b.is_ascii_digit()));
                ok.then(|| Region {
                    province: f[0].to_owned(),
                    city: f[1].to_owned(),
                    postcode: f[2].to_owned(),
                    area_code: f[3].to_owned(),
                    province_en: f[4].to_owned(),
                    city_en: f[5].to_owned(),
                })
                .ok_or(PhoneError::CorruptData)
            })
            .collect::<Result<Vec<_>, _>>()?;
        let areas = runs(&section(&mut lines, "areas")?, regions.len() as u32)?;
        let carriers = runs(&section(&mut lines, "carriers")?, 9)?;
        if carriers
            .iter()
            .any(|r| Carrier::from_card(r.value).is_none())
        {
            return Err(PhoneError::CorruptData);
        }
        Ok(Self {
            date,
            regions,
            areas,
            carriers,
        })
    }

    /// Number of regions and of 7-digit prefixes the table knows.
    pub fn size(&self) -> (usize, u32) {
        let prefixes = self.areas.iter().map(|r| r.end - r.start).sum();
        (self.regions.len(), prefixes)
    }

    /// The date of the data (`YYYY-MM`).
    pub fn date(&self) -> &str {
        &self.date
    }

    /// Looks up an already normalized 11-digit number.
    pub fn find(&self, number: &str) -> Result<PhoneInfo, PhoneError> {
        let prefix: u32 = number
            .get(..7)
            .and_then(|p| p.parse().ok())
            .ok_or(PhoneError::NotMobile)?;
        let region = find(&self.areas, prefix).ok_or(PhoneError::NotFound)?;
        let card = find(&self.carriers, prefix).ok_or(PhoneError::NotFound)?;
        let region = self
            .regions
            .get(region as usize)
            .ok_or(PhoneError::CorruptData)?;
        Ok(PhoneInfo {
            number: number.to_owned(),
            display: display(number),
            province: region.province.clone(),
            city: region.city.clone(),
            province_en: region.province_en.clone(),
            city_en: region.city_en.clone(),
            area_code: region.area_code.clone(),
            postcode: region.postcode.clone(),
            carrier: Carrier::from_card(card).ok_or(PhoneError::CorruptData)?,
            data_date: self.date.clone(),
        })
    }
}
