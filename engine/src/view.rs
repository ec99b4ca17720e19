//! The values the engine hands to the page and the command line: plain
//! types built from a [`Position`] and its events (shapes in
//! `docs/bindings.md`). With the `serde` feature they derive
//! `serde::Serialize`; with `typescript`, `ts_rs::TS`, from which
//! `www/board/engine-types.d.ts` is generated (checked by a test).

mod engine_error;
mod game_info;
mod legal;
mod passes;
mod rounds;
mod snapshot;
mod thought;
mod wire_event;

pub use engine_error::EngineError;
pub use game_info::{BoardInfo, GameInfo, GameOption};
pub use legal::{LegalMove, Placement};
pub use passes::PassAt;
pub use rounds::RoundSpan;
pub use snapshot::{LargeStoneState, MatchResult, OptionValues, Snapshot, StonePlace};
pub use thought::Thought;
pub use wire_event::{Stones, WireEvent};

use crate::{Game, Position};

/// Every fixed text the view types hand out as a string value rather than as
/// a unit variant: the events' `type`s, the games' identifiers and names, and
/// their option keys and values. A binding can convert these once and reuse
/// them (the browser bindings intern them at start-up).
pub fn vocabulary() -> impl Iterator<Item = &'static str> {
    let games = Game::ALL.into_iter().flat_map(|game| {
        let d = game.description();
        let options = d
            .options
            .iter()
            .flat_map(|o| core::iter::once(o.key).chain(o.values.iter().copied()));
        [d.slug, d.name].into_iter().chain(options)
    });
    WireEvent::TYPES.into_iter().chain(games)
}

/// What playing a move returns: its events, then the snapshot after it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct Played {
    /// The steps of the move, in animation order.
    pub events: Vec<WireEvent>,
    /// The position after it.
    pub snapshot: Snapshot,
}

