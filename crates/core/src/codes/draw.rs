//! A code laid out in pixels (whole-pixel rectangles plus text runs), written out as an SVG
//! document or rasterised into a PNG. One layout feeds both, so the files match.

use std::fmt::Write as _;

use super::font;
use crate::color::convert::Rgb;

/// A line of text centred on `center_x`, sitting on `baseline`, `em` pixels high.
#[derive(Clone, Debug, PartialEq)]
pub struct TextRun {
    pub text: String,
    pub center_x: f32,
    pub baseline: f32,
    pub em: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub width: u32,
    pub height: u32,
    pub foreground: Rgb,
    pub background: Rgb,
    /// Foreground rectangles: x, y, width, height.
    pub rects: Vec<[u32; 4]>,
    pub texts: Vec<TextRun>,
}

impl Drawing {
    pub fn new(foreground: Rgb, background: Rgb) -> Self {
        Drawing {
            width: 0,
            height: 0,
            foreground,
            background,
            rects: Vec::new(),
            texts: Vec::new(),
        }
    }

    pub fn rect(&mut self, x: u32, y: u32, w: u32, h: u32) {
        if w > 0 && h > 0 {
            self.rects.push([x, y, w, h]);
        }
    }

    pub fn to_svg(&self) -> String {
        let (w, h) = (self.width, self.height);
        let fg = hex(self.foreground);
        let mut out = String::with_capacity(200 + self.rects.len() * 24);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\">\
             <rect width=\"{w}\" height=\"{h}\" fill=\"{}\"/>",
            hex(self.background)
        );
        if !self.rects.is_empty() {
            let _ = write!(
                out,
                "<path fill=\"{fg}\" shape-rendering=\"crispEdges\" d=\""
            );
            for [x, y, w, h] in &self.rects {
                let _ = write!(out, "M{x} {y}h{w}v{h}h-{w}z");
            }
            out.push_str("\"/>");
        }
        if !self.texts.is_empty() {
            let mut d = String::new();
            for t in &self.texts {
                font::svg_path(&mut d, &t.text, t.center_x, t.baseline, t.em);
            }
            if !d.is_empty() {
                let _ = write!(out, "<path fill=\"{fg}\" d=\"{d}\"/>");
            }
        }
        out.push_str("</svg>\n");
        out
    }

    /// The image as 8-bit RGB rows, top to bottom.
    pub fn to_rgb(&self) -> Vec<u8> {
        let (w, h) = (self.width as usize, self.height as usize);
        let bg = [self.background.r, self.background.g, self.background.b];
        let fg = [self.foreground.r, self.foreground.g, self.foreground.b];
        let mut pixels = bg.repeat(w * h);
        for &[x, y, rw, rh] in &self.rects {
            let (x, y) = (x as usize, y as usize);
            let x_end = (x + rw as usize).min(w);
            for row in y..(y + rh as usize).min(h) {
                let start = (row * w + x) * 3;
                let end = (row * w + x_end) * 3;
                if start < end {
                    for px in pixels[start..end].chunks_exact_mut(3) {
                        px.copy_from_slice(&fg);
                    }
                }
            }
        }
        for t in &self.texts {
            font::raster(&t.text, t.center_x, t.baseline, t.em, |x, y, c| {
                if x < 0 || y < 0 || x as usize >= w || y as usize >= h {
                    return;
                }
                let i = (y as usize * w + x as usize) * 3;
                for (channel, &f) in pixels[i..i + 3].iter_mut().zip(&fg) {
                    let mixed = f32::from(*channel) * (1.0 - c) + f32::from(f) * c;
                    *channel = mixed.round().clamp(0.0, 255.0) as u8;
                }
            });
        }
        pixels
    }

    /// The image as a PNG file (8-bit RGB, no metadata).
    pub fn to_png(&self) -> Result<Vec<u8>, png::EncodingError> {
        let mut file = Vec::new();
        let mut encoder = png::Encoder::new(&mut file, self.width, self.height);
        encoder.set_color(png::ColorType::Rgb);
        encoder.set_depth(png::BitDepth::Eight);
        // Codes compress well even at the fastest setting, which is several times quicker.
        encoder.set_compression(png::Compression::Fast);
        let mut writer = encoder.write_header()?;
        writer.write_image_data(&self.to_rgb())?;
        writer.finish()?;
        Ok(file)
    }
}

fn hex(c: Rgb) -> String {
    format!("#{:02X}{:02X}{:02X}", c.r, c.g, c.b)
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLACK: Rgb = Rgb { r: 0, g: 0, b: 0 };
    const WHITE: Rgb = Rgb {
        r: 255,
        g: 255,
        b: 255,
    };

    #[test]
    fn rectangles_land_on_exact_pixels() {
        let mut d = Drawing::new(BLACK, WHITE);
        d.width = 4;
        d.height = 3;
        d.rect(1, 1, 2, 1);
        d.rect(3, 2, 5, 5); // clipped at the edges
        let px = d.to_rgb();
        let dark: Vec<bool> = px.chunks(3).map(|p| p[0] == 0).collect();
        #[rustfmt::skip]
        assert_eq!(dark, [
            false, false, false, false,
            false, true, true, false,
            false, false, false, true,
        ]);
        assert!(d.to_svg().contains("M1 1h2v1h-2z"));
    }

    #[test]
    fn svg_is_a_complete_document() {
        let mut d = Drawing::new(
            Rgb {
                r: 0x12,
                g: 0x34,
                b: 0x56,
            },
            WHITE,
        );
        d.width = 10;
        d.height = 10;
        d.rect(0, 0, 1, 1);
        let svg = d.to_svg();
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.contains("width=\"10\" height=\"10\""));
        assert!(svg.contains("fill=\"#FFFFFF\""));
        assert!(svg.contains("fill=\"#123456\""));
        assert!(svg.trim_end().ends_with("</svg>"));
    }

    #[test]
    fn png_round_trips_through_a_decoder() {
        let mut d = Drawing::new(BLACK, WHITE);
        d.width = 7;
        d.height = 5;
        d.rect(2, 1, 3, 3);
        let file = d.to_png().unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(file))
            .read_info()
            .unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!((info.width, info.height), (7, 5));
        assert_eq!(&buf[..info.buffer_size()], &d.to_rgb()[..]);
    }
}
