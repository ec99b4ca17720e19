//! Ceelkoqyuqkoqiji properties over random full matches, on both boards and
//! with both prices: stones are conserved through rounds and settlements, the
//! events replay, relays end under the loop cap, rounds and matches end, the
//! legal list holds each distinct placement exactly once, and every move not
//! in it is refused (or, for another encoding of a listed placement, gives
//! the same position).

mod common;
use common::assert_replays;
use mancala::{
    notation, Choices, Dir, Event, Finger, Game, Move, Options, Phase, Player, Position, Rng,
    StoneAt, LOOP_CAP, MAX_MOVES,
};
use std::collections::HashSet;

const GAME: Game = Game::Ceelkoqyuqkoqiji;

fn variants() -> Vec<Options> {
    let sets: &[&[(&str, &str)]] = &[
        &[],
        &[("prices", "5/5"), ("first", "alternate")],
        &[("size", "7")],
        &[
            ("size", "7"),
            ("prices", "5/5"),
            ("first", "random"),
            ("stalemate", "50"),
        ],
        &[("match", "3"), ("start", "north"), ("first", "alternate")],
        &[("match", "single"), ("stalemate", "off")],
    ];
    sets.iter()
        .map(|pairs| common::options(GAME, pairs))
        .collect()
}

/// Stones in play: 50 on 2×5, 98 on 2×7.
fn total(options: Options) -> u32 {
    if options.board_size(GAME) == 7 {
        98
    } else {
        50
    }
}

/// A random move of any kind, mostly sowings with random placements.
fn random_move(pos: &Position, rng: &mut Rng) -> Move {
    let pits = u32::from(pos.topology().slots()) + 1;
    match rng.below(12) {
        0..=6 => {
            let mut choices = Choices::NONE;
            for _ in 0..rng.below(4) {
                choices.push(rng.below(16) as u8);
            }
            let dir = match rng.below(3) {
                0 => None,
                1 => Some(Dir::Ccw),
                _ => Some(Dir::Cw),
            };
            Move::Sow {
                pit: rng.below(pits) as u8,
                dir,
                choices,
            }
        }
        7 => Move::Huelshe {
            first: rng.below(pits) as u8,
        },
        8 => Move::Sell {
            pit: rng.below(pits) as u8,
        },
        9 => Move::BuyBack {
            pit: rng.below(pits) as u8,
        },
        10 => Move::Throw(Finger::ALL[rng.below(3) as usize]),
        _ => [
            Move::Decline,
            Move::OfferEnd,
            Move::AcceptEnd,
            Move::RefuseEnd,
            Move::Done,
        ][rng.below(5) as usize],
    }
}

fn after(pos: &Position, mv: &Move) -> Position {
    let mut p = *pos;
    p.play_unchecked(mv, &mut mancala::NoEvents);
    p
}

/// The invariants of a position reached by play.
fn check_position(pos: &Position, options: Options) {
    assert_eq!(pos.total_seeds(), total(options), "small stones conserved");
    let t = pos.topology();
    for stone in mancala::LargeStone::ALL {
        match pos.large_stone(stone) {
            StoneAt::Home | StoneAt::Held(_) => {}
            StoneAt::Pit(p) => {
                assert!(p < t.pits() && !pos.is_sink(p), "{stone:?} in a sink")
            }
            StoneAt::Hand => panic!("{stone:?} left in the hand"),
        }
    }
    for pit in 0..t.pits() {
        if pos.is_sink(pit) {
            assert_eq!(pos.seeds(pit), 0, "a sold pit is always empty");
            assert_ne!(pos.owner(pit), t.side_of(pit), "only sold pits are sinks");
        }
    }
    if let Some(limit) = options.stalemate {
        assert!(pos.plies_without_capture() <= limit);
    }
    if matches!(pos.phase(), Phase::FingerGame) || (pos.phase() == Phase::Play && pos.plies() == 0)
    {
        // A new round: stones home, pits full, the debt under one unit.
        let u = i16::from(t.cols());
        assert!(
            pos.debt().abs() < u,
            "debt {} at a round's start",
            pos.debt()
        );
        for stone in mancala::LargeStone::ALL {
            assert_eq!(pos.large_stone(stone), StoneAt::Home);
        }
        for pit in 0..t.pits() {
            let full = if pos.is_sink(pit) { 0 } else { t.cols() };
            assert_eq!(pos.seeds(pit), full, "pit {pit} at a round's start");
        }
    }
}

/// The board just after a sowing, before the turn passes (a move can end the
/// round, whose share-out sends every large stone home).
fn sown(pos: &Position, mv: &Move) -> Position {
    let played = pos.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let end = played
        .events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Turn { .. } | Event::Pass { .. } | Event::RoundEnded { .. }
            )
        })
        .unwrap_or(played.events.len());
    mancala::replay(pos, &played.events[..end]).expect("the sowing replays")
}

