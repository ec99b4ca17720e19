//! The computer opponent's answer is always legal: over thousands of
//! positions of every game, phase and option value, reached by seeded random
//! play, every level answers a move the rules accept (an opening layout
//! included), and nothing once the game is over.

use mancala::ai::{self, Level, Limits, NoClock};
use mancala::{Game, Options, Phase, Position, Rng};

/// Every game with its defaults, and with each value of each of its options
/// set on its own (read from the game's description).
fn variants() -> Vec<(Game, Options)> {
    let mut out = Vec::new();
    for game in Game::ALL {
        out.push((game, Options::default()));
        for spec in game.description().options {
            for value in spec.values.iter().skip(1) {
                let mut options = Options::default();
                if options.set(game, spec.key, value).is_ok() && options.validate(game).is_ok() {
                    out.push((game, options));
                }
            }
        }
    }
    out
}

#[test]
fn every_answer_is_legal_in_every_game_phase_and_option() {
    let mut rng = Rng::new(0xa1);
    let mut checked = 0u32;
    let mut phases_seen = Vec::new();
    let variants = variants();
    for &(game, options) in &variants {
        // Long matches: a handful of games, sampled every few plies.
        for _ in 0..3 {
            let mut pos = Position::new_seeded(game, options, rng.next_u64()).unwrap();
            let mut ply = 0u32;
            while !pos.is_over() && ply < 400 {
                if ply % 3 == 0 || pos.phase() != Phase::Play {
                    let level = Level::ALL[(ply as usize / 3) % Level::ALL.len()];
                    let found =
                        ai::think(&pos, level, &Limits::nodes(300), rng.next_u64(), &NoClock)
                            .unwrap_or_else(|| panic!("{game}: no answer in\n{pos:?}"));
                    assert!(
                        pos.check(&found.best).is_ok(),
                        "{game} {level}: illegal {} in\n{pos:?}",
                        found.best
                    );
                    checked += 1;
                    if !phases_seen.contains(&(game, pos.phase())) {
                        phases_seen.push((game, pos.phase()));
                    }
                }
                let mv = pos.random_move(&mut rng).unwrap();
                pos = pos.play(&mv).unwrap().position;
                ply += 1;
            }
            if pos.is_over() {
                let answer = ai::think(&pos, Level::Master, &Limits::nodes(300), 1, &NoClock);
                assert!(answer.is_none(), "{game}: an answer after the game");
            }
        }
    }
    assert!(checked > 2_000, "only {checked} positions checked");
    // Every phase a game lists (but the end) was met at least once.
    for game in Game::ALL {
        for &phase in game.description().phases {
            if phase != Phase::GameOver {
                assert!(
                    phases_seen.contains(&(game, phase)),
                    "{game}: no position in phase {phase:?} was checked"
                );
            }
        }
    }
}
