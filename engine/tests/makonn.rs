//! Makonn: the worked examples of `shared/rules/makonn.md` §8 as golden
//! tests, and one test per rule sentence and ruling.

use mancala::{
    replay, Arrangement, Event, Game, IllegalMove, LayoutError, Move, NoEvents, Options, Phase,
    Player, Position, LOOP_CAP, MAX_SIDE,
};

const S: Player = Player::South;
const N: Player = Player::North;

fn options(size: u8) -> Options {
    Options {
        size,
        ..Options::default()
    }
}

fn start() -> Position {
    Position::new(Game::Makonn, Options::default()).unwrap()
}

/// An arrangement from a layout by local index and an optional capture pit.
fn arrange(layout: &[u8], capture: Option<u8>) -> Move {
    let mut full = [0u8; MAX_SIDE];
    full[..layout.len()].copy_from_slice(layout);
    Move::Arrange(Arrangement {
        layout: full,
        len: layout.len() as u8,
        capture,
    })
}

/// The pits from a diagram as drawn in makonn.md, seen from South: North's
/// outer row (pits 3m−1 … 2m), North's inner row (3m … 4m−1), South's inner
/// row (2m−1 … m), South's outer row (0 … m−1).
fn diagram(rows: [&str; 4]) -> Vec<u8> {
    let rows: Vec<Vec<u8>> = rows
        .iter()
        .map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    let m = rows[0].len();
    let mut pits = vec![0u8; 4 * m];
    for c in 0..m {
        pits[3 * m - 1 - c] = rows[0][c];
        pits[3 * m + c] = rows[1][c];
        pits[2 * m - 1 - c] = rows[2][c];
        pits[c] = rows[3][c];
    }
    pits
}

fn position(size: u8, pits: &[u8], to_move: Player) -> Position {
    Position::with_pits(Game::Makonn, options(size), pits, to_move, Phase::Play).unwrap()
}

/// Plays `mv`, checking that the events replay to the new position and
/// that no seed appears or vanishes.
fn play(pos: &Position, mv: Move) -> (Position, Vec<Event>) {
    let played = pos
        .play(&mv)
        .unwrap_or_else(|e| panic!("{mv} refused: {e}"));
    let rebuilt = replay(pos, &played.events).expect("events replay");
    let new = played.position;
    assert_eq!(rebuilt.pits(), new.pits());
    assert_eq!(
        [rebuilt.pile(S), rebuilt.pile(N)],
        [new.pile(S), new.pile(N)]
    );
    assert_eq!(
        (rebuilt.to_move(), rebuilt.phase()),
        (new.to_move(), new.phase())
    );
    assert_eq!(new.total_seeds(), pos.total_seeds());
    (new, played.events)
}

/// The events that are not seed movements of the rearrangement.
fn captures(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .copied()
        .filter(|e| matches!(e, Event::Capture { .. }))
        .collect()
}

fn side(pos: &Position, player: Player) -> u16 {
    let half = pos.pits().len() / 2;
    let range = if player == S { 0..half } else { half..2 * half };
    pos.pits()[range].iter().map(|&n| u16::from(n)).sum()
}

fn sowings(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::PickUp { .. }))
        .count()
}

fn pickup(slot: u8, seeds: u8) -> Event {
    Event::PickUp {
        slot,
        seeds,
        large: 0,
    }
}

fn drop_(slot: u8) -> Event {
    Event::Drop { slot, large: None }
}

fn capture(slot: u8, seeds: u8, by: Player) -> Event {
    Event::Capture {
        slot,
        seeds,
        large: 0,
        by,
    }
}

const EX1_SOUTH: [u8; 20] = [3, 0, 2, 0, 4, 0, 1, 0, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1];
const EX1_NORTH: [u8; 20] = [2, 0, 3, 0, 1, 0, 2, 0, 1, 0, 0, 2, 0, 2, 0, 1, 1, 0, 2, 1];

/// Example 1 played out: both openings.
fn example_1() -> Position {
    let (pos, _) = play(&start(), arrange(&EX1_SOUTH, Some(15)));
    let (pos, _) = play(&pos, arrange(&EX1_NORTH, Some(36)));
    pos
}

// ---------------------------------------------------------------- §8 examples

#[test]
fn example_1_south_opening_captures_two() {
    let (pos, events) = play(&start(), arrange(&EX1_SOUTH, Some(15)));
    assert_eq!(&pos.pits()[..20], &EX1_SOUTH);
    // Hole 15 faces North inner 34; behind it is North outer 25.
    let mut north = [1u8; 20];
    north[34 - 20] = 0;
    north[25 - 20] = 0;
    assert_eq!(&pos.pits()[20..], &north);
    assert_eq!(
        captures(&events),
        vec![capture(34, 1, S), capture(25, 1, S)]
    );
    assert_eq!(events.last(), Some(&Event::Turn { player: N }));
    assert_eq!((pos.pile(S), pos.pile(N)), (2, 0));
    assert_eq!(side(&pos, N), 18);
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Arrange, N));
    assert!(pos.legal_moves().is_empty(), "layouts are not listed");
    // The rearrangement only lifts and drops within South's own pits, and
    // the capturing pit 15 gets nothing more (it already held its one seed).
    for e in &events {
        if let Event::PickUp { slot, .. } | Event::Drop { slot, .. } = *e {
            assert!(slot < 20);
        }
    }
}

