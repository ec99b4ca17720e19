//! Motiq: the worked examples of `shared/rules/motiq.md` (§9, after Barnes
//! 1975) and one test per rule sentence, including the match of rounds.

mod common;
use common::*;
use mancala::{Event, Game, Options, Phase, Player, Position, RoundEndReason, Territory};

const G: Game = Game::Motiq;

fn start_with(side: &str) -> Position {
    Position::new(G, options(G, &[("start", side)])).unwrap()
}

#[test]
fn example_1a_every_opening_sows_4_5_5_and_ends_in_its_own_pit() {
    // Barnes: "Four plus five plus five equal fourteen, and the last stone
    // lands in the hole from which he began." Checked for all 14 pits.
    for h in 0u8..14 {
        let start = start_with(if h < 7 { "south" } else { "north" });
        let played = play(&start, &h.to_string());
        assert_eq!(pickups(&played.events), [4, 5, 5], "opening from {h}");
        let pits = played.position.pits();
        for p in 0u8..14 {
            let expected = if p == h {
                1
            } else if p == (h + 4) % 14 || p == (h + 9) % 14 {
                0
            } else {
                5
            };
            assert_eq!(pits[p as usize], expected, "pit {p} after opening {h}");
        }
        assert_eq!(captured(&played.events), [0, 0]);
        assert_eq!(
            played.position.to_move(),
            start.to_move().opponent(),
            "the player is dead"
        );
    }
}

#[test]
fn example_1a_south_from_pit_2() {
    let played = play(&Position::new(G, Options::default()).unwrap(), "2");
    assert_eq!(
        played.position.pits(),
        &rows(&[5, 5, 0, 5, 5, 5, 5], &[5, 5, 1, 5, 5, 5, 0])[..]
    );
}

#[test]
fn example_1b_the_head_defence() {
    // After an opening from h in 0..=5, North's reply from h+8 captures 4 twice.
    for h in 0u8..=5 {
        let opened = play(
            &Position::new(G, Options::default()).unwrap(),
            &h.to_string(),
        );
        let reply = play(&opened.position, &(h + 8).to_string());
        assert_eq!(captured(&reply.events), [0, 8], "reply {} to {h}", h + 8);
    }
    // Opening from the head (6): none of North's replies captures anything.
    let opened = play(&Position::new(G, Options::default()).unwrap(), "6");
    assert_eq!(legal(&opened.position), ["7", "8", "9", "11", "12", "13"]);
    for reply in legal(&opened.position) {
        assert_eq!(
            captured(&play(&opened.position, &reply).events),
            [0, 0],
            "reply {reply}"
        );
    }
}

#[test]
fn example_2_north_eats_fish_twice() {
    let opened = play(&Position::new(G, Options::default()).unwrap(), "2");
    let reply = play(&opened.position, "10");
    assert_eq!(pickups(&reply.events), [5, 6, 6, 7, 2, 7, 2, 8, 8, 2, 2]);
    assert_eq!(
        reply.position.pits(),
        &rows(&[2, 0, 0, 0, 9, 0, 3], &[9, 1, 5, 1, 9, 9, 0])[..]
    );
    assert_eq!(reply.position.pile(Player::North), 8);
    // "He will leave one hole for the first player containing nine stones."
    assert_eq!(reply.position.seeds(0), 9);
}

#[test]
fn example_3_south_answers_from_the_nine() {
    let opened = play(&Position::new(G, Options::default()).unwrap(), "2");
    let reply = play(&opened.position, "10");
    let answer = play(&reply.position, "0");
    assert_eq!(
        pickups(&answer.events),
        [9, 10, 11, 8, 3, 5, 13, 6, 1, 5, 3, 5]
    );
    assert_eq!(
        answer.position.pits(),
        &rows(&[2, 5, 1, 1, 1, 6, 9], &[5, 7, 0, 1, 2, 0, 0])[..]
    );
    assert_eq!(answer.position.pile(Player::South), 8);
    assert_eq!(answer.position.total_seeds(), 56);
}

