//! `RoundSpan::list`, the rounds of a record a move list marks: checked
//! against every event of every move of whole random matches, for each
//! game, so a boundary the checkpoints' shortcut skipped would show.

use mancala::record::Record;
use mancala::view::RoundSpan;
use mancala::{Event, Game, Options, Position, Rng};

/// A match of `game` played to its end (or `max` moves) with random legal
/// moves, and the spans its events give when every move is replayed with them.
fn played(game: Game, options: &[(&str, &str)], seed: u64, max: usize) -> (Record, Vec<RoundSpan>) {
    let mut opts = Options::default();
    for (key, value) in options {
        opts.set(game, key, value).expect("a valid option");
    }
    let start = Position::new_seeded(game, opts, seed).expect("a valid start");
    let mut rng = Rng::new(seed);
    let mut record = Record::new(start);
    let mut position = start;
    let mut spans = vec![span(start.round(), 0)];
    while record.len() < max {
        let Some(mv) = position.random_move(&mut rng) else {
            break;
        };
        let mut events: Vec<Event> = Vec::new();
        position.play_unchecked(&mv, &mut events);
        record.push(mv).expect("a listed move is legal");
        let number = record.len();
        for event in events {
            match event {
                Event::RoundEnded {
                    round,
                    winnings,
                    reason,
                } => {
                    let last = spans.last_mut().expect("a round is under way");
                    assert_eq!(last.round, round, "the round under way ends");
                    last.end = Some(number);
                    last.winnings = Some(winnings);
                    last.reason = Some(reason);
                }
                Event::RoundStarted { round } => spans.push(span(round, number)),
                _ => {}
            }
        }
    }
    (record, spans)
}

fn span(round: u16, start: usize) -> RoundSpan {
    RoundSpan {
        round,
        start,
        end: None,
        winnings: None,
        reason: None,
    }
}

#[test]
fn motiq_matches_list_every_round_where_its_events_put_it() {
    let mut most = 0;
    for seed in 1..=12 {
        let (record, expected) = played(Game::Motiq, &[], seed, 30_000);
        assert_eq!(RoundSpan::list(&record), expected, "seed {seed}");
        most = most.max(expected.len());
        // In Motiq the move that ends a round lays out the next one.
        for pair in expected.windows(2) {
            assert_eq!(pair[0].end, Some(pair[1].start), "seed {seed}");
            assert_eq!(pair[1].round, pair[0].round + 1);
        }
    }
    assert!(most >= 3, "some match lasted three rounds or more ({most})");
}

#[test]
fn ceelkoqyuqkoqiji_matches_list_rounds_with_their_settlement_between() {
    let mut settled_between = 0;
    for seed in 1..=12 {
        let (record, expected) = played(Game::Ceelkoqyuqkoqiji, &[("match", "5")], seed, 20_000);
        assert_eq!(RoundSpan::list(&record), expected, "seed {seed}");
        for pair in expected.windows(2) {
            let end = pair[0].end.expect("a round followed by another is over");
            assert!(end <= pair[1].start, "seed {seed}: {pair:?}");
            if end < pair[1].start {
                settled_between += 1;
            }
        }
    }
    assert!(
        settled_between > 0,
        "some settlement or finger game took moves between two rounds"
    );
}

#[test]
fn a_single_round_game_has_one_span_and_a_record_read_back_the_same() {
    let (record, expected) = played(Game::Modiar, &[], 5, 2_000);
    let list = RoundSpan::list(&record);
    assert_eq!(list, expected);
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].start, 0);

    let (record, expected) = played(Game::Motiq, &[], 3, 30_000);
    let read: Record = record.to_string().parse().expect("its own text reads back");
    assert_eq!(RoundSpan::list(&read), expected);
}

#[test]
fn a_shortened_record_keeps_the_rounds_before_its_cut() {
    let (record, full) = played(Game::Motiq, &[], 7, 30_000);
    assert!(full.len() >= 2, "the match has a second round");
    let second = full[1].start;
    for cut in [second - 1, second, second + 1, second + 64] {
        let mut short = record.clone();
        short.truncate(cut);
        let list = RoundSpan::list(&short);
        let rounds = full.iter().filter(|s| s.start <= cut).count();
        assert_eq!(list.len(), rounds, "cut at {cut}");
        let last = list.last().expect("one round at least");
        if cut < second {
            assert_eq!(last.end, None, "cut at {cut}: round 1 is not over yet");
        } else {
            assert_eq!(list[0], full[0], "cut at {cut}");
        }
    }
}
