//! Matches between two players to measure the computer's strength.
//!
//! ```text
//! cargo run --release -p mancala-engine --example tournament -- <game> <player A> <player B>
//!     [--games N] [--nodes N | --scale K | --ms N] [--option key=value ...]
//!     [--opening N] [--max-plies N] [--seed N] [--threads N]
//! ```
//!
//! A player is a level (`beginner`, `casual`, `strong`, `master`), `greedy`
//! or `random`. Games are played in pairs from the same opening (a few
//! random plies drawn from the pair's seed) with the sides swapped, in
//! parallel on every core. It prints A's wins, draws and losses, A's score
//! with its 95% confidence interval and the Elo difference that score means.
//!
//! An odd `--games` is played as the next whole number of pairs (the
//! summary says so). `--threads` may ask for at most 256 threads.
//!
//! By default each level searches with its own node budget and no clock, so
//! a match plays the same games on every machine; `--scale K` divides every
//! level's node budget by the whole number K, `--nodes N` caps every search
//! at N nodes, and
//! `--ms N` gives each move N milliseconds of wall-clock time instead (each
//! within the level's own budget; the three are alternatives, and more than
//! one is refused). The summary gives each level's limits as they apply.
//! Motiq and Ceelkoqyuqkoqiji play single rounds unless `--option match=…`
//! says otherwise. A game still running after `--max-plies` plies (1,500 by
//! default) counts as a draw.

#[path = "mancala/arguments.rs"]
mod arguments;
#[path = "mancala/clock.rs"]
mod clock;
#[path = "mancala/millis.rs"]
mod millis;
#[path = "mancala/output.rs"]
mod output;
#[path = "tournament/players.rs"]
mod players;
#[path = "tournament/stats.rs"]
mod stats;

use mancala::ai::{self, Limits, NoClock};
use mancala::{Game, Move, NoEvents, Options, Phase, Player, Position, Rng};
use players::{limits_text, Budget, Contestant};
use rayon::prelude::*;
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// What the command line asks for.
struct Setup {
    game: Game,
    options: Options,
    players: [Contestant; 2],
    /// The games asked for (`--games`); an odd count is played as the next
    /// whole number of pairs.
    games_asked: u64,
    pairs: usize,
    budget: Budget,
    opening: u32,
    max_plies: u32,
    seed: u64,
    threads: Option<usize>,
}

/// The most threads `--threads` may ask for.
const MAX_THREADS: u64 = 256;

const USAGE: &str = "usage: tournament <game> <player A> <player B> [--games N] \
[--nodes N | --scale K | --ms N] [--option key=value ...] [--opening N] [--max-plies N] \
[--seed N] [--threads N]\nplayers: beginner, casual, strong, master, greedy, random";

/// The value after `flag`, read as a whole number of at least 1.
fn count(flag: &str, value: Option<&String>) -> Result<u64, String> {
    count_up_to(flag, value, u64::MAX)
}

/// The value after `flag`, read as a whole number from 1 to `max`.
fn count_up_to(flag: &str, value: Option<&String>, max: u64) -> Result<u64, String> {
    value
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| match max {
            u64::MAX => format!("{flag} needs a whole number of at least 1"),
            _ => format!("{flag} needs a whole number from 1 to {max}"),
        })
}

