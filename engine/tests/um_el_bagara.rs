//! Um el-Bagara: the worked examples of `shared/rules/um-el-bagara.md` (§7,
//! after Davies 1925) and one test per rule sentence.

mod common;
use common::*;
use mancala::{Event, Game, Options, Phase, Player, Position};

const G: Game = Game::UmElBagara;

#[test]
fn example_1_the_six_openings_capture_nothing() {
    let start = Position::new(G, Options::default()).unwrap();
    assert_eq!(legal(&start), ["0", "1", "2cw", "2ccw", "3", "4"]);
    let expect = [
        ("0", rows(&[6, 6, 6, 6, 6], &[0, 5, 5, 5, 5])),
        ("1", rows(&[6, 6, 6, 6, 5], &[6, 0, 5, 5, 5])),
        ("2cw", rows(&[6, 6, 6, 5, 5], &[6, 6, 0, 5, 5])),
        ("2ccw", rows(&[5, 5, 6, 6, 6], &[5, 5, 0, 6, 6])),
        ("3", rows(&[5, 6, 6, 6, 6], &[5, 5, 5, 0, 6])),
        ("4", rows(&[6, 6, 6, 6, 6], &[5, 5, 5, 5, 0])),
    ];
    for (mv, pits) in expect {
        let played = play(&start, mv);
        assert_eq!(played.position.pits(), &pits[..], "opening {mv}");
        assert_eq!(
            captured(&played.events),
            [0, 0],
            "opening {mv} captures nothing"
        );
        assert_eq!(played.position.to_move(), Player::North);
    }
}

#[test]
fn example_2_a_cow_and_four_calves_then_north_passes() {
    let pos = board(
        G,
        &rows(&[3, 1, 1, 1, 1], &[2, 0, 1, 3, 5]),
        [0, 0],
        Player::South,
    );
    let played = play(&pos, "4");
    assert_eq!(
        played.position.pits(),
        &rows(&[0, 0, 0, 0, 0], &[2, 0, 1, 3, 0])[..]
    );
    assert_eq!(played.position.pile(Player::South), 12);
    // The cow first (house 9, 4 seeds), then the calves walking back.
    let takes = capture_list(&played.events);
    assert_eq!(takes, [(9, 4), (8, 2), (7, 2), (6, 2), (5, 2)]);
    // North has no move and passes; South plays on.
    assert!(played.events.contains(&Event::Pass {
        player: Player::North
    }));
    assert_eq!(played.position.to_move(), Player::South);
    let next = play(&played.position, "0");
    assert_eq!(
        next.position.pits(),
        &rows(&[1, 1, 0, 0, 0], &[0, 0, 1, 3, 0])[..]
    );
    assert_eq!(captured(&next.events), [0, 0]);
}

#[test]
fn example_3_the_chain_stops_at_the_movers_own_row() {
    let pits = rows(&[1, 3, 3, 0, 2], &[1, 1, 4, 2, 0]);
    let pos = board(G, &pits, [0, 0], Player::South);
    let played = play(&pos, "2cw");
    assert_eq!(played.position.pile(Player::South), 6);
    assert_eq!(
        played.position.pits(),
        &rows(&[0, 0, 3, 0, 2], &[2, 2, 0, 2, 0])[..]
    );

    let variant = options(G, &[("chain-own", "on")]);
    let pos = Position::with_board(G, variant, &pits, [0, 0], Player::South)
        .unwrap()
        .settled();
    let played = play(&pos, "2cw");
    assert_eq!(played.position.pile(Player::South), 10);
    assert_eq!(&played.position.pits()[..5], &[0, 0, 0, 2, 0]);
}

