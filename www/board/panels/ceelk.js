// @ts-check
/**
 * Ceelkoqyuqkoqiji's panel (phase-panel.js): the controls under the board
 * and the marks on it for every phase the game has besides sowing, in one
 * panel because what it shows runs across phases (the fingers of the last
 * throw stay shown into the first sowing; the settlement card stays open
 * into the next round until closed). Each part is its own module:
 *  - the finger game that opens each round (finger-game.js);
 *  - while sowing: the offer to end the round and the "always drop large
 *    stones last" setting (sowing.js, end-offer.js); a sowing that carries
 *    a large stone drops it where the engine's default does (last in its
 *    lap) with the same single tap as any sowing, and "Other places…"
 *    (placement-offer.js) makes the next one ask where it falls instead:
 *    small marks show where a stone may fall and a ghost where the chosen
 *    placement drops it, and a tap on a marked pit or store (or ◀ ▶, the
 *    arrow keys) changes it before sowing (placement.js,
 *    placement-choice.js, placement-words.js, choice-marks.js);
 *  - huelshe, refilling an empty sector, or declining (huelshe.js);
 *  - the answer to an offer (end-offer.js);
 *  - the settlement between rounds (settlement-*.js, story.js);
 *  - a line naming the two goats and where they are (goats.js).
 * This module keeps the panel's state and answers the board's hooks; what
 * a player's choice does is ceelk-choices.js, how the panel is drawn
 * ceelk-view.js.
 *
 * It knows no rule: what is legal is the snapshot's `legal` list, a refused
 * choice is explained by the engine (`host.check`), the goats' owners and
 * prices are the snapshot's, and what a choice would do (the pits a huelshe
 * fills, where the goats end) is found by playing it on a copy
 * (`host.preview`). It is active in positions with large stones.
 */

import { act, askPlaces, cancelPlacement, choosePlacement, press, settled, sowPlacement, startPlacement } from './ceelk-choices.js';
import { hasGoats, render } from './ceelk-view.js';
import { pitsOf } from './choice-moves.js';
import { choiceStarting, narrateChoice, phaseStatus } from './choice-words.js';
import { drawPlacement, drawRun } from './choice-marks.js';
import { huelsheRuns } from './huelshe.js';
import { ceelkPitNotes } from './pit-notes.js';
import { choicePits as placementPits, slotAt } from './placement-choice.js';
import { emptyStory, follow, retell } from './story.js';

/** @typedef {import('../phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('../phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('../phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('../phase-panel.js').PanelOverlay} PanelOverlay */
/** @typedef {import('../phase-panel.js').Change} Change */
/** @typedef {import('../phase-panel.js').Status} Status */
/** @typedef {import('../state.js').BoardState} BoardState */
/** @typedef {import('./ceelk-view.js').CeelkPanel} CeelkPanel */

/** @type {PanelKind} */
export const CEELK_PANEL = { name: 'ceelk', create: createCeelkPanel };

/**
 * Creates the panel.
 * @param {PanelHost} host
 * @returns {PhasePanel}
 */
export function createCeelkPanel(host) {
  const el = document.createElement('div');
  el.className = 'mb-ck';
  el.setAttribute('part', 'choices');
  el.setAttribute('role', 'region');
  el.hidden = true;
  /** @type {CeelkPanel} */
  const p = {
    host,
    el,
    on: {
      act: (move) => act(p, move),
      choose: (index) => choosePlacement(p, index),
      sow: () => sowPlacement(p),
      cancel: () => cancelPlacement(p),
      ask: (on, keyboard) => askPlaces(p, on, keyboard),
      closeCard() {
        p.story = { ...p.story, open: false };
        p.acted = true;
        render(p);
        settled(p);
      },
      takeOver() {
        p.fingerReady = true;
        p.acted = true;
        render(p);
      },
      showRun(first) {
        p.preview = first;
        host.requestRender('canvas');
      },
    },
    story: emptyStory(),
    placing: null,
    asking: false,
    runs: new Map(),
    fingerReady: false,
    preview: -1,
    mode: '',
    acted: false,
  };
  return {
    el,
    update: (state, change) => update(p, state, change),
    dress(scene) {
      const pits = choicePits(p);
      if (pits) scene.legalPits = pits;
      if (p.asking && !p.placing) scene.legalPits = placementPits(host.state().snapshot);
      if (p.placing) scene.legalPits = [];
    },
    overlay: (state) => overlay(p, state),
    focusable: () => choicePits(p),
    pitNotes: (state) => (hasGoats(state.snapshot) && !state.snapshot.result ? ceelkPitNotes(host.t, state.snapshot, p) : null),
    status: () => status(p),
    narrate(state, played, when) {
      if (!hasGoats(played.before)) return null;
      if (when === 'start') {
        // The move is being shown: the panel waits, dimmed, for the new position.
        p.placing = null;
        el.classList.add('is-busy');
        return choiceStarting(host.t, played.move, played.before.to_move);
      }
      const after = state.snapshot;
      const settled = Boolean(p.story.summary && p.story.open && after.phase !== 'settlement');
      return narrateChoice(host.t, { move: played.move, mover: played.before.to_move, events: played.events, after }, status(p)?.text ?? null, settled);
    },
    press: (pit) => press(p, pit),
    sow: (pit, dir) => startPlacement(p, pit, dir),
    key(event) {
      if (!p.placing || event.key !== 'Escape') return false;
      event.preventDefault();
      return cancelPlacement(p);
    },
    hit(x, y) {
      const lay = host.layout();
      return p.placing && lay ? slotAt(lay, x, y) : null;
    },
    ownsRounds: (snapshot) => hasGoats(snapshot),
    destroy() {
      el.remove();
    },
  };
}

