//! Ceelkoqyuqkoqiji: the worked examples of `shared/rules/ceelkoqyuqkoqiji.md`
//! §10 as golden tests, one test per rule sentence, and refused moves.
//!
//! Positions are written as position codes (`docs/position-code.md`), which
//! are checked on reading: the stones add up to 50 (98 on 2×7) and the phase
//! fits the board. Boards in comments are drawn as the rulings draw them,
//! seen from South: North's row 9 … 5 on top, South's row 0 … 4 below.

mod common;
use common::{captured, legal, play, refused, rows};
use mancala::{
    notation, Event, Finger, Game, IllegalMove, LargeStone, Move, Options, Phase, Player, Position,
    RoundEndReason, StoneAt,
};

const MU: LargeStone = LargeStone::Mu;
const GONG: LargeStone = LargeStone::Gong;
const S: Player = Player::South;
const N: Player = Player::North;

/// A position from the fields of its code (after `v1;ceelkoqyuqkoqiji;`).
fn at(fields: &str) -> Position {
    let code = format!("v1;ceelkoqyuqkoqiji;{fields}");
    notation::decode(&code).unwrap_or_else(|e| panic!("{code}: {e}"))
}

/// The opening position, South to move, with `pairs` as options.
fn opening(pairs: &[(&str, &str)]) -> Position {
    let options = common::options(Game::Ceelkoqyuqkoqiji, pairs);
    let per_pit = if options.board_size(Game::Ceelkoqyuqkoqiji) == 7 {
        7
    } else {
        5
    };
    let pits = vec![per_pit; 2 * usize::from(options.board_size(Game::Ceelkoqyuqkoqiji))];
    Position::with_board(Game::Ceelkoqyuqkoqiji, options, &pits, [0, 0], S)
        .unwrap()
        .settled()
}

/// Checks the whole visible state: pits (drawn as the rulings draw them),
/// stocks, and where the large stones are.
fn assert_state(
    pos: &Position,
    top: &[u8],
    bottom: &[u8],
    stocks: [u16; 2],
    mu: StoneAt,
    gong: StoneAt,
) {
    assert_eq!(pos.pits(), rows(top, bottom).as_slice(), "pits");
    assert_eq!([pos.pile(S), pos.pile(N)], stocks, "stocks");
    assert_eq!(pos.large_stone(MU), mu, "mu");
    assert_eq!(pos.large_stone(GONG), gong, "gong");
    let stones = pos.total_seeds();
    assert_eq!(
        stones,
        if pos.pits().len() == 14 { 98 } else { 50 },
        "conservation"
    );
}

/// The large stones captured in a move, as `(slot, mask, by)`.
fn large_captures(events: &[Event]) -> Vec<(u8, u8, Player)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture {
                slot, large, by, ..
            } if large != 0 => Some((slot, large, by)),
            _ => None,
        })
        .collect()
}

