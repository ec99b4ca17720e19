//! What the soak checks, one random game at a time; shared by the soak tool
//! (`engine/examples/soak/main.rs`) and its short run under `cargo test`
//! (`engine/tests/soak.rs`).
//!
//! After every move of a random game: the seeds are conserved and each large
//! stone is somewhere it may rest; the position code round-trips; every
//! listed move applies; the move's events replay to the new position; the
//! game's record, kept move by move, ends on the same position, and taking
//! the move back (truncating the record) restores the position before it.
//! At the end the record's text reads back to the same game. A broken check
//! is returned as a message (with what reproduces it), not a panic, so the
//! tool can report it and carry on counting.

use mancala::notation::{decode, encode};
use mancala::record::Record;
use mancala::{replay, Game, LargeStone, Options, Position, Rng, StoneAt};

/// The most plies one game may take before the soak calls it endless.
pub const MAX_PLIES: u32 = 200_000;

/// Every game with its defaults, with another start and stalemate limit, and
/// with each of its own options set to the first value after the default
/// (read from the game's description, so a new game is covered as it is).
pub fn variants() -> Vec<(Game, Options)> {
    let mut out = Vec::new();
    let with = |game: Game, pairs: &[(&str, &str)]| {
        let mut o = Options::default();
        for (k, v) in pairs {
            o.set(game, k, v).expect("the description lists the value");
        }
        (game, o)
    };
    for game in Game::ALL {
        out.push(with(game, &[]));
        out.push(with(game, &[("start", "north"), ("stalemate", "50")]));
        for spec in game.description().options {
            if let (false, Some(value)) = (
                matches!(spec.key, "start" | "stalemate"),
                spec.values.get(1),
            ) {
                out.push(with(game, &[(spec.key, value)]));
            }
        }
    }
    out
}

/// The options as `key=value` text, for reports.
pub fn describe(game: Game, options: &Options) -> String {
    let pairs: Vec<String> = options
        .pairs(game)
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    format!("{} {}", game.slug(), pairs.join(","))
}

/// What one game did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameReport {
    /// Plies played.
    pub plies: u64,
    /// Listed moves tried on the side (each must apply).
    pub tried: u64,
}

/// Plays one random game of `game` with `options` from `seed`, checking
/// everything after every move; `Err` says what broke and how to see it again.
pub fn soak_game(game: Game, options: Options, seed: u64) -> Result<GameReport, String> {
    let fail = |what: String| format!("{} seed {seed}: {what}", describe(game, &options));
    let start = Position::new_seeded(game, options, seed).map_err(|e| fail(e.to_string()))?;
    let total = start.total_seeds();
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut record = Record::new(start);
    let mut pos = start;
    let mut report = GameReport::default();
    while !pos.is_over() {
        if report.plies >= u64::from(MAX_PLIES) {
            return Err(fail(format!("no end after {MAX_PLIES} plies")));
        }
        let legal = pos.legal_moves();
        for mv in legal.as_slice() {
            pos.play(mv)
                .map_err(|e| fail(format!("listed move {mv} refused: {e}")))?;
            report.tried += 1;
        }
        let mv = pos
            .random_move(&mut rng)
            .ok_or_else(|| fail("no move while the game goes on".into()))?;
        let played = pos
            .play(&mv)
            .map_err(|e| fail(format!("{mv} refused: {e}")))?;
        let after = played.position;
        let rebuilt =
            replay(&pos, &played.events).map_err(|e| fail(format!("{mv}: replay: {e:?}")))?;
        let stones_agree = LargeStone::ALL
            .iter()
            .all(|&s| rebuilt.large_stone(s) == after.large_stone(s));
        if rebuilt.pits() != after.pits() || !stones_agree {
            return Err(fail(format!(
                "{mv}: the events do not replay to the position"
            )));
        }
        if after.total_seeds() != total {
            return Err(fail(format!(
                "{mv}: {} seeds, not {total}",
                after.total_seeds()
            )));
        }
        for stone in LargeStone::ALL {
            if let StoneAt::Pit(p) = after.large_stone(stone) {
                if p >= after.topology().slots() {
                    return Err(fail(format!("{mv}: a large stone in slot {p}")));
                }
            }
            if after.large_stone(stone) == StoneAt::Hand {
                return Err(fail(format!("{mv}: a large stone left in the hand")));
            }
        }
        let code = encode(&after);
        if decode(&code).as_ref() != Ok(&after) {
            return Err(fail(format!("{mv}: {code} does not round-trip")));
        }
        let before_len = record.len();
        record
            .push(mv)
            .map_err(|e| fail(format!("{mv}: the record refused it: {e}")))?;
        if record.last() != &after {
            return Err(fail(format!("{mv}: the record ends elsewhere")));
        }
        record.truncate(before_len);
        if record.last() != &pos {
            return Err(fail(format!(
                "{mv}: taking it back does not restore the position"
            )));
        }
        record
            .push(mv)
            .map_err(|e| fail(format!("{mv}: the record refused it again: {e}")))?;
        pos = after;
        report.plies += 1;
    }
    let text = record.to_string();
    let read: Record = text
        .parse()
        .map_err(|e| fail(format!("the record does not read back: {e}")))?;
    if read.last() != &pos || read.len() != record.len() {
        return Err(fail("the record reads back to another game".into()));
    }
    Ok(report)
}
