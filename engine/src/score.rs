//! What a final score counts.

/// What the numbers of a finished game's score count, so the page can name
/// them without knowing the rules. Each game says which applies
/// (`Rules::score_basis`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum ScoreBasis {
    /// Seeds captured; also a single round of a match game.
    Seeds,
    /// Pits held at the end of a match (Motiq).
    Pits,
    /// Net worth `u × pits + stock − debt` (Ceelkoqyuqkoqiji).
    NetWorth,
    /// Seeds each player still has on the board when the game ends, not
    /// those he captured.
    OnBoard,
}

impl ScoreBasis {
    /// A stable kebab-case name (`seeds`, `pits`, `net-worth`, `on-board`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            ScoreBasis::Seeds => "seeds",
            ScoreBasis::Pits => "pits",
            ScoreBasis::NetWorth => "net-worth",
            ScoreBasis::OnBoard => "on-board",
        }
    }
}
