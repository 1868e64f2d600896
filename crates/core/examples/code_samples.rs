//! Writes one PNG and one SVG per symbology into a folder, for looking at the output by eye:
//! `cargo run -p toolbox-core --example code_samples -- /tmp/codes`.

use toolbox_core::codes::generate::{self, CodeRequest, Symbology};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "code-samples".to_owned());
    std::fs::create_dir_all(&dir).expect("create the output folder");
    let samples = [
        (Symbology::Qr, "https://example.com/ 中文二维码"),
        (Symbology::Code128, "Handy-Toolbox-128"),
        (Symbology::Ean13, "690123456789"),
        (Symbology::Ean8, "9638507"),
        (Symbology::UpcA, "03600029145"),
        (Symbology::Code39, "CODE-39"),
        (Symbology::Itf14, "1690123456789"),
        (Symbology::Codabar, "A40156B"),
    ];
    for (symbology, text) in samples {
        let request = CodeRequest::new(symbology, text);
        let name = format!("{dir}/{symbology:?}");
        let png = generate::png(&request).expect("png");
        std::fs::write(format!("{name}.png"), png).expect("write png");
        let svg = generate::svg(&request).expect("svg");
        std::fs::write(format!("{name}.svg"), svg.svg).expect("write svg");
        println!("{name}: {}", svg.content);
    }
}
