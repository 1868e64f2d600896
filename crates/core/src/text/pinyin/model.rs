//! The polyphone model: the one-layer BiLSTM of the PyPI package `g2pM` 0.1.2.5 (Apache-2.0,
//! Kakao Brain; trained on the train split of the CPP dataset), in our compact form
//! (`data/pinyin/g2pm.bin`, written by `scripts/build-pinyin-model.py`: weights quantised to
//! 8 bits, the embedding to 6), run by the code below. The converter asks it only about
//! characters its lexicon and rules are unsure of (see `Policy` in `mod.rs`).

use rustc_hash::FxHashMap;
use std::sync::OnceLock;

static DATA: &[u8] = include_bytes!("../../../data/pinyin/g2pm.bin");

const EMB: usize = 64;
const HIDDEN: usize = 32;
const GATES: usize = 4 * HIDDEN;
const DENSE: usize = 32;
/// Characters of context on each side of the one read. Measured on the CPP development split
/// (a third of it), 6 read as well as the whole sentence but one sentence in 3,300.
pub const CONTEXT: usize = 6;
/// Ids of the unknown character, the start and the end of a sentence.
const UNK: u16 = 1;
pub const BOS: u16 = 2;
pub const EOS: u16 = 3;

/// A dequantised weight matrix, stored column by column: a product with a vector then adds
/// one scaled column after another, a loop without a dependency chain (several times faster
/// than row-by-row dot products, and vectorised where the target allows).
struct Matrix {
    rows: usize,
    cols: usize,
    columns: Vec<f32>,
}

impl Matrix {
    /// `out += self · v`.
    fn add_product(&self, out: &mut [f32], v: &[f32]) {
        for (column, &x) in self.columns.chunks_exact(self.rows).zip(v) {
            for (o, &w) in out.iter_mut().zip(column) {
                *o += w * x;
            }
        }
    }

    /// Row `r` times `v`.
    fn row_dot(&self, r: usize, v: &[f32]) -> f32 {
        (0..self.cols)
            .zip(v)
            .map(|(c, x)| self.columns[c * self.rows + r] * x)
            .sum()
    }
}

pub struct Model {
    vocab: FxHashMap<char, u16>,
    classes: FxHashMap<&'static str, u16>,
    /// The embedding stays quantised: one scale per row, 6-bit values.
    emb_scale: Vec<f32>,
    emb: &'static [u8],
    fw_ih: Matrix,
    // In WebAssembly the SIMD step reads `fw_hh_v` and `bw_hh_v` instead.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fw_hh: Matrix,
    bw_ih: Matrix,
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    bw_hh: Matrix,
    dense0: Matrix,
    dense1: Matrix,
    fw_bias: Vec<f32>,
    bw_bias: Vec<f32>,
    dense0_bias: Vec<f32>,
    dense1_bias: Vec<f32>,
    /// `fw_hh` and `bw_hh` as vectors, for [`step_simd`].
    #[cfg(target_arch = "wasm32")]
    fw_hh_v: Vec<v128>,
    #[cfg(target_arch = "wasm32")]
    bw_hh_v: Vec<v128>,
    /// Per character id, its input projections through both directions' input weights plus
    /// their biases, computed on first use: [forward 128 | backward 128].
    projections: Box<[OnceLock<Box<[f32]>>]>,
}

/// The model, parsed on first use; `None` if the embedded data were malformed (then the
/// converter works as without it).
pub fn model() -> Option<&'static Model> {
    static MODEL: OnceLock<Option<Model>> = OnceLock::new();
    MODEL.get_or_init(|| Model::parse(DATA)).as_ref()
}

struct Reader {
    data: &'static [u8],
    at: usize,
}

