// @ts-check
/**
 * The views of the board's state: the canvas (through the renderer), the
 * bars, the hidden pit list, the panels, and the status line of the
 * position at rest. They read the state and the active panels' hooks and
 * change nothing but the drawing state (the scene at rest). Each function
 * takes the board's parts (`mount.js`) first; `createView` binds them.
 */

import { showBars, showPiles } from './frame.js';
import { textDirection } from './i18n.js';
import { endSlot, resultWords } from './move-words.js';
import { canPlay, moverPits } from './state.js';
import { sceneFromSnapshot } from './scene.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./phase-panel.js').Status} Status */
/** @typedef {import('./phase-panel.js').Change} Change */
/** @typedef {import('./phase-panel.js').PanelOverlay} PanelOverlay */
/** @typedef {import('./mount.js').BoardParts} BoardParts */
/** @typedef {import('./state.js').BoardState} BoardState */

/**
 * Whether the board draws territories as bodies with a foot and a head
 * (the engine says so per game).
 * @param {Snapshot} snap
 */
function showsBodies(snap) {
  return snap.territory_bodies;
}

/**
 * The panels consulted in the position's phase.
 * @param {BoardParts} parts
 */
function active(parts) {
  const { state } = parts;
  return parts.panels.active(state.snapshot.phase);
}

/**
 * The pits a panel offers for a choice that is not a sowing (null: none
 * does).
 * @param {BoardParts} parts
 * @returns {number[] | null}
 */
function panelPits(parts) {
  const { state } = parts;
  for (const p of active(parts)) {
    const pits = p.focusable?.(state) ?? null;
    if (pits) return pits;
  }
  return null;
}

/**
 * What the active panels' marks and a hint's mark say of the pits, merged (pit → words).
 * @param {BoardParts} parts
 * @returns {Map<number, string[]>}
 */
function pitNotes(parts) {
  const { state } = parts;
  /** @type {Map<number, string[]>} */
  const out = new Map();
  const note = (/** @type {number} */ pit, /** @type {string} */ words) => out.set(pit, [...(out.get(pit) ?? []), words]);
  for (const p of active(parts)) {
    for (const [pit, words] of p.pitNotes?.(state) ?? []) note(pit, words);
  }
  // A hint's mark on the board, while it lasts (api.js, mark).
  for (const m of state.scene.marks) if (m.kind === 'hint') note(m.slot, parts.t('pit.hinted'));
  return out;
}

/**
 * The pits the keyboard focus may visit: a panel's choices, else the
 * mover's pits and every pit the engine lists as playable (a game may let
 * a player sow from a pit that is not his).
 * @param {BoardParts} parts
 */
function focusable(parts) {
  const { state } = parts;
  const pits = panelPits(parts);
  if (pits && pits.length) return pits;
  const playable = state.snapshot.result ? [] : state.snapshot.legal.flatMap((m) => (m.pit == null ? [] : [m.pit]));
  return [...new Set([...moverPits(state.snapshot), ...playable])].sort((a, b) => a - b);
}

/**
 * Whether the player to move is at the board: the board takes input, and
 * the mover is not the computer (the visitor's `seat`, when he plays it).
 * On the computer's turns the pits are not the visitor's to play, and the
 * keyboard focus stays on his side instead of following the mover. The
 * seat is known before the opponent takes the board's input away, in the
 * drawing that ends the visitor's own move.
 * @param {BoardState} state
 */
function visitorsTurn(state) {
  const { interactive, seat } = state.config;
  return interactive && (seat == null || seat === state.snapshot.to_move);
}

/**
 * The scene of the position at rest, as the active panels show it.
 * @param {BoardParts} parts
 */
function restingScene(parts) {
  const { state } = parts;
  const scene = sceneFromSnapshot(state.snapshot);
  for (const p of active(parts)) p.dress?.(scene, state);
  return scene;
}

/**
 * The snapshot as the pit list tells it: the panel's counts and choices, if any.
 * @param {BoardParts} parts
 */
function describedSnapshot(parts) {
  const { state } = parts;
  const pits = panelPits(parts);
  if (!pits) return state.snapshot;
  const shown = restingScene(parts);
  return {
    ...state.snapshot,
    pits: shown.slots.slice(0, state.snapshot.pits.length),
    legal: pits.map((pit) => ({ move: '', pit, dir: null })),
  };
}

/**
 * What the active panels draw over the board, merged.
 * @param {BoardParts} parts
 * @returns {PanelOverlay}
 */
function overlays(parts) {
  const { state } = parts;
  /** @type {PanelOverlay} */
  const out = {};
  /** @type {((ctx: CanvasRenderingContext2D, lay: import('./layout.js').Layout) => void)[]} */
  const marks = [];
  for (const p of active(parts)) {
    const o = p.overlay?.(state);
    if (!o) continue;
    if (out.choosing == null || out.choosing < 0) out.choosing = o.choosing;
    if (out.target == null || out.target < 0) out.target = o.target;
    if ('hand' in o) out.hand = o.hand;
    if (o.grabbing) out.grabbing = true;
    if (o.draw) marks.push(o.draw);
  }
  if (marks.length) out.draw = (ctx, lay) => marks.forEach((m) => m(ctx, lay));
  return out;
}

