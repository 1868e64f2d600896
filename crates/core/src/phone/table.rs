//! The table: regions, runs of consecutive 7-digit mobile prefixes sharing a region, runs of
//! allocated 5-digit mobile blocks sharing a carrier, and the area codes (format in
//! `scripts/build-phone-data.py`). Parsed once, on first use, then a lookup is two binary
//! searches (or one map lookup for a landline).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::number::{Query, display};
use super::{Carrier, NumberKind, PhoneError, PhoneInfo, Place};

const DATA: &str = include_str!("../../data/phone/phone.txt");
/// The first 7-digit prefix the area runs count from, and the first 5-digit block.
const FIRST_PREFIX: u32 = 1_300_000;
const FIRST_BLOCK: u32 = 13_000;

/// `[start, end)` over prefixes or blocks, with the index of a region or a carrier code.
#[derive(Debug, Clone, Copy)]
struct Run {
    start: u32,
    end: u32,
    value: u32,
}

#[derive(Debug)]
pub struct Table {
    date: String,
    regions: Vec<Place>,
    areas: Vec<Run>,
    blocks: Vec<Run>,
    /// Area code without its 0 → region.
    landlines: HashMap<String, usize>,
}

/// The table built into the crate, parsed on first use.
pub fn table() -> Result<&'static Table, PhoneError> {
    static TABLE: OnceLock<Result<Table, PhoneError>> = OnceLock::new();
    TABLE
        .get_or_init(|| Table::parse(DATA))
        .as_ref()
        .map_err(Clone::clone)
}