impl Reader {
    fn bytes(&mut self, n: usize) -> Option<&'static [u8]> {
        let out = self.data.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(out)
    }
    fn u32(&mut self) -> Option<usize> {
        let b = self.bytes(4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
    }
    fn f32s(&mut self, n: usize) -> Option<Vec<f32>> {
        let b = self.bytes(n.checked_mul(4)?)?;
        Some(
            b.chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        )
    }
    fn text(&mut self) -> Option<&'static str> {
        let n = self.u32()?;
        std::str::from_utf8(self.bytes(n)?).ok()
    }
    /// A quantised matrix: its shape, scales and raw values.
    fn quantised(&mut self) -> Option<(usize, usize, Vec<f32>, &'static [u8])> {
        let rows = self.u32()?;
        let cols = self.u32()?;
        let scale = self.f32s(rows)?;
        let values = self.bytes(rows.checked_mul(cols)?)?;
        Some((rows, cols, scale, values))
    }
    fn matrix(&mut self, rows: usize, cols: usize) -> Option<Matrix> {
        let (r, c, scale, values) = self.quantised()?;
        if (r, c) != (rows, cols) {
            return None;
        }
        let mut columns = vec![0.0; rows * cols];
        for (i, &v) in values.iter().enumerate() {
            let (r, c) = (i / cols, i % cols);
            columns[c * rows + r] = f32::from(v as i8) * scale[r];
        }
        Some(Matrix {
            rows,
            cols,
            columns,
        })
    }
    fn vector(&mut self, len: usize) -> Option<Vec<f32>> {
        (self.u32()? == len).then_some(())?;
        self.f32s(len)
    }
}

/// tanh by a rational (Padé 7/6) approximation, within 2e-6 of it where |x| < 4.97 and
/// clamped beyond (where tanh is within 1e-4 of ±1): a few multiplications and one division
/// instead of `exp`, which costs several times more, in WebAssembly most.
fn tanh(x: f32) -> f32 {
    let x = x.clamp(-4.97, 4.97);
    let x2 = x * x;
    let p = x * (135_135.0 + x2 * (17_325.0 + x2 * (378.0 + x2)));
    let q = 135_135.0 + x2 * (62_370.0 + x2 * (3_150.0 + x2 * 28.0));
    p / q
}

fn sigmoid(x: f32) -> f32 {
    0.5 + 0.5 * tanh(0.5 * x)
}

/// One LSTM step: `z += hh · h` (the gates' input part is already in `z`), then the new cell
/// and hidden state. Most of the model's time is here (about 13 steps per character asked
/// about), so it is written out for the machine: rows in blocks kept in registers while the 32
/// columns pass, and in WebAssembly four rows at a time with SIMD (below). Every row still
/// adds its columns in order, with the same operations, so all versions give the same bits
/// (the readings cannot depend on the build).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn step(hh: &[f32], z: &mut [f32; GATES], h: &mut [f32; HIDDEN], c: &mut [f32; HIDDEN]) {
    for (rows, block) in z.chunks_exact_mut(4).enumerate() {
        let r = rows * 4;
        let [mut a0, mut a1, mut a2, mut a3] = [block[0], block[1], block[2], block[3]];
        for (col, &x) in h.iter().enumerate() {
            let w = &hh[col * GATES + r..col * GATES + r + 4];
            a0 += w[0] * x;
            a1 += w[1] * x;
            a2 += w[2] * x;
            a3 += w[3] * x;
        }
        block.copy_from_slice(&[a0, a1, a2, a3]);
    }
    for k in 0..HIDDEN {
        let i = sigmoid(z[k]);
        let f = sigmoid(z[HIDDEN + k]);
        let g = tanh(z[2 * HIDDEN + k]);
        let o = sigmoid(z[3 * HIDDEN + k]);
        c[k] = f * c[k] + i * g;
        h[k] = o * tanh(c[k]);
    }
}

/// The same with WebAssembly SIMD (`simd128`: Chrome 91, Firefox 89, Safari 16.4, all older
/// than the browsers the app's JavaScript is built for, Vite's "baseline widely available";
/// only the pinyin module contains this code). `hh` is the matrix as vectors of four rows
/// ([`vectors`]), `h` and `c` are kept as vectors. Each lane does what the scalar code does
/// for its row: no fused multiply-add, the same clamp and rational tanh, so the bits are the
/// same.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn step_simd(hh: &[v128], z: &[f32], h: &mut [v128; HIDDEN / 4], c: &mut [v128; HIDDEN / 4]) {
    let hs: [f32; HIDDEN] = lanes(h);
    let mut g = [f32x4_splat(0.0); GATES / 4];
    // 16 rows (four vectors) per pass over the columns.
    for (block, out) in g.chunks_exact_mut(4).enumerate() {
        let r = block * 16;
        let v = |at: usize| f32x4(z[at], z[at + 1], z[at + 2], z[at + 3]);
        let mut a = [v(r), v(r + 4), v(r + 8), v(r + 12)];
        for (col, &x) in hs.iter().enumerate() {
            let x = f32x4_splat(x);
            let w = &hh[col * GATES / 4 + block * 4..][..4];
            for (a, &w) in a.iter_mut().zip(w) {
                *a = f32x4_add(*a, f32x4_mul(w, x));
            }
        }
        out.copy_from_slice(&a);
    }
    let q = HIDDEN / 4;
    for k in 0..q {
        let i = sigmoid4(g[k]);
        let f = sigmoid4(g[q + k]);
        let gg = tanh4(g[2 * q + k]);
        let o = sigmoid4(g[3 * q + k]);
        c[k] = f32x4_add(f32x4_mul(f, c[k]), f32x4_mul(i, gg));
        h[k] = f32x4_mul(o, tanh4(c[k]));
    }
}