fn slots_captured(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { slot, .. } => Some(slot),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------------------
// §10 worked examples

/// Example 1: the opening, counter-clockwise from pit 0.
#[test]
fn example_1_opening_ccw_relays_and_captures_six() {
    let played = play(&opening(&[]), "0ccw");
    let pos = played.position;
    //          9  8  7  6  5
    //   N*[GONG]              S*[MU]
    //          0  1  2  3  4
    assert_state(
        &pos,
        &[6, 6, 6, 6, 0],
        &[0, 0, 6, 6, 6],
        [7, 1],
        StoneAt::Home,
        StoneAt::Home,
    );
    assert_eq!(
        common::pickups(&played.events),
        vec![5, 5],
        "one relay from pit 5"
    );
    assert_eq!(slots_captured(&played.events), vec![1]);
    assert_eq!(captured(&played.events), [6, 0]);
    assert_eq!((pos.to_move(), pos.phase()), (N, Phase::Play));
}

/// Example 1's claim: every one of the ten openings captures something,
/// either six small stones or a large stone (Example 2, and pit 4
/// counter-clockwise, where South takes his own mu).
#[test]
fn example_1_every_opening_captures() {
    let start = opening(&[]);
    for pit in 0..5 {
        for dir in ["ccw", "cw"] {
            let mv = format!("{pit}{dir}");
            let events = play(&start, &mv).events;
            let small = captured(&events)[0];
            let large = large_captures(&events);
            assert!(
                (small == 6 && large.is_empty()) || (small == 0 && large.len() == 1),
                "{mv}: {small} small and {large:?}"
            );
        }
    }
    let own_mu = play(&start, "4ccw").events;
    assert_eq!(
        large_captures(&own_mu),
        vec![(10, MU.bit(), S)],
        "South takes his own mu"
    );
}

/// Example 2: the opening, clockwise from pit 0, captures the gong from its
/// home store; N* becomes a sink for good.
#[test]
fn example_2_opening_cw_captures_the_gong() {
    let played = play(&opening(&[]), "0cw");
    let pos = played.position;
    assert_state(
        &pos,
        &[6, 6, 6, 6, 0],
        &[0, 6, 6, 6, 6],
        [1, 1],
        StoneAt::Home,
        StoneAt::Held(S),
    );
    assert_eq!(large_captures(&played.events), vec![(11, GONG.bit(), S)]);
    assert_eq!(
        captured(&played.events),
        [0, 0],
        "no small stone is captured"
    );
}

/// Example 3's position: the gong in pit 2, the mu home, N* a sink.
fn example_3() -> Position {
    //          0  4  0  2  0
    //   N*sink                S*[MU]
    //          2  0 2+G 0  1        stocks S 19, N 20
    at("p=2.0.2.0.1.0.2.0.4.0;c=19.20;t=S;n=8;gong=p2")
}

/// Example 3(a): the gong dropped last sinks into South's own store; the
/// chain takes 2 and 4 and stops at the sunk-into N*, which counts as empty.
#[test]
fn example_3a_gong_dropped_last_sinks_into_souths_store() {
    let played = play(&example_3(), "2ccw/3");
    let pos = played.position;
    assert_state(
        &pos,
        &[0, 0, 0, 0, 0],
        &[2, 0, 0, 1, 2],
        [25, 20],
        StoneAt::Home,
        StoneAt::Held(S),
    );
    assert_eq!(
        slots_captured(&played.events),
        vec![6, 8],
        "a two-step chain"
    );
    assert!(played.events.contains(&Event::Sink {
        slot: 10,
        large: Some(GONG),
        owner: S
    }));
    // North's sector is empty and the mu is home: he must huelshe (Example 6).
    assert_eq!((pos.to_move(), pos.phase()), (N, Phase::Huelshe));
}

/// Example 3(b): the gong dropped first stays on the board in pit 3.
#[test]
fn example_3b_gong_dropped_first_stays_in_pit_3() {
    let pos = play(&example_3(), "2ccw/1").position;
    assert_state(
        &pos,
        &[0, 0, 0, 0, 0],
        &[2, 0, 0, 0, 2],
        [26, 20],
        StoneAt::Home,
        StoneAt::Pit(3),
    );
}

/// Example 3: the legal list gives each distinct place of the gong once: pit
/// 3, pit 4, or South's store.
#[test]
fn example_3_lists_every_placement_once() {
    let moves = legal(&example_3());
    let from_2: Vec<&String> = moves.iter().filter(|m| m.starts_with("2c")).collect();
    // In order of the gong's place: pit 3, 4, South; clockwise pit 0 (drop 2),
    // pit 1 (drop 1), North (drop 3, into N*).
    assert_eq!(
        from_2,
        ["2ccw/1", "2ccw/2", "2ccw/3", "2cw/2", "2cw/1", "2cw/3"]
    );
    // Clockwise the gong can also end at North (drop 3 falls into N*).
    let pos = play(&example_3(), "2cw/3").position;
    assert_eq!(pos.large_stone(GONG), StoneAt::Held(N));
}

/// Example 4: a relay from a home store lifts only its large stone.
#[test]
fn example_4_relay_from_a_home_store_lifts_only_the_mu() {
    // South's row 0 3 2 0 0; North's row (5–9) 1 0 2 0 3; both stones home.
    let before = at("p=0.3.2.0.0.1.0.2.0.3;c=20.19;t=S;n=6");
    let played = play(&before, "2ccw/1");
    let pos = played.position;
    //          0  0  0  0 1+MU
    //   N*[GONG]              S*sink
    //          0  3  0  1  1        South +5
    assert_state(
        &pos,
        &[0, 0, 0, 0, 1],
        &[0, 3, 0, 1, 1],
        [25, 19],
        StoneAt::Pit(5),
        StoneAt::Home,
    );
    assert!(
        played.events.contains(&Event::PickUp {
            slot: 10,
            seeds: 0,
            large: MU.bit()
        }),
        "only the mu is lifted from S*"
    );
    assert_eq!(slots_captured(&played.events), vec![7, 9]);
    // The relay from the store carries the mu alone: its one placement is 1.
    assert_eq!(refused(&before, "2ccw"), "bad-placement");
    assert_eq!(refused(&before, "2ccw/2"), "bad-placement");
    // Without placements the reason says that one is needed, and where.
    assert_eq!(
        before.check(&"2ccw".parse().unwrap()),
        Err(IllegalMove::PlacementRequired { pit: 2 })
    );
    let said = IllegalMove::PlacementRequired { pit: 2 }.to_string();
    assert!(
        said.contains("lifts a large stone") && said.contains("'/'"),
        "{said}"
    );
    assert_eq!(
        before.check(&"2ccw/2".parse().unwrap()),
        Err(IllegalMove::BadPlacement { pit: 2 })
    );
}

/// Example 5's position: pit 3 sold to North; the mu held by North.
fn example_5() -> Position {
    //          0  2  1  0  4
    //   N*[GONG]              S*sink
    //          1  3  0 sold 2       stocks S 15, N 22 + mu
    at("p=1.3.0.0.2.4.0.1.2.0;c=15.22;t=S;n=9;sold=3;mu=N")
}

/// Example 5(a): a stone sown into the sold pit goes to North; S* is a sink
/// and counts as empty, so the chain starts after it.
#[test]
fn example_5a_a_sold_pit_is_its_buyers_sink() {
    let played = play(&example_5(), "1ccw");
    let pos = played.position;
    assert_state(
        &pos,
        &[0, 2, 0, 0, 0],
        &[1, 0, 1, 0, 3],
        [20, 23],
        StoneAt::Held(N),
        StoneAt::Home,
    );
    assert!(played.events.contains(&Event::Sink {
        slot: 3,
        large: None,
        owner: N
    }));
    assert_eq!(slots_captured(&played.events), vec![5, 7]);
    assert_eq!(captured(&played.events), [5, 0]);
    assert!(pos.is_sink(3) && pos.owner(3) == N);
}

/// Example 5(b): a long clockwise relay; the direction never changes.
#[test]
fn example_5b_long_relay_keeps_its_direction() {
    let played = play(&example_5(), "4cw");
    let pos = played.position;
    //          1  0  2  1  0
    //   N*[GONG]              S*sink
    //          0  0  2 sold 1       stock S 18, N 25 + mu
    assert_state(
        &pos,
        &[1, 0, 2, 1, 0],
        &[0, 0, 2, 0, 1],
        [18, 25],
        StoneAt::Held(N),
        StoneAt::Home,
    );
    assert_eq!(common::pickups(&played.events), vec![2, 3, 2, 4]);
    assert_eq!(slots_captured(&played.events), vec![0]);
}

/// Example 6: after 3(a) North must huelshe: one stone in each pit, then a
/// normal move.
#[test]
fn example_6_huelshe_fills_the_sector_then_plays() {
    let pos = play(&example_3(), "2ccw/3").position;
    assert_eq!(
        legal(&pos),
        ["huelshe@5", "offer"],
        "full huelshe; no decline while the mu is home"
    );
    let pos = play(&pos, "huelshe@5").position;
    assert_state(
        &pos,
        &[1, 1, 1, 1, 1],
        &[2, 0, 0, 1, 2],
        [25, 15],
        StoneAt::Home,
        StoneAt::Held(S),
    );
    assert_eq!((pos.to_move(), pos.phase()), (N, Phase::Play));
    // 7ccw relays round to S* and lifts the mu: its placement is asked for.
    assert_eq!(refused(&pos, "7ccw"), "bad-placement");
    play(&pos, "7ccw/1");
}

/// Example 6: with only 3 stones North fills 5-6-7, 6-7-8 or 7-8-9, never 5-7-9.
#[test]
fn example_6_partial_huelshe_is_a_consecutive_run() {
    let pos = at("p=2.0.0.1.2.0.0.0.0.0;c=42.3;t=N;n=6;ph=huelshe;gong=S");
    assert_eq!(
        legal(&pos),
        ["huelshe@5", "huelshe@6", "huelshe@7", "offer"]
    );
    let after = play(&pos, "huelshe@6").position;
    assert_eq!(&after.pits()[5..], &[0, 1, 1, 1, 0]);
    assert_eq!(after.pile(N), 0);
    assert_eq!(refused(&pos, "huelshe@8"), "huelshe-not-consecutive");
    assert_eq!(refused(&pos, "huelshe@9"), "huelshe-not-consecutive");
    assert_eq!(refused(&pos, "huelshe@2"), "not-your-pit");
}

/// Example 7 (Eagle's own): after the round South has 26 small stones and
/// four of his five pits (pit 4 is North's). He fills four pits, keeps a
/// reserve of 6, buys the fifth pit back for 5, puts his last stone in it and
/// borrows 4: debt 4.
#[test]
fn example_7_eagles_buy_back_ends_with_debt_4() {
    // South: 5 stones in his sector and 21 in stock (26); North 24 (19 + 5).
    let pos = at("p=2.1.1.1.0.1.1.1.1.1;c=21.19;t=S;n=30;sold=4");
    let pos = play(&pos, "offer").position;
    let pos = play(&pos, "accept").position;
    // Refilled: South needs 20 and has 26 (σ 6); North needs 25 and has 24,
    // so he borrows 1 from South. South's net reserve (5 in stock and 1
    // lent) is 6: he may buy.
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Settlement, S));
    assert_eq!(pos.pits(), [5, 5, 5, 5, 0, 5, 5, 5, 5, 5]);
    assert_eq!((pos.pile(S), pos.pile(N), pos.debt()), (5, 0, -1));
    assert_eq!(legal(&pos), ["buy4", "done"]);
    assert_eq!(refused(&pos, "sell0"), "not-in-debt");
    let played = play(&pos, "buy4");
    let pos = played.position;
    assert_eq!(pos.pits(), [5; 10]);
    assert_eq!([pos.pile(S), pos.pile(N)], [0, 0]);
    assert_eq!(pos.debt(), 4, "Eagle: he borrows the four stones");
    assert_eq!(pos.owner(4), S);
    assert!(!pos.is_sink(4));
    assert_eq!((pos.phase(), pos.round()), (Phase::FingerGame, 2));
}