/**
 * Repaints the canvas.
 * @param {BoardParts} parts
 */
function draw(parts) {
  const { state } = parts;
  const { ui, snapshot } = state;
  const o = overlays(parts);
  if ('hand' in o) state.scene.hand = o.hand ?? null;
  parts.frame.canvas.classList.toggle('is-dragging', o.grabbing === true);
  const t = parts.t;
  // The engine's end of the pointed or focused pit's sowing, previewed.
  const pointed = ui.hover >= 0 ? ui.hover : ui.focus;
  const ends = canPlay(state) && pointed >= 0 ? endSlot(snapshot, pointed) : -1;
  const pitNumbers = state.config.pitNumbers !== false;
  // Said on the canvas for tools and tests; written only when it changes, not at every frame.
  const said = parts.frame.canvas.dataset;
  if (said.ends !== String(ends)) said.ends = String(ends);
  if (said.pitNumbers !== (pitNumbers ? 'on' : 'off')) said.pitNumbers = pitNumbers ? 'on' : 'off';
  showPiles(parts.frame, state.scene.piles, snapshot.stores, t);
  parts.renderer.draw(
    state.scene,
    {
      focus: ui.focus,
      hover: ui.hover,
      choosing: o.choosing != null && o.choosing >= 0 ? o.choosing : ui.choosing,
      target: o.target ?? -1,
      extra: o.draw,
      origin: ui.origin,
      ends,
      pitNumbers,
      interactive: canPlay(state),
      showBodies: showsBodies(snapshot),
      words: { foot: t('pit.foot'), head: t('pit.head'), mu: t('ck.stone.mu'), gong: t('ck.stone.gong') },
      dir: textDirection(state.config.lang),
    },
    // With reduced motion the pulsing marks (a refused pit's wobble, a hint's
    // breathing) hold still: they only fade.
    parts.reducedMotion.matches ? 0 : performance.now(),
  );
}

/**
 * Brings every panel in line with the state.
 * @param {BoardParts} parts
 * @param {Change} change
 */
function updatePanels(parts, change) {
  const { state } = parts;
  for (const p of parts.panels.all) p.update(state, change);
}

/**
 * Shows the state everywhere: the panels, the bars, the pit list, the canvas.
 * @param {BoardParts} parts
 * @param {Change} [change] what changed for the panels (default: only how it is shown)
 */
function refresh(parts, change = { kind: 'redraw' }) {
  const { state } = parts;
  updatePanels(parts, change);
  // A panel beside the board that came or went changes the board's width:
  // laying it out again shows everything (and comes back here once).
  if (parts.followSize()) return;
  const t = parts.t;
  showBars(parts.frame, state.snapshot, t);
  parts.frame.canvas.classList.toggle('is-busy', state.ui.busy);
  // A finger on the board drags instead of scrolling while a panel follows drags.
  parts.frame.canvas.style.touchAction = active(parts).some((p) => p.drags?.(state) === true) ? 'none' : '';
  const lay = parts.renderer.layout;
  if (lay) {
    parts.a11y.update(describedSnapshot(parts), lay, t, {
      focusable: focusable(parts),
      notes: pitNotes(parts),
      playing: visitorsTurn(state),
      showBodies: showsBodies(state.snapshot),
      label: t('board.label', { game: state.snapshot.name }),
    });
  }
  draw(parts);
}

/**
 * Puts the position at rest on the board: the scene is rebuilt from the
 * snapshot (after the panels have seen `change`), then everything is shown.
 * @param {BoardParts} parts
 * @param {Change} change
 */
function settle(parts, change) {
  rest(parts, change);
  refresh(parts);
}

/**
 * Puts the position at rest in the drawing state without showing it yet
 * (the board is laid out again first, for a new match).
 * @param {BoardParts} parts
 * @param {Change} change
 */
function rest(parts, change) {
  const { state } = parts;
  updatePanels(parts, change);
  state.scene = restingScene(parts);
}

/**
 * The status line for the position at rest.
 * @param {BoardParts} parts
 * @returns {Status}
 */
function restingStatus(parts) {
  const { state } = parts;
  const { snapshot: snap } = state;
  const t = parts.t;
  if (snap.result) return { text: resultWords(snap.result, t), kind: 'over' };
  for (const p of active(parts)) {
    const s = p.status?.(state);
    if (s) return s;
  }
  const player = t(`player.${snap.to_move}`);
  if (snap.singles === true) return { text: t('status.to-move-singles', { player }), kind: 'turn' };
  return { text: t('status.to-move', { player }), kind: 'turn' };
}

/**
 * The views of a board, bound to its parts.
 * @param {BoardParts} parts
 */
export function createView(parts) {
  return {
    draw: draw.bind(null, parts),
    refresh: refresh.bind(null, parts),
    settle: settle.bind(null, parts),
    rest: rest.bind(null, parts),
    updatePanels: updatePanels.bind(null, parts),
    restingScene: restingScene.bind(null, parts),
    restingStatus: restingStatus.bind(null, parts),
    focusable: focusable.bind(null, parts),
  };
}

/** @typedef {ReturnType<typeof createView>} View */