#[cfg(target_arch = "wasm32")]
use core::arch::wasm32::{
    f32x4, f32x4_add, f32x4_div, f32x4_extract_lane, f32x4_max, f32x4_min, f32x4_mul, f32x4_splat,
    v128,
};

/// [`tanh`] on four lanes.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn tanh4(x: v128) -> v128 {
    let k = f32x4_splat;
    let x = f32x4_max(f32x4_min(x, k(4.97)), k(-4.97));
    let x2 = f32x4_mul(x, x);
    let p = f32x4_add(k(378.0), x2);
    let p = f32x4_add(k(17_325.0), f32x4_mul(x2, p));
    let p = f32x4_mul(x, f32x4_add(k(135_135.0), f32x4_mul(x2, p)));
    let q = f32x4_add(k(3_150.0), f32x4_mul(x2, k(28.0)));
    let q = f32x4_add(k(62_370.0), f32x4_mul(x2, q));
    let q = f32x4_add(k(135_135.0), f32x4_mul(x2, q));
    f32x4_div(p, q)
}

/// [`sigmoid`] on four lanes.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn sigmoid4(x: v128) -> v128 {
    let half = f32x4_splat(0.5);
    f32x4_add(half, f32x4_mul(half, tanh4(f32x4_mul(half, x))))
}

/// The lanes of some vectors, in order.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn lanes(v: &[v128; HIDDEN / 4]) -> [f32; HIDDEN] {
    let mut out = [0.0; HIDDEN];
    for (o, &v) in out.chunks_exact_mut(4).zip(v) {
        o.copy_from_slice(&[
            f32x4_extract_lane::<0>(v),
            f32x4_extract_lane::<1>(v),
            f32x4_extract_lane::<2>(v),
            f32x4_extract_lane::<3>(v),
        ]);
    }
    out
}

/// A matrix's columns as vectors of four consecutive rows.
#[cfg(target_arch = "wasm32")]
fn vectors(m: &Matrix) -> Vec<v128> {
    m.columns
        .chunks_exact(4)
        .map(|r| f32x4(r[0], r[1], r[2], r[3]))
        .collect()
}

impl Model {
    fn parse(data: &'static [u8]) -> Option<Model> {
        let mut r = Reader { data, at: 0 };
        (r.bytes(5)? == b"G2PM1").then_some(())?;
        let vocab_len = r.u32()?;
        let vocab: FxHashMap<char, u16> = r
            .text()?
            .chars()
            .enumerate()
            .map(|(i, c)| (c, (i + 4) as u16))
            .collect();
        let class_count = r.u32()?;
        let classes: FxHashMap<&'static str, u16> = r
            .text()?
            .split('\n')
            .enumerate()
            .map(|(i, c)| (c, i as u16))
            .collect();
        if vocab.len() + 4 != vocab_len || classes.len() != class_count {
            return None;
        }
        let (rows, cols, emb_scale, emb) = r.quantised()?;
        if (rows, cols) != (vocab_len, EMB) {
            return None;
        }
        let fw_ih = r.matrix(GATES, EMB)?;
        let fw_hh = r.matrix(GATES, HIDDEN)?;
        let bw_ih = r.matrix(GATES, EMB)?;
        let bw_hh = r.matrix(GATES, HIDDEN)?;
        let model = Model {
            #[cfg(target_arch = "wasm32")]
            fw_hh_v: vectors(&fw_hh),
            #[cfg(target_arch = "wasm32")]
            bw_hh_v: vectors(&bw_hh),
            fw_ih,
            fw_hh,
            bw_ih,
            bw_hh,
            dense0: r.matrix(DENSE, 2 * HIDDEN)?,
            dense1: r.matrix(class_count, DENSE)?,
            fw_bias: r.vector(GATES)?,
            bw_bias: r.vector(GATES)?,
            dense0_bias: r.vector(DENSE)?,
            dense1_bias: r.vector(class_count)?,
            vocab,
            classes,
            emb_scale,
            emb,
            projections: (0..vocab_len).map(|_| OnceLock::new()).collect(),
        };
        (r.at == data.len()).then_some(model)
    }

