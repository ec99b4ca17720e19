// @ts-check
/**
 * What the board tells once a move has been shown: the status line (what
 * the move did, then the result or the position at rest), the captured pits
 * flashed for a moment, a phase panel's own sentence for the move, and the
 * news that changes the rest of the game (a singles game, a pass) in a
 * notice over the board. The controller (`controller.js`) calls these; each
 * takes the board's parts (`mount.js`) first.
 */

import { capturedPits, resultWords } from './move-words.js';
import { sentences } from './sentences.js';

/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./phase-panel.js').PlayedMove} PlayedMove */
/** @typedef {import('./phase-panel.js').Status} Status */
/** @typedef {import('./mount.js').BoardParts} BoardParts */

/**
 * The status line after a move: what the move did, then the result (saying
 * what its score counts) or the line for the position at rest.
 * @param {BoardParts} parts
 * @param {string} words what the move did ('' to say only the rest)
 * @returns {Status}
 */
export function afterMoveStatus(parts, words) {
  const { state, view } = parts;
  const result = state.snapshot.result;
  const rest = result ? { text: resultWords(result, parts.t), kind: /** @type {const} */ ('over') } : view.restingStatus();
  return words ? { text: sentences([words, rest.text]), kind: rest.kind } : rest;
}

/**
 * Highlights for a moment the pits a move captured from.
 * @param {BoardParts} parts
 * @param {GameEvent[]} events
 */
export function flashCaptures(parts, events) {
  const { state } = parts;
  for (const pit of capturedPits(events)) parts.animator.flash(state.scene, pit, 'capture', 1600);
}

/**
 * A move's sentence from the panels that handle the phase it was played in.
 * @param {BoardParts} parts
 * @param {import('./phase-panel.js').PhasePanel[]} panels
 * @param {PlayedMove} played
 * @param {'start' | 'end'} when
 */
export function narrate(parts, panels, played, when) {
  const { state } = parts;
  for (const p of panels) {
    const said = p.narrate?.(state, played, when);
    if (said) return said;
  }
  return null;
}

/**
 * Shows what a move changed for the rest of the game (a player starts a
 * singles game, a player passes) in a notice over the board, and returns
 * it as a sentence for the status line ('' when nothing).
 * @param {BoardParts} parts
 * @param {GameEvent[]} events
 */
export function showNews(parts, events) {
  const { state } = parts;
  const t = parts.t;
  /** @type {string[]} */
  const said = [];
  /** @type {{ text: string, side: string }[]} */
  const items = [];
  for (const e of events) {
    if (e.type !== 'singles' && e.type !== 'pass') continue;
    const player = t(`player.${e.player}`);
    said.push(t(e.type === 'singles' ? 'status.singles' : 'status.passes', { player }));
    items.push({ text: t(e.type === 'singles' ? 'notice.singles' : 'notice.passes', { player }), side: e.player });
  }
  const lay = parts.renderer.layout;
  if (items.length && lay && !state.snapshot.result) {
    const kind = events.some((e) => e.type === 'singles') ? 'singles' : 'pass';
    parts.notice.show({ items, kind, top: lay.board.y + lay.board.h / 2 });
  }
  return sentences(said);
}
