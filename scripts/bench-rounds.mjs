// Times `Match.rounds()` (the move list's round boundaries) against
// `Match.moves()` on whole random Motiq matches played with the engine's
// SplitMix64 draw (seed 287 is the 10,452-move match of
// tests/long-game.test.mjs), through the wasm bindings in Node:
//   bash scripts/build-wasm.sh && node scripts/bench-rounds.mjs
import { loadEngine } from '../tests/engine-node.mjs';
const { Match } = await loadEngine();
for (const seed of [287, 5, 11]) {
  const m = new Match('motiq', {}, 1);
  const MASK = (1n << 64n) - 1n;
  let state = BigInt(seed);
  const next = () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const below = (n) => Number(((next() >> 32n) * BigInt(n)) >> 32n);
  let snap = m.snapshot();
  while (snap.legal.length) snap = m.play(snap.legal[below(snap.legal.length)].move).snapshot;
  const times = [];
  let rounds;
  for (let i = 0; i < 21; i++) { const t0 = performance.now(); rounds = m.rounds(); times.push(performance.now() - t0); }
  const first = times[0];
  times.sort((a, b) => a - b);
  const mt = [];
  for (let i = 0; i < 21; i++) { const t0 = performance.now(); m.moves(); mt.push(performance.now() - t0); }
  mt.sort((a, b) => a - b);
  console.log(`${m.cursor()} plies, ${rounds.length} rounds: rounds() first call ${first.toFixed(2)} ms, then median ${times[10].toFixed(2)} ms, moves() median ${mt[10].toFixed(2)} ms`);
  m.free();
}