    /// The id of a character (the unknown character's for one the model never saw).
    pub fn id(&self, c: char) -> u16 {
        self.vocab.get(&c).copied().unwrap_or(UNK)
    }

    /// Whether the model has seen `c` (it knows nothing useful about the others).
    pub fn knows(&self, c: char) -> bool {
        self.vocab.contains_key(&c)
    }

    /// The class id of a tone-number syllable, if the model has it.
    pub fn class(&self, syllable: &str) -> Option<u16> {
        self.classes.get(syllable).copied()
    }

    fn projection(&self, id: u16) -> &[f32] {
        let id = usize::from(id).min(self.projections.len() - 1);
        self.projections[id].get_or_init(|| {
            let scale = self.emb_scale[id];
            let x: Vec<f32> = self.emb[id * EMB..(id + 1) * EMB]
                .iter()
                .map(|&v| f32::from(v as i8) * scale)
                .collect();
            let mut out = vec![0.0; 2 * GATES];
            out[..GATES].copy_from_slice(&self.fw_bias);
            out[GATES..].copy_from_slice(&self.bw_bias);
            self.fw_ih.add_product(&mut out[..GATES], &x);
            self.bw_ih.add_product(&mut out[GATES..], &x);
            out.into_boxed_slice()
        })
    }

    /// Runs one direction of the LSTM over `ids` (in the order given) and returns its last
    /// hidden state.
    fn run<'a>(&self, ids: impl Iterator<Item = &'a u16>, backward: bool) -> [f32; HIDDEN] {
        let half = if backward { GATES..2 * GATES } else { 0..GATES };
        #[cfg(target_arch = "wasm32")]
        {
            let hh = if backward {
                &self.bw_hh_v
            } else {
                &self.fw_hh_v
            };
            let mut h = [f32x4_splat(0.0); HIDDEN / 4];
            let mut c = h;
            for &id in ids {
                step_simd(hh, &self.projection(id)[half.clone()], &mut h, &mut c);
            }
            lanes(&h)
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let hh = if backward { &self.bw_hh } else { &self.fw_hh };
            let mut h = [0.0f32; HIDDEN];
            let mut c = [0.0f32; HIDDEN];
            let mut z = [0.0f32; GATES];
            for &id in ids {
                z.copy_from_slice(&self.projection(id)[half.clone()]);
                step(&hh.columns, &mut z, &mut h, &mut c);
            }
            h
        }
    }

    /// For the character at `at` in `ids` (its context, with [`BOS`] / [`EOS`] where a
    /// sentence starts or ends), the index of the most probable of `candidates` (class ids)
    /// and its probability among them.
    pub fn choose(&self, ids: &[u16], at: usize, candidates: &[u16]) -> Option<(usize, f32)> {
        if at >= ids.len() || candidates.is_empty() {
            return None;
        }
        let fw = self.run(ids[..=at].iter(), false);
        let bw = self.run(ids[at..].iter().rev(), true);
        let mut both = [0.0f32; 2 * HIDDEN];
        both[..HIDDEN].copy_from_slice(&fw);
        both[HIDDEN..].copy_from_slice(&bw);
        let mut hidden = [0.0f32; DENSE];
        hidden.copy_from_slice(&self.dense0_bias);
        self.dense0.add_product(&mut hidden, &both);
        for v in &mut hidden {
            *v = v.max(0.0);
        }
        let logits: Vec<f32> = candidates
            .iter()
            .map(|&class| {
                let class = usize::from(class);
                self.dense1_bias[class] + self.dense1.row_dot(class, &hidden)
            })
            .collect();
        let (best, &max) = logits
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1))?;
        let total: f32 = logits.iter().map(|l| (l - max).exp()).sum();
        Some((best, 1.0 / total))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn fast_tanh_is_close() {
        for i in -1000..=1000 {
            let x = i as f32 / 100.0;
            assert!((super::tanh(x) - x.tanh()).abs() < 2e-4, "{x}");
            let s = 1.0 / (1.0 + (-x).exp());
            assert!((super::sigmoid(x) - s).abs() < 1e-4, "{x}");
        }
    }
}
