//! The position code: a versioned, compact, human-readable text holding the
//! complete state of a game, used by share links (format in
//! `docs/position-code.md`).
//!
//! ```text
//! v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S
//! v1;um-el-bagara;o=chain-own:on,stalemate:50;p=2.0.1.3.5.1.1.1.1.3;c=17.15;t=S;n=21;q=3
//! ```
//! Fields are `key=value`, separated by `;`, after the version and the game.
//! Fields holding their default are left out. Decoding never panics, checks
//! every field and the consistency of the whole, and names the field at
//! fault. Encoding then decoding any reachable position gives it back exactly.

use crate::games::dispatch;
use crate::{
    Finger, Game, LargeStone, Options, Outcome, Phase, Player, Position, StoneAt, Territory,
};
use core::fmt;

/// The version written by [`encode`].
pub const VERSION: &str = "v1";

/// The longest code accepted.
pub const MAX_CODE_LEN: usize = 2000;

/// What is wrong with a position code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// The field at fault (`version`, `game`, `p`, …), or `code` for the whole.
    pub field: String,
    /// What is wrong with it.
    pub problem: Problem,
}

/// The kinds of problem a position code can have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Longer than [`MAX_CODE_LEN`].
    TooLong,
    /// A character that no code contains (the first one found).
    BadCharacter(char),
    /// A version this software does not read.
    UnsupportedVersion,
    /// Not one of the games.
    UnknownGame,
    /// A required field is absent.
    Missing,
    /// A field no code of this game has.
    Unknown,
    /// A field given twice.
    Duplicate,
    /// The value is malformed or out of range; says what was expected.
    Invalid(&'static str),
    /// The fields are each well-formed but do not describe a possible game.
    Inconsistent(&'static str),
}

impl CodeError {
    fn new(field: &str, problem: Problem) -> CodeError {
        CodeError {
            field: field.chars().take(20).collect(),
            problem,
        }
    }

    /// A stable code for translations.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self.problem {
            Problem::TooLong => "code-too-long",
            Problem::BadCharacter(_) => "code-bad-character",
            Problem::UnsupportedVersion => "code-unsupported-version",
            Problem::UnknownGame => "code-unknown-game",
            Problem::Missing => "code-missing-field",
            Problem::Unknown => "code-unknown-field",
            Problem::Duplicate => "code-duplicate-field",
            Problem::Invalid(_) => "code-bad-field",
            Problem::Inconsistent(_) => "code-inconsistent",
        }
    }
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = &self.field;
        match &self.problem {
            Problem::TooLong => write!(
                f,
                "the position code is longer than {MAX_CODE_LEN} characters"
            ),
            Problem::BadCharacter(c) => write!(
                f,
                "the position code contains {c:?}, a character it never has"
            ),
            Problem::UnsupportedVersion => write!(
                f,
                "'{field}' is not a version of the position code read here (it reads {VERSION})"
            ),
            Problem::UnknownGame => write!(f, "'{field}' is not one of the games"),
            Problem::Missing => write!(f, "the field '{field}' is missing"),
            Problem::Unknown => write!(f, "there is no field '{field}' for this game"),
            Problem::Duplicate => write!(f, "the field '{field}' is given twice"),
            Problem::Invalid(expected) => {
                write!(f, "the field '{field}' is not valid: expected {expected}")
            }
            Problem::Inconsistent(why) => write!(f, "the position is impossible ({field}): {why}"),
        }
    }
}

impl std::error::Error for CodeError {}

fn player_code(p: Player) -> char {
    p.letter()
}

fn stone_code(at: StoneAt) -> String {
    match at {
        StoneAt::Home => "home".into(),
        StoneAt::Pit(p) => format!("p{p}"),
        StoneAt::Held(p) => player_code(p).to_string(),
        StoneAt::Hand => "hand".into(),
    }
}

fn dotted<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    items
        .into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(".")
}

