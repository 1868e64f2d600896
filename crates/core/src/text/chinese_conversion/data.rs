//! Reads our compact form of OpenCC's dictionaries and conversion chains
//! (`crates/core/data/opencc/opencc.txt`, written by `scripts/build-opencc-data.py`, whose
//! docstring describes the format).

use rustc_hash::FxHashMap as HashMap;

/// A byte range of [`Data::arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    #[inline]
    pub fn of(self, arena: &str) -> &str {
        arena
            .get(self.start as usize..self.end as usize)
            .unwrap_or("")
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: Span,
    pub value: Span,
}

#[derive(Debug)]
pub struct Dict {
    pub entries: Vec<Entry>,
}

/// A dictionary reference in a conversion chain, as OpenCC's JSON configs write it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    Leaf(usize),
    /// `short_circuit`: the first child with any match wins (its longest match).
    ShortCircuit(Vec<Node>),
    /// `union`: the longest match over all children; the earlier child wins a tie.
    Union(Vec<Node>),
}

#[derive(Debug)]
pub struct ConfigSpec {
    pub name: String,
    pub normalization: Vec<Node>,
    pub segmentation: Option<Node>,
    pub chain: Vec<Node>,
}

#[derive(Debug)]
pub struct Data {
    /// Every decoded key and value, back to back.
    pub arena: String,
    pub dicts: Vec<Dict>,
    pub configs: Vec<ConfigSpec>,
    pub version: String,
}

/// The data file is ours and tested; this only says where it is malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed OpenCC data at line {line}: {what}")]
pub struct DataError {
    pub line: usize,
    pub what: &'static str,
}

fn fail<T>(line: usize, what: &'static str) -> Result<T, DataError> {
    Err(DataError { line, what })
}

/// Byte offset of the `n`-th char of `s` (its length when `n` is past the end).
fn char_offset(s: &str, n: usize) -> usize {
    s.char_indices().nth(n).map_or(s.len(), |(i, _)| i)
}

pub fn parse(text: &str) -> Result<Data, DataError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l)).peekable();
    let version = match lines.next() {
        Some((_, header)) if header.starts_with("OPENCC-COMPACT 1 ") => header[17..].to_owned(),
        _ => return fail(1, "header"),
    };
    let mut data = Data {
        arena: String::with_capacity(text.len() * 2),
        dicts: Vec::new(),
        configs: Vec::new(),
        version,
    };
    let mut by_name: HashMap<String, usize> = HashMap::default();
    // Single-character dictionaries (to single characters) that others take defaults from.
    let mut bases: HashMap<usize, HashMap<char, char>> = HashMap::default();
    let mut scratch = Vec::new();

    while let Some((number, line)) = lines.next() {
        let mut fields = line.split(' ');
        match fields.next() {
            Some("@dict") => {
                let (Some(name), Some(count), Some(base)) =
                    (fields.next(), fields.next(), fields.next())
                else {
                    return fail(number, "dictionary header");
                };
                let Ok(count) = count.parse::<usize>() else {
                    return fail(number, "entry count");
                };
                let base = match base {
                    "-" => None,
                    name => match by_name.get(name).and_then(|i| bases.get(i)) {
                        Some(map) => Some(map),
                        None => return fail(number, "base dictionary must come first"),
                    },
                };
                let mut entries = Vec::with_capacity(count);
                let mut previous = String::new();
                for _ in 0..count {
                    let Some((number, line)) = lines.next() else {
                        return fail(number, "missing entries");
                    };
                    let entry = decode_entry(line, &previous, base, &mut data.arena, &mut scratch)
                        .ok_or(DataError {
                            line: number,
                            what: "entry",
                        })?;
                    previous.clear();
                    previous.push_str(entry.key.of(&data.arena));
                    entries.push(entry);
                }
                let index = data.dicts.len();
                let single = |span: Span| {
                    let mut chars = span.of(&data.arena).chars();
                    chars.next().filter(|_| chars.next().is_none())
                };
                let map: Option<HashMap<char, char>> = entries
                    .iter()
                    .map(|e| Some((single(e.key)?, single(e.value)?)))
                    .collect();
                if let Some(map) = map {
                    bases.insert(index, map);
                }
                by_name.insert(name.to_owned(), index);
                data.dicts.push(Dict { entries });
            }
            Some("@config") => {
                let Some(name) = fields.next() else {
                    return fail(number, "config name");
                };
                let mut spec = ConfigSpec {
                    name: name.to_owned(),
                    normalization: Vec::new(),
                    segmentation: None,
                    chain: Vec::new(),
                };
                while let Some((number, line)) = lines.next_if(|(_, l)| !l.starts_with('@')) {
                    let (kind, node) = line.split_at_checked(2).unwrap_or(("", ""));
                    let node = parse_node(node, &by_name).ok_or(DataError {
                        line: number,
                        what: "dictionary reference",
                    })?;
                    match kind {
                        "N " => spec.normalization.push(node),
                        "S " => spec.segmentation = Some(node),
                        "C " => spec.chain.push(node),
                        _ => return fail(number, "config line"),
                    }
                }
                data.configs.push(spec);
            }
            _ => return fail(number, "record"),
        }
    }
    Ok(data)
}

/// Decodes one front-coded entry line into the arena.
fn decode_entry(
    line: &str,
    previous: &str,
    base: Option<&HashMap<char, char>>,
    arena: &mut String,
    key_chars: &mut Vec<char>,
) -> Option<Entry> {
    let mut chars = line.chars();
    let shared = (chars.next()? as usize).checked_sub(48)?;
    let (suffix, code) = chars.as_str().split_once('\t')?;
    let key_start = arena.len();
    arena.push_str(previous.get(..char_offset(previous, shared))?);
    arena.push_str(suffix);
    let key_end = arena.len();
    if key_end == key_start {
        return None;
    }
    if let Some(literal) = code.strip_prefix('!') {
        arena.push_str(literal);
    } else {
        key_chars.clear();
        key_chars.extend(arena[key_start..key_end].chars());
        let mut code_chars = code.chars();
        for &k in key_chars.iter() {
            arena.push(match code_chars.next() {
                None | Some('.') => base.and_then(|b| b.get(&k)).copied().unwrap_or(k),
                Some('=') => k,
                Some(c) => c,
            });
        }
        if code_chars.next().is_some() {
            return None;
        }
    }
    let span = |start: usize, end: usize| Span {
        start: start as u32,
        end: end as u32,
    };
    Some(Entry {
        key: span(key_start, key_end),
        value: span(key_end, arena.len()),
    })
}

/// `name`, `sc(a,b,...)` or `union(a,b,...)`.
fn parse_node(text: &str, by_name: &HashMap<String, usize>) -> Option<Node> {
    fn node<'a>(text: &'a str, names: &HashMap<String, usize>) -> Option<(Node, &'a str)> {
        let end = text.find(['(', ',', ')']).unwrap_or(text.len());
        let (word, rest) = text.split_at(end);
        let Some(mut rest) = rest.strip_prefix('(') else {
            return Some((Node::Leaf(*names.get(word)?), rest));
        };
        let mut children = Vec::new();
        loop {
            let (child, after) = node(rest, names)?;
            children.push(child);
            if let Some(after) = after.strip_prefix(',') {
                rest = after;
            } else {
                rest = after.strip_prefix(')')?;
                break;
            }
        }
        match word {
            "sc" => Some((Node::ShortCircuit(children), rest)),
            "union" => Some((Node::Union(children), rest)),
            _ => None,
        }
    }
    match node(text, by_name)? {
        (n, "") => Some(n),
        _ => None,
    }
}