#[test]
fn example_1_north_opening_captures_four() {
    let (after_south, _) = play(&start(), arrange(&EX1_SOUTH, Some(15)));
    let (pos, events) = play(&after_south, arrange(&EX1_NORTH, Some(36)));
    let expected = diagram([
        "0  1  0  2  0  1  0  3  0  2",
        "0  2  0  2  0  1  1  0  2  1",
        "1  0  2  0  1  0  0  0  1  0",
        "3  0  2  0  4  0  0  0  0  2",
    ]);
    assert_eq!(pos.pits(), &expected[..]);
    // 36 faces South inner 13 (3), and behind it South outer 6 (1).
    assert_eq!(captures(&events), vec![capture(13, 3, N), capture(6, 1, N)]);
    let tail = &events[events.len() - 2..];
    assert_eq!(
        tail,
        &[
            Event::PhaseChanged { phase: Phase::Play },
            Event::Turn { player: S }
        ]
    );
    assert_eq!((pos.pile(S), pos.pile(N)), (2, 4));
    assert_eq!((side(&pos, S), side(&pos, N)), (16, 18));
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Play, S));
}

#[test]
fn example_2_south_relays_and_captures_one() {
    let (pos, events) = play(&example_1(), Move::sow(9));
    assert_eq!(
        events,
        vec![
            pickup(9, 2),
            drop_(10),
            drop_(11),
            Event::Relay { slot: 11 },
            pickup(11, 2),
            drop_(12),
            drop_(13),
            // 13 faces North inner 36 (1); North outer 23 is empty.
            capture(36, 1, S),
            Event::Turn { player: N },
        ]
    );
    let expected = diagram([
        "0  1  0  2  0  1  0  3  0  2",
        "0  2  0  2  0  1  0  0  2  1",
        "1  0  2  0  1  0  1  1  0  1",
        "3  0  2  0  4  0  0  0  0  0",
    ]);
    assert_eq!(pos.pits(), &expected[..]);
    assert_eq!((pos.pile(S), pos.pile(N)), (3, 4));
}

#[test]
fn example_3_north_takes_inner_and_outer() {
    let (pos, _) = play(&example_1(), Move::sow(9));
    let (pos, events) = play(&pos, Move::sow(26));
    assert_eq!(
        events,
        vec![
            pickup(26, 2),
            drop_(27),
            drop_(28),
            Event::Relay { slot: 28 },
            pickup(28, 2),
            drop_(29),
            drop_(30),
            // 30 faces South inner 19 (1), and behind it South outer 0 (3).
            capture(19, 1, N),
            capture(0, 3, N),
            Event::Turn { player: S },
        ]
    );
    let expected = diagram([
        "1  0  1  0  0  1  0  3  0  2",
        "1  2  0  2  0  1  0  0  2  1",
        "0  0  2  0  1  0  1  1  0  1",
        "0  0  2  0  4  0  0  0  0  0",
    ]);
    assert_eq!(pos.pits(), &expected[..]);
    assert_eq!((side(&pos, S), side(&pos, N)), (12, 17));
    assert_eq!((pos.pile(S), pos.pile(N)), (3, 8));
}

fn example_4() -> Position {
    let pits = diagram([
        "0  0  3  0  0  0  1  0  0  1",
        "1  2  0  0  0  0  2  0  0  0",
        "0  0  0  1  1  0  0  1  0  0",
        "0  0  0  0  0  0  0  0  0  1",
    ]);
    position(10, &pits, S)
}

#[test]
fn example_4_singles_game_moves() {
    let pos = example_4();
    // The diagram matches the text: South 9, 12, 15, 16; North 20:1, 23:1,
    // 27:3, 30:1, 31:2, 36:2.
    let occupied: Vec<(usize, u8)> = pos
        .pits()
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, n)| n > 0)
        .collect();
    assert_eq!(
        occupied,
        vec![
            (9, 1),
            (12, 1),
            (15, 1),
            (16, 1),
            (20, 1),
            (23, 1),
            (27, 3),
            (30, 1),
            (31, 2),
            (36, 2)
        ]
    );
    assert!(pos.in_singles());
    assert_eq!(
        pos.legal_moves().as_slice(),
        &[Move::sow(9), Move::sow(12), Move::sow(16)]
    );
    assert_eq!(
        pos.check(&Move::sow(15)),
        Err(IllegalMove::SingleIntoOccupied { pit: 15 })
    );
}

