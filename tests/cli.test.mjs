// @ts-check
// The command-line tool for people who study the games:
// `cargo run -q --release -p mancala-engine --example mancala -- <game> [--option k=v] [moves...]`
// (built once here, see tool.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { toolBinary } from './tool.mjs';

/**
 * Runs the tool and returns its exit status, JSON lines and error text.
 * @param {string[]} args
 */
function mancala(args) {
  const run = spawnSync(toolBinary(), args, { encoding: 'utf8' });
  const lines = run.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  return { status: run.status, lines, stderr: run.stderr };
}

test('prints the start and one JSON object per move', () => {
  const { status, lines } = mancala(['motiq', '2']);
  assert.equal(status, 0);
  assert.equal(lines.length, 2);
  const [start, after] = lines;
  assert.deepEqual(start.pits, Array(14).fill(4));
  assert.deepEqual(start.captured, [0, 0]);
  assert.equal(start.to_move, 'S');
  assert.equal(start.phase, 'play');
  assert.deepEqual(start.legal.map((/** @type {{move: string}} */ m) => m.move), ['0', '1', '2', '3', '4', '5', '6']);
  assert.equal(start.result, null);
  // Barnes: 4 + 5 + 5 seeds, ending in the starting pit.
  assert.equal(after.move, '2');
  const pickups = after.events.filter((/** @type {{type: string}} */ e) => e.type === 'pickup');
  assert.deepEqual(pickups.map((/** @type {{seeds: number}} */ e) => e.seeds), [4, 5, 5]);
  assert.equal(after.pits[2], 1);
  assert.equal(after.to_move, 'N');
});

test('options and direction choices; result once the game is over', () => {
  // Um el-Bagara with the chain into own houses, middle house sown clockwise.
  const { status, lines } = mancala(['um-el-bagara', '--option', 'chain-own=on', '2cw']);
  assert.equal(status, 0);
  assert.equal(lines[0].options['chain-own'], 'on');
  assert.deepEqual(lines[1].pits, [6, 6, 0, 5, 5, 5, 5, 6, 6, 6]);
  // A whole Modiar game played from the legal lists ends with a result.
  const moves = [];
  for (let i = 0; i < 200; i++) {
    const { lines: l } = mancala(['modiar', ...moves]);
    const last = l[l.length - 1];
    if (last.result) {
      assert.equal(last.phase, 'game-over');
      assert.equal(last.captured[0] + last.captured[1], 42);
      const [s, n] = last.result.score;
      assert.equal(last.result.winner, s > n ? 'S' : s < n ? 'N' : null);
      return;
    }
    moves.push(last.legal[0].move);
  }
  assert.fail('the game did not end');
});

test('a Motiq round end reports the round result', () => {
  // Play first legal moves until a round ends.
  const moves = [];
  for (let i = 0; i < 400; i++) {
    const { lines } = mancala(['motiq', '--option', 'stalemate=50', ...moves]);
    const last = lines[lines.length - 1];
    if (last.round_result) {
      assert.equal(last.round_result.round, 1);
      const [s, n] = last.round_result.winnings;
      assert.equal(s + n, 56);
      assert.ok(last.round === 2 || last.result);
      // Why it ended, as the round-end event says.
      const ended = last.events.find((/** @type {{type: string}} */ e) => e.type === 'round-ended');
      assert.ok(['territory-empty', 'board-empty', 'stalemate'].includes(last.round_result.reason), last.round_result.reason);
      assert.equal(last.round_result.reason, ended?.reason);
      return;
    }
    moves.push(last.legal[last.legal.length - 1].move);
  }
  assert.fail('no round ended');
});

test('Makonn: both opening layouts and the first sowing (makonn.md Examples 1 and 2)', () => {
  const south = 'arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,1x15';
  const north = 'arrange:2,0,3,0,1,0,2,0,1,0,0,2,0,2,0,1,1,0,2,1x36';
  const { status, lines } = mancala(['makonn', south, north, '9']);
  assert.equal(status, 0);
  assert.equal(lines[0].phase, 'arrange');
  assert.deepEqual(lines[0].legal, [], 'layouts are too many to list');
  assert.deepEqual(lines[1].captured, [2, 0], 'South captures pits 34 and 25');
  assert.deepEqual(lines[2].captured, [2, 4], 'North captures pits 13 and 6');
  assert.equal(lines[2].phase, 'play');
  const after = lines[3];
  assert.deepEqual(after.pits.slice(0, 20), [3, 0, 2, 0, 4, 0, 0, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 2, 0, 1]);
  assert.deepEqual(after.captured, [3, 4]);
  const bad = mancala(['makonn', 'arrange:3,0,2,0,4,0,1,0,0,2,0,1,0,3,0,1,0,2,0,2']);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /\[layout-wrong-total\]/);
});

