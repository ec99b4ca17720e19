//! Ceelkoqyuqkoqiji ("walking goats and buying holes"), Naxi, Lijiang —
//! Eagle 1995: 53–5. Rulings: `shared/rules/ceelkoqyuqkoqiji.md`; the
//! section numbers (§5) and table rows (C4) cited below are that file's.
//!
//! Eagle's text is followed where Ludii simplifies it: the stores lie on the
//! circuit as sinks, the mover chooses where the two large stones (the mu and
//! the gong) fall, captures run on in an alternating chain, huelshe may be
//! declined, and rounds are settled with debts and sales of pits.
//!
//! - this file: the turn (sowing, huelshe, offers to end the round), legality
//!   and the legal-move list;
//! - [`sowing`]: one sowing move, and where the large stones fall;
//! - [`circuit`]: the stones laid along the circuit, on whose counts alone a
//!   sowing's path is walked;
//! - [`placements`]: the list of every distinct placement of the large
//!   stones;
//! - [`settlement`]: the finger game, the end of a round, what happens between
//!   rounds, and the end of the match.

mod circuit;
mod placements;
mod settlement;
mod sowing;

use super::rules::{common_reason, Features, Rules};
use crate::board::{bit, occupied_slots, Dir, Topology};
use crate::{
    ChoiceError, EventSink, Finger, FirstPlayer, IllegalMove, LargeStone, Move, MoveList, Phase,
    Player, Position, RoundEndReason, ScoreBasis, StoneAt,
};

/// Ceelkoqyuqkoqiji's rules.
pub(crate) struct Ceelkoqyuqkoqiji;

/// The game's description: plain data, kept apart from its rules.
pub(crate) mod about {
    use crate::board::Topology;
    use crate::games::description::{
        GameDescription, Numbers, OptionSetting, OptionSpec, Source, STALEMATE, START,
    };
    use crate::Phase;

    /// What Ceelkoqyuqkoqiji is: 2×5 (or 2×7) with a store at each end, two
    /// large stones, huelshe, and rounds settled with debts and sales of pits.
    pub(crate) const DESCRIPTION: GameDescription = GameDescription {
        slug: "ceelkoqyuqkoqiji",
        name: "Ceelkoqyuqkoqiji",
        people: Some("Naxi"),
        place: "Lijiang, Yunnan, China",
        source: Source {
            short: "Eagle 1995",
            citation: "Eagle, V. 1995. \"Some Newly Described Mancala Games from Yunnan \
                       Province, China, and the Definition of a Genus in the Family of \
                       Mancala Games.\" In A. de Voogt, ed., New Approaches to Board \
                       Games Research: Asian Origins and Future Perspectives, 48–63. \
                       Leiden: International Institute for Asian Studies; the game at \
                       53–55.",
        },
        board: &Topology::CEELKOQYUQKOQIJI_5,
        other_boards: &[&Topology::CEELKOQYUQKOQIJI_7],
        options: &[
            START,
            STALEMATE,
            OptionSpec {
                key: "size",
                values: &["5", "7"],
                numbers: None,
                expected: "5 or 7",
            },
            OptionSpec {
                key: "match",
                values: &["full", "single", "3", "5", "10"],
                numbers: Some(Numbers { min: 2, max: 50 }),
                expected: "full, single or 2 to 50 rounds",
            },
            OptionSpec {
                key: "prices",
                values: &["7/6", "5/5"],
                numbers: None,
                expected: "7/6 or 5/5",
            },
            OptionSpec {
                key: "first",
                values: &["finger", "random", "alternate"],
                numbers: None,
                expected: "finger, random or alternate",
            },
        ],
        phases: &[
            Phase::FingerGame,
            Phase::Play,
            Phase::Huelshe,
            Phase::EndOffered,
            Phase::Settlement,
            Phase::GameOver,
        ],
        territory_bodies: false,
        ends_at_second_pass: false,
        draws_lots_when: &[OptionSetting {
            key: "first",
            value: "random",
        }],
    };
}

/// Stones per pit at the start of a round (5 on 2×5, 7 on 2×7). It is also the
/// unit `u` of the settlement: a pit's price, the debt that forces a sale, and
/// the stones a sale or buy-back moves [seed-original; ruling C14].
fn unit(pos: &Position) -> u8 {
    pos.topology().cols()
}

