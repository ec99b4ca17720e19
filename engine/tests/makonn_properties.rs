//! Makonn property tests: random games on both boards, with random legal
//! layouts, checked move by move against a second, deliberately plain
//! reading of `shared/rules/makonn.md` written here from the rules alone.

use mancala::{
    replay, Arrangement, Event, Game, Move, Options, Phase, Player, Position, Rng, StartingSide,
    LOOP_CAP, MAX_SIDE,
};

/// The model: a board of `4m` pits in the shared numbering and nothing else.
#[derive(Clone, Debug, PartialEq)]
struct Model {
    m: usize,
    pits: Vec<u8>,
    piles: [u16; 2],
    /// 0 South, 1 North.
    to_move: usize,
    starter: usize,
    /// Openings laid out so far (2 = playing).
    openings: u8,
    over: bool,
    winner: Option<Option<usize>>,
    quiet_plies: u16,
    passes: u8,
    stalemate: Option<u16>,
    /// What the move just played should have announced.
    announced: Vec<Event>,
}

fn player(i: usize) -> Player {
    if i == 0 {
        Player::South
    } else {
        Player::North
    }
}

impl Model {
    fn new(m: usize, starter: usize, stalemate: Option<u16>) -> Model {
        Model {
            m,
            pits: vec![1; 4 * m],
            piles: [0, 0],
            to_move: starter,
            starter,
            openings: 0,
            over: false,
            winner: None,
            quiet_plies: 0,
            passes: 0,
            stalemate,
            announced: Vec::new(),
        }
    }

    fn own(&self, p: usize) -> std::ops::Range<usize> {
        2 * self.m * p..2 * self.m * (p + 1)
    }

    /// The next pit of the owner's own circuit (§1).
    fn next(&self, pit: usize) -> usize {
        let base = pit / (2 * self.m) * 2 * self.m;
        base + (pit - base + 1) % (2 * self.m)
    }

    fn inner(&self, pit: usize) -> bool {
        pit % (2 * self.m) >= self.m
    }

    /// Inner `x` faces inner `5m − 1 − x`; behind that is `x + m` (South's
    /// inner) or `x − 3m` (North's inner).
    fn facing(&self, pit: usize) -> (usize, usize) {
        let behind = if pit < 2 * self.m {
            pit + self.m
        } else {
            pit - 3 * self.m
        };
        (5 * self.m - 1 - pit, behind)
    }

    fn seeds(&self, p: usize) -> u16 {
        self.own(p).map(|i| u16::from(self.pits[i])).sum()
    }

    fn singles(&self, p: usize) -> bool {
        self.openings == 2 && self.seeds(p) > 0 && self.own(p).all(|i| self.pits[i] <= 1)
    }

    /// §4 and §5.
    fn legal(&self, p: usize) -> Vec<u8> {
        let only_singles = self.own(p).all(|i| self.pits[i] <= 1);
        self.own(p)
            .filter(|&i| {
                if only_singles {
                    self.pits[i] == 1 && self.pits[self.next(i)] == 0
                } else {
                    self.pits[i] >= 2
                }
            })
            .map(|i| i as u8)
            .collect()
    }

    fn take_facing(&mut self, pit: usize, by: usize) -> u16 {
        let (f, b) = self.facing(pit);
        if self.pits[f] == 0 {
            return 0;
        }
        let taken = u16::from(self.pits[f]) + u16::from(self.pits[b]);
        self.pits[f] = 0;
        self.pits[b] = 0;
        self.piles[by] += taken;
        taken
    }