#[test]
fn example_4_three_outcomes() {
    let pos = example_4();
    let moved = |from: usize, to: usize| {
        let mut pits = pos.pits().to_vec();
        pits[from] -= 1;
        pits[to] += 1;
        pits
    };

    // 9→10: 10 faces North inner 39, which is empty: no capture.
    let (after, events) = play(&pos, Move::sow(9));
    assert_eq!(
        events,
        vec![pickup(9, 1), drop_(10), Event::Turn { player: N }]
    );
    assert_eq!(after.pits(), &moved(9, 10)[..]);
    assert_eq!((after.pile(S), after.pile(N)), (0, 0));

    // 12→13: 13 faces North inner 36 (2), and behind it North outer 23 (1).
    let (after, events) = play(&pos, Move::sow(12));
    assert_eq!(
        events,
        vec![
            pickup(12, 1),
            drop_(13),
            capture(36, 2, S),
            capture(23, 1, S),
            Event::Turn { player: N }
        ]
    );
    let mut expected = moved(12, 13);
    expected[36] = 0;
    expected[23] = 0;
    assert_eq!(after.pits(), &expected[..]);
    assert_eq!((after.pile(S), after.pile(N)), (3, 0));

    // 16→17: 17 faces North inner 32, empty: nothing, though 27 behind holds 3.
    let (after, events) = play(&pos, Move::sow(16));
    assert_eq!(
        events,
        vec![pickup(16, 1), drop_(17), Event::Turn { player: N }]
    );
    assert_eq!(after.pits(), &moved(16, 17)[..]);
    assert_eq!(after.seeds(27), 3);
    assert_eq!((after.pile(S), after.pile(N)), (0, 0));
}

// ------------------------------------------------------------ §4 captures

#[test]
fn an_empty_outer_landing_captures_nothing() {
    // M5: South sows 3 → 4, 5; pit 5 (outer) was empty. Ludii would remove
    // South's own inner 14 and North's inner 35; we take nothing.
    let mut pits = vec![1u8; 40];
    pits[3] = 2;
    pits[5] = 0;
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(3));
    assert!(captures(&events).is_empty());
    assert_eq!((after.pile(S), after.pile(N)), (0, 0));
    assert_eq!(
        (
            after.seeds(4),
            after.seeds(5),
            after.seeds(14),
            after.seeds(35)
        ),
        (2, 1, 1, 1)
    );
}

#[test]
fn an_inner_landing_takes_the_facing_pit_and_the_outer_behind() {
    // South 12 (2) → 13, 14; 14 empty and inner. It faces North inner 35;
    // behind that is North outer 24.
    let mut pits = vec![0u8; 40];
    pits[12] = 2;
    pits[35] = 4;
    pits[24] = 5;
    pits[25] = 7; // a neighbour of the outer pit: untouched
    pits[34] = 6; // the neighbour of the facing pit: untouched
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(12));
    assert_eq!(
        captures(&events),
        vec![capture(35, 4, S), capture(24, 5, S)]
    );
    assert_eq!(after.pile(S), 9);
    assert_eq!(
        (
            after.seeds(25),
            after.seeds(34),
            after.seeds(13),
            after.seeds(14)
        ),
        (7, 6, 1, 1)
    );
}

#[test]
fn facing_inner_empty_but_outer_full_captures_nothing() {
    // M6: North 31 (2) → 32, 33; 33 faces South inner 16 (empty); South
    // outer 3 behind it holds 4 and stays.
    let mut pits = vec![0u8; 40];
    pits[31] = 2;
    pits[3] = 4;
    pits[0] = 1;
    let pos = position(10, &pits, N);
    let (after, events) = play(&pos, Move::sow(31));
    assert!(captures(&events).is_empty());
    assert_eq!((after.seeds(3), after.pile(N)), (4, 0));
}

#[test]
fn a_capture_with_the_outer_pit_behind_empty_takes_the_inner_only() {
    let mut pits = vec![0u8; 40];
    pits[31] = 2;
    pits[16] = 3;
    let pos = position(10, &pits, N);
    let (after, events) = play(&pos, Move::sow(31));
    assert_eq!(captures(&events), vec![capture(16, 3, N)]);
    assert_eq!(after.pile(N), 3);
}

#[test]
fn a_relay_lifts_an_occupied_pit_and_sows_on() {
    // South 0 (3) → 1, 2, 3; 3 held 2 → relay 3 seeds → 4, 5, 6; 6 empty, outer.
    let mut pits = vec![0u8; 40];
    pits[0] = 3;
    pits[3] = 2;
    pits[25] = 1;
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(0));
    assert_eq!(sowings(&events), 2);
    assert_eq!(&after.pits()[..8], &[0, 1, 1, 0, 1, 1, 1, 0]);
}

