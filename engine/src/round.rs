//! Rounds and matches: turning a round's winnings into pits, moving
//! territory boundaries, refilling the board for the next round, and the
//! debt ledger with sales and buy-backs of pits.

use crate::capture::take_slot;
use crate::{Event, EventSink, Player, Position, Territory};

/// `from` puts `seeds` from his pile into `pit`.
pub(crate) fn refill_pit<S: EventSink>(
    pos: &mut Position,
    pit: u8,
    seeds: u8,
    from: Player,
    sink: &mut S,
) {
    pos.piles[from.index()] -= u16::from(seeds);
    pos.pits[pit as usize] += seeds;
    if S::ENABLED {
        sink.push(Event::Refill {
            slot: pit,
            seeds,
            from,
        });
    }
}

/// `pit` now belongs to `owner` (a pit sold or bought back).
pub(crate) fn transfer_pit<S: EventSink>(pos: &mut Position, pit: u8, owner: Player, sink: &mut S) {
    pos.set_owner(pit, owner);
    if S::ENABLED {
        sink.push(Event::Owner { pit, owner });
    }
}

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
/// player owns with `per_pit` seeds from his pile. In play the seeds always
/// suffice; a position built by hand with fewer seeds than the board holds
/// is paid and refilled as far as the piles go, never below empty.
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
        let from = p.opponent();
        let short = short.min(pos.piles[from.index()]);
        if short > 0 {
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
        let seeds = pos.piles[owner.index()].min(u16::from(per_pit));
        if seeds > 0 {
            // At most `per_pit`, so it fits a u8.
            refill_pit(pos, pit, seeds as u8, owner, sink);
        }
    }
}

/// Starts round `pos.round + 1` with `starter` to move.
pub(crate) fn start_next_round<S: EventSink>(pos: &mut Position, starter: Player, sink: &mut S) {
    begin_round(pos, sink);
    pos.round_starter = starter;
    pos.give_turn(starter, sink);
}

/// Starts round `pos.round + 1` before its first player is known (he is
/// decided by a finger game, for instance): resets the round's counters.
pub(crate) fn begin_round<S: EventSink>(pos: &mut Position, sink: &mut S) {
    pos.round += 1;
    pos.plies = 0;
    pos.plies_without_capture = 0;
    pos.passes = 0;
    pos.offer_refused = false;
    if S::ENABLED {
        sink.push(Event::RoundStarted { round: pos.round });
    }
}

/// What `player` owes his opponent on the debt ledger (negative: what he is
/// owed). The ledger is one signed number, positive when South owes North.
pub(crate) fn owes(pos: &Position, player: Player) -> i32 {
    match player {
        Player::South => i32::from(pos.debt),
        Player::North => -i32::from(pos.debt),
    }
}

/// Sets what `player` owes (negative: is owed), announcing a change.
pub(crate) fn set_owes<S: EventSink>(
    pos: &mut Position,
    player: Player,
    amount: i32,
    sink: &mut S,
) {
    let south_owes = match player {
        Player::South => amount,
        Player::North => -amount,
    };
    let debt = south_owes.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
    if debt != pos.debt {
        pos.debt = debt;
        if S::ENABLED {
            sink.push(Event::Debt { debt });
        }
    }
}

/// Moves up to `seeds` stones from `from`'s stock to `to`'s (never more than
/// `from` holds); returns how many moved.
pub(crate) fn pay<S: EventSink>(
    pos: &mut Position,
    from: Player,
    to: Player,
    seeds: u16,
    sink: &mut S,
) -> u16 {
    let seeds = seeds.min(pos.piles[from.index()]);
    if seeds > 0 {
        pos.piles[from.index()] -= seeds;
        pos.piles[to.index()] += seeds;
        if S::ENABLED {
            sink.push(Event::Pay { from, to, seeds });
        }
    }
    seeds
}

/// Pits `player` owns that are not sinks, i.e. on boards with stores the pits
/// of his own row that he has not sold.
pub(crate) fn holes(pos: &Position, player: Player) -> u8 {
    let t = pos.topology();
    (0..t.pits())
        .filter(|&p| !pos.is_sink(p) && pos.owner(p) == player)
        .count() as u8
}

