// @ts-check
// The line protocol of the command-line tool (`mancala --protocol`): a
// session of positions, searches, stops and mistakes, driven through the
// tool's standard input and output as another program would.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { toolBinary } from './tool.mjs';

const BESTMOVE = /^bestmove (\S+) score (-?\d+) depth (\d+) nodes (\d+)$/;
/** A finished Modiar game (docs/position-code.md). */
const FINISHED = 'v1;modiar;p=0.0.0.0.0.0;c=17.25;t=S;ph=game-over;n=1;res=N.17.25';

/** The tool, built once for the whole file (tool.mjs). */
let binary = '';

before(() => {
  binary = toolBinary();
});

/** A running `mancala --protocol`, read line by line. */
class Session {
  constructor() {
    this.child = spawn(binary, ['--protocol'], { stdio: ['pipe', 'pipe', 'pipe'] });
    /** @type {string[]} */
    this.lines = [];
    /** @type {((line: string) => void) | null} */
    this.waiting = null;
    this.stderr = '';
    /** @type {Promise<number | null>} */
    // `close` comes after the last output has been read.
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve(code)));
    let partial = '';
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (/** @type {string} */ chunk) => {
      partial += chunk;
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) this.arrived(line);
    });
    this.child.stderr.on('data', (chunk) => {
      this.stderr += chunk;
    });
  }

  /** @param {string} line */
  arrived(line) {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(line);
    } else {
      this.lines.push(line);
    }
  }

  /** @param {string} command */
  send(command) {
    this.child.stdin.write(`${command}\n`);
  }

  /**
   * The next answer line.
   * @param {number} [timeoutMs]
   * @returns {Promise<string>}
   */
  next(timeoutMs = 30_000) {
    const ready = this.lines.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error(`no answer within ${timeoutMs} ms (stderr: ${this.stderr})`));
      }, timeoutMs);
      this.waiting = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }

  /**
   * Sends a command and returns its one answer.
   * @param {string} command
   */
  async ask(command) {
    this.send(command);
    return this.next();
  }

  /**
   * Sends a command that answers nothing when it succeeds: `isready` after
   * it must be answered `readyok` straight away, with no error before it.
   * @param {string} command
   */
  async quietly(command) {
    this.send(command);
    assert.equal(await this.ask('isready'), 'readyok', `'${command}' was accepted`);
  }

  /**
   * Searches the position with `go …` and returns the parsed answer.
   * @param {string} go
   */
  async bestmove(go) {
    const answer = await this.ask(go);
    const found = BESTMOVE.exec(answer);
    assert.ok(found, `'${go}' answered a best move, not '${answer}'`);
    return { move: found[1], score: Number(found[2]), depth: Number(found[3]), nodes: Number(found[4]) };
  }

  async quit() {
    this.send('quit');
    return this.exited;
  }

  /** Ends the tool if a test failed before it quit. */
  close() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
  }
}

/** The start of each game, a few plies in, as `position` arguments. */
const POSITIONS = [
  'motiq moves 2 10',
  'ceelkoqyuqkoqiji moves thumb little',
  'makonn',
  'modiar moves 0',
  'um-el-bagara moves 2cw',
  'v1;um-el-bagara;p=0.5.5.5.5.6.6.6.6.6;c=0.0;t=N;n=1;q=1',
];

test('answers a legal best move in every game, by level and by time', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  assert.equal(await session.ask('isready'), 'readyok');
  for (const position of POSITIONS) {
    await session.quietly(`position ${position}`);
    // A fraction of a millisecond is a budget, as the command line's `--ms 0.5` is.
    for (const go of ['go level beginner', 'go ms 100', 'go ms 0.5', 'go level casual nodes 500 seed 3']) {
      const found = await session.bestmove(go);
      assert.ok(found.depth >= 1 && found.nodes >= 1, `${go} in ${position}: ${JSON.stringify(found)}`);
      // The move is legal: the position with it played is accepted.
      const after = position.includes(' moves ') ? `${position} ${found.move}` : `${position} moves ${found.move}`;
      await session.quietly(`position ${after}`);
      await session.quietly(`position ${position}`);
    }
  }
  assert.equal(await session.quit(), 0);
  assert.equal(session.stderr, '');
});

test('limits without a level analyse past Master\'s own budget; with a level they only narrow it', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  await session.quietly('position um-el-bagara');
  // Master stops at a million positions; an analysis asked for more searches more.
  const master = await session.bestmove('go level master nodes 1500000');
  assert.ok(master.nodes <= 1_000_000, `Master searched ${master.nodes} positions`);
  const analysis = await session.bestmove('go nodes 1500000');
  assert.ok(analysis.nodes > 1_000_000, `the analysis searched only ${analysis.nodes} positions`);
  assert.ok(analysis.depth >= master.depth, `analysis depth ${analysis.depth}, Master ${master.depth}`);
  assert.equal(await session.quit(), 0);
});

