//! A deterministic random source for every variant's checks (SplitMix64:
//! no dependency, same numbers on every machine).

/// A SplitMix64 generator: the seed fixes the whole sequence, so every
/// run of a random check plays the same games and a failure replays.
///
/// ```
/// use congruent::core::rng::Rng;
///
/// let (mut a, mut b) = (Rng::new(7), Rng::new(7));
/// let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
/// assert_eq!(first, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
/// assert_ne!(first, (0..5).map(|_| Rng::new(8).next_u64()).collect::<Vec<_>>());
/// assert!((0..1000).all(|_| a.below(6) < 6));
/// ```
pub struct Rng(u64);

impl Rng {
    /// The generator whose sequence `seed` fixes.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number of the sequence, any `u64`.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (the next number modulo `n`, so up to a bias of
    /// about `n / 2^64`); panics if `n` is 0.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
