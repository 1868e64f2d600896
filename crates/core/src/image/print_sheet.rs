//! A print sheet of ID photos: one photo repeated on a 6-inch (4R, 4 × 6 in = 152 × 102 mm)
//! sheet at 300 dpi, as many as fit with a gap between them, the block centred, and cut marks
//! in the margin along every photo edge, so a photo shop prints the sheet and the user cuts
//! the photos out.

use image::{Rgba, RgbaImage};

use super::ImageError;

/// The 6-inch sheet at 300 dpi: 6 × 300 by 4 × 300 pixels.
pub const SHEET_LONG: u32 = 1800;
pub const SHEET_SHORT: u32 = 1200;
/// Between two photos: 2 mm at 300 dpi, room for a cut on each side.
pub const GAP: u32 = 24;
/// At least 3 mm round the block: printers leave the outer millimetres blank or crop them.
pub const MIN_MARGIN: u32 = 36;
/// Cut marks: 2 px (0.17 mm) wide, up to 3 mm long, starting 1 mm away from the photos.
pub const MARK_WIDTH: u32 = 2;
pub const MARK_LENGTH: u32 = 36;
pub const MARK_OFFSET: u32 = 12;

/// Where everything goes on the sheet, in sheet pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetLayout {
    pub width: u32,
    pub height: u32,
    pub columns: u32,
    pub rows: u32,
    /// The top-left corner of each photo, row by row.
    pub cells: Vec<(u32, u32)>,
    /// Filled rectangles `(x, y, width, height)`: the cut marks.
    pub marks: Vec<(u32, u32, u32, u32)>,
}

/// How many photos of `side` fit along `length` with [`GAP`] between them and
/// [`MIN_MARGIN`] at both ends.
fn fit(length: u32, side: u32) -> u32 {
    let room = length.saturating_sub(2 * MIN_MARGIN) + GAP;
    room / (side + GAP)
}

/// The layout of `photo` (width, height in pixels at 300 dpi) on the 6-inch sheet: landscape
/// or portrait, whichever holds more photos (landscape on a tie), never a photo turned.
pub fn layout(photo: (u32, u32)) -> Result<SheetLayout, ImageError> {
    let (pw, ph) = photo;
    if pw == 0 || ph == 0 {
        return Err(ImageError::BadOutputSize);
    }
    let landscape = (fit(SHEET_LONG, pw), fit(SHEET_SHORT, ph));
    let portrait = (fit(SHEET_SHORT, pw), fit(SHEET_LONG, ph));
    let (width, height, (columns, rows)) = if portrait.0 * portrait.1 > landscape.0 * landscape.1 {
        (SHEET_SHORT, SHEET_LONG, portrait)
    } else {
        (SHEET_LONG, SHEET_SHORT, landscape)
    };
    if columns == 0 || rows == 0 {
        return Err(ImageError::BadOutputSize);
    }
    let block_w = columns * pw + (columns - 1) * GAP;
    let block_h = rows * ph + (rows - 1) * GAP;
    let left = (width - block_w) / 2;
    let top = (height - block_h) / 2;
    let mut cells = Vec::with_capacity((columns * rows) as usize);
    for r in 0..rows {
        for c in 0..columns {
            cells.push((left + c * (pw + GAP), top + r * (ph + GAP)));
        }
    }
    // A mark on each cut line, in the margins: above and below the block for the vertical
    // cuts (both edges of every column), left and right of it for the horizontal ones. The
    // line is centred on the cut: the 2 px straddle the photo's edge.
    let mut marks = Vec::new();
    let half = MARK_WIDTH / 2;
    let room_y = top.saturating_sub(MARK_OFFSET).min(MARK_LENGTH);
    let room_x = left.saturating_sub(MARK_OFFSET).min(MARK_LENGTH);
    for c in 0..columns {
        let x0 = left + c * (pw + GAP);
        for x in [x0, x0 + pw] {
            if room_y > 0 {
                marks.push((x - half, top - MARK_OFFSET - room_y, MARK_WIDTH, room_y));
                marks.push((x - half, top + block_h + MARK_OFFSET, MARK_WIDTH, room_y));
            }
        }
    }
    for r in 0..rows {
        let y0 = top + r * (ph + GAP);
        for y in [y0, y0 + ph] {
            if room_x > 0 {
                marks.push((left - MARK_OFFSET - room_x, y - half, room_x, MARK_WIDTH));
                marks.push((left + block_w + MARK_OFFSET, y - half, room_x, MARK_WIDTH));
            }
        }
    }
    Ok(SheetLayout {
        width,
        height,
        columns,
        rows,
        cells,
        marks,
    })
}

