// @ts-check
/**
 * The board's side of the phase-panel interface (`phase-panel.js`): it
 * creates every kind of panel listed in `panels.js` once, gives each the
 * host (a few capabilities of the board), puts their elements under the
 * board, and says which panels are consulted in a phase.
 */

import * as actions from './actions.js';
import { panelKinds, panelsFor, supports } from './panels.js';

/** @typedef {import('./phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('./phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('./phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('./mount.js').BoardParts} BoardParts */
/** @typedef {import('./controller.js').Controller} Controller */

/**
 * The panels of a board.
 * @typedef {object} Panels
 * @property {PhasePanel[]} all                         every panel, in the table's order
 * @property {(phase: string) => PhasePanel[]} active   the panels consulted in a phase
 * @property {HTMLElement[]} elements                   their elements, under the board
 * @property {(snapshot: import('./types.js').Snapshot) => boolean} supports whether the board can play a position
 * @property {() => void} destroy
 */

/**
 * The host a board offers its panels.
 * @param {BoardParts} parts
 * @param {Controller} controller
 * @returns {PanelHost}
 */
function createHost(parts, controller) {
  const { state, session } = parts;
  return {
    t: (key, params) => parts.t(key, params),
    state: () => state,
    layout: () => parts.renderer.layout,
    play: (move) => controller.play(move),
    check: (move) => actions.checkMove(session, move),
    preview: (move) => actions.preview(session, move),
    moves: () => session.match.history(),
    replay: (from, to) => actions.replay(session, from, to),
    refuse: (err, pit) => (err ? controller.refuse(err, pit) : controller.refusePit(pit)),
    requestRender(scope = 'board') {
      if (scope === 'canvas') {
        parts.view.draw();
        return;
      }
      state.scene = parts.view.restingScene();
      parts.view.refresh();
    },
    announce: (text) => parts.a11y.announce(text),
    setStatus(text, kind = 'info') {
      if (text != null) {
        controller.status({ text, kind });
        return text;
      }
      controller.hideMessages();
      const rest = parts.view.restingStatus();
      controller.status(rest);
      return rest.text;
    },
    focusBoard: (pit) => controller.focusBoard(pit),
    skip: () => parts.animator.skip(),
    setPreference(name, value) {
      if (name === 'stonesLast' && typeof value === 'boolean') {
        state.config.stonesLast = value;
        parts.emit('preference', { stonesLast: value });
      }
    },
    changed: () => controller.changed(),
  };
}

/**
 * Creates the panels of a board; their elements go under it.
 * @param {BoardParts} parts
 * @param {Controller} controller
 * @returns {Panels}
 */
export function createPanels(parts, controller) {
  const host = createHost(parts, controller);
  /** @type {Map<PanelKind, PhasePanel>} */
  const made = new Map(panelKinds().map((kind) => [kind, kind.create(host)]));
  const all = [...made.values()];
  const elements = all.map((p) => p.el);
  parts.frame.panels.append(...elements);
  return {
    all,
    elements,
    active: (phase) => panelsFor(phase).flatMap((kind) => made.get(kind) ?? []),
    supports,
    destroy() {
      for (const p of all) p.destroy();
    },
  };
}
