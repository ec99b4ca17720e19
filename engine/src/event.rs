//! What happens during a move, step by step, for the page to animate.
//!
//! [`crate::Position::play`] returns these in order. Replaying them on the old
//! position with [`crate::replay()`] gives the new one (a tested invariant), so the page
//! never has to know a rule to draw a move.

use crate::{LargeStone, Phase, Player, Territory};

/// One step of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Every seed in `slot` is lifted into the hand (with the large stones in
    /// `large`, a mask of [`LargeStone::bit`]). `seeds` counts small seeds only.
    PickUp {
        /// Where the seeds were.
        slot: u8,
        /// Small seeds lifted.
        seeds: u8,
        /// Large stones lifted, as a mask.
        large: u8,
    },
    /// A later lap of the same move starts: the sowing relays from `slot`.
    Relay {
        /// The slot whose seeds are lifted next.
        slot: u8,
    },
    /// One seed (or a large stone) from the hand is dropped into `slot`.
    Drop {
        /// Where it fell.
        slot: u8,
        /// Which stone, if a large one.
        large: Option<LargeStone>,
    },
    /// A stone from the hand falls into a sink (a store, or a sold pit) and at
    /// once becomes `owner`'s.
    Sink {
        /// The store or sold pit.
        slot: u8,
        /// Which stone, if a large one.
        large: Option<LargeStone>,
        /// Who now holds it.
        owner: Player,
    },
    /// The contents of `slot` are taken off the board into `by`'s pile.
    Capture {
        /// Where the seeds were.
        slot: u8,
        /// Small seeds taken.
        seeds: u8,
        /// Large stones taken, as a mask.
        large: u8,
        /// Who takes them.
        by: Player,
    },
    /// The seeds left on the board at the end of a round or of the game are
    /// taken off it: each pit's by its owner (`to` is `None`), or all by
    /// `to`. The [`Event::Capture`]s that follow are this share-out, not
    /// captures of the move. Not emitted when nothing is left.
    Leftovers {
        /// Who takes everything, or `None`: each player his own pits.
        to: Option<Player>,
    },
    /// `player` puts `seeds` from his pile into `slot` (a new round's refill).
    Refill {
        /// The pit filled.
        slot: u8,
        /// Seeds put in.
        seeds: u8,
        /// Whose pile they come from.
        from: Player,
    },
    /// Seeds change hands off the board (a payment between rounds).
    Pay {
        /// Who pays.
        from: Player,
        /// Who is paid.
        to: Player,
        /// How many.
        seeds: u16,
    },
    /// A large stone goes back to its home store.
    LargeStoneHome {
        /// The stone.
        stone: LargeStone,
    },
    /// A player has no legal move and passes.
    Pass {
        /// Who passes.
        player: Player,
    },
    /// The territories change (Motiq, between rounds).
    Territory {
        /// The new territories.
        territory: Territory,
    },
    /// Pit ownership changes (a pit sold or bought back).
    Owner {
        /// The pit.
        pit: u8,
        /// Its new owner.
        owner: Player,
    },
    /// A player's debt changes (positive: South owes North).
    Debt {
        /// The new signed debt.
        debt: i16,
    },
    /// Both fingers of the finger game are shown (South's first); a tie is
    /// thrown again, otherwise the winner starts the round.
    Throws {
        /// The shapes shown, South first.
        fingers: [crate::Finger; 2],
    },
    /// A player starts the singles game (Makonn).
    Singles {
        /// Who.
        player: Player,
    },
    /// A round ends; `winnings` are each player's takings for the round.
    RoundEnded {
        /// The round that ended.
        round: u16,
        /// What each player won in it.
        winnings: [u16; 2],
        /// Why it ended.
        reason: RoundEndReason,
    },
    /// A new round begins.
    RoundStarted {
        /// Its number, from 1.
        round: u16,
    },
    /// The phase changes.
    PhaseChanged {
        /// The new phase.
        phase: Phase,
    },
    /// It is now `player`'s turn.
    Turn {
        /// The player to move.
        player: Player,
    },
    /// The game (the whole match) is over.
    GameOver {
        /// The winner, or `None` for a draw.
        winner: Option<Player>,
        /// The final score that decided it.
        score: [u16; 2],
    },
}

/// Why a round ended (the `reason` of [`Event::RoundEnded`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum RoundEndReason {
    /// Motiq: one territory is empty; the other player takes what is left.
    TerritoryEmpty,
    /// Motiq: no seed is left in either territory.
    BoardEmpty,
    /// The stalemate limit: too many plies with no stone leaving the board
    /// (captured, or in Ceelkoqyuqkoqiji sunk into a store or a sold pit).
    Stalemate,
    /// Ceelkoqyuqkoqiji: an offer to end the round was accepted.
    OfferAccepted,
    /// Ceelkoqyuqkoqiji: the player whose sector is empty declined to refill
    /// it (huelshe).
    HuelsheDeclined,
    /// Ceelkoqyuqkoqiji: the player's sector is empty and so is his stock:
    /// he cannot refill it.
    SectorEmpty,
    /// Neither player can move: both passed in turn.
    NoMoves,
}

impl RoundEndReason {
    /// A stable kebab-case code (`territory-empty`, `stalemate`, …).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            RoundEndReason::TerritoryEmpty => "territory-empty",
            RoundEndReason::BoardEmpty => "board-empty",
            RoundEndReason::Stalemate => "stalemate",
            RoundEndReason::OfferAccepted => "offer-accepted",
            RoundEndReason::HuelsheDeclined => "huelshe-declined",
            RoundEndReason::SectorEmpty => "sector-empty",
            RoundEndReason::NoMoves => "no-moves",
        }
    }
}

/// Receives events as a move is played. Search uses [`NoEvents`], which the
/// compiler removes entirely, so the AI pays nothing for animation.
pub trait EventSink {
    /// Whether events are wanted at all; lets callers skip building them.
    const ENABLED: bool;
    /// Receives one event.
    fn push(&mut self, event: Event);
}

/// Discards every event.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    const ENABLED: bool = false;
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl EventSink for Vec<Event> {
    const ENABLED: bool = true;
    #[inline]
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}
