//! What the engine tells the page about the rules (`mancala::view`): the
//! goats' owners and prices, what a result's score counts, who owns every
//! pit after a change of territory and why a round ended, all computed by
//! the engine so the page names no rule.

mod common;

use common::options;
use mancala::view::{GameInfo, Snapshot, WireEvent};
use mancala::{
    notation, Game, LargeStone, Move, Player, Position, Rng, RoundEndReason, ScoreBasis,
};

/// Plays random legal moves from `pos` until `stop` says so or the game ends;
/// returns the last position.
fn play_until(
    mut pos: Position,
    seed: u64,
    mut stop: impl FnMut(&Position, &[WireEvent], &Position) -> bool,
) -> Position {
    let mut rng = Rng::new(seed);
    for _ in 0..200_000 {
        let Some(mv) = pos.random_move(&mut rng) else {
            return pos;
        };
        let played = pos.play(&mv).unwrap();
        let events = WireEvent::list(&pos, &played.events);
        if stop(&pos, &events, &played.position) {
            return played.position;
        }
        pos = played.position;
    }
    panic!("the game did not end");
}

fn prices(game: Game, pairs: &[(&str, &str)]) -> Vec<(LargeStone, Player, u16)> {
    let pos = Position::new(game, options(game, pairs)).unwrap();
    Snapshot::of(&pos)
        .large
        .iter()
        .map(|s| (s.stone, s.owner, s.price))
        .collect()
}

#[test]
fn each_goat_has_its_owner_and_price() {
    use LargeStone::{Gong, Mu};
    use Player::{North, South};
    let g = Game::Ceelkoqyuqkoqiji;
    // Ruling §7.1, C15: mu 7 and gong 6, or both 5 by agreement; on the 2×7
    // board both 7 unless both 5 were agreed.
    assert_eq!(prices(g, &[]), [(Mu, South, 7), (Gong, North, 6)]);
    assert_eq!(
        prices(g, &[("prices", "5/5")]),
        [(Mu, South, 5), (Gong, North, 5)]
    );
    assert_eq!(
        prices(g, &[("size", "7")]),
        [(Mu, South, 7), (Gong, North, 7)]
    );
    assert_eq!(
        prices(g, &[("size", "7"), ("prices", "5/5")]),
        [(Mu, South, 5), (Gong, North, 5)]
    );
    // Games without goats list none.
    assert!(prices(Game::Motiq, &[]).is_empty());
}

#[test]
fn a_full_motiq_match_is_decided_on_pits_and_a_single_round_on_seeds() {
    let full = Position::new_seeded(Game::Motiq, options(Game::Motiq, &[]), 3).unwrap();
    let end = play_until(full, 3, |_, _, _| false);
    let result = Snapshot::of(&end).result.expect("the match ended");
    assert_eq!(result.basis, ScoreBasis::Pits);
    assert_eq!(result.score[0] + result.score[1], 14, "every pit is held");

    let single =
        Position::new_seeded(Game::Motiq, options(Game::Motiq, &[("match", "single")]), 3).unwrap();
    let end = play_until(single, 3, |_, _, _| false);
    let result = Snapshot::of(&end).result.expect("the round ended");
    assert_eq!(result.basis, ScoreBasis::Seeds);
    assert_eq!(result.score[0] + result.score[1], 56, "every seed is won");
}

#[test]
fn each_game_says_what_its_score_counts() {
    for (game, pairs, basis) in [
        // Net worth, for a single round too (§7).
        (
            Game::Ceelkoqyuqkoqiji,
            &[("match", "single")][..],
            ScoreBasis::NetWorth,
        ),
        (Game::Makonn, &[], ScoreBasis::OnBoard),
        (Game::Modiar, &[], ScoreBasis::Seeds),
        (Game::UmElBagara, &[], ScoreBasis::Seeds),
    ] {
        let start = Position::new_seeded(game, options(game, pairs), 1).unwrap();
        let end = play_until(start, 1, |_, _, _| false);
        let result = Snapshot::of(&end).result.expect("the game ended");
        assert_eq!(result.basis, basis, "{game}");
    }
}

#[test]
fn a_territory_event_names_the_owner_of_every_pit_afterwards() {
    let mut seen = 0;
    for seed in 0..20 {
        let start = Position::new_seeded(Game::Motiq, options(Game::Motiq, &[]), seed).unwrap();
        play_until(start, seed, |_, events, after| {
            for event in events {
                if let WireEvent::Territory {
                    south_foot,
                    south_count,
                    owners,
                } = event
                {
                    seen += 1;
                    assert_eq!(owners, &Snapshot::of(after).owners);
                    let south = owners.iter().filter(|&&p| p == Player::South).count();
                    assert_eq!(south, usize::from(*south_count));
                    if *south_count > 0 {
                        assert_eq!(owners[usize::from(*south_foot)], Player::South);
                    }
                }
            }
            false
        });
    }
    assert!(seen > 0, "no territory changed in 20 matches");
}

#[test]
fn a_round_says_why_it_ended() {
    // 99 plies without a capture; South's sowing of pit 0 captures nothing,
    // so the stalemate limit of 100 ends the round.
    let code = "v1;motiq;p=1.0.0.3.0.0.0.0.0.1.0.0.1.0;c=26.24;t=S;n=120;q=99";
    let pos = notation::decode(code).unwrap();
    let played = pos.play(&Move::sow(0)).unwrap();
    let ended = WireEvent::list(&pos, &played.events)
        .into_iter()
        .find_map(|e| match e {
            WireEvent::RoundEnded { reason, .. } => Some(reason),
            _ => None,
        });
    assert_eq!(ended, Some(RoundEndReason::Stalemate));
    assert_eq!(RoundEndReason::Stalemate.code(), "stalemate");
    #[cfg(feature = "serde")]
    assert_eq!(
        serde_json::to_value(RoundEndReason::Stalemate).unwrap(),
        "stalemate"
    );

    // Motiq rounds of random matches end on an empty territory or board.
    let start = Position::new_seeded(Game::Motiq, options(Game::Motiq, &[]), 5).unwrap();
    let mut reasons = Vec::new();
    play_until(start, 5, |_, events, _| {
        reasons.extend(events.iter().filter_map(|e| match e {
            WireEvent::RoundEnded { reason, .. } => Some(*reason),
            _ => None,
        }));
        false
    });
    assert!(!reasons.is_empty());
    assert!(reasons.iter().all(|r| matches!(
        r,
        RoundEndReason::TerritoryEmpty | RoundEndReason::BoardEmpty | RoundEndReason::Stalemate
    )));
}

#[test]
fn every_game_lists_its_board_as_its_snapshot_draws_it() {
    for info in GameInfo::all() {
        let game: Game = info.id.parse().unwrap();
        let snap = Snapshot::of(&Position::new(game, Default::default()).unwrap());
        assert_eq!(
            (info.board.rows, info.board.cols, info.board.stores),
            (snap.rows, snap.cols, snap.stores),
            "{}",
            info.id
        );
        assert!(!info.source.is_empty() && !info.place.is_empty());
        assert!(info.options.iter().all(|o| o.values.contains(&o.default)));
        assert_eq!(snap.territory_bodies, game == Game::Motiq);
    }
}
