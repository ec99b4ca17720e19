//! Every game's description is complete and agrees with the rules: its
//! identifier and name parse back to the game, its options' defaults are
//! the defaults of `Options`, every value it lists sets and reads back, its
//! boards are the ones the `size` option gives, and its phases are the ones
//! games reach.

use mancala::{Game, OptionError, Options, Phase, Position, Rng, Topology, OPTION_KEYS};
use std::collections::BTreeSet;

#[test]
fn identifiers_and_names_parse_back_to_the_game() {
    let mut slugs = BTreeSet::new();
    for game in Game::ALL {
        let d = game.description();
        assert!(slugs.insert(d.slug), "{} is listed twice", d.slug);
        assert!(
            d.slug.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{}: an identifier is lower case with dashes",
            d.slug
        );
        assert_eq!(d.slug.parse::<Game>(), Ok(game));
        assert_eq!(d.name.parse::<Game>(), Ok(game));
        assert_eq!(game.slug(), d.slug);
        assert_eq!(game.to_string(), d.name);
    }
}

#[test]
fn the_unknown_game_message_lists_every_game() {
    let message = "chess".parse::<Game>().unwrap_err().to_string();
    for game in Game::ALL {
        assert!(message.contains(game.slug()), "{message}");
    }
}

#[test]
fn every_description_says_where_it_comes_from() {
    for game in Game::ALL {
        let d = game.description();
        assert!(!d.name.is_empty() && !d.place.is_empty());
        assert!(d.people.is_none_or(|p| !p.is_empty()));
        // "Barnes 1975": the author, then the year the citation opens with.
        let year = d.source.short.rsplit(' ').next().unwrap_or_default();
        assert_eq!(year.len(), 4, "{}", d.source.short);
        assert!(
            d.source.citation.contains(year) && d.source.citation.len() > 40,
            "{}: the citation gives the year and the work",
            d.slug
        );
        let author = d.source.short.split(' ').next().unwrap_or_default();
        assert!(d.source.citation.contains(author), "{}", d.slug);
    }
}

#[test]
fn options_are_listed_in_written_order_with_the_defaults_first() {
    let defaults = Options::default();
    for game in Game::ALL {
        let d = game.description();
        let keys: Vec<&str> = d.options.iter().map(|s| s.key).collect();
        let in_order: Vec<&str> = OPTION_KEYS
            .iter()
            .copied()
            .filter(|k| keys.contains(k))
            .collect();
        assert_eq!(keys, in_order, "{}: options in OPTION_KEYS order", d.slug);
        for key in OPTION_KEYS {
            assert_eq!(Options::applies(game, key), keys.contains(&key));
        }
        for spec in d.options {
            assert!(!spec.values.is_empty() && !spec.expected.is_empty());
            assert_eq!(
                defaults.get(game, spec.key).as_deref(),
                Some(spec.default_value()),
                "{} {}: the first value is the default",
                d.slug,
                spec.key
            );
            let distinct: BTreeSet<_> = spec.values.iter().collect();
            assert_eq!(distinct.len(), spec.values.len(), "{}", spec.key);
        }
    }
}

#[test]
fn every_listed_value_sets_and_reads_back() {
    for game in Game::ALL {
        for spec in game.description().options {
            for value in spec.values {
                let mut options = Options::default();
                options.set(game, spec.key, value).unwrap();
                assert_eq!(
                    options.get(game, spec.key).as_deref(),
                    Some(*value),
                    "{game} {}",
                    spec.key
                );
                assert!(options.validate(game).is_ok());
                assert!(Position::new(game, options).is_ok(), "{game} {value}");
                // The value survives a position code.
                let pos = Position::new(game, options).unwrap();
                let back = mancala::notation::decode(&mancala::notation::encode(&pos)).unwrap();
                assert_eq!(back.options().get(game, spec.key).as_deref(), Some(*value));
            }
        }
    }
}

