//! Ruling D7 (rules README §2.4): a forced pass is not a ply. The stalemate
//! limit counts moves made, in every game, so a pass leaves the count of
//! plies without capture (and the plies of the round) as they were.
//!
//! Ceelkoqyuqkoqiji, Um el-Bagara and Makonn have forced passes; Modiar and
//! Motiq have none (a player without a move ends the game or the round), and
//! their tests assert that.

mod common;
use common::play;
use mancala::{notation, Event, Phase, Player, RoundEndReason};

fn at(code: &str) -> mancala::Position {
    notation::decode(code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

fn passes(events: &[Event]) -> Vec<Player> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Pass { player } => Some(*player),
            _ => None,
        })
        .collect()
}

/// The ruling's own example: North's `7ccw` sinks a stone, so the count goes
/// to 0, and South's forced pass (empty sector, empty stock, a large stone
/// home) leaves it at 0.
#[test]
fn ceelkoqyuqkoqiji_the_rulings_example() {
    let pos = at("v1;ceelkoqyuqkoqiji;o=stalemate:50,first:alternate;\
         p=0.0.0.0.0.0.0.3.0.0;c=0.47;t=N;q=10;n=10");
    let played = play(&pos, "7ccw");
    assert_eq!(passes(&played.events), [Player::South]);
    let next = played.position;
    assert_eq!(next.plies_without_capture(), 0);
    assert_eq!(
        next.plies(),
        11,
        "North's move is a ply, South's pass is not"
    );
    assert_eq!((next.to_move(), next.phase()), (Player::North, Phase::Play));
}

/// A move that leaves no stone off the board brings the count to 49 of 50;
/// South's forced pass (the mu is home; South holds the gong) does not make
/// it 50, so the round goes on.
#[test]
fn ceelkoqyuqkoqiji_a_pass_does_not_reach_the_stalemate_limit() {
    let pos = at("v1;ceelkoqyuqkoqiji;o=stalemate:50,first:alternate;\
         p=0.0.0.0.0.0.1.0.0.0;c=0.49;t=N;q=48;n=48;gong=S");
    let played = play(&pos, "6ccw");
    assert_eq!(passes(&played.events), [Player::South]);
    assert!(!played
        .events
        .iter()
        .any(|e| matches!(e, Event::RoundEnded { .. })));
    let next = played.position;
    assert_eq!(next.plies_without_capture(), 49);
    assert_eq!(next.plies(), 49);
    assert_eq!((next.to_move(), next.phase()), (Player::North, Phase::Play));
    // North's next move without progress is the 50th ply: now the limit ends
    // the round.
    let played = play(&next, "7ccw");
    assert!(played.events.iter().any(|e| matches!(
        e,
        Event::RoundEnded {
            reason: RoundEndReason::Stalemate,
            ..
        }
    )));
}

/// Um el-Bagara: South's house 0 sows its two seeds into North's houses 9
/// and 8 without a capture; North, with singles only, passes. The count is
/// 49 of 50 after the move and stays 49.
#[test]
fn um_el_bagara_a_pass_leaves_the_count() {
    let pos = at("v1;um-el-bagara;o=stalemate:50;p=2.0.0.0.3.0.0.0.0.0;c=23.22;t=S;n=48;q=48");
    let played = play(&pos, "0");
    assert_eq!(passes(&played.events), [Player::North]);
    let next = played.position;
    assert_eq!(next.plies_without_capture(), 49);
    assert_eq!(next.plies(), 49);
    assert_eq!((next.to_move(), next.phase()), (Player::South, Phase::Play));
}

/// Makonn: South's pit 0 sows into pit 1 and the empty outer pit 2, no
/// capture; North has a single in each of his 20 pits, so no single can step
/// into an empty pit: he passes, and the count stays 49 of 50.
#[test]
fn makonn_a_pass_leaves_the_count() {
    let mut pits = vec!["0"; 40];
    pits[0] = "2";
    pits[1] = "1";
    for p in &mut pits[20..] {
        *p = "1";
    }
    let code = format!(
        "v1;makonn;o=stalemate:50;p={};c=17.0;t=S;n=48;q=48",
        pits.join(".")
    );
    let pos = at(&code);
    let played = play(&pos, "0");
    assert_eq!(passes(&played.events), [Player::North]);
    let next = played.position;
    assert_eq!(next.plies_without_capture(), 49);
    assert_eq!(next.plies(), 49);
    assert_eq!(next.passes(), 1);
    assert_eq!((next.to_move(), next.phase()), (Player::South, Phase::Play));
}

/// Modiar has no pass: a player to move without a pit of two or more ends
/// the game (rulings §5.1). South's move feeds North a single seed and no
/// capture; North then has nothing to play and the game is over, with the
/// move counted and no pass.
#[test]
fn modiar_has_no_pass_the_game_ends() {
    let pos = at("v1;modiar;o=stalemate:50;p=0.0.2.0.1.0;c=20.19;t=S;n=48;q=48");
    let played = play(&pos, "2");
    assert!(passes(&played.events).is_empty());
    let next = played.position;
    assert_eq!(next.phase(), Phase::GameOver);
    assert_eq!(next.plies_without_capture(), 49);
}

/// Motiq has no pass: a territory left empty ends the round before anyone
/// would have to pass. South's last seed crosses into North's pit 7: with
/// the round ending "immediately" that ends it at once; with "hold-out" North
/// plays on, and the round ends when South, with nothing, is to move.
#[test]
fn motiq_has_no_pass_the_round_ends() {
    for (round_end, moves) in [("immediate", &["6"][..]), ("hold-out", &["6", "7"][..])] {
        let code = format!(
            "v1;motiq;o=stalemate:50,round-end:{round_end},match:single;\
             p=0.0.0.0.0.0.1.0.0.0.2.0.0.0;c=26.27;t=S;n=48;q=10"
        );
        let mut pos = at(&code);
        let mut events = Vec::new();
        for mv in moves {
            let played = play(&pos, mv);
            events.extend(played.events);
            pos = played.position;
        }
        assert!(passes(&events).is_empty(), "{round_end}");
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::RoundEnded {
                    reason: RoundEndReason::TerritoryEmpty,
                    ..
                }
            )),
            "{round_end}: {events:?}"
        );
        assert_eq!(pos.phase(), Phase::GameOver, "{round_end}");
    }
}
