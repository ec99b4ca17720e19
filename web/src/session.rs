//! The match as the page sees it, in plain Rust: a game position plus its
//! history, answering with the engine's view types ([`Snapshot`],
//! [`Played`], [`LegalMove`], [`EngineError`]; shapes in
//! `docs/bindings.md`). Nothing here touches JavaScript, so it is tested
//! natively; `lib.rs` only hands these values across the boundary.
//!
//! Every fallible method returns `Err` holding an [`EngineError`]
//! (`{code, message, pit?}`), which the bindings throw.

use crate::number_text::number_text;
use mancala::notation::encode;
use mancala::record::Record;
use mancala::view::{EngineError, LegalMove, PassAt, Played, RoundSpan, Snapshot};
use mancala::{Game, IllegalMove, Move, NoEvents, Options, Position};
use std::collections::BTreeMap;

/// Builds the options of `game` from `key → value` texts, in key order.
/// The first key the engine refuses is reported.
pub fn options_from(game: Game, pairs: &BTreeMap<String, String>) -> Result<Options, EngineError> {
    let mut options = Options::default();
    for (key, value) in pairs {
        options.set(game, key, value)?;
    }
    Ok(options)
}

/// One game in progress with undo, redo and stepping through its record.
///
/// The engine's [`Record`] keeps the moves with a checkpoint position every
/// [`mancala::record::CHECKPOINT_EVERY`] moves, so a game of any length
/// stays small; the position on the board is kept beside it. The cursor
/// counts the moves on the board: redo plays one move forward, undo and
/// `goto` replay at most `CHECKPOINT_EVERY − 1` moves from a checkpoint, and
/// a new move after going back drops the moves beyond it.
#[derive(Clone, Debug)]
pub struct Session {
    record: Record,
    cursor: usize,
    /// The position after the first `cursor` moves of the record.
    shown: Position,
    /// The passes of the record's first `passes_read` moves, kept so that
    /// [`Session::passes`] replays only the moves added since.
    passes: Vec<PassAt>,
    passes_read: usize,
}

impl Session {
    /// Starts `id` (a game slug or name) with the given options and seed.
    pub fn new(
        id: &str,
        options: &BTreeMap<String, String>,
        seed: u64,
    ) -> Result<Session, EngineError> {
        let game: Game = id.parse()?;
        let options = options_from(game, options)?;
        let start = Position::new_seeded(game, options, seed)?;
        Ok(Session {
            record: Record::new(start),
            cursor: 0,
            shown: start,
            passes: Vec::new(),
            passes_read: 0,
        })
    }

    /// Opens a game record (`<position code>~<move>_<move>…`, as share links
    /// carry it), with every move on the board.
    pub fn from_record(text: &str) -> Result<Session, EngineError> {
        let record: Record = text.parse::<Record>().map_err(EngineError::from)?;
        Ok(Session {
            cursor: record.len(),
            shown: *record.last(),
            record,
            passes: Vec::new(),
            passes_read: 0,
        })
    }

