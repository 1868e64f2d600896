//! Packs several finished images into one `.zip` (stored, not compressed: JPEG and PNG are
//! compressed already) for the batch download of the watermark tool.

use std::io::{Cursor, Write};

use super::ImageError;

/// One file in the archive. Names are made unique (`a.png`, `a (2).png`).
#[derive(Debug)]
pub struct Entry<'a> {
    pub name: &'a str,
    pub bytes: &'a [u8],
}

fn unique_name(name: &str, taken: &mut std::collections::HashSet<String>) -> String {
    // No folders or odd characters in names from the user's file system.
    let clean: String = name
        .chars()
        .map(|c| {
            if matches!(c, '/' | '\\' | ':' | '\0') {
                '_'
            } else {
                c
            }
        })
        .collect();
    let clean = if clean.trim().is_empty() {
        "image".to_string()
    } else {
        clean
    };
    if taken.insert(clean.clone()) {
        return clean;
    }
    let (stem, ext) = match clean.rfind('.') {
        Some(i) if i > 0 => (&clean[..i], &clean[i..]),
        _ => (clean.as_str(), ""),
    };
    (2..)
        .map(|n| format!("{stem} ({n}){ext}"))
        .find(|candidate| taken.insert(candidate.clone()))
        .unwrap_or_default()
}

pub fn pack(entries: &[Entry]) -> Result<Vec<u8>, ImageError> {
    let mut writer = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(entries.iter().map(|e| e.bytes.len() as u64).sum::<u64>() > u32::MAX as u64);
    let mut taken = std::collections::HashSet::new();
    for entry in entries {
        writer
            .start_file(unique_name(entry.name, &mut taken), options)
            .map_err(|_| ImageError::EncodeFailed)?;
        writer
            .write_all(entry.bytes)
            .map_err(|_| ImageError::EncodeFailed)?;
    }
    Ok(writer
        .finish()
        .map_err(|_| ImageError::EncodeFailed)?
        .into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn packs_files_under_unique_names() {
        let bytes = pack(&[
            Entry {
                name: "a.png",
                bytes: b"one",
            },
            Entry {
                name: "a.png",
                bytes: b"two",
            },
            Entry {
                name: "../x/b.jpg",
                bytes: b"three",
            },
            Entry {
                name: "",
                bytes: b"",
            },
        ])
        .expect("zip");
        let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).expect("reads");
        let names: Vec<String> = archive
            .file_names()
            .filter_map(|n| n.ok().map(|n| n.into_owned()))
            .collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(sorted, [".._x_b.jpg", "a (2).png", "a.png", "image"]);
        let mut text = String::new();
        archive
            .by_name("a (2).png")
            .expect("entry")
            .read_to_string(&mut text)
            .expect("read");
        assert_eq!(text, "two");
    }
}
