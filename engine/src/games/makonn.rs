//! Makonn, Seychelles — de Voogt 2013. Rulings: `shared/rules/makonn.md`.
//!
//! Each player owns two rows and sows only round his own circuit (§1). The
//! game opens with each player laying out his seeds (§3, in `opening`); then
//! a move lifts a pit of two or more and relays until the last seed falls
//! into an empty pit, which captures from the inner row only (§4). A player
//! left with singles only plays them one step into empty pits (§5).

mod opening;
mod sides;

use super::rules::{common_reason, Rules};
use crate::board::Dir;
use crate::capture::take_facing;
use crate::sow::{relay_sowing, AfterLap};
use crate::{Event, EventSink, IllegalMove, Move, MoveList, Phase, Player, Position, Rng};
use sides::{own_pits, side_seeds};

/// Makonn's rules.
pub(crate) struct Makonn;

/// The game's description: plain data, kept apart from its rules.
pub(crate) mod about {
    use crate::board::Topology;
    use crate::games::description::{GameDescription, OptionSpec, Source, STALEMATE, START};
    use crate::Phase;

    /// What Makonn is: four rows of ten (or eight), a free opening layout, relay
    /// sowing and the singles game.
    pub(crate) const DESCRIPTION: GameDescription = GameDescription {
        slug: "makonn",
        name: "Makonn",
        people: Some("Seychellois"),
        place: "Mahé, Seychelles",
        source: Source {
            short: "de Voogt 2013",
            citation: "de Voogt, A. 2013. \"Makonn and the Indian Ocean: East African \
                       Slave Trade and the Dispersal of Rules.\" Board Game Studies 8: \
                       159–164; the game at 160–162.",
        },
        board: &Topology::MAKONN_10,
        other_boards: &[&Topology::MAKONN_8],
        options: &[
            START,
            STALEMATE,
            OptionSpec {
                key: "size",
                values: &["10", "8"],
                numbers: None,
                expected: "10 or 8",
            },
        ],
        phases: &[Phase::Arrange, Phase::Play, Phase::GameOver],
        territory_bodies: false,
        ends_at_second_pass: true,
        draws_lots_when: &[],
    };
}

/// Whether no pit of `player` holds two or more. With seeds left, such a
/// player is in the singles game (§5).
fn only_singles(pos: &Position, player: Player) -> bool {
    own_pits(pos.topology(), player).all(|p| pos.pits[p as usize] <= 1)
}

/// Whether `player` is in the singles game: he plays, he has seeds, and each
/// of his pits holds at most one (§5).
fn singles(pos: &Position, player: Player) -> bool {
    pos.phase == Phase::Play && only_singles(pos, player) && side_seeds(pos, player) > 0
}

/// Whether the owner of `pit` may play it, given whether he is down to
/// singles. §4: a pit of two or more, and singles not while any pit holds two
/// or more; §5: in the singles game, a single one step into an empty pit.
fn playable(pos: &Position, pit: u8, singles_only: bool) -> bool {
    let seeds = pos.pits[pit as usize];
    if singles_only {
        seeds == 1 && pos.pits[pos.topology().next(pit, Dir::Ccw) as usize] == 0
    } else {
        seeds >= 2
    }
}

/// Whether `player` has a legal sowing.
fn has_move(pos: &Position, player: Player) -> bool {
    let singles_only = only_singles(pos, player);
    own_pits(pos.topology(), player).any(|p| playable(pos, p, singles_only))
}

/// Why the sowing from `pit` is refused, once the common reasons (phase, no
/// such pit, not yours, empty) are ruled out; `Ok` if it is legal.
fn check_sowing(pos: &Position, pit: u8) -> Result<(), IllegalMove> {
    let singles_only = only_singles(pos, pos.to_move);
    if playable(pos, pit, singles_only) {
        Ok(())
    } else if singles_only {
        // [seed-original] "It is not allowed to play a single into a hole
        // that already contains a counter."
        Err(IllegalMove::SingleIntoOccupied { pit })
    } else {
        // [seed-original] "Singles were not allowed to be played unless the
        // player had singles only."
        Err(IllegalMove::SinglesNotYet { pit })
    }
}

