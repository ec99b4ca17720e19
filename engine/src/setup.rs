//! Building arbitrary positions, for tests and puzzles.
//!
//! These setters are hidden from the documentation and are not a stable API:
//! they change one field and check nothing, so the caller keeps the position
//! consistent (stones conserved, the phase matching the board). A position
//! reached by play never needs them.

use crate::board::MAX_SLOTS;
use crate::{Game, LargeStone, OptionError, Options, Phase, Player, Position, StoneAt};

impl Position {
    /// The starting position of `game` with the pits (stores excluded) set to
    /// `pits`, in play (`Phase::Play`) with the starting side to move. Extra
    /// counts are ignored; missing ones are 0. Stocks are left as they start.
    #[doc(hidden)]
    pub fn with_pits(game: Game, options: Options, pits: &[u8]) -> Result<Position, OptionError> {
        let mut pos = Position::new(game, options)?;
        let n = usize::from(pos.topology().pits()).min(MAX_SLOTS);
        pos.pits = [0; MAX_SLOTS];
        for (slot, &seeds) in pos.pits[..n].iter_mut().zip(pits) {
            *slot = seeds;
        }
        pos.phase = Phase::Play;
        pos.pending_throw = None;
        Ok(pos)
    }

    /// Sets the small seeds in `pit` (a pit, not a store; ignored otherwise).
    #[doc(hidden)]
    pub fn set_seeds(&mut self, pit: u8, seeds: u8) {
        if pit < self.topology().pits() {
            self.pits[usize::from(pit)] = seeds;
        }
    }

    /// Sets a player's pile (his stock, in Ceelkoqyuqkoqiji).
    #[doc(hidden)]
    pub fn set_pile(&mut self, player: Player, seeds: u16) {
        self.piles[player.index()] = seeds;
    }

    /// Puts a large stone somewhere.
    #[doc(hidden)]
    pub fn set_large_stone(&mut self, stone: LargeStone, at: StoneAt) {
        self.large[stone as usize] = at;
    }

    /// Gives `pit` to `owner`; on boards with stores a pit given to the player
    /// across the board is a sold pit, and so his sink.
    #[doc(hidden)]
    pub fn set_pit_owner(&mut self, pit: u8, owner: Player) {
        if pit < self.topology().pits() {
            self.set_owner(pit, owner);
        }
    }

    /// Sets the player to move.
    #[doc(hidden)]
    pub fn set_to_move(&mut self, player: Player) {
        self.to_move = player;
    }

    /// Sets the signed debt (positive: South owes North).
    #[doc(hidden)]
    pub fn set_debt(&mut self, debt: i16) {
        self.debt = debt;
    }

    /// Sets the phase.
    #[doc(hidden)]
    pub fn force_phase(&mut self, phase: Phase) {
        self.phase = phase;
    }

    /// Sets the round number and who started it.
    #[doc(hidden)]
    pub fn set_round(&mut self, round: u16, starter: Player) {
        self.round = round;
        self.round_starter = starter;
    }

    /// Sets the plies played since a stone last left the board (or, in the
    /// other games, since the last capture).
    #[doc(hidden)]
    pub fn set_plies_without_capture(&mut self, plies: u16) {
        self.plies_without_capture = plies;
    }
}