/// Example 7's converse: a net reserve of exactly 5 may not buy (C12).
#[test]
fn example_7_a_reserve_of_five_may_not_buy() {
    // South 25 (σ 5), North 25 (σ 0).
    let pos = at("p=2.1.1.1.0.1.1.1.1.1;c=20.20;t=S;n=30;sold=4");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    assert_eq!(
        (pos.phase(), pos.round()),
        (Phase::FingerGame, 2),
        "no buy-back offered"
    );
    assert_eq!((pos.pile(S), pos.pile(N), pos.debt()), (5, 0, 0));
}

/// Example 8's round end: prices 7/6, no debts, all pits owned; South's pool
/// is 17 small stones plus the gong, North's 33 plus the mu.
fn example_8() -> Position {
    let pos = at("p=5.0.0.0.0.0.0.0.0.5;c=12.28;t=S;n=40;mu=N;gong=S");
    let pos = play(&pos, "offer").position;
    play(&pos, "accept").position
}

/// Example 8: South buys back the mu, North the gong; South borrows 9 and must
/// sell a pit, which leaves him a reserve of 1 and North one of 4.
#[test]
fn example_8_a_forced_sale() {
    let pos = example_8();
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Settlement, S));
    assert_eq!(pos.debt(), 9, "South borrowed 9");
    assert_eq!([pos.pile(S), pos.pile(N)], [0, 0]);
    assert_eq!(pos.large_stone(MU), StoneAt::Home);
    assert_eq!(pos.large_stone(GONG), StoneAt::Home);
    assert_eq!(legal(&pos), ["sell0", "sell1", "sell2", "sell3", "sell4"]);
    assert_eq!(refused(&pos, "done"), "must-sell");
    assert_eq!(refused(&pos, "buy0"), "reserve-too-small");
    assert_eq!(refused(&pos, "sell5"), "not-your-pit");
    let played = play(&pos, "sell0");
    let pos = played.position;
    assert_eq!((pos.pile(S), pos.pile(N), pos.debt()), (1, 4, 0));
    assert_eq!(pos.pits(), [0, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    assert!(pos.is_sink(0) && pos.owner(0) == N, "pit 0 is North's sink");
    // 4 × 5 + 5 × 5 + 1 + 4 = 50, and the next round starts.
    assert_eq!(pos.total_seeds(), 50);
    assert_eq!((pos.phase(), pos.round()), (Phase::FingerGame, 2));
}

/// Example 8, step 1: the payments for the large stones, mu first.
#[test]
fn example_8_large_stones_are_bought_back_first() {
    let pos = at("p=5.0.0.0.0.0.0.0.0.5;c=12.28;t=S;n=40;mu=N;gong=S");
    let pos = play(&pos, "offer").position;
    let events = play(&pos, "accept").events;
    let pays: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Pay { .. }))
        .collect();
    assert_eq!(
        pays[0],
        &Event::Pay {
            from: S,
            to: N,
            seeds: 7
        }
    );
    assert_eq!(
        pays[1],
        &Event::Pay {
            from: N,
            to: S,
            seeds: 6
        }
    );
    assert_eq!(
        pays[2],
        &Event::Pay {
            from: N,
            to: S,
            seeds: 9
        },
        "the loan"
    );
    let home: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::LargeStoneHome { .. }))
        .collect();
    assert_eq!(
        home,
        [
            &Event::LargeStoneHome { stone: MU },
            &Event::LargeStoneHome { stone: GONG }
        ]
    );
}