test('a whole Modiar game through the protocol ends with game-over', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  const moves = [];
  for (let ply = 0; ply < 300; ply++) {
    await session.quietly(`position modiar moves ${moves.join(' ')}`);
    const answer = await session.ask(`go level beginner seed ${ply}`);
    if (answer.startsWith('error ')) {
      assert.match(answer, /^error game-over /);
      assert.ok(moves.length > 5, `the game lasted ${moves.length} plies`);
      assert.equal(await session.quit(), 0);
      return;
    }
    const found = BESTMOVE.exec(answer);
    assert.ok(found, answer);
    moves.push(found[1]);
  }
  assert.fail('the game did not end');
});

test('stop ends a search at once with the best move so far; isready answers during it, other commands wait', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  const position = 'ceelkoqyuqkoqiji moves thumb little';
  await session.quietly(`position ${position}`);
  const whole = await session.bestmove('go level master');
  session.send('go level master');
  // The tool keeps reading while it searches: isready is answered at once,
  // a position and a go wait for the search to end, and stop ends it.
  assert.equal(await session.ask('isready'), 'readyok');
  session.send('position modiar moves 1');
  session.send('go level beginner seed 4');
  assert.equal(await session.ask('isready'), 'readyok', 'the waiting commands answer nothing yet');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const stopped = await session.bestmove('stop');
  assert.ok(
    stopped.nodes < whole.nodes / 2,
    `stopped after ${stopped.nodes} nodes, where the whole search took ${whole.nodes}`,
  );
  // Then the waiting commands run: a search of the Modiar position.
  const waited = BESTMOVE.exec(await session.next());
  assert.ok(waited, 'the waiting go answers after the stopped one');
  await session.quietly(`position modiar moves 1 ${waited[1]}`);
  await session.quietly(`position ${position} ${stopped.move}`);
  // A stop with no search running is harmless, and quit during a search
  // still answers it before the tool exits.
  await session.quietly('stop');
  await session.quietly('position makonn');
  session.send('go level master');
  assert.equal(await session.quit(), 0);
  assert.deepEqual(session.lines.map((line) => BESTMOVE.test(line)), [true]);
});

test('mistakes are answered with one error line and the session goes on', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  /** Each command and its error; `null`: accepted, answering nothing. */
  /** @type {[string, RegExp | null][]} */
  const commands = [
    ['castle', /^error unknown-command 'castle' is not a command/],
    ['go', /^error no-position go needs a position first$/],
    ['position', /^error bad-argument position needs a position code/],
    ['position chess', /^error code-unknown-game 'chess' is not one of the games$/],
    ['position v2', /^error code-unsupported-version /],
    ['position v1;chess', /^error code-unknown-game 'chess' is not one of the games$/],
    ['position v1;motiq;p=4.4.4;c=0.0;t=S', /^error code-/],
    ['position motiq 2 10', /^error bad-argument expected 'moves' after the position code, not '2'$/],
    ['position motiq moves 2 2', /^error not-your-pit move 2 '2' is illegal: pit 2 belongs to South$/],
    ['position um-el-bagara moves 0 6 0', /^error single-seed move 3 '0' is illegal: .*single seed/],
    ['position motiq moves 2left', /^error bad-notation move 1 '2left': '2left' is not a move in our notation$/],
    [`position ${FINISHED}`, null],
    ['go', /^error game-over /],
    ['position motiq', null],
    ['go level grandmaster', /^error unknown-level 'grandmaster' is not a level/],
    ['go ms', /^error bad-argument 'ms' needs a value$/],
    ['go ms soon', /^error bad-argument ms needs milliseconds, more than 0 and at most 3600000, not 'soon'$/],
    ['go ms 0', /^error bad-argument ms needs milliseconds, more than 0 and at most 3600000, not '0'$/],
    ['go ms NaN', /^error bad-argument ms needs milliseconds/],
    ['go nodes 0', /^error bad-argument nodes needs a whole number of at least 1, not '0'$/],
    ['go depth 300', /^error bad-argument depth needs a whole number from 1 to 255/],
    ['go slowly 5', /^error bad-argument go takes level, ms, nodes, depth and seed, not 'slowly'$/],
    ['position motiq moves 2 2', /^error not-your-pit /],
    // A refused position leaves none behind: go does not search an old one.
    ['go', /^error no-position /],
  ];
  for (const [command, expected] of commands) {
    if (expected === null) {
      await session.quietly(command);
      continue;
    }
    assert.match(await session.ask(command), expected, command);
    assert.equal(await session.ask('isready'), 'readyok', `one line only for '${command}'`);
  }
  // Blank lines are ignored; bytes that are not text, and a line of 2 MB,
  // are refused without ending the session.
  session.child.stdin.write('\n   \n');
  session.child.stdin.write(Buffer.from([0xff, 0xfe, 0x0a]));
  assert.match(await session.next(), /^error unknown-command /);
  session.send(`position motiq moves ${'2 '.repeat(1 << 20)}`);
  assert.match(await session.next(), /^error line-too-long /);
  await session.quietly('position motiq');
  assert.ok(BESTMOVE.test(await session.ask('go level beginner')));
  assert.equal(await session.quit(), 0);
  assert.equal(session.stderr, '');
});

