//! One OpenCC config as a converter: normalization steps over the whole text, then the text cut
//! into segments by the segmentation dictionary (maximum forward matching; unmatched runs stay
//! one segment), then every segment through each step of the conversion chain in turn. Matches
//! never cross a segment boundary, exactly as in OpenCC 1.4.

use std::sync::{Arc, Mutex};

use super::data::{ConfigSpec, Data, DataError, Node};
use super::ids;
use super::matcher::{Matcher, Value, code_point_at};

#[derive(Debug)]
pub struct Converter {
    normalization: Vec<Arc<Matcher>>,
    segmentation: Option<Arc<Matcher>>,
    chain: Vec<Arc<Matcher>>,
    /// The first step's first tier is the segmentation dictionary and its other tiers hold
    /// single characters (s2tw, s2twp, s2hk): then one walk both cuts and converts.
    fused: bool,
}

/// Matchers shared between configs (s2t, s2tw, s2twp and s2hk all start with the same one).
type Cache = Mutex<Vec<(Vec<Vec<usize>>, Arc<Matcher>)>>;

/// The tiers of a node: a short-circuit group concatenates its children's, a union merges its
/// children (each of which must be a single tier) into one.
fn tiers(node: &Node) -> Option<Vec<Vec<usize>>> {
    match node {
        Node::Leaf(d) => Some(vec![vec![*d]]),
        Node::ShortCircuit(children) => {
            let mut out = Vec::new();
            for child in children {
                out.extend(tiers(child)?);
            }
            Some(out)
        }
        Node::Union(children) => {
            let mut merged = Vec::new();
            for child in children {
                match tiers(child)?.as_slice() {
                    [single] => merged.extend_from_slice(single),
                    _ => return None,
                }
            }
            Some(vec![merged])
        }
    }
}

fn matcher(data: &Data, cache: &Cache, node: &Node) -> Result<Arc<Matcher>, DataError> {
    let tiers = tiers(node).ok_or(DataError {
        line: 0,
        what: "a union of short-circuit groups",
    })?;
    let mut cache = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, m)) = cache.iter().find(|(t, _)| *t == tiers) {
        return Ok(Arc::clone(m));
    }
    let m = Arc::new(Matcher::build(data, &tiers));
    cache.push((tiers, Arc::clone(&m)));
    Ok(m)
}

impl Converter {
    pub fn compile(data: &Data, spec: &ConfigSpec, cache: &Cache) -> Result<Self, DataError> {
        let all = |nodes: &[Node]| -> Result<Vec<_>, DataError> {
            nodes.iter().map(|n| matcher(data, cache, n)).collect()
        };
        let chain = all(&spec.chain)?;
        let fused = match (&spec.segmentation, spec.chain.first(), chain.first()) {
            (Some(seg), Some(first), Some(step)) => {
                let (seg, first) = (tiers(seg), tiers(first));
                matches!((&seg, &first), (Some(s), Some(f)) if s.len() == 1 && f.first() == s.first())
                    && step.single_char_beyond_first_tier()
            }
            _ => false,
        };
        Ok(Converter {
            normalization: all(&spec.normalization)?,
            segmentation: if fused {
                None
            } else {
                spec.segmentation
                    .as_ref()
                    .map(|n| matcher(data, cache, n))
                    .transpose()?
            },
            chain,
            fused,
        })
    }

    pub fn convert(&self, arena: &str, text: &str) -> String {
        let mut normalized = std::borrow::Cow::Borrowed(text);
        for step in &self.normalization {
            if needs_step(step, &normalized) {
                let mut out = String::with_capacity(normalized.len());
                convert_step(step, arena, &normalized, &mut out);
                normalized = out.into();
            }
        }
        let mut out = String::with_capacity(text.len() + text.len() / 8);
        let mut buffers = (String::new(), String::new());
        match (&self.segmentation, self.chain.split_first()) {
            (_, Some((first, rest))) if self.fused => {
                segment_and_convert(first, arena, &normalized, |converted| {
                    run_chain(rest, arena, converted, &mut out, &mut buffers)
                });
            }
            (None, _) => run_chain(&self.chain, arena, &normalized, &mut out, &mut buffers),
            (Some(seg), _) => segment(seg, &normalized, |s| {
                run_chain(&self.chain, arena, s, &mut out, &mut buffers)
            }),
        }
        out
    }
}

/// Passes one segment through every step of `chain`, appending the result to `out`.
fn run_chain(
    chain: &[Arc<Matcher>],
    arena: &str,
    segment: &str,
    out: &mut String,
    buf: &mut (String, String),
) {
    let (input, output) = buf;
    match chain {
        [] => out.push_str(segment),
        [last] => convert_step(last, arena, segment, out),
        [first, middle @ .., last] => {
            input.clear();
            convert_step(first, arena, segment, input);
            for step in middle {
                output.clear();
                convert_step(step, arena, input, output);
                std::mem::swap(input, output);
            }
            convert_step(last, arena, input, out);
        }
    }
}