test('Ceelkoqyuqkoqiji: the finger game, then the opening of ceelkoqyuqkoqiji.md Example 1', () => {
  const { status, lines } = mancala(['ceelkoqyuqkoqiji', 'thumb', 'little', '0ccw']);
  assert.equal(status, 0);
  assert.equal(lines[0].phase, 'finger-game');
  assert.equal(lines[1].throw_pending, true);
  // Whatever South threw, North sees the same snapshot: the throw stays hidden.
  const { move: _thumb, ...afterThumb } = lines[1];
  const { move: _index, ...afterIndex } = mancala(['ceelkoqyuqkoqiji', 'index']).lines[1];
  assert.deepEqual(afterThumb, afterIndex, 'the first throw stays hidden');
  const shown = lines[2].events.find((/** @type {{type: string}} */ e) => e.type === 'throws');
  assert.deepEqual(shown.fingers, ['thumb', 'little']);
  assert.equal(lines[2].to_move, 'S', 'thumb beats the little finger');
  const after = lines[3];
  assert.deepEqual(after.pits, [0, 0, 6, 6, 6, 0, 6, 6, 6, 6]);
  assert.deepEqual(after.captured, [7, 1]);
  // Each goat's owner and price (7/6 by default) come from the engine.
  assert.deepEqual(after.large, [
    { stone: 'mu', at: 'home', owner: 'S', price: 7 },
    { stone: 'gong', at: 'home', owner: 'N', price: 6 },
  ]);
  const refused = mancala(['ceelkoqyuqkoqiji', 'thumb', 'little', 'sell3']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /move 3 'sell3' is illegal/);
});

test('an illegal move is named, explained, and exits non-zero', () => {
  const { status, lines, stderr } = mancala(['modiar', '0', '0']);
  assert.equal(status, 1);
  assert.equal(lines.length, 2, 'the start and the legal first move are printed');
  assert.match(stderr, /move 2 '0' is illegal: pit 0 belongs to South \[not-your-pit\]/);
  const single = mancala(['um-el-bagara', '0', '6', '0']);
  assert.equal(single.status, 1);
  assert.match(single.stderr, /pit 0 holds a single seed, which cannot be sown \[single-seed\]/);
});

test('bad arguments are refused with the reason', () => {
  assert.match(mancala(['chess']).stderr, /'chess' is not one of the games/);
  assert.equal(mancala(['chess']).status, 2);
  assert.match(mancala(['motiq', '--option', 'size=5']).stderr, /does not apply to Motiq/);
  assert.match(mancala(['motiq', '2left']).stderr, /'2left' is not a move/);
});

test('--position starts from a position code; a bad code is refused with its reason', () => {
  const code = 'v1;um-el-bagara;o=chain-own:on,stalemate:50;p=2.0.1.3.5.1.1.1.1.3;c=17.15;t=S;n=21;q=3';
  const { status, lines } = mancala(['--position', code, '3']);
  assert.equal(status, 0);
  assert.equal(lines.length, 2);
  assert.equal(lines[0].game, 'um-el-bagara');
  assert.equal(lines[0].options['chain-own'], 'on');
  assert.equal(lines[0].options.stalemate, '50');
  assert.deepEqual(lines[0].pits, [2, 0, 1, 3, 5, 1, 1, 1, 1, 3]);
  assert.deepEqual(lines[0].captured, [17, 15]);
  assert.equal(lines[1].move, '3');
  // Each line carries its position's code, which --position takes back.
  assert.equal(lines[0].code, code.replace('chain-own:on,stalemate:50', 'stalemate:50,chain-own:on'));
  const resumed = mancala(['--position', lines[1].code]);
  assert.equal(resumed.status, 0);
  assert.deepEqual({ ...resumed.lines[0], move: null, events: [] }, { ...lines[1], move: null, events: [] });
  // The game may be named too, and must then be the code's.
  assert.equal(mancala(['um-el-bagara', '--position', code]).status, 0);
  const other = mancala(['modiar', '--position', code]);
  assert.equal(other.status, 2);
  assert.match(other.stderr, /the position code is a game of Um el-Bagara, not Modiar/);
  const bad = mancala(['--position', 'v1;chess;p=1']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--position: 'chess' is not one of the games \[code-unknown-game\]/);
  // A game's name is its start, as for the protocol's position; a mistyped one is no game.
  assert.deepEqual(mancala(['--position', 'motiq']).lines[0], mancala(['motiq']).lines[0]);
  assert.match(mancala(['--position', 'chess']).stderr, /--position: 'chess' is not one of the games \[code-unknown-game\]/);
  assert.match(mancala(['--position', code, '--option', 'chain-own=off']).stderr, /holds its options/);
  assert.equal(mancala(['--position']).status, 2);
});