#[test]
fn values_a_game_does_not_offer_are_refused_and_change_nothing() {
    for game in Game::ALL {
        let d = game.description();
        for spec in d.options {
            let mut options = Options::default();
            for value in ["", "maybe", "999", "-1", "07"] {
                if spec.accepts(value) {
                    continue;
                }
                assert!(
                    matches!(
                        options.set(game, spec.key, value),
                        Err(OptionError::BadValue { expected, .. }) if expected == spec.expected
                    ),
                    "{game} {}={value}",
                    spec.key
                );
                assert_eq!(options, Options::default());
            }
        }
        for key in OPTION_KEYS.iter().filter(|k| d.option(k).is_none()) {
            let mut options = Options::default();
            assert_eq!(
                options.set(game, key, "on"),
                Err(OptionError::NotForGame { key, game })
            );
        }
    }
}

fn same_board(a: &Topology, b: &Topology) -> bool {
    (a.rows(), a.cols(), a.slots()) == (b.rows(), b.cols(), b.slots())
}

#[test]
fn boards_are_the_ones_the_size_option_gives() {
    for game in Game::ALL {
        let d = game.description();
        let pos = Position::new(game, Options::default()).unwrap();
        assert!(same_board(pos.topology(), d.board), "{game}");
        assert_eq!(Options::default().board_size(game), d.board.cols());
        let boards: Vec<_> = d.boards().collect();
        match d.option("size") {
            None => assert_eq!(boards.len(), 1, "{game}: one board, no size option"),
            Some(spec) => {
                let sizes: Vec<String> = boards.iter().map(|b| b.cols().to_string()).collect();
                assert_eq!(
                    spec.values, sizes,
                    "{game}: a size per board, default first"
                );
                for board in boards {
                    let mut options = Options::default();
                    options
                        .set(game, "size", &board.cols().to_string())
                        .unwrap();
                    let pos = Position::new(game, options).unwrap();
                    assert!(same_board(pos.topology(), board), "{game}");
                    assert_eq!(options.board_size(game), board.cols());
                    assert_eq!(pos.pits().len(), usize::from(board.pits()));
                    assert_eq!(
                        pos.topology().pits(),
                        pos.topology().rows() * pos.topology().cols()
                    );
                }
            }
        }
    }
}

#[test]
fn phases_are_the_ones_games_reach() {
    let mut rng = Rng::new(7);
    for game in Game::ALL {
        let d = game.description();
        assert_eq!(d.phases.last(), Some(&Phase::GameOver), "{game}");
        assert!(d.has_phase(Phase::Play), "{game}");
        let mut seen = BTreeSet::new();
        for _ in 0..40 {
            let mut pos = Position::new(game, Options::default()).unwrap();
            seen.insert(pos.phase().code());
            for _ in 0..3000 {
                let Some(mv) = pos.random_move(&mut rng) else {
                    break;
                };
                pos = pos.play(&mv).unwrap().position;
                assert!(d.has_phase(pos.phase()), "{game}: {:?}", pos.phase());
                seen.insert(pos.phase().code());
            }
        }
        let listed: BTreeSet<_> = d.phases.iter().map(|p| p.code()).collect();
        assert_eq!(seen, listed, "{game}: every listed phase is reached");
    }
}

#[test]
fn only_territory_games_carry_territories_and_only_lots_keep_chance() {
    for game in Game::ALL {
        let d = game.description();
        let code = mancala::notation::encode(&Position::new(game, Options::default()).unwrap());
        assert!(!code.contains(";rng="), "{game}: no chance by default");
        for setting in d.draws_lots_when {
            let mut options = Options::default();
            options.set(game, setting.key, setting.value).unwrap();
            assert!(options.keeps_chance(game));
            let pos = Position::new(game, options).unwrap();
            assert!(mancala::notation::encode(&pos).contains(";rng="));
        }
        let with_w = format!("{code};w=1+5");
        assert_eq!(
            mancala::notation::decode(&with_w).is_ok(),
            d.territory_bodies,
            "{game}: {with_w}"
        );
    }
}