test('the end of the input ends the session', async (t) => {
  const session = new Session();
  t.after(() => session.close());
  session.send('position modiar');
  session.send('go level beginner');
  session.child.stdin.end();
  assert.match(await session.next(), BESTMOVE);
  assert.equal(await session.exited, 0);
});

/**
 * Runs `mancala --protocol` with `input` piped in all at once (its end
 * coming straight after) and returns the answer lines.
 * @param {string} input
 */
function piped(input) {
  const run = spawnSync(binary, ['--protocol'], { input, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr, '');
  return run.stdout.split('\n').filter(Boolean);
}

/**
 * The answers of `commands`, each sent after the answer before it.
 * @param {[string, string][]} commands   pairs of a position and a go
 */
async function oneByOne(commands) {
  const session = new Session();
  try {
    const answers = [];
    for (const [position, go] of commands) {
      await session.quietly(position);
      answers.push(await session.ask(go));
    }
    assert.equal(await session.quit(), 0);
    return answers;
  } finally {
    session.close();
  }
}

test('commands piped in at once are each answered as if sent one by one', async () => {
  /** @type {[string, string][]} */
  const commands = Array.from({ length: 50 }, (_, i) => [`position modiar moves ${i % 3}`, `go level beginner seed ${i}`]);
  const answers = piped(commands.map(([position, go]) => `${position}\n${go}\n`).join(''));
  assert.equal(answers.length, 50, answers.join('\n'));
  assert.deepEqual(answers, await oneByOne(commands));
});

test('a byte-order mark before the first command is no part of it; control characters come back escaped', () => {
  const answers = piped('\ufeffposition modiar\ngo level beginner\ncastle\u0000\u001b[2J\n');
  assert.match(answers[0], /^bestmove /, 'the first command, after its mark, was read');
  assert.equal(answers[1], "error unknown-command 'castle\\u{0}\\u{1b}[2J' is not a command (position, go, stop, isready, quit)");
});

test('the end of the input waits for the running search to end by its budget', async () => {
  // A search stopped at the end of the input would answer shallower and
  // sooner: Strong searches six plies deep, an analysis its nodes.
  for (const go of ['go level strong', 'go nodes 300000']) {
    const answers = piped(`position motiq moves 2 10\n${go}\n`);
    assert.deepEqual(answers, await oneByOne([['position motiq moves 2 10', go]]), go);
  }
  assert.match(piped('position motiq moves 2 10\ngo level strong\n')[0], / depth 6 /);
});

test('the moves of a position command are the game the search knows: an offer refused is not made again at once', () => {
  // Ceelkoqyuqkoqiji's single round won for South, to move: every level offers to end it.
  // North refuses, South sows, North sows: South's turn again, in this position:
  const won = 'v1;ceelkoqyuqkoqiji;o=match:single;p=0.1.0.0.1.0.0.0.1.0;c=30.17;t=S;n=18;mu=S;gong=N';
  const then = 'v1;ceelkoqyuqkoqiji;o=match:single;p=0.0.1.0.0.0.0.0.0.1;c=31.17;t=S;n=20;q=1;mu=S;gong=N';
  const [offered, fromPosition, inGame] = piped(
    `position ${won}\ngo level casual\nposition ${then}\ngo level casual\nposition ${won} moves offer refuse 1ccw 8ccw\ngo level casual\n`,
  );
  assert.match(offered, /^bestmove offer /);
  assert.match(fromPosition, /^bestmove offer /, 'from the position alone, South offers again');
  assert.match(inGame, BESTMOVE);
  assert.doesNotMatch(inGame, /^bestmove offer /, 'knowing North refused two plies ago, South plays on');
});

test('quit piped in stops the running search at once and drops the commands waiting for it', () => {
  const answers = piped('position makonn\ngo level master\nposition modiar\ngo level beginner\nquit\n');
  assert.equal(answers.length, 1, answers.join('\n'));
  assert.match(answers[0], BESTMOVE);
});