#[test]
fn example_4_passing_and_the_end() {
    // North to move with singles only: he passes at once.
    let pits = rows(&[1, 1, 0, 1, 0], &[1, 0, 3, 0, 1]);
    let pos = board(G, &pits, [0, 0], Player::North);
    assert_eq!(pos.to_move(), Player::South, "North passes");
    assert_eq!(legal(&pos), ["2cw", "2ccw"]);
    let ccw = play(&pos, "2ccw");
    assert_eq!(captured(&ccw.events), [0, 0]);
    let cw = play(&pos, "2cw");
    assert_eq!(captured(&cw.events), [2, 0]);
    assert_eq!(
        cw.position.pits(),
        &rows(&[0, 1, 0, 1, 0], &[2, 1, 0, 0, 1])[..]
    );
    assert!(cw.events.contains(&Event::Pass {
        player: Player::North
    }));
    let last = play(&cw.position, "0");
    let first_capture = last
        .events
        .iter()
        .find(|e| matches!(e, Event::Capture { .. }));
    assert_eq!(
        first_capture,
        Some(&Event::Capture {
            slot: 8,
            seeds: 2,
            large: 0,
            by: Player::South
        }),
        "house 8 makes 2 and is taken; 9 holds 1 and stops the chain"
    );
    // No house holds two: the game ends and each adds his singles.
    let end = last.position;
    assert_eq!(end.phase(), Phase::GameOver);
    assert_eq!(end.pile(Player::South), 2 + 2 + 2);
    assert_eq!(end.pile(Player::North), 2);
    assert_eq!(end.outcome().unwrap().winner, Some(Player::South));
    assert!(end.pits().iter().all(|&n| n == 0));
}

#[test]
fn a_single_never_moves_and_directions_are_fixed_by_house() {
    let pos = board(
        G,
        &rows(&[2, 2, 2, 2, 2], &[1, 2, 3, 0, 2]),
        [0, 0],
        Player::South,
    );
    assert_eq!(refused(&pos, "0"), "single-seed");
    assert_eq!(refused(&pos, "3"), "empty-pit");
    assert_eq!(refused(&pos, "7"), "not-your-pit");
    assert_eq!(refused(&pos, "2"), "direction-required");
    assert_eq!(refused(&pos, "1ccw"), "direction-fixed");
    assert_eq!(refused(&pos, "12"), "no-such-pit");
    // Left houses sow clockwise, right houses counter-clockwise.
    assert_eq!(play(&pos, "1").position.seeds(9), 3);
    assert_eq!(play(&pos, "4").position.seeds(6), 3);
}

#[test]
fn only_opponent_houses_are_captured_and_only_2_or_4() {
    // Last seed into South's own house making 2: no capture.
    let pos = board(
        G,
        &rows(&[2, 2, 2, 2, 2], &[0, 1, 2, 0, 2]),
        [0, 0],
        Player::South,
    );
    assert_eq!(captured(&play(&pos, "2cw").events), [0, 0]);
    // Last seed making 3 in an opponent's house: no capture.
    let pos = board(
        G,
        &rows(&[2, 2, 2, 2, 2], &[0, 0, 0, 2, 2]),
        [0, 0],
        Player::South,
    );
    assert_eq!(captured(&play(&pos, "4").events), [0, 0]);
}

#[test]
fn a_long_sowing_chains_over_each_house_once() {
    // 12 seeds from house 4: every house is sown, 5 and 6 twice.
    let pos = board(
        G,
        &rows(&[1, 1, 1, 1, 1], &[0, 0, 0, 0, 12]),
        [0, 0],
        Player::South,
    );
    let played = play(&pos, "4");
    // Last seed in 6: 1 + 2 = 3, no capture.
    assert_eq!(played.position.seeds(6), 3);
    assert_eq!(captured(&played.events), [0, 0]);
    // 11 seeds: last in 5 (1+2 = 3) ... and 9 seeds end in 9 (1+1 = 2): capture
    // 9, 8, 7, 6 and 5 (each 2) and stop at South's own house 4.
    let pos = board(
        G,
        &rows(&[1, 1, 1, 1, 1], &[0, 0, 0, 0, 5]),
        [0, 0],
        Player::South,
    );
    let played = play(&pos, "4");
    assert_eq!(captured(&played.events), [10, 0]);
}

#[test]
fn moves_after_the_end_are_refused() {
    let pos = board(
        G,
        &rows(&[1, 0, 0, 0, 0], &[1, 0, 0, 0, 0]),
        [24, 24],
        Player::South,
    );
    assert!(pos.is_over());
    assert_eq!(pos.outcome().unwrap().winner, None, "25-25 is a draw");
    assert_eq!(refused(&pos, "0"), "game-over");
}
