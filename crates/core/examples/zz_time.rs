use toolbox_core::image::RgbaView;
use toolbox_core::image::id_photo::replace_background;
use toolbox_core::image::synth::{render, standard_set};
fn main() {
    let (_, mut spec) = standard_set(3000, 4000).into_iter().next().unwrap();
    spec.jpeg_quality = None;
    let p = render(&spec);
    let view = RgbaView::new(&p.rgba, 3000, 4000).unwrap();
    for _ in 0..3 {
        let t = std::time::Instant::now();
        let mut marks = Vec::new();
        let _out = replace_background(&view, [255, 0, 0], &mut |f| marks.push((f, t.elapsed().as_millis())));
        eprintln!("{:?} total {:?}", marks.iter().filter(|m| [0.2f32,0.35,0.45,1.0].contains(&m.0)).collect::<Vec<_>>(), t.elapsed());
    }
}
