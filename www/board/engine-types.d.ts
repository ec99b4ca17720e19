// The values the engine hands to the page (docs/bindings.md describes every
// field). Generated from the engine's Rust types (`engine/src/view/`) by
//   UPDATE_ENGINE_TYPES=1 cargo test -p mancala-web --test engine_types
// and checked by that test: do not edit by hand.

/**
 * A seat at the board. South sits at the bottom of the screen, North at the top.
 *
 * Who *moves first* is a rule of each game, not of the seat.
 */
export type Player = "S" | "N";

/**
 * A sowing direction, seen from above the board.
 */
export type Dir = "ccw" | "cw";

/**
 * The stage a game is in.
 */
export type Phase = "arrange" | "finger-game" | "play" | "huelshe" | "end-offered" | "settlement" | "game-over";

/**
 * Ceelkoqyuqkoqiji's two large stones, the "goats".
 */
export type LargeStone = "mu" | "gong";

/**
 * One of the three finger shapes of the Ceelkoqyuqkoqiji finger game.
 */
export type Finger = "thumb" | "index" | "little";

/**
 * Motiq's territories: South owns `south_count` consecutive pits starting at
 * his foot `south_foot`, in sowing order; North owns the rest.
 */
export type Territory = { 
/**
 * South's foot (his first pit in sowing order).
 */
south_foot: number, 
/**
 * How many pits South owns (0 to 14).
 */
south_count: number, };

/**
 * What the numbers of a finished game's score count, so the page can name
 * them without knowing the rules. Each game says which applies
 * (`Rules::score_basis`).
 */
export type ScoreBasis = "seeds" | "pits" | "net-worth" | "on-board";

/**
 * Why a round ended (the `reason` of [`Event::RoundEnded`]).
 */
export type RoundEndReason = "territory-empty" | "board-empty" | "stalemate" | "offer-accepted" | "huelshe-declined" | "sector-empty" | "no-moves";

/**
 * The kinds of place a large stone can be.
 */
export type StonePlace = "home" | "pit" | "held" | "hand";

/**
 * Where a large stone lies (`at`) and what it means to its owner.
 */
export type LargeStoneState = { 
/**
 * Which stone.
 */
stone: LargeStone, 
/**
 * Where it is.
 */
at: StonePlace, 
/**
 * The pit it lies in, with `at: "pit"`.
 */
pit?: number, 
/**
 * Who holds it, with `at: "held"`.
 */
by?: Player, 
/**
 * Whose goat it is: the player whose store is its home.
 */
owner: Player, 
/**
 * What its owner pays to have it back between rounds, under the
 * game's options and board size.
 */
price: number, };

/**
 * How a finished game ended.
 */
export type MatchResult = { 
/**
 * The winner, or `null` for a draw.
 */
winner: Player | null, 
/**
 * The score that decided it, South first.
 */
score: [number, number], 
/**
 * What the score counts.
 */
basis: ScoreBasis, };

/**
 * Where a large stone falls in a sowing: a pit or a store.
 */
export type Placement = { 
/**
 * The stone.
 */
stone: LargeStone, 
/**
 * The slot it falls in.
 */
slot: number, };

/**
 * One legal move: its notation (passed back to `play`), the pit it sows and
 * the direction when the player chooses it.
 */
export type LegalMove = { 
/**
 * The move in notation.
 */
move: string, 
/**
 * The pit sown, or `null` for moves that are not sowings.
 */
pit: number | null, 
/**
 * The direction, when the player chooses it.
 */
dir: Dir | null, 
/**
 * For a sowing that places large stones: whether this placement drops
 * every large stone last in its lap (the default the page preselects).
 */
stones_last?: boolean, 
/**
 * For a sowing that places large stones: where each of them falls, in order.
 */
large?: Array<Placement>, 
/**
 * For a sowing: the slot (pit or store) where its last seed falls, so
 * the page can preview where a move ends before it is played.
 */
ends?: number, };

/**
 * The position to draw, with its legal moves and, once the game is over,
 * its result (every field is described in `docs/bindings.md`).
 */