/// The position code of `pos`.
#[must_use]
pub fn encode(pos: &Position) -> String {
    let game = pos.game;
    let t = pos.topology();
    let mut out = format!("{VERSION};{}", game.slug());
    let defaults = Options::default();
    let changed: Vec<String> = pos
        .options
        .pairs(game)
        .into_iter()
        .filter(|(k, v)| defaults.get(game, k).as_deref() != Some(v.as_str()))
        .map(|(k, v)| format!("{k}:{v}"))
        .collect();
    if !changed.is_empty() {
        out.push_str(&format!(";o={}", changed.join(",")));
    }
    out.push_str(&format!(";p={}", dotted(pos.pits())));
    out.push_str(&format!(";c={}.{}", pos.piles[0], pos.piles[1]));
    out.push_str(&format!(";t={}", player_code(pos.to_move)));
    if pos.phase != Phase::Play {
        out.push_str(&format!(";ph={}", pos.phase.code()));
    }
    if pos.round != 1 {
        out.push_str(&format!(";r={}", pos.round));
    }
    if pos.round_starter != Player::South {
        out.push_str(";rs=N");
    }
    if pos.plies != 0 {
        out.push_str(&format!(";n={}", pos.plies));
    }
    if pos.plies_without_capture != 0 {
        out.push_str(&format!(";q={}", pos.plies_without_capture));
    }
    if pos.passes != 0 {
        out.push_str(&format!(";x={}", pos.passes));
    }
    let description = game.description();
    if description.territory_bodies && pos.territory != default_territory(pos) {
        out.push_str(&format!(
            ";w={}+{}",
            pos.territory.south_foot, pos.territory.south_count
        ));
    }
    if t.has_stores() {
        let sold: Vec<u8> = (0..t.pits()).filter(|&p| pos.is_sink(p)).collect();
        if !sold.is_empty() {
            out.push_str(&format!(";sold={}", dotted(sold)));
        }
        for stone in LargeStone::ALL {
            if pos.large[stone as usize] != StoneAt::Home {
                out.push_str(&format!(
                    ";{}={}",
                    stone.code(),
                    stone_code(pos.large[stone as usize])
                ));
            }
        }
        if pos.debt != 0 {
            out.push_str(&format!(";d={}", pos.debt));
        }
        if let Some(f) = pos.pending_throw {
            out.push_str(&format!(";th={}", f.code()));
        }
        if pos.offer_refused {
            out.push_str(";rf=1");
        }
    }
    if pos.options.keeps_chance(game) {
        out.push_str(&format!(";rng={:x}", pos.rng));
    }
    if let Some(o) = pos.outcome {
        let w = o.winner.map_or('D', player_code);
        out.push_str(&format!(";res={w}.{}.{}", o.score[0], o.score[1]));
    }
    out
}

fn default_territory(pos: &Position) -> Territory {
    Territory {
        south_foot: 0,
        south_count: pos.topology().pits_per_side(),
    }
}

fn number<T: core::str::FromStr>(
    field: &str,
    s: &str,
    expected: &'static str,
) -> Result<T, CodeError> {
    let ok = !s.is_empty()
        && s.len() <= 6
        && s.bytes()
            .enumerate()
            .all(|(i, b)| b.is_ascii_digit() || (i == 0 && b == b'-'));
    ok.then(|| s.parse().ok())
        .flatten()
        .ok_or_else(|| CodeError::new(field, Problem::Invalid(expected)))
}

fn player(field: &str, s: &str) -> Result<Player, CodeError> {
    match s {
        "S" => Ok(Player::South),
        "N" => Ok(Player::North),
        _ => Err(CodeError::new(field, Problem::Invalid("S or N"))),
    }
}