/// The listed moves: no duplicates, all accepted, and each placement of a
/// pit and direction leaving the board differently from every other.
fn check_list(pos: &Position) -> Vec<(Move, Position)> {
    let legal = pos.legal_moves();
    assert!(legal.len() < MAX_MOVES, "the list is never full");
    let unique: HashSet<&Move> = legal.iter().collect();
    assert_eq!(unique.len(), legal.len(), "no move is listed twice");
    let mut results = Vec::new();
    let mut seen = HashSet::new();
    for mv in legal.iter() {
        pos.check(mv)
            .unwrap_or_else(|e| panic!("listed {mv} refused: {e}\n{}", notation::encode(pos)));
        if let Move::Sow { pit, dir, .. } = *mv {
            let board = sown(pos, mv);
            let key = (
                pit,
                dir,
                board.pits().to_vec(),
                board.large_stone(mancala::LargeStone::Mu),
                board.large_stone(mancala::LargeStone::Gong),
                board.pile(Player::South),
                board.pile(Player::North),
            );
            assert!(
                seen.insert(key),
                "{mv} repeats another listed placement\n{}",
                notation::encode(pos)
            );
            results.push((*mv, after(pos, mv)));
            let last = pos.sowing_stones_last(pit, dir.expect("a direction"));
            assert!(
                last.is_some_and(|m| legal.contains(&m) || pos.check(&m).is_ok()),
                "{mv}: no stones-last move"
            );
        }
    }
    results
}

/// Every encoding of up to two placements for each pit and direction: those
/// accepted give a listed result, and every listed result is reached.
fn check_placements_exhaustively(pos: &Position, results: &[(Move, Position)]) {
    let listed: HashSet<Position> = results.iter().map(|(_, p)| *p).collect();
    let mut reached = HashSet::new();
    let max_drop = 20u8;
    let mut tried = HashSet::new();
    for (mv, _) in results {
        let Move::Sow { pit, dir, .. } = *mv else {
            continue;
        };
        if !tried.insert((pit, dir)) {
            continue;
        }
        let mut try_choices = |c: &[u8]| {
            let mut choices = Choices::NONE;
            for &d in c {
                choices.push(d);
            }
            let m = Move::Sow { pit, dir, choices };
            if pos.check(&m).is_ok() {
                let r = after(pos, &m);
                assert!(listed.contains(&r), "{m} reaches a result not listed");
                reached.insert(r);
            }
        };
        try_choices(&[]);
        for a in 1..=max_drop {
            try_choices(&[a]);
            for b in 1..=max_drop {
                try_choices(&[a, b]);
            }
        }
    }
    // Listed moves with more than two choices were not tried above.
    let long: HashSet<Position> = results
        .iter()
        .filter(|(m, _)| matches!(m, Move::Sow { choices, .. } if choices.as_slice().len() > 2))
        .map(|(_, p)| *p)
        .collect();
    for r in &listed {
        assert!(
            reached.contains(r) || long.contains(r),
            "a listed result no encoding reaches"
        );
    }
}

/// Plays one random match checking everything; returns the plies, the rounds
/// and how many positions had their placements checked exhaustively.
fn play_match(options: Options, seed: u64, rng: &mut Rng, deep: bool) -> (u32, u16, u32) {
    let mut pos = Position::new_seeded(GAME, options, seed).unwrap();
    let mut plies = 0u32;
    let mut deep_checks = 0;
    while !pos.is_over() {
        plies += 1;
        assert!(plies < 200_000, "the match never ends");
        check_position(&pos, options);
        let results = check_list(&pos);
        if deep
            && results
                .iter()
                .any(|(m, _)| matches!(m, Move::Sow { choices, .. } if !choices.is_empty()))
        {
            check_placements_exhaustively(&pos, &results);
            deep_checks += 1;
        }
        // Random other moves: refused with the position unchanged, or another
        // encoding of a listed placement.
        for _ in 0..8 {
            let mv = random_move(&pos, rng);
            let mut copy = pos;
            match copy.play_in_place(&mv, &mut Vec::new()) {
                Err(e) => {
                    assert!(!e.code().is_empty());
                    assert_eq!(copy, pos, "{mv} refused but the position changed");
                }
                Ok(()) => {
                    let listed = pos.legal_moves();
                    let same = listed.iter().any(|m| after(&pos, m) == copy);
                    assert!(same, "{mv} accepted but reaches no listed result");
                }
            }
        }
        let mv = pos
            .random_move(rng)
            .expect("a move while the match goes on");
        let played = pos
            .play(&mv)
            .unwrap_or_else(|e| panic!("{mv} refused: {e}"));
        assert_replays(&pos, &played);
        let sowings = played
            .events
            .iter()
            .filter(|e| matches!(e, Event::PickUp { .. }))
            .count();
        assert!(
            sowings <= LOOP_CAP as usize,
            "relays end under the loop cap"
        );
        let code = notation::encode(&played.position);
        assert_eq!(
            notation::decode(&code).as_ref(),
            Ok(&played.position),
            "{code}"
        );
        let mut fast = pos;
        fast.play_unchecked(&mv, &mut mancala::NoEvents);
        assert_eq!(fast, played.position, "the fast path agrees");
        pos = played.position;
    }
    check_position(&pos, options);
    let outcome = pos.outcome().expect("an outcome");
    if let Some(w) = outcome.winner {
        assert!(outcome.score[w.index()] > outcome.score[w.opponent().index()]);
    }
    (plies, pos.round(), deep_checks)
}

