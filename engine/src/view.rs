//! Plain JSON views of positions, events and errors, shared by the
//! command-line tool and the browser bindings (see `docs/bindings.md`).
//!
//! Written by hand so the engine keeps no dependencies; every string that
//! reaches the output is escaped.

use crate::{Event, Game, LargeStone, Move, Options, Player, Position, StoneAt, OPTION_KEYS};
use core::fmt::Write;

/// Appends `s` as a JSON string literal.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '<' || c == '>' || c == '&' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `s` as a JSON string literal (escaped, quoted).
#[must_use]
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    string(&mut out, s);
    out
}

fn player(p: Player) -> &'static str {
    match p {
        Player::South => "\"S\"",
        Player::North => "\"N\"",
    }
}

fn list<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut each: impl FnMut(&mut String, T),
) {
    out.push('[');
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        each(out, item);
    }
    out.push(']');
}

fn large_list(out: &mut String, mask: u8) {
    list(
        out,
        LargeStone::ALL.iter().filter(|s| mask & s.bit() != 0),
        |o, s| string(o, s.code()),
    );
}

fn large_opt(out: &mut String, stone: Option<LargeStone>) {
    match stone {
        Some(s) => string(out, s.code()),
        None => out.push_str("null"),
    }
}

/// The values each option offers, default first.
fn option_values(game: Game, key: &str) -> &'static [&'static str] {
    match key {
        "start" => &["south", "north", "random", "alternate"],
        "stalemate" => &["100", "50", "200", "off"],
        "size" if game == Game::Makonn => &["10", "8"],
        "size" => &["5", "7"],
        "round-end" => &["immediate", "hold-out"],
        "match" if game == Game::Ceelkoqyuqkoqiji => &["full", "single", "3", "5", "10"],
        "match" => &["full", "single"],
        "prices" => &["7/6", "5/5"],
        "first" => &["finger", "random", "alternate"],
        _ => &["off", "on"],
    }
}

/// Where the game was documented.
fn place(game: Game) -> &'static str {
    match game {
        Game::Motiq => "Kédang, Lembata (Indonesia)",
        Game::Ceelkoqyuqkoqiji => "Naxi, Lijiang (China)",
        Game::Makonn => "Seychelles",
        Game::Modiar => "Northern Morocco",
        Game::UmElBagara => "Kababish, Sudan",
    }
}

/// Every game with its options: `[{id, name, place, ready, options:[{key, values, default}]}]`.
#[must_use]
pub fn games_json() -> String {
    let mut out = String::new();
    list(&mut out, Game::ALL, |o, game| {
        o.push_str("{\"id\":");
        string(o, game.slug());
        o.push_str(",\"name\":");
        string(o, game.name());
        o.push_str(",\"place\":");
        string(o, place(game));
        // Every game is complete; `ready` lets the page list a future game
        // before it can be played.
        o.push_str(",\"ready\":true,\"options\":");
        let defaults = Options::default();
        list(
            o,
            OPTION_KEYS.iter().filter(|k| Options::applies(game, k)),
            |o, key| {
                o.push_str("{\"key\":");
                string(o, key);
                o.push_str(",\"values\":");
                list(o, option_values(game, key), |o, v| string(o, v));
                o.push_str(",\"default\":");
                string(o, &defaults.get(game, key).unwrap_or_default());
                o.push('}');
            },
        );
        o.push('}');
    });
    out
}

/// One legal move: `{move, pit, dir}`, and for a sowing that places large
/// stones, `large`: where each of them falls, in order, as
/// `{stone, slot}` (a slot is a pit or a store).
fn move_entry(out: &mut String, pos: &Position, mv: &Move) {
    out.push_str("{\"move\":");
    string(out, &mv.to_string());
    match *mv {
        Move::Sow { pit, dir, choices } => {
            let _ = write!(out, ",\"pit\":{pit},\"dir\":");
            match dir {
                Some(d) => string(out, d.code()),
                None => out.push_str("null"),
            }
            if !choices.is_empty() {
                let last = dir.and_then(|d| pos.sowing_stones_last(pit, d));
                let _ = write!(out, ",\"stones_last\":{}", last == Some(*mv));
                out.push_str(",\"large\":");
                let events = pos.play(mv).map(|p| p.events).unwrap_or_default();
                let drops = events.iter().filter_map(|e| match *e {
                    Event::Drop {
                        slot,
                        large: Some(s),
                    }
                    | Event::Sink {
                        slot,
                        large: Some(s),
                        ..
                    } => Some((s, slot)),
                    _ => None,
                });
                list(out, drops, |o, (stone, slot)| {
                    let _ = write!(o, "{{\"stone\":\"{}\",\"slot\":{slot}}}", stone.code());
                });
            }
        }
        _ => out.push_str(",\"pit\":null,\"dir\":null"),
    }
    out.push('}');
}

