//! The stages a game goes through. Each game's description lists those it
//! has; the position holds the one it is in.

/// The stage a game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Phase {
    /// Makonn's opening: the player to move lays out his seeds.
    Arrange,
    /// Ceelkoqyuqkoqiji's finger game deciding who starts the round.
    FingerGame,
    /// Ordinary sowing moves.
    Play,
    /// Ceelkoqyuqkoqiji: the player to move has an empty sector and must
    /// refill it (huelshe) or decline.
    Huelshe,
    /// Ceelkoqyuqkoqiji: an end of the round was offered; the player to move
    /// accepts or refuses.
    EndOffered,
    /// Ceelkoqyuqkoqiji: between rounds, sales and buy-backs of pits.
    Settlement,
    /// The game (or match) is over.
    GameOver,
}

impl Phase {
    /// Every phase.
    pub const ALL: [Phase; 7] = [
        Phase::Arrange,
        Phase::FingerGame,
        Phase::Play,
        Phase::Huelshe,
        Phase::EndOffered,
        Phase::Settlement,
        Phase::GameOver,
    ];

    /// A stable kebab-case name.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Phase::Arrange => "arrange",
            Phase::FingerGame => "finger-game",
            Phase::Play => "play",
            Phase::Huelshe => "huelshe",
            Phase::EndOffered => "end-offered",
            Phase::Settlement => "settlement",
            Phase::GameOver => "game-over",
        }
    }
}
