//! Playing on a position: the methods of [`Position`] that run the game's
//! rules (starting positions, legal moves, checking and playing moves,
//! random playouts), kept here so that `position` holds only the state and
//! never calls into the rules.

use super::dispatch;
use super::rules::with_move_buffer;
use crate::{
    EventSink, Game, IllegalMove, Move, MoveList, NoEvents, OptionError, Options, Phase, Played,
    Player, Position, StartingSide, StoneAt, Territory, MAX_SLOTS,
};

impl Position {
    /// The starting position of `game` with `options`.
    pub fn new(game: Game, options: Options) -> Result<Position, OptionError> {
        Position::new_seeded(game, options, 0x006d_616e_6361_6c61)
    }

    /// The starting position; `seed` draws whatever the options leave to
    /// chance (a random starting side, random first players of later rounds).
    pub fn new_seeded(game: Game, options: Options, seed: u64) -> Result<Position, OptionError> {
        options.validate(game)?;
        let topology = game.topology(options.size);
        let mut pos = Position {
            game,
            options,
            pits: [0; MAX_SLOTS],
            piles: [0; 2],
            south_owns: topology.side_mask(Player::South),
            sinks: 0,
            to_move: Player::South,
            phase: Phase::Play,
            plies_without_capture: 0,
            plies: 0,
            passes: 0,
            round: 1,
            round_starter: Player::South,
            territory: Territory {
                south_foot: 0,
                south_count: topology.pits_per_side(),
            },
            large: [StoneAt::Home; 2],
            debt: 0,
            pending_throw: None,
            offer_refused: false,
            rng: seed,
            outcome: None,
        };
        let first = match options.start {
            StartingSide::South | StartingSide::Alternate => Player::South,
            StartingSide::North => Player::North,
            StartingSide::Random => {
                if pos.next_random() & 1 == 0 {
                    Player::South
                } else {
                    Player::North
                }
            }
        };
        pos.to_move = first;
        pos.round_starter = first;
        if !options.keeps_chance(game) {
            // Nothing is left to chance: no random state to carry in links.
            pos.rng = 0;
        }
        dispatch::setup(&mut pos);
        Ok(pos)
    }

    /// A position in the play phase with the given pit counts (shared
    /// numbering), piles and side to move, as a game already under way
    /// (Modiar's first-move rule does not apply); everything else as at the
    /// start. Call [`Position::settled`] once the position is complete. For
    /// tests, tools and study of the games; refuses a pit list of the wrong
    /// length.
    pub fn with_board(
        game: Game,
        options: Options,
        pits: &[u8],
        piles: [u16; 2],
        to_move: Player,
    ) -> Result<Position, OptionError> {
        let mut pos = Position::new(game, options)?;
        if pits.len() != pos.topology().pits() as usize {
            return Err(OptionError::BadValue {
                key: "pits",
                value: pits.len().to_string(),
                expected: "one count per pit",
            });
        }
        pos.pits[..pits.len()].copy_from_slice(pits);
        pos.piles = piles;
        pos.to_move = to_move;
        pos.round_starter = to_move;
        pos.phase = Phase::Play;
        pos.plies = 1;
        Ok(pos)
    }

    /// The same position with Motiq territories set (for tests and tools).
    #[must_use]
    pub fn with_territory(mut self, territory: Territory) -> Position {
        self.set_territory(territory);
        self
    }

    /// The same position after the rules' start-of-turn checks: a player
    /// with no move passes, and a game or round nobody can continue ends.
    /// Positions reached by play are always settled.
    #[must_use]
    pub fn settled(mut self) -> Position {
        if self.phase != Phase::GameOver {
            let player = self.to_move;
            dispatch::begin_turn(&mut self, player, &mut NoEvents);
        }
        self
    }

    /// Like [`Position::with_board`] with empty piles, but in any `phase`
    /// and as a game not yet under way (no plies played; the round's starter
    /// as the options give it). For tests of openings and phases.
    #[doc(hidden)]
    pub fn with_pits(
        game: Game,
        options: Options,
        pits: &[u8],
        to_move: Player,
        phase: Phase,
    ) -> Result<Position, OptionError> {
        let start = Position::new(game, options)?;
        let mut pos = Position::with_board(game, options, pits, [0, 0], to_move)?;
        pos.phase = phase;
        pos.plies = 0;
        pos.round_starter = start.round_starter;
        Ok(pos)
    }