#[test]
fn sowing_stays_inside_the_movers_own_circuit() {
    // South 19 (3) wraps to 0, 1, 2 — never into North's rows.
    let mut pits = vec![0u8; 40];
    pits[19] = 3;
    pits[20] = 1;
    let pos = position(10, &pits, S);
    let (after, _) = play(&pos, Move::sow(19));
    assert_eq!(&after.pits()[..3], &[1, 1, 1]);
    assert_eq!(after.seeds(20), 1);
    // North 39 (2) wraps to 20, 21: 21 held 1 → relay → 22, 23.
    let mut pits = vec![0u8; 40];
    pits[39] = 2;
    pits[21] = 1;
    pits[0] = 1;
    let pos = position(10, &pits, N);
    let (after, events) = play(&pos, Move::sow(39));
    assert_eq!(
        events[..4],
        [
            pickup(39, 2),
            drop_(20),
            drop_(21),
            Event::Relay { slot: 21 }
        ]
    );
    assert_eq!(after.seeds(0), 1);
}

#[test]
fn twenty_seeds_lap_the_circuit_without_skipping_the_origin() {
    // M11: all 20 from outer pit 4: one in every pit, the last back in 4,
    // which was empty. An outer pit: no capture. South then has 20 singles.
    let mut pits = vec![0u8; 40];
    pits[4] = 20;
    pits[20] = 2;
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(4));
    assert_eq!(&after.pits()[..20], &[1; 20]);
    assert_eq!(sowings(&events), 1);
    assert!(events.contains(&Event::Singles { player: S }));
    assert_eq!(after.to_move(), N);
}

// -------------------------------------------------------- §4–5 legality

#[test]
fn singles_may_not_move_while_a_pit_holds_two() {
    let mut pits = vec![0u8; 40];
    pits[2] = 3;
    pits[5] = 1;
    pits[20] = 1;
    let pos = position(10, &pits, S);
    assert!(!pos.in_singles());
    assert_eq!(pos.legal_moves().as_slice(), &[Move::sow(2)]);
    assert_eq!(
        pos.check(&Move::sow(5)),
        Err(IllegalMove::SinglesNotYet { pit: 5 })
    );
    assert_eq!(pos.check(&Move::sow(2)), Ok(()));
}

#[test]
fn a_single_moves_one_step_and_only_into_an_empty_pit() {
    let mut pits = vec![0u8; 40];
    pits[19] = 1; // wraps to 0, which is occupied
    pits[0] = 1;
    pits[7] = 1;
    pits[20] = 1;
    let pos = position(10, &pits, S);
    assert!(pos.in_singles());
    assert_eq!(pos.legal_moves().as_slice(), &[Move::sow(0), Move::sow(7)]);
    assert_eq!(
        pos.check(&Move::sow(19)),
        Err(IllegalMove::SingleIntoOccupied { pit: 19 })
    );
    let (after, events) = play(&pos, Move::sow(7));
    assert_eq!(
        events,
        vec![pickup(7, 1), drop_(8), Event::Turn { player: N }]
    );
    assert_eq!((after.seeds(7), after.seeds(8)), (0, 1));
}

#[test]
fn a_player_is_announced_once_when_he_enters_the_singles_game() {
    let mut pits = vec![0u8; 40];
    pits[0] = 2;
    pits[30] = 2;
    pits[29] = 1;
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(0));
    assert!(events.contains(&Event::Singles { player: S }));
    assert!(!events.contains(&Event::Singles { player: N }));
    // North sows 30 → 31, 32 and enters the singles game in turn.
    let (after, events) = play(&after, Move::sow(30));
    assert!(events.contains(&Event::Singles { player: N }));
    assert!(
        !events.contains(&Event::Singles { player: S }),
        "South entered before"
    );
    assert!(after.in_singles(), "South, to move, plays singles");
}

#[test]
fn refused_sowings_name_the_reason() {
    let pos = example_1();
    let cases = [
        (Move::sow(40), IllegalMove::NoSuchPit { pit: 40 }),
        (Move::sow(255), IllegalMove::NoSuchPit { pit: 255 }),
        (Move::sow(20), IllegalMove::NotYourPit { pit: 20, owner: N }),
        (Move::sow(1), IllegalMove::EmptyPit { pit: 1 }),
        (Move::sow(6), IllegalMove::EmptyPit { pit: 6 }),
        (Move::sow(11), IllegalMove::SinglesNotYet { pit: 11 }),
        (
            Move::sow_dir(9, mancala::Dir::Cw),
            IllegalMove::DirectionFixed {
                pit: 9,
                dir: mancala::Dir::Ccw,
            },
        ),
        (
            arrange(&EX1_SOUTH, None),
            IllegalMove::WrongPhase { phase: Phase::Play },
        ),
        (Move::Done, IllegalMove::WrongPhase { phase: Phase::Play }),
    ];
    for (mv, why) in cases {
        assert_eq!(pos.check(&mv), Err(why), "{mv}");
        let mut copy = pos;
        assert_eq!(copy.play_in_place(&mv, &mut NoEvents), Err(why));
        assert_eq!(copy, pos, "{mv} changed the position");
    }
    // In the opening, sowings are out of place.
    assert_eq!(
        start().check(&Move::sow(0)),
        Err(IllegalMove::WrongPhase {
            phase: Phase::Arrange
        })
    );
}