/// `player`'s sector, as a mask of pits: his own row less the pits he sold
/// (which are sinks) [seed-original; ruling §1].
fn sector_mask(pos: &Position, t: &Topology, player: Player) -> u64 {
    t.side_mask(player) & !pos.sinks
}

/// The pits of `player`'s sector, left to right as he sees them, and how many.
fn sector(pos: &Position, t: &Topology, player: Player) -> ([u8; 7], usize) {
    let mut pits = [0u8; 7];
    let mut len = 0;
    let mask = sector_mask(pos, t, player);
    for local in 0..t.cols() {
        let pit = t.pit_of(player, local);
        if mask & bit(pit) != 0 && len < pits.len() {
            pits[len] = pit;
            len += 1;
        }
    }
    (pits, len)
}

/// The small stones of each pit of `player`'s sector, read from its mask of
/// pits (the search asks after every sowing, and for every evaluation).
fn sector_seeds<'a>(
    pos: &'a Position,
    t: &Topology,
    player: Player,
) -> impl Iterator<Item = u8> + 'a {
    let mut sector = sector_mask(pos, t, player);
    core::iter::from_fn(move || {
        (sector != 0).then(|| {
            let pit = sector.trailing_zeros() as usize;
            sector &= sector - 1;
            pos.pits[pit]
        })
    })
}

/// Whether `player`'s sector holds no stone at all, small or large (§5).
/// A sector has pits only, never a store, so a large stone in it lies in one
/// of its pits.
fn sector_empty(pos: &Position, t: &Topology, player: Player) -> bool {
    let mask = sector_mask(pos, t, player);
    occupied_slots(&pos.pits, usize::from(t.pits())) & mask == 0
        && !pos
            .large
            .iter()
            .any(|at| matches!(*at, StoneAt::Pit(pit) if mask & bit(pit) != 0))
}

/// Whether either large stone is still in its home store, never having left.
fn large_stone_home(pos: &Position) -> bool {
    pos.large.contains(&StoneAt::Home)
}

/// Stones off the board: both stocks and the large stones players hold.
fn off_board(pos: &Position) -> u32 {
    let held = pos
        .large
        .iter()
        .filter(|at| matches!(at, StoneAt::Held(_)))
        .count() as u32;
    u32::from(pos.piles[0]) + u32::from(pos.piles[1]) + held
}

/// The pits a huelshe starting at `first` fills: one stone per pit, from
/// `first` on through the next pits of the sector (sold pits are skipped and
/// are not gaps), as many as the sector has or the stock allows (§5,
/// [seed-original]: "the holes he places singletons in must be consecutive").
fn huelshe_run(pos: &Position, first: u8) -> Result<([u8; 7], usize), IllegalMove> {
    let t = pos.topology();
    let player = pos.to_move;
    if first >= t.pits() {
        return Err(IllegalMove::NoSuchPit { pit: first });
    }
    let (pits, len) = sector(pos, t, player);
    let Some(start) = pits[..len].iter().position(|&p| p == first) else {
        return Err(IllegalMove::NotYourPit {
            pit: first,
            owner: pos.owner(first),
        });
    };
    let stones = usize::from(pos.piles[player.index()]).min(len);
    if stones == 0 || start + stones > len {
        return Err(IllegalMove::Choice(ChoiceError::HuelsheNotConsecutive {
            first,
        }));
    }
    let mut run = [0u8; 7];
    run[..stones].copy_from_slice(&pits[start..start + stones]);
    Ok((run, stones))
}

/// Starts `player`'s turn after the opponent's sowing or pass: a new turn,
/// in which he may offer to end the round again.
fn next_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    pos.offer_refused = false;
    begin_turn(pos, player, 0, sink);
}