    /// The position on the board.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.shown
    }

    /// Puts the position after the first `index` moves of the record on the
    /// board; `false` (and nothing changes) past the last move.
    fn show(&mut self, index: usize) -> bool {
        match self.record.position(index) {
            Some(position) => {
                self.cursor = index;
                self.shown = position;
                true
            }
            None => false,
        }
    }

    /// The snapshot of the position on the board.
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        Snapshot::of(self.position())
    }

    /// The legal moves of the position on the board, as the snapshot lists
    /// them.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        LegalMove::list(self.position())
    }

    /// Plays a move written in notation: its events and the snapshot after
    /// it. A refused move changes nothing.
    pub fn play(&mut self, notation: &str) -> Result<Played, EngineError> {
        let mv = parse(notation)?;
        let played = self.position().play(&mv)?;
        self.cut_redo_tail();
        self.record.push(mv)?;
        self.cursor += 1;
        let answer = Played::of(&self.shown, &played);
        self.shown = played.position;
        Ok(answer)
    }

    /// How many legal moves the position on the board has: the length of
    /// [`Session::legal_moves`], without describing each move. With
    /// [`Session::play_listed`] this is the lean path for programs that play
    /// many games (playouts, their own search): nothing but numbers crosses.
    #[must_use]
    pub fn legal_count(&self) -> usize {
        self.position().legal_count()
    }

    /// Plays the legal move at `index` of [`Session::legal_moves`] (the same
    /// order), recording it like [`Session::play`] but answering nothing:
    /// the snapshot is there to ask for when it is wanted. An index past the
    /// list is refused with `no-such-move` and changes nothing.
    pub fn play_listed(&mut self, index: usize) -> Result<(), EngineError> {
        let Some(mv) = self.position().legal_move_at(index) else {
            return Err(EngineError::new(
                "no-such-move",
                format!("there are {} legal moves here", self.legal_count()),
            ));
        };
        self.record_checked(mv)
    }

    /// Records `mv`, known to be legal on the board, after the moves on the
    /// board (the redo tail is cut) and shows the position after it.
    fn record_checked(&mut self, mv: Move) -> Result<(), EngineError> {
        // The record plays the move on its last position, which is the one
        // on the board once the redo tail is cut.
        self.cut_redo_tail();
        self.shown = *self.record.push(mv)?;
        self.cursor += 1;
        Ok(())
    }

    /// Drops the moves after those on the board, and what was read of them.
    fn cut_redo_tail(&mut self) {
        self.record.truncate(self.cursor);
        self.passes.retain(|pass| pass.after <= self.cursor);
        self.passes_read = self.passes_read.min(self.cursor);
    }

    /// Plays a move written in notation, like [`Session::play`], answering
    /// nothing (for moves that are not listed, such as Makonn's opening
    /// layouts, on the lean path). A refused move changes nothing.
    pub fn step(&mut self, notation: &str) -> Result<(), EngineError> {
        let mv = parse(notation)?;
        self.position().check(&mv)?;
        self.record_checked(mv)
    }

    /// (for moves that are not listed, such as Makonn's opening layouts).
    #[must_use]
    pub fn check(&self, notation: &str) -> Option<EngineError> {
        match parse(notation) {
            Err(e) => Some(e),
            Ok(mv) => self.position().check(&mv).err().map(EngineError::from),
        }
    }

    /// Why pit `pit` cannot be played now, or `None` when some legal move
    /// starts there (including a pit whose direction is still to choose).
    #[must_use]
    pub fn explain(&self, pit: u8) -> Option<EngineError> {
        let pos = self.position();
        if pos.legal_moves().iter().any(|m| m.pit() == Some(pit)) {
            return None;
        }
        match pos.check(&Move::sow(pit)) {
            Ok(()) | Err(IllegalMove::DirectionRequired { .. }) => None,
            Err(e) => Some(EngineError::from(e)),
        }
    }

    /// Like [`Session::explain`] for any JavaScript number: a value that is
    /// not a pit number at all gets a `no-such-pit` error.
    #[must_use]
    pub fn explain_number(&self, pit: f64) -> Option<EngineError> {
        if pit.fract() == 0.0 && (0.0..=f64::from(u8::MAX)).contains(&pit) {
            // Exact: integral and within u8's range.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            return self.explain(pit as u8);
        }
        Some(EngineError::new(
            "no-such-pit",
            format!("there is no pit {} on this board", number_text(pit)),
        ))
    }

    /// Takes back the last move on the board; returns the snapshot.
    pub fn undo(&mut self) -> Result<Snapshot, EngineError> {
        if self.cursor == 0 {
            return Err(EngineError::new(
                "nothing-to-undo",
                "there is no move to undo",
            ));
        }
        self.show(self.cursor - 1);
        Ok(self.snapshot())
    }

    /// Plays again the last move taken back; returns the snapshot.
    pub fn redo(&mut self) -> Result<Snapshot, EngineError> {
        let Some(mv) = self.record.moves().get(self.cursor) else {
            return Err(EngineError::new(
                "nothing-to-redo",
                "there is no move to redo",
            ));
        };
        // Recorded moves were checked when played; playing on from the
        // position they were played in cannot fail.
        self.shown.play_unchecked(mv, &mut NoEvents);
        self.cursor += 1;
        Ok(self.snapshot())
    }

    /// Shows the position after the first `index` moves of the record (0 is
    /// the start); returns its snapshot.
    pub fn goto(&mut self, index: usize) -> Result<Snapshot, EngineError> {
        if !self.show(index) {
            return Err(EngineError::new(
                "no-such-move",
                match self.record.len() {
                    1 => "the game has only 1 move".to_string(),
                    n => format!("the game has only {n} moves"),
                },
            ));
        }
        Ok(self.snapshot())
    }

    /// How many moves are on the board.
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves on the board, in canonical notation, oldest first.
    #[must_use]
    pub fn history(&self) -> Vec<String> {
        self.record.moves()[..self.cursor]
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Every move of the record, including those taken back and not yet
    /// replaced (the redo tail).
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        self.record
            .moves()
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Every round of the record, the redo tail included: after how many
    /// moves each began, and the move that ended it, the winnings and why
    /// ([`RoundSpan::list`]), so a move list can mark where rounds change.
    #[must_use]
    pub fn rounds(&self) -> Vec<RoundSpan> {
        RoundSpan::list(&self.record)
    }

    /// Every pass of the record, the redo tail included: after which move a
    /// player had no legal move and passed ([`PassAt`]), so a move list can
    /// say it. Only the moves recorded since the last call are replayed.
    pub fn passes(&mut self) -> Vec<PassAt> {
        let total = self.record.len();
        if self.passes_read < total {
            let added = PassAt::list_from(&self.record, self.passes_read);
            self.passes.extend(added);
            self.passes_read = total;
        }
        self.passes.clone()
    }

    /// The record of the moves on the board: the text share links carry.
    #[must_use]
    pub fn record(&self) -> String {
        self.record.text_until(self.cursor)
    }

    /// The position code of the position on the board.
    #[must_use]
    pub fn code(&self) -> String {
        encode(self.position())
    }
}

