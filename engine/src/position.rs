//! The complete state of a game: what a position holds, how it is read,
//! and the small state changes the rules are built from. Playing moves (the
//! part that runs each game's rules) is in `games::play`.

use crate::board::{bit, MAX_SLOTS};
use crate::Game;
use crate::{Event, EventSink, LargeStone, Options, Phase, Player, StoneAt, Territory, Topology};

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner; `None` for a draw.
    pub winner: Option<Player>,
    /// The score that decided it: seeds (or pits, in a match), South first.
    pub score: [u16; 2],
}

impl Outcome {
    /// The outcome a score decides: the higher wins, equal is a draw.
    #[must_use]
    pub fn from_score(score: [u16; 2]) -> Outcome {
        let winner = match score[0].cmp(&score[1]) {
            core::cmp::Ordering::Greater => Some(Player::South),
            core::cmp::Ordering::Less => Some(Player::North),
            core::cmp::Ordering::Equal => None,
        };
        Outcome { winner, score }
    }
}

/// A position: everything the rules need to continue the game.
///
/// Positions are small and `Copy`; [`Position::play`] returns a new one and
/// leaves `self` untouched, so a refused move never changes anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) game: Game,
    pub(crate) options: Options,
    /// Small seeds in each slot. Stores hold none: they are sinks.
    pub(crate) pits: [u8; MAX_SLOTS],
    /// Each player's pile: captured seeds (Ceelkoqyuqkoqiji: his stock).
    pub(crate) piles: [u16; 2],
    /// Bit `i` set: South owns pit `i`.
    pub(crate) south_owns: u64,
    /// Slots whose drops leave the board at once for their owner.
    pub(crate) sinks: u64,
    pub(crate) to_move: Player,
    pub(crate) phase: Phase,
    pub(crate) plies_without_capture: u16,
    /// Plies played in this round.
    pub(crate) plies: u16,
    /// Consecutive passes.
    pub(crate) passes: u8,
    /// The round, from 1.
    pub(crate) round: u16,
    /// Who moved first in this round.
    pub(crate) round_starter: Player,
    pub(crate) territory: Territory,
    pub(crate) large: [StoneAt; 2],
    /// Ceelkoqyuqkoqiji debt: positive, South owes North; negative, North owes South.
    pub(crate) debt: i16,
    /// The first throw of the finger game, hidden until the second.
    pub(crate) pending_throw: Option<crate::Finger>,
    /// Ceelkoqyuqkoqiji: the player to move offered to end the round this
    /// turn and was refused, so he may not offer again until his next turn.
    pub(crate) offer_refused: bool,
    pub(crate) rng: u64,
    pub(crate) outcome: Option<Outcome>,
}

/// The result of a legal move: the new position and what happened, in order.
#[derive(Clone, Debug)]
pub struct Played {
    /// The position after the move.
    pub position: Position,
    /// The steps of the move, for animation.
    pub events: Vec<Event>,
}

impl Position {
    /// The game being played.
    #[must_use]
    pub fn game(&self) -> Game {
        self.game
    }