test('--hint adds the computer\'s move after the game\'s moves, whole games through', () => {
  // A Modiar game played from the hints alone, each one among the legal moves.
  const moves = [];
  for (let ply = 0; ply < 100; ply++) {
    const { status, lines } = mancala(['modiar', ...moves, '--hint', 'casual', '--seed', String(ply)]);
    assert.equal(status, 0);
    const [position, { hint }] = lines.slice(-2);
    if (position.result) {
      assert.equal(hint, null, 'no hint once the game is over');
      assert.ok(moves.length > 5);
      return;
    }
    assert.deepEqual(Object.keys(hint).sort(), ['depth', 'move', 'ms', 'nodes', 'score']);
    assert.ok(position.legal.some((/** @type {{move: string}} */ m) => m.move === hint.move), hint.move);
    assert.ok(hint.depth >= 1 && hint.nodes >= 1 && hint.ms >= 0);
    moves.push(hint.move);
  }
  assert.fail('the game did not end');
});

test('--hint with --ms, from a position code, in every game', () => {
  for (const args of [
    ['--position', 'v1;motiq;p=4.4.4.4.4.4.4.4.4.4.4.4.4.4;c=0.0;t=S', '2'],
    ['ceelkoqyuqkoqiji', 'thumb', 'little'],
    ['makonn'],
    ['um-el-bagara', '2cw'],
  ]) {
    const { status, lines } = mancala([...args, '--hint', 'master', '--ms', '100']);
    assert.equal(status, 0, args.join(' '));
    const position = lines[lines.length - 2];
    const { hint } = lines[lines.length - 1];
    // The hint is legal: the tool plays it after the same moves.
    const replay = mancala([...args, hint.move]);
    assert.equal(replay.status, 0, `${args.join(' ')} then ${hint.move}: ${replay.stderr}`);
    assert.equal(replay.lines.length, lines.length, "the hint's line is replaced by the move's");
    assert.ok(hint.depth >= 1, JSON.stringify(hint));
    if (position.legal.length) assert.ok(position.legal.some((/** @type {{move: string}} */ m) => m.move === hint.move));
  }
  assert.match(mancala(['modiar', '--hint', 'grandmaster']).stderr, /'grandmaster' is not a level/);
  assert.match(mancala(['modiar', '--ms', '100']).stderr, /--ms is the budget of --hint/);
  assert.equal(mancala(['modiar', '--hint', 'master', '--ms', '-5']).status, 2);
});

test('a move that is not in the notation is refused with the engine\'s code, as the protocol does', () => {
  const { status, lines, stderr } = mancala(['motiq', '2', 'x']);
  assert.equal(status, 1);
  assert.equal(lines.length, 2, 'the start and the first move are printed');
  assert.match(stderr, /^error: move 2 'x': 'x' is not a move in our notation \[bad-notation\]$/m);
});

test('an unknown option is refused as one, with status 2; moves that end in - or + are still moves', () => {
  for (const option of ['--bogus', '-x', '--hint=strong']) {
    const refused = mancala(['motiq', '2', option]);
    assert.equal(refused.status, 2, option);
    assert.match(refused.stderr, new RegExp(`error: '${option}' is not an option `), option);
    assert.equal(refused.lines.length, 0, `${option}: nothing is played`);
  }
  // Um el-Bagara's middle house: `2-` is `2cw`, `2+` is `2ccw`.
  for (const move of ['2-', '2+']) assert.equal(mancala(['um-el-bagara', move]).status, 0, move);
  // A negative value is still read with its option (and refused by it).
  assert.match(mancala(['modiar', '--hint', 'master', '--ms', '-5']).stderr, /--ms needs milliseconds/);
});

