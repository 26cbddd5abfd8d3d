//! The transposition table: one entry per slot, written and read without locks (the key is
//! stored XORed with the data, so a torn write from another thread reads as a miss).

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a stored score says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The true value.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One probe's answer.
#[derive(Debug, Clone, Copy)]
pub struct TtHit {
    /// Index of the best action in the position's legal-action order.
    pub action: Option<u16>,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

struct Entry {
    check: AtomicU64,
    data: AtomicU64,
}

/// A shared transposition table.
pub struct Tt {
    entries: Box<[Entry]>,
    generation: AtomicU8,
}

const NO_ACTION: u64 = 0xffff;

impl Tt {
    /// A table of about `megabytes` MB (a power of two number of entries, at least 1024).
    /// Panics when the memory cannot be had: see [`Tt::try_new`].
    pub fn new(megabytes: usize) -> Tt {
        Tt::try_new(megabytes)
            .unwrap_or_else(|e| panic!("cannot allocate a {megabytes} MB hash table: {e}"))
    }

    /// [`Tt::new`], or an error when the memory cannot be had.
    pub fn try_new(megabytes: usize) -> Result<Tt, std::collections::TryReserveError> {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>();
        let len = (wanted.next_power_of_two() / 2).max(1024);
        let mut entries = Vec::new();
        entries.try_reserve_exact(len)?;
        entries.extend((0..len).map(|_| Entry {
            check: AtomicU64::new(0),
            data: AtomicU64::new(0),
        }));
        Ok(Tt {
            entries: entries.into_boxed_slice(),
            generation: AtomicU8::new(0),
        })
    }

    /// Forgets everything.
    pub fn clear(&self) {
        for e in self.entries.iter() {
            e.check.store(0, Ordering::Relaxed);
            e.data.store(0, Ordering::Relaxed);
        }
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Marks the start of a new search: older entries give way first.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    #[inline]
    fn slot(&self, key: u64) -> &Entry {
        // The high bits pick the slot (the low bits are as good, but this keeps them for checks).
        let index = (key >> 32) as usize & (self.entries.len() - 1);
        &self.entries[index]
    }

    /// Asks the processor to start loading the slot of `key`, to be probed soon.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot: *const Entry = self.slot(key);
            // SAFETY: a prefetch is only a hint; it never faults, whatever the address.
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    slot.cast::<i8>(),
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        let e = self.slot(key);
        let data = e.data.load(Ordering::Relaxed);
        if data == 0 || e.check.load(Ordering::Relaxed) ^ data != key {
            return None;
        }
        let action = data & 0xffff;
        Some(TtHit {
            action: (action != NO_ACTION).then_some(action as u16),
            score: i32::from((data >> 16) as u16 as i16),
            depth: i32::from((data >> 32) as u8),
            bound: match (data >> 40) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    #[inline]
    pub fn store(&self, key: u64, depth: i32, score: i32, bound: Bound, action: Option<u16>) {
        let e = self.slot(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let old = e.data.load(Ordering::Relaxed);
        let old_key = e.check.load(Ordering::Relaxed) ^ old;
        let old_depth = ((old >> 32) & 0xff) as i32;
        let old_generation = (old >> 48) as u8;
        if old != 0 && old_key == key && depth < old_depth && bound != Bound::Exact {
            return;
        }
        if old != 0 && old_key != key && old_generation == generation && depth < old_depth - 2 {
            return;
        }
        let bound_bits: u64 = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = action.map_or(NO_ACTION, u64::from)
            | u64::from(score.clamp(-32_000, 32_000) as i16 as u16) << 16
            | (depth.clamp(0, 255) as u64) << 32
            | bound_bits << 40
            | 1 << 47 // never zero, so an empty slot reads as a miss
            | u64::from(generation) << 48;
        e.check.store(key ^ data, Ordering::Relaxed);
        e.data.store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_with_all_fields() {
        let tt = Tt::new(1);
        let key = 0x1234_5678_9abc_def0;
        assert!(tt.probe(key).is_none());
        tt.store(key, 7, -1234, Bound::Lower, Some(42));
        let hit = tt.probe(key).expect("stored");
        assert_eq!(
            (hit.action, hit.score, hit.depth, hit.bound),
            (Some(42), -1234, 7, Bound::Lower)
        );
        assert!(tt.probe(key ^ 1).is_none());
        tt.clear();
        assert!(tt.probe(key).is_none());
    }
}