/// The start-of-turn checks (§5): normal play, or with an empty sector a
/// huelshe decision, a pass, or the end of the round. A position already
/// checked is left as it is.
fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, passes: u8, sink: &mut S) {
    let t = pos.topology();
    pos.give_turn(player, sink);
    if !sector_empty(pos, t, player) {
        pos.set_phase(Phase::Play, sink);
    } else if pos.piles[player.index()] > 0 {
        // [seed-original] "he may 'huelshe' … If he declines to do this, the
        // round ends."
        pos.set_phase(Phase::Huelshe, sink);
    } else if large_stone_home(pos) {
        // Ruling §5: nothing to refill with while a goat is home, and he may
        // not end the round: he passes. (Both players cannot be stuck: all the
        // small stones would then be in the two stocks.) A forced pass is not
        // a ply: it leaves the stalemate count as it is (rules README §2.4).
        if S::ENABLED {
            sink.push(crate::Event::Pass { player });
        }
        pos.offer_refused = false;
        if passes > 0 {
            settlement::end_round(pos, RoundEndReason::NoMoves, sink);
        } else {
            begin_turn(pos, player.opponent(), passes + 1, sink);
        }
    } else {
        // Ruling §5: an empty stock ends the round as if he had declined.
        settlement::end_round(pos, RoundEndReason::SectorEmpty, sink);
    }
}

/// The phase of a player whose turn goes on (after a refused offer).
fn resume_phase(pos: &Position) -> Phase {
    if sector_empty(pos, pos.topology(), pos.to_move) {
        Phase::Huelshe
    } else {
        Phase::Play
    }
}

impl Rules for Ceelkoqyuqkoqiji {
    /// Fitted to deeper searches (`ai::eval`, module `fit`).
    const EVALUATION_WEIGHTS: [i32; super::rules::FEATURES] = [100, 21, 162, 238, -156];

    /// The sowing with every large stone dropped last, if that is a legal
    /// move.
    fn sowing_stones_last(pos: &Position, pit: u8, dir: Dir) -> Option<Move> {
        if pos.phase != Phase::Play {
            return None;
        }
        let mv = sowing::stones_last(pos, pit, dir);
        pos.check(&mv).is_ok().then_some(mv)
    }

    /// Every match, and a single round too, is decided on net worth (§7).
    fn score_basis(_: &Position) -> ScoreBasis {
        ScoreBasis::NetWorth
    }

    /// Each player's net worth once the match is decided (`settlement.rs`).
    fn final_score(pos: &Position) -> Option<[u16; 2]> {
        Some(settlement::final_net_worth(pos))
    }

    fn large_stone_price(pos: &Position, stone: LargeStone) -> Option<u16> {
        Some(price(pos, stone))
    }

    /// The material is the difference of the net worths the players would
    /// have if the round ended now by agreement (see [`projected_worth`]).
    fn features(pos: &Position, player: Player) -> Features {
        let material = projected_worth(pos, player) - projected_worth(pos, player.opponent());
        Features::of(pos, player, material)
    }

    fn setup(pos: &mut Position) {
        let t = pos.topology();
        let per_pit = t.cols();
        pos.pits[..t.pits() as usize].fill(per_pit);
        pos.sinks = bit(t.store(Player::South)) | bit(t.store(Player::North));
        // Ruling C1: the mu starts in South's store, the gong in North's.
        pos.large = [StoneAt::Home; 2];
        if pos.options.first_player == FirstPlayer::FingerGame {
            // [seed-original] the finger game opens every round; South throws first.
            pos.phase = Phase::FingerGame;
            pos.to_move = Player::South;
        }
    }

    fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
        match pos.phase {
            Phase::Play | Phase::Huelshe => begin_turn(pos, player, 0, sink),
            _ => pos.give_turn(player, sink),
        }
    }

    fn legal_moves(pos: &Position, out: &mut MoveList) {
        match pos.phase {
            Phase::FingerGame => {
                for finger in Finger::ALL {
                    out.push(Move::Throw(finger));
                }
            }
            Phase::Play => {
                placements::list(pos, out);
                if !pos.offer_refused {
                    out.push(Move::OfferEnd);
                }
            }
            Phase::Huelshe => {
                let t = pos.topology();
                let (pits, len) = sector(pos, t, pos.to_move);
                let stones = usize::from(pos.piles[pos.to_move.index()]).min(len);
                if stones > 0 {
                    for &first in &pits[..=len - stones] {
                        out.push(Move::Huelshe { first });
                    }
                }
                if !large_stone_home(pos) {
                    out.push(Move::Decline);
                }
                if !pos.offer_refused {
                    out.push(Move::OfferEnd);
                }
            }
            Phase::EndOffered => {
                out.push(Move::AcceptEnd);
                out.push(Move::RefuseEnd);
            }
            Phase::Settlement => settlement::legal_moves(pos, out),
            Phase::Arrange | Phase::GameOver => {}
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
        let phase = pos.phase;
        let wrong_phase = Err(IllegalMove::WrongPhase { phase });
        match *mv {
            Move::Sow { pit, dir, choices } => {
                if let Some(reason) = common_reason(pos, mv) {
                    return Err(reason);
                }
                // [seed-original] "Play is in either direction": always chosen.
                let Some(dir) = dir else {
                    return Err(IllegalMove::DirectionRequired { pit });
                };
                if sowing::placements_fit(pos, pit, dir, &choices) {
                    Ok(())
                } else if choices.is_empty() {
                    Err(IllegalMove::PlacementRequired { pit })
                } else {
                    Err(IllegalMove::BadPlacement { pit })
                }
            }
            Move::Huelshe { first } => match phase {
                Phase::Huelshe => huelshe_run(pos, first).map(|_| ()),
                Phase::Play => Err(IllegalMove::Choice(ChoiceError::NoHuelshe)),
                _ => wrong_phase,
            },
            Move::Decline => match phase {
                // [seed-original] "If there is still a large stone in its
                // original store, then huelshe is obligatory."
                Phase::Huelshe if large_stone_home(pos) => {
                    Err(IllegalMove::Choice(ChoiceError::CannotDecline))
                }
                Phase::Huelshe => Ok(()),
                Phase::Play => Err(IllegalMove::Choice(ChoiceError::NoHuelshe)),
                _ => wrong_phase,
            },
            Move::OfferEnd => match phase {
                Phase::Play | Phase::Huelshe if pos.offer_refused => {
                    Err(IllegalMove::Choice(ChoiceError::OfferRefused))
                }
                Phase::Play | Phase::Huelshe => Ok(()),
                _ => wrong_phase,
            },
            Move::AcceptEnd | Move::RefuseEnd => {
                if phase == Phase::EndOffered {
                    Ok(())
                } else {
                    Err(IllegalMove::Choice(ChoiceError::NoOffer))
                }
            }
            Move::Throw(_) => {
                if phase == Phase::FingerGame {
                    Ok(())
                } else {
                    wrong_phase
                }
            }
            Move::Sell { .. } | Move::BuyBack { .. } | Move::Done => {
                if phase == Phase::Settlement {
                    settlement::check(pos, mv)
                } else {
                    wrong_phase
                }
            }
            Move::Arrange(_) => Err(IllegalMove::NotLegal),
        }
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        // Moves reach here checked; an unchecked move naming no pit of the
        // board is ignored rather than read out of range.
        let pits = pos.topology().pits();
        if let Move::Sow { pit, .. } | Move::Sell { pit } | Move::BuyBack { pit } = *mv {
            if pit >= pits {
                return;
            }
        }
        match *mv {
            Move::Sow { pit, dir, choices } => {
                let mover = pos.to_move;
                let before = off_board(pos);
                sowing::play(pos, pit, dir.unwrap_or(Dir::Ccw), &choices, sink);
                // Ruling §6: the stalemate counter restarts whenever a stone
                // leaves the board, by capture or into a sink.
                if pos.count_ply(off_board(pos) > before) {
                    settlement::end_round(pos, RoundEndReason::Stalemate, sink);
                } else {
                    next_turn(pos, mover.opponent(), sink);
                }
            }
            Move::Huelshe { first } => {
                let player = pos.to_move;
                if let Ok((run, len)) = huelshe_run(pos, first) {
                    for &pit in &run[..len] {
                        // Only small stones refill a sector (ruling C9).
                        crate::round::refill_pit(pos, pit, 1, player, sink);
                    }
                }
                // "… and then playing normally" [seed-original].
                pos.set_phase(Phase::Play, sink);
            }
            // A declined huelshe, or an end agreed by both (§6).
            Move::Decline => settlement::end_round(pos, RoundEndReason::HuelsheDeclined, sink),
            Move::AcceptEnd => settlement::end_round(pos, RoundEndReason::OfferAccepted, sink),
            Move::OfferEnd => {
                pos.set_phase(Phase::EndOffered, sink);
                pos.give_turn(pos.to_move.opponent(), sink);
            }
            Move::RefuseEnd => {
                // The offerer plays on, and may not offer again this turn.
                pos.give_turn(pos.to_move.opponent(), sink);
                pos.offer_refused = true;
                let phase = resume_phase(pos);
                pos.set_phase(phase, sink);
            }
            Move::Throw(finger) => settlement::throw(pos, finger, sink),
            Move::Sell { pit } => settlement::sell(pos, pit, sink),
            Move::BuyBack { pit } => settlement::buy_back(pos, pit, sink),
            Move::Done => settlement::done(pos, sink),
            Move::Arrange(_) => {}
        }
    }
}

