//! Ideographic description sequences (IDS, e.g. `⿰氵青`): OpenCC copies a complete one verbatim
//! instead of converting the characters it describes, and so do we.

/// How many operands the description operator `c` takes (0: not an operator). The same set as
/// OpenCC 1.4: U+2FF0..U+2FFF; U+31EF (Unicode 15.1) is not treated as one.
fn arity(c: char) -> usize {
    match c {
        '\u{2FF2}' | '\u{2FF3}' => 3,
        '\u{2FFE}' | '\u{2FFF}' => 1,
        '\u{2FF0}'..='\u{2FFD}' => 2,
        _ => 0,
    }
}

/// Whether `c` may start a sequence; a cheap test before [`sequence_len`].
pub fn is_operator(c: char) -> bool {
    ('\u{2FF0}'..='\u{2FFF}').contains(&c)
}

/// OpenCC's limits: deeper or longer sequences are treated as ordinary characters.
const MAX_DEPTH: usize = 16;
const MAX_CODE_POINTS: usize = 64;

/// Byte length of the complete IDS at the start of `text`, or 0 when there is none (an
/// operator followed by too few operands, or one nested or long beyond OpenCC's limits).
pub fn sequence_len(text: &str) -> usize {
    match text.chars().next() {
        Some(c) if is_operator(c) => {
            let mut code_points = 0;
            consume(text, MAX_DEPTH, &mut code_points).unwrap_or(0)
        }
        _ => 0,
    }
}

/// Consumes one operand (a character, or a nested sequence); `None` when incomplete or invalid.
fn consume(text: &str, depth_left: usize, code_points: &mut usize) -> Option<usize> {
    if depth_left == 0 || *code_points >= MAX_CODE_POINTS {
        return None;
    }
    let c = text.chars().next()?;
    *code_points += 1;
    let mut offset = c.len_utf8();
    for _ in 0..arity(c) {
        offset += consume(text.get(offset..)?, depth_left - 1, code_points)?;
    }
    Some(offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complete_sequences() {
        assert_eq!(sequence_len("⿰氵青头发"), "⿰氵青".len());
        assert_eq!(sequence_len("⿲氵青木x"), "⿲氵青木".len());
        assert_eq!(sequence_len("⿱艹⿰氵青了"), "⿱艹⿰氵青".len());
        assert_eq!(sequence_len("⿿头发"), "⿿头".len());
    }

    #[test]
    fn incomplete_or_not_a_sequence() {
        for text in ["", "头", "⿰", "⿰氵", "⿲氵青", "⿰⿰⿰⿰", "\u{31EF}头发"] {
            assert_eq!(sequence_len(text), 0, "{text}");
        }
    }

    #[test]
    fn depth_and_length_limits() {
        let nested = |n: usize| format!("{}{}发", "⿰".repeat(n), "氵".repeat(n));
        assert!(sequence_len(&nested(15)) > 0);
        assert_eq!(sequence_len(&nested(16)), 0);
        // Ternary fans keep the depth low while the count grows: 13 code points each.
        let fan = "⿲⿲氵氵氵⿲氵氵氵⿲氵氵氵";
        let sequence = |last: &str| format!("⿲{fan}{fan}⿲{fan}{fan}⿲⿲氵氵氵⿲氵氵氵{last}");
        let sixty_four = sequence("氵");
        assert_eq!(sixty_four.chars().count(), 64);
        assert_eq!(sequence_len(&sixty_four), sixty_four.len());
        assert_eq!(sequence_len(&sequence("⿿氵")), 0);
    }
}