/// Example 8 next round: pit 0 starts empty and is North's sink.
#[test]
fn example_8_next_round_starts_with_the_sold_pit_empty() {
    let pos = play(&example_8(), "sell0").position;
    let pos = play(&pos, "index").position;
    let pos = play(&pos, "little").position; // little beats index: North starts
    assert_eq!(
        (pos.phase(), pos.to_move(), pos.round_starter()),
        (Phase::Play, N, N)
    );
    assert_eq!(pos.pits()[0], 0);
    // A North stone sown through pit 0 is North's.
    let played = play(&pos, "9ccw");
    assert!(played.events.contains(&Event::Sink {
        slot: 0,
        large: None,
        owner: N
    }));
}

// ---------------------------------------------------------------------------
// §3–4 sowing, relays and captures

/// A store counts as occupied only while its own large stone is home: after
/// the gong left, a lap ending before N* captures the pit after it.
#[test]
fn a_store_is_empty_once_its_stone_has_left() {
    // Gong held by South; N* is a sink. South sows pit 3 (2) clockwise: 2, 1.
    // P = 0 empty... so take a lap ending at 9 instead: pit 4 holds 6 ccw.
    let pos = at("p=0.3.0.0.6.1.1.1.1.0;c=20.17;t=S;n=5;gong=S");
    // 4ccw: S*, 5, 6, 7, 8, 9 — last at 9; P = N* (a sink: empty); pit 0 is
    // empty too, so no capture. With pit 0 occupied the capture takes it.
    let played = play(&pos, "4ccw");
    assert!(slots_captured(&played.events).is_empty());
    let pos = at("p=2.3.0.0.6.1.1.1.1.0;c=18.17;t=S;n=5;gong=S");
    let played = play(&pos, "4ccw");
    assert_eq!(slots_captured(&played.events), vec![0]);
    assert_eq!(captured(&played.events), [2, 0]);
}

/// Stones sunk into a store are never relayed or captured from it, even
/// while its home stone is there: only the stone counts.
#[test]
fn stones_sunk_into_a_home_store_stay_its_owners() {
    // The opening 4ccw drops a stone into S* (to South) and later captures the
    // mu from S*: the capture takes the mu alone.
    let played = play(&opening(&[]), "4ccw");
    let takes: Vec<&Event> = played
        .events
        .iter()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .collect();
    assert_eq!(
        takes,
        [&Event::Capture {
            slot: 10,
            seeds: 0,
            large: MU.bit(),
            by: S
        }]
    );
}

/// The chain alternates: empty then occupied, again and again; at most five
/// captures on 2×5, and it never reaches back to the last pit sown (C5).
#[test]
fn the_chain_alternates_and_never_reaches_back_to_the_last_pit() {
    // From L = 1: 2 e, 3 o, 4 e, S* o (mu home), 5 e, 6 o, 7 e, 8 o, 9 e,
    // N* o (gong home), 0 e, and then 1 = L, which the chain may not take.
    let pos = at("p=1.0.0.2.0.0.3.0.4.0;c=20.20;t=S;n=5");
    let played = play(&pos, "0ccw");
    assert_eq!(slots_captured(&played.events), vec![3, 10, 6, 8, 11]);
    let after = played.position;
    assert_state(
        &after,
        &[0, 0, 0, 0, 0],
        &[0, 1, 0, 0, 0],
        [29, 20],
        StoneAt::Held(S),
        StoneAt::Held(S),
    );
    // North has an empty sector and no goat is home: he may decline.
    assert_eq!(after.phase(), Phase::Huelshe);
    assert!(legal(&after).contains(&"decline".to_string()));
}

/// The chain stops at two occupied positions in a row.
#[test]
fn the_chain_stops_at_two_occupied() {
    // Example 1: after taking pit 1, pits 2 and 3 are both occupied.
    let played = play(&opening(&[]), "0ccw");
    assert_eq!(slots_captured(&played.events), vec![1]);
}

/// With the postultimate and the next position both empty the move ends with
/// no capture.
#[test]
fn two_empty_positions_end_the_move_without_capture() {
    let pos = at("p=1.0.0.0.5.5.5.5.5.5;c=10.9;t=S;n=5");
    let played = play(&pos, "0ccw");
    assert!(slots_captured(&played.events).is_empty());
    assert_eq!(played.position.pits()[..5], [0, 1, 0, 0, 5]);
    assert_eq!(played.position.to_move(), N);
}

/// A large stone sown into a pit its owner bought is captured by him at once.
#[test]
fn a_large_stone_sown_into_a_bought_pit_is_its_buyers() {
    // Pit 3 is North's; the mu lies in North's pit 5 with 2 small stones.
    // 5cw sows S* (to South), 4, and 3: the mu goes third, into North's pit.
    let pos = at("p=1.3.0.0.0.2.1.1.1.1;c=20.20;t=N;n=9;sold=3;mu=p5");
    let played = play(&pos, "5cw/3");
    assert!(played.events.contains(&Event::Sink {
        slot: 3,
        large: Some(MU),
        owner: N
    }));
    let pos = played.position;
    // L = 3, P = 2 empty, pit 1 taken; pit 0 occupied stops the chain.
    assert_state(
        &pos,
        &[1, 1, 1, 1, 0],
        &[1, 0, 0, 0, 1],
        [21, 23],
        StoneAt::Held(N),
        StoneAt::Home,
    );
}

/// A sold pit counts as empty for relays and captures, for both players.
#[test]
fn a_sold_pit_counts_as_empty_for_both() {
    // South sows pit 1 (1 stone) into 2; P = 3 is sold (empty), so pit 4 is
    // captured — by South, from his own row.
    let pos = at("p=0.1.0.0.3.1.1.1.1.1;c=21.20;t=S;n=9;sold=3");
    let played = play(&pos, "1ccw");
    assert_eq!(slots_captured(&played.events), vec![4]);
    // North likewise: 5cw with 1 stone drops into S*; P = 4 (3 stones) relays;
    // lap 3 → 3 (sold: to North), 2, 1. The sold pit never relays.
    let pos = at("p=0.1.0.0.3.1.1.1.1.1;c=21.20;t=N;n=9;sold=3");
    let played = play(&pos, "5cw");
    assert!(played.events.contains(&Event::Sink {
        slot: 3,
        large: None,
        owner: N
    }));
}