// ------------------------------------------------------------ §3 opening

#[test]
fn every_layout_error_is_named_and_changes_nothing() {
    let valid = EX1_SOUTH;
    let with = |f: &dyn Fn(&mut [u8; 20])| {
        let mut l = valid;
        f(&mut l);
        l
    };
    let long = Move::Arrange(Arrangement {
        layout: [1; MAX_SIDE],
        len: 255,
        capture: None,
    });
    let cases: Vec<(Move, LayoutError)> = vec![
        (
            arrange(&valid[..19], None),
            LayoutError::WrongLength {
                expected: 20,
                got: 19,
            },
        ),
        (
            arrange(&[], None),
            LayoutError::WrongLength {
                expected: 20,
                got: 0,
            },
        ),
        (
            long,
            LayoutError::WrongLength {
                expected: 20,
                got: 255,
            },
        ),
        (
            arrange(&with(&|l| l[0] = 4), None),
            LayoutError::WrongTotal {
                expected: 20,
                got: 21,
            },
        ),
        (
            arrange(&with(&|l| l[0] = 2), None),
            LayoutError::WrongTotal {
                expected: 20,
                got: 19,
            },
        ),
        (
            arrange(&with(&|l| l[0] = 255), None),
            LayoutError::WrongTotal {
                expected: 20,
                got: 272,
            },
        ),
        // An outer pit of his, an inner pit of North's, pits off the board.
        (
            arrange(&valid, Some(6)),
            LayoutError::CaptureNotInner { pit: 6 },
        ),
        (
            arrange(&valid, Some(34)),
            LayoutError::CaptureNotInner { pit: 34 },
        ),
        (
            arrange(&valid, Some(40)),
            LayoutError::CaptureNotInner { pit: 40 },
        ),
        (
            arrange(&valid, Some(255)),
            LayoutError::CaptureNotInner { pit: 255 },
        ),
        // 13 holds 3, 14 holds 0.
        (
            arrange(&valid, Some(13)),
            LayoutError::CaptureNotSingle { pit: 13, seeds: 3 },
        ),
        (
            arrange(&valid, Some(14)),
            LayoutError::CaptureNotSingle { pit: 14, seeds: 0 },
        ),
        (arrange(&[1; 20], None), LayoutError::NoMove),
        (arrange(&[1; 20], Some(15)), LayoutError::NoMove),
    ];
    let pos = start();
    for (mv, why) in cases {
        let err = IllegalMove::Layout(why);
        assert_eq!(pos.check(&mv), Err(err), "{mv}");
        let mut copy = pos;
        assert_eq!(copy.play_in_place(&mv, &mut NoEvents), Err(err));
        assert_eq!(copy, pos);
        assert!(!err.code().is_empty() && !err.to_string().is_empty());
    }

    // Nothing to capture: after Example 1's South opening, North pit 30
    // faces South inner 19 (1) but 31 faces 18, which South left empty.
    let (after_south, _) = play(&start(), arrange(&EX1_SOUTH, Some(15)));
    let mut north = EX1_NORTH;
    north[10] = 1; // pit 30
    north[11] = 1; // pit 31: still 18 seeds
    let mv = arrange(&north, Some(31));
    let why = IllegalMove::Layout(LayoutError::NothingToCapture { pit: 31 });
    assert_eq!(after_south.check(&mv), Err(why));
    assert_eq!(why.pit(), Some(31));
    assert_eq!(after_south.check(&arrange(&north, Some(30))), Ok(()));
    // North has 18 now; a layout of 20 is wrong.
    assert_eq!(
        after_south.check(&arrange(&[1; 20], None)),
        Err(IllegalMove::Layout(LayoutError::WrongTotal {
            expected: 18,
            got: 20
        }))
    );
}

#[test]
fn an_opening_without_a_capture_and_a_refilled_captured_pit() {
    // South spreads nothing and captures nothing: one pit of 2, one empty.
    let mut layout = [1u8; 20];
    layout[0] = 2;
    layout[19] = 0;
    let (pos, events) = play(&start(), arrange(&layout, None));
    assert!(captures(&events).is_empty());
    assert_eq!(
        events,
        vec![pickup(19, 1), drop_(0), Event::Turn { player: N }],
        "one seed carried from 19 to 0"
    );
    assert_eq!(&pos.pits()[..20], &layout);
    // North may refill his own holes emptied by a capture (Example 1 note).
    let (after_south, _) = play(&start(), arrange(&EX1_SOUTH, Some(15)));
    let mut north = [1u8; 20];
    north[0] = 0;
    north[1] = 0;
    north[25 - 20] = 1;
    north[34 - 20] = 1;
    assert_eq!(north.iter().map(|&n| u16::from(n)).sum::<u16>(), 18);
    let (pos, _) = play(&after_south, arrange(&north, None));
    assert_eq!((pos.seeds(25), pos.seeds(34)), (1, 1));
    assert_eq!((pos.phase(), pos.to_move()), (Phase::Play, S));
}

