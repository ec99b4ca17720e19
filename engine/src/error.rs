//! Why a move is refused. Every variant has a stable code (for the page's
//! translations) and an English message that names the problem.

use crate::{Dir, Phase, Player};
use core::fmt;

/// A move the rules do not allow in this position. The position is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// This kind of move does not belong in the current phase.
    WrongPhase {
        /// The phase the game is in.
        phase: Phase,
    },
    /// There is no pit with that number.
    NoSuchPit {
        /// The number given.
        pit: u8,
    },
    /// The pit belongs to the opponent (or is a sold pit).
    NotYourPit {
        /// The pit.
        pit: u8,
        /// Its owner.
        owner: Player,
    },
    /// The pit is empty.
    EmptyPit {
        /// The pit.
        pit: u8,
    },
    /// A single seed cannot be sown from this pit.
    SingleSeed {
        /// The pit.
        pit: u8,
    },
    /// The player must choose a direction for this pit.
    DirectionRequired {
        /// The pit.
        pit: u8,
    },
    /// This pit always sows one way; no direction may be given.
    DirectionFixed {
        /// The pit.
        pit: u8,
        /// The way it sows.
        dir: Dir,
    },
    /// The opponent cannot play, and this move does not reach his row.
    MustFeed {
        /// The pit.
        pit: u8,
    },
    /// Strict reach: every move must reach the opponent's row.
    MustReach {
        /// The pit.
        pit: u8,
    },
    /// The move would capture every seed the opponent has, and another move exists.
    GrandSlam {
        /// The pit.
        pit: u8,
    },
    /// In the singles game a single may only move into an empty pit.
    SingleIntoOccupied {
        /// The pit.
        pit: u8,
    },
    /// Singles may not move while the player has a pit with two or more.
    SinglesNotYet {
        /// The pit.
        pit: u8,
    },
    /// The large-stone placements do not fit this sowing.
    BadPlacement {
        /// The pit.
        pit: u8,
    },
    /// This sowing lifts a large stone, and the move says not where it
    /// falls (no `/…` placements). Its code is `bad-placement` too.
    PlacementRequired {
        /// The pit.
        pit: u8,
    },
    /// A Makonn opening layout problem.
    Layout(LayoutError),
    /// A Ceelkoqyuqkoqiji choice that the rules do not allow here.
    Choice(ChoiceError),
    /// Any other move that is not legal here.
    NotLegal,
}

/// What is wrong with a Makonn opening layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutError {
    /// The layout does not list one count per pit of the player's side.
    WrongLength {
        /// Pits on the side.
        expected: u8,
        /// Counts given.
        got: u8,
    },
    /// The counts do not add up to the seeds the player has.
    WrongTotal {
        /// Seeds the player has on his side.
        expected: u16,
        /// Seeds in the layout.
        got: u16,
    },
    /// The capture pit is not one of the player's inner pits.
    CaptureNotInner {
        /// The pit given.
        pit: u8,
    },
    /// The capturing inner pit must hold exactly one seed in the layout.
    CaptureNotSingle {
        /// The pit given.
        pit: u8,
        /// What the layout puts there.
        seeds: u8,
    },
    /// The opponent's inner pit opposite the capture pit is empty.
    NothingToCapture {
        /// The pit given.
        pit: u8,
    },
    /// The layout leaves no legal sowing (one seed in every pit).
    NoMove,
}

/// A Ceelkoqyuqkoqiji choice the rules forbid here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// A pit may be sold only while in debt of at least one refill unit.
    NotInDebt,
    /// A buy-back needs no debt and a reserve of at least one unit plus one.
    ReserveTooSmall,
    /// The pit is not a sold pit of this player's row.
    NotSold {
        /// The pit.
        pit: u8,
    },
    /// Huelshe must fill consecutive pits of the player's sector.
    HuelsheNotConsecutive {
        /// The first pit given.
        first: u8,
    },
    /// Huelshe is not possible: the sector is not empty or the stock is.
    NoHuelshe,
    /// Huelshe may not be declined while a large stone is in its home store.
    CannotDecline,
    /// No end of round has been offered.
    NoOffer,
    /// The offer to end the round was refused this turn; it may be made again
    /// at the start of a later turn.
    OfferRefused,
    /// A forced sale must be made before finishing.
    MustSell,
}