#[test]
fn random_matches_keep_every_invariant() {
    let mut rng = Rng::new(7);
    let mut total_deep = 0;
    for options in variants() {
        let (mut rounds, mut deep) = (0, 0);
        for _ in 0..16 {
            let (_, r, d) = play_match(options, rng.next_u64(), &mut rng, true);
            rounds += u32::from(r);
            deep += d;
        }
        assert!(rounds >= 16);
        assert!(
            deep > 10,
            "placements checked exhaustively in {deep} positions"
        );
        total_deep += deep;
    }
    assert!(
        total_deep > 500,
        "{total_deep} positions checked exhaustively"
    );
}

#[test]
fn set_numbers_of_rounds_are_played_out() {
    let mut rng = Rng::new(11);
    for (pairs, rounds) in [(&[("match", "3")][..], 3), (&[("match", "single")][..], 1)] {
        for size in ["5", "7"] {
            let mut pairs = pairs.to_vec();
            pairs.push(("size", size));
            let options = common::options(GAME, &pairs);
            for _ in 0..20 {
                let mut pos = Position::new_seeded(GAME, options, rng.next_u64()).unwrap();
                pos.random_playout(&mut rng, 100_000);
                assert!(pos.is_over());
                assert!(pos.round() <= rounds);
                let outcome = pos.outcome().unwrap();
                let worth = u32::from(outcome.score[0]) + u32::from(outcome.score[1]);
                if pos.round() == rounds && pos.topology().pits() > 0 {
                    // Decided on net worth: the two add up to the stones in
                    // play, unless a player lost every pit first.
                    let lost = (0..2).any(|p| {
                        let player = Player::BOTH[p];
                        (0..pos.topology().pits()).all(|pit| {
                            pos.topology().side_of(pit) != player || pos.owner(pit) != player
                        })
                    });
                    if !lost {
                        assert_eq!(worth, total(options));
                    }
                }
            }
        }
    }
}

#[test]
fn full_matches_end() {
    let mut rng = Rng::new(13);
    for options in [
        Options::default(),
        common::options(GAME, &[("size", "7"), ("prices", "5/5")]),
    ] {
        let mut longest = 0;
        for _ in 0..200 {
            let mut pos = Position::new_seeded(GAME, options, rng.next_u64()).unwrap();
            let plies = pos.random_playout(&mut rng, 200_000);
            assert!(pos.is_over(), "a full match ends");
            longest = longest.max(plies);
            let outcome = pos.outcome().unwrap();
            // The loser has no pit of his own row left.
            let loser = outcome
                .winner
                .expect("a full match has a winner")
                .opponent();
            let t = pos.topology();
            assert!((0..t.pits()).all(|p| t.side_of(p) != loser || pos.owner(p) != loser));
        }
        assert!(longest < 200_000);
    }
}

#[test]
fn every_position_has_a_move_until_the_end() {
    // Start-of-round phases always offer something.
    let mut rng = Rng::new(17);
    for options in variants() {
        let mut pos = Position::new_seeded(GAME, options, rng.next_u64()).unwrap();
        let mut seen_phases = HashSet::new();
        while !pos.is_over() {
            seen_phases.insert(pos.phase().code());
            assert!(!pos.legal_moves().is_empty(), "{}", notation::encode(&pos));
            let mv = pos.random_move(&mut rng).unwrap();
            pos.play_unchecked(&mv, &mut mancala::NoEvents);
        }
        assert!(seen_phases.contains("play"));
    }
}

#[test]
fn unchecked_moves_never_panic() {
    // play_unchecked trusts its caller; even so, nonsense leaves a position
    // and never a panic.
    let mut rng = Rng::new(19);
    for options in variants() {
        let mut pos = Position::new_seeded(GAME, options, rng.next_u64()).unwrap();
        for _ in 0..300 {
            if pos.is_over() {
                break;
            }
            let mut copy = pos;
            copy.play_unchecked(&random_move(&pos, &mut rng), &mut mancala::NoEvents);
            for pit in [200u8, 255] {
                for mv in [
                    Move::sow(pit),
                    Move::Sell { pit },
                    Move::BuyBack { pit },
                    Move::Huelshe { first: pit },
                ] {
                    let mut copy = pos;
                    copy.play_unchecked(&mv, &mut mancala::NoEvents);
                }
            }
            let mv = pos.random_move(&mut rng).unwrap();
            pos.play_unchecked(&mv, &mut mancala::NoEvents);
        }
    }
}
