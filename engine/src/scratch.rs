//! Scratch space kept per thread, so that hot loops (random playouts, move
//! checks, listing placements) reuse its memory rather than allocate or
//! zero it again on every call.

use core::cell::RefCell;
use std::thread::LocalKey;

/// Runs `f` with the scratch value of `key`. A fresh one from `fresh` serves
/// only a nested call (the kept one is then in use), or a call while the
/// thread is being torn down.
pub(crate) fn with_scratch<T: 'static, R>(
    key: &'static LocalKey<RefCell<T>>,
    fresh: impl FnOnce() -> T,
    mut f: impl FnMut(&mut T) -> R,
) -> R {
    let reused = key
        .try_with(|cell| cell.try_borrow_mut().ok().map(|mut value| f(&mut value)))
        .ok()
        .flatten();
    match reused {
        Some(result) => result,
        None => f(&mut fresh()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    std::thread_local! {
        static COUNTER: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    }

    #[test]
    fn the_kept_value_is_reused_and_a_nested_call_gets_a_fresh_one() {
        with_scratch(&COUNTER, Vec::new, |v| v.push(1));
        let seen = with_scratch(&COUNTER, Vec::new, |outer| {
            outer.push(2);
            let inner = with_scratch(&COUNTER, Vec::new, |inner| inner.len());
            (outer.clone(), inner)
        });
        assert_eq!(seen, (vec![1, 2], 0));
    }
}