    /// Whether the player to move is in Makonn's singles game.
    #[must_use]
    pub fn in_singles(&self) -> bool {
        dispatch::in_singles(self)
    }

    /// Every legal move. Empty once the game is over, and in Makonn's
    /// opening, whose layouts are too many to list (see [`Position::check`]).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.list_legal_moves(&mut out);
        out
    }

    /// Lists the legal moves into `moves`, emptied first (nothing once the
    /// game is over).
    fn list_legal_moves(&self, moves: &mut MoveList) {
        moves.clear();
        if self.phase != Phase::GameOver {
            dispatch::legal_moves(self, moves);
        }
    }

    /// How many legal moves there are: `legal_moves().len()`, without
    /// allocating a list (one buffer per thread is reused).
    #[must_use]
    pub fn legal_count(&self) -> usize {
        self.with_legal_moves(|moves| moves.len())
    }

    /// The move at `index` of [`Position::legal_moves`] (the same order),
    /// without allocating a list; `None` past its end.
    #[must_use]
    pub fn legal_move_at(&self, index: usize) -> Option<Move> {
        self.with_legal_moves(|moves| moves.get(index).copied())
    }

    /// Calls `f` with the legal moves, listed into the thread's reused
    /// buffer.
    fn with_legal_moves<R>(&self, mut f: impl FnMut(&MoveList) -> R) -> R {
        with_move_buffer(|moves| {
            self.list_legal_moves(moves);
            f(moves)
        })
    }

    /// Whether `mv` is legal, and if not, why.
    pub fn check(&self, mv: &Move) -> Result<(), IllegalMove> {
        if self.phase == Phase::GameOver {
            return Err(IllegalMove::GameOver);
        }
        dispatch::check(self, mv)
    }

    /// Plays `mv`, returning the new position and the events; `self` is left
    /// unchanged either way.
    pub fn play(&self, mv: &Move) -> Result<Played, IllegalMove> {
        let mut position = *self;
        let mut events = Vec::new();
        position.play_in_place(mv, &mut events)?;
        Ok(Played { position, events })
    }

    /// Plays `mv` on `self`, sending the events to `sink`. On error nothing
    /// changes.
    pub fn play_in_place<S: EventSink>(
        &mut self,
        mv: &Move,
        sink: &mut S,
    ) -> Result<(), IllegalMove> {
        self.check(mv)?;
        dispatch::apply(self, mv, sink);
        Ok(())
    }

    /// Plays a move taken from [`Position::legal_moves`] without checking it
    /// again (for search and playouts). An illegal move gives an unspecified
    /// but memory-safe position.
    pub fn play_unchecked<S: EventSink>(&mut self, mv: &Move, sink: &mut S) {
        dispatch::apply(self, mv, sink);
    }

    /// Plays uniformly random legal moves until the game ends or `max_plies`
    /// have been played; returns the plies played. Makonn's opening is laid
    /// out at random.
    ///
    /// One move list serves the whole playout, so it allocates nothing per ply.
    pub fn random_playout(&mut self, rng: &mut crate::Rng, max_plies: u32) -> u32 {
        let mut moves = MoveList::new();
        for ply in 0..max_plies {
            match self.random_move_from(&mut moves, rng) {
                Some(mv) => dispatch::apply(self, &mv, &mut NoEvents),
                None => return ply,
            }
        }
        max_plies
    }

    /// Ceelkoqyuqkoqiji: the sowing of `pit` in direction `dir` with every
    /// large stone dropped last in each lap that carries one (the mu just
    /// before the gong), the "sow large stones last" convenience of the
    /// rulings; `None` if that sowing is not legal here (or in other games).
    #[must_use]
    pub fn sowing_stones_last(&self, pit: u8, dir: crate::Dir) -> Option<Move> {
        dispatch::sowing_stones_last(self, pit, dir)
    }

    /// A uniformly random legal move (in Makonn's opening, a random valid
    /// layout); `None` once the game is over.
    pub fn random_move(&self, rng: &mut crate::Rng) -> Option<Move> {
        with_move_buffer(|moves| self.random_move_from(moves, rng))
    }

    /// [`Position::random_move`], listing the moves into `moves`.
    fn random_move_from(&self, moves: &mut MoveList, rng: &mut crate::Rng) -> Option<Move> {
        if self.phase == Phase::GameOver {
            return None;
        }
        if let Some(mv) = dispatch::random_special_move(self, rng) {
            return Some(mv);
        }
        self.list_legal_moves(moves);
        (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
    }
}
