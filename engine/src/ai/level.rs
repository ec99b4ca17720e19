//! The four levels of the computer opponent.

use core::fmt;
use core::str::FromStr;

use super::search::Shape;
use super::Limits;

/// How strongly the computer plays. Weaker levels search less and misjudge
/// as a person does; none of them plays at random.
///
/// ```
/// use mancala::ai::Level;
///
/// // Every level, weakest first, each with its own budget.
/// for pair in Level::ALL.windows(2) {
///     assert!(pair[0] < pair[1]);
///     assert!(pair[0].limits().nodes < pair[1].limits().nodes);
/// }
/// assert_eq!("Master".parse::<Level>(), Ok(Level::Master));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Weighs its own move only: it notices seeds the opponent could take
    /// at once, but not the opponent's quieter replies, and now and then
    /// overlooks a capture of its own.
    Beginner,
    /// Looks at its move and the reply, captures followed further.
    Casual,
    /// Looks six moves ahead, captures followed further.
    Strong,
    /// Searches as deeply as its time allows.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Master];

    /// The level's identifier (`beginner`, `casual`, `strong`, `master`).
    #[must_use]
    pub const fn slug(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Master => "master",
        }
    }

    /// The level's own budget: at most this many milliseconds (in the
    /// browser's wasm), positions and plies. The node budgets are about what
    /// the time budgets allow natively (0.5 to 1 million positions a second,
    /// see the README), so that a search limited by nodes alone plays about
    /// as well as one limited by time. [`super::think`] keeps to the
    /// tighter of these and the caller's limits, so a tournament limited by
    /// nodes alone plays the same games on every machine. Casual and Strong
    /// stop at a depth as well: in Modiar, some fifteen plies a game, a
    /// Strong without a depth limit reached the same proven results as
    /// Master within its budget (Master scored 58% against it, 81% against
    /// Strong at six plies, on the same openings; the tournament tool at
    /// budgets divided by 20).
    ///
    /// Casual stops at two: at three plies its horizon falls after its own
    /// move, and it turned down captures that Strong and Master take
    /// (`tests/ai_tactics.rs`).
    #[must_use]
    pub const fn limits(self) -> Limits {
        match self {
            Level::Beginner => Limits {
                nodes: 2_000,
                millis: Some(100.0),
                depth: 1,
            },
            Level::Casual => Limits {
                nodes: 20_000,
                millis: Some(250.0),
                depth: 2,
            },
            Level::Strong => Limits {
                nodes: 150_000,
                millis: Some(450.0),
                depth: 6,
            },
            Level::Master => Limits {
                nodes: 1_000_000,
                millis: Some(1500.0),
                depth: u8::MAX,
            },
        }
    }

    /// What the level's search looks at beyond its limits. Beginner looks
    /// one capture past its move (the opponent's, and Beginner's answer is
    /// not looked at): overlooking no capture, a player who sees nothing of
    /// the reply at all scored 73.8% against random play in Modiar and
    /// 80.5% in Ceelkoqyuqkoqiji, one who watches the seeds he leaves open
    /// 89.2% and 87.2% (200 games each, the tournament tool, 27 November
    /// 2026). Overlooking a quarter of its captures, it still scores over
    /// 80% in every game (the README's Strength table).
    ///
    /// Master plays for the win: a drawn ending counts for it as five seeds
    /// lost (its contempt), so it turns down an agreement to end a
    /// Ceelkoqyuqkoqiji round, or a line ending level, while it is less
    /// than five seeds behind, and plays on. A draw is worth the same to
    /// both sides of a search without contempt, and Master accepted
    /// greedy's blind offers whenever its evaluation had it slightly
    /// behind. With it, the tournament tool's Ceelkoqyuqkoqiji single
    /// rounds (budgets divided by 20, 200 games, 27 November 2026) went
    /// from 94.5% to 96.0% against greedy and from 81.2% to 88.2% against
    /// Strong; Motiq against Strong 88.2% to 90.2%, Modiar 84.2% to 82.5%
    /// (within the interval), the games without draws unchanged. Contempt
    /// for every level changed nothing there (Ceelkoqyuqkoqiji Casual
    /// against Beginner 66.0% without, 64.8% with).
    pub(crate) const fn shape(self) -> Shape {
        let (quiescence, contempt) = match self {
            Level::Beginner => (1, 0),
            Level::Casual => (2, 0),
            Level::Strong => (6, 0),
            Level::Master => (8, 500),
        };
        Shape {
            quiescence,
            contempt,
        }
    }

    /// In 1000ths, how often the level overlooks each capture it could make.
    pub(crate) const fn overlooks_captures(self) -> u32 {
        match self {
            Level::Beginner => 250,
            _ => 0,
        }
    }

    /// Opening layouts the level considers, and replies of the opponent it
    /// imagines for each (where layouts are too many to list).
    pub(crate) const fn layout_effort(self) -> (u32, u32) {
        match self {
            Level::Beginner => (4, 1),
            Level::Casual => (16, 2),
            Level::Strong => (40, 4),
            Level::Master => (96, 6),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A name that is not a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a level (beginner, casual, strong, master)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let wanted = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.slug() == wanted)
            .ok_or_else(|| UnknownLevel(s.chars().take(40).collect()))
    }
}