/// Sows `pit` for the player to move (a single in the singles game moves the
/// same way: one seed into an empty pit, then the move ends). Returns the
/// seeds captured.
fn sow<S: EventSink>(pos: &mut Position, pit: u8, sink: &mut S) -> u16 {
    let t = pos.topology();
    let mover = pos.to_move;
    let mut taken = 0;
    // M10: after LOOP_CAP sowings `relay_sowing` stops the move, and the
    // closure below never reached its capture.
    relay_sowing(pos, t, pit, Dir::Ccw, sink, |pos, last, sink| {
        // [seed-original] "When the last counter of such a sowing reaches an
        // occupied hole, that hole is emptied and the contents are sowed."
        if pos.pits[last as usize] > 1 {
            return AfterLap::Relay(last);
        }
        // The last seed fell into an empty pit: the move ends. M5: only an
        // inner pit captures. M6: the facing inner pit must be occupied;
        // then it and the outer pit behind it are taken (`take_facing`).
        if t.is_inner(last) {
            taken = take_facing(pos, t, last, mover, sink);
        }
        AfterLap::Stop
    });
    taken
}

/// Whether each player is in the singles game, South first.
fn singles_now(pos: &Position) -> [bool; 2] {
    [singles(pos, Player::South), singles(pos, Player::North)]
}

/// Announces each player who has just entered the singles game. A player
/// never leaves it: his singles only move into empty pits, and the opponent
/// only ever takes seeds away.
fn announce_singles<S: EventSink>(pos: &Position, before: [bool; 2], sink: &mut S) {
    if S::ENABLED {
        for player in Player::BOTH {
            if singles(pos, player) && !before[player.index()] {
                sink.push(Event::Singles { player });
            }
        }
    }
}

/// Ends the game. The score is the seeds each player still has on the
/// board: a player with none has lost (§6: "the aim is to capture
/// everything"), and at a stalemate or after two passes the player with more
/// seeds on the board wins; equal is a draw.
fn finish<S: EventSink>(pos: &mut Position, sink: &mut S) {
    let score = board_score(pos);
    pos.finish(score, sink);
}

/// The seeds each player still has on the board: the score at the end.
fn board_score(pos: &Position) -> [u16; 2] {
    Player::BOTH.map(|p| side_seeds(pos, p))
}

/// Hands the turn on after `mover`'s move: the game ends at the stalemate
/// limit or when the opponent has no seeds left (the mover's own sowing
/// never empties his side), else the opponent's turn begins (`hand_on`).
fn end_of_move<S: EventSink>(pos: &mut Position, mover: Player, stalemate: bool, sink: &mut S) {
    // A move was made: any earlier pass is no longer "in a row".
    pos.passes = 0;
    if stalemate || side_seeds(pos, mover.opponent()) == 0 {
        finish(pos, sink);
    } else {
        hand_on(pos, mover.opponent(), sink);
    }
}

/// Hands the turn to `player` in a position read from a code: as after a
/// move, and the game over if either player has no seeds left (§6) or two
/// passes in a row were made (M9).
fn begin_play_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    if pos.passes >= 2 || Player::BOTH.into_iter().any(|p| side_seeds(pos, p) == 0) {
        finish(pos, sink);
    } else {
        hand_on(pos, player, sink);
    }
}

/// Gives `player` the turn, or passes it on: a player without a legal move
/// passes (M8), and if the other cannot move either, he passes too and the
/// game ends at that second pass in a row (M9). After a move the opponent's
/// pass leaves the turn with the mover: it never left him, and no turn is
/// announced.
fn hand_on<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    let mut next = player;
    while !has_move(pos, next) {
        pass(pos, next, sink);
        if pos.passes >= 2 {
            finish(pos, sink);
            return;
        }
        next = next.opponent();
    }
    if next == player || next != pos.to_move {
        pos.give_turn(next, sink);
    }
}

/// `player` has no legal move and passes.
fn pass<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
    pos.passes = pos.passes.saturating_add(1);
    if S::ENABLED {
        sink.push(Event::Pass { player });
    }
}

impl Rules for Makonn {
    /// Fitted to deeper searches (`ai::eval`, module `fit`).
    const EVALUATION_WEIGHTS: [i32; super::rules::FEATURES] = [100, 100, -231, -126, -175];