/**
 * Brings the panel in line with the board after a change.
 * @param {CeelkPanel} p
 * @param {BoardState} state
 * @param {Change} change
 */
function update(p, state, change) {
  // While a move is shown the panel waits, dimmed, for the new position.
  p.el.classList.toggle('is-busy', state.ui.busy);
  if (state.ui.busy) return;
  if (change.kind !== 'redraw') {
    const { host } = p;
    if (change.kind === 'played') p.acted = true;
    p.story = follow(p.story, state.snapshot, change, () => retell(host.moves(), (from, to) => host.replay(from, to), state.snapshot.round));
    p.placing = null;
    p.asking = false;
    p.fingerReady = false;
    p.preview = -1;
    p.runs = hasGoats(state.snapshot) ? huelsheRuns(state.snapshot, host.preview) : new Map();
  }
  render(p);
}

/**
 * The pits the mover may choose now, when the phase is not sowing (null otherwise).
 * @param {CeelkPanel} p
 */
function choicePits(p) {
  const s = p.host.state().snapshot;
  if (!hasGoats(s) || s.result) return null;
  if (s.phase === 'huelshe') return [...p.runs.keys()];
  if (s.phase === 'settlement') {
    const sells = pitsOf(s.legal, 'sell');
    return sells.length ? sells : pitsOf(s.legal, 'buy');
  }
  return null;
}

/**
 * The status line at rest, when the panel has one.
 * @param {CeelkPanel} p
 * @returns {Status | null}
 */
function status(p) {
  const { host, story, placing } = p;
  const s = host.state().snapshot;
  if (!hasGoats(s) || s.result) return null;
  const t = host.t;
  /** @param {string | null} text @returns {Status | null} */
  const turn = (text) => (text ? { text, kind: 'turn' } : null);
  if (placing) return turn(t('status.ck.place'));
  if (p.asking && s.phase === 'play') return turn(t('ck.place.asking'));
  if (story.summary && story.open && s.phase !== 'settlement') return turn(t('status.ck.settled', { round: story.summary.round }));
  return turn(phaseStatus(t, s, host.state().config.seat != null));
}

/**
 * What the panel draws over the board: a placement's marks and ghosts (its
 * pit raised), or the pits of the huelshe run pointed at.
 * @param {CeelkPanel} p
 * @param {BoardState} state
 * @returns {PanelOverlay | null}
 */
function overlay(p, state) {
  if (state.ui.busy || !hasGoats(state.snapshot)) return null;
  const { host, placing, runs } = p;
  if (placing) return { choosing: placing.pit, draw: (ctx, lay) => drawPlacement(ctx, lay, placing.entries, placing.index) };
  if (state.snapshot.phase !== 'huelshe' || !runs.size) return null;
  const { hover, focus } = state.ui;
  const start = [p.preview, hover, focus].find((pit) => runs.has(pit)) ?? (runs.size === 1 ? [...runs.keys()][0] : -1);
  const run = runs.get(start);
  const side = state.snapshot.to_move;
  return run ? { draw: (ctx, lay) => drawRun(ctx, lay, run, side) } : null;
}
