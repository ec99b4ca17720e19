//! The events of a move as they cross to the page.

use crate::{Event, Finger, LargeStone, Phase, Player, Position, RoundEndReason};

/// One step of a move, in the order the page animates them: an [`Event`]
/// with its large stones listed by name, and the owners of every pit after a
/// change of territory. Crosses as `{ "type": "pickup", … }` (the types are
/// listed in `docs/bindings.md`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "kebab-case"))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum WireEvent {
    /// Every seed of `slot` is lifted into the hand, with the large stones in `large`.
    #[cfg_attr(feature = "serde", serde(rename = "pickup"))]
    PickUp {
        /// Where the seeds were.
        slot: u8,
        /// Small seeds lifted.
        seeds: u8,
        /// Large stones lifted.
        #[cfg_attr(feature = "typescript", ts(as = "Vec<LargeStone>"))]
        large: Stones,
    },
    /// A new lap of the same move starts from `slot`.
    Relay {
        /// The slot whose seeds are lifted next.
        slot: u8,
    },
    /// One seed (or a large stone) from the hand falls into `slot`.
    Drop {
        /// Where it fell.
        slot: u8,
        /// Which stone, if a large one.
        large: Option<LargeStone>,
    },
    /// A stone from the hand falls into a sink and becomes `owner`'s.
    Sink {
        /// The store or sold pit.
        slot: u8,
        /// Which stone, if a large one.
        large: Option<LargeStone>,
        /// Who now holds it.
        owner: Player,
    },
    /// The contents of `slot` go to `by`'s pile.
    Capture {
        /// Where the seeds were.
        slot: u8,
        /// Small seeds taken.
        seeds: u8,
        /// Large stones taken.
        #[cfg_attr(feature = "typescript", ts(as = "Vec<LargeStone>"))]
        large: Stones,
        /// Who takes them.
        by: Player,
    },
    /// The seeds left on the board at an end are taken off it: each pit's by
    /// its owner (`to` null), or all by `to`. The captures that follow are
    /// this share-out, not the move's.
    Leftovers {
        /// Who takes everything, or null: each player his own pits.
        to: Option<Player>,
    },
    /// A new round's refill of `slot` from `from`'s pile.
    Refill {
        /// The pit filled.
        slot: u8,
        /// Seeds put in.
        seeds: u8,
        /// Whose pile they come from.
        from: Player,
    },
    /// Seeds change hands off the board.
    Pay {
        /// Who pays.
        from: Player,
        /// Who is paid.
        to: Player,
        /// How many.
        seeds: u16,
    },
    /// A large stone goes back to its home store.
    LargeHome {
        /// The stone.
        stone: LargeStone,
    },
    /// A player has no legal move and passes.
    Pass {
        /// Who passes.
        player: Player,
    },
    /// The territories change; `owners` says who owns every pit afterwards.
    Territory {
        /// South's foot.
        south_foot: u8,
        /// How many pits South owns.
        south_count: u8,
        /// The owner of every pit after the change.
        owners: Vec<Player>,
    },
    /// A pit changes owner (sold or bought back).
    Owner {
        /// The pit.
        pit: u8,
        /// Its new owner.
        owner: Player,
    },
    /// The debt changes (positive: South owes North).
    Debt {
        /// The new signed debt.
        debt: i16,
    },
    /// A player starts the singles game (Makonn).
    Singles {
        /// Who.
        player: Player,
    },
    /// Both fingers of the finger game are shown, South's first.
    Throws {
        /// The shapes shown.
        fingers: [Finger; 2],
    },
    /// A round ends.
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
    Phase {
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
        /// The winner, or `null` for a draw.
        winner: Option<Player>,
        /// The final score.
        score: [u16; 2],
    },
}

/// A set of large stones (a mask of [`LargeStone::bit`]) that crosses as a
/// list of their names, mu first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stones(pub u8);

impl Stones {
    /// The stones of the set, mu first.
    pub fn iter(self) -> impl Iterator<Item = LargeStone> {
        LargeStone::ALL
            .into_iter()
            .filter(move |s| self.0 & s.bit() != 0)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Stones {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl WireEvent {
    /// Every `type` an event crosses with, as its serde name.
    pub const TYPES: [&'static str; 20] = [
        "pickup",
        "relay",
        "drop",
        "sink",
        "capture",
        "leftovers",
        "refill",
        "pay",
        "large-home",
        "pass",
        "territory",
        "owner",
        "debt",
        "singles",
        "throws",
        "round-ended",
        "round-started",
        "phase",
        "turn",
        "game-over",
    ];

    /// The events of a move played on `before`, as the page receives them.
    #[must_use]
    pub fn list(before: &Position, events: &[Event]) -> Vec<WireEvent> {
        // Ownership as the events leave it, for the territory events.
        let mut owners = *before;
        events
            .iter()
            .map(|&event| {
                match event {
                    Event::Territory { territory } => owners.set_territory(territory),
                    Event::Owner { pit, owner } => owners.set_owner(pit, owner),
                    _ => {}
                }
                WireEvent::of(event, &owners)
            })
            .collect()
    }

    /// `event`, with `owners` giving the owner of every pit after it.
    fn of(event: Event, owners: &Position) -> WireEvent {
        match event {
            Event::PickUp { slot, seeds, large } => WireEvent::PickUp {
                slot,
                seeds,
                large: Stones(large),
            },
            Event::Relay { slot } => WireEvent::Relay { slot },
            Event::Drop { slot, large } => WireEvent::Drop { slot, large },
            Event::Sink { slot, large, owner } => WireEvent::Sink { slot, large, owner },
            Event::Capture {
                slot,
                seeds,
                large,
                by,
            } => WireEvent::Capture {
                slot,
                seeds,
                large: Stones(large),
                by,
            },
            Event::Leftovers { to } => WireEvent::Leftovers { to },
            Event::Refill { slot, seeds, from } => WireEvent::Refill { slot, seeds, from },
            Event::Pay { from, to, seeds } => WireEvent::Pay { from, to, seeds },
            Event::LargeStoneHome { stone } => WireEvent::LargeHome { stone },
            Event::Pass { player } => WireEvent::Pass { player },
            Event::Territory { territory } => WireEvent::Territory {
                south_foot: territory.south_foot,
                south_count: territory.south_count,
                owners: (0..owners.topology().pits())
                    .map(|p| owners.owner(p))
                    .collect(),
            },
            Event::Owner { pit, owner } => WireEvent::Owner { pit, owner },
            Event::Debt { debt } => WireEvent::Debt { debt },
            Event::Throws { fingers } => WireEvent::Throws { fingers },
            Event::Singles { player } => WireEvent::Singles { player },
            Event::RoundEnded {
                round,
                winnings,
                reason,
            } => WireEvent::RoundEnded {
                round,
                winnings,
                reason,
            },
            Event::RoundStarted { round } => WireEvent::RoundStarted { round },
            Event::PhaseChanged { phase } => WireEvent::Phase { phase },
            Event::Turn { player } => WireEvent::Turn { player },
            Event::GameOver { winner, score } => WireEvent::GameOver { winner, score },
        }
    }
}
