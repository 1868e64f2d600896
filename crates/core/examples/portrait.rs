//! Writes a synthetic portrait as a JPEG, e.g. the 12-megapixel photo of the browser benchmark:
//! `cargo run --release -p toolbox-core --example portrait -- 3000 4000 /tmp/portrait-12mp.jpg`
//! Optional fourth argument: the case name from the standard set (default "plain blue").

use toolbox_core::image::synth::{render, standard_set};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let width: u32 = args.first().map_or(Ok(3000), |a| a.parse())?;
    let height: u32 = args.get(1).map_or(Ok(4000), |a| a.parse())?;
    let out = args.get(2).map_or("portrait.jpg", String::as_str);
    let case = args.get(3).map_or("plain blue", String::as_str);
    let (_, mut spec) = standard_set(width, height)
        .into_iter()
        .find(|(name, _)| *name == case)
        .ok_or("unknown case")?;
    // The file itself is the JPEG: no second round of compression inside the generator.
    spec.jpeg_quality = None;
    let p = render(&spec);
    let rgb: Vec<u8> = p
        .rgba
        .chunks_exact(4)
        .flat_map(|c| [c[0], c[1], c[2]])
        .collect();
    let ext = out.rsplit('.').next().unwrap_or("jpg");
    let format = if ext.eq_ignore_ascii_case("png") {
        image::ImageFormat::Png
    } else {
        image::ImageFormat::Jpeg
    };
    image::save_buffer_with_format(out, &rgb, width, height, image::ColorType::Rgb8, format)?;
    println!("wrote {out} ({width} × {height}, {case})");
    Ok(())
}
