//! The finger game that opens every round, the end of a round, the steps
//! between rounds (ruling §7, C11) and the end of the match.
//!
//! Between rounds, in order:
//! 1. each large stone goes home, bought back by its owner if the other
//!    player holds it (a shortfall goes on his debt);
//! 2. settle and refill on credit (`σ = stock − owed − u × holes`);
//! 3. forced sales while a player owes `u` or more: `Phase::Settlement`,
//!    the debtor to move, with one `Sell` per pit of his;
//! 4. optional buy-backs, South first, then North, for a player who owes
//!    nothing and has a net reserve (stock less what he owes, plus what he is
//!    owed) of `u + 1` or more: `BuyBack` moves and `Done`;
//! 5. the match ends when a player has no pit of his own row left, or must
//!    sell with none left; with a set number of rounds, after the last one,
//!    on net worth.

use super::{next_turn, price, unit};
use crate::capture::take_own_pits;
use crate::round::{
    begin_round, buy_back_pit, holes, net_worth, owes, pay, refill_on_credit, sell_pit, set_owes,
};
use crate::{
    ChoiceError, Event, EventSink, Finger, FirstPlayer, IllegalMove, LargeStone, MatchLength, Move,
    MoveList, Outcome, Phase, Player, Position, StoneAt,
};

/// A finger is shown (§2). The first throw of a pair is kept hidden in the
/// position and the other player throws; then the shapes are compared:
/// [seed-original] "index finger (snake) beats thumb (frog), which beats little
/// finger (centipede), which in turn beats index finger". On a tie both throw
/// again; the winner moves first (ruling C2).
pub(super) fn throw<S: EventSink>(pos: &mut Position, finger: Finger, sink: &mut S) {
    let thrower = pos.to_move;
    match pos.pending_throw.take() {
        None => {
            pos.pending_throw = Some(finger);
            pos.give_turn(thrower.opponent(), sink);
        }
        Some(first) => {
            let first_thrower = thrower.opponent();
            if S::ENABLED {
                let mut shown = [first, first];
                shown[thrower.index()] = finger;
                sink.push(Event::Throws { fingers: shown });
            }
            if first == finger {
                pos.give_turn(first_thrower, sink);
            } else {
                let winner = if first.beats(finger) {
                    first_thrower
                } else {
                    thrower
                };
                start_play(pos, winner, sink);
            }
        }
    }
}

/// `starter` opens the round.
fn start_play<S: EventSink>(pos: &mut Position, starter: Player, sink: &mut S) {
    pos.round_starter = starter;
    next_turn(pos, starter, sink);
}

/// Ends the round and settles it.
///
/// Whichever way it ended, each player takes every stone, small or large, in
/// his own sector: on agreement and stalemate [seed-original] "each player
/// taking the few stones left in his sector"; on a declined (or impossible)
/// huelshe "the opponent takes all the stones in his own sector", the
/// decliner's being empty (§5, §6). A large stone still at home stays there
/// and costs its owner nothing (§6).
pub(super) fn end_round<S: EventSink>(
    pos: &mut Position,
    reason: crate::RoundEndReason,
    sink: &mut S,
) {
    pos.offer_refused = false;
    take_own_pits(pos, sink);
    if S::ENABLED {
        sink.push(Event::RoundEnded {
            round: pos.round,
            winnings: pos.piles,
            reason,
        });
    }
    buy_back_large_stones(pos, sink);
    refill_on_credit(pos, unit(pos), sink);
    continue_settlement(pos, None, sink);
}

/// Step 1 (§7.1): every large stone goes home; if the other player holds it,
/// its owner pays him its price, and what he cannot pay is added to his debt.
fn buy_back_large_stones<S: EventSink>(pos: &mut Position, sink: &mut S) {
    for stone in LargeStone::ALL {
        let owner = stone.owner();
        match pos.large[stone as usize] {
            StoneAt::Home => continue,
            StoneAt::Held(holder) if holder != owner => {
                let price = price(pos, stone);
                let paid = pay(pos, owner, holder, price, sink);
                if paid < price {
                    let owed = owes(pos, owner) + i32::from(price - paid);
                    set_owes(pos, owner, owed, sink);
                }
            }
            _ => {}
        }
        pos.large[stone as usize] = StoneAt::Home;
        if S::ENABLED {
            sink.push(Event::LargeStoneHome { stone });
        }
    }
}