#[test]
fn a_rearrangement_that_lifts_a_pit_puts_back_what_stays() {
    // An arrangement from a board that is not all ones (a test position):
    // pit 0 holds 5 and must keep 2; pit 3 gets the other 3.
    let mut pits = vec![1u8; 40];
    pits[0] = 5;
    pits[3] = 0;
    let pos =
        Position::with_pits(Game::Makonn, Options::default(), &pits, S, Phase::Arrange).unwrap();
    let mut layout: Vec<u8> = pits[..20].to_vec();
    layout[0] = 2;
    layout[3] = 3;
    let (after, events) = play(&pos, arrange(&layout, None));
    assert_eq!(
        events[..6],
        [
            pickup(0, 5),
            drop_(0),
            drop_(0),
            drop_(3),
            drop_(3),
            drop_(3)
        ]
    );
    assert_eq!(&after.pits()[..20], &layout[..]);
}

#[test]
fn a_capture_pit_that_keeps_its_seed_is_not_touched() {
    // South carries the seed of 19 to 0 and captures with the single that
    // already sits in inner 10: North inner 39 and outer 20 behind it.
    let mut layout = [1u8; 20];
    layout[0] = 2;
    layout[19] = 0;
    let (pos, events) = play(&start(), arrange(&layout, Some(10)));
    assert_eq!(
        events,
        vec![
            pickup(19, 1),
            drop_(0),
            capture(39, 1, S),
            capture(20, 1, S),
            Event::Turn { player: N },
        ]
    );
    assert_eq!(pos.seeds(10), 1);
}

#[test]
fn the_capturing_seed_is_dropped_after_the_others() {
    // Pit 15 ends with its one capturing seed after being emptied in the
    // final layout of a test position.
    let mut pits = vec![1u8; 40];
    pits[15] = 0;
    pits[0] = 2;
    let pos =
        Position::with_pits(Game::Makonn, Options::default(), &pits, S, Phase::Arrange).unwrap();
    let mut layout: Vec<u8> = pits[..20].to_vec();
    layout[0] = 0;
    layout[1] = 2;
    layout[15] = 1;
    let (_, events) = play(&pos, arrange(&layout, Some(15)));
    let drops: Vec<u8> = events
        .iter()
        .filter_map(|e| {
            if let Event::Drop { slot, .. } = *e {
                Some(slot)
            } else {
                None
            }
        })
        .collect();
    assert_eq!(drops, vec![1, 15]);
    assert_eq!(
        captures(&events),
        vec![capture(34, 1, S), capture(25, 1, S)]
    );
}

#[test]
fn the_second_opening_can_take_everything() {
    // South piles 10 in inner 13 and 10 in outer 6 behind it; North's
    // single in 36 takes all 20, and South, with nothing, loses at once.
    let mut south = [0u8; 20];
    south[13] = 10;
    south[6] = 10;
    let (pos, _) = play(&start(), arrange(&south, None));
    let mut north = [1u8; 20]; // 36 (local 16) keeps its single
    north[0] = 2;
    north[1] = 0;
    assert_eq!(north.iter().map(|&n| u16::from(n)).sum::<u16>(), 20);
    let (end, events) = play(&pos, arrange(&north, Some(36)));
    assert_eq!(
        captures(&events),
        vec![capture(13, 10, N), capture(6, 10, N)]
    );
    assert!(end.is_over());
    let outcome = end.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.score), (Some(N), [0, 20]));
}

#[test]
fn north_may_open_when_the_option_says_so() {
    let mut o = Options::default();
    o.set(Game::Makonn, "start", "north").unwrap();
    let pos = Position::new(Game::Makonn, o).unwrap();
    assert_eq!((pos.to_move(), pos.phase()), (N, Phase::Arrange));
    let (pos, _) = play(&pos, arrange(&EX1_SOUTH, Some(35)));
    // North's 35 (local 15) faces South inner 14, behind it South outer 5.
    assert_eq!((pos.seeds(14), pos.seeds(5), pos.pile(N)), (0, 0, 2));
    assert_eq!((pos.to_move(), pos.phase()), (S, Phase::Arrange));
    let (pos, events) = play(&pos, arrange(&EX1_NORTH, None));
    assert!(captures(&events).is_empty());
    assert_eq!(
        (pos.to_move(), pos.phase()),
        (N, Phase::Play),
        "the first arranger sows first"
    );
}

#[test]
fn random_layouts_are_valid() {
    let mut rng = mancala::Rng::new(7);
    let mut captured = 0;
    for _ in 0..200 {
        let mut pos = start();
        for _ in 0..2 {
            let mut p = pos;
            let before = p.total_seeds();
            p.random_playout(&mut rng, 1);
            assert_eq!(p.total_seeds(), before);
            if p.pile(pos.to_move()) > 0 {
                captured += 1;
            }
            assert_ne!(p, pos, "a random layout was refused");
            pos = p;
        }
        // The second opening may even take all the first player's seeds.
        assert!(matches!(pos.phase(), Phase::Play | Phase::GameOver));
    }
    assert!(
        captured > 50,
        "random openings capture often enough ({captured})"
    );
}