/// The snapshot the page draws (format in `docs/bindings.md`).
#[must_use]
pub fn snapshot_json(pos: &Position) -> String {
    let t = pos.topology();
    let game = pos.game();
    let mut out = String::with_capacity(1024);
    out.push_str("{\"game\":");
    string(&mut out, game.slug());
    out.push_str(",\"name\":");
    string(&mut out, game.name());
    out.push_str(",\"options\":{");
    for (i, (k, v)) in pos.options().pairs(game).into_iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(&mut out, k);
        out.push(':');
        string(&mut out, &v);
    }
    let _ = write!(
        out,
        "}},\"rows\":{},\"cols\":{},\"stores\":{}",
        t.rows(),
        t.cols(),
        t.has_stores()
    );
    out.push_str(",\"pits\":");
    list(&mut out, pos.pits(), |o, n| {
        let _ = write!(o, "{n}");
    });
    out.push_str(",\"owners\":");
    list(&mut out, 0..t.pits(), |o, p| {
        o.push_str(player(pos.owner(p)))
    });
    out.push_str(",\"sold\":");
    list(&mut out, 0..t.pits(), |o, p| {
        let _ = write!(o, "{}", t.has_stores() && pos.is_sink(p));
    });
    out.push_str(",\"large\":");
    let stones: &[LargeStone] = if t.has_stores() {
        &LargeStone::ALL
    } else {
        &[]
    };
    list(&mut out, stones, |o, &s| {
        o.push_str("{\"stone\":");
        string(o, s.code());
        match pos.large_stone(s) {
            StoneAt::Home => o.push_str(",\"at\":\"home\""),
            StoneAt::Pit(p) => {
                let _ = write!(o, ",\"at\":\"pit\",\"pit\":{p}");
            }
            StoneAt::Held(by) => {
                let _ = write!(o, ",\"at\":\"held\",\"by\":{}", player(by));
            }
            StoneAt::Hand => o.push_str(",\"at\":\"hand\""),
        }
        o.push('}');
    });
    let _ = write!(
        out,
        ",\"piles\":[{},{}],\"to_move\":{},\"phase\":",
        pos.pile(Player::South),
        pos.pile(Player::North),
        player(pos.to_move())
    );
    string(&mut out, pos.phase().code());
    let territory = pos.territory();
    let _ = write!(
        out,
        ",\"throw_pending\":{},\"singles\":{},\"round\":{},\"round_starter\":{},\"territory\":{{\"south_foot\":{},\"south_count\":{}}},\"debt\":{},\"plies_without_capture\":{},\"stalemate\":",
        pos.throw_pending(),
        pos.in_singles(),
        pos.round(),
        player(pos.round_starter()),
        territory.south_foot,
        territory.south_count,
        pos.debt(),
        pos.plies_without_capture(),
    );
    match pos.options().stalemate {
        Some(n) => {
            let _ = write!(out, "{n}");
        }
        None => out.push_str("null"),
    }
    out.push_str(",\"legal\":");
    list(&mut out, pos.legal_moves().iter(), |o, mv| {
        move_entry(o, pos, mv)
    });
    out.push_str(",\"result\":");
    match pos.outcome() {
        Some(o) => {
            out.push_str("{\"winner\":");
            match o.winner {
                Some(p) => out.push_str(player(p)),
                None => out.push_str("null"),
            }
            let _ = write!(out, ",\"score\":[{},{}]}}", o.score[0], o.score[1]);
        }
        None => out.push_str("null"),
    }
    out.push('}');
    out
}