    /// §3: a layout is valid when it has one count per own pit, the same
    /// total, a capture (if any) from an own inner pit holding exactly one
    /// facing an occupied pit, and not one seed in every pit.
    fn valid(&self, a: &Arrangement) -> bool {
        let p = self.to_move;
        let n = 2 * self.m;
        if self.openings >= 2 || usize::from(a.len) != n {
            return false;
        }
        let layout = &a.layout[..n];
        if layout.iter().map(|&x| u16::from(x)).sum::<u16>() != self.seeds(p) {
            return false;
        }
        if let Some(c) = a.capture {
            let c = usize::from(c);
            if !self.own(p).contains(&c) || !self.inner(c) {
                return false;
            }
            if layout[c - self.own(p).start] != 1 || self.pits[self.facing(c).0] == 0 {
                return false;
            }
        }
        !layout.iter().all(|&x| x == 1)
    }

    fn arrange(&mut self, a: &Arrangement) {
        let p = self.to_move;
        let start = self.own(p).start;
        self.pits[start..start + 2 * self.m].copy_from_slice(&a.layout[..2 * self.m]);
        if let Some(c) = a.capture {
            self.take_facing(usize::from(c), p);
        }
        self.openings += 1;
        self.announced.clear();
        if self.openings == 1 {
            self.to_move = 1 - p;
        } else {
            for q in 0..2 {
                if self.singles(q) {
                    self.announced.push(Event::Singles { player: player(q) });
                }
            }
            self.hand_on(p, false);
        }
    }

    /// Plays a sowing; returns how many lifts it made.
    fn sow(&mut self, pit: usize) -> u32 {
        let p = self.to_move;
        let before = [self.singles(0), self.singles(1)];
        let mut origin = pit;
        let mut captured = 0;
        let mut lifts = 0;
        loop {
            lifts += 1;
            let hand = self.pits[origin];
            self.pits[origin] = 0;
            let mut at = origin;
            for _ in 0..hand {
                at = self.next(at);
                self.pits[at] += 1;
            }
            if self.pits[at] > 1 {
                if lifts == LOOP_CAP {
                    break; // M10
                }
                origin = at;
                continue;
            }
            if self.inner(at) {
                captured = self.take_facing(at, p);
            }
            break;
        }
        self.announced.clear();
        for (q, was) in before.into_iter().enumerate() {
            if self.singles(q) && !was {
                self.announced.push(Event::Singles { player: player(q) });
            }
        }
        self.quiet_plies = if captured > 0 {
            0
        } else {
            self.quiet_plies + 1
        };
        let stale = self
            .stalemate
            .is_some_and(|limit| self.quiet_plies >= limit);
        self.hand_on(p, stale);
        lifts
    }

    /// §5–6: no seeds loses; stalemate; a player with no move passes; two
    /// passes in a row end the game.
    fn hand_on(&mut self, mover: usize, stale: bool) {
        let opp = 1 - mover;
        self.passes = 0;
        if stale || self.seeds(opp) == 0 {
            return self.end();
        }
        if !self.legal(opp).is_empty() {
            self.to_move = opp;
            return;
        }
        self.announced.push(Event::Pass {
            player: player(opp),
        });
        self.passes = 1;
        if self.legal(mover).is_empty() {
            self.announced.push(Event::Pass {
                player: player(mover),
            });
            self.passes = 2;
            self.end();
        }
    }

    fn end(&mut self) {
        self.over = true;
        let (s, n) = (self.seeds(0), self.seeds(1));
        self.winner = Some(match s.cmp(&n) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        });
    }
}

/// The engine and the model agree on everything visible.
fn same(pos: &Position, model: &Model, context: &str) {
    assert_eq!(pos.pits(), &model.pits[..], "{context}: pits");
    assert_eq!(
        [pos.pile(Player::South), pos.pile(Player::North)],
        model.piles,
        "{context}: piles"
    );
    assert_eq!(pos.is_over(), model.over, "{context}: over");
    assert_eq!(pos.passes(), model.passes, "{context}: passes");
    if model.over {
        let winner = pos.outcome().map(|o| o.winner.map(|p| p.index()));
        assert_eq!(winner, model.winner, "{context}: winner");
    } else {
        assert_eq!(pos.to_move().index(), model.to_move, "{context}: to move");
        let phase = if model.openings < 2 {
            Phase::Arrange
        } else {
            Phase::Play
        };
        assert_eq!(pos.phase(), phase, "{context}: phase");
        assert_eq!(
            pos.in_singles(),
            model.singles(model.to_move),
            "{context}: singles"
        );
    }
}