// ---------------------------------------------------------- §5–6 the end

#[test]
fn a_player_without_a_move_passes_and_the_other_plays_on() {
    // South has 20 singles filling his circuit: no legal move.
    let mut pits = vec![1u8; 40];
    for p in &mut pits[20..] {
        *p = 0;
    }
    pits[20] = 2;
    let pos = position(10, &pits, N);
    // North sows 20 → 21, 22 (outer): no capture. South cannot move.
    let (after, events) = play(&pos, Move::sow(20));
    assert_eq!(events[events.len() - 1], Event::Pass { player: S });
    assert_eq!(
        (after.to_move(), after.passes(), after.is_over()),
        (N, 1, false)
    );
    assert!(after.legal_moves().contains(&Move::sow(22)));
    // North moves his single on; South passes again; the count restarts.
    let (after, events) = play(&after, Move::sow(22));
    assert_eq!(events[events.len() - 1], Event::Pass { player: S });
    assert_eq!((after.to_move(), after.passes()), (N, 1));
}

#[test]
fn two_passes_in_a_row_end_the_game() {
    // North sows all 20 from outer 20: his circuit fills with singles.
    // Neither can move: both pass, and 20 against 20 is a draw.
    let mut pits = vec![1u8; 40];
    for p in &mut pits[20..] {
        *p = 0;
    }
    pits[20] = 20;
    let pos = position(10, &pits, N);
    let (after, events) = play(&pos, Move::sow(20));
    let n = events.len();
    assert_eq!(
        events[n - 4..],
        [
            Event::Singles { player: N },
            Event::Pass { player: S },
            Event::Pass { player: N },
            Event::GameOver {
                winner: None,
                score: [20, 20]
            },
        ]
    );
    assert_eq!(after.passes(), 2);
    assert!(after.is_over());
    assert_eq!(after.check(&Move::sow(0)), Err(IllegalMove::GameOver));
}

#[test]
fn a_player_with_no_seeds_left_loses() {
    // North's last seeds sit in inner 36 and outer 23; South 12 → 13 takes both.
    let mut pits = vec![0u8; 40];
    pits[12] = 1;
    pits[0] = 1;
    pits[36] = 2;
    pits[23] = 1;
    let pos = position(10, &pits, S);
    let (after, events) = play(&pos, Move::sow(12));
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: Some(S),
            score: [2, 0]
        })
    );
    assert!(after.is_over());
    assert_eq!(after.outcome().unwrap().winner, Some(S));
    assert!(after.legal_moves().is_empty());
}

#[test]
fn the_stalemate_limit_ends_the_game_on_seeds_on_the_board() {
    let o = Options {
        stalemate: Some(2),
        ..Options::default()
    };
    let mut pits = vec![0u8; 40];
    pits[0] = 1;
    pits[1] = 1; // South 2 on the board
    pits[20] = 1;
    pits[22] = 1;
    pits[24] = 1; // North 3
    let pos = Position::with_pits(Game::Makonn, o, &pits, S, Phase::Play).unwrap();
    let (pos, _) = play(&pos, Move::sow(1));
    assert!(!pos.is_over());
    assert_eq!(pos.plies_without_capture(), 1);
    let (end, events) = play(&pos, Move::sow(24));
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: Some(N),
            score: [2, 3]
        })
    );
    assert!(end.is_over());
    // Equal seeds: a draw.
    pits[24] = 0;
    pits[26] = 0;
    let pos = Position::with_pits(Game::Makonn, o, &pits, S, Phase::Play).unwrap();
    let (pos, _) = play(&pos, Move::sow(1));
    let (pos, _) = play(&pos, Move::sow(22));
    assert_eq!(pos.outcome().unwrap().winner, None);
    assert_eq!(pos.outcome().unwrap().score, [2, 2]);
}

#[test]
fn a_capture_restarts_the_stalemate_count() {
    let o = Options {
        stalemate: Some(2),
        ..Options::default()
    };
    let mut pits = vec![0u8; 40];
    pits[0] = 1;
    pits[12] = 1;
    pits[36] = 1;
    pits[30] = 1;
    pits[20] = 1;
    let pos = Position::with_pits(Game::Makonn, o, &pits, S, Phase::Play).unwrap();
    let (pos, _) = play(&pos, Move::sow(0));
    assert_eq!(pos.plies_without_capture(), 1);
    let (pos, _) = play(&pos, Move::sow(20));
    assert!(pos.is_over(), "two plies without capture");
    let pos = Position::with_pits(Game::Makonn, o, &pits, S, Phase::Play).unwrap();
    let (pos, _) = play(&pos, Move::sow(12));
    assert_eq!((pos.pile(S), pos.plies_without_capture()), (1, 0));
}

