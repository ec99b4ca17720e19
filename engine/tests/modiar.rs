//! Modiar: the worked examples of `shared/rules/modiar.md` (§7, after
//! Climent 2012) and one test per rule sentence.

mod common;
use common::*;
use mancala::{Event, Game, Options, Phase, Player, Position};

const G: Game = Game::Modiar;

/// A board written `bottom 0 1 2 | 3 4 5` as in the rulings' examples.
fn flat(pits: [u8; 6]) -> Vec<u8> {
    pits.to_vec()
}

#[test]
fn example_1_the_opening_move_captures_nothing() {
    let start = Position::new(G, Options::default()).unwrap();
    for (mv, pits) in [
        ("0", [2, 8, 8, 8, 8, 8]),
        ("1", [8, 2, 8, 8, 8, 8]),
        ("2", [8, 8, 2, 8, 8, 8]),
    ] {
        let played = play(&start, mv);
        assert_eq!(
            played.position.pits(),
            &pits,
            "opening {mv}: last seed back in the origin"
        );
        assert_eq!(
            captured(&played.events),
            [0, 0],
            "no capture on the game's first move"
        );
        // The first seed goes back into the origin.
        let first_drop = played
            .events
            .iter()
            .find(|e| matches!(e, Event::Drop { .. }));
        assert_eq!(
            first_drop,
            Some(&Event::Drop {
                slot: mv.parse().unwrap(),
                large: None
            })
        );
    }
}

#[test]
fn example_2_north_replies_with_a_chain_across_the_rows() {
    let start = Position::new(G, Options::default()).unwrap();
    let reply = play(&play(&start, "0").position, "5");
    assert_eq!(reply.position.pits(), &[0, 9, 9, 9, 9, 0]);
    assert_eq!(reply.position.pile(Player::North), 6);
    let takes = capture_list(&reply.events);
    // Hole 0 held 2 before the move and is still taken: the final count decides (D3).
    assert_eq!(takes, [(0, 4), (5, 2)]);
}

#[test]
fn example_3_a_grand_slam_is_refused_while_another_move_exists() {
    let pos = board(G, &flat([0, 4, 2, 1, 0, 0]), [0, 0], Player::South);
    assert_eq!(legal(&pos), ["1"]);
    assert_eq!(refused(&pos, "2"), "grand-slam");
    let played = play(&pos, "1");
    assert_eq!(played.position.pits(), &[0, 1, 3, 2, 1, 0]);
}

#[test]
fn example_4_when_every_feeding_move_is_a_grand_slam_it_captures_nothing() {
    let pos = board(G, &flat([2, 0, 2, 1, 0, 0]), [0, 0], Player::South);
    assert_eq!(legal(&pos), ["2"]);
    assert_eq!(refused(&pos, "0"), "must-feed");
    let played = play(&pos, "2");
    assert_eq!(played.position.pits(), &[2, 0, 1, 2, 0, 0]);
    assert_eq!(captured(&played.events), [0, 0]);
    assert_eq!(legal(&played.position), ["3"]);
}

#[test]
fn example_5_the_game_ends_when_the_mover_cannot_feed() {
    let pos = board(G, &flat([1, 0, 1, 0, 2, 1]), [19, 19], Player::North);
    assert_eq!(pos.phase(), Phase::GameOver);
    assert_eq!(pos.pile(Player::South), 19 + 2);
    assert_eq!(pos.pile(Player::North), 19 + 3);
}

#[test]
fn example_6_the_game_ends_when_the_mover_cannot_move() {
    let pos = board(G, &flat([1, 1, 0, 3, 0, 2]), [15, 20], Player::South);
    assert_eq!(pos.phase(), Phase::GameOver);
    assert_eq!(pos.pile(Player::South), 15 + 2);
    assert_eq!(pos.pile(Player::North), 20 + 5);
    assert_eq!(pos.outcome().unwrap().winner, Some(Player::North));
}

#[test]
fn captures_take_2_4_or_6_in_either_row_but_never_8() {
    // South sows 2 from hole 2 into 2 and 3: hole 3 ends with 4 → taken, then
    // hole 2 holds 1 → stop.
    let pos = board(G, &flat([2, 2, 2, 3, 2, 2]), [0, 0], Player::South);
    assert_eq!(captured(&play(&pos, "2").events), [4, 0]);
    // Ending on own side: hole 1 sows 2 into 1, 2; hole 2 ends with 2 → taken,
    // then hole 1 (1) stops the chain.
    let pos = board(G, &flat([2, 2, 1, 3, 2, 2]), [0, 0], Player::South);
    assert_eq!(captured(&play(&pos, "1").events), [2, 0]);
    // A count of 8 is never taken.
    let pos = board(G, &flat([2, 2, 2, 7, 2, 2]), [0, 0], Player::South);
    assert_eq!(captured(&play(&pos, "2").events), [0, 0]);
}

#[test]
fn a_single_seed_cannot_be_sown_and_there_is_no_direction_choice() {
    let pos = board(G, &flat([1, 3, 0, 2, 2, 2]), [0, 0], Player::South);
    assert_eq!(refused(&pos, "0"), "single-seed");
    assert_eq!(refused(&pos, "2"), "empty-pit");
    assert_eq!(refused(&pos, "4"), "not-your-pit");
    assert_eq!(refused(&pos, "1cw"), "direction-fixed");
}

#[test]
fn strict_reach_makes_every_move_reach_the_opponent() {
    let pits = flat([2, 2, 0, 2, 2, 2]);
    let pos = board(G, &pits, [0, 0], Player::South);
    assert_eq!(legal(&pos), ["0", "1"]);
    let strict = options(G, &[("strict-reach", "on")]);
    let pos = Position::with_board(G, strict, &pits, [0, 0], Player::South)
        .unwrap()
        .settled();
    // Hole 0 with 2 reaches only hole 1; hole 1 with 2 reaches hole 2: neither
    // reaches North, so the game ends.
    assert_eq!(pos.phase(), Phase::GameOver);
    let pits = flat([4, 2, 0, 2, 2, 2]);
    let pos = Position::with_board(G, strict, &pits, [0, 0], Player::South)
        .unwrap()
        .settled();
    assert_eq!(legal(&pos), ["0"]);
    assert_eq!(refused(&pos, "1"), "must-reach");
}

#[test]
fn a_grand_slam_on_holes_filled_by_the_sowing_itself_captures_nothing() {
    // North's row is empty, so South must feed. Hole 0's 12 seeds go twice
    // round: 3, 4 and 5 end with 2 each, and taking them would leave North
    // with nothing. It is South's only move, so it is played without capture.
    let pos = board(G, &flat([12, 1, 1, 0, 0, 0]), [14, 14], Player::South);
    assert_eq!(legal(&pos), ["0"]);
    let played = play(&pos, "0");
    assert_eq!(captured(&played.events), [0, 0]);
    assert_eq!(played.position.pits(), &[2, 3, 3, 2, 2, 2]);
}