#[test]
fn a_fourth_seed_dropped_in_passing_captures_nothing() {
    // Pit 7 reaches 4 in passing during Example 3's first lap and stays.
    let mut pits = vec![0u8; 14];
    pits[0] = 3;
    pits[2] = 3; // passing: 1, 2 (now 4), last in 3 (empty): dead
    pits[10] = 1;
    let pos = board(G, &pits, [0, 0], Player::South);
    let played = play(&pos, "0");
    assert_eq!(played.position.seeds(2), 4);
    assert_eq!(captured(&played.events), [0, 0]);
}

#[test]
fn a_capture_followed_by_an_empty_pit_ends_the_move() {
    let mut pits = vec![0u8; 14];
    pits[0] = 2;
    pits[2] = 3;
    pits[9] = 1;
    let pos = board(G, &pits, [0, 0], Player::South);
    let played = play(&pos, "0");
    assert_eq!(captured(&played.events), [4, 0]);
    assert_eq!(played.position.seeds(3), 0);
    assert_eq!(played.position.to_move(), Player::North);
}

#[test]
fn example_4_round_end_and_the_territory_shift() {
    let mut pits = vec![0u8; 14];
    pits[6] = 1;
    pits[9] = 2;
    pits[12] = 1;
    let pos = board(G, &pits, [20, 32], Player::South);
    let played = play(&pos, "6");
    let ev = &played.events;
    assert!(ev.contains(&Event::RoundEnded {
        round: 1,
        winnings: [20, 36],
        reason: RoundEndReason::TerritoryEmpty,
    }));
    let territory = Territory {
        south_foot: 2,
        south_count: 5,
    };
    assert!(ev.contains(&Event::Territory { territory }));
    let next = played.position;
    assert_eq!(next.territory(), territory);
    assert_eq!(next.round(), 2);
    assert_eq!(
        next.to_move(),
        Player::North,
        "the second player of round 1 starts"
    );
    assert!(next.pits().iter().all(|&n| n == 4));
    assert_eq!((next.pile(Player::South), next.pile(Player::North)), (0, 0));
    for p in 0..14u8 {
        let expected = if (2..=6).contains(&p) {
            Player::South
        } else {
            Player::North
        };
        assert_eq!(next.owner(p), expected, "pit {p}");
    }
    // North, to move, now plays from his new pits 0 and 1 but not from 2.
    assert!(legal(&next).contains(&"0".to_string()));
    assert_eq!(refused(&next, "2"), "not-your-pit");
}

#[test]
fn example_5_the_next_transfer_goes_the_other_way() {
    // Round 3 of a match with South owning 2..=6; North's last seed leaves his
    // territory empty and South takes the rest: 36 to 20.
    let mut pits = vec![0u8; 14];
    pits[1] = 1; // North's head
    pits[4] = 3;
    let pos = Position::with_board(G, Options::default(), &pits, [32, 20], Player::North)
        .unwrap()
        .with_territory(Territory {
            south_foot: 2,
            south_count: 5,
        })
        .settled();
    let played = play(&pos, "1");
    assert!(played.events.contains(&Event::RoundEnded {
        round: 1,
        winnings: [36, 20],
        reason: RoundEndReason::TerritoryEmpty,
    }));
    assert_eq!(
        played.position.territory(),
        Territory {
            south_foot: 2,
            south_count: 9
        }
    );
    // North now owns 11, 12, 13, 0, 1.
    let north: Vec<u8> = (0..14)
        .filter(|&p| played.position.owner(p) == Player::North)
        .collect();
    assert_eq!(north, [0, 1, 11, 12, 13]);
}

#[test]
fn losing_the_head_ends_the_match() {
    // South owns one pit and ends the round with fewer than 4.
    let mut pits = vec![0u8; 14];
    pits[6] = 1;
    pits[10] = 2;
    let pos = Position::with_board(G, Options::default(), &pits, [1, 52], Player::South)
        .unwrap()
        .with_territory(Territory {
            south_foot: 6,
            south_count: 1,
        })
        .settled();
    let played = play(&pos, "6");
    let end = played.position;
    assert_eq!(end.phase(), Phase::GameOver);
    assert_eq!(end.outcome().unwrap().winner, Some(Player::North));
    assert_eq!(end.outcome().unwrap().score, [0, 14]);
    assert_eq!(refused(&end, "7"), "game-over");
}

