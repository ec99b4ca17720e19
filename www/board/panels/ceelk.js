// @ts-check
/**
 * Ceelkoqyuqkoqiji's panel (phase-panel.js): the controls under the board
 * and the marks on it for every phase the game has besides sowing, in one
 * panel because what it shows runs across phases (the fingers of the last
 * throw stay shown into the first sowing; the settlement card stays open
 * into the next round until closed). Each part is its own module:
 *  - the finger game that opens each round (finger-game.js);
 *  - while sowing: the offer to end the round and the "always drop large
 *    stones last" setting (sowing.js, end-offer.js), and, when a sowing
 *    carries a large stone, where it falls: the placement dropping every
 *    stone last is preselected, ghosts show where each falls, and a tap on
 *    a ringed pit or store (or ◀ ▶, the arrow keys) changes it before
 *    sowing (placement.js, placement-choice.js, placement-words.js,
 *    choice-marks.js);
 *  - huelshe, refilling an empty sector, or declining (huelshe.js);
 *  - the answer to an offer (end-offer.js);
 *  - the settlement between rounds (settlement-*.js, story.js);
 *  - a line naming the two goats and where they are (goats.js).
 *
 * It knows no rule: what is legal is the snapshot's `legal` list, a refused
 * choice is explained by the engine (`host.check`), the goats' owners and
 * prices are the snapshot's, and what a choice would do (the pits a huelshe
 * fills, where the goats end) is found by playing it on a copy
 * (`host.preview`). It is active in positions with large stones.
 */

