//! Rounds and matches: turning a round's winnings into pits, moving
//! territory boundaries, and refilling the board for the next round.

use crate::{Event, EventSink, Player, Position, Territory};

/// Pits each player owns next round when a pit costs `per_pit` seeds.
///
/// Normally both winnings are multiples of `per_pit`. After a stalemate they
/// may not be: each gets `floor(winnings / per_pit)`, and a spare pit goes to
/// the larger remainder, or, on equal remainders, to `second` (the player who
/// moved second in the round). Motiq ruling §7.
pub(crate) fn pits_from_winnings(
    winnings: [u16; 2],
    per_pit: u16,
    total_pits: u8,
    second: Player,
) -> [u8; 2] {
    let mut pits = [(winnings[0] / per_pit) as u8, (winnings[1] / per_pit) as u8];
    let spare = total_pits.saturating_sub(pits[0] + pits[1]);
    if spare > 0 {
        let rem = [winnings[0] % per_pit, winnings[1] % per_pit];
        let to = match rem[0].cmp(&rem[1]) {
            core::cmp::Ordering::Greater => Player::South,
            core::cmp::Ordering::Less => Player::North,
            core::cmp::Ordering::Equal => second,
        };
        pits[to.index()] += spare;
    }
    pits
}

/// Barnes's body rule: the loser gives up pits from his foot end and the
/// winner adds them at his head, so only the boundary where the loser's foot
/// meets the winner's head moves (counter-clockwise). `pits` is the total.
pub(crate) fn shift_territory(old: Territory, new_south_count: u8, pits: u8) -> Territory {
    if new_south_count < old.south_count {
        // South loses from his foot.
        let lost = old.south_count - new_south_count;
        Territory {
            south_foot: (old.south_foot + lost) % pits,
            south_count: new_south_count,
        }
    } else {
        // North loses from his foot, which follows South's head.
        Territory {
            south_foot: old.south_foot,
            south_count: new_south_count,
        }
    }
}

/// Evens out the piles so each player holds exactly `need[p]` seeds (the
/// player short of seeds is paid by the other), then fills every pit a
/// player owns with `per_pit` seeds from his pile.
pub(crate) fn refill_owned_pits<S: EventSink>(pos: &mut Position, per_pit: u8, sink: &mut S) {
    let t = pos.topology();
    let mut need = [0u16; 2];
    for pit in 0..t.pits() {
        if !pos.is_sink(pit) {
            need[pos.owner(pit).index()] += u16::from(per_pit);
        }
    }
    for p in Player::BOTH {
        let short = need[p.index()].saturating_sub(pos.piles[p.index()]);
        if short > 0 {
            let from = p.opponent();
            pos.piles[from.index()] -= short;
            pos.piles[p.index()] += short;
            if S::ENABLED {
                sink.push(Event::Pay {
                    from,
                    to: p,
                    seeds: short,
                });
            }
        }
    }
    for pit in 0..t.pits() {
        if pos.is_sink(pit) {
            continue;
        }
        let owner = pos.owner(pit);
        pos.piles[owner.index()] -= u16::from(per_pit);
        pos.pits[pit as usize] += per_pit;
        if S::ENABLED {
            sink.push(Event::Refill {
                slot: pit,
                seeds: per_pit,
                from: owner,
            });
        }
    }
}

/// Starts round `pos.round + 1` with `starter` to move.
pub(crate) fn start_next_round<S: EventSink>(pos: &mut Position, starter: Player, sink: &mut S) {
    pos.round += 1;
    pos.round_starter = starter;
    pos.plies = 0;
    pos.plies_without_capture = 0;
    pos.passes = 0;
    if S::ENABLED {
        sink.push(Event::RoundStarted { round: pos.round });
    }
    pos.give_turn(starter, sink);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winnings_become_pits() {
        assert_eq!(pits_from_winnings([20, 36], 4, 14, Player::North), [5, 9]);
        assert_eq!(pits_from_winnings([28, 28], 4, 14, Player::North), [7, 7]);
        // Stalemate rounding: 30/26 → 7 r2 and 6 r2: the spare goes to the second player.
        assert_eq!(pits_from_winnings([30, 26], 4, 14, Player::North), [7, 7]);
        assert_eq!(pits_from_winnings([30, 26], 4, 14, Player::South), [8, 6]);
        // 31/25 → 7 r3 and 6 r1: the larger remainder.
        assert_eq!(pits_from_winnings([31, 25], 4, 14, Player::North), [8, 6]);
    }

    #[test]
    fn the_losers_foot_moves_to_the_winners_head() {
        // Example 4: South 7 → 5 loses pits 0 and 1.
        let t = shift_territory(
            Territory {
                south_foot: 0,
                south_count: 7,
            },
            5,
            14,
        );
        assert_eq!(
            t,
            Territory {
                south_foot: 2,
                south_count: 5
            }
        );
        // Example 5: North 9 → 5: South's head runs on to 10.
        let t = shift_territory(t, 9, 14);
        assert_eq!(
            t,
            Territory {
                south_foot: 2,
                south_count: 9
            }
        );
        // Wrapping past pit 13.
        let t = shift_territory(
            Territory {
                south_foot: 12,
                south_count: 5,
            },
            2,
            14,
        );
        assert_eq!(
            t,
            Territory {
                south_foot: 1,
                south_count: 2
            }
        );
    }
}
