//! The snapshot: everything the page draws of a position.

use super::LegalMove;
use crate::{games, LargeStone, Phase, Player, Position, ScoreBasis, StoneAt, Territory};

/// The position to draw, with its legal moves and, once the game is over,
/// its result (every field is described in `docs/bindings.md`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Snapshot {
    /// The game's identifier (`motiq`).
    pub game: &'static str,
    /// The game's display name.
    pub name: &'static str,
    /// The options in force, key → value text, in the engine's key order.
    #[cfg_attr(feature = "typescript", ts(type = "Record<string, string>"))]
    pub options: OptionValues,
    /// Rows of pits.
    pub rows: u8,
    /// Pits per row.
    pub cols: u8,
    /// Whether the board has two stores (slots `rows·cols` and `rows·cols + 1`).
    pub stores: bool,
    /// Small seeds in each pit, in the shared numbering.
    pub pits: Vec<u8>,
    /// Who may play each pit now.
    pub owners: Vec<Player>,
    /// Which pits are sold (sinks of the player across the board).
    pub sold: Vec<bool>,
    /// The large stones (Ceelkoqyuqkoqiji only; empty elsewhere).
    pub large: Vec<LargeStoneState>,
    /// Each player's pile (captured seeds, or stock), South first.
    pub piles: [u16; 2],
    /// The player to move.
    pub to_move: Player,
    /// The phase of the game.
    pub phase: Phase,
    /// A finger-game throw is made and stays hidden until the other player throws.
    pub throw_pending: bool,
    /// The player to move is in Makonn's singles game.
    pub singles: bool,
    /// The round, from 1.
    pub round: u16,
    /// Who moved first in this round.
    pub round_starter: Player,
    /// South's territory (Motiq; elsewhere his own row).
    pub territory: Territory,
    /// Territories are bodies with a foot and a head that move round the board (Motiq).
    pub territory_bodies: bool,
    /// The signed debt: positive, South owes North (Ceelkoqyuqkoqiji).
    pub debt: i16,
    /// Plies since the last capture, for the stalemate rule.
    pub plies_without_capture: u16,
    /// The stalemate limit, or `null` when it is off.
    pub stalemate: Option<u16>,
    /// Every legal move, in notation.
    pub legal: Vec<LegalMove>,
    /// The result once the game is over, else `null`.
    pub result: Option<MatchResult>,
}

/// The options of a snapshot: `(key, value)` pairs that cross as an object.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionValues(pub Vec<(&'static str, String)>);

#[cfg(feature = "serde")]
impl serde::Serialize for OptionValues {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.0.iter().map(|(k, v)| (*k, v.as_str())))
    }
}

/// Where a large stone lies (`at`) and what it means to its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct LargeStoneState {
    /// Which stone.
    pub stone: LargeStone,
    /// Where it is.
    pub at: StonePlace,
    /// The pit it lies in, with `at: "pit"`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub pit: Option<u8>,
    /// Who holds it, with `at: "held"`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "typescript", ts(optional))]
    pub by: Option<Player>,
    /// Whose goat it is: the player whose store is its home.
    pub owner: Player,
    /// What its owner pays to have it back between rounds, under the
    /// game's options and board size.
    pub price: u16,
}

/// The kinds of place a large stone can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub enum StonePlace {
    /// In its home store, never having left it.
    Home,
    /// In a pit on the board.
    Pit,
    /// Off the board, held by a player.
    Held,
    /// In the sowing hand.
    Hand,
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct MatchResult {
    /// The winner, or `null` for a draw.
    pub winner: Option<Player>,
    /// The score that decided it, South first.
    pub score: [u16; 2],
    /// What the score counts.
    pub basis: ScoreBasis,
}

impl LargeStoneState {
    fn of(pos: &Position, stone: LargeStone) -> LargeStoneState {
        let (at, pit, by) = match pos.large_stone(stone) {
            StoneAt::Home => (StonePlace::Home, None, None),
            StoneAt::Pit(p) => (StonePlace::Pit, Some(p), None),
            StoneAt::Held(holder) => (StonePlace::Held, None, Some(holder)),
            StoneAt::Hand => (StonePlace::Hand, None, None),
        };
        LargeStoneState {
            stone,
            at,
            pit,
            by,
            owner: stone.owner(),
            price: games::dispatch::large_stone_price(pos, stone).unwrap_or(0),
        }
    }
}

impl Snapshot {
    /// The snapshot of `pos`, listing its legal moves with where the large
    /// stones of each sowing fall.
    #[must_use]
    pub fn of(pos: &Position) -> Snapshot {
        Snapshot::with_legal(pos, LegalMove::list(pos))
    }

    /// The snapshot of `pos` with `legal` as its legal moves.
    #[must_use]
    pub fn with_legal(pos: &Position, legal: Vec<LegalMove>) -> Snapshot {
        let t = pos.topology();
        let game = pos.game();
        let pits = 0..t.pits();
        let stones: &[LargeStone] = if t.has_stores() {
            &LargeStone::ALL
        } else {
            &[]
        };
        Snapshot {
            game: game.slug(),
            name: game.name(),
            options: OptionValues(pos.options().pairs(game)),
            rows: t.rows(),
            cols: t.cols(),
            stores: t.has_stores(),
            pits: pos.pits().to_vec(),
            owners: pits.clone().map(|p| pos.owner(p)).collect(),
            sold: pits.map(|p| t.has_stores() && pos.is_sink(p)).collect(),
            large: stones
                .iter()
                .map(|&s| LargeStoneState::of(pos, s))
                .collect(),
            piles: [pos.pile(Player::South), pos.pile(Player::North)],
            to_move: pos.to_move(),
            phase: pos.phase(),
            throw_pending: pos.throw_pending(),
            singles: pos.in_singles(),
            round: pos.round(),
            round_starter: pos.round_starter(),
            territory: pos.territory(),
            territory_bodies: games::territory_bodies(game),
            debt: pos.debt(),
            plies_without_capture: pos.plies_without_capture(),
            stalemate: pos.options().stalemate,
            legal,
            result: pos.outcome().map(|o| MatchResult {
                winner: o.winner,
                score: o.score,
                basis: games::dispatch::score_basis(pos),
            }),
        }
    }
}
