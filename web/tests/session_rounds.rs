//! `Session::rounds` (`Match.rounds()` in the bindings) follows the record
//! as the page changes it: moves played, taken back, replaced, and a record
//! opened from its text.

use mancala::view::RoundSpan;
use mancala_web::session::Session;
use std::collections::BTreeMap;

/// Plays pseudo-random listed moves until the record holds `rounds` rounds
/// (or the game ends); returns the rounds listed.
fn play_until(session: &mut Session, rounds: usize, seed: &mut u64) -> Vec<RoundSpan> {
    loop {
        let listed = session.rounds();
        let legal = session.legal_moves();
        if listed.len() >= rounds || legal.is_empty() {
            return listed;
        }
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let pick = usize::try_from(*seed >> 33).unwrap() % legal.len();
        session.play(&legal[pick].notation).unwrap();
    }
}

#[test]
fn rounds_follow_moves_taken_back_and_replaced() {
    let mut session = Session::new("motiq", &BTreeMap::new(), 1).unwrap();
    assert_eq!(session.rounds().len(), 1);
    let mut seed = 9;
    let listed = play_until(&mut session, 2, &mut seed);
    assert_eq!(listed.len(), 2, "a second round began");
    let boundary = listed[1].start;
    assert_eq!(listed[0].end, Some(boundary));
    assert_eq!(
        session.cursor(),
        boundary,
        "the move that ended round 1 was the last played"
    );
    assert_eq!(session.snapshot().round, 2);

    // Stepping back keeps the redo tail, and its rounds, listed.
    session.goto(boundary - 1).unwrap();
    assert_eq!(session.rounds(), listed);

    // A different move in its place drops the round it began.
    let other = session
        .legal_moves()
        .into_iter()
        .map(|m| m.notation)
        .find(|m| *m != session.moves()[boundary - 1]);
    if let Some(other) = other {
        session.play(&other).unwrap();
        let now = session.rounds();
        assert_eq!(session.moves().len(), boundary, "the redo tail is gone");
        assert!(now.iter().all(|s| s.start <= boundary), "{now:?}");
        assert_eq!(now[0].round, 1);
    }

    // A record read back from its text lists the same rounds.
    session.goto(boundary).ok();
    let reopened = Session::from_record(&session.record()).unwrap();
    assert_eq!(
        reopened.rounds(),
        RoundSpan::list(&session.record().parse().unwrap())
    );
}
