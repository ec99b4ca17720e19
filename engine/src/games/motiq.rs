//! Motiq (*ka ia*, "eat fish"), Kédang, Lembata — Barnes 1975.
//! Rulings: `shared/rules/motiq.md`.

use super::rules::{pile_difference, Features, Rules};
use crate::board::{occupied_slots, Dir};
use crate::capture::{take, take_all, take_own_pits};
use crate::round::{pits_from_winnings, refill_owned_pits, shift_territory, start_next_round};
use crate::sow::{relay_sowing, AfterLap};
use crate::{
    Event, EventSink, IllegalMove, MatchLength, Move, MoveList, Phase, Player, Position, Rng,
    RoundEnd, RoundEndReason, ScoreBasis,
};

/// Motiq's rules.
pub(crate) struct Motiq;

/// The game's description: plain data, kept apart from its rules.
pub(crate) mod about {
    use crate::board::Topology;
    use crate::games::description::{GameDescription, OptionSpec, Source, MATCH, STALEMATE, START};

    /// What Motiq is: Barnes's *ka ia*, a match of rounds on 2×7 whose
    /// territories move with the pits each player wins.
    pub(crate) const DESCRIPTION: GameDescription = GameDescription {
        slug: "motiq",
        name: "Motiq",
        people: Some("Kédang"),
        place: "Lembata, Indonesia",
        // The Ludii evidence page prints the pages as "67-58".
        source: Source {
            short: "Barnes 1975",
            citation: "Barnes, R. 1975. \"Mancala in Kédang: A Structural Test.\" \
                       Bijdragen tot de Taal-, Land- en Volkenkunde 131 (1): 67–85; \
                       the game at 73–76.",
        },
        board: &Topology::MOTIQ,
        other_boards: &[],
        options: &[
            START,
            STALEMATE,
            OptionSpec {
                key: "round-end",
                values: &["immediate", "hold-out"],
                numbers: None,
                expected: "immediate or hold-out",
            },
            MATCH,
        ],
        phases: &[crate::Phase::Play, crate::Phase::GameOver],
        territory_bodies: true,
        ends_at_second_pass: false,
        draws_lots_when: &[],
    };
}

/// Seeds per pit at the start of every round; also the price of a pit.
const SEEDS_PER_PIT: u8 = 4;

/// The pits of the board.
const PITS: usize = crate::board::Topology::MOTIQ.pits() as usize;

/// The pits holding seeds, as a mask of pits (the move list and the
/// end-of-round test need it after every ply).
fn sown_pits(pos: &Position) -> u64 {
    occupied_slots(&pos.pits, PITS)
}

/// The pits `player` owns, as a mask of pits.
fn territory_mask(pos: &Position, player: Player) -> u64 {
    match player {
        Player::South => pos.south_owns,
        Player::North => !pos.south_owns & ((1 << PITS) - 1),
    }
}

/// The pits the player to move can sow, as a mask of pits.
fn playable_pits(pos: &Position) -> u64 {
    if pos.phase != Phase::Play {
        return 0;
    }
    sown_pits(pos) & territory_mask(pos, pos.to_move)
}

/// How a round ended.
enum RoundOver {
    /// One player holds out; he takes everything left.
    HeldOut(Player),
    /// Nothing is left anywhere.
    BoardEmpty,
    /// The stalemate limit: each takes his own territory.
    Stalemate,
}

impl Rules for Motiq {
    /// Fitted to deeper searches (`ai::eval`, module `fit`).
    const EVALUATION_WEIGHTS: [i32; super::rules::FEATURES] = [100, -52, 213, 168, -58];

    /// The material is what each player would win if the round ended now at
    /// a stalemate (§4): his pile and the seeds in his territory. At the
    /// start of a round that is four seeds a pit held, so the evaluation runs
    /// on smoothly from one round into the next.
    fn features(pos: &Position, player: Player) -> Features {
        let mut features = Features::of(pos, player, pile_difference(pos, player));
        features.0[0] += features.0[1];
        features
    }

    /// A match is decided on the pits each player holds when one has lost his
    /// head; a single round on the seeds won.
    fn score_basis(pos: &Position) -> ScoreBasis {
        if pos.options.match_length == MatchLength::SingleRound {
            ScoreBasis::Seeds
        } else {
            ScoreBasis::Pits
        }
    }

    /// A single round ends with every seed taken off the board; a match
    /// ends, the board emptied, when a player has no pit left, and counts
    /// the pits each holds then.
    fn final_score(pos: &Position) -> Option<[u16; 2]> {
        let emptied = pos.pits.iter().all(|&n| n == 0);
        if pos.options.match_length == MatchLength::SingleRound {
            return emptied.then_some(pos.piles);
        }
        let south = pos.territory.south_count;
        let north = pos.topology().pits() - south;
        (emptied && (south == 0 || north == 0)).then_some([u16::from(south), u16::from(north)])
    }

    fn setup(pos: &mut Position) {
        pos.pits[..PITS].fill(SEEDS_PER_PIT);
    }

    fn legal_moves(pos: &Position, out: &mut MoveList) {
        let mut playable = playable_pits(pos);
        while playable != 0 {
            out.push(Move::sow(playable.trailing_zeros() as u8));
            playable &= playable - 1;
        }
    }