/// Whether `player` may buy back a pit (§7.4, C12): he owes nothing, his net
/// reserve (stock plus what he is owed) is at least `u + 1`, and a pit of his
/// row is sold.
fn may_buy_back(pos: &Position, player: Player) -> bool {
    let owed = owes(pos, player);
    owed <= 0
        && i32::from(pos.piles[player.index()]) - owed > i32::from(unit(pos))
        && has_sold_pit(pos, player)
}

/// Whether a pit of `player`'s row now belongs to his opponent.
fn has_sold_pit(pos: &Position, player: Player) -> bool {
    let t = pos.topology();
    (0..t.pits()).any(|pit| is_sold_pit_of(pos, pit, player))
}

fn is_sold_pit_of(pos: &Position, pit: u8, player: Player) -> bool {
    let t = pos.topology();
    pit < t.pits() && t.side_of(pit) == player && pos.owner(pit) != player
}

/// Whether `pit` is one of `player`'s own, unsold pits.
fn is_own_pit(pos: &Position, pit: u8, player: Player) -> bool {
    let t = pos.topology();
    pit < t.pits() && t.side_of(pit) == player && pos.owner(pit) == player && !pos.is_sink(pit)
}

/// Steps 3 to 6: hands the settlement to the next player with a decision, or
/// ends it. `after` is the player whose buy-back turn just ended.
fn continue_settlement<S: EventSink>(pos: &mut Position, after: Option<Player>, sink: &mut S) {
    let u = i32::from(unit(pos));
    // Step 3 [seed-original]: "If a player's debt to another reaches five, he
    // is obliged to sell a hole. The seller chooses which."
    for player in Player::BOTH {
        if owes(pos, player) >= u {
            if holes(pos, player) == 0 {
                // He must sell but has nothing left (ruling C13).
                lose(pos, player, sink);
            } else {
                pos.set_phase(Phase::Settlement, sink);
                pos.give_turn(player, sink);
            }
            return;
        }
    }
    // Step 5 (ruling C13): a player who owns none of his pits has lost.
    for player in Player::BOTH {
        if holes(pos, player) == 0 {
            lose(pos, player, sink);
            return;
        }
    }
    // Step 4: optional buy-backs, South then North.
    let candidates: &[Player] = match after {
        None => &Player::BOTH,
        Some(Player::South) => &[Player::North],
        Some(Player::North) => &[],
    };
    for &player in candidates {
        if may_buy_back(pos, player) {
            pos.set_phase(Phase::Settlement, sink);
            pos.give_turn(player, sink);
            return;
        }
    }
    let last = match pos.options.match_length {
        MatchLength::Full => false,
        MatchLength::SingleRound => true,
        MatchLength::Rounds(n) => pos.round >= u16::from(n),
    };
    if last {
        let score = final_net_worth(pos);
        pos.finish(score, sink);
    } else {
        next_round(pos, sink);
    }
}

/// Each player's net worth, the match's score once it is decided (never
/// below 0).
pub(super) fn final_net_worth(pos: &Position) -> [u16; 2] {
    Player::BOTH.map(|p| net_worth(pos, unit(pos), p).clamp(0, i32::from(u16::MAX)) as u16)
}

/// `loser` has lost the match: no pit of his own row is left to him.
fn lose<S: EventSink>(pos: &mut Position, loser: Player, sink: &mut S) {
    let score = final_net_worth(pos);
    let winner = Some(loser.opponent());
    pos.phase = Phase::GameOver;
    pos.outcome = Some(Outcome { winner, score });
    if S::ENABLED {
        sink.push(Event::GameOver { winner, score });
    }
}