/// Sowing never starts from a store or a sold pit, nor from an empty pit; the
/// direction is always chosen.
#[test]
fn where_a_move_may_start() {
    let pos = example_5();
    assert_eq!(refused(&pos, "3ccw"), "not-your-pit", "sold pit");
    assert_eq!(refused(&pos, "10ccw"), "no-such-pit", "a store");
    assert_eq!(refused(&pos, "2ccw"), "empty-pit");
    assert_eq!(refused(&pos, "6ccw"), "not-your-pit", "North's pit");
    assert_eq!(refused(&pos, "1"), "direction-required");
    // A lone large stone is enough to move.
    let pos = at("p=0.0.0.0.1.1.1.1.1.1;c=20.24;t=S;n=9;mu=p2");
    assert!(legal(&pos).contains(&"2ccw/1".to_string()));
}

/// Large-stone placements outside the sowing are refused.
#[test]
fn placements_that_do_not_fit_are_refused() {
    let pos = example_3();
    for bad in ["2ccw", "2ccw/0", "2ccw/4", "2ccw/3,1", "2ccw/1,1"] {
        assert_eq!(refused(&pos, bad), "bad-placement", "{bad}");
    }
    // A move lifting no large stone takes no placement.
    assert_eq!(refused(&opening(&[]), "0ccw/1"), "bad-placement");
    // Both stones lifted together need two different drops, mu first.
    let pos = at("p=0.0.3.0.0.1.1.1.1.1;c=20.22;t=S;n=9;mu=p2;gong=p2");
    assert_eq!(refused(&pos, "2ccw/2,2"), "bad-placement");
    assert_eq!(refused(&pos, "2ccw/1"), "bad-placement");
    // Five stones: 3, 4, S*, 5, 6. The mu third, into S*; the gong first.
    let pos = play(&pos, "2ccw/3,1").position;
    assert_eq!(
        pos.large_stone(MU),
        StoneAt::Held(S),
        "drop 3 falls into S*"
    );
    assert_eq!(pos.large_stone(GONG), StoneAt::Pit(3));
}

/// The "sow large stones last" convenience builds the move for the page.
#[test]
fn sowing_with_the_large_stones_last() {
    use mancala::Dir;
    let pos = example_3();
    assert_eq!(
        pos.sowing_stones_last(2, Dir::Ccw),
        Some("2ccw/3".parse().unwrap())
    );
    // Example 4: the relay from S* carries the mu alone.
    let pos = at("p=0.3.2.0.0.1.0.2.0.3;c=20.19;t=S;n=6");
    assert_eq!(
        pos.sowing_stones_last(2, Dir::Ccw),
        Some("2ccw/1".parse().unwrap())
    );
    assert_eq!(
        pos.sowing_stones_last(1, Dir::Ccw),
        Some("1ccw/1".parse().unwrap()),
        "1ccw ends just before S* too"
    );
    assert_eq!(
        pos.sowing_stones_last(1, Dir::Cw),
        Some("1cw".parse().unwrap()),
        "1cw lifts no large stone"
    );
    assert_eq!(pos.sowing_stones_last(0, Dir::Ccw), None, "an empty pit");
    assert_eq!(pos.sowing_stones_last(7, Dir::Ccw), None, "North's pit");
    // Both stones in one lift: the mu second-last, the gong last.
    let pos = at("p=0.0.3.0.0.1.1.1.1.1;c=20.22;t=S;n=9;mu=p2;gong=p2");
    assert_eq!(
        pos.sowing_stones_last(2, Dir::Ccw),
        Some("2ccw/4,5".parse().unwrap())
    );
    assert_eq!(
        opening(&[]).sowing_stones_last(0, Dir::Ccw),
        Some("0ccw".parse().unwrap())
    );
}

/// Every valid encoding is accepted; the list holds one per result.
#[test]
fn any_fitting_encoding_is_accepted() {
    // 13 stones with the gong: drops 1 and 13 both reach pit 3.
    let pos = at("p=0.0.12.0.0.1.1.1.1.1;c=20.13;t=S;n=9;gong=p2");
    let a = play(&pos, "2ccw/1").position;
    let b = play(&pos, "2ccw/13").position;
    assert_eq!(a, b);
    let listed = legal(&pos);
    assert!(
        listed.contains(&"2ccw/13".to_string()),
        "the latest drop is listed"
    );
    assert!(!listed.contains(&"2ccw/1".to_string()));
}

// ---------------------------------------------------------------------------
// §5 huelshe

/// Partial huelshe skips sold pits, which are not gaps.
#[test]
fn partial_huelshe_skips_sold_pits() {
    // North's pit 7 is South's; North has 2 stones: 5-6, 6-8 or 8-9.
    let pos = at("p=2.0.0.1.2.0.0.0.0.0;c=43.2;t=N;n=6;ph=huelshe;sold=7;gong=S");
    assert_eq!(
        legal(&pos),
        ["huelshe@5", "huelshe@6", "huelshe@8", "offer"]
    );
    let after = play(&pos, "huelshe@6").position;
    assert_eq!(&after.pits()[5..], &[0, 1, 0, 1, 0]);
    assert_eq!(refused(&pos, "huelshe@7"), "not-your-pit");
}

/// Huelshe may not be declined while a large stone is home.
#[test]
fn huelshe_is_compulsory_while_a_goat_is_home() {
    let pos = play(&example_3(), "2ccw/3").position;
    assert_eq!(refused(&pos, "decline"), "cannot-decline");
    // And there is no huelshe to make during play.
    assert_eq!(refused(&example_3(), "huelshe@0"), "no-huelshe");
    assert_eq!(refused(&example_3(), "decline"), "no-huelshe");
}

