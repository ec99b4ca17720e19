//! The position code: examples, and one test per way a code can be wrong.

use mancala::notation::{decode, encode, CodeError, Problem};
use mancala::{Game, Move, Options, Player, Position, Territory};

fn err(code: &str) -> CodeError {
    decode(code).expect_err(code)
}

#[test]
fn codes_are_readable_and_round_trip() {
    let pos = Position::new(Game::UmElBagara, Options::default()).unwrap();
    let pos = pos.play(&Move::sow(0)).unwrap().position;
    let code = encode(&pos);
    assert_eq!(
        code,
        "v1;um-el-bagara;p=0.5.5.5.5.6.6.6.6.6;c=0.0;t=N;n=1;q=1"
    );
    assert_eq!(decode(&code).unwrap(), pos);

    let mut o = Options::default();
    o.set(Game::Motiq, "round-end", "hold-out").unwrap();
    o.set(Game::Motiq, "start", "north").unwrap();
    let pos = Position::with_board(Game::Motiq, o, &[4; 14], [0, 0], Player::North)
        .unwrap()
        .with_territory(Territory {
            south_foot: 2,
            south_count: 5,
        })
        .settled();
    let code = encode(&pos);
    assert_eq!(
        code,
        "v1;motiq;o=start:north,round-end:hold-out;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=N;rs=N;n=1;w=2+5"
    );
    assert_eq!(decode(&code).unwrap(), pos);
}

#[test]
fn finished_games_keep_their_result() {
    let pos = Position::with_board(
        Game::Modiar,
        Options::default(),
        &[1, 1, 0, 3, 0, 2],
        [15, 20],
        Player::South,
    )
    .unwrap()
    .settled();
    let code = encode(&pos);
    assert_eq!(
        code,
        "v1;modiar;p=0.0.0.0.0.0;c=17.25;t=S;ph=game-over;n=1;res=N.17.25"
    );
    assert_eq!(decode(&code).unwrap(), pos);
}

