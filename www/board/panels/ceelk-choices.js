// @ts-check
/**
 * What Ceelkoqyuqkoqiji's panel does when a player chooses: plays a choice
 * (or ends the animation in its way), explains a refused one in the
 * engine's words, sows a goat where the engine's default drops it or, when
 * asked for other places, starts, steps through, sows or gives up a
 * placement of large stones, and takes a press on a pit or a store. Functions of the
 * panel's state (`CeelkPanel`, ceelk-view.js).
 */

import { listed, pitsOf } from './choice-moves.js';
import { focusInPanel, hasGoats, render } from './ceelk-view.js';
import { choicePits, defaultIndex, dropsOn, entriesFor, isChoice, pickBySlot } from './placement-choice.js';
import { playsByKeys } from '../input-kind.js';
import { placementLines } from './placement-words.js';
import { sentences } from '../sentences.js';

/** @typedef {import('./ceelk-view.js').CeelkPanel} CeelkPanel */

/**
 * Plays a choice from the panel (a press during an animation ends it instead).
 * @param {CeelkPanel} p
 * @param {string} move
 */
export function act(p, move) {
  if (p.host.state().ui.busy) {
    p.host.skip();
    return;
  }
  p.acted = true;
  void p.host.play(move);
}

/**
 * Shows that a choice the snapshot does not list is refused, in the engine's words.
 * @param {CeelkPanel} p
 * @param {string} move
 * @param {number} pit
 */
function refuse(p, move, pit) {
  p.host.refuse(p.host.check(move) ?? { code: 'not-legal', message: 'not legal', pit }, pit);
}

/**
 * Says the position's status again, in the status bar and the live region.
 * @param {CeelkPanel} p
 */
export function settled(p) {
  p.host.announce(p.host.setStatus(null));
}

/**
 * Says the placement now chosen.
 * @param {CeelkPanel} p
 */
function sayPlacement(p) {
  const { host, placing } = p;
  if (!placing) return;
  const text = sentences(placementLines(host.t, host.state().snapshot, placing.entries[placing.index], placing.probe));
  host.announce(host.t('announce.ck.place', { i: placing.index + 1, n: placing.entries.length, text }));
}

/**
 * Chooses placement `index` of the sowing being placed.
 * @param {CeelkPanel} p
 * @param {number} index
 */
export function choosePlacement(p, index) {
  const placing = p.placing;
  if (!placing || index < 0 || index >= placing.entries.length) return;
  p.placing = { ...placing, index, probe: p.host.preview(placing.entries[index].move) };
  render(p);
  p.host.requestRender('canvas');
  sayPlacement(p);
}

/**
 * A sowing is about to be played: when it carries large stones and several
 * placements are legal, a single tap sows the engine's default one (every
 * stone dropped last in its lap) at once; only when the player asked for
 * other places (and has not set "always last") does the panel ask where
 * they fall. Returns whether the panel took it.
 * @param {CeelkPanel} p
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
export function startPlacement(p, pit, dir) {
  const { host } = p;
  const s = host.state().snapshot;
  if (!hasGoats(s)) return false;
  const entries = entriesFor(s, pit, dir);
  if (!isChoice(entries)) return false;
  const start = defaultIndex(entries);
  if (!p.asking || host.state().config.stonesLast) {
    void host.play(entries[start].move);
    return true;
  }
  p.asking = false;
  p.placing = { pit, dir, entries, index: start, probe: host.preview(entries[start].move) };
  p.acted = true;
  render(p);
  host.requestRender('board');
  host.setStatus(host.t('status.ck.place'), 'info');
  sayPlacement(p);
  return true;
}

/**
 * Turns on or off the asking where the large stones of the next sowing
 * fall ("Other places…"). Turned on by a key, the focus goes to the first
 * pit whose sowing carries one.
 * @param {CeelkPanel} p
 * @param {boolean} on
 * @param {boolean} keyboard
 */
export function askPlaces(p, on, keyboard) {
  const { host } = p;
  p.asking = on;
  render(p);
  host.requestRender('board');
  host.announce(host.setStatus(null));
  const first = choicePits(host.state().snapshot)[0];
  if (on && keyboard && first != null) host.focusBoard(first);
}

/**
 * Sows the placement chosen.
 * @param {CeelkPanel} p
 */
export function sowPlacement(p) {
  if (p.placing) void p.host.play(p.placing.entries[p.placing.index].move);
}

/**
 * Gives up the placement being chosen; the focus goes back to its pit.
 * @param {CeelkPanel} p
 */
export function cancelPlacement(p) {
  if (!p.placing) return false;
  const pit = p.placing.pit;
  const fromPanel = focusInPanel(p);
  p.placing = null;
  render(p);
  p.host.requestRender('board');
  settled(p);
  if (fromPanel) p.host.focusBoard(pit);
  return true;
}

/**
 * A pit or a store was pressed: during a placement, a slot where a stone
 * may fall; during huelshe or the settlement, the pit chosen. Returns
 * whether the panel took it.
 * @param {CeelkPanel} p
 * @param {number} slot
 */
export function press(p, slot) {
  const s = p.host.state().snapshot;
  if (!hasGoats(s) || s.result) return false;
  const pits = s.rows * s.cols;
  if (p.placing) {
    // By keys, Enter on a place where the chosen placement drops a stone
    // sows it, as the panel says ("Enter sows"); it only chose that
    // placement again. A click there steps to the next placement that
    // drops a stone there.
    if (playsByKeys() && dropsOn(p.placing.entries[p.placing.index], slot)) {
      sowPlacement(p);
      return true;
    }
    const next = pickBySlot(p.placing.entries, p.placing.index, slot);
    if (next >= 0) {
      choosePlacement(p, next);
      return true;
    }
    if (slot === p.placing.pit || slot >= pits) return true;
    // A press elsewhere gives up the placement and is the board's.
    p.placing = null;
    render(p);
    p.host.requestRender('board');
    return false;
  }
  if (slot >= pits) return true;
  /** @type {Record<string, string>} */
  const byPhase = { huelshe: `huelshe@${slot}`, settlement: `${pitsOf(s.legal, 'sell').length ? 'sell' : 'buy'}${slot}` };
  const move = byPhase[s.phase];
  if (!move) return false;
  if (listed(s.legal, move)) act(p, move);
  else refuse(p, move, slot);
  return true;
}