/// A declined huelshe ends the round: the opponent takes his own sector. Here
/// North owes 26 after refilling and sells three pits, one after another.
#[test]
fn a_declined_huelshe_ends_the_round() {
    let pos = at("p=5.0.0.0.0.0.0.0.0.0;c=40.5;t=N;n=6;ph=huelshe;mu=S;gong=S");
    let played = play(&pos, "decline");
    let pos = played.position;
    assert!(played.events.contains(&Event::RoundEnded {
        round: 1,
        winnings: [45, 5],
        reason: RoundEndReason::HuelsheDeclined,
    }));
    // North pays 5 of the gong's 6 (debt 1), then borrows 25: owes 26.
    assert_eq!(
        (pos.phase(), pos.to_move(), pos.debt()),
        (Phase::Settlement, N, -26)
    );
    assert_eq!(legal(&pos), ["sell5", "sell6", "sell7", "sell8", "sell9"]);
    let pos = play(&pos, "sell5").position;
    assert_eq!((pos.debt(), pos.to_move()), (-16, N));
    let pos = play(&pos, "sell6").position;
    assert_eq!(pos.debt(), -6);
    let pos = play(&pos, "sell7").position;
    // Debt −6 + 10 = 4 over: South pays it to North as his reserve.
    assert_eq!((pos.pile(S), pos.pile(N), pos.debt()), (11, 4, 0));
    assert_eq!(pos.pits(), [5, 5, 5, 5, 5, 0, 0, 0, 5, 5]);
    assert_eq!((pos.phase(), pos.round()), (Phase::FingerGame, 2));
}

/// An empty stock while a large stone is home: the player passes.
#[test]
fn an_empty_stock_with_a_goat_home_passes() {
    let pos = at("p=1.0.0.0.3.0.0.0.0.0;c=46.0;t=S;n=6;gong=S");
    let played = play(&pos, "0ccw");
    assert!(played.events.contains(&Event::Pass { player: N }));
    assert_eq!(
        (played.position.to_move(), played.position.phase()),
        (S, Phase::Play)
    );
    assert_eq!(
        played.position.plies_without_capture(),
        1,
        "the move counts, the forced pass does not (ruling D7)"
    );
}

/// An empty stock with no large stone home ends the round as a decline would.
#[test]
fn an_empty_stock_with_no_goat_home_ends_the_round() {
    let pos = at("p=1.0.0.0.3.0.0.0.0.0;c=46.0;t=S;n=6;mu=S;gong=S");
    let played = play(&pos, "0ccw");
    assert!(played.events.contains(&Event::RoundEnded {
        round: 1,
        winnings: [50, 0],
        reason: RoundEndReason::SectorEmpty,
    }));
    assert_eq!(played.position.phase(), Phase::Settlement);
}

// ---------------------------------------------------------------------------
// §6 the end of a round

/// An offer to end the round: refused, the offerer plays on and may not offer
/// again this turn; accepted, each takes his own sector.
#[test]
fn offers_to_end_the_round() {
    let pos = opening(&[]);
    assert_eq!(refused(&pos, "accept"), "no-offer");
    let offered = play(&pos, "offer").position;
    assert_eq!((offered.phase(), offered.to_move()), (Phase::EndOffered, N));
    assert_eq!(legal(&offered), ["accept", "refuse"]);
    assert_eq!(refused(&offered, "0ccw"), "wrong-phase");
    let refused_pos = play(&offered, "refuse").position;
    assert_eq!(
        (refused_pos.phase(), refused_pos.to_move()),
        (Phase::Play, S)
    );
    assert_eq!(refused(&refused_pos, "offer"), "offer-refused");
    assert!(!legal(&refused_pos).contains(&"offer".to_string()));
    let code = notation::encode(&refused_pos);
    assert!(code.ends_with(";rf=1"), "{code}");
    // After his move North may offer, and South accepts.
    let pos = play(&refused_pos, "0ccw").position;
    assert!(legal(&pos).contains(&"offer".to_string()));
    let pos = play(&pos, "offer").position;
    let played = play(&pos, "accept");
    assert!(played.events.contains(&Event::RoundEnded {
        round: 1,
        winnings: [25, 25],
        reason: RoundEndReason::OfferAccepted,
    }));
    let pos = played.position;
    assert_eq!(pos.pits(), [5; 10]);
    assert_eq!(
        (pos.phase(), pos.round(), pos.to_move()),
        (Phase::FingerGame, 2, S)
    );
}

/// A large stone on the board at the end goes to the owner of the sector it
/// lies in; one still home stays with its owner for nothing (§6).
#[test]
fn large_stones_at_the_end_of_a_round() {
    // After Example 4 the mu lies in North's pit 5; the gong is home.
    let pos = play(&at("p=0.3.2.0.0.1.0.2.0.3;c=20.19;t=S;n=6"), "2ccw/1").position;
    let pos = play(&pos, "offer").position;
    let played = play(&pos, "accept");
    assert!(played.events.contains(&Event::Capture {
        slot: 5,
        seeds: 1,
        large: MU.bit(),
        by: N
    }));
    // South pays 7 for the mu; North pays nothing for his gong.
    assert!(played.events.contains(&Event::Pay {
        from: S,
        to: N,
        seeds: 7
    }));
    assert!(!played.events.iter().any(|e| matches!(
        e,
        Event::Pay {
            from: N,
            to: S,
            seeds: 6
        }
    )));
}

/// Stalemate: 100 plies with no stone leaving the board end the round; a stone
/// sunk into a store restarts the count.
#[test]
fn the_stalemate_limit() {
    let pos = at("p=1.0.0.0.4.0.3.3.3.3;c=20.13;t=S;n=120;q=99");
    let played = play(&pos, "0ccw");
    assert!(played.events.contains(&Event::RoundEnded {
        round: 1,
        winnings: [25, 25],
        reason: RoundEndReason::Stalemate,
    }));
    assert_eq!(played.position.round(), 2);
    let pos = at("p=5.5.5.5.5.5.5.5.5.5;c=0.0;t=S;n=60;q=50");
    assert_eq!(play(&pos, "0ccw").position.plies_without_capture(), 0);
    let pos = at("p=1.0.0.0.4.0.3.3.3.3;c=20.13;t=S;n=60;q=50");
    assert_eq!(play(&pos, "0ccw").position.plies_without_capture(), 51);
}