import { listed, pitsOf } from './choice-moves.js';
import { choiceStarting, narrateChoice, phaseStatus } from './choice-words.js';
import { drawPlacement, drawRun } from './choice-marks.js';
import { offeredPart } from './end-offer.js';
import { fingerGame } from './finger-game.js';
import { goatsLegend } from './goats.js';
import { huelshePart, huelsheRuns } from './huelshe.js';
import { placementPart } from './placement.js';
import { defaultIndex, entriesFor, isChoice, pickBySlot, slotAt } from './placement-choice.js';
import { placementLines } from './placement-words.js';
import { settlementCard } from './settlement-card.js';
import { sowingPart } from './sowing.js';
import { emptyStory, follow, retell } from './story.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('../phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('../phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('../phase-panel.js').Status} Status */
/** @typedef {import('../state.js').BoardState} BoardState */
/** @typedef {import('./placement.js').Placing} Placing */

/**
 * Whether the panel has anything to do with a position: one with large stones.
 * @param {Snapshot} snap
 */
const active = (snap) => Array.isArray(snap.large) && snap.large.length > 0;

/** @type {PanelKind} */
export const CEELK_PANEL = { name: 'ceelk', create: createCeelkPanel };

/**
 * Creates the panel.
 * @param {PanelHost} host
 * @returns {PhasePanel}
 */
export function createCeelkPanel(host) {
  const doc = document;
  const el = doc.createElement('div');
  el.className = 'mb-ck';
  el.setAttribute('part', 'choices');
  el.setAttribute('role', 'region');
  el.hidden = true;

  let story = emptyStory();
  /** @type {Placing | null} */
  let placing = null;
  /** Huelshe: first pit of a run → the pits it fills. @type {Map<number, number[]>} */
  let runs = new Map();
  /** The second thrower of the finger game has taken the device. */
  let fingerReady = false;
  /** Huelshe: the run whose button is pointed at or focused, or -1. */
  let preview = -1;
  /** What the panel shows, to notice when that changes (for the focus). */
  let mode = '';
  /** A player just acted (a move or a panel button): the panel may take the focus. */
  let acted = false;

  const snap = () => host.state().snapshot;
  /** Whether the panel's buttons may be used. */
  const enabled = () => host.state().config.interactive && !snap().result;

  /**
   * Plays a choice from the panel (a press during an animation ends it instead).
   * @param {string} move
   */
  function act(move) {
    if (host.state().ui.busy) {
      host.skip();
      return;
    }
    acted = true;
    void host.play(move);
  }

  /**
   * Shows that a choice the snapshot does not list is refused, in the engine's words.
   * @param {string} move
   * @param {number} pit
   */
  function refuse(move, pit) {
    host.refuse(host.check(move) ?? { code: 'not-legal', message: 'not legal', pit }, pit);
  }

  /** Says the position's status again, in the status bar and the live region. */
  function settled() {
    host.announce(host.setStatus(null));
  }

  // ----- Placement of large stones -----------------------------------------

  /** Says the placement now chosen. */
  function sayPlacement() {
    if (!placing) return;
    const t = host.t;
    const text = placementLines(t, snap(), placing.entries[placing.index], placing.probe).join(' ');
    host.announce(t('announce.ck.place', { i: placing.index + 1, n: placing.entries.length, text }));
  }

  /** @param {number} index */
  function choosePlacement(index) {
    if (!placing || index < 0 || index >= placing.entries.length) return;
    placing = { ...placing, index, probe: host.preview(placing.entries[index].move) };
    render();
    host.requestRender('canvas');
    sayPlacement();
  }

  /**
   * A sowing carrying large stones with several placements: the player
   * chooses one (with the setting, the stones-last one is sown at once).
   * @param {number} pit
   * @param {'cw' | 'ccw'} dir
   */
  function sow(pit, dir) {
    const s = snap();
    if (!active(s)) return false;
    const entries = entriesFor(s, pit, dir);
    if (!isChoice(entries)) return false;
    const start = defaultIndex(entries);
    if (host.state().config.stonesLast) {
      void host.play(entries[start].move);
      return true;
    }
    placing = { pit, dir, entries, index: start, probe: host.preview(entries[start].move) };
    acted = true;
    render();
    host.requestRender('board');
    host.setStatus(host.t('status.ck.place'), 'info');
    sayPlacement();
    return true;
  }

  /** Gives up the placement being chosen; the focus goes back to its pit. */
  function cancel() {
    if (!placing) return false;
    const pit = placing.pit;
    const fromPanel = focusInPanel();
    placing = null;
    render();
    host.requestRender('board');
    settled();
    if (fromPanel) host.focusBoard(pit);
    return true;
  }

  // ----- Input ---------------------------------------------------------------

  /**
   * A pit or a store was pressed: during a placement, a slot where a stone
   * may fall; during huelshe or the settlement, the pit chosen.
   * @param {number} slot
   */
  function press(slot) {
    const s = snap();
    if (!active(s) || s.result) return false;
    const pits = s.rows * s.cols;
    if (placing) {
      const next = pickBySlot(placing.entries, placing.index, slot);
      if (next >= 0) {
        choosePlacement(next);
        return true;
      }
      if (slot === placing.pit || slot >= pits) return true;
      placing = null;
      render();
      host.requestRender('board');
      return false;
    }
    if (slot >= pits) return true;
    /** @type {Record<string, string>} */
    const byPhase = { huelshe: `huelshe@${slot}`, settlement: `${pitsOf(s.legal, 'sell').length ? 'sell' : 'buy'}${slot}` };
    const move = byPhase[s.phase];
    if (!move) return false;
    if (listed(s.legal, move)) act(move);
    else refuse(move, slot);
    return true;
  }

  /** The pits the mover may choose now, when the phase is not sowing (null otherwise). */
  function choicePits() {
    const s = snap();
    if (!active(s) || s.result) return null;
    if (s.phase === 'huelshe') return [...runs.keys()];
    if (s.phase === 'settlement') {
      const sells = pitsOf(s.legal, 'sell');
      return sells.length ? sells : pitsOf(s.legal, 'buy');
    }
    return null;
  }

  /** The status line at rest, when the panel has one. @returns {Status | null} */
  function status() {
    const s = snap();
    if (!active(s) || s.result) return null;
    const t = host.t;
    /** @param {string | null} text @returns {Status | null} */
    const turn = (text) => (text ? { text, kind: 'turn' } : null);
    if (placing) return turn(t('status.ck.place'));
    if (story.summary && story.open && s.phase !== 'settlement') return turn(t('status.ck.settled', { round: story.summary.round }));
    return turn(phaseStatus(t, s));
  }

  // ----- The panel's DOM -------------------------------------------------------

  /** Whether the keyboard focus is inside the panel. */
  function focusInPanel() {
    const root = el.getRootNode();
    const now = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    return now instanceof HTMLElement && el.contains(now);
  }

  /** The settlement card; closing it goes on to the position's own part. */
  function cardPart() {
    const close = () => {
      story = { ...story, open: false };
      acted = true;
      render();
      settled();
    };
    const summary = /** @type {import('./settlement-summary.js').Summary} */ (story.summary);
    return settlementCard(doc, host.t, { summary, snap: snap(), enabled: enabled(), play: act, close });
  }

  /** The placement being chosen. */
  function placingPart() {
    const p = /** @type {Placing} */ (placing);
    const sow = () => void host.play(p.entries[p.index].move);
    return placementPart(doc, host.t, { snap: snap(), placing: p, enabled: enabled(), choose: choosePlacement, sow, cancel });
  }

  /** The finger game; the second thrower first takes the device. */
  function fingerPart() {
    const s = snap();
    const pending = !!s.throw_pending;
    const takeOver = () => {
      fingerReady = true;
      acted = true;
      render();
    };
    return fingerGame(doc, host.t, {
      round: s.round,
      playing: true,
      thrower: s.to_move,
      pending,
      reveal: pending ? null : story.reveal,
      starter: null,
      enabled: enabled(),
      ready: fingerReady,
      takeOver,
      pick: act,
    });
  }

  /** While sowing: the last reveal, the offer, the stones-last setting. */
  function playPart() {
    const setStonesLast = (/** @type {boolean} */ on) => host.setPreference('stonesLast', on);
    const stonesLast = host.state().config.stonesLast;
    return sowingPart(doc, host.t, { snap: snap(), reveal: story.reveal, enabled: enabled(), stonesLast, setStonesLast, act });
  }

  /** Huelshe; pointing at a run's button marks its pits. */
  function refillPart() {
    const showRun = (/** @type {number} */ first) => {
      preview = first;
      host.requestRender('canvas');
    };
    return huelshePart(doc, host.t, { snap: snap(), runs, enabled: enabled(), act, preview: showRun });
  }

  /**
   * The part for the position and the choice in progress, and the mode it
   * shows (to notice when that changes).
   * @returns {[HTMLElement | null, string]}
   */
  function part() {
    const s = snap();
    if (story.summary && story.open) return [cardPart(), `settle:${s.phase}`];
    if (placing) return [placingPart(), 'placing'];
    if (s.phase === 'finger-game') return [fingerPart(), `finger:${s.throw_pending ? (fingerReady ? 3 : 2) : 1}`];
    if (s.phase === 'play' && !s.result) return [playPart(), s.phase];
    if (s.phase === 'huelshe') return [refillPart(), s.phase];
    if (s.phase === 'end-offered') return [offeredPart(doc, host.t, s, enabled(), act), s.phase];
    return [null, s.phase];
  }

  /** Draws the panel for the position and the choice in progress, and places the focus. */
  function render() {
    const s = snap();
    if (!active(s)) {
      el.hidden = true;
      el.replaceChildren();
      mode = '';
      return;
    }
    const hadFocus = focusInPanel();
    const focused = /** @type {HTMLElement | null} */ (hadFocus ? /** @type {ShadowRoot | Document} */ (el.getRootNode()).activeElement : null);
    const kept = focused ? (focused.dataset.action ?? focused.dataset.move ?? '') : '';
    el.hidden = false;
    el.setAttribute('aria-label', host.t('ck.panel'));
    const [shown, now] = part();
    const card = story.summary && story.open;
    el.replaceChildren(...(shown ? [shown] : []), goatsLegend(doc, host.t, s, !card));
    el.dataset.phase = s.phase;
    el.dataset.mode = now;
    const changed = now !== mode;
    mode = now;
    if (!host.state().config.interactive || s.result) return;
    placeFocus(hadFocus, changed, kept, now);
    acted = false;
  }

  /**
   * Moves the focus into the panel when its choice changed after a player
   * acted (or keeps it on the same button), or back to the board when the
   * button it was on is gone.
   * @param {boolean} hadFocus
   * @param {boolean} changed
   * @param {string} kept the `data-action` or `data-move` of the button that had it
   * @param {string} now the mode shown
   */
  function placeFocus(hadFocus, changed, kept, now) {
    const wants = now !== 'play' && now !== 'game-over';
    if ((hadFocus || (acted && changed)) && wants) {
      const same = kept && !changed ? el.querySelector(`[data-action="${kept}"]:not(:disabled), [data-move="${kept}"]:not(:disabled)`) : null;
      const target = /** @type {HTMLElement | null} */ (same ?? el.querySelector('button.is-primary:not(:disabled)') ?? el.querySelector('button:not(:disabled)'));
      target?.focus();
    } else if (hadFocus && !focusInPanel()) {
      host.focusBoard();
    }
  }

  return {
    el,
    update(state, change) {
      // While a move is shown the panel waits, dimmed, for the new position.
      el.classList.toggle('is-busy', state.ui.busy);
      if (state.ui.busy) return;
      if (change.kind !== 'redraw') {
        if (change.kind === 'played') acted = true;
        story = follow(story, state.snapshot, change, () => retell(host.moves(), (from, to) => host.replay(from, to), state.snapshot.round));
        placing = null;
        fingerReady = false;
        preview = -1;
        runs = active(state.snapshot) ? huelsheRuns(state.snapshot, host.preview) : new Map();
      }
      render();
    },
    dress(scene) {
      const pits = choicePits();
      if (pits) scene.legalPits = pits;
      if (placing) scene.legalPits = [];
    },
    overlay(state) {
      if (state.ui.busy || !active(state.snapshot)) return null;
      const p = placing;
      if (p) return { choosing: p.pit, draw: (ctx, lay) => drawPlacement(ctx, lay, p.entries, p.index, (stone) => host.t(`ck.stone.${stone}`)) };
      if (state.snapshot.phase !== 'huelshe' || !runs.size) return null;
      const { hover, focus } = state.ui;
      const start = [preview, hover, focus].find((pit) => runs.has(pit)) ?? (runs.size === 1 ? [...runs.keys()][0] : -1);
      const run = runs.get(start);
      const side = state.snapshot.to_move;
      return run ? { draw: (ctx, lay) => drawRun(ctx, lay, run, side) } : null;
    },
    focusable: () => choicePits(),
    status: () => status(),
    narrate(state, played, when) {
      if (!active(played.before)) return null;
      if (when === 'start') {
        // The move is being shown: the panel waits, dimmed, for the new position.
        placing = null;
        el.classList.add('is-busy');
        return choiceStarting(host.t, played.move, played.before.to_move);
      }
      const after = state.snapshot;
      return narrateChoice(host.t, { move: played.move, mover: played.before.to_move, events: played.events, after }, status()?.text ?? null);
    },
    press: (pit) => press(pit),
    sow: (pit, dir) => sow(pit, dir),
    key(event) {
      if (!placing || event.key !== 'Escape') return false;
      event.preventDefault();
      cancel();
      return true;
    },
    hit(x, y) {
      const lay = host.layout();
      return placing && lay ? slotAt(lay, x, y) : null;
    },
    ownsRounds: (s) => active(s),
    destroy() {
      el.remove();
    },
  };
}
