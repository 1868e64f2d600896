//! Crop and resize of RGBA images (the ID photo's standard sizes), with the `image` crate's
//! filters: area averaging for large reductions, then Lanczos for the last step.

use image::imageops::{self, FilterType};
use image::{ImageBuffer, RgbaImage};

use super::probe::{MAX_PIXELS, MAX_SIDE};
use super::{ImageError, Rect, RgbaView};

/// Cuts `crop` out of `img` (whole image when `None`) and scales it to `size` (unchanged when
/// `None`). Everything is checked: a rectangle outside the image is `BadCrop`.
pub fn crop_resize(
    img: &RgbaView,
    crop: Option<Rect>,
    size: Option<(u32, u32)>,
) -> Result<RgbaImage, ImageError> {
    let crop = crop.unwrap_or(Rect {
        x: 0,
        y: 0,
        width: img.width,
        height: img.height,
    });
    let fits = crop.width > 0
        && crop.height > 0
        && crop
            .x
            .checked_add(crop.width)
            .is_some_and(|r| r <= img.width)
        && crop
            .y
            .checked_add(crop.height)
            .is_some_and(|b| b <= img.height);
    if !fits {
        return Err(ImageError::BadCrop);
    }
    let (tw, th) = size.unwrap_or((crop.width, crop.height));
    // The output is held in memory like any input, so it gets the same pixel budget: 16,384²
    // would be 1 GiB of RGBA (found while writing the image_ops fuzz target; its input is
    // fuzz/corpus/image_ops/regression-huge-output).
    if tw == 0
        || th == 0
        || tw > MAX_SIDE
        || th > MAX_SIDE
        || u64::from(tw) * u64::from(th) > MAX_PIXELS
    {
        return Err(ImageError::BadOutputSize);
    }
    // Copy the rows of the crop (the source is borrowed, the image crate wants owned buffers).
    let stride = img.width as usize * 4;
    let (x0, w) = (crop.x as usize * 4, crop.width as usize * 4);
    let mut rows = Vec::with_capacity(w * crop.height as usize);
    for y in crop.y as usize..(crop.y + crop.height) as usize {
        rows.extend_from_slice(&img.data[y * stride + x0..y * stride + x0 + w]);
    }
    let mut part: RgbaImage =
        ImageBuffer::from_raw(crop.width, crop.height, rows).ok_or(ImageError::BadBuffer)?;
    if (tw, th) == (crop.width, crop.height) {
        return Ok(part);
    }
    // Averaging first keeps a 12-megapixel reduction fast and free of aliasing.
    if crop.width >= tw * 3 && crop.height >= th * 3 {
        part = imageops::thumbnail(&part, tw * 2, th * 2);
    }
    Ok(imageops::resize(&part, tw, th, FilterType::Lanczos3))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gradient(w: u32, h: u32) -> Vec<u8> {
        (0..w * h)
            .flat_map(|i| {
                [
                    (i % w * 255 / w.max(1)) as u8,
                    (i / w * 255 / h) as u8,
                    0,
                    255,
                ]
            })
            .collect()
    }

    #[test]
    fn crops_and_scales_to_the_requested_size() {
        let data = gradient(400, 600);
        let img = RgbaView::new(&data, 400, 600).expect("view");
        let crop = Rect {
            x: 100,
            y: 0,
            width: 200,
            height: 280,
        };
        let out = crop_resize(&img, Some(crop), Some((295, 413))).expect("ok");
        assert_eq!(out.dimensions(), (295, 413));
        // The left edge of the crop is about a quarter across the source.
        let p = out.get_pixel(0, 200);
        assert!((60..=70).contains(&p[0]), "{p:?}");
        let big = crop_resize(&img, None, Some((40, 60))).expect("ok");
        assert_eq!(big.dimensions(), (40, 60));
        assert_eq!(
            crop_resize(&img, None, None).expect("ok").dimensions(),
            (400, 600)
        );
    }

    #[test]
    fn refuses_rectangles_outside_the_image() {
        let data = gradient(10, 10);
        let img = RgbaView::new(&data, 10, 10).expect("view");
        for crop in [
            Rect {
                x: 5,
                y: 0,
                width: 6,
                height: 5,
            },
            Rect {
                x: 0,
                y: 0,
                width: 0,
                height: 5,
            },
            Rect {
                x: u32::MAX,
                y: 0,
                width: 2,
                height: 2,
            },
        ] {
            assert_eq!(
                crop_resize(&img, Some(crop), None),
                Err(ImageError::BadCrop)
            );
        }
        assert_eq!(
            crop_resize(&img, None, Some((0, 4))),
            Err(ImageError::BadOutputSize)
        );
        assert_eq!(
            crop_resize(&img, None, Some((MAX_SIDE + 1, 4))),
            Err(ImageError::BadOutputSize)
        );
    }

    #[test]
    fn refuses_an_output_beyond_the_pixel_budget_before_allocating_it() {
        // A 1-pixel image scaled to 16,384 × 16,384 used to allocate 1 GiB (and several more
        // for the filter) before failing or finishing seconds later.
        let data = gradient(1, 1);
        let img = RgbaView::new(&data, 1, 1).expect("view");
        assert_eq!(
            crop_resize(&img, None, Some((MAX_SIDE, MAX_SIDE))),
            Err(ImageError::BadOutputSize)
        );
        assert_eq!(
            crop_resize(&img, None, Some((8_000, 5_001))),
            Err(ImageError::BadOutputSize)
        );
        assert!(crop_resize(&img, None, Some((400, 300))).is_ok());
    }
}