/// Reads a position code.
pub fn decode(code: &str) -> Result<Position, CodeError> {
    let code = code.trim();
    if code.len() > MAX_CODE_LEN {
        return Err(CodeError::new("code", Problem::TooLong));
    }
    if let Some(c) = code
        .chars()
        .find(|&c| !(c.is_ascii_alphanumeric() || "=;.,:+-/".contains(c)))
    {
        return Err(CodeError::new("code", Problem::BadCharacter(c)));
    }
    let mut parts = code.split(';');
    let version = parts.next().unwrap_or_default();
    if version != VERSION {
        return Err(CodeError::new(version, Problem::UnsupportedVersion));
    }
    let game_name = parts
        .next()
        .ok_or_else(|| CodeError::new("game", Problem::Missing))?;
    let game: Game = game_name
        .parse()
        .map_err(|_| CodeError::new(game_name, Problem::UnknownGame))?;

    let mut fields: Vec<(&str, &str)> = Vec::new();
    for part in parts {
        let (k, v) = part
            .split_once('=')
            .ok_or_else(|| CodeError::new(part, Problem::Invalid("key=value")))?;
        if fields.iter().any(|(seen, _)| *seen == k) {
            return Err(CodeError::new(k, Problem::Duplicate));
        }
        fields.push((k, v));
    }
    let get = |k: &str| fields.iter().find(|(key, _)| *key == k).map(|(_, v)| *v);
    let description = game.description();
    let has_stores = description.board.has_stores();
    for (k, _) in &fields {
        let known = match *k {
            "o" | "p" | "c" | "t" | "ph" | "r" | "rs" | "n" | "q" | "res" => true,
            "w" => description.territory_bodies,
            "x" => description.ends_at_second_pass,
            "sold" | "mu" | "gong" | "d" | "th" | "rf" | "rng" => has_stores,
            _ => false,
        };
        if !known {
            return Err(CodeError::new(k, Problem::Unknown));
        }
    }

    let mut options = Options::default();
    if let Some(o) = get("o") {
        let mut seen: Vec<&str> = Vec::new();
        for pair in o.split(',') {
            let (k, v) = pair
                .split_once(':')
                .ok_or_else(|| CodeError::new("o", Problem::Invalid("key:value pairs")))?;
            if seen.contains(&k) {
                return Err(CodeError::new("o", Problem::Invalid("each option once")));
            }
            seen.push(k);
            options
                .set(game, k, v)
                .map_err(|_| CodeError::new("o", Problem::Invalid("options of this game")))?;
        }
    }
    let mut pos = Position::new(game, options)
        .map_err(|_| CodeError::new("o", Problem::Invalid("options of this game")))?;
    let total = pos.total_seeds();
    let t = pos.topology();

    let pits_text = get("p").ok_or_else(|| CodeError::new("p", Problem::Missing))?;
    let counts: Vec<&str> = pits_text.split('.').collect();
    if counts.len() != t.pits() as usize {
        return Err(CodeError::new("p", Problem::Invalid("one count per pit")));
    }
    pos.pits = [0; crate::MAX_SLOTS];
    for (i, n) in counts.iter().enumerate() {
        pos.pits[i] = number("p", n, "counts from 0 to 255")?;
    }
    let piles = get("c").ok_or_else(|| CodeError::new("c", Problem::Missing))?;
    let (a, b) = piles
        .split_once('.')
        .ok_or_else(|| CodeError::new("c", Problem::Invalid("two counts")))?;
    pos.piles = [number("c", a, "a count")?, number("c", b, "a count")?];
    pos.to_move = player(
        "t",
        get("t").ok_or_else(|| CodeError::new("t", Problem::Missing))?,
    )?;
    pos.phase = match get("ph") {
        None => Phase::Play,
        Some(s) => Phase::ALL
            .into_iter()
            .find(|p| p.code() == s)
            .ok_or_else(|| CodeError::new("ph", Problem::Invalid("a phase")))?,
    };
    pos.round = get("r").map_or(Ok(1), |s| number("r", s, "a round from 1"))?;
    pos.round_starter = get("rs").map_or(Ok(Player::South), |s| player("rs", s))?;
    pos.plies = get("n").map_or(Ok(0), |s| number("n", s, "a count of plies"))?;
    pos.plies_without_capture = get("q").map_or(Ok(0), |s| number("q", s, "a count of plies"))?;
    pos.passes = get("x").map_or(Ok(0), |s| number("x", s, "0, 1 or 2"))?;
    if let Some(w) = get("w") {
        let (foot, count) = w
            .split_once('+')
            .ok_or_else(|| CodeError::new("w", Problem::Invalid("foot+count")))?;
        let territory = Territory {
            south_foot: number("w", foot, "a pit")?,
            south_count: number("w", count, "a count of pits")?,
        };
        if territory.south_foot >= t.pits() || territory.south_count > t.pits() {
            return Err(CodeError::new(
                "w",
                Problem::Invalid("a pit and a count of pits on this board"),
            ));
        }
        pos.set_territory(territory);
    }
    if let Some(sold) = get("sold") {
        for s in sold.split('.') {
            let pit: u8 = number("sold", s, "pits")?;
            if pit >= t.pits() || pos.is_sink(pit) {
                return Err(CodeError::new(
                    "sold",
                    Problem::Invalid("distinct pits of the board"),
                ));
            }
            pos.set_owner(pit, t.side_of(pit).opponent());
        }
    }
    for stone in LargeStone::ALL {
        if let Some(s) = get(stone.code()) {
            pos.large[stone as usize] = match s {
                "home" => StoneAt::Home,
                "S" => StoneAt::Held(Player::South),
                "N" => StoneAt::Held(Player::North),
                p if p.starts_with('p') => {
                    let pit: u8 = number(stone.code(), &p[1..], "a pit")?;
                    if pit >= t.pits() {
                        return Err(CodeError::new(
                            stone.code(),
                            Problem::Invalid("a pit of the board"),
                        ));
                    }
                    StoneAt::Pit(pit)
                }
                _ => {
                    return Err(CodeError::new(
                        stone.code(),
                        Problem::Invalid("home, S, N or p and a pit"),
                    ))
                }
            };
        }
    }
    pos.debt = get("d").map_or(Ok(0), |s| number("d", s, "a signed count"))?;
    if let Some(th) = get("th") {
        pos.pending_throw = Some(
            Finger::ALL
                .into_iter()
                .find(|f| f.code() == th)
                .ok_or_else(|| CodeError::new("th", Problem::Invalid("thumb, index or little")))?,
        );
    }
    pos.offer_refused = match get("rf") {
        None => false,
        Some("1") => true,
        Some(_) => return Err(CodeError::new("rf", Problem::Invalid("1"))),
    };
    match (pos.options.keeps_chance(game), get("rng")) {
        (true, Some(s)) => {
            pos.rng = (s.len() <= 16)
                .then(|| u64::from_str_radix(s, 16).ok())
                .flatten()
                .ok_or_else(|| CodeError::new("rng", Problem::Invalid("a hexadecimal number")))?;
        }
        (true, None) => return Err(CodeError::new("rng", Problem::Missing)),
        (false, Some(_)) => return Err(CodeError::new("rng", Problem::Unknown)),
        (false, None) => pos.rng = 0,
    }
    if let Some(res) = get("res") {
        let mut it = res.split('.');
        let winner = match it.next() {
            Some("S") => Some(Player::South),
            Some("N") => Some(Player::North),
            Some("D") => None,
            _ => {
                return Err(CodeError::new(
                    "res",
                    Problem::Invalid("S, N or D and two scores"),
                ))
            }
        };
        let a = number("res", it.next().unwrap_or_default(), "two scores")?;
        let b = number("res", it.next().unwrap_or_default(), "two scores")?;
        pos.outcome = Some(Outcome {
            winner,
            score: [a, b],
        });
    }
    check_consistency(&pos, total)?;
    Ok(pos)
}