/// The events that say something beyond seeds moving.
fn announcements(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .copied()
        .filter(|e| matches!(e, Event::Singles { .. } | Event::Pass { .. }))
        .collect()
}

/// A random layout the model accepts, made independently of the engine's
/// own generator: a capture half the time when one is possible, the other
/// seeds dropped into a few random pits.
fn model_layout(model: &Model, rng: &mut Rng) -> Arrangement {
    let n = 2 * model.m;
    let base = model.own(model.to_move).start;
    loop {
        let mut a = Arrangement {
            layout: [0; MAX_SIDE],
            len: n as u8,
            capture: None,
        };
        let mut seeds = model.seeds(model.to_move);
        if rng.below(2) == 0 {
            let c = base + model.m + rng.below(model.m as u32) as usize;
            if model.pits[model.facing(c).0] > 0 {
                a.layout[c - base] = 1;
                a.capture = Some(c as u8);
                seeds -= 1;
            }
        }
        let spots: Vec<usize> = (0..1 + rng.below(6))
            .map(|_| rng.below(n as u32) as usize)
            .collect();
        for _ in 0..seeds {
            let i = spots[rng.below(spots.len() as u32) as usize];
            if Some((base + i) as u8) == a.capture {
                a.layout[(i + 1) % n] += 1;
            } else {
                a.layout[i] += 1;
            }
        }
        if model.valid(&a) {
            return a;
        }
    }
}

/// A near miss: a valid layout with one thing changed (its length, one
/// count, the capture pit), or one seed in every pit. Usually wrong.
fn junk_layout(model: &Model, rng: &mut Rng) -> Arrangement {
    let n = 2 * model.m;
    let mut a = model_layout(model, rng);
    let i = rng.below(n as u32) as usize;
    match rng.below(6) {
        0 => {
            a.len = if rng.below(2) == 0 {
                rng.below(256) as u8
            } else {
                (n - 1 + 2 * (i % 2)) as u8
            }
        }
        1 => a.layout[i] = a.layout[i].saturating_add(1),
        2 => a.layout[i] = a.layout[i].saturating_sub(1),
        3 => {
            let range = if rng.below(4) == 0 {
                256
            } else {
                4 * model.m as u32
            };
            a.capture = Some(rng.below(range) as u8);
        }
        4 => {
            // A capture from an own inner pit holding one, whatever it faces.
            let base = model.own(model.to_move).start;
            let c = model.m + rng.below(model.m as u32) as usize;
            a.layout[c] = 1;
            a.layout[if c == n - 1 { 0 } else { n - 1 }] = 0;
            a.capture = Some((base + c) as u8);
        }
        _ => a.layout = [1; MAX_SIDE],
    }
    a
}

/// Recovers the arrangement that turned `before` into `after` (to mirror
/// the engine's own random layouts in the model).
fn arrangement_between(before: &Position, after: &Position, m: usize) -> Arrangement {
    let p = before.to_move().index();
    let own = 2 * m * p..2 * m * (p + 1);
    let mut a = Arrangement {
        layout: [0; MAX_SIDE],
        len: (2 * m) as u8,
        capture: None,
    };
    a.layout[..2 * m].copy_from_slice(&after.pits()[own.clone()]);
    for x in own.filter(|&x| x % (2 * m) >= m) {
        let f = 5 * m - 1 - x;
        if before.seeds(f as u8) > 0 && after.seeds(f as u8) == 0 {
            a.capture = Some(x as u8);
        }
    }
    a
}

