//! ID-photo background replacement: a real segmentation of the person, not a colour swap.
//!
//! 1. [`segment`]: on a working copy of about a megapixel, estimate the backdrop from the
//!    borders and grow it in OKLab from the borders, following slow changes (uneven light, soft
//!    shadows) but stopping at edges. Clothing of the backdrop's colour that the backdrop does
//!    not reach stays as it is.
//! 2. [`matte`]: at full resolution, a soft alpha along the boundary from the local backdrop and
//!    person colours, refined by a guided filter (`refine`) so it follows the photo's own edges
//!    between hair strands, then `αF + (1 − α)N` with the person colour `F` freed of the old
//!    backdrop's colour (no halo, no fringe after a later change of colour).
//!
//! Photos that already have a transparent background are composited on their own alpha.

pub mod matte;
mod refine;
pub mod segment;

use super::color::lab_to_srgb;
use super::{ImageError, Rect, RgbaView};

/// The three backgrounds of Chinese ID photos (the spec's white, blue and red).
pub const WHITE: [u8; 3] = [255, 255, 255];
pub const BLUE: [u8; 3] = [67, 142, 219];
pub const RED: [u8; 3] = [255, 0, 0];

/// What the tool found, for the UI.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct IdPhotoReport {
    /// The old backdrop colour as `#rrggbb` (absent for a transparent background).
    pub backdrop: Option<String>,
    /// False when the borders are not mostly one colour: the result may need checking.
    pub plain: bool,
    /// Share of the photo that is (at least partly) the person, 0..=1.
    pub person_share: f32,
    /// Where the person is (ignoring stray specks), to place a crop frame.
    pub person_box: Option<Rect>,
}

#[derive(Debug)]
pub struct IdPhotoOutput {
    /// The composite, RGBA, opaque.
    pub pixels: Vec<u8>,
    /// The person's alpha (255 = person), one byte per pixel.
    pub alpha: Vec<u8>,
    pub report: IdPhotoReport,
}

/// Below this share of border pixels matching one colour the backdrop is "not plain".
const PLAIN_SHARE: f32 = 0.5;

/// Replaces the backdrop of `img` with `colour`. `progress` hears fractions from 0 to 1.
pub fn replace_background(
    img: &RgbaView,
    colour: [u8; 3],
    progress: &mut dyn FnMut(f32),
) -> IdPhotoOutput {
    let mut pixels = vec![0u8; img.data.len()];
    let mut alpha = vec![0u8; img.pixels()];
    progress(0.0);
    if has_transparent_background(img) {
        for (i, px) in img.data.chunks_exact(4).enumerate() {
            let a = f32::from(px[3]) / 255.0;
            for ch in 0..3 {
                pixels[i * 4 + ch] =
                    (f32::from(px[ch]) * a + f32::from(colour[ch]) * (1.0 - a)).round() as u8;
            }
            pixels[i * 4 + 3] = 255;
            alpha[i] = px[3];
        }
        progress(1.0);
        return IdPhotoOutput {
            report: IdPhotoReport {
                backdrop: None,
                plain: true,
                person_share: share(&alpha),
                person_box: person_box(&alpha, img.width, img.height),
            },
            pixels,
            alpha,
        };
    }
    let work = segment::Work::new(img);
    progress(0.2);
    let backdrop = segment::estimate_backdrop(&work);
    let mut bg = segment::grow_backdrop(&work, &backdrop);
    let local = segment::local_backdrop(&work, &bg);
    segment::recover_pockets(&work, &backdrop, &local, &mut bg);
    progress(0.35);
    let maps = matte::maps(&work, &backdrop, &local, &bg);
    drop(work);
    progress(0.45);
    matte::composite(img, &maps, colour, &mut pixels, &mut alpha, &mut |f| {
        progress(0.45 + 0.55 * f)
    });
    progress(1.0);
    let [r, g, b] = lab_to_srgb(backdrop.colour);
    IdPhotoOutput {
        report: IdPhotoReport {
            backdrop: Some(format!("#{r:02x}{g:02x}{b:02x}")),
            plain: backdrop.share >= PLAIN_SHARE,
            person_share: share(&alpha),
            person_box: person_box(&alpha, img.width, img.height),
        },
        pixels,
        alpha,
    }
}

/// The rows and columns where at least 0.5 % of the pixels are the person.
pub fn person_box(alpha: &[u8], width: u32, height: u32) -> Option<Rect> {
    let (w, h) = (width as usize, height as usize);
    if alpha.len() != w * h || w == 0 || h == 0 {
        return None;
    }
    let mut rows = vec![0u32; h];
    let mut cols = vec![0u32; w];
    for (y, row) in alpha.chunks_exact(w).enumerate() {
        for (x, &a) in row.iter().enumerate() {
            if a >= 128 {
                rows[y] += 1;
                cols[x] += 1;
            }
        }
    }
    let span = |counts: &[u32], of: usize| {
        let min = (of as u32 / 200).max(1);
        let first = counts.iter().position(|&c| c >= min)?;
        let last = counts.iter().rposition(|&c| c >= min)?;
        Some((first as u32, (last - first + 1) as u32))
    };
    let (y, height) = span(&rows, w)?;
    let (x, width) = span(&cols, h)?;
    Some(Rect {
        x,
        y,
        width,
        height,
    })
}

fn share(alpha: &[u8]) -> f32 {
    let n = alpha.iter().filter(|&&a| a >= 128).count();
    n as f32 / alpha.len().max(1) as f32
}

/// A cut-out (PNG with a transparent background): most of the border is transparent.
fn has_transparent_background(img: &RgbaView) -> bool {
    let (w, h) = (img.width as usize, img.height as usize);
    let alpha_at = |x: usize, y: usize| img.data[(y * w + x) * 4 + 3];
    let mut clear = 0usize;
    for x in 0..w {
        clear += usize::from(alpha_at(x, 0) < 128);
    }
    for y in 0..h {
        clear += usize::from(alpha_at(0, y) < 128) + usize::from(alpha_at(w - 1, y) < 128);
    }
    clear * 2 > w + 2 * h
}

/// Changes the background of a composite made by [`replace_background`] from `from` to `to`
/// without segmenting again: each pixel moves by its backdrop share `(1 − α)(to − from)`.
pub fn recolour(
    pixels: &mut [u8],
    alpha: &[u8],
    from: [u8; 3],
    to: [u8; 3],
) -> Result<(), ImageError> {
    if pixels.len() != alpha.len() * 4 {
        return Err(ImageError::BadBuffer);
    }
    let delta = [
        f32::from(to[0]) - f32::from(from[0]),
        f32::from(to[1]) - f32::from(from[1]),
        f32::from(to[2]) - f32::from(from[2]),
    ];
    for (px, &a) in pixels.chunks_exact_mut(4).zip(alpha) {
        match a {
            255 => {}
            0 => px[..3].copy_from_slice(&to),
            _ => {
                let keep = 1.0 - f32::from(a) / 255.0;
                for ch in 0..3 {
                    px[ch] = (f32::from(px[ch]) + keep * delta[ch])
                        .round()
                        .clamp(0.0, 255.0) as u8;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