/// Step 6: the next round, on the board the settlement filled; sold pits
/// start empty and stay their buyers' sinks (§8).
fn next_round<S: EventSink>(pos: &mut Position, sink: &mut S) {
    begin_round(pos, sink);
    match pos.options.first_player {
        FirstPlayer::FingerGame => {
            pos.pending_throw = None;
            pos.set_phase(Phase::FingerGame, sink);
            pos.give_turn(Player::South, sink);
        }
        FirstPlayer::Random => {
            let starter = if pos.next_random() & 1 == 0 {
                Player::South
            } else {
                Player::North
            };
            start_play(pos, starter, sink);
        }
        FirstPlayer::Alternate => {
            let starter = pos.round_starter.opponent();
            start_play(pos, starter, sink);
        }
    }
}

/// The settlement moves of the player to move: a sale of any of his pits
/// while he owes `u` or more; otherwise a buy-back of any of his sold pits,
/// or `Done`.
pub(super) fn legal_moves(pos: &Position, out: &mut MoveList) {
    let player = pos.to_move;
    let pits = pos.topology().pits();
    if owes(pos, player) >= i32::from(unit(pos)) {
        for pit in (0..pits).filter(|&p| is_own_pit(pos, p, player)) {
            out.push(Move::Sell { pit });
        }
    } else {
        if may_buy_back(pos, player) {
            for pit in (0..pits).filter(|&p| is_sold_pit_of(pos, p, player)) {
                out.push(Move::BuyBack { pit });
            }
        }
        out.push(Move::Done);
    }
}

/// Why a settlement move is refused, if it is.
pub(super) fn check(pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
    let player = pos.to_move;
    let must_sell = owes(pos, player) >= i32::from(unit(pos));
    let pits = pos.topology().pits();
    match *mv {
        Move::Sell { pit } => {
            if !must_sell {
                Err(IllegalMove::Choice(ChoiceError::NotInDebt))
            } else if pit >= pits {
                Err(IllegalMove::NoSuchPit { pit })
            } else if !is_own_pit(pos, pit, player) {
                Err(IllegalMove::NotYourPit {
                    pit,
                    owner: pos.owner(pit),
                })
            } else {
                Ok(())
            }
        }
        Move::BuyBack { pit } => {
            if pit >= pits {
                Err(IllegalMove::NoSuchPit { pit })
            } else if !may_buy_back_ignoring_pits(pos, player) {
                Err(IllegalMove::Choice(ChoiceError::ReserveTooSmall))
            } else if !is_sold_pit_of(pos, pit, player) {
                Err(IllegalMove::Choice(ChoiceError::NotSold { pit }))
            } else {
                Ok(())
            }
        }
        Move::Done if must_sell => Err(IllegalMove::Choice(ChoiceError::MustSell)),
        Move::Done => Ok(()),
        _ => Err(IllegalMove::WrongPhase { phase: pos.phase }),
    }
}

fn may_buy_back_ignoring_pits(pos: &Position, player: Player) -> bool {
    let owed = owes(pos, player);
    owed <= 0 && i32::from(pos.piles[player.index()]) - owed > i32::from(unit(pos))
}

/// A forced sale of `pit` (§7.3).
pub(super) fn sell<S: EventSink>(pos: &mut Position, pit: u8, sink: &mut S) {
    sell_pit(pos, pit, unit(pos), sink);
    continue_settlement(pos, None, sink);
}

/// A buy-back of `pit` (§7.4); the buyer may go on buying while he can.
pub(super) fn buy_back<S: EventSink>(pos: &mut Position, pit: u8, sink: &mut S) {
    let player = pos.to_move;
    buy_back_pit(pos, pit, unit(pos), sink);
    if !may_buy_back(pos, player) {
        continue_settlement(pos, Some(player), sink);
    }
}

/// The player to move has finished buying back.
pub(super) fn done<S: EventSink>(pos: &mut Position, sink: &mut S) {
    let player = pos.to_move;
    continue_settlement(pos, Some(player), sink);
}