/// Plays `mv` on both, checking events, replay and conservation.
fn play_both(
    pos: &Position,
    model: &mut Model,
    mv: &Move,
    context: &str,
    stats: &mut Stats,
) -> Position {
    let played = pos
        .play(mv)
        .unwrap_or_else(|e| panic!("{context}: {mv} refused: {e}"));
    let new = played.position;
    let events = &played.events;
    let rebuilt = replay(pos, events).unwrap_or_else(|e| panic!("{context}: replay: {e:?}"));
    assert_eq!(rebuilt.pits(), new.pits(), "{context}: replayed pits");
    assert_eq!(
        [rebuilt.pile(Player::South), rebuilt.pile(Player::North)],
        [new.pile(Player::South), new.pile(Player::North)]
    );
    assert_eq!(rebuilt.phase(), new.phase(), "{context}: replayed phase");
    if !new.is_over() {
        assert_eq!(rebuilt.to_move(), new.to_move(), "{context}: replayed turn");
    }
    assert_eq!(
        new.total_seeds(),
        pos.total_seeds(),
        "{context}: seeds conserved"
    );
    let lifts = events
        .iter()
        .filter(|e| matches!(e, Event::PickUp { .. }))
        .count();
    for e in events {
        match e {
            Event::Singles { .. } => stats.singles += 1,
            Event::Pass { .. } => stats.passes += 1,
            Event::Capture { .. } if matches!(mv, Move::Arrange(_)) => stats.opening_captures += 1,
            _ => {}
        }
    }
    if lifts == LOOP_CAP as usize {
        stats.capped += 1;
    }
    match *mv {
        Move::Arrange(ref a) => model.arrange(a),
        Move::Sow { pit, .. } => {
            let model_lifts = model.sow(usize::from(pit));
            assert_eq!(lifts, model_lifts as usize, "{context}: {mv} lifts");
            assert!(lifts <= LOOP_CAP as usize);
        }
        _ => unreachable!(),
    }
    assert_eq!(
        announcements(events),
        model.announced,
        "{context}: {mv} announcements"
    );
    same(&new, model, &format!("{context} after {mv}"));
    new
}

/// What the random games went through, to show they cover the rules.
#[derive(Debug, Default)]
struct Stats {
    longest: u32,
    /// South wins, North wins, draws.
    results: [u32; 3],
    /// Games ended because a player had no seeds, by two passes, by stalemate.
    wiped_out: u32,
    both_passed: u32,
    stalemates: u32,
    opening_captures: u32,
    singles: u32,
    passes: u32,
    capped: u32,
}

