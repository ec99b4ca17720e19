//! Games of any length: a Motiq match of more than ten thousand plies is
//! recorded, written as a share link's text, read back, and every position
//! of it is reached as if the game were replayed from the start.
//!
//! The same match (random seed 287, 10,452 plies, North winning 14 pits to
//! 0) is played through the bindings and stepped through on the page by
//! `tests/long-game.test.mjs`.

use mancala::record::{Record, CHECKPOINT_EVERY, MAX_RECORD_LEN};
use mancala::{Game, Move, NoEvents, Options, Player, Position, Rng};

/// The random generator's seed of the long match.
const SEED: u64 = 287;
/// How many plies it lasts.
const PLIES: usize = 10_452;

/// Motiq's starting position with the default options.
fn start() -> Position {
    Position::new(Game::Motiq, Options::default()).expect("the default options are valid")
}

/// The long match, played to its end with uniformly random legal moves.
fn long_match() -> Record {
    let mut rng = Rng::new(SEED);
    let mut record = Record::new(start());
    while let Some(mv) = record.last().random_move(&mut rng) {
        record.push(mv).expect("a listed move is legal");
    }
    record
}

/// Every position of `moves` played from the start, one by one.
fn replayed(moves: &[Move]) -> Vec<Position> {
    let mut position = start();
    let mut all = vec![position];
    for mv in moves {
        position
            .play_in_place(mv, &mut NoEvents)
            .expect("a recorded move is legal");
        all.push(position);
    }
    all
}

/// Indices worth checking: both sides of every checkpoint in a stretch of
/// the game, and a spread over all of it.
fn sampled(len: usize) -> Vec<usize> {
    let mut at: Vec<usize> = (0..=len).step_by(997).collect();
    for k in [1, 2, 50, len / CHECKPOINT_EVERY] {
        let checkpoint = k * CHECKPOINT_EVERY;
        at.extend([checkpoint - 1, checkpoint, checkpoint + 1]);
    }
    at.extend([0, 1, len - 1, len]);
    at.retain(|&i| i <= len);
    at.sort_unstable();
    at.dedup();
    at
}

#[test]
fn a_match_of_ten_thousand_plies_is_recorded_to_its_end() {
    let record = long_match();
    assert_eq!(record.len(), PLIES);
    assert!(record.last().is_over());
    let outcome = record.last().outcome().expect("the match is decided");
    assert_eq!(outcome.winner, Some(Player::North));
    assert_eq!(outcome.score, [0, 14], "North holds every pit");
}

#[test]
fn the_long_match_reads_back_from_its_text() {
    let record = long_match();
    let text = record.to_string();
    assert!(text.len() < MAX_RECORD_LEN, "{} characters", text.len());
    let back: Record = text.parse().expect("the record's own text");
    assert_eq!(back, record);
    assert_eq!(back.to_string(), text);
    assert_eq!(back.last(), record.last());
}

#[test]
fn every_position_is_the_one_replayed_from_the_start() {
    let record: Record = long_match().to_string().parse().expect("a valid record");
    let all = replayed(record.moves());
    for i in sampled(record.len()) {
        assert_eq!(
            record.position(i).as_ref(),
            Some(&all[i]),
            "after {i} moves"
        );
    }
    assert_eq!(record.position(record.len() + 1), None);
    assert!(record.positions().eq(all.iter().copied()));
}

#[test]
fn undo_and_redo_cross_checkpoints() {
    let mut record = long_match();
    let all = replayed(record.moves());
    let moves = record.moves().to_vec();
    // Undo move by move across a checkpoint, then redo: each step is the
    // position of the match.
    let checkpoint = 3 * CHECKPOINT_EVERY;
    let mut cursor = checkpoint + 2;
    while cursor > checkpoint - 3 {
        cursor -= 1;
        assert_eq!(record.position(cursor).as_ref(), Some(&all[cursor]));
    }
    let mut shown = record.position(cursor).expect("within the match");
    while cursor < checkpoint + 3 {
        shown
            .play_in_place(&moves[cursor], &mut NoEvents)
            .expect("the recorded move");
        cursor += 1;
        assert_eq!(shown, all[cursor], "redo to {cursor}");
    }
    // A different move after going back replaces the rest of the match,
    // and the record stays consistent across the checkpoint it crosses.
    record.truncate(checkpoint - 1);
    assert_eq!(record.last(), &all[checkpoint - 1]);
    let other = record
        .last()
        .legal_moves()
        .iter()
        .copied()
        .find(|mv| *mv != moves[checkpoint - 1])
        .expect("another legal move");
    record.push(other).expect("a listed move");
    let mut next = *record.last();
    let more = next
        .random_move(&mut Rng::new(1))
        .expect("the match goes on");
    record.push(more).expect("a listed move");
    next.play_in_place(&more, &mut NoEvents).expect("legal");
    assert_eq!(record.len(), checkpoint + 1);
    assert_eq!(record.position(checkpoint + 1), Some(next));
    assert_eq!(
        record.position(checkpoint - 1).as_ref(),
        Some(&all[checkpoint - 1])
    );
    let back: Record = record.to_string().parse().expect("a valid record");
    assert_eq!(back, record);
}
