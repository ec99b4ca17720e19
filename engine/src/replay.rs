//! Replaying a move's events on the position before it, the way the page
//! animates them: the tested invariant that the events describe the move.

use crate::{Event, LargeStone, Phase, Position};

/// Why a list of events could not be replayed on a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the offending event.
    pub index: usize,
    /// What was wrong.
    pub reason: &'static str,
}

/// Applies `events` to a copy of `before`, the way the page animates them,
/// and returns the board that results. Only the visible state is rebuilt:
/// pits, piles, large stones, owners, territory, debt, side to move, phase and
/// round. Counters that nothing draws (plies since the last capture) are not.
pub fn replay(before: &Position, events: &[Event]) -> Result<Position, ReplayError> {
    let mut pos = *before;
    let mut hand_small: i32 = 0;
    let mut hand_large: u8 = 0;
    for (index, event) in events.iter().enumerate() {
        let fail = |reason| ReplayError { index, reason };
        match *event {
            Event::PickUp { slot, seeds, large } => {
                let have = pos
                    .pits
                    .get(slot as usize)
                    .copied()
                    .ok_or(fail("slot out of range"))?;
                if have != seeds {
                    return Err(fail("pick-up count differs from the pit"));
                }
                pos.pits[slot as usize] = 0;
                hand_small += i32::from(seeds);
                for stone in LargeStone::ALL {
                    if large & stone.bit() != 0 {
                        if !pos.large_stone_in(stone, slot) {
                            return Err(fail("large stone is not in that slot"));
                        }
                        pos.large[stone as usize] = crate::StoneAt::Hand;
                        hand_large |= stone.bit();
                    }
                }
            }
            Event::Relay { .. }
            | Event::Throws { .. }
            | Event::Singles { .. }
            | Event::Pass { .. }
            | Event::Leftovers { .. }
            | Event::RoundEnded { .. } => {}
            Event::Drop { slot, large } => match large {
                None => {
                    hand_small -= 1;
                    pos.pits[slot as usize] += 1;
                }
                Some(stone) => {
                    take_from_hand(&mut hand_large, stone).map_err(fail)?;
                    pos.large[stone as usize] = crate::StoneAt::Pit(slot);
                }
            },
            Event::Sink { large, owner, .. } => match large {
                None => {
                    hand_small -= 1;
                    pos.piles[owner.index()] += 1;
                }
                Some(stone) => {
                    take_from_hand(&mut hand_large, stone).map_err(fail)?;
                    pos.large[stone as usize] = crate::StoneAt::Held(owner);
                }
            },
            Event::Capture {
                slot,
                seeds,
                large,
                by,
            } => {
                let s = slot as usize;
                if pos.pits[s] < seeds {
                    return Err(fail("capture takes more seeds than the pit holds"));
                }
                pos.pits[s] -= seeds;
                pos.piles[by.index()] += u16::from(seeds);
                for stone in LargeStone::ALL {
                    if large & stone.bit() != 0 {
                        if !pos.large_stone_in(stone, slot) {
                            return Err(fail("captured large stone is not in that slot"));
                        }
                        pos.large[stone as usize] = crate::StoneAt::Held(by);
                    }
                }
            }
            Event::Refill { slot, seeds, from } => {
                let pile = &mut pos.piles[from.index()];
                if *pile < u16::from(seeds) {
                    return Err(fail("refill takes more than the pile holds"));
                }
                *pile -= u16::from(seeds);
                pos.pits[slot as usize] += seeds;
            }
            Event::Pay { from, to, seeds } => {
                if pos.piles[from.index()] < seeds {
                    return Err(fail("payment exceeds the payer's pile"));
                }
                pos.piles[from.index()] -= seeds;
                pos.piles[to.index()] += seeds;
            }
            Event::LargeStoneHome { stone } => pos.large[stone as usize] = crate::StoneAt::Home,
            Event::Territory { territory } => pos.set_territory(territory),
            Event::Owner { pit, owner } => pos.set_owner(pit, owner),
            Event::Debt { debt } => pos.debt = debt,
            Event::RoundStarted { round } => pos.round = round,
            Event::PhaseChanged { phase } => pos.phase = phase,
            Event::Turn { player } => pos.to_move = player,
            Event::GameOver { .. } => pos.phase = Phase::GameOver,
        }
        if hand_small < 0 {
            return Err(fail("dropped more seeds than were in the hand"));
        }
    }
    if hand_small != 0 || hand_large != 0 {
        return Err(ReplayError {
            index: events.len(),
            reason: "seeds left in the hand",
        });
    }
    Ok(pos)
}

fn take_from_hand(hand: &mut u8, stone: LargeStone) -> Result<(), &'static str> {
    if *hand & stone.bit() == 0 {
        return Err("large stone dropped that is not in the hand");
    }
    *hand &= !stone.bit();
    Ok(())
}
