//! A one-column Excel workbook (`.xlsx`) written in memory with `rust_xlsxwriter`, so exports
//! happen in the browser without any server.

use rust_xlsxwriter::{Format, Workbook, XlsxError};

use crate::error::CodedError;

/// Excel's own limit on rows per sheet, minus the header row.
pub const MAX_ROWS: usize = 1_048_575;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    #[error("too many rows for one sheet")]
    TooManyRows,
    #[error("the spreadsheet could not be written")]
    Write,
}

impl CodedError for ExportError {
    fn code(&self) -> &'static str {
        match self {
            ExportError::TooManyRows => "export.too_many_rows",
            ExportError::Write => "export.write_failed",
        }
    }
}

impl From<XlsxError> for ExportError {
    fn from(_: XlsxError) -> Self {
        ExportError::Write
    }
}

/// Writes `rows` under a bold `header` into sheet `sheet_name` (truncated to Excel's 31
/// characters, with the characters Excel forbids replaced) and returns the file's bytes.
///
/// The workbook stamps its creation time from the system clock; wasm32 has none, so the
/// facade crate turns on `rust_xlsxwriter`'s `wasm` feature, which reads `Date.now()` instead.
pub fn single_column(
    header: &str,
    rows: &[String],
    sheet_name: &str,
) -> Result<Vec<u8>, ExportError> {
    if rows.len() > MAX_ROWS {
        return Err(ExportError::TooManyRows);
    }
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name(clean_sheet_name(sheet_name))?;
    let bold = Format::new().set_bold();
    sheet.write_string_with_format(0, 0, header, &bold)?;
    let mut widest = header.chars().count();
    for (i, row) in rows.iter().enumerate() {
        // i < MAX_ROWS, so the row index always fits Excel's u32 row numbers.
        let r = u32::try_from(i + 1).map_err(|_| ExportError::TooManyRows)?;
        sheet.write_string(r, 0, row)?;
        widest = widest.max(row.chars().count());
    }
    sheet.set_column_width(0, (widest as f64 + 2.0).min(255.0))?;
    sheet.set_freeze_panes(1, 0)?;
    Ok(workbook.save_to_buffer()?)
}

fn clean_sheet_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| if "[]:*?/\\".contains(c) { '_' } else { c })
        .take(31)
        .collect();
    let trimmed = cleaned.trim_matches('\'').trim();
    if trimmed.is_empty() {
        "Sheet1".to_string()
    } else {
        trimmed.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn entry(bytes: &[u8], name: &str) -> String {
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut text = String::new();
        archive
            .by_name(name)
            .unwrap()
            .read_to_string(&mut text)
            .unwrap();
        text
    }

    #[test]
    fn writes_header_and_rows_into_the_named_sheet() {
        let rows: Vec<String> = vec!["row-0".into(), "行 <1> & \"2\"".into()];
        let bytes = single_column("UUID", &rows, "UUIDs").unwrap();
        assert_eq!(&bytes[..4], b"PK\x03\x04", "an xlsx file is a zip archive");
        let workbook = entry(&bytes, "xl/workbook.xml");
        assert!(workbook.contains(r#"name="UUIDs""#));
        let strings = entry(&bytes, "xl/sharedStrings.xml");
        assert!(strings.contains("<t>UUID</t>"));
        assert!(strings.contains("<t>row-0</t>"));
        assert!(strings.contains("<t>行 &lt;1&gt; &amp; \"2\"</t>"));
        let sheet = entry(&bytes, "xl/worksheets/sheet1.xml");
        assert!(sheet.contains(r#"<c r="A3""#), "header plus two rows");
    }

    #[test]
    fn sheet_names_are_made_legal() {
        assert_eq!(clean_sheet_name("a/b:c"), "a_b_c");
        assert_eq!(clean_sheet_name(""), "Sheet1");
        assert_eq!(clean_sheet_name("''"), "Sheet1");
        assert_eq!(clean_sheet_name(&"x".repeat(40)).len(), 31);
        assert_eq!(clean_sheet_name("中文名称"), "中文名称");
    }

    #[test]
    fn empty_row_list_still_makes_a_file() {
        let bytes = single_column("UUID", &[], "S").unwrap();
        assert!(entry(&bytes, "xl/sharedStrings.xml").contains("UUID"));
    }
}