export type Snapshot = { 
/**
 * The game's identifier (`motiq`).
 */
game: string, 
/**
 * The game's display name.
 */
name: string, 
/**
 * The options in force, key → value text, in the engine's key order.
 */
options: Record<string, string>, 
/**
 * Rows of pits.
 */
rows: number, 
/**
 * Pits per row.
 */
cols: number, 
/**
 * Whether the board has two stores (slots `rows·cols` and `rows·cols + 1`).
 */
stores: boolean, 
/**
 * Small seeds in each pit, in the shared numbering.
 */
pits: Array<number>, 
/**
 * Who may play each pit now.
 */
owners: Array<Player>, 
/**
 * Which pits are sold (sinks of the player across the board).
 */
sold: Array<boolean>, 
/**
 * The large stones (Ceelkoqyuqkoqiji only; empty elsewhere).
 */
large: Array<LargeStoneState>, 
/**
 * Each player's pile (captured seeds, or stock), South first.
 */
piles: [number, number], 
/**
 * The player to move.
 */
to_move: Player, 
/**
 * The phase of the game.
 */
phase: Phase, 
/**
 * A finger-game throw is made and stays hidden until the other player throws.
 */
throw_pending: boolean, 
/**
 * The player to move is in Makonn's singles game.
 */
singles: boolean, 
/**
 * The round, from 1.
 */
round: number, 
/**
 * Who moved first in this round.
 */
round_starter: Player, 
/**
 * South's territory (Motiq; elsewhere his own row).
 */
territory: Territory, 
/**
 * Territories are bodies with a foot and a head that move round the board (Motiq).
 */
territory_bodies: boolean, 
/**
 * The signed debt: positive, South owes North (Ceelkoqyuqkoqiji).
 */
debt: number, 
/**
 * Plies since the last capture, for the stalemate rule.
 */
plies_without_capture: number, 
/**
 * The stalemate limit, or `null` when it is off.
 */
stalemate: number | null, 
/**
 * Every legal move, in notation.
 */
legal: Array<LegalMove>, 
/**
 * The result once the game is over, else `null`.
 */
result: MatchResult | null, };

/**
 * One step of a move, in the order the page animates them: an [`Event`]
 * with its large stones listed by name, and the owners of every pit after a
 * change of territory. Crosses as `{ "type": "pickup", … }` (the types are
 * listed in `docs/bindings.md`).
 */
export type WireEvent = { "type": "pickup", 
/**
 * Where the seeds were.
 */
slot: number, 
/**
 * Small seeds lifted.
 */
seeds: number, 
/**
 * Large stones lifted.
 */
large: Array<LargeStone>, } | { "type": "relay", 
/**
 * The slot whose seeds are lifted next.
 */
slot: number, } | { "type": "drop", 
/**
 * Where it fell.
 */
slot: number, 
/**
 * Which stone, if a large one.
 */
large: LargeStone | null, } | { "type": "sink", 
/**
 * The store or sold pit.
 */
slot: number, 
/**
 * Which stone, if a large one.
 */
large: LargeStone | null, 
/**
 * Who now holds it.
 */
owner: Player, } | { "type": "capture", 
/**
 * Where the seeds were.
 */
slot: number, 
/**
 * Small seeds taken.
 */
seeds: number, 
/**
 * Large stones taken.
 */
large: Array<LargeStone>, 
/**
 * Who takes them.
 */
by: Player, } | { "type": "leftovers", 
/**
 * Who takes everything, or null: each player his own pits.
 */
to: Player | null, } | { "type": "refill", 
/**
 * The pit filled.
 */
slot: number, 
/**
 * Seeds put in.
 */
seeds: number, 
/**
 * Whose pile they come from.
 */
from: Player, } | { "type": "pay", 
/**
 * Who pays.
 */
from: Player, 
/**
 * Who is paid.
 */
to: Player, 
/**
 * How many.
 */
seeds: number, } | { "type": "large-home", 
/**
 * The stone.
 */
stone: LargeStone, } | { "type": "pass", 
/**
 * Who passes.
 */
player: Player, } | { "type": "territory", 
/**
 * South's foot.
 */
south_foot: number, 
/**
 * How many pits South owns.
 */
south_count: number, 
/**
 * The owner of every pit after the change.
 */
owners: Array<Player>, } | { "type": "owner", 
/**
 * The pit.
 */
pit: number, 
/**
 * Its new owner.
 */
owner: Player, } | { "type": "debt", 
/**
 * The new signed debt.
 */
debt: number, } | { "type": "singles", 
/**
 * Who.
 */
player: Player, } | { "type": "throws", 
/**
 * The shapes shown.
 */
fingers: [Finger, Finger], } | { "type": "round-ended", 
/**
 * The round that ended.
 */
round: number, 
/**
 * What each player won in it.
 */
winnings: [number, number], 
/**
 * Why it ended.
 */
reason: RoundEndReason, } | { "type": "round-started", 
/**
 * Its number, from 1.
 */
round: number, } | { "type": "phase", 
/**
 * The new phase.
 */
phase: Phase, } | { "type": "turn", 
/**
 * The player to move.
 */
player: Player, } | { "type": "game-over", 
/**
 * The winner, or `null` for a draw.
 */
winner: Player | null, 
/**
 * The final score.
 */
score: [number, number], };