/// The checks that need the whole position.
fn check_consistency(pos: &Position, total: u32) -> Result<(), CodeError> {
    let inconsistent = |field: &str, why| Err(CodeError::new(field, Problem::Inconsistent(why)));
    if pos.total_seeds() != total {
        return inconsistent(
            "p",
            "the seeds on the board and in the piles do not add up to the game's total",
        );
    }
    let t = pos.topology();
    for pit in 0..t.pits() {
        if pos.is_sink(pit) && pos.pits[pit as usize] != 0 {
            return inconsistent("sold", "a sold pit always stays empty");
        }
    }
    if !pos.game.description().has_phase(pos.phase) {
        return inconsistent("ph", "this game has no such phase");
    }
    if (pos.phase == Phase::GameOver) != pos.outcome.is_some() {
        return inconsistent(
            "res",
            "a result goes with the game-over phase, and only with it",
        );
    }
    if let Some(o) = pos.outcome {
        let decided = Outcome::from_score(o.score).winner;
        if decided != o.winner {
            return inconsistent("res", "the winner must have the higher score");
        }
        match dispatch::final_score(pos) {
            None => return inconsistent("p", "the end of this game does not leave the board so"),
            Some(score) if score != o.score => {
                return inconsistent("res", "the scores are not those the game's end counts here")
            }
            Some(_) => {}
        }
    }
    if pos.passes > 2 {
        return inconsistent("x", "the game ends at the second pass in a row");
    }
    if pos.round == 0 {
        return inconsistent("r", "rounds are counted from 1");
    }
    if pos.offer_refused && !matches!(pos.phase, Phase::Play | Phase::Huelshe) {
        return inconsistent("rf", "an offer is refused only during a turn of play");
    }
    if pos.pending_throw.is_some() && pos.phase != Phase::FingerGame {
        return inconsistent("th", "a hidden throw belongs to the finger game");
    }
    if pos.plies_without_capture > pos.plies {
        return inconsistent("q", "more plies without capture than plies in the round");
    }
    if let Some(limit) = pos.options.stalemate {
        if pos.plies_without_capture >= limit && pos.phase != Phase::GameOver {
            return inconsistent("q", "the stalemate limit has already been reached");
        }
    }
    if pos.game.description().territory_bodies && pos.phase != Phase::GameOver {
        let count = pos.territory.south_count;
        if count == 0 || count >= t.pits() {
            return inconsistent("w", "during a match both players own pits");
        }
    }
    if pos.settled() != *pos {
        return inconsistent(
            "t",
            "the player to move cannot move here, or the game should already be over",
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_short() {
        let pos = Position::new(Game::Motiq, Options::default()).unwrap();
        assert_eq!(
            encode(&pos),
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S"
        );
        assert_eq!(decode(&encode(&pos)).unwrap(), pos);
    }
}