/// The sheet: white, the photo at every cell, black cut marks.
pub fn render(photo: &RgbaImage) -> Result<RgbaImage, ImageError> {
    let plan = layout(photo.dimensions())?;
    let mut sheet = RgbaImage::from_pixel(plan.width, plan.height, Rgba([255, 255, 255, 255]));
    for &(x, y) in &plan.cells {
        image::imageops::replace(&mut sheet, photo, i64::from(x), i64::from(y));
    }
    for &(x, y, w, h) in &plan.marks {
        for yy in y..y + h {
            for xx in x..x + w {
                sheet.put_pixel(xx, yy, Rgba([0, 0, 0, 255]));
            }
        }
    }
    Ok(sheet)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The common sizes at 300 dpi (see web/src/tools/common/id-photo/sizes.ts for sources).
    const ONE_INCH: (u32, u32) = (295, 413);
    const TWO_INCH: (u32, u32) = (413, 579);

    #[test]
    fn as_many_photos_as_fit_in_the_better_orientation() {
        // 1 inch: portrait holds 3 × 4 = 12, landscape only 5 × 2 = 10.
        let one = layout(ONE_INCH).unwrap();
        assert_eq!((one.width, one.height), (1200, 1800));
        assert_eq!((one.columns, one.rows, one.cells.len()), (3, 4, 12));
        // 2 inch: 4 × 1 landscape, 2 × 2 portrait: a tie stays landscape.
        let two = layout(TWO_INCH).unwrap();
        assert_eq!((two.width, two.height), (1800, 1200));
        assert_eq!((two.columns, two.rows), (4, 1));
        // Small 1 inch (22 × 32 mm): 4 × 4 = 16 in portrait.
        let small = layout((260, 378)).unwrap();
        assert_eq!((small.columns, small.rows, small.height), (4, 4, 1800));
        // Passport and visa 33 × 48 mm: 4.
        assert_eq!(layout((390, 567)).unwrap().cells.len(), 4);
        // Larger than the sheet: refused, not a sheet with no photo.
        assert_eq!(layout((1200, 1800)), Err(ImageError::BadOutputSize));
        assert_eq!(layout((0, 10)), Err(ImageError::BadOutputSize));
    }

    #[test]
    fn the_block_is_centred_with_gaps_and_margins() {
        let one = layout(ONE_INCH).unwrap();
        // 3 × 295 + 2 × 24 = 933 wide, 4 × 413 + 3 × 24 = 1724 high on 1200 × 1800.
        assert_eq!(one.cells[0], (133, 38));
        assert_eq!(one.cells[1], (133 + 295 + 24, 38));
        assert_eq!(one.cells[3], (133, 38 + 413 + 24));
        let (lx, ly) = *one.cells.last().unwrap();
        assert_eq!((lx + 295, ly + 413), (1200 - 134, 1800 - 38));
        for &(x, y) in &one.cells {
            assert!(x >= MIN_MARGIN && y >= MIN_MARGIN);
            assert!(x + 295 + MIN_MARGIN <= one.width && y + 413 + MIN_MARGIN <= one.height);
        }
    }

    #[test]
    fn cut_marks_sit_on_every_photo_edge_in_the_margin_only() {
        let two = layout(TWO_INCH).unwrap();
        let (left, top) = two.cells[0];
        assert_eq!(
            (left, top),
            ((1800 - 4 * 413 - 3 * 24) / 2, (1200 - 579) / 2)
        );
        // Vertical cuts: 8 edges (4 columns), a mark above and below each: 16. Horizontal
        // cuts: 2 edges, a mark left and right of each: 4.
        assert_eq!(two.marks.len(), 20);
        let vertical: Vec<_> = two.marks.iter().filter(|m| m.2 == MARK_WIDTH).collect();
        let mut edges: Vec<u32> = vertical.iter().map(|m| m.0 + MARK_WIDTH / 2).collect();
        edges.dedup();
        let want: Vec<u32> = (0..4)
            .flat_map(|c| [left + c * 437, left + c * 437 + 413])
            .collect();
        assert_eq!(edges, want);
        // Above the block: 36 px long, ending 12 px above the photos.
        assert_eq!(vertical[0], &(left - 1, top - 12 - 36, 2, 36));
        // No mark touches a photo.
        for &(x, y, w, h) in &two.marks {
            for &(cx, cy) in &two.cells {
                let apart = x + w <= cx || cx + 413 <= x || y + h <= cy || cy + 579 <= y;
                assert!(apart, "mark {:?} on photo at {:?}", (x, y, w, h), (cx, cy));
            }
        }
        // 1 inch in portrait: only 38 px above the block, so the marks there are 26 px long.
        let one = layout(ONE_INCH).unwrap();
        assert!(one.marks.iter().any(|m| m.1 == 0 && m.3 == 26));
    }

    #[test]
    fn the_sheet_holds_the_photo_at_every_cell_and_black_marks() {
        let photo = RgbaImage::from_pixel(413, 579, Rgba([67, 142, 219, 255]));
        let sheet = render(&photo).unwrap();
        assert_eq!(sheet.dimensions(), (1800, 1200));
        let plan = layout((413, 579)).unwrap();
        for &(x, y) in &plan.cells {
            assert_eq!(sheet.get_pixel(x, y).0, [67, 142, 219, 255]);
            assert_eq!(sheet.get_pixel(x + 412, y + 578).0, [67, 142, 219, 255]);
        }
        // The gap between two photos and the margin are white; a mark is black.
        let (x, y) = plan.cells[0];
        assert_eq!(sheet.get_pixel(x + 413 + 5, y + 10).0, [255; 4]);
        assert_eq!(sheet.get_pixel(5, 5).0, [255; 4]);
        let (mx, my, _, _) = plan.marks[0];
        assert_eq!(sheet.get_pixel(mx, my).0, [0, 0, 0, 255]);
    }
}