fn parse(notation: &str) -> Result<Move, EngineError> {
    notation.parse::<Move>().map_err(EngineError::from)
}

/// Reads a JavaScript seed (already known to be a number) as the engine's
/// `u64`: any integer from −2⁵³ to 2⁵³ (negative ones wrap, as in two's
/// complement).
pub fn seed_from_number(n: f64) -> Result<u64, EngineError> {
    const SAFE: f64 = 9_007_199_254_740_992.0; // 2^53
    if n.is_finite() && n.fract() == 0.0 && n.abs() <= SAFE {
        // Exact: integral and within i64's range.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok(n as i64 as u64);
    }
    Err(EngineError::new(
        "bad-seed",
        format!("the seed must be a whole number, not {}", number_text(n)),
    ))
}

/// A negative seed as the `u64` of the same bits (two's complement).
#[allow(clippy::cast_sign_loss)]
pub fn wrap(seed: i64) -> u64 {
    seed as u64
}

/// Reads a seed written in decimal as the engine's `u64`: from −2⁶³ to
/// 2⁶⁴ − 1, negative ones wrapping as a number's do (`"-1"` is `-1`).
pub fn seed_from_text(text: &str) -> Result<u64, EngineError> {
    let text = text.trim();
    text.parse::<u64>()
        .or_else(|_| text.parse::<i64>().map(wrap))
        .map_err(|_| {
            EngineError::new(
                "bad-seed",
                format!(
                    "the seed must be a whole number, not '{}'",
                    text.chars().take(40).collect::<String>()
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// What crosses to the page for `value`.
    fn json(value: &impl serde::Serialize) -> Value {
        serde_json::to_value(value).unwrap()
    }

    fn opts(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect()
    }

    fn motiq() -> Session {
        Session::new("motiq", &BTreeMap::new(), 1).unwrap()
    }

    fn code(err: &EngineError) -> String {
        json(err)["code"].as_str().unwrap().to_string()
    }

    #[test]
    fn starts_every_game_by_slug_and_name() {
        for id in [
            "motiq",
            "ceelkoqyuqkoqiji",
            "makonn",
            "modiar",
            "um-el-bagara",
            "Um el-Bagara",
        ] {
            let s = Session::new(id, &BTreeMap::new(), 7).unwrap();
            let snap = json(&s.snapshot());
            assert!(snap["pits"].is_array(), "{id}: {snap}");
            assert!(s.history().is_empty());
        }
    }

    #[test]
    fn refuses_unknown_games_and_options() {
        let err = Session::new("chess", &BTreeMap::new(), 0).unwrap_err();
        let v = json(&err);
        assert_eq!(v["code"], "unknown-game");
        assert!(v["message"].as_str().unwrap().contains("chess"));
        assert!(v.get("pit").is_none());

        let bad =
            |pairs: &[(&str, &str)]| code(&Session::new("motiq", &opts(pairs), 0).unwrap_err());
        assert_eq!(bad(&[("colour", "red")]), "unknown-option");
        assert_eq!(bad(&[("round-end", "sometimes")]), "bad-option-value");
        assert_eq!(bad(&[("strict-reach", "on")]), "option-not-for-game");
    }

    #[test]
    fn applies_options() {
        let s = Session::new("motiq", &opts(&[("round-end", "hold-out")]), 12345).unwrap();
        assert_eq!(json(&s.snapshot())["options"]["round-end"], "hold-out");
        assert_eq!(
            json(&motiq().snapshot())["options"]["round-end"],
            "immediate"
        );
    }

    #[test]
    fn plays_a_legal_move_with_events() {
        let mut s = motiq();
        let before = json(&s.snapshot());
        let out = json(&s.play("2").unwrap());
        let events = out["events"].as_array().unwrap();
        assert_eq!(events[0]["type"], "pickup");
        assert_eq!(events[0]["slot"], 2);
        assert_ne!(out["snapshot"], before);
        assert_eq!(out["snapshot"], json(&s.snapshot()));
        assert_eq!(s.history(), ["2"]);
    }

    #[test]
    fn legal_moves_are_those_of_the_snapshot() {
        let mut s = Session::new("ceelkoqyuqkoqiji", &BTreeMap::new(), 4).unwrap();
        for _ in 0..40 {
            let legal = s.legal_moves();
            assert_eq!(legal, s.snapshot().legal);
            let Some(first) = legal.first() else { break };
            let notation = first.notation.clone();
            s.play(&notation).unwrap();
        }
        assert!(s.history().len() > 10);
    }

    #[test]
    fn history_uses_canonical_notation() {
        let mut s = motiq();
        s.play(" 3 ").unwrap();
        assert_eq!(s.history(), ["3"]);
    }

    #[test]
    fn refused_moves_change_nothing() {
        let mut s = motiq();
        let before = s.snapshot();

        let err = json(&s.play("9").unwrap_err());
        assert_eq!(err["code"], "not-your-pit");
        assert_eq!(err["pit"], 9);
        assert!(!err["message"].as_str().unwrap().is_empty());

        assert_eq!(code(&s.play("banana").unwrap_err()), "bad-notation");
        assert_eq!(code(&s.play("").unwrap_err()), "bad-notation");
        assert_eq!(s.snapshot(), before);
        assert!(s.history().is_empty());
    }

    #[test]
    fn every_listed_legal_move_plays() {
        for id in ["motiq", "modiar", "um-el-bagara"] {
            let s = Session::new(id, &BTreeMap::new(), 3).unwrap();
            let snap = json(&s.snapshot());
            for entry in snap["legal"].as_array().unwrap() {
                let mut t = s.clone();
                let notation = entry["move"].as_str().unwrap();
                t.play(notation)
                    .unwrap_or_else(|e| panic!("{id}: listed move {notation} refused: {e}"));
                assert_eq!(t.history(), [notation]);
            }
        }
    }

    #[test]
    fn playing_by_index_is_playing_the_listed_move() {
        // Every game (Makonn's opening laid out by notation, as the lean
        // path's callers do), whole games of varied moves, undo mixed in so
        // that the redo tail is cut too: the index path and the notation
        // path keep the same record, position and legal list.
        for id in [
            "motiq",
            "ceelkoqyuqkoqiji",
            "makonn",
            "modiar",
            "um-el-bagara",
        ] {
            let mut by_index = Session::new(id, &BTreeMap::new(), 11).unwrap();
            let mut by_notation = by_index.clone();
            for ply in 0..600_usize {
                let listed = by_notation.legal_moves();
                assert_eq!(by_index.legal_count(), listed.len(), "{id} ply {ply}");
                if listed.is_empty() {
                    let Some(layout) = arrange_layout(&by_notation) else {
                        break;
                    };
                    by_index.step(&layout).unwrap();
                    by_notation.play(&layout).unwrap();
                    continue;
                }
                let i = (ply * 7 + 3) % listed.len();
                by_index.play_listed(i).unwrap();
                by_notation.play(&listed[i].notation).unwrap();
                if ply % 50 == 49 {
                    by_index.undo().unwrap();
                    by_notation.undo().unwrap();
                }
                assert_eq!(by_index.record(), by_notation.record(), "{id} ply {ply}");
                assert_eq!(
                    by_index.position(),
                    by_notation.position(),
                    "{id} ply {ply}"
                );
            }
            assert!(
                by_index.cursor() > 20,
                "{id}: only {} moves",
                by_index.cursor()
            );
        }
    }

    /// A Makonn opening layout for the player to move (one seed of his first
    /// pit moved into his second), or `None` outside the opening.
    fn arrange_layout(s: &Session) -> Option<String> {
        let snap = s.snapshot();
        if snap.phase != mancala::Phase::Arrange {
            return None;
        }
        let own = snap.owners.iter().filter(|&&p| p == snap.to_move).count();
        let mut layout = vec!["1"; own];
        layout[..2].copy_from_slice(&["0", "2"]);
        Some(format!("arrange:{}", layout.join(",")))
    }

    #[test]
    fn a_refused_step_changes_nothing_not_even_the_redo_tail() {
        let mut s = motiq();
        s.step("2").unwrap();
        s.undo().unwrap();
        let before = s.clone();
        assert_eq!(code(&s.step("9").unwrap_err()), "not-your-pit");
        assert_eq!(code(&s.step("x").unwrap_err()), "bad-notation");
        assert_eq!(s.moves(), before.moves());
        s.redo().unwrap();
        assert_eq!(s.history(), ["2"]);
    }

    #[test]
    fn an_index_past_the_legal_list_changes_nothing() {
        let mut s = motiq();
        let before = s.clone();
        let n = s.legal_count();
        assert_eq!(code(&s.play_listed(n).unwrap_err()), "no-such-move");
        assert_eq!(s.record(), before.record());
        assert_eq!(s.position(), before.position());
        s.play_listed(n - 1).unwrap();
        assert_eq!(s.cursor(), 1);
    }

    #[test]
    fn undo_and_redo_walk_the_history() {
        let mut s = motiq();
        assert_eq!(code(&s.undo().unwrap_err()), "nothing-to-undo");
        assert_eq!(code(&s.redo().unwrap_err()), "nothing-to-redo");

        let start = s.snapshot();
        let after_one = json(&s.play("2").unwrap())["snapshot"].clone();
        let second = after_one["legal"][0]["move"].as_str().unwrap().to_string();
        let after_two = s.play(&second).unwrap();
        assert_eq!(s.history(), ["2".to_string(), second.clone()]);

        assert_eq!(json(&s.undo().unwrap()), after_one);
        assert_eq!(json(&s.undo().unwrap()), json(&start));
        assert!(s.history().is_empty());
        assert_eq!(code(&s.undo().unwrap_err()), "nothing-to-undo");

        assert_eq!(json(&s.redo().unwrap()), after_one);
        assert_eq!(json(&s.redo().unwrap()), json(&after_two)["snapshot"]);
        assert_eq!(code(&s.redo().unwrap_err()), "nothing-to-redo");
        assert_eq!(s.history().len(), 2);
    }

    #[test]
    fn a_move_after_undo_drops_the_redo_tail() {
        let mut s = motiq();
        s.play("2").unwrap();
        s.undo().unwrap();
        s.play("3").unwrap();
        assert_eq!(s.history(), ["3"]);
        assert_eq!(code(&s.redo().unwrap_err()), "nothing-to-redo");
        s.undo().unwrap();
        s.redo().unwrap();
        assert_eq!(s.history(), ["3"]);
    }

    #[test]
    fn explain_answers_per_pit() {
        let s = motiq();
        assert_eq!(s.explain(2), None);
        let err = json(&s.explain(9).unwrap());
        assert_eq!(err["code"], "not-your-pit");
        assert_eq!(err["pit"], 9);
        assert_eq!(code(&s.explain(200).unwrap()), "no-such-pit");
        assert_eq!(code(&s.explain_number(-1.0).unwrap()), "no-such-pit");
        assert_eq!(code(&s.explain_number(1.5).unwrap()), "no-such-pit");
        assert_eq!(code(&s.explain_number(f64::NAN).unwrap()), "no-such-pit");
        assert_eq!(code(&s.explain_number(300.0).unwrap()), "no-such-pit");
        assert_eq!(s.explain_number(2.0), None);
    }

    #[test]
    fn explain_accepts_pits_whose_direction_is_open() {
        // Um el-Bagara: some pits sow either way, and are listed as `Ncw`/`Nccw`.
        let s = Session::new("um-el-bagara", &BTreeMap::new(), 0).unwrap();
        let snap = json(&s.snapshot());
        let open: Vec<u8> = snap["legal"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| !m["dir"].is_null())
            .map(|m| u8::try_from(m["pit"].as_u64().unwrap()).unwrap())
            .collect();
        assert!(
            !open.is_empty(),
            "expected a pit with a choice of direction: {snap}"
        );
        for pit in open {
            assert_eq!(s.explain(pit), None, "pit {pit}");
            assert_eq!(
                code(&s.clone().play(&pit.to_string()).unwrap_err()),
                "direction-required"
            );
        }
    }

    #[test]
    fn explain_agrees_with_the_legal_list() {
        for id in ["motiq", "modiar", "um-el-bagara", "ceelkoqyuqkoqiji"] {
            let s = Session::new(id, &BTreeMap::new(), 5).unwrap();
            let snap = json(&s.snapshot());
            let legal: Vec<u64> = snap["legal"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|m| m["pit"].as_u64())
                .collect();
            for pit in 0..snap["pits"].as_array().unwrap().len() as u64 {
                let pit8 = u8::try_from(pit).unwrap();
                assert_eq!(
                    s.explain(pit8).is_none(),
                    legal.contains(&pit),
                    "{id} pit {pit}: {:?}",
                    s.explain(pit8)
                );
            }
        }
    }

    #[test]
    fn records_reopen_the_game_and_step_through_it() {
        let mut s = motiq();
        s.play("2").unwrap();
        s.play("10").unwrap();
        let text = s.record();
        assert_eq!(
            text,
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~2_10"
        );
        let mut t = Session::from_record(&text).unwrap();
        assert_eq!(t.snapshot(), s.snapshot());
        assert_eq!(t.history(), ["2", "10"]);
        assert_eq!(t.code(), mancala::notation::encode(s.position()));
        let start = t.goto(0).unwrap();
        assert_eq!(json(&start)["pits"], json(&motiq().snapshot())["pits"]);
        assert_eq!(t.moves(), ["2", "10"], "the whole game stays for stepping");
        assert_eq!(
            t.record(),
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S"
        );
        t.goto(2).unwrap();
        assert_eq!(code(&t.goto(3).unwrap_err()), "no-such-move");
        assert_eq!(t.cursor(), 2);
        for bad in [
            "",
            "v1;motiq",
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S~9",
            "<script>alert(1)</script>",
        ] {
            let err = json(&Session::from_record(bad).unwrap_err());
            assert!(
                err["code"].as_str().unwrap().starts_with("code-")
                    || err["code"].as_str().unwrap().starts_with("record-"),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn stepping_through_a_long_game_crosses_checkpoints() {
        use mancala::record::CHECKPOINT_EVERY;
        let mut s = motiq();
        let mut rng = mancala::Rng::new(4);
        let mut positions = vec![*s.position()];
        for _ in 0..3 * CHECKPOINT_EVERY {
            let Some(mv) = s.position().random_move(&mut rng) else {
                break;
            };
            s.play(&mv.to_string()).unwrap();
            positions.push(*s.position());
        }
        let end = positions.len() - 1;
        assert!(
            end > 2 * CHECKPOINT_EVERY,
            "the game ended after {end} moves"
        );
        for i in (0..end).rev() {
            s.undo().unwrap();
            assert_eq!((s.cursor(), s.position()), (i, &positions[i]));
        }
        for (i, position) in positions.iter().enumerate().skip(1) {
            s.redo().unwrap();
            assert_eq!((s.cursor(), s.position()), (i, position));
        }
        for i in [
            CHECKPOINT_EVERY - 1,
            CHECKPOINT_EVERY,
            0,
            end,
            CHECKPOINT_EVERY + 1,
        ] {
            s.goto(i).unwrap();
            assert_eq!((s.cursor(), s.position()), (i, &positions[i]));
        }
        let reopened = Session::from_record(&s.record()).unwrap();
        assert_eq!(reopened.position(), &positions[CHECKPOINT_EVERY + 1]);
    }

    #[test]
    fn check_explains_unlisted_moves() {
        let s = Session::new("makonn", &BTreeMap::new(), 0).unwrap();
        let layout = "arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15";
        assert_eq!(s.check(layout), None);
        assert_eq!(
            code(
                &s.check("arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,2")
                    .unwrap()
            ),
            "layout-wrong-total"
        );
        assert_eq!(code(&s.check("x").unwrap()), "bad-notation");
    }

    #[test]
    fn seeds_from_numbers() {
        assert_eq!(seed_from_number(12345.0), Ok(12345));
        assert_eq!(seed_from_number(0.0), Ok(0));
        assert_eq!(seed_from_number(-1.0), Ok(u64::MAX));
        assert_eq!(seed_from_number(9_007_199_254_740_992.0), Ok(1 << 53));
        for bad in [0.5, f64::NAN, f64::INFINITY, 1e300] {
            assert_eq!(
                code(&seed_from_number(bad).unwrap_err()),
                "bad-seed",
                "{bad}"
            );
        }
    }

    #[test]
    fn seeds_from_texts_as_from_numbers() {
        for n in [0.0, 12345.0, -1.0, -5.0, 9_007_199_254_740_992.0] {
            assert_eq!(
                seed_from_text(&format!(" {n} ")),
                seed_from_number(n),
                "{n}"
            );
        }
        assert_eq!(seed_from_text("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(seed_from_text("-9223372036854775808"), Ok(1 << 63));
        for bad in [
            "",
            "0.5",
            "1e3",
            "18446744073709551616",
            "-9223372036854775809",
            "seven",
        ] {
            assert_eq!(
                code(&seed_from_text(bad).unwrap_err()),
                "bad-seed",
                "{bad:?}"
            );
        }
    }

    #[test]
    fn the_seed_is_used() {
        // With a random starting side, some seed must start with North.
        let o = opts(&[("start", "random")]);
        let movers: Vec<Value> = (0..32)
            .map(|seed| {
                json(&Session::new("motiq", &o, seed).unwrap().snapshot())["to_move"].clone()
            })
            .collect();
        assert!(movers.contains(&Value::from("S")) && movers.contains(&Value::from("N")));
    }
}