fn parse(args: &[String]) -> Result<Setup, String> {
    let [game, a, b, rest @ ..] = args else {
        return Err("a game and two players are needed".into());
    };
    let game: Game = game
        .parse()
        .map_err(|e: mancala::UnknownGame| e.to_string())?;
    let mut setup = Setup {
        game,
        options: Options::default(),
        players: [a.parse()?, b.parse()?],
        games_asked: 200,
        pairs: 100,
        budget: Budget::LevelNodes,
        opening: 4,
        max_plies: 1500,
        seed: 1,
        threads: None,
    };
    let mut match_given = false;
    // The budget flags are alternatives: the one given, if any.
    let mut budget_flag: Option<&str> = None;
    let mut rest = rest.iter();
    while let Some(flag) = rest.next() {
        let value = rest.next();
        if matches!(flag.as_str(), "--nodes" | "--scale" | "--ms") {
            if let Some(given) = budget_flag.replace(flag.as_str()) {
                return Err(format!(
                    "{given} and {flag} are alternatives: give one of --nodes, --scale and --ms"
                ));
            }
        }
        match flag.as_str() {
            "--games" => {
                setup.games_asked = count(flag, value)?;
                setup.pairs = setup.games_asked.div_ceil(2) as usize;
            }
            "--nodes" => setup.budget = Budget::Nodes(count(flag, value)?),
            "--scale" => setup.budget = Budget::ScaledNodes(count(flag, value)?),
            "--ms" => {
                let ms = value.and_then(|v| millis::millis(v));
                setup.budget = Budget::Millis(ms.ok_or_else(|| millis::millis_wanted(flag))?);
            }
            "--opening" => {
                setup.opening = value
                    .and_then(|v| v.parse().ok())
                    .ok_or("--opening needs a number of plies")?;
            }
            "--max-plies" => setup.max_plies = count(flag, value)?.min(1_000_000) as u32,
            "--seed" => {
                setup.seed = value
                    .and_then(|v| v.parse().ok())
                    .ok_or("--seed needs a whole number")?
            }
            "--threads" => {
                setup.threads = Some(count_up_to(flag, value, MAX_THREADS)? as usize);
            }
            "--option" => {
                let pair = value.ok_or("--option needs key=value")?;
                let (k, v) = pair
                    .split_once('=')
                    .ok_or_else(|| format!("'{pair}' is not key=value"))?;
                setup.options.set(game, k, v).map_err(|e| e.to_string())?;
                match_given |= k == "match";
            }
            other => return Err(format!("'{other}' is not an option of the tournament")),
        }
    }
    if !match_given && Options::applies(game, "match") {
        setup
            .options
            .set(game, "match", "single")
            .map_err(|e| e.to_string())?;
    }
    Ok(setup)
}

/// How one game ended, for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Win,
    Draw,
    Loss,
}

/// One game's result and what it cost.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Games stopped at the ply cap (counted as draws).
    capped: u32,
    /// Games lost by a player that answered no legal move.
    forfeits: u32,
    /// Games the opening's random plies ended before either player moved:
    /// their pair is left out of the results.
    unplayed: u32,
    /// Pairs played from an opening left uneven after every draw.
    uneven: u32,
    plies: u64,
    /// For A and B: moves chosen, search nodes, seconds thinking.
    moves: [u64; 2],
    nodes: [u64; 2],
    seconds: [f64; 2],
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.wins += other.wins;
        self.draws += other.draws;
        self.losses += other.losses;
        self.capped += other.capped;
        self.forfeits += other.forfeits;
        self.unplayed += other.unplayed;
        self.uneven += other.uneven;
        self.plies += other.plies;
        for i in 0..2 {
            self.moves[i] += other.moves[i];
            self.nodes[i] += other.nodes[i];
            self.seconds[i] += other.seconds[i];
        }
    }

    fn record(&mut self, end: End) {
        match end {
            End::Win => self.wins += 1,
            End::Draw => self.draws += 1,
            End::Loss => self.losses += 1,
        }
    }

    fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }
}