    /// Random playouts draw from the mask of playable pits rather than a
    /// list: the same draw, in the same order, as from the list.
    fn random_special_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
        let mut playable = playable_pits(pos);
        if playable == 0 {
            return None;
        }
        for _ in 0..rng.below(playable.count_ones()) {
            playable &= playable - 1;
        }
        Some(Move::sow(playable.trailing_zeros() as u8))
    }

    fn explain(pos: &Position, mv: &Move) -> IllegalMove {
        match *mv {
            Move::Sow {
                pit, dir: Some(_), ..
            } => IllegalMove::DirectionFixed { pit, dir: Dir::Ccw },
            Move::Sow { .. } => IllegalMove::NotLegal,
            _ => IllegalMove::WrongPhase { phase: pos.phase },
        }
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        let Some(pit) = mv.pit() else {
            return;
        };
        let t = pos.topology();
        let mover = pos.to_move;
        let mut captured = false;
        relay_sowing(pos, t, pit, Dir::Ccw, sink, |pos, last, sink| {
            match pos.pits[last as usize] {
                // The last seed fell into an empty pit: the player is "dead".
                1 => AfterLap::Stop,
                // It made four: eat the fish, then play on from the next pit.
                4 => {
                    take(pos, last, mover, sink);
                    captured = true;
                    let next = t.next(last, Dir::Ccw);
                    if pos.pits[next as usize] == 0 {
                        AfterLap::Stop
                    } else {
                        AfterLap::Relay(next)
                    }
                }
                _ => AfterLap::Relay(last),
            }
        });

        if pos.count_ply(captured) {
            end_round(pos, RoundOver::Stalemate, sink);
        } else {
            Self::begin_turn(pos, mover.opponent(), sink);
        }
    }

    fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
        match round_over(pos, player) {
            None => pos.give_turn(player, sink),
            Some(how) => end_round(pos, how, sink),
        }
    }
}

/// Whether the round is over before `next` moves.
fn round_over(pos: &Position, next: Player) -> Option<RoundOver> {
    let sown = sown_pits(pos);
    let empty = Player::BOTH.map(|player| sown & territory_mask(pos, player) == 0);
    match pos.options.round_end {
        // After each move both territories are checked [seed-summary, Ludii].
        RoundEnd::Immediate => match empty {
            [true, true] => Some(RoundOver::BoardEmpty),
            [true, false] => Some(RoundOver::HeldOut(Player::North)),
            [false, true] => Some(RoundOver::HeldOut(Player::South)),
            [false, false] => None,
        },
        // Only the player about to move: if he has nothing, the other holds out.
        RoundEnd::HoldOut if empty[next.index()] => Some(if empty[next.opponent().index()] {
            RoundOver::BoardEmpty
        } else {
            RoundOver::HeldOut(next.opponent())
        }),
        RoundEnd::HoldOut => None,
    }
}

/// Ends the round: shares out the board, converts winnings into pits, moves
/// the boundary, and either ends the match or refills for the next round.
fn end_round<S: EventSink>(pos: &mut Position, how: RoundOver, sink: &mut S) {
    let reason = match how {
        RoundOver::HeldOut(_) => RoundEndReason::TerritoryEmpty,
        RoundOver::BoardEmpty => RoundEndReason::BoardEmpty,
        RoundOver::Stalemate => RoundEndReason::Stalemate,
    };
    match how {
        RoundOver::HeldOut(player) => take_all(pos, player, sink),
        RoundOver::BoardEmpty => {}
        RoundOver::Stalemate => take_own_pits(pos, sink),
    }
    let winnings = pos.piles;
    if S::ENABLED {
        sink.push(Event::RoundEnded {
            round: pos.round,
            winnings,
            reason,
        });
    }
    if pos.options.match_length == MatchLength::SingleRound {
        pos.finish(winnings, sink);
        return;
    }
    let t = pos.topology();
    let second = pos.round_starter.opponent();
    let pits = pits_from_winnings(winnings, u16::from(SEEDS_PER_PIT), t.pits(), second);
    let territory = shift_territory(pos.territory, pits[0], t.pits());
    if territory != pos.territory {
        pos.set_territory(territory);
        if S::ENABLED {
            sink.push(Event::Territory { territory });
        }
    }
    if pits[0] == 0 || pits[1] == 0 {
        // A player has lost his head: the match is over, decided on pits.
        pos.finish([u16::from(pits[0]), u16::from(pits[1])], sink);
        return;
    }
    refill_owned_pits(pos, SEEDS_PER_PIT, sink);
    // The player who moved second in this round opens the next.
    start_next_round(pos, second, sink);
}

#[cfg(test)]
mod tests {
    use crate::{Event, Game, Move, Options, Player, Position, Territory};

    #[test]
    fn the_stalemate_limit_shares_out_each_territory_and_rounds_the_pits() {
        // South 30 (26 + 4 on his side), North 26: 7 r2 against 6 r2. Equal
        // remainders give the spare pit to the round's second player, North.
        let mut pits = [0u8; 14];
        pits[0] = 1;
        pits[3] = 3;
        pits[9] = 1;
        pits[12] = 1;
        let mut pos = Position::with_board(
            Game::Motiq,
            Options::default(),
            &pits,
            [26, 24],
            Player::South,
        )
        .unwrap();
        pos.plies_without_capture = 99;
        // 0 sows one seed into the empty pit 1: dead, no capture.
        let played = pos.play(&Move::sow(0)).unwrap();
        assert!(played.events.contains(&Event::RoundEnded {
            round: 1,
            winnings: [30, 26],
            reason: crate::RoundEndReason::Stalemate,
        }));
        let next = played.position;
        assert_eq!(
            next.territory,
            Territory {
                south_foot: 0,
                south_count: 7
            }
        );
        // 30 seeds fill South's 7 pits with 2 to spare, paid to North, who is short.
        assert!(played.events.contains(&Event::Pay {
            from: Player::South,
            to: Player::North,
            seeds: 2
        }));
        assert!(next.pits().iter().all(|&n| n == 4));
        assert_eq!(next.total_seeds(), 56);
    }
}