/// One event as JSON (format in `docs/bindings.md`).
pub fn event_json(out: &mut String, event: &Event) {
    let _ = match *event {
        Event::PickUp { slot, seeds, large } => {
            let _ = write!(
                out,
                "{{\"type\":\"pickup\",\"slot\":{slot},\"seeds\":{seeds},\"large\":"
            );
            large_list(out, large);
            write!(out, "}}")
        }
        Event::Relay { slot } => write!(out, "{{\"type\":\"relay\",\"slot\":{slot}}}"),
        Event::Drop { slot, large } => {
            let _ = write!(out, "{{\"type\":\"drop\",\"slot\":{slot},\"large\":");
            large_opt(out, large);
            write!(out, "}}")
        }
        Event::Sink { slot, large, owner } => {
            let _ = write!(out, "{{\"type\":\"sink\",\"slot\":{slot},\"large\":");
            large_opt(out, large);
            write!(out, ",\"owner\":{}}}", player(owner))
        }
        Event::Capture {
            slot,
            seeds,
            large,
            by,
        } => {
            let _ = write!(
                out,
                "{{\"type\":\"capture\",\"slot\":{slot},\"seeds\":{seeds},\"large\":"
            );
            large_list(out, large);
            write!(out, ",\"by\":{}}}", player(by))
        }
        Event::Refill { slot, seeds, from } => write!(
            out,
            "{{\"type\":\"refill\",\"slot\":{slot},\"seeds\":{seeds},\"from\":{}}}",
            player(from)
        ),
        Event::Pay { from, to, seeds } => write!(
            out,
            "{{\"type\":\"pay\",\"from\":{},\"to\":{},\"seeds\":{seeds}}}",
            player(from),
            player(to)
        ),
        Event::LargeStoneHome { stone } => {
            write!(
                out,
                "{{\"type\":\"large-home\",\"stone\":\"{}\"}}",
                stone.code()
            )
        }
        Event::Pass { player: p } => write!(out, "{{\"type\":\"pass\",\"player\":{}}}", player(p)),
        Event::Territory { territory } => write!(
            out,
            "{{\"type\":\"territory\",\"south_foot\":{},\"south_count\":{}}}",
            territory.south_foot, territory.south_count
        ),
        Event::Owner { pit, owner } => {
            write!(
                out,
                "{{\"type\":\"owner\",\"pit\":{pit},\"owner\":{}}}",
                player(owner)
            )
        }
        Event::Debt { debt } => write!(out, "{{\"type\":\"debt\",\"debt\":{debt}}}"),
        Event::Throws { fingers } => write!(
            out,
            "{{\"type\":\"throws\",\"fingers\":[\"{}\",\"{}\"]}}",
            fingers[0].code(),
            fingers[1].code()
        ),
        Event::Singles { player: p } => {
            write!(out, "{{\"type\":\"singles\",\"player\":{}}}", player(p))
        }
        Event::RoundEnded { round, winnings } => write!(
            out,
            "{{\"type\":\"round-ended\",\"round\":{round},\"winnings\":[{},{}]}}",
            winnings[0], winnings[1]
        ),
        Event::RoundStarted { round } => {
            write!(out, "{{\"type\":\"round-started\",\"round\":{round}}}")
        }
        Event::PhaseChanged { phase } => {
            write!(out, "{{\"type\":\"phase\",\"phase\":\"{}\"}}", phase.code())
        }
        Event::Turn { player: p } => write!(out, "{{\"type\":\"turn\",\"player\":{}}}", player(p)),
        Event::GameOver { winner, score } => write!(
            out,
            "{{\"type\":\"game-over\",\"winner\":{},\"score\":[{},{}]}}",
            winner.map_or("null", player),
            score[0],
            score[1]
        ),
    };
}

/// A list of events as a JSON array.
#[must_use]
pub fn events_json(events: &[Event]) -> String {
    let mut out = String::new();
    list(&mut out, events, event_json);
    out
}

/// An error as `{code, message, pit?}`.
#[must_use]
pub fn error_json(code: &str, message: &str, pit: Option<u8>) -> String {
    let mut out = String::from("{\"code\":");
    string(&mut out, code);
    out.push_str(",\"message\":");
    string(&mut out, message);
    if let Some(p) = pit {
        let _ = write!(out, ",\"pit\":{p}");
    }
    out.push('}');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        string(&mut s, "a\"b\\c\n<script>");
        assert_eq!(s, r#""a\"b\\c\n\u003cscript\u003e""#);
    }

    #[test]
    fn snapshot_has_every_field() {
        let pos = Position::new(Game::Motiq, Options::default()).unwrap();
        let json = snapshot_json(&pos);
        for field in [
            "\"game\":\"motiq\"",
            "\"pits\":[4,4,4,4,4,4,4,4,4,4,4,4,4,4]",
            "\"piles\":[0,0]",
            "\"to_move\":\"S\"",
            "\"phase\":\"play\"",
            "\"legal\":[{\"move\":\"0\",\"pit\":0,\"dir\":null}",
            "\"territory\":{\"south_foot\":0,\"south_count\":7}",
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
        let json = snapshot_json(&pos);
        let start = json.find("\"move\":\"2ccw").unwrap();
        let entries = &json[start
            ..json[start..]
                .find("]},{\"move\":\"3")
                .map_or(json.len(), |e| start + e)];
        for slot in [3, 4, 10] {
            assert!(
                entries.contains(&format!("{{\"stone\":\"gong\",\"slot\":{slot}}}")),
                "{entries}"
            );
        }
        // One default ("large stones last") per pit and direction that lifts
        // the gong on the way: 0cw, 2ccw, 2cw and 4cw.
        assert_eq!(json.matches("\"stones_last\":true").count(), 4, "{json}");
        assert!(json.contains("{\"move\":\"2ccw/3\",\"pit\":2,\"dir\":\"ccw\",\"stones_last\":true,\"large\":[{\"stone\":\"gong\",\"slot\":10}]}"));
    }

    #[test]
    fn errors_name_the_pit() {
        assert_eq!(
            error_json("empty-pit", "pit 3 is empty", Some(3)),
            r#"{"code":"empty-pit","message":"pit 3 is empty","pit":3}"#
        );
    }
}