impl Played {
    /// The move played on `before` that gave `played`.
    #[must_use]
    pub fn of(before: &Position, played: &crate::Played) -> Played {
        Played {
            events: WireEvent::list(before, &played.events),
            snapshot: Snapshot::of(&played.position),
        }
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::*;
    use crate::{Game, Move, Options, Player};
    use serde_json::{json, to_value, Value};

    #[test]
    fn snapshot_has_every_field() {
        let pos = Position::new(Game::Motiq, Options::default()).unwrap();
        let json = serde_json::to_string(&Snapshot::of(&pos)).unwrap();
        for field in [
            "\"game\":\"motiq\"",
            "\"pits\":[4,4,4,4,4,4,4,4,4,4,4,4,4,4]",
            "\"piles\":[0,0]",
            "\"to_move\":\"S\"",
            "\"phase\":\"play\"",
            "\"legal\":[{\"move\":\"0\",\"pit\":0,\"dir\":null,\"ends\":0}",
            "\"territory\":{\"south_foot\":0,\"south_count\":7},\"territory_bodies\":true",
            "\"result\":null",
        ] {
            assert!(json.contains(field), "{field} missing in {json}");
        }
    }

    #[test]
    fn placements_of_large_stones_are_described() {
        // Example 3 of the rulings: the gong lies in pit 2 with two small
        // stones; sowing it counter-clockwise can drop the gong in 3, 4 or S*.
        let code = "v1;ceelkoqyuqkoqiji;p=2.0.2.0.1.0.2.0.4.0;c=19.20;t=S;n=3;mu=home;gong=p2";
        let pos = crate::notation::decode(code).unwrap();
        let legal = Snapshot::of(&pos).legal;
        let gong_in = |slot| {
            legal.iter().any(|m| {
                m.notation.starts_with("2ccw")
                    && m.large.as_deref()
                        == Some(&[Placement {
                            stone: crate::LargeStone::Gong,
                            slot,
                        }])
            })
        };
        for slot in [3, 4, 10] {
            assert!(gong_in(slot), "{legal:?}");
        }
        // One default ("large stones last") per pit and direction that lifts
        // the gong on the way: 0cw, 2ccw, 2cw and 4cw.
        assert_eq!(
            legal.iter().filter(|m| m.stones_last == Some(true)).count(),
            4
        );
        let entry = legal.iter().find(|m| m.notation == "2ccw/3").unwrap();
        assert_eq!(
            serde_json::to_string(entry).unwrap(),
            r#"{"move":"2ccw/3","pit":2,"dir":"ccw","stones_last":true,"large":[{"stone":"gong","slot":10}],"ends":10}"#
        );
    }

    #[test]
    fn the_listed_placements_are_those_of_each_move() {
        // `LegalMove::list` works out each sowing's "large stones last"
        // placement once; it must agree with describing each move alone.
        let mut rng = crate::Rng::new(11);
        let mut pos = Position::new_seeded(Game::Ceelkoqyuqkoqiji, Options::default(), 11).unwrap();
        let mut placed = 0;
        for _ in 0..300 {
            let list = LegalMove::list(&pos);
            let each: Vec<LegalMove> = pos
                .legal_moves()
                .iter()
                .map(|mv| LegalMove::of(&pos, mv))
                .collect();
            assert_eq!(list, each);
            placed += list.iter().filter(|m| m.large.is_some()).count();
            let Some(mv) = pos.random_move(&mut rng) else {
                break;
            };
            pos = pos.play(&mv).unwrap().position;
        }
        assert!(placed > 0, "no sowing placed a large stone");
    }

    #[test]
    fn errors_name_the_pit() {
        let err = EngineError::from(
            Position::new(Game::Motiq, Options::default())
                .unwrap()
                .play(&Move::sow(9))
                .unwrap_err(),
        );
        assert_eq!(
            to_value(&err).unwrap(),
            json!({"code": "not-your-pit", "message": err.message, "pit": 9})
        );
        let plain = EngineError::new("bad-seed", "the seed must be a whole number");
        assert_eq!(
            serde_json::to_string(&plain).unwrap(),
            r#"{"code":"bad-seed","message":"the seed must be a whole number"}"#
        );
    }

    #[test]
    fn games_describe_themselves() {
        let games = to_value(GameInfo::all()).unwrap();
        let motiq = &games[0];
        assert_eq!(motiq["id"], "motiq");
        assert_eq!(
            motiq["board"],
            json!({"rows": 2, "cols": 7, "stores": false})
        );
        assert!(motiq.get("ready").is_none());
        let round_end = motiq["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["key"] == "round-end")
            .unwrap();
        assert_eq!(
            round_end,
            &json!({"key": "round-end", "values": ["immediate", "hold-out"], "default": "immediate"})
        );
        assert_eq!(games.as_array().unwrap().len(), Game::ALL.len());
    }

    #[test]
    fn every_string_of_a_game_but_notations_and_messages_is_in_the_vocabulary() {
        use crate::Rng;
        let words: Vec<&str> = vocabulary().collect();
        fn is<T: serde::de::DeserializeOwned>(s: &str) -> bool {
            serde_json::from_value::<T>(Value::String(s.to_string())).is_ok()
        }
        fn strings(v: &Value, out: &mut Vec<String>) {
            match v {
                Value::String(s) => out.push(s.clone()),
                Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
                Value::Object(o) => o
                    .iter()
                    .filter(|(k, _)| k.as_str() != "move")
                    .for_each(|(_, x)| strings(x, out)),
                _ => {}
            }
        }
        for game in Game::ALL {
            let mut rng = Rng::new(7);
            let mut pos = Position::new_seeded(game, Options::default(), 7).unwrap();
            for _ in 0..400 {
                let Some(mv) = pos.random_move(&mut rng) else {
                    break;
                };
                let played = pos.play(&mv).unwrap();
                let mut seen = Vec::new();
                strings(&to_value(Played::of(&pos, &played)).unwrap(), &mut seen);
                for s in seen {
                    // Unit variants (players, phases, stones, …) are cached by
                    // the serializer itself and need not be listed.
                    let unit = is::<Player>(&s)
                        || is::<crate::Dir>(&s)
                        || is::<crate::LargeStone>(&s)
                        || is::<StonePlace>(&s)
                        || is::<crate::Phase>(&s)
                        || is::<crate::Finger>(&s)
                        || is::<crate::RoundEndReason>(&s)
                        || is::<crate::ScoreBasis>(&s);
                    assert!(
                        unit || words.contains(&s.as_str()),
                        "{game}: {s} is not in the vocabulary"
                    );
                }
                pos = played.position;
            }
        }
    }

    #[test]
    fn events_cross_with_their_type() {
        let pos = Position::new(Game::Motiq, Options::default()).unwrap();
        let played = pos.play(&Move::sow(2)).unwrap();
        let wire = to_value(Played::of(&pos, &played)).unwrap();
        assert_eq!(
            wire["events"][0],
            json!({"type": "pickup", "slot": 2, "seeds": 4, "large": []})
        );
        assert_eq!(
            wire["events"][1],
            json!({"type": "drop", "slot": 3, "large": null})
        );
        let last = wire["events"].as_array().unwrap().last().unwrap();
        assert_eq!(last, &json!({"type": "turn", "player": "N"}));
        assert_eq!(
            wire["snapshot"],
            to_value(Snapshot::of(&played.position)).unwrap()
        );
        let _: Value = wire;
        assert_eq!(played.position.to_move(), Player::North);
    }
}
