//! Uniform choices from raw random bytes, without modulo bias.
//!
//! `x % n` over 32-bit values favours the small remainders whenever `n` does not divide 2^32
//! (by up to one part in 2^32 / n). Values in the incomplete last block are therefore drawn
//! again (rejection sampling), which makes every index exactly equally likely.

use super::{Fill, GameError};

/// A healthy source is rejected with probability below 1/2 per draw, so 64 rejections in a
/// row (chance below 2^-64) means the source is broken; failing beats looping forever.
const MAX_REJECTIONS: usize = 64;

/// A uniformly random index in `0..n`.
pub fn index_below(n: u32, fill: Fill) -> Result<u32, GameError> {
    if n == 0 {
        return Err(GameError::InvalidSetting);
    }
    // The largest multiple of n that fits in 2^32: values at or above it are rejected.
    let zone = (1u64 << 32) - (1u64 << 32) % u64::from(n);
    for _ in 0..MAX_REJECTIONS {
        let mut bytes = [0u8; 4];
        fill(&mut bytes);
        let x = u64::from(u32::from_le_bytes(bytes));
        if x < zone {
            return Ok((x % u64::from(n)) as u32);
        }
    }
    Err(GameError::RandomFailed)
}

/// Shuffles `items` in place (Fisher–Yates): every order is equally likely.
pub fn shuffle<T>(items: &mut [T], fill: Fill) -> Result<(), GameError> {
    for i in (1..items.len()).rev() {
        let j = index_below(i as u32 + 1, fill)? as usize;
        items.swap(i, j);
    }
    Ok(())
}

/// `k` distinct items of `pool` chosen uniformly, in random order (a partial Fisher–Yates).
pub fn sample<T: Copy>(pool: &[T], k: usize, fill: Fill) -> Result<Vec<T>, GameError> {
    if k > pool.len() || pool.len() > u32::MAX as usize {
        return Err(GameError::InvalidSetting);
    }
    let mut items = pool.to_vec();
    for i in 0..k {
        let j = i + index_below((items.len() - i) as u32, fill)? as usize;
        items.swap(i, j);
    }
    items.truncate(k);
    Ok(items)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{chi_square, critical_999, rng};
    use super::*;
    use proptest::prelude::*;

    /// Replays fixed 32-bit values (little-endian), then fails the test if asked for more.
    fn replay(values: &'static [u32]) -> impl FnMut(&mut [u8]) {
        let mut next = values.iter();
        move |buf: &mut [u8]| {
            let v = next
                .next()
                .expect("asked for more random values than scripted");
            buf.copy_from_slice(&v.to_le_bytes());
        }
    }

    #[test]
    fn the_incomplete_last_block_is_drawn_again() {
        // 2^32 = 3 × 1,431,655,765 + 1: only u32::MAX lies outside the zone for n = 3.
        assert_eq!(index_below(3, &mut replay(&[u32::MAX, 5])), Ok(2));
        assert_eq!(
            index_below(3, &mut replay(&[u32::MAX - 1])),
            Ok((u32::MAX - 1) % 3)
        );
        // For n = 6, 2^32 mod 6 = 4: the top four values are rejected.
        assert_eq!(index_below(6, &mut replay(&[u32::MAX - 3, 7])), Ok(1));
        assert_eq!(
            index_below(6, &mut replay(&[u32::MAX - 4])),
            Ok((u32::MAX - 4) % 6)
        );
        // A power of two divides 2^32: nothing is rejected.
        assert_eq!(index_below(4, &mut replay(&[u32::MAX])), Ok(3));
    }

    #[test]
    fn a_broken_source_fails_instead_of_looping() {
        let mut stuck = |buf: &mut [u8]| buf.fill(0xFF);
        assert_eq!(index_below(3, &mut stuck), Err(GameError::RandomFailed));
        // n = 1 needs no luck at all.
        assert_eq!(index_below(1, &mut stuck), Ok(0));
    }

    #[test]
    fn zero_choices_is_a_setting_error() {
        assert_eq!(index_below(0, &mut rng(1)), Err(GameError::InvalidSetting));
        assert_eq!(
            sample(&[1, 2], 3, &mut rng(1)),
            Err(GameError::InvalidSetting)
        );
    }

    #[test]
    fn index_below_is_uniform_chi_square() {
        for (n, seed) in [(2u32, 1u64), (6, 2), (7, 3), (10, 4), (60, 5)] {
            let mut fill = rng(seed);
            let mut counts = vec![0u64; n as usize];
            for _ in 0..60_000 {
                counts[index_below(n, &mut fill).unwrap() as usize] += 1;
            }
            let stat = chi_square(&counts);
            let critical = critical_999(n as usize - 1);
            assert!(
                stat < critical,
                "n = {n}: chi-square {stat:.2} ≥ {critical}"
            );
        }
    }

    #[test]
    fn shuffle_puts_each_item_everywhere_equally_often() {
        // Positions of item 0 in 30,000 shuffles of four items: uniform over four places.
        let mut fill = rng(11);
        let mut counts = [0u64; 4];
        for _ in 0..30_000 {
            let mut items = [0, 1, 2, 3];
            shuffle(&mut items, &mut fill).unwrap();
            counts[items.iter().position(|&x| x == 0).unwrap()] += 1;
        }
        assert!(chi_square(&counts) < critical_999(3), "{counts:?}");
    }

    proptest! {
        #[test]
        fn index_is_always_in_range(n in 1u32.., seed: u64) {
            prop_assert!(index_below(n, &mut rng(seed)).unwrap() < n);
        }

        #[test]
        fn samples_are_distinct_members(len in 0usize..80, k in 0usize..80, seed: u64) {
            let pool: Vec<u32> = (100..100 + len as u32).collect();
            match sample(&pool, k, &mut rng(seed)) {
                Ok(picked) => {
                    prop_assert!(k <= len);
                    prop_assert_eq!(picked.len(), k);
                    let mut sorted = picked.clone();
                    sorted.sort_unstable();
                    sorted.dedup();
                    prop_assert_eq!(sorted.len(), k);
                    prop_assert!(picked.iter().all(|p| pool.contains(p)));
                }
                Err(e) => {
                    prop_assert!(k > len);
                    prop_assert_eq!(e, GameError::InvalidSetting);
                }
            }
        }
    }
}