    /// §6: the player with more counters left on the board wins.
    fn score_basis(_pos: &Position) -> crate::ScoreBasis {
        crate::ScoreBasis::OnBoard
    }

    /// The seeds each player still has on the board, as `finish` counts them.
    fn final_score(pos: &Position) -> Option<[u16; 2]> {
        Some(board_score(pos))
    }

    /// §2: one seed in every pit; the first player lays out his seeds first.
    fn setup(pos: &mut Position) {
        let pits = pos.topology().pits() as usize;
        pos.pits[..pits].fill(1);
        pos.phase = Phase::Arrange;
    }

    /// The sowings of the player to move. The opening layouts are too many to
    /// list: in [`Phase::Arrange`] the list is empty and
    /// [`Rules::check`] judges each layout.
    fn legal_moves(pos: &Position, out: &mut MoveList) {
        if pos.phase != Phase::Play {
            return;
        }
        let player = pos.to_move;
        let singles_only = only_singles(pos, player);
        for pit in own_pits(pos.topology(), player) {
            if playable(pos, pit, singles_only) {
                out.push(Move::sow(pit));
            }
        }
    }

    fn check(pos: &Position, mv: &Move) -> Result<(), IllegalMove> {
        match *mv {
            Move::Arrange(ref arrangement) => {
                if pos.phase != Phase::Arrange {
                    return Err(IllegalMove::WrongPhase { phase: pos.phase });
                }
                opening::validate(pos, arrangement).map_err(IllegalMove::Layout)
            }
            Move::Sow { pit, dir, choices } => {
                if let Some(reason) = common_reason(pos, mv) {
                    return Err(reason);
                }
                if dir.is_some() {
                    return Err(IllegalMove::DirectionFixed { pit, dir: Dir::Ccw });
                }
                if !choices.is_empty() {
                    return Err(IllegalMove::BadPlacement { pit });
                }
                check_sowing(pos, pit)
            }
            _ => Err(IllegalMove::WrongPhase { phase: pos.phase }),
        }
    }

    fn apply<S: EventSink>(pos: &mut Position, mv: &Move, sink: &mut S) {
        let mover = pos.to_move;
        // Only the announcements need this; search plays without events.
        let before = if S::ENABLED {
            singles_now(pos)
        } else {
            [false; 2]
        };
        match (*mv, pos.phase) {
            (Move::Arrange(ref arrangement), Phase::Arrange) => {
                if !opening::arrange(pos, arrangement, sink) {
                    return;
                }
                // A ply of the game, but not of the stalemate count (M9),
                // which counts sowings from the first move of play.
                pos.plies = pos.plies.saturating_add(1);
                if mover == pos.round_starter {
                    // §3.4: the other player now lays out his seeds.
                    pos.give_turn(mover.opponent(), sink);
                } else {
                    // §3.5: the first player makes the first sowing.
                    pos.set_phase(Phase::Play, sink);
                    announce_singles(pos, before, sink);
                    end_of_move(pos, mover, false, sink);
                }
            }
            (Move::Sow { pit, .. }, Phase::Play) => {
                // Search plays listed moves unchecked; anything that is not
                // even a non-empty pit of the mover is ignored, never a panic.
                let t = pos.topology();
                if pit >= t.pits() || t.side_of(pit) != mover || pos.pits[pit as usize] == 0 {
                    return;
                }
                let taken = sow(pos, pit, sink);
                let stalemate = pos.count_ply(taken > 0);
                announce_singles(pos, before, sink);
                end_of_move(pos, mover, stalemate, sink);
            }
            _ => {}
        }
    }

    fn begin_turn<S: EventSink>(pos: &mut Position, player: Player, sink: &mut S) {
        if pos.phase == Phase::Play {
            begin_play_turn(pos, player, sink);
        } else {
            pos.give_turn(player, sink);
        }
    }

    fn in_singles(pos: &Position) -> bool {
        singles(pos, pos.to_move)
    }

    /// A random valid layout (with a random opening capture about half the
    /// time when one is possible), so that random playouts cover the opening.
    fn random_special_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
        (pos.phase == Phase::Arrange).then(|| Move::Arrange(opening::random_arrangement(pos, rng)))
    }
}
