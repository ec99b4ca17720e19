//! Makonn's opening (makonn.md §3): each player in turn lays out his seeds
//! over his own pits as he likes, and may make one capture while doing so.
//!
//! M3: a rearrangement is entered as the final layout of the player's pits
//! (by local index, the order of his own circuit) plus, optionally, the inner
//! pit that captured. That pit must end with exactly one seed, the "one
//! counter … placed in order to capture" [seed-original], and the opponent's
//! inner pit facing it must be occupied.

use super::sides::{own_pits, side_seeds};
use crate::capture::take_facing;
use crate::moves::MAX_SIDE;
use crate::sow::{drop_seed, pick_up};
use crate::{Arrangement, EventSink, LayoutError, Position, Rng};

/// Why `arrangement` is not a valid opening for the player to move.
pub(super) fn validate(pos: &Position, arrangement: &Arrangement) -> Result<(), LayoutError> {
    let t = pos.topology();
    let player = pos.to_move;
    let side = t.pits_per_side();
    let wrong_length = LayoutError::WrongLength {
        expected: side,
        got: arrangement.len,
    };
    if arrangement.len != side {
        return Err(wrong_length);
    }
    let layout = arrangement
        .layout
        .get(..usize::from(side))
        .ok_or(wrong_length)?;
    // §3.1: the counters "remain on the board and on the player's side":
    // none added, none taken away.
    let expected = side_seeds(pos, player);
    let got = layout.iter().map(|&n| u16::from(n)).sum();
    if got != expected {
        return Err(LayoutError::WrongTotal { expected, got });
    }
    if let Some(pit) = arrangement.capture {
        // §3.2: a capture "exactly as in the middle game": from his own
        // inner row (M5).
        if pit >= t.pits() || t.side_of(pit) != player || !t.is_inner(pit) {
            return Err(LayoutError::CaptureNotInner { pit });
        }
        let seeds = layout.get(usize::from(t.local(pit))).copied().unwrap_or(0);
        if seeds != 1 {
            return Err(LayoutError::CaptureNotSingle { pit, seeds });
        }
        // §3.2 and M6: the opponent's inner pit in that column must be occupied.
        if !t.facing(pit).is_some_and(|f| pos.pits[usize::from(f)] > 0) {
            return Err(LayoutError::NothingToCapture { pit });
        }
    }
    // M4: one seed in every pit leaves no legal sowing (§5).
    if layout.iter().all(|&n| n == 1) {
        return Err(LayoutError::NoMove);
    }
    Ok(())
}

/// Lays out the seeds of the player to move as `arrangement` says, then
/// makes its capture. Returns `false`, changing nothing, when the
/// arrangement is not valid.
///
/// The events move seeds between his own pits with the hand, as a player
/// would: lift a pit that must lose seeds (putting back what the layout
/// leaves in it), drop one by one into the pits that must gain, the
/// capturing pit last; then the capture.
pub(super) fn arrange<S: EventSink>(
    pos: &mut Position,
    arrangement: &Arrangement,
    sink: &mut S,
) -> bool {
    if validate(pos, arrangement).is_err() {
        return false;
    }
    let t = pos.topology();
    let player = pos.to_move;
    let first = t.pit_of(player, 0);
    let target = |pit: u8| arrangement.layout[usize::from(pit - first)];

    let mut surplus = [0u8; MAX_SIDE];
    let mut surpluses = 0;
    let mut deficit = [0u8; MAX_SIDE];
    let mut deficits = 0;
    for pit in own_pits(t, player) {
        let have = pos.pits[usize::from(pit)];
        if have > target(pit) {
            surplus[surpluses] = pit;
            surpluses += 1;
        } else if have < target(pit) && Some(pit) != arrangement.capture {
            deficit[deficits] = pit;
            deficits += 1;
        }
    }
    if let Some(pit) = arrangement.capture {
        if pos.pits[usize::from(pit)] < target(pit) {
            deficit[deficits] = pit;
            deficits += 1;
        }
    }

    let mut hand: u16 = 0;
    let mut lifted = 0;
    for &pit in &deficit[..deficits] {
        while pos.pits[usize::from(pit)] < target(pit) {
            if hand == 0 {
                let Some(&from) = surplus[..surpluses].get(lifted) else {
                    break;
                };
                lifted += 1;
                hand += u16::from(pick_up(pos, from, sink));
                for _ in 0..target(from) {
                    drop_seed(pos, t, from, sink);
                    hand -= 1;
                }
            }
            drop_seed(pos, t, pit, sink);
            hand -= 1;
        }
    }

    if let Some(pit) = arrangement.capture {
        take_facing(pos, t, pit, player, sink);
    }
    true
}

/// A random valid layout for the player to move. About half the time it
/// makes an opening capture when one is possible; the other seeds go to a
/// random number of random pits.
pub(super) fn random_arrangement(pos: &Position, rng: &mut Rng) -> Arrangement {
    let t = pos.topology();
    let player = pos.to_move;
    let side = t.pits_per_side();
    let total = side_seeds(pos, player);
    for _ in 0..16 {
        let mut arrangement = Arrangement {
            layout: [0; MAX_SIDE],
            len: side,
            capture: None,
        };
        let mut seeds = total;
        if seeds > 0 && rng.below(2) == 0 {
            let mut targets = [0u8; MAX_SIDE];
            let mut n = 0;
            for local in t.cols()..side {
                let pit = t.pit_of(player, local);
                if t.facing(pit).is_some_and(|f| pos.pits[usize::from(f)] > 0) {
                    targets[n] = local;
                    n += 1;
                }
            }
            if n > 0 {
                let local = targets[rng.below(n as u32) as usize];
                arrangement.layout[usize::from(local)] = 1;
                arrangement.capture = Some(t.pit_of(player, local));
                seeds -= 1;
            }
        }
        let mut free = [0u8; MAX_SIDE];
        let mut n = 0;
        for local in 0..side {
            if Some(t.pit_of(player, local)) != arrangement.capture {
                free[n] = local;
                n += 1;
            }
        }
        if n == 0 {
            continue;
        }
        // Choose k of the free pits (a partial shuffle), then drop each seed
        // into one of them.
        let k = 1 + rng.below(n as u32) as usize;
        for i in 0..k {
            let j = i + rng.below((n - i) as u32) as usize;
            free.swap(i, j);
        }
        for _ in 0..seeds {
            let local = usize::from(free[rng.below(k as u32) as usize]);
            arrangement.layout[local] = arrangement.layout[local].saturating_add(1);
        }
        if validate(pos, &arrangement).is_ok() {
            return arrangement;
        }
    }
    // Every seed in the first pit: valid whenever the side holds two or more.
    let mut layout = [0; MAX_SIDE];
    layout[0] = u8::try_from(total).unwrap_or(u8::MAX);
    Arrangement {
        layout,
        len: side,
        capture: None,
    }
}