/// Whether some character of `text` starts a key of `step`: most texts contain no CJK
/// compatibility ideograph, so normalization is usually skipped after one quick scan.
fn needs_step(step: &Matcher, text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut pos = 0;
    while let Some((at, c)) = next_candidate(step, bytes, pos) {
        if step.starts_key(c) {
            return true;
        }
        pos = at + c.len_utf8(); // a description operator
    }
    false
}

/// The first position at or after `pos` where `step` may match or a description sequence may
/// start, and the character there: everything before it is copied unchanged. Most characters
/// are passed on their first byte alone (see [`Matcher::skip`]) or decoded here and checked with
/// one bit test; this loop is most of the time a conversion takes.
#[inline]
fn next_candidate(step: &Matcher, bytes: &[u8], mut pos: usize) -> Option<(usize, char)> {
    loop {
        let skip = step.skip(*bytes.get(pos)?);
        if skip != 0 {
            pos += skip;
            continue;
        }
        let (c, len) = code_point_at(bytes, pos)?;
        // Beyond the Basic Multilingual Plane (4 bytes) the full path decides.
        if len == 4 || step.stops_at(c) {
            return Some((pos, char::from_u32(c)?));
        }
        pos += len;
    }
}

/// Converts `text` (one segment) by maximum forward matching, appending to `out`.
fn convert_step(step: &Matcher, arena: &str, text: &str, out: &mut String) {
    let bytes = text.as_bytes();
    let mut pos = 0;
    let mut copied = 0; // text[copied..pos] is waiting to be copied unchanged
    while let Some((at, c)) = next_candidate(step, bytes, pos) {
        pos = at;
        let Some(rest) = text.get(pos..) else { break };
        if ids::is_operator(c) {
            let len = ids::sequence_len(rest);
            if len > 0 {
                pos += len;
                continue;
            }
        }
        match step.longest_at(rest, c) {
            Some((len, value, _)) => {
                if copied < pos {
                    out.push_str(text.get(copied..pos).unwrap_or(""));
                }
                value.push_to(arena, out);
                pos += len;
                copied = pos;
            }
            None => pos += c.len_utf8(),
        }
    }
    out.push_str(&text[copied..]);
}

/// Cuts `text` into segments: each dictionary match alone, everything between matches (plain
/// characters and whole description sequences) as one segment.
fn segment(seg: &Matcher, text: &str, mut emit: impl FnMut(&str)) {
    let bytes = text.as_bytes();
    let mut pos = 0;
    let mut run = 0; // start of the unmatched run
    while let Some((at, c)) = next_candidate(seg, bytes, pos) {
        pos = at;
        let Some(rest) = text.get(pos..) else { break };
        if ids::is_operator(c) {
            let len = ids::sequence_len(rest);
            if len > 0 {
                pos += len;
                continue;
            }
        }
        match seg.longest_at(rest, c) {
            Some((len, _, _)) => {
                if run < pos {
                    emit(&text[run..pos]);
                }
                emit(&rest[..len]);
                pos += len;
                run = pos;
            }
            None => pos += c.len_utf8(),
        }
    }
    if run < bytes.len() {
        emit(&text[run..]);
    }
}

/// Segmentation and the first step in one walk (see `Converter::fused`): a first-tier match is a
/// segment of its own, converted; everything between is one segment, converted character by
/// character. `emit` receives each segment's conversion.
fn segment_and_convert(step: &Matcher, arena: &str, text: &str, mut emit: impl FnMut(&str)) {
    let bytes = text.as_bytes();
    let mut run = String::new(); // the conversion of the unmatched run so far
    let mut pos = 0;
    let mut copied = 0; // text[copied..pos] belongs to the run, unchanged
    while let Some((at, c)) = next_candidate(step, bytes, pos) {
        pos = at;
        let Some(rest) = text.get(pos..) else { break };
        if ids::is_operator(c) {
            let len = ids::sequence_len(rest);
            if len > 0 {
                pos += len;
                continue;
            }
        }
        match step.longest_at(rest, c) {
            Some((len, value, 0)) => {
                run.push_str(&text[copied..pos]);
                if !run.is_empty() {
                    emit(&run);
                    run.clear();
                }
                let mut one = [0; 4];
                emit(match value {
                    Value::Text(span) => span.of(arena),
                    Value::Char(c) => c.encode_utf8(&mut one),
                });
                pos += len;
                copied = pos;
            }
            Some((len, value, _)) => {
                run.push_str(&text[copied..pos]);
                value.push_to(arena, &mut run);
                pos += len;
                copied = pos;
            }
            None => pos += c.len_utf8(),
        }
    }
    run.push_str(&text[copied..]);
    if !run.is_empty() {
        emit(&run);
    }
}
