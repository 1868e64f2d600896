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
///
/// OpenCC reads a sequence recursively, an operand at a time; this walks the same way with a
/// small stack of operands still owed at each depth, so that the runs of operators a text may
/// hold cost a few steps a character.
pub fn sequence_len(text: &str) -> usize {
    // owed[d]: operands still to read at depth d (the sequence itself is the one at depth 0).
    let mut owed = [0usize; MAX_DEPTH];
    owed[0] = 1;
    let mut depth = 0;
    for (read, (at, c)) in text.char_indices().enumerate() {
        if read >= MAX_CODE_POINTS {
            return 0;
        }
        let arity = arity(c);
        if at == 0 && arity == 0 {
            return 0; // not an operator: no sequence
        }
        if let Some(slot) = owed.get_mut(depth) {
            *slot -= 1;
        }
        if arity > 0 {
            depth += 1;
            match owed.get_mut(depth) {
                Some(slot) => *slot = arity,
                None => return 0, // deeper than OpenCC reads
            }
            continue;
        }
        // An operand is complete: so is every level it finished.
        while owed.get(depth) == Some(&0) {
            if depth == 0 {
                return at + c.len_utf8();
            }
            depth -= 1;
        }
    }
    0 // the text ends inside the sequence
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// OpenCC's reading, written as it is (recursively): one operand, a character or a nested
    /// sequence; `None` when incomplete or beyond the limits.
    fn reference(text: &str, depth_left: usize, code_points: &mut usize) -> Option<usize> {
        if depth_left == 0 || *code_points >= MAX_CODE_POINTS {
            return None;
        }
        let c = text.chars().next()?;
        *code_points += 1;
        let mut offset = c.len_utf8();
        for _ in 0..arity(c) {
            offset += reference(text.get(offset..)?, depth_left - 1, code_points)?;
        }
        Some(offset)
    }

    /// What [`sequence_len`] must answer, by [`reference`].
    fn expected(text: &str) -> usize {
        match text.chars().next() {
            Some(c) if is_operator(c) => reference(text, MAX_DEPTH, &mut 0).unwrap_or(0),
            _ => 0,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        /// Operators of every arity, deep and long runs of them, operands and the end of text.
        #[test]
        fn reads_as_the_recursive_definition(text in "[\u{2FF0}-\u{2FFF}\u{2FF0}\u{2FF2}\u{2FFE}氵青a]{0,80}") {
            prop_assert_eq!(sequence_len(&text), expected(&text));
        }

        /// Nearly balanced: about as many operands as the operators ask for, so sequences run
        /// long, up to and past the 64-code-point limit.
        #[test]
        fn long_sequences_read_as_the_recursive_definition(text in "[⿲⿲⿰⿿氵氵氵氵氵]{50,120}") {
            prop_assert_eq!(sequence_len(&text), expected(&text));
        }
    }

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