impl IllegalMove {
    /// A stable, kebab-case code for translations.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::WrongPhase { .. } => "wrong-phase",
            IllegalMove::NoSuchPit { .. } => "no-such-pit",
            IllegalMove::NotYourPit { .. } => "not-your-pit",
            IllegalMove::EmptyPit { .. } => "empty-pit",
            IllegalMove::SingleSeed { .. } => "single-seed",
            IllegalMove::DirectionRequired { .. } => "direction-required",
            IllegalMove::DirectionFixed { .. } => "direction-fixed",
            IllegalMove::MustFeed { .. } => "must-feed",
            IllegalMove::MustReach { .. } => "must-reach",
            IllegalMove::GrandSlam { .. } => "grand-slam",
            IllegalMove::SingleIntoOccupied { .. } => "single-into-occupied",
            IllegalMove::SinglesNotYet { .. } => "singles-not-yet",
            IllegalMove::BadPlacement { .. } | IllegalMove::PlacementRequired { .. } => {
                "bad-placement"
            }
            IllegalMove::Layout(e) => match e {
                LayoutError::WrongLength { .. } => "layout-wrong-length",
                LayoutError::WrongTotal { .. } => "layout-wrong-total",
                LayoutError::CaptureNotInner { .. } => "layout-capture-not-inner",
                LayoutError::CaptureNotSingle { .. } => "layout-capture-not-single",
                LayoutError::NothingToCapture { .. } => "layout-nothing-to-capture",
                LayoutError::NoMove => "layout-no-move",
            },
            IllegalMove::Choice(e) => match e {
                ChoiceError::NotInDebt => "not-in-debt",
                ChoiceError::ReserveTooSmall => "reserve-too-small",
                ChoiceError::NotSold { .. } => "not-sold",
                ChoiceError::HuelsheNotConsecutive { .. } => "huelshe-not-consecutive",
                ChoiceError::NoHuelshe => "no-huelshe",
                ChoiceError::CannotDecline => "cannot-decline",
                ChoiceError::NoOffer => "no-offer",
                ChoiceError::OfferRefused => "offer-refused",
                ChoiceError::MustSell => "must-sell",
            },
            IllegalMove::NotLegal => "not-legal",
        }
    }

    /// The pit the error is about, if any (the page highlights it).
    #[must_use]
    pub fn pit(&self) -> Option<u8> {
        match *self {
            IllegalMove::NoSuchPit { pit }
            | IllegalMove::NotYourPit { pit, .. }
            | IllegalMove::EmptyPit { pit }
            | IllegalMove::SingleSeed { pit }
            | IllegalMove::DirectionRequired { pit }
            | IllegalMove::DirectionFixed { pit, .. }
            | IllegalMove::MustFeed { pit }
            | IllegalMove::MustReach { pit }
            | IllegalMove::GrandSlam { pit }
            | IllegalMove::SingleIntoOccupied { pit }
            | IllegalMove::SinglesNotYet { pit }
            | IllegalMove::BadPlacement { pit }
            | IllegalMove::PlacementRequired { pit }
            | IllegalMove::Layout(
                LayoutError::CaptureNotInner { pit }
                | LayoutError::CaptureNotSingle { pit, .. }
                | LayoutError::NothingToCapture { pit },
            ) => Some(pit),
            _ => None,
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::WrongPhase { phase } => write!(f, "that move does not belong in the {} phase", phase.code()),
            IllegalMove::NoSuchPit { pit } => write!(f, "there is no pit {pit} on this board"),
            IllegalMove::NotYourPit { pit, owner } => write!(f, "pit {pit} belongs to {owner}"),
            IllegalMove::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            IllegalMove::SingleSeed { pit } => write!(f, "pit {pit} holds a single seed, which cannot be sown"),
            IllegalMove::DirectionRequired { pit } => {
                write!(f, "pit {pit} can be sown either way: choose cw or ccw")
            }
            IllegalMove::DirectionFixed { pit, dir } => {
                let way = match dir {
                    Dir::Ccw => "counter-clockwise",
                    Dir::Cw => "clockwise",
                };
                write!(f, "pit {pit} always sows {way}; no direction is chosen")
            }
            IllegalMove::MustFeed { pit } => {
                write!(f, "the opponent cannot play, so you must feed him, and pit {pit} does not reach his row")
            }
            IllegalMove::MustReach { pit } => write!(f, "pit {pit} does not reach the opponent's row"),
            IllegalMove::GrandSlam { pit } => {
                write!(f, "pit {pit} would capture all the opponent's seeds, which is allowed only when no other move exists")
            }
            IllegalMove::SingleIntoOccupied { pit } => {
                write!(f, "the single in pit {pit} may only move into an empty pit")
            }
            IllegalMove::SinglesNotYet { pit } => write!(
                f,
                "pit {pit} holds a single, and singles may move only when every pit holds at most one"
            ),
            IllegalMove::BadPlacement { pit } => {
                write!(f, "the large-stone placements do not fit the sowing from pit {pit}")
            }
            IllegalMove::PlacementRequired { pit } => write!(
                f,
                "the sowing from pit {pit} lifts a large stone: say where it falls after a '/' (the legal moves list each way)"
            ),
            IllegalMove::Layout(e) => match e {
                LayoutError::WrongLength { expected, got } => {
                    write!(f, "the layout must give {expected} counts, one per pit, not {got}")
                }
                LayoutError::WrongTotal { expected, got } => {
                    write!(f, "the layout holds {got} seeds but you have {expected}")
                }
                LayoutError::CaptureNotInner { pit } => {
                    write!(f, "pit {pit} is not one of your inner pits, so it cannot capture")
                }
                LayoutError::CaptureNotSingle { pit, seeds } => write!(
                    f,
                    "the capturing pit {pit} must hold exactly one seed, not {seeds}"
                ),
                LayoutError::NothingToCapture { pit } => {
                    write!(f, "the opponent's inner pit facing pit {pit} is empty: nothing to capture")
                }
                LayoutError::NoMove => {
                    f.write_str("with one seed in every pit there is no legal move: change something")
                }
            },
            IllegalMove::Choice(e) => match e {
                ChoiceError::NotInDebt => f.write_str("a pit may be sold only while in debt"),
                ChoiceError::ReserveTooSmall => {
                    f.write_str("buying back a pit needs no debt and a large enough reserve")
                }
                ChoiceError::NotSold { pit } => write!(f, "pit {pit} is not one of your sold pits"),
                ChoiceError::HuelsheNotConsecutive { first } => {
                    write!(f, "huelshe from pit {first} would not fill consecutive pits of your sector")
                }
                ChoiceError::NoHuelshe => f.write_str("huelshe is possible only with an empty sector and stones in stock"),
                ChoiceError::CannotDecline => {
                    f.write_str("huelshe cannot be declined while a large stone is in its home store")
                }
                ChoiceError::NoOffer => f.write_str("no end of the round has been offered"),
                ChoiceError::OfferRefused => {
                    f.write_str("your offer to end the round was refused: play on, and offer again next turn")
                }
                ChoiceError::MustSell => f.write_str("the debt is too large: a pit must be sold first"),
            },
            IllegalMove::NotLegal => f.write_str("that move is not legal here"),
        }
    }
}

impl std::error::Error for IllegalMove {}