// ---------------------------------------------------------------------------
// §2 the finger game

/// Index beats thumb, thumb beats little finger, little finger beats index;
/// a tie throws again; the winner starts.
#[test]
fn the_finger_game_cycle() {
    let start = Position::new(Game::Ceelkoqyuqkoqiji, Options::default()).unwrap();
    assert_eq!((start.phase(), start.to_move()), (Phase::FingerGame, S));
    assert_eq!(legal(&start), ["thumb", "index", "little"]);
    assert_eq!(refused(&start, "0ccw"), "wrong-phase");
    for first in Finger::ALL {
        for second in Finger::ALL {
            let pos = play(&start, first.code()).position;
            assert_eq!((pos.phase(), pos.to_move()), (Phase::FingerGame, N));
            assert!(notation::encode(&pos).contains(&format!(";th={}", first.code())));
            let played = play(&pos, second.code());
            assert!(
                played.events.contains(&mancala::Event::Throws {
                    fingers: [first, second]
                }),
                "both fingers are shown once the second is thrown"
            );
            assert!(!pos.legal_moves().is_empty());
            let pos = played.position;
            if first == second {
                assert_eq!(
                    (pos.phase(), pos.to_move()),
                    (Phase::FingerGame, S),
                    "a tie"
                );
            } else {
                let winner = if first.beats(second) { S } else { N };
                assert_eq!(
                    (pos.phase(), pos.to_move(), pos.round_starter()),
                    (Phase::Play, winner, winner)
                );
            }
        }
    }
    assert!(Finger::Index.beats(Finger::Thumb));
    assert!(Finger::Thumb.beats(Finger::Little));
    assert!(Finger::Little.beats(Finger::Index));
}

/// `first=alternate`: the starters take turns; `first=random`: drawn from
/// the position's own generator each round.
#[test]
fn alternate_and_random_first_players() {
    let end_round = |pos: Position| {
        let pos = play(&pos, "offer").position;
        play(&pos, "accept").position
    };
    let o = common::options(
        Game::Ceelkoqyuqkoqiji,
        &[("first", "alternate"), ("start", "north")],
    );
    let pos = Position::new(Game::Ceelkoqyuqkoqiji, o).unwrap();
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Play, N));
    let pos = end_round(pos);
    assert_eq!((pos.round(), pos.to_move(), pos.round_starter()), (2, S, S));
    let pos = end_round(pos);
    assert_eq!((pos.round(), pos.to_move()), (3, N));

    let o = common::options(Game::Ceelkoqyuqkoqiji, &[("first", "random")]);
    let mut starters = [0; 2];
    for seed in 0..40 {
        let pos = Position::new_seeded(Game::Ceelkoqyuqkoqiji, o, seed).unwrap();
        let pos = end_round(pos);
        assert_eq!(pos.phase(), Phase::Play);
        starters[pos.to_move().index()] += 1;
    }
    assert!(starters[0] > 5 && starters[1] > 5, "{starters:?}");
}

// ---------------------------------------------------------------------------
// §7 between rounds

/// Step 1: an owner who cannot pay the price in full adds the shortfall to his
/// debt, before the refill.
#[test]
fn a_large_stone_shortfall_goes_on_the_debt() {
    let pos = at("p=5.0.0.0.0.0.0.0.0.2;c=43.0;t=S;n=9;gong=S");
    let pos = play(&pos, "offer").position;
    let events = play(&pos, "accept").events;
    let k = events
        .iter()
        .position(|e| {
            *e == Event::Pay {
                from: N,
                to: S,
                seeds: 2,
            }
        })
        .unwrap();
    assert_eq!(events[k + 1], Event::Debt { debt: -4 }, "6 − 2 = 4 owed");
    assert!(events[k + 1..]
        .iter()
        .any(|e| matches!(e, Event::Refill { .. })));
}

/// Step 2: a surplus repays the old debt first; a shortfall is borrowed.
#[test]
fn settle_and_refill_with_sigma() {
    // South owes 3. Pools: South 30 (σ = 30 − 3 − 25 = 2), North 20
    // (σ = 20 + 3 − 25 = −2): South repays, and lends North 2.
    let pos = at("p=5.0.0.0.0.0.0.0.0.5;c=25.15;t=S;n=9;d=3");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    assert_eq!((pos.pile(S), pos.pile(N), pos.debt()), (0, 0, -2));
    assert_eq!(pos.pits(), [5; 10]);
    assert_eq!(
        pos.phase(),
        Phase::FingerGame,
        "a debt under 5 forces nothing"
    );
}

/// Step 4: a player may go on buying while he owes nothing and keeps a net
/// reserve of at least 6; then the other player may buy, South first.
#[test]
fn buy_backs_repeat_while_the_reserve_allows() {
    // Pits 3 and 4 are North's, 8 and 9 South's. Pools: South 32 for three
    // pits (σ 17), North 18 for three (σ 3).
    let pos = at("p=2.0.0.0.0.1.1.1.0.0;c=30.15;t=S;n=30;sold=3.4.8.9");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    assert_eq!(legal(&pos), ["buy3", "buy4", "done"]);
    let pos = play(&pos, "buy3").position;
    assert_eq!(
        (pos.phase(), pos.to_move(), pos.debt()),
        (Phase::Settlement, S, 0)
    );
    assert_eq!(pos.pile(S), 7);
    let pos = play(&pos, "buy4").position;
    // 7 − 10: South pays 5, fills with 2 and borrows 3.
    assert_eq!((pos.debt(), pos.pile(S), pos.pile(N)), (3, 0, 10));
    // North is owed 3 and holds 10: a net reserve of 13. His turn to buy.
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Settlement, N));
    assert_eq!(legal(&pos), ["buy8", "buy9", "done"]);
    let pos = play(&pos, "buy8").position;
    assert_eq!((pos.debt(), pos.pile(S), pos.pile(N)), (3, 5, 0));
    assert_eq!((pos.phase(), pos.round()), (Phase::FingerGame, 2));
    assert_eq!(pos.pits(), [5, 5, 5, 5, 5, 5, 5, 5, 5, 0]);
    assert!(pos.is_sink(9) && !pos.is_sink(8));
}