/// A well-mixed 64-bit value from `x` (SplitMix64's finaliser).
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Positions searched to judge an opening (about a Strong move's worth).
const OPENING_CHECK_NODES: u64 = 150_000;

/// The most an opening may leave one side ahead by, in the evaluation's
/// units (about 100 a seed), for its pair to be played.
const OPENING_WINDOW: i32 = 500;

/// Openings drawn at most for one pair before the last uneven one is
/// kept (`None` if every draw met another phase).
const OPENING_TRIES: u32 = 50;

/// The opening of a pair: the start position of `pair_seed` after the
/// opening's random plies, drawn so that they all fall before any decision
/// of another phase (a draw meeting a huelshe is passed over; where one
/// comes first in every draw, Makonn's layouts, the plies are played inside
/// each game instead, after the players' own decisions: `None`). An
/// opening is drawn again while a search finds a forced win after it for
/// either side, or leaves one side more than five seeds ahead: the two
/// games of its pair would then each go to whoever sits on the better
/// side, whatever the players' strength, and count as an even pair however
/// well or badly the stronger player plays. Of the first
/// draws of four plies of 60 pairs, the search found a forced win in 33 of
/// Modiar's (a game of some fifteen plies) and a side more than five seeds
/// ahead in 12 more; a side more than five seeds ahead in 34 of
/// Ceelkoqyuqkoqiji's 49 (its relays capture much at once; 11 met a
/// decision of another phase), 29 of Motiq's and 18 of Um el-Bagara's.
fn opening(setup: &Setup, pair_seed: u64) -> Option<Drawn> {
    let start = Position::new_seeded(setup.game, setup.options, pair_seed).ok()?;
    let mut rng = Rng::new(mix(pair_seed));
    let mut kept: Option<Position> = None;
    for _ in 0..OPENING_TRIES {
        // A draw that meets another phase (a huelshe) is passed over.
        let Some(drawn) = draw_plies(start, setup.opening, &mut rng) else {
            continue;
        };
        if is_even(&drawn) {
            return Some(Drawn {
                pos: drawn,
                even: true,
            });
        }
        // An uneven opening still open is kept over one that ended the game
        // (whose pair is then not played).
        if !kept.is_some_and(|k| !k.is_over()) {
            kept = Some(drawn);
        }
    }
    kept.map(|pos| Drawn { pos, even: false })
}

/// An opening drawn for a pair, and whether it is even (`is_even`); an
/// uneven one is the last open one of [`OPENING_TRIES`] draws.
#[derive(Clone, Copy)]
struct Drawn {
    pos: Position,
    even: bool,
}

/// `start` after `plies` random plies drawn from `rng` (fewer if the game
/// ends; never an offer to end the round), throws of pure chance (the
/// finger game) drawn on the way without counting as plies; `None` where a
/// decision of another phase comes first.
fn draw_plies(start: Position, plies: u32, rng: &mut Rng) -> Option<Position> {
    let mut pos = start;
    let mut left = plies;
    while left > 0 && !pos.is_over() {
        let moves = pos.legal_moves();
        let chance = moves.is_pure_chance();
        if pos.phase() != Phase::Play && !chance {
            return None;
        }
        let choices: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| *mv != Move::OfferEnd)
            .collect();
        let mv = *choices.get(rng.below(choices.len().try_into().ok()?) as usize)?;
        pos.play_unchecked(&mv, &mut NoEvents);
        if !chance {
            left -= 1;
        }
    }
    Some(pos)
}

/// Whether the game in `pos` is still open and about even: not over, and a
/// search finds no forced win for either side and neither more than
/// [`OPENING_WINDOW`] ahead.
fn is_even(pos: &Position) -> bool {
    !pos.is_over()
        && ai::analyse(pos, &Limits::nodes(OPENING_CHECK_NODES), 0, &NoClock)
            .is_some_and(|found| !found.forced() && found.score.abs() <= OPENING_WINDOW)
}

