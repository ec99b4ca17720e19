//! `Session::passes` (`Match.passes()` in the bindings) lists every pass of
//! the record as the page changes it: moves played (the passes are those
//! the moves' own events announce), taken back and kept for redo, taken back
//! and replaced, and a record opened from its text.

use mancala::view::{PassAt, WireEvent};
use mancala::Rng;
use mancala_web::session::Session;
use std::collections::BTreeMap;

/// Plays one random move on the board, noting the passes its events announce.
fn play_one(session: &mut Session, rng: &mut Rng, expected: &mut Vec<PassAt>) -> bool {
    let Some(mv) = session.position().random_move(rng) else {
        return false;
    };
    let played = session.play(&mv.to_string()).expect("a random legal move");
    let after = session.cursor();
    for event in &played.events {
        if let WireEvent::Pass { player } = *event {
            expected.push(PassAt { after, player });
        }
    }
    true
}

#[test]
fn passes_follow_the_record_as_it_changes() {
    let mut rng = Rng::new(31);
    for game in ["um-el-bagara", "makonn", "ceelkoqyuqkoqiji"] {
        let mut seen = 0;
        for seed in 0..60 {
            let mut session = Session::new(game, &BTreeMap::new(), seed).unwrap();
            let mut expected = Vec::new();
            while play_one(&mut session, &mut rng, &mut expected) {
                assert_eq!(session.passes(), expected, "{game} after a move");
                // Now and then, take moves back and play another instead.
                if rng.below(40) == 0 && session.cursor() > 3 {
                    let back = session.cursor() - 1 - rng.below(3) as usize;
                    session.goto(back).unwrap();
                    assert_eq!(
                        session.passes(),
                        expected,
                        "{game}: the redo tail's passes stay"
                    );
                    expected.retain(|p| p.after <= back);
                    play_one(&mut session, &mut rng, &mut expected);
                    assert_eq!(session.passes(), expected, "{game}: after a replaced move");
                    let mut reopened = Session::from_record(&session.record()).unwrap();
                    assert_eq!(reopened.passes(), expected, "{game}: read from the record");
                }
            }
            seen += expected.len();
        }
        assert!(seen > 0, "{game}: some random game has a pass");
    }
}

#[test]
fn games_without_passes_list_none() {
    let mut rng = Rng::new(8);
    for game in ["motiq", "modiar"] {
        let mut session = Session::new(game, &BTreeMap::new(), 3).unwrap();
        let mut expected = Vec::new();
        for _ in 0..300 {
            if !play_one(&mut session, &mut rng, &mut expected) {
                break;
            }
        }
        assert!(expected.is_empty());
        assert!(session.passes().is_empty(), "{game}");
    }
}