/**
 * What playing a move returns: its events, then the snapshot after it.
 */
export type Played = { 
/**
 * The steps of the move, in animation order.
 */
events: Array<WireEvent>, 
/**
 * The position after it.
 */
snapshot: Snapshot, };

/**
 * One round of a record: after how many moves it began and, once it is
 * over, the move that ended it, what each player won in it and why.
 */
export type RoundSpan = { 
/**
 * The round's number, from 1.
 */
round: number, 
/**
 * How many moves of the record were played before it began (0 for the
 * round the record starts in).
 */
start: number, 
/**
 * The number (from 1) of the move that ended it, or `null` while it
 * goes on.
 */
end: number | null, 
/**
 * What each player won in it, South first, once it is over.
 */
winnings: [number, number] | null, 
/**
 * Why it ended, once it is over.
 */
reason: RoundEndReason | null, };

/**
 * A pass in a record: after move `after` (from 1), `player` had no legal
 * move and passed.
 */
export type PassAt = { 
/**
 * The number (from 1) of the move after which the pass came.
 */
after: number, 
/**
 * Who passed.
 */
player: Player, };

/**
 * Why a call failed: a stable kebab-case `code` to translate, an English
 * `message`, and the `pit` when the failure is about one. Crosses to the
 * page as `{code, message, pit?}`.
 */
export type EngineError = { 
/**
 * The stable code (`empty-pit`, `bad-notation`, …; see `docs/bindings.md`).
 */
code: string, 
/**
 * What is wrong, in English.
 */
message: string, 
/**
 * The pit the error is about.
 */
pit?: number, };

/**
 * The shape of a board.
 */
export type BoardInfo = { 
/**
 * Rows of pits.
 */
rows: number, 
/**
 * Pits per row.
 */
cols: number, 
/**
 * Whether it has two stores.
 */
stores: boolean, };

/**
 * One rule option: its key, the values offered and the default.
 */
export type GameOption = { 
/**
 * The key (`round-end`).
 */
key: string, 
/**
 * The values offered, default first.
 */
values: Array<string>, 
/**
 * The value used when none is given.
 */
default: string, };

/**
 * A game with what the page shows about it and the options it offers
 * (`games()` in the bindings), read from the game's description.
 */
export type GameInfo = { 
/**
 * The identifier (`um-el-bagara`).
 */
id: string, 
/**
 * The display name (`Um el-Bagara`).
 */
name: string, 
/**
 * The people among whom the game was recorded, where the source names one.
 */
people: string | null, 
/**
 * Where it was recorded, from the smallest place to the country.
 */
place: string, 
/**
 * The full citation of the source the rulings read.
 */
source: string, 
/**
 * The default board.
 */
board: BoardInfo, 
/**
 * The rule options, in the engine's key order.
 */
options: Array<GameOption>, 
/**
 * Every phase a game of it can be in, in the order a game meets them.
 */
phases: Array<Phase>, };

/**
 * What a search found (`think()` in the bindings, the command line's
 * `--hint` line): the move in notation, its score, the depth completed, the
 * positions visited and the milliseconds taken.
 */
export type Thought = { 
/**
 * The move to play, in notation.
 */
move: string, 
/**
 * Its score for the player to move, about 100 a seed.
 */
score: number, 
/**
 * The deepest search completed, in plies.
 */
depth: number, 
/**
 * Positions visited.
 */
nodes: number, 
/**
 * Milliseconds the search took, by the caller's clock.
 */
ms: number, };