/// Plays one game, `south_is_a` saying who sits where, from the opening of
/// `pair_seed` (`drawn`, when it could be drawn beforehand); `game_seed`
/// seeds the players' choices.
fn play_game(
    setup: &Setup,
    pair_seed: u64,
    drawn: Option<Position>,
    south_is_a: bool,
    game_seed: u64,
) -> Tally {
    let mut tally = Tally::default();
    let Ok(mut pos) = Position::new_seeded(setup.game, setup.options, pair_seed) else {
        return tally;
    };
    let mut opening = Rng::new(mix(pair_seed));
    let mut random_plies = setup.opening;
    if let Some(drawn) = drawn {
        pos = drawn;
        random_plies = 0;
    }
    let a_side = if south_is_a {
        Player::South
    } else {
        Player::North
    };
    for ply in 0..setup.max_plies {
        if pos.is_over() {
            break;
        }
        tally.plies += 1;
        // The opening's random plies are ordinary moves; decisions of other
        // phases (a layout, a finger) are the players' own.
        if random_plies > 0 && pos.phase() == Phase::Play {
            random_plies -= 1;
            if let Some(mv) = pos.random_move(&mut opening) {
                pos.play_unchecked(&mv, &mut NoEvents);
            }
            continue;
        }
        let mover = pos.to_move();
        let who = usize::from(mover != a_side);
        let contestant = setup.players[who];
        let started = Instant::now();
        let choice = contestant.choose(&pos, setup.budget, mix(game_seed ^ u64::from(ply)));
        tally.seconds[who] += started.elapsed().as_secs_f64();
        let Some(choice) = choice.filter(|c| pos.check(&c.mv).is_ok()) else {
            tally.forfeits += 1;
            tally.record(if mover == a_side { End::Loss } else { End::Win });
            return tally;
        };
        tally.moves[who] += 1;
        tally.nodes[who] += choice.nodes;
        pos.play_unchecked(&choice.mv, &mut NoEvents);
    }
    if tally.moves == [0, 0] && pos.is_over() {
        // The opening's random plies ended the game: nobody played it.
        tally.unplayed += 1;
        return tally;
    }
    let end = match pos.outcome() {
        None => {
            tally.capped += 1;
            End::Draw
        }
        Some(outcome) => match outcome.winner {
            None => End::Draw,
            Some(winner) if winner == a_side => End::Win,
            Some(_) => End::Loss,
        },
    };
    tally.record(end);
    tally
}

/// The seed of the pair `index`: its opening and its players' choices.
fn pair_seed(setup: &Setup, index: u64) -> u64 {
    mix(setup.seed.wrapping_mul(1_000_003).wrapping_add(index))
}

/// Plays the pair `index`: the same opening with A as South, then as North.
fn play_pair(setup: &Setup, index: u64) -> Tally {
    let pair_seed = pair_seed(setup, index);
    let drawn = opening(setup, pair_seed);
    let start = drawn.map(|d| d.pos);
    let mut tally = play_game(setup, pair_seed, start, true, mix(pair_seed ^ 1));
    tally.add(&play_game(
        setup,
        pair_seed,
        start,
        false,
        mix(pair_seed ^ 2),
    ));
    if tally.unplayed > 0 {
        // Both games or neither: a pair with one game alone is no pair.
        return Tally {
            unplayed: 2,
            ..Tally::default()
        };
    }
    tally.uneven = u32::from(drawn.is_some_and(|d| !d.even));
    tally
}

