//! Properties that hold for every game and every variant, checked over many
//! random games: seeds are conserved, replaying the events rebuilds the
//! position, every legal move is accepted and every other move refused with
//! the position unchanged, and every game ends.

mod common;
use common::assert_replays;
use mancala::{Dir, Game, Move, Options, Position, Rng};

/// Every game with its defaults, with another start and stalemate limit, and
/// with each of its own options set to the first value after the default
/// (the soak's list, so both cover a new game as it is).
#[path = "../examples/soak/checks.rs"]
#[allow(dead_code)] // the soak's own checks are used by `tests/soak.rs`
mod soak;
use soak::variants;

/// Every sowing move that can be written for this board.
fn all_sowings(pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    for pit in 0..pos.topology().slots() + 2 {
        out.push(Move::sow(pit));
        out.push(Move::sow_dir(pit, Dir::Cw));
        out.push(Move::sow_dir(pit, Dir::Ccw));
    }
    out
}

/// Total seeds for a game: what the board starts with.
fn total(game: Game, options: Options) -> u32 {
    Position::new(game, options).unwrap().total_seeds()
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = Rng::new(2024);
    for (game, options) in variants() {
        let seeds = total(game, options);
        // Motiq and Ceelkoqyuqkoqiji play long matches of many rounds.
        let games = if matches!(game, Game::Motiq | Game::Ceelkoqyuqkoqiji) {
            30
        } else {
            150
        };
        for _ in 0..games {
            let mut pos = Position::new_seeded(game, options, rng.next_u64()).unwrap();
            let mut plies = 0u32;
            while !pos.is_over() {
                plies += 1;
                assert!(plies < 100_000, "{game} never ends");
                let legal = pos.legal_moves();
                // Only Makonn's opening layouts are too many to list.
                let special = legal.is_empty();
                if special {
                    assert_eq!(
                        pos.phase(),
                        mancala::Phase::Arrange,
                        "{game}: no legal move\n{pos:?}"
                    );
                }
                // The lean path (count, then the move at an index) lists
                // the same moves in the same order.
                assert_eq!(pos.legal_count(), legal.len(), "{game}");
                for (index, mv) in legal.iter().enumerate() {
                    assert_eq!(pos.legal_move_at(index), Some(*mv), "{game} #{index}");
                }
                assert_eq!(pos.legal_move_at(legal.len()), None, "{game}");
                // Every other sowing is refused, and nothing changes.
                for mv in all_sowings(&pos) {
                    if !legal.contains(&mv) {
                        let before = pos;
                        let err = pos.play(&mv).expect_err("not in the legal list");
                        assert!(!err.code().is_empty());
                        assert_eq!(before, pos);
                    }
                }
                let mv = pos
                    .random_move(&mut rng)
                    .expect("a move while the game goes on");
                assert!(special || legal.contains(&mv));
                let played = pos
                    .play(&mv)
                    .unwrap_or_else(|e| panic!("{game}: legal {mv} refused: {e}"));
                assert_replays(&pos, &played);
                let code = mancala::notation::encode(&played.position);
                let decoded =
                    mancala::notation::decode(&code).unwrap_or_else(|e| panic!("{code}: {e}"));
                assert_eq!(decoded, played.position, "{code} round-trips");
                assert_eq!(
                    played.position.total_seeds(),
                    seeds,
                    "{game}: seeds conserved"
                );
                if let Some(limit) = options.stalemate {
                    assert!(
                        played.position.plies_without_capture() <= limit,
                        "{game}: over the stalemate limit"
                    );
                }
                pos = played.position;
            }
            let outcome = pos.outcome().expect("a finished game has an outcome");
            assert!(pos.legal_moves().is_empty());
            assert_eq!((pos.legal_count(), pos.legal_move_at(0)), (0, None));
            if let Some(w) = outcome.winner {
                assert!(outcome.score[w.index()] > outcome.score[w.opponent().index()]);
            } else {
                assert_eq!(outcome.score[0], outcome.score[1]);
            }
        }
    }
}

#[test]
fn the_fast_path_agrees_with_the_checked_path() {
    // Playouts use play_unchecked with no events; it must reach the same
    // positions as play with events.
    let mut rng = Rng::new(99);
    for (game, options) in variants() {
        for _ in 0..40 {
            let mut checked = Position::new_seeded(game, options, rng.next_u64()).unwrap();
            let mut fast = checked;
            while !checked.is_over() {
                let mv = checked.random_move(&mut rng).unwrap();
                checked = checked.play(&mv).unwrap().position;
                fast.play_unchecked(&mv, &mut mancala::NoEvents);
                assert_eq!(checked, fast);
            }
        }
    }
}

#[test]
fn hostile_moves_never_panic() {
    let mut rng = Rng::new(5);
    for (game, options) in variants() {
        let pos = Position::new(game, options).unwrap();
        for text in [
            "255",
            "255cw",
            "0/255",
            "huelshe@255",
            "sell255",
            "buy255",
            "arrange:255,255x255",
            "done",
            "accept",
        ] {
            let mv: Move = text.parse().unwrap();
            assert!(pos.play(&mv).is_err(), "{game}: {text}");
        }
        for _ in 0..200 {
            let mv = Move::sow((rng.next_u64() % 256) as u8);
            let _ = pos.play(&mv);
        }
    }
}