fn find(runs: &[Run], key: u32) -> Option<u32> {
    let i = runs.partition_point(|r| r.end <= key);
    runs.get(i).filter(|r| r.start <= key).map(|r| r.value)
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

fn runs(lines: &[&str], first: u32, last: u32, limit: u32) -> Result<Vec<Run>, PhoneError> {
    let mut out = Vec::with_capacity(lines.len());
    let mut end = first;
    for line in lines {
        let mut fields = line.split(' ').map(|f| u32::from_str_radix(f, 36).ok());
        let (Some(Some(skip)), Some(Some(len)), Some(Some(value)), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(PhoneError::CorruptData);
        };
        let start = end.checked_add(skip).ok_or(PhoneError::CorruptData)?;
        end = start.checked_add(len).ok_or(PhoneError::CorruptData)?;
        if len == 0 || value >= limit || end > last {
            return Err(PhoneError::CorruptData);
        }
        out.push(Run { start, end, value });
    }
    Ok(out)
}

fn digits(s: &str, lengths: &[usize]) -> bool {
    lengths.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
}

fn region(line: &str) -> Result<Place, PhoneError> {
    let f: Vec<&str> = line.split('|').collect();
    let ok = f.len() == 6
        && f[..4].iter().all(|n| !n.is_empty())
        && (f[4].is_empty() || (f[4].starts_with('0') && digits(f[4], &[3, 4])))
        && (f[5].is_empty() || digits(f[5], &[6]));
    let some = |s: &str| (!s.is_empty()).then(|| s.to_owned());
    ok.then(|| Place {
        province: f[0].to_owned(),
        city: f[1].to_owned(),
        province_en: f[2].to_owned(),
        city_en: f[3].to_owned(),
        area_code: some(f[4]),
        postcode: some(f[5]),
    })
    .ok_or(PhoneError::CorruptData)
}

impl Table {
    /// Parses the compact text; anything unexpected is [`PhoneError::CorruptData`].
    pub fn parse(text: &str) -> Result<Self, PhoneError> {
        let mut lines = text.lines();
        let date = lines
            .next()
            .and_then(|h| h.strip_prefix("PHONE-COMPACT 2 "))
            .and_then(|h| h.split(' ').next())
            .filter(|d| d.len() == 7 && d.as_bytes()[4] == b'-')
            .ok_or(PhoneError::CorruptData)?
            .to_owned();
        let regions = section(&mut lines, "regions")?
            .into_iter()
            .map(region)
            .collect::<Result<Vec<_>, _>>()?;
        let count = regions.len() as u32;
        let areas = runs(
            &section(&mut lines, "areas")?,
            FIRST_PREFIX,
            2_000_000,
            count,
        )?;
        let blocks = runs(&section(&mut lines, "blocks")?, FIRST_BLOCK, 20_000, 10)?;
        if blocks.iter().any(|r| Carrier::from_card(r.value).is_none()) {
            return Err(PhoneError::CorruptData);
        }
        let mut landlines = HashMap::new();
        for line in section(&mut lines, "landlines")? {
            let (code, index) = line.split_once(' ').ok_or(PhoneError::CorruptData)?;
            let index = usize::from_str_radix(index, 36).map_err(|_| PhoneError::CorruptData)?;
            if !digits(code, &[2, 3]) || index >= regions.len() {
                return Err(PhoneError::CorruptData);
            }
            landlines.insert(code.to_owned(), index);
        }
        Ok(Self {
            date,
            regions,
            areas,
            blocks,
            landlines,
        })
    }

    /// Number of regions, of 7-digit prefixes with a city, and of area codes.
    pub fn size(&self) -> (usize, u32, usize) {
        let prefixes = self.areas.iter().map(|r| r.end - r.start).sum();
        (self.regions.len(), prefixes, self.landlines.len())
    }

    /// The date of the data (`YYYY-MM`).
    pub fn date(&self) -> &str {
        &self.date
    }

    fn place(&self, index: u32) -> Result<Place, PhoneError> {
        self.regions
            .get(index as usize)
            .cloned()
            .ok_or(PhoneError::CorruptData)
    }

    /// The carrier of a mobile number's (or prefix's) block and the city of its prefix.
    fn mobile(&self, digits: &str) -> Result<(Carrier, Option<Place>), PhoneError> {
        let key = |n: usize| digits.get(..n).and_then(|p| p.parse::<u32>().ok());
        let (Some(block), Some(prefix)) = (key(5), key(7)) else {
            return Err(PhoneError::NotChinese);
        };
        // Grouped as it is read (a bare digit string would be shown as a number: 1,541).
        let unallocated = || PhoneError::Unallocated {
            block: format!("{} {}", &digits[..3], &digits[3..4]),
        };
        let card = find(&self.blocks, block).ok_or_else(unallocated)?;
        let carrier = Carrier::from_card(card).ok_or(PhoneError::CorruptData)?;
        let place = find(&self.areas, prefix)
            .map(|r| self.place(r))
            .transpose()?;
        Ok((carrier, place))
    }

    fn area(&self, code: &str) -> Result<Place, PhoneError> {
        let index = code
            .strip_prefix('0')
            .and_then(|c| self.landlines.get(c))
            .ok_or_else(|| PhoneError::UnknownAreaCode {
                code: code.to_owned(),
            })?;
        let mut place = self.place(*index as u32)?;
        // The code typed is the answer, also for a city whose own record names another.
        place.area_code = Some(code.to_owned());
        Ok(place)
    }

    /// Looks up an already normalized query.
    pub fn find(&self, query: &Query) -> Result<PhoneInfo, PhoneError> {
        let info = |kind, number: &str, display, carrier, place| PhoneInfo {
            kind,
            number: number.to_owned(),
            display,
            carrier,
            place,
            data_date: self.date.clone(),
        };
        Ok(match query {
            Query::Mobile(n) | Query::Prefix(n) => {
                let (carrier, place) = self.mobile(n)?;
                let kind = if n.len() == 11 {
                    NumberKind::Mobile
                } else {
                    NumberKind::Prefix
                };
                info(kind, n, display(n), Some(carrier), place)
            }
            Query::Landline { area, local } => {
                let place = self.area(area)?;
                let shown = format!("{area}-{}", display(local));
                info(
                    NumberKind::Landline,
                    &format!("{area}{local}"),
                    shown,
                    None,
                    Some(place),
                )
            }
            Query::AreaCode(code) => {
                let place = self.area(code)?;
                info(NumberKind::AreaCode, code, code.clone(), None, Some(place))
            }
        })
    }
}