/// The settings of `options` as `key=value` words.
fn option_text(game: Game, options: &Options) -> String {
    options
        .pairs(game)
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `count` things: `1 pair`, `2 pairs`.
fn plural(count: u64, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// Writes the match's summary; false when no pair could be played.
fn report(setup: &Setup, pairs: &[Tally], seconds: f64) -> bool {
    let (played, unplayed): (Vec<Tally>, Vec<Tally>) = pairs.iter().partition(|p| p.unplayed == 0);
    let mut total = Tally::default();
    for pair in &played {
        total.add(pair);
    }
    let [a, b] = setup.players;
    // The same player on both sides: which is A.
    let names = if a.to_string() == b.to_string() {
        [format!("{a} (A)"), format!("{b} (B)")]
    } else {
        [a.to_string(), b.to_string()]
    };
    let games = total.wins + total.draws + total.losses;
    let d = setup.game.description();
    // An odd --games is played as whole pairs, one game more.
    let asked = if u64::from(games) == setup.games_asked {
        String::new()
    } else {
        format!(" ({} asked, played in pairs)", setup.games_asked)
    };
    output::line(&format!(
        "{} ({}): {} against {}, {} in {}{asked}",
        d.name,
        option_text(setup.game, &setup.options),
        names[0],
        names[1],
        plural(games.into(), "game", "games"),
        plural(played.len() as u64, "pair", "pairs"),
    ));
    let uneven = if total.uneven > 0 {
        format!(
            " ({} not even after {OPENING_TRIES} draws)",
            plural(total.uneven.into(), "pair's opening", "pairs' openings")
        )
    } else {
        String::new()
    };
    output::line(&format!(
        "{}; openings of {} random plies{uneven}; a game over {} plies is a draw",
        setup.budget, setup.opening, setup.max_plies
    ));
    if !unplayed.is_empty() {
        output::line(&format!(
            "{} not played: every opening drawn for them ended the game (fewer plies with --opening)",
            plural(unplayed.len() as u64, "pair", "pairs")
        ));
    }
    if played.is_empty() {
        return false;
    }
    output::line(&format!(
        "{}: {}, {}, {} ({} capped, {})",
        names[0],
        plural(total.wins.into(), "win", "wins"),
        plural(total.draws.into(), "draw", "draws"),
        plural(total.losses.into(), "loss", "losses"),
        plural(total.capped.into(), "game", "games"),
        plural(total.forfeits.into(), "forfeit", "forfeits"),
    ));
    let pair_scores: Vec<f64> = played.iter().map(|p| p.points() / 2.0).collect();
    let score = stats::score_interval(&pair_scores);
    output::line(&format!(
        "score {:.1}% (95% CI {:.1}% … {:.1}%)",
        score.mean * 100.0,
        score.low * 100.0,
        score.high * 100.0
    ));
    output::line(&format!(
        "Elo {} (95% CI {} … {})",
        stats::elo_text(stats::elo(score.mean)),
        stats::elo_text(stats::elo(score.low)),
        stats::elo_text(stats::elo(score.high))
    ));
    for (i, player) in setup.players.iter().enumerate() {
        let moves = total.moves[i].max(1) as f64;
        let limits = match player {
            Contestant::Computer(level) => {
                format!(" ({})", limits_text(&setup.budget.limits(*level)))
            }
            _ => String::new(),
        };
        output::line(&format!(
            "{}{limits}: {} moves, {:.0} nodes and {:.2} ms a move",
            names[i],
            total.moves[i],
            total.nodes[i] as f64 / moves,
            total.seconds[i] * 1000.0 / moves
        ));
    }
    output::line(&format!(
        "{} plies ({:.1} a game) in {:.1} s on {}",
        total.plies,
        total.plies as f64 / f64::from(games.max(1)),
        seconds,
        plural(rayon::current_num_threads() as u64, "thread", "threads")
    ));
    true
}

fn main() -> ExitCode {
    let args = arguments::text_arguments();
    if let Ok(args) = &args {
        if matches!(args.first().map(String::as_str), Some("--help" | "-h")) {
            output::line(USAGE);
            return ExitCode::SUCCESS;
        }
    }
    let setup = match args.and_then(|args| parse(&args)) {
        Ok(setup) => setup,
        Err(message) => {
            output::note(&format!("error: {message}\n{USAGE}"));
            return ExitCode::from(2);
        }
    };
    if let Some(threads) = setup.threads {
        if let Err(e) = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
        {
            output::note(&format!("error: {e}"));
            return ExitCode::from(2);
        }
    }
    let started = Instant::now();
    let done = AtomicUsize::new(0);
    let pairs: Vec<Tally> = (0..setup.pairs as u64)
        .into_par_iter()
        .map(|index| {
            let tally = play_pair(&setup, index);
            let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
            if finished % 10 == 0 || finished == setup.pairs {
                output::note(&format!(
                    "{finished}/{} pairs, {:.0} s",
                    setup.pairs,
                    started.elapsed().as_secs_f64()
                ));
            }
            tally
        })
        .collect();
    if report(&setup, &pairs, started.elapsed().as_secs_f64()) {
        ExitCode::SUCCESS
    } else {
        output::note("error: no pair could be played");
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup(args: &[&str]) -> Setup {
        let args: Vec<String> = args.iter().map(|a| (*a).to_string()).collect();
        parse(&args).expect("a valid command line")
    }

    #[test]
    fn an_opening_that_leaves_one_side_far_ahead_is_drawn_again() {
        // Modiar, some fifteen plies a game: four random plies often leave
        // one side a forced win. Such a first draw is never kept.
        let setup = setup(&["modiar", "master", "greedy"]);
        let mut redrawn = 0;
        for index in 0..8 {
            let seed = pair_seed(&setup, index);
            let start = Position::new_seeded(setup.game, setup.options, seed).unwrap();
            let first = draw_plies(start, setup.opening, &mut Rng::new(mix(seed))).unwrap();
            let kept = opening(&setup, seed)
                .expect("Modiar's random plies come first")
                .pos;
            assert!(is_even(&kept), "pair {index}");
            if !is_even(&first) {
                redrawn += 1;
                assert_ne!(first, kept, "pair {index}");
            } else {
                assert_eq!(first, kept, "pair {index}: a first draw left open is kept");
            }
        }
        assert!(redrawn > 0, "every opening of 8 was even");
    }

    #[test]
    fn the_finger_game_is_part_of_an_opening() {
        // Ceelkoqyuqkoqiji's finger game is pure chance, drawn before the
        // random plies: the opening is past it.
        let setup = setup(&["ceelkoqyuqkoqiji", "master", "greedy"]);
        let drawn = (0..4)
            .filter_map(|index| opening(&setup, pair_seed(&setup, index)).map(|d| d.pos))
            .collect::<Vec<_>>();
        assert!(!drawn.is_empty());
        for pos in drawn {
            assert_ne!(pos.phase(), Phase::FingerGame);
        }
    }

    #[test]
    fn a_first_draw_meeting_a_huelshe_is_drawn_again() {
        // Four random plies of Ceelkoqyuqkoqiji sometimes empty a sector,
        // and its player's huelshe comes before the last ply. Such a first
        // draw is passed over like an uneven one: the pair still gets an
        // even opening drawn beforehand (its plies once went into the games
        // unjudged, and left a side twenty seeds behind).
        let setup = setup(&["ceelkoqyuqkoqiji", "master", "greedy"]);
        let met: Vec<u64> = (0..60)
            .filter(|&index| {
                let seed = pair_seed(&setup, index);
                let start = Position::new_seeded(setup.game, setup.options, seed).unwrap();
                draw_plies(start, setup.opening, &mut Rng::new(mix(seed))).is_none()
            })
            .take(2)
            .collect();
        assert!(!met.is_empty(), "no first draw of 60 met a huelshe");
        for index in met {
            let kept = opening(&setup, pair_seed(&setup, index))
                .expect("a later draw of the pair")
                .pos;
            assert!(is_even(&kept), "pair {index}");
        }
    }

    #[test]
    fn an_opening_after_another_phase_is_played_in_each_game() {
        // Makonn's layouts come before its random plies: no opening is drawn
        // beforehand.
        let setup = setup(&["makonn", "master", "greedy"]);
        assert!(opening(&setup, pair_seed(&setup, 0)).is_none());
    }

    #[test]
    fn a_pair_whose_openings_all_end_the_game_is_not_played() {
        // A thousand random plies end any game of Modiar: no result counts.
        let ended = setup(&["modiar", "casual", "greedy", "--opening", "1000"]);
        let tally = play_pair(&ended, 0);
        assert_eq!(
            (tally.unplayed, tally.wins + tally.draws + tally.losses),
            (2, 0)
        );
        assert!(
            !report(&ended, &[tally], 0.0),
            "nothing played is no result"
        );
        // Four plies leave it open: played.
        let open = setup(&["modiar", "casual", "greedy"]);
        let tally = play_pair(&open, 0);
        assert_eq!(
            (tally.unplayed, tally.wins + tally.draws + tally.losses),
            (0, 2)
        );
    }
}