/// Step 4: `done` ends a player's buying.
#[test]
fn done_ends_the_buy_backs() {
    let pos = at("p=2.0.0.0.0.1.1.1.0.0;c=30.15;t=S;n=30;sold=3.4.8.9");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    let pos = play(&pos, "done").position;
    // North's net reserve is 3: he may not buy.
    assert_eq!((pos.phase(), pos.round()), (Phase::FingerGame, 2));
    assert!(pos.is_sink(3) && pos.is_sink(4));
    assert_eq!((pos.pile(S), pos.pile(N)), (17, 3));
}

/// Step 5: a player who sells his last pit has lost the match; so has one who
/// must sell with none left.
#[test]
fn the_match_ends_when_a_player_has_no_pit() {
    // South owns only pit 0 and owes 20: he sells it and still owes 13.
    let pos = at("p=2.0.0.0.0.5.5.5.5.5;c=0.23;t=S;n=30;sold=1.2.3.4;d=20");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    assert_eq!(
        (pos.phase(), pos.to_move(), pos.debt()),
        (Phase::Settlement, S, 23)
    );
    let played = play(&pos, "sell0");
    let pos = played.position;
    assert_eq!(pos.phase(), Phase::GameOver);
    assert_eq!(pos.outcome().unwrap().winner, Some(N));
    assert!(legal(&pos).is_empty());
    // With a smaller debt the sale leaves him a reserve, but no pit.
    let pos = at("p=2.0.0.0.0.5.5.5.5.5;c=0.23;t=S;n=30;sold=1.2.3.4;d=4");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    assert_eq!(pos.debt(), 7);
    let pos = play(&pos, "sell0").position;
    assert_eq!(pos.outcome().unwrap().winner, Some(N));
    assert_eq!(pos.pile(S), 3);
}

/// A single round is decided on net worth, `u × holes + reserve − debt`,
/// after the settlement.
#[test]
fn a_single_round_is_decided_on_net_worth() {
    let o = common::options(
        Game::Ceelkoqyuqkoqiji,
        &[("match", "single"), ("first", "alternate")],
    );
    let pos = Position::new(Game::Ceelkoqyuqkoqiji, o).unwrap();
    let pos = play(&pos, "0cw").position; // Example 2: South takes the gong
    let pos = play(&pos, "offer").position;
    let pos = play(&pos, "accept").position;
    // North pays 6 for the gong, borrows 6 and must sell.
    assert_eq!(
        (pos.phase(), pos.to_move(), pos.debt()),
        (Phase::Settlement, N, -6)
    );
    let pos = play(&pos, "sell9").position;
    let outcome = pos.outcome().unwrap();
    assert_eq!(outcome.score, [26, 24], "5×5 + 1 and 4×5 + 4");
    assert_eq!(outcome.winner, Some(S));
}

/// A set number of rounds: the match ends after the last one's settlement.
#[test]
fn a_set_number_of_rounds() {
    let o = common::options(
        Game::Ceelkoqyuqkoqiji,
        &[("match", "2"), ("first", "alternate")],
    );
    let mut pos = Position::new(Game::Ceelkoqyuqkoqiji, o).unwrap();
    for round in 1..=2 {
        assert_eq!(pos.round(), round);
        pos = play(&play(&pos, "offer").position, "accept").position;
    }
    let outcome = pos.outcome().expect("over after two rounds");
    assert_eq!((outcome.winner, outcome.score), (None, [25, 25]));
}

// ---------------------------------------------------------------------------
// The 2×7 variant (C14): 7 per pit, large stones 7 each, u = 7.

#[test]
fn the_seven_pit_board() {
    let pos = opening(&[("size", "7")]);
    assert_eq!(pos.pits(), [7; 14]);
    let played = play(&pos, "0ccw");
    assert_eq!(played.position.total_seeds(), 98);
    // Both large stones cost 7, and a sale cuts the debt by 14.
    let pos = at("o=size:7;p=7.0.0.0.0.0.0.0.0.0.0.0.0.7;c=20.64;t=S;n=40;mu=N;gong=S");
    let pos = play(&play(&pos, "offer").position, "accept").position;
    // South: 27 − 7 + 7 = 27 for 49: debt 22.
    assert_eq!((pos.phase(), pos.debt()), (Phase::Settlement, 22));
    let pos = play(&pos, "sell0").position;
    assert_eq!(pos.debt(), 8);
    let pos = play(&pos, "sell1").position;
    assert_eq!((pos.debt(), pos.pile(S)), (0, 6));
    assert_eq!(pos.pits()[..2], [0, 0]);
}

/// Prices 5/5: both large stones cost 5.
#[test]
fn both_stones_at_five() {
    let pos = at("o=prices:5/5;p=5.0.0.0.0.0.0.0.0.5;c=12.28;t=S;n=40;mu=N;gong=S");
    let pos = play(&pos, "offer").position;
    let events = play(&pos, "accept").events;
    assert!(events.contains(&Event::Pay {
        from: S,
        to: N,
        seeds: 5
    }));
    assert!(events.contains(&Event::Pay {
        from: N,
        to: S,
        seeds: 5
    }));
}

/// Refused moves in every phase leave the position as it was.
#[test]
fn moves_of_the_wrong_phase_are_refused() {
    let pos = example_8();
    assert_eq!(refused(&pos, "0ccw"), "wrong-phase");
    assert_eq!(refused(&pos, "thumb"), "wrong-phase");
    assert_eq!(refused(&pos, "offer"), "wrong-phase");
    assert_eq!(refused(&pos, "sell200"), "no-such-pit");
    assert_eq!(refused(&opening(&[]), "sell0"), "wrong-phase");
    assert_eq!(refused(&opening(&[]), "done"), "wrong-phase");
    assert_eq!(refused(&opening(&[]), "arrange:1,1"), "not-legal");
    let _ = Move::Done;
}
