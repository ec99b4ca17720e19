// @ts-check
/**
 * The table of phase panels, keyed by the engine's phase codes
 * (`snapshot.phase`). The board creates each kind of panel listed here once
 * and consults a panel's hooks while the position's phase is listed for it
 * (`phase-panel.js` describes the interface). A phase listed with no panel
 * is one the board plays on its own (sowing, a finished game).
 *
 * This is the one place where the page's panels are named: adding a game
 * with a new phase means its panel module and a line here.
 */

import { ARRANGE_PANEL as ARRANGE } from './arrange-ui.js';
import { CEELK_PANEL as CEELK } from './panels/ceelk.js';

/** @typedef {import('./phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('./phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('./phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('./types.js').Snapshot} Snapshot */

/**
 * The panels of each phase. `play` and `game-over` are the board's own;
 * a panel listed under `play` adds choices to a sowing.
 * @type {Readonly<Record<string, readonly PanelKind[]>>}
 */
export const PANELS = Object.freeze({
  arrange: [ARRANGE],
  play: [CEELK],
  'game-over': [],
  'finger-game': [CEELK],
  huelshe: [CEELK],
  'end-offered': [CEELK],
  settlement: [CEELK],
});

/** Every phase the board has controls for. */
export const PHASES = Object.freeze(Object.keys(PANELS));

/**
 * Every kind of panel, each once.
 * @returns {PanelKind[]}
 */
export function panelKinds() {
  return [...new Set(Object.values(PANELS).flat())];
}

/**
 * The kinds of panel consulted in a phase.
 * @param {string} phase
 * @returns {readonly PanelKind[]}
 */
export function panelsFor(phase) {
  return PANELS[phase] ?? [];
}

/**
 * Whether the board can play a position: its phase is one the board has
 * controls for.
 * @param {Snapshot} snap
 */
export function supports(snap) {
  return Object.hasOwn(PANELS, snap.phase);
}