/// The price of `stone` at the end of a round (ruling §7.1, C15): mu 7 and
/// gong 6, or both 5; on the 2×7 board both 7 unless both 5 were agreed.
fn price(pos: &Position, stone: LargeStone) -> u16 {
    match (pos.options.prices, pos.topology().cols(), stone) {
        (crate::Prices::BothFive, _, _) => 5,
        (crate::Prices::MuSevenGongSix, 7, _)
        | (crate::Prices::MuSevenGongSix, _, LargeStone::Mu) => 7,
        (crate::Prices::MuSevenGongSix, _, LargeStone::Gong) => 6,
    }
}

/// What `player` would be worth if the round ended now by agreement (§6,
/// §7): his stock and the small stones of his sector, plus the price of the
/// other's large stone if he would hold it, less the price of his own if the
/// other would, less his debt. (After the settlement his net worth is his
/// whole pool less his debt: the refilled holes count what they cost.)
fn projected_worth(pos: &Position, player: Player) -> i32 {
    let t = pos.topology();
    let mut worth = i32::from(pos.piles[player.index()]) - crate::round::owes(pos, player)
        + sector_seeds(pos, t, player).map(i32::from).sum::<i32>();
    for stone in LargeStone::ALL {
        let holder = match pos.large[stone as usize] {
            StoneAt::Held(holder) => holder,
            StoneAt::Pit(pit) => t.side_of(pit),
            StoneAt::Home | StoneAt::Hand => continue,
        };
        let price = i32::from(price(pos, stone));
        if holder == player && stone.owner() != player {
            worth += price;
        } else if holder != player && stone.owner() == player {
            worth -= price;
        }
    }
    worth
}

/// Calls `visit` with every position of `matches` random whole matches on
/// each board (2×5, then 2×7), the moves drawn from `seed`: the positions
/// the module's tests check their properties over.
#[cfg(test)]
fn random_positions(seed: u64, matches: u64, mut visit: impl FnMut(&Position)) {
    let mut rng = crate::Rng::new(seed);
    for size in ["5", "7"] {
        let mut options = crate::Options::default();
        options
            .set(crate::Game::Ceelkoqyuqkoqiji, "size", size)
            .unwrap();
        for game in 0..matches {
            let mut pos =
                Position::new_seeded(crate::Game::Ceelkoqyuqkoqiji, options, game).unwrap();
            while let Some(mv) = pos.random_move(&mut rng) {
                visit(&pos);
                pos.play_unchecked(&mv, &mut crate::NoEvents);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sector is empty exactly when none of the player's unsold pits is
    /// occupied, as relays and captures see it: for both players, in the
    /// positions of random whole matches on both boards (with pits sold and
    /// large stones on the board, held and home).
    #[test]
    fn a_sector_is_empty_when_none_of_its_pits_is_occupied() {
        let (mut empty, mut sold) = (0, 0);
        random_positions(41, 40, |pos| {
            let t = pos.topology();
            for player in Player::BOTH {
                let expected = (0..t.pits()).all(|pit| {
                    pos.owner(pit) != player || pos.is_sink(pit) || !sowing::occupied(pos, t, pit)
                });
                assert_eq!(sector_empty(pos, t, player), expected);
                empty += usize::from(expected);
            }
            sold += usize::from(pos.sinks.count_ones() > 2);
        });
        assert!(
            empty > 100 && sold > 100,
            "{empty} empty sectors, {sold} positions with sold pits"
        );
    }
}