// ------------------------------------------------------------ 4×8 variant

#[test]
fn the_four_by_eight_board() {
    let pos = Position::new(Game::Makonn, options(8)).unwrap();
    assert_eq!(pos.pits(), &[1; 32]);
    assert_eq!(pos.topology().pits_per_side(), 16);
    // South's inner 8 (local 8) faces North inner 31, behind it North outer 16.
    let mut layout = [1u8; 16];
    layout[0] = 2;
    layout[1] = 0;
    let (pos, events) = play(&pos, arrange(&layout, Some(8)));
    assert_eq!(
        captures(&events),
        vec![capture(31, 1, S), capture(16, 1, S)]
    );
    assert_eq!(
        pos.check(&arrange(&[1; 16], None)),
        Err(IllegalMove::Layout(LayoutError::WrongTotal {
            expected: 14,
            got: 16
        }))
    );
    assert_eq!(
        pos.check(&arrange(&[1; 20], None)),
        Err(IllegalMove::Layout(LayoutError::WrongLength {
            expected: 16,
            got: 20
        }))
    );
    assert_eq!(
        start().check(&arrange(&[1; 16], None)),
        Err(IllegalMove::Layout(LayoutError::WrongLength {
            expected: 20,
            got: 16
        }))
    );
    assert_eq!(
        pos.check(&Move::sow(32)),
        Err(IllegalMove::WrongPhase {
            phase: Phase::Arrange
        })
    );
    // North lost 16 and 31 (locals 0 and 15) and lays out his 14.
    let mut north = [1u8; 16];
    north[0] = 0;
    north[15] = 0;
    north[1] = 0;
    north[2] = 0;
    north[3] = 3;
    let (pos, _) = play(&pos, arrange(&north, None));
    assert_eq!(
        pos.check(&Move::sow(32)),
        Err(IllegalMove::NoSuchPit { pit: 32 })
    );
    // South relays pair by pair round his 16 pits, 15 wrapping to 0, which
    // was emptied: the move ends there (an outer pit).
    let (pos, events) = play(&pos, Move::sow(0));
    assert_eq!(
        &pos.pits()[..16],
        &[1, 1, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2]
    );
    assert_eq!(sowings(&events), 8);
    assert_eq!(pos.to_move(), N);
}

#[test]
fn the_endless_relay_on_four_by_eight_stops_at_the_loop_cap() {
    // makonn.md §4: own holes 1 0 1 0 1 0 1 0 2 1 4 0 1 0 1 0, playing
    // local 10, relays for ever (a cycle of 120 sowings). M10: after 1000
    // sowings the move ends, with no capture.
    let mut pits = vec![0u8; 32];
    pits[..16].copy_from_slice(&[1, 0, 1, 0, 1, 0, 1, 0, 2, 1, 4, 0, 1, 0, 1, 0]);
    pits[16] = 2;
    for p in &mut pits[24..] {
        *p = 1; // North's inner row full: any capture would show
    }
    let pos = position(8, &pits, S);
    let (after, events) = play(&pos, Move::sow(10));
    assert_eq!(sowings(&events), LOOP_CAP as usize);
    assert!(captures(&events).is_empty());
    // The board after 1000 sowings (1000 = 40 + 8 × 120).
    assert_eq!(
        &after.pits()[..16],
        &[3, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 1, 0]
    );
    assert_eq!(&after.pits()[16..], &pits[16..]);
    assert_eq!((after.to_move(), after.pile(S)), (N, 0));
}

// ----------------------------------------------------------- robustness

#[test]
fn unchecked_garbage_never_panics() {
    let mut rng = mancala::Rng::new(3);
    for pos in [start(), example_1(), example_4()] {
        for pit in 0..=255u8 {
            let mut p = pos;
            p.play_unchecked(&Move::sow(pit), &mut NoEvents);
            assert_eq!(p.total_seeds(), pos.total_seeds());
            let _ = pos.check(&Move::sow(pit));
        }
        for _ in 0..200 {
            let mut layout = [0u8; MAX_SIDE];
            for n in &mut layout {
                *n = rng.below(256) as u8;
            }
            let capture = (rng.below(2) == 0).then(|| rng.below(256) as u8);
            let mv = Move::Arrange(Arrangement {
                layout,
                len: rng.below(256) as u8,
                capture,
            });
            let mut p = pos;
            p.play_unchecked(&mv, &mut NoEvents);
            assert_eq!(p.total_seeds(), pos.total_seeds());
            let mut q = pos;
            if q.play_in_place(&mv, &mut NoEvents).is_err() {
                assert_eq!(q, pos);
            }
        }
    }
}

#[test]
fn with_pits_wants_one_count_per_pit() {
    assert!(
        Position::with_pits(Game::Makonn, Options::default(), &[1; 32], S, Phase::Play).is_err()
    );
    assert!(Position::with_pits(Game::Makonn, options(8), &[1; 32], S, Phase::Play).is_ok());
}
