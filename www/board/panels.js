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

import { createArrangeEditor } from './arrange-ui.js';
import { CEELK_PANEL as CEELK } from './panels/ceelk.js';

/** @typedef {import('./phase-panel.js').PanelKind} PanelKind */
/** @typedef {import('./phase-panel.js').PanelHost} PanelHost */
/** @typedef {import('./phase-panel.js').PhasePanel} PhasePanel */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').MatchLike} MatchLike */
/** @typedef {import('./types.js').MatchClass} MatchClass */

/**
 * Transitional: what the panels written before the panel interface still
 * reach for (the engine match itself). Goes once they take only the host.
 * @typedef {PanelHost & { legacy: { match: () => MatchLike, Match: MatchClass } }} LegacyHost
 */

/**
 * The opening-layout editor (arrange-ui.js) behind the panel interface.
 * @type {PanelKind}
 */
const ARRANGE = {
  name: 'arrange',
  create(host) {
    const editor = createArrangeEditor({
      t: () => host.t,
      lang: () => host.state().config.lang,
      layout: () => host.layout(),
      check: (notation) => host.check(notation),
      redraw: () => host.requestRender('board'),
      draw: () => host.requestRender('canvas'),
      announce: (text) => host.announce(text),
      refuse: (err, pit) => host.refuse(err, pit),
      confirm: (notation) => host.play(notation),
      focusBoard: () => host.focusBoard(),
      settled: () => host.setStatus(null),
      enabled: () => {
        const s = host.state();
        return s.config.interactive && !s.ui.busy && !s.snapshot.result;
      },
      interactive: () => host.state().config.interactive,
      focused: () => host.state().ui.focus,
      changed: () => host.changed(),
    });
    return {
      el: editor.el,
      update(state, change) {
        if (change.kind !== 'redraw') editor.sync(state.snapshot);
        editor.refresh();
      },
      dress: (scene) => editor.dress(scene),
      overlay(state) {
        const o = editor.overlay(state.scene, state.ui.busy);
        return o && { choosing: o.choosing, target: o.target, hand: state.scene.hand, draw: o.extra };
      },
      focusable: () => (editor.arr ? editor.arr.mine.slice() : null),
      status(state) {
        if (!editor.arr || state.snapshot.result) return null;
        return { text: host.t('status.arrange', { player: host.t(`player.${state.snapshot.to_move}`) }), kind: 'turn' };
      },
      press(pit, how) {
        if (!editor.arr || host.state().snapshot.result) return false;
        editor.press(pit, how.keyboard);
        return true;
      },
      key: (event, pit) => !!editor.arr && editor.key(pit, event),
      undo: () => editor.undo(),
      canUndo: () => editor.canUndo,
      destroy: () => editor.destroy(),
    };
  },
};

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