#[test]
fn single_round_variant_decides_on_seeds() {
    let mut pits = vec![0u8; 14];
    pits[6] = 1;
    pits[9] = 2;
    pits[12] = 1;
    let single = options(G, &[("match", "single")]);
    let pos = Position::with_board(G, single, &pits, [20, 32], Player::South)
        .unwrap()
        .settled();
    let end = play(&pos, "6").position;
    assert_eq!(end.outcome().unwrap().score, [20, 36]);
    assert_eq!(end.outcome().unwrap().winner, Some(Player::North));
}

#[test]
fn hold_out_variant_waits_for_the_player_to_move() {
    // South plays his last seed across; North still has seeds.
    let mut pits = vec![0u8; 14];
    pits[6] = 1;
    pits[9] = 2;
    let immediate = board(G, &pits, [20, 33], Player::South);
    assert_eq!(
        play(&immediate, "6").position.round(),
        2,
        "immediate: the round is over"
    );
    let hold = options(G, &[("round-end", "hold-out")]);
    let pos = Position::with_board(G, hold, &pits, [20, 33], Player::South)
        .unwrap()
        .settled();
    let after = play(&pos, "6").position;
    assert_eq!(after.round(), 1, "hold-out: North must move first");
    assert_eq!(after.to_move(), Player::North);
    // North plays 9 (2 seeds → 10, 11): South still has nothing at his turn.
    let after = play(&after, "9").position;
    assert_eq!(after.round(), 2);
}

#[test]
fn any_non_empty_pit_of_ones_territory_may_be_played() {
    let mut pits = vec![0u8; 14];
    pits[3] = 1;
    pits[8] = 1;
    let pos = board(G, &pits, [27, 27], Player::South);
    assert_eq!(legal(&pos), ["3"]);
    assert_eq!(refused(&pos, "8"), "not-your-pit");
    assert_eq!(refused(&pos, "0"), "empty-pit");
    assert_eq!(refused(&pos, "3cw"), "direction-fixed");
}

#[test]
fn rounds_alternate_the_first_player() {
    let mut rng = mancala::Rng::new(3);
    let mut pos = Position::new(G, Options::default()).unwrap();
    let mut starters = vec![(pos.round(), pos.round_starter())];
    while !pos.is_over() && pos.round() < 6 {
        let moves = pos.legal_moves();
        let mv = moves[rng.below(moves.len() as u32) as usize];
        pos = pos.play(&mv).unwrap().position;
        if starters.last().unwrap().0 != pos.round() {
            starters.push((pos.round(), pos.round_starter()));
            assert_eq!(pos.to_move(), pos.round_starter());
        }
    }
    assert!(starters.len() >= 3, "several rounds played: {starters:?}");
    for w in starters.windows(2) {
        assert_eq!(w[1].1, w[0].1.opponent(), "{starters:?}");
    }
}

#[test]
fn a_board_built_by_hand_with_few_seeds_ends_its_round_without_panic() {
    // Fewer than the 56 seeds a Motiq board holds: the round's end pays and
    // refills as far as the piles go (in play the seeds always suffice).
    let mut rounds = 0;
    for seed in 0..200 {
        let pits = rows(&[1, 1, 1, 1, 1, 1, 1], &[1, 1, 1, 1, 1, 1, 1]);
        let mut pos = board(Game::Motiq, &pits, [0, 0], Player::South);
        let mut rng = mancala::Rng::new(seed);
        let total = pos.total_seeds();
        for _ in 0..10_000 {
            let Some(mv) = pos.random_move(&mut rng) else {
                break;
            };
            pos = pos.play(&mv).expect("a listed move").position;
            assert_eq!(pos.total_seeds(), total);
        }
        rounds += u32::from(pos.round() > 1);
    }
    assert!(rounds > 0, "some games reached a second round");
}