/// Plays `games` random games on the board of `m` columns.
fn random_games(m: usize, games: u32, seed: u64) -> Stats {
    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    for game in 0..games {
        // The three limits offered, and a short one so that stalemates happen.
        let stalemate = [Some(100), Some(50), Some(200), Some(10)][game as usize % 4];
        let start = [
            StartingSide::South,
            StartingSide::North,
            StartingSide::Random,
        ][game as usize % 3];
        let options = Options {
            size: m as u8,
            stalemate,
            start,
            ..Options::default()
        };
        let mut pos = Position::new_seeded(Game::Makonn, options, rng.next_u64()).unwrap();
        let total = pos.total_seeds();
        assert_eq!(total, 4 * m as u32);
        let mut model = Model::new(m, pos.to_move().index(), stalemate);
        same(&pos, &model, "start");
        let limit = u32::from(stalemate.unwrap()) * (total + 2) + 2;
        let mut plies = 0;
        while !pos.is_over() {
            let context = format!("board {m}, game {game}, ply {plies}");
            plies += 1;
            assert!(plies <= limit, "{context}: the game does not end");
            let legal = pos.legal_moves();
            // Wrong pits and wrong layouts are refused and change nothing.
            for _ in 0..4 {
                let mv = if pos.phase() == Phase::Arrange && rng.below(2) == 0 {
                    Move::Arrange(junk_layout(&model, &mut rng))
                } else {
                    let pit = if rng.below(8) == 0 {
                        rng.below(256)
                    } else {
                        rng.below(4 * m as u32)
                    };
                    Move::sow(pit as u8)
                };
                let expected = match mv {
                    Move::Arrange(ref a) => model.valid(a),
                    _ => legal.contains(&mv),
                };
                let mut copy = pos;
                let result = copy.play_in_place(&mv, &mut mancala::NoEvents);
                assert_eq!(result.is_ok(), expected, "{context}: {mv}: {result:?}");
                assert_eq!(pos.check(&mv).is_ok(), expected, "{context}: check {mv}");
                if !expected {
                    assert_eq!(copy, pos, "{context}: refused {mv} changed the position");
                }
            }
            if pos.phase() == Phase::Arrange {
                assert!(legal.is_empty());
                let mv = if rng.below(2) == 0 {
                    // The engine's own random layout, mirrored in the model.
                    let mut next = pos;
                    next.random_playout(&mut rng, 1);
                    Move::Arrange(arrangement_between(&pos, &next, m))
                } else {
                    Move::Arrange(model_layout(&model, &mut rng))
                };
                pos = play_both(&pos, &mut model, &mv, &context, &mut stats);
                continue;
            }
            let expected: Vec<Move> = model
                .legal(model.to_move)
                .into_iter()
                .map(Move::sow)
                .collect();
            assert_eq!(legal.as_slice(), &expected[..], "{context}: legal moves");
            assert!(
                !legal.is_empty(),
                "{context}: a player to move always has a move"
            );
            // Every listed move is accepted and agrees with the model.
            for mv in legal.iter() {
                let mut other = model.clone();
                play_both(&pos, &mut other, mv, &context, &mut stats);
            }
            let mv = legal[rng.below(legal.len() as u32) as usize];
            pos = play_both(&pos, &mut model, &mv, &context, &mut stats);
        }
        stats.longest = stats.longest.max(plies);
        let outcome = pos.outcome().unwrap();
        stats.results[match outcome.winner {
            Some(Player::South) => 0,
            Some(Player::North) => 1,
            None => 2,
        }] += 1;
        // The score is the seeds each player has on the board.
        let half = 2 * m;
        let board =
            |r: std::ops::Range<usize>| pos.pits()[r].iter().map(|&n| u16::from(n)).sum::<u16>();
        assert_eq!(outcome.score, [board(0..half), board(half..2 * half)]);
        if outcome.score.contains(&0) {
            stats.wiped_out += 1;
        } else if pos.passes() == 2 {
            stats.both_passed += 1;
        } else {
            stats.stalemates += 1;
        }
    }
    stats
}

#[test]
fn random_games_on_four_by_ten() {
    let stats = random_games(10, 250, 0x4d41_4b4f);
    println!("4x10: {stats:?}");
    assert!(stats.longest > 10, "games are played out");
    assert!(
        stats.results[0] > 0 && stats.results[1] > 0,
        "both sides win sometimes"
    );
    assert!(
        stats.wiped_out > 0 && stats.stalemates > 0,
        "games end both ways"
    );
    assert!(stats.opening_captures > 0 && stats.singles > 0);
}

#[test]
fn random_games_on_four_by_eight() {
    let stats = random_games(8, 250, 0x4e4e_3848);
    println!("4x8: {stats:?}");
    assert!(stats.longest > 10, "games are played out");
    assert!(
        stats.results[0] > 0 && stats.results[1] > 0,
        "both sides win sometimes"
    );
    assert!(
        stats.wiped_out > 0 && stats.stalemates > 0,
        "games end both ways"
    );
    assert!(stats.opening_captures > 0 && stats.singles > 0);
}

#[test]
fn random_playouts_end_and_conserve_seeds() {
    let mut rng = Rng::new(99);
    for size in [10u8, 8] {
        for _ in 0..300 {
            let options = Options {
                size,
                ..Options::default()
            };
            let mut pos = Position::new_seeded(Game::Makonn, options, rng.next_u64()).unwrap();
            let plies = pos.random_playout(&mut rng, 20_000);
            assert!(pos.is_over(), "ended after {plies} plies");
            assert_eq!(pos.total_seeds(), 4 * u32::from(size));
        }
    }
}
