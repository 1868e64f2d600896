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
    fw_hh: Matrix,
    bw_ih: Matrix,
    bw_hh: Matrix,
    dense0: Matrix,
    dense1: Matrix,
    fw_bias: Vec<f32>,
    bw_bias: Vec<f32>,
    dense0_bias: Vec<f32>,
    dense1_bias: Vec<f32>,
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
        let model = Model {
            fw_ih: r.matrix(GATES, EMB)?,
            fw_hh: r.matrix(GATES, HIDDEN)?,
            bw_ih: r.matrix(GATES, EMB)?,
            bw_hh: r.matrix(GATES, HIDDEN)?,
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
        let (hh, half) = if backward {
            (&self.bw_hh, GATES..2 * GATES)
        } else {
            (&self.fw_hh, 0..GATES)
        };
        let mut h = [0.0f32; HIDDEN];
        let mut c = [0.0f32; HIDDEN];
        let mut z = [0.0f32; GATES];
        for &id in ids {
            z.copy_from_slice(&self.projection(id)[half.clone()]);
            hh.add_product(&mut z, &h);
            for k in 0..HIDDEN {
                let i = sigmoid(z[k]);
                let f = sigmoid(z[HIDDEN + k]);
                let g = tanh(z[2 * HIDDEN + k]);
                let o = sigmoid(z[3 * HIDDEN + k]);
                c[k] = f * c[k] + i * g;
                h[k] = o * tanh(c[k]);
            }
        }
        h
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