/// Settle and refill on credit (Ceelkoqyuqkoqiji ruling §7.2, after Eagle):
/// each player needs `R = per_pit × holes` to refill his holes and has
/// `σ = stock − owed − R`. A player with `σ ≥ 0` repays what he owes and keeps
/// `σ`; a player with `σ < 0` refills by borrowing, and owes `−σ`. The two
/// `σ` always add up to `per_pit ×` the sold pits, so at most one borrows,
/// and the lender's stock then holds his `σ` less the loan. Stones change
/// hands as one payment, then every unsold pit is filled from its owner.
pub(crate) fn refill_on_credit<S: EventSink>(pos: &mut Position, per_pit: u8, sink: &mut S) {
    let need = [
        i32::from(per_pit) * i32::from(holes(pos, Player::South)),
        i32::from(per_pit) * i32::from(holes(pos, Player::North)),
    ];
    let sigma = [
        i32::from(pos.piles[0]) - owes(pos, Player::South) - need[0],
        i32::from(pos.piles[1]) - owes(pos, Player::North) - need[1],
    ];
    let (keep_south, south_owes) = if sigma[0] < 0 {
        (0, -sigma[0])
    } else if sigma[1] < 0 {
        (sigma[0] + sigma[1], sigma[1])
    } else {
        (sigma[0], 0)
    };
    // What South hands North (negative: North hands South) so that South
    // keeps exactly `keep_south` after filling his holes.
    let to_north = i32::from(pos.piles[0]) - need[0] - keep_south.max(0);
    let amount = to_north.unsigned_abs().min(u32::from(u16::MAX)) as u16;
    if to_north > 0 {
        pay(pos, Player::South, Player::North, amount, sink);
    } else if to_north < 0 {
        pay(pos, Player::North, Player::South, amount, sink);
    }
    let t = pos.topology();
    for pit in 0..t.pits() {
        if pos.is_sink(pit) {
            continue;
        }
        let owner = pos.owner(pit);
        let seeds = u16::from(per_pit).min(pos.piles[owner.index()]) as u8;
        if seeds > 0 {
            refill_pit(pos, pit, seeds, owner, sink);
        }
    }
    set_owes(pos, Player::South, south_owes, sink);
}

/// A forced sale (Ceelkoqyuqkoqiji ruling §7.3): the owner of `pit` sells it
/// to his opponent. The pit is emptied into the buyer's stock and becomes his
/// sink; the seller is paid `per_pit` and needs no refill for it, so his debt
/// falls by `2 × per_pit`. Any excess over the debt is paid to him as a
/// reserve from the buyer's stones.
pub(crate) fn sell_pit<S: EventSink>(pos: &mut Position, pit: u8, per_pit: u8, sink: &mut S) {
    let t = pos.topology();
    let seller = pos.owner(pit);
    let buyer = seller.opponent();
    take_slot(pos, t, pit, buyer, sink);
    transfer_pit(pos, pit, buyer, sink);
    let left = owes(pos, seller) - 2 * i32::from(per_pit);
    if left < 0 {
        let excess = left.unsigned_abs().min(u32::from(u16::MAX)) as u16;
        pay(pos, buyer, seller, excess, sink);
    }
    set_owes(pos, seller, left.max(0), sink);
}

/// A buy-back (Ceelkoqyuqkoqiji ruling §7.4): the player whose row holds the
/// sold `pit` pays `per_pit` for it, takes it back and fills it, borrowing
/// from his opponent whatever his stock lacks. What he cannot pay from his
/// stock, and what he borrows, go on the ledger, so his net reserve (stock
/// less what he owes) falls by `2 × per_pit`.
pub(crate) fn buy_back_pit<S: EventSink>(pos: &mut Position, pit: u8, per_pit: u8, sink: &mut S) {
    let t = pos.topology();
    let buyer = t.side_of(pit);
    let seller = buyer.opponent();
    let price = u16::from(per_pit);
    let paid = pay(pos, buyer, seller, price, sink);
    let mut owed = owes(pos, buyer) + i32::from(price - paid);
    transfer_pit(pos, pit, buyer, sink);
    let lacking = price.saturating_sub(pos.piles[buyer.index()]);
    owed += i32::from(pay(pos, seller, buyer, lacking, sink));
    let seeds = price.min(pos.piles[buyer.index()]) as u8;
    if seeds > 0 {
        refill_pit(pos, pit, seeds, buyer, sink);
    }
    set_owes(pos, buyer, owed, sink);
}

/// A player's net worth between rounds (Ceelkoqyuqkoqiji ruling §7.5):
/// `per_pit × holes + stock − owed`. The two always add up to the stones in
/// play, because the holes are full and the ledger cancels out.
pub(crate) fn net_worth(pos: &Position, per_pit: u8, player: Player) -> i32 {
    i32::from(per_pit) * i32::from(holes(pos, player)) + i32::from(pos.piles[player.index()])
        - owes(pos, player)
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
