//! A short run of the soak (`cargo run --release -p mancala-engine --example
//! soak`): a few random games of every game and option set, with every check
//! of `engine/examples/soak/checks.rs` after every move.

#[path = "../examples/soak/checks.rs"]
mod checks;

#[test]
fn a_short_soak_of_every_game_and_option_set_finds_nothing() {
    let mut failures = Vec::new();
    let mut plies = 0;
    let variants = checks::variants();
    for (i, (game, options)) in variants.iter().enumerate() {
        // Whole matches of Motiq are long: fewer of them.
        let games = if game.description().phases.len() > 2 {
            3
        } else {
            6
        };
        for g in 0..games {
            match checks::soak_game(*game, *options, (i * 100 + g) as u64) {
                Ok(report) => plies += report.plies,
                Err(e) => failures.push(e),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(plies > 10_000, "{plies} plies played");
}

#[test]
fn a_game_reports_its_plies_and_the_listed_moves_tried() {
    let (game, options) = checks::variants()[0];
    let report = checks::soak_game(game, options, 7).expect("a sound game");
    assert!(report.plies > 0 && report.tried >= report.plies);
    assert!(checks::describe(game, &options).starts_with(game.slug()));
}