test('the help\'s examples run', () => {
  const help = spawnSync(toolBinary(), ['--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  const examples = help.stdout.split('\n').flatMap((line) => /^example: mancala (.+)$/.exec(line)?.[1] ?? []);
  assert.ok(examples.length >= 2, help.stdout);
  for (const example of examples) {
    const run = mancala(example.split(' '));
    assert.equal(run.status, 0, `${example}: ${run.stderr}`);
  }
});

test('a closed output stops the tool quietly', async () => {
  // A whole Motiq game of first moves: far more output than a pipe holds,
  // so the tool is still writing when its reader goes away.
  const moves = [];
  for (let i = 0; i < 400; i++) {
    const { lines } = mancala(['motiq', ...moves]);
    const last = lines[lines.length - 1];
    if (last.result) break;
    moves.push(last.legal[0].move);
  }
  assert.ok(moves.length > 100, `the game lasted ${moves.length} plies`);
  const child = spawn(toolBinary(), ['motiq', ...moves], { stdio: ['ignore', 'pipe', 'pipe'] });
  // As `mancala motiq … | head -1`, but gone before the first line.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [status, signal] = await new Promise((resolve) => child.on('close', (code, sig) => resolve([code, sig])));
  assert.deepEqual({ status, signal, stderr }, { status: 0, signal: null, stderr: '' });
});

/**
 * Runs the tournament tool and returns its exit status and output.
 * @param {string[]} args
 */
function tournament(args) {
  const run = spawnSync(toolBinary('tournament'), args, { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

test('the tournament refuses an unreasonable thread count and budgets given together', () => {
  for (const threads of ['257', '99999999999', '0']) {
    const refused = tournament(['modiar', 'random', 'random', '--games', '2', '--threads', threads]);
    assert.equal(refused.status, 2, `--threads ${threads}`);
    assert.match(refused.stderr, /--threads needs a whole number from 1 to 256/);
  }
  const both = tournament(['modiar', 'random', 'random', '--scale', '2', '--ms', '50']);
  assert.equal(both.status, 2);
  assert.match(both.stderr, /--scale and --ms are alternatives/);
  for (const ms of ['0', '-5', 'soon', 'inf']) {
    const refused = tournament(['modiar', 'random', 'random', '--games', '2', '--ms', ms]);
    assert.equal(refused.status, 2, `--ms ${ms}`);
    assert.match(refused.stderr, /--ms needs milliseconds, more than 0 and at most 3600000/);
  }
});

test('an argument that is not UTF-8 is refused as a bad argument, not a panic', () => {
  // Node passes text only: a shell hands the tools the byte 0xff.
  for (const [tool, args] of [['mancala', "$'\\xff'"], ['mancala', "--position $'v1;motiq;p=4\\xff'"], ['tournament', "modiar $'\\xff' greedy"]]) {
    const run = spawnSync('bash', ['-c', `"$0" ${args}`, toolBinary(tool)], { encoding: 'utf8' });
    assert.equal(run.status, 2, `${tool} ${args}: ${run.stderr}`);
    assert.match(run.stderr, /^error: argument \d is not text \(UTF-8\): '/, `${tool} ${args}`);
    assert.doesNotMatch(run.stderr, /panicked/);
  }
});

test('the tournament plays no pair whose openings all end the game, and names two players of one level apart', () => {
  const over = tournament(['modiar', 'casual', 'greedy', '--games', '4', '--opening', '1000', '--threads', '1']);
  assert.equal(over.status, 1, over.stdout);
  assert.match(over.stdout, /^2 pairs not played: every opening drawn for them ended the game/m);
  assert.doesNotMatch(over.stdout, /wins|score|Elo/, 'no result for games nobody played');
  assert.match(over.stderr, /error: no pair could be played/);
  // Any case, as the levels; the two sides of one level told apart.
  const same = tournament(['modiar', 'Casual', 'CASUAL', '--games', '2', '--threads', '1']);
  assert.equal(same.status, 0, same.stderr);
  assert.match(same.stdout, /: casual \(A\) against casual \(B\), 2 games in 1 pair\n/);
  assert.match(same.stdout, /^casual \(A\): \d+ wins?, \d+ draws?, \d+ loss(es)? /m);
  assert.equal(tournament(['modiar', 'Greedy', 'RANDOM', '--games', '2', '--threads', '1']).status, 0);
});

test('the tournament summary says the limits that apply, in words, and the games played for those asked', () => {
  const timed = tournament(['modiar', 'beginner', 'random', '--games', '3', '--ms', '50', '--threads', '1']);
  assert.equal(timed.status, 0, timed.stderr);
  assert.match(timed.stdout, /: beginner against random, 4 games in 2 pairs \(3 asked, played in pairs\)\n/);
  assert.match(timed.stdout, /^beginner \(at most 50 ms and 2000 nodes a move, 1 ply deep\): /m);
  // A fraction of a millisecond, as the command line's --ms and the protocol's go ms take it.
  const brief = tournament(['modiar', 'beginner', 'random', '--games', '2', '--ms', '0.5', '--threads', '1']);
  assert.equal(brief.status, 0, brief.stderr);
  assert.match(brief.stdout, /^beginner \(at most 0\.5 ms and 2000 nodes a move, 1 ply deep\): /m);
  const capped = tournament(['modiar', 'master', 'random', '--games', '2', '--nodes', '100000000', '--threads', '1']);
  assert.equal(capped.status, 0, capped.stderr);
  assert.match(capped.stdout, /: master against random, 2 games in 1 pair\n/);
  // Master's own million nodes is the tighter limit, and it has no depth limit.
  assert.match(capped.stdout, /^master \(at most 1000000 nodes a move\): /m);
  for (const { stdout } of [timed, capped]) assert.doesNotMatch(stdout, /18446744073709551615|depth 255/);
});