    /// The rule options.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The board's shape.
    #[must_use]
    pub fn topology(&self) -> &'static Topology {
        self.game.topology(self.options.size)
    }

    /// Small seeds in each pit (stores excluded), in the shared numbering.
    #[must_use]
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.topology().pits() as usize]
    }

    /// Small seeds in `pit` (0 for a slot that does not exist).
    #[must_use]
    pub fn seeds(&self, pit: u8) -> u8 {
        self.pits.get(pit as usize).copied().unwrap_or(0)
    }

    /// A player's pile: seeds captured (in Ceelkoqyuqkoqiji, his stock).
    #[must_use]
    pub fn pile(&self, player: Player) -> u16 {
        self.piles[player.index()]
    }

    /// Who owns `pit` now (Motiq's territories and sold pits move ownership
    /// away from the row's side).
    #[inline]
    #[must_use]
    pub fn owner(&self, pit: u8) -> Player {
        if self.south_owns & bit(pit) != 0 {
            Player::South
        } else {
            Player::North
        }
    }

    /// Whether `slot` is a sink (a store, or a sold pit).
    #[inline]
    #[must_use]
    pub fn is_sink(&self, slot: u8) -> bool {
        self.sinks & bit(slot) != 0
    }

    /// The player to move.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round number, from 1.
    #[must_use]
    pub fn round(&self) -> u16 {
        self.round
    }

    /// Who moved first in this round.
    #[must_use]
    pub fn round_starter(&self) -> Player {
        self.round_starter
    }

    /// Plies played since the last capture (the stalemate counter).
    #[must_use]
    pub fn plies_without_capture(&self) -> u16 {
        self.plies_without_capture
    }

    /// Consecutive passes: 1 when the opponent of the player to move has just
    /// passed, 2 once both have passed in a row.
    #[must_use]
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// Plies played in this round.
    #[must_use]
    pub fn plies(&self) -> u16 {
        self.plies
    }

    /// Motiq's territories.
    #[must_use]
    pub fn territory(&self) -> Territory {
        self.territory
    }

    /// Where a large stone is.
    #[must_use]
    pub fn large_stone(&self, stone: LargeStone) -> StoneAt {
        self.large[stone as usize]
    }

    /// The signed debt: positive, South owes North.
    #[must_use]
    pub fn debt(&self) -> i16 {
        self.debt
    }

    /// Whether one player has already thrown in the finger game (his throw
    /// stays hidden until the other has thrown).
    #[must_use]
    pub fn throw_pending(&self) -> bool {
        self.pending_throw.is_some()
    }

    /// The outcome, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }

    /// A pseudo-random number from the position's own generator, so that
    /// chance in the rules is reproducible from a share link.
    pub(crate) fn next_random(&mut self) -> u64 {
        let mut r = crate::Rng::new(self.rng);
        let v = r.next_u64();
        self.rng = r.state();
        v
    }

    /// Total small seeds on the board and in both piles.
    #[must_use]
    pub fn total_seeds(&self) -> u32 {
        self.pits.iter().map(|&n| u32::from(n)).sum::<u32>()
            + u32::from(self.piles[0])
            + u32::from(self.piles[1])
    }

    pub(crate) fn large_stone_in(&self, stone: LargeStone, slot: u8) -> bool {
        match self.large[stone as usize] {
            StoneAt::Pit(p) => p == slot,
            StoneAt::Home => self.topology().store(stone.owner()) == slot,
            _ => false,
        }
    }

    /// The large stones that can be lifted from (or captured in) `slot`, as a
    /// mask of [`LargeStone::bit`]: those lying in a pit, and a store's own
    /// stone while it is still home. On boards without stores large stones
    /// never leave home, so this is always 0 there.
    #[inline]
    pub(crate) fn large_mask_at(&self, topology: &Topology, slot: u8) -> u8 {
        let mut mask = 0;
        for stone in LargeStone::ALL {
            let here = match self.large[stone as usize] {
                StoneAt::Pit(p) => p == slot,
                StoneAt::Home => topology.has_stores() && topology.store(stone.owner()) == slot,
                StoneAt::Held(_) | StoneAt::Hand => false,
            };
            if here {
                mask |= stone.bit();
            }
        }
        mask
    }

    /// Sets Motiq's territories and the ownership they imply.
    pub(crate) fn set_territory(&mut self, territory: Territory) {
        let pits = self.topology().pits();
        self.territory = territory;
        self.south_owns = 0;
        for k in 0..territory.south_count {
            self.south_owns |= bit((territory.south_foot + k) % pits);
        }
    }

    /// Gives `pit` to `owner`. On boards with stores a pit owned by the
    /// player across the board is a sold pit, and so a sink.
    pub(crate) fn set_owner(&mut self, pit: u8, owner: Player) {
        match owner {
            Player::South => self.south_owns |= bit(pit),
            Player::North => self.south_owns &= !bit(pit),
        }
        let topology = self.topology();
        if topology.has_stores() {
            if topology.side_of(pit) == owner {
                self.sinks &= !bit(pit);
            } else {
                self.sinks |= bit(pit);
            }
        }
    }

    /// Hands the turn to `player`.
    pub(crate) fn give_turn<S: EventSink>(&mut self, player: Player, sink: &mut S) {
        self.to_move = player;
        if S::ENABLED {
            sink.push(Event::Turn { player });
        }
    }

    /// Counts a ply for the stalemate rule; returns whether the limit is reached.
    pub(crate) fn count_ply(&mut self, progress: bool) -> bool {
        self.plies = self.plies.saturating_add(1);
        if progress {
            self.plies_without_capture = 0;
        } else {
            self.plies_without_capture = self.plies_without_capture.saturating_add(1);
        }
        self.options
            .stalemate
            .is_some_and(|limit| self.plies_without_capture >= limit)
    }

    /// Ends the game, deciding it on `score` (higher wins, equal draws).
    pub(crate) fn finish<S: EventSink>(&mut self, score: [u16; 2], sink: &mut S) {
        let outcome = Outcome::from_score(score);
        self.phase = Phase::GameOver;
        self.outcome = Some(outcome);
        if S::ENABLED {
            sink.push(Event::GameOver {
                winner: outcome.winner,
                score,
            });
        }
    }

    /// Sets the phase, announcing the change.
    pub(crate) fn set_phase<S: EventSink>(&mut self, phase: Phase, sink: &mut S) {
        if self.phase != phase {
            self.phase = phase;
            if S::ENABLED {
                sink.push(Event::PhaseChanged { phase });
            }
        }
    }
}