#[test]
fn every_problem_names_its_field() {
    let ok = "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S";
    assert!(decode(ok).is_ok());
    // South, down to singles that cannot move, has passed: North moves.
    let passed = "v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0;c=0.0;t=N;n=3;x=1";
    assert!(decode(passed).is_ok(), "{:?}", decode(passed).err());
    let cases: &[(&str, &str, &str)] = &[
        (
            "v2;modiar;p=7.7.7.7.7.7;c=0.0;t=S",
            "v2",
            "code-unsupported-version",
        ),
        (
            "v1;chess;p=7.7.7.7.7.7;c=0.0;t=S",
            "chess",
            "code-unknown-game",
        ),
        ("v1;modiar;c=0.0;t=S", "p", "code-missing-field"),
        ("v1;modiar;p=7.7.7.7.7.7;t=S", "c", "code-missing-field"),
        ("v1;modiar;p=7.7.7.7.7.7;c=0.0", "t", "code-missing-field"),
        ("v1;modiar;p=7.7.7.7.7;c=7.0;t=S", "p", "code-bad-field"),
        ("v1;modiar;p=7.7.7.7.7.7.0;c=0.0;t=S", "p", "code-bad-field"),
        ("v1;modiar;p=7.7.7.7.7.-7;c=14.0;t=S", "p", "code-bad-field"),
        (
            "v1;modiar;p=7.7.7.7.7.99999999;c=0.0;t=S",
            "p",
            "code-bad-field",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.8;c=0.0;t=S",
            "p",
            "code-inconsistent",
        ),
        ("v1;modiar;p=7.7.7.7.7.7;c=0.0;t=X", "t", "code-bad-field"),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;t=N",
            "t",
            "code-duplicate-field",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;w=0+3",
            "w",
            "code-unknown-field",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;zz=1",
            "zz",
            "code-unknown-field",
        ),
        (
            "v1;modiar;o=size:7;p=7.7.7.7.7.7;c=0.0;t=S",
            "o",
            "code-bad-field",
        ),
        (
            "v1;modiar;o=colour:red;p=7.7.7.7.7.7;c=0.0;t=S",
            "o",
            "code-bad-field",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;ph=settlement",
            "ph",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;ph=game-over",
            "res",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;res=N.30.12;ph=game-over",
            "res",
            "code-inconsistent",
        ),
        // A result the game's end would not count from the position: scores
        // not the captures, a winner with 2 of 42 seeds, seeds left on a
        // board the end empties, Makonn not counting its board, a Motiq
        // match ended with both players holding pits.
        (
            "v1;modiar;p=0.0.0.0.0.0;c=17.25;t=S;ph=game-over;n=1;res=N.0.999",
            "res",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=0.0.0.0.0.0;c=40.2;t=S;ph=game-over;n=1;res=N.17.25",
            "res",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=1.1.1.7.7.7;c=10.8;t=S;ph=game-over;res=S.13.11",
            "p",
            "code-inconsistent",
        ),
        (
            "v1;makonn;p=2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0.1.1.1.1.1.1.1.1.1.1.0.0.0.0.0.0.0.0.0.0;c=5.5;t=S;ph=game-over;res=N.10.20",
            "res",
            "code-inconsistent",
        ),
        (
            "v1;motiq;p=0.0.0.0.0.0.0.0.0.0.0.0.0.0;c=20.36;t=S;ph=game-over;n=1;w=0+5;res=N.5.9",
            "p",
            "code-inconsistent",
        ),
        (
            "v1;makonn;p=2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0.2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0;c=0.0;t=S;n=3;x=3",
            "x",
            "code-inconsistent",
        ),
        // Passes are counted in Makonn alone, where two in a row end the game.
        (
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S;x=1",
            "x",
            "code-unknown-field",
        ),
        (
            "v1;motiq;o=round-end:hold-out,round-end:immediate;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S",
            "o",
            "code-bad-field",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;r=0",
            "r",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=1.1.0.3.0.2;c=15.20;t=S;n=5",
            "t",
            "code-inconsistent",
        ),
        // Makonn positions whose game is over, or whose player to move
        // cannot move: North without seeds; forty singles, none able to
        // move (both pass, the game ends); after the second pass in a row;
        // South without a move while North has one (North is to move).
        (
            "v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0;c=20.0;t=S",
            "t",
            "code-inconsistent",
        ),
        (
            "v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1;c=0.0;t=S;n=3",
            "t",
            "code-inconsistent",
        ),
        (
            "v1;makonn;p=2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0.2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0;c=0.0;t=S;n=3;x=2",
            "t",
            "code-inconsistent",
        ),
        (
            "v1;makonn;p=1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.1.2.2.2.2.2.2.2.2.2.2.0.0.0.0.0.0.0.0.0.0;c=0.0;t=S;n=3",
            "t",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;n=200;q=100",
            "q",
            "code-inconsistent",
        ),
        (
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S;w=14+3",
            "w",
            "code-bad-field",
        ),
        (
            "v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S;w=0+0",
            "w",
            "code-inconsistent",
        ),
        (
            "v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S<script>",
            "code",
            "code-bad-character",
        ),
        ("v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;n", "n", "code-bad-field"),
        ("", "", "code-unsupported-version"),
    ];
    for (code, field, expected) in cases {
        let e = err(code);
        assert_eq!(e.code(), *expected, "{code}: {e}");
        assert_eq!(e.field, *field, "{code}: {e}");
        assert!(!e.to_string().is_empty());
    }
    let long = format!("{ok};{}", "q=1;".repeat(600));
    assert_eq!(err(&long).problem, Problem::TooLong);
}

#[test]
fn a_refusal_says_what_it_found() {
    let e = err("v1;modiar;p=7.7.7.7.7.7;c=0.0;t=S;n=<1>");
    assert_eq!(e.problem, Problem::BadCharacter('<'));
    assert!(e.to_string().contains("'<'"), "{e}");
    let e = err("v2;modiar;p=7.7.7.7.7.7;c=0.0;t=S");
    assert_eq!(
        e.to_string(),
        "'v2' is not a version of the position code read here (it reads v1)"
    );
}
