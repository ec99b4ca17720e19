// @ts-check
/**
 * What the board does when a player or the page asks for something: it
 * runs the action (`actions.js`), shows the result (the animation, the
 * views, a notice, the live region) and tells the page (board events).
 * Every change of position goes through here, whoever asked for it: a
 * click, a key, a panel, the page's API.
 */

import { describeMove } from './a11y.js';
import * as actions from './actions.js';
import { errorMessage } from './errors.js';
import { pitName } from './i18n.js';
import { canRedo, sowingsFrom } from './state.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./types.js').LegalMove} LegalMove */
/** @typedef {import('./phase-panel.js').PlayedMove} PlayedMove */
/** @typedef {import('./phase-panel.js').Status} Status */
/** @typedef {import('./mount.js').BoardParts} BoardParts */
/** @typedef {import('./mount.js').BoardConfig} BoardConfig */

/**
 * The events of a move the board shows: an opening layout is already on the
 * board (the player made it), so only what follows it (captures) is animated.
 * @param {PlayedMove} played
 */
function shownEvents(played) {
  if (played.before.phase !== 'arrange') return played.events;
  const last = played.events.map((e) => e.type === 'pickup' || e.type === 'drop').lastIndexOf(true);
  return played.events.slice(last + 1);
}

/**
 * @param {BoardParts} parts
 */
export function createController(parts) {
  const { state, session, view } = parts;
  /** The move being animated, to wait for before the next one. @type {Promise<boolean> | null} */
  let inflight = null;

  /** Milliseconds per seed now (0 when the reader asked for less motion). */
  function speed() {
    return parts.reducedMotion.matches ? 0 : state.config.speed;
  }

  /**
   * Says a status line (and, with `say`, in the live region too).
   * @param {Status} status
   * @param {boolean} [say]
   */
  function status(status, say = false) {
    if (say) parts.a11y.announce(status.text);
    parts.emit('status', status);
  }

  /** Hides the messages about the last position (a refusal, a notice). */
  function hideMessages() {
    parts.toast.hide();
    parts.notice.hide();
  }

  /** Tells the page what can be undone and redone now. */
  function changed() {
    parts.emit('change', { snapshot: state.snapshot, canUndo: canUndo(), canRedo: canRedo(state) });
  }

  /** Whether there is a move (or a step inside a panel) to take back. */
  function canUndo() {
    return state.record.cursor > 0 || parts.panels.all.some((p) => p.canUndo?.() === true);
  }

  /** Stops an animation whose position is being replaced. */
  function supersede() {
    actions.supersede(state);
    parts.animator.skip();
    inflight = null;
  }

  /**
   * Reports an engine error about a pit (or about nothing in particular).
   * @param {EngineError} err
   * @param {number} pit
   */
  function refuse(err, pit) {
    const text = errorMessage(err, parts.t, pit >= 0 ? pit : null);
    if (pit >= 0) parts.animator.flash(state.scene, pit, 'refused', 900);
    parts.toast.show(text, pit, parts.renderer.layout);
    parts.a11y.announce(text);
    parts.emit('status', { text, kind: 'error' });
    parts.emit('illegal', { pit, code: err.code, text });
  }

  /**
   * Refuses a press on `pit`, with the engine's reason why it cannot be played.
   * @param {number} pit
   */
  function refusePit(pit) {
    refuse(actions.explainPit(session, pit), pit);
  }

  /** Marks the board busy while a move is shown. */
  function busy() {
    state.ui.busy = true;
    parts.emit('animating', { busy: true });
    parts.frame.canvas.classList.add('is-busy');
    parts.frame.canvas.classList.remove('is-pointer');
    view.updatePanels({ kind: 'redraw' });
    view.draw();
  }

  /**
   * Animates events on the scene; false when the position was replaced
   * meanwhile (the caller then stops).
   * @param {GameEvent[]} events
   * @param {number} generation
   */
  async function animate(events, generation) {
    const lay = parts.renderer.layout;
    if (lay) await parts.animator.play(state.scene, events, lay, speed());
    if (generation !== state.ui.generation) return false;
    state.ui.busy = false;
    return true;
  }

  /**
   * Plays a move given in notation (one of the snapshot's `legal` moves, or
   * one the engine accepts), animates it, then shows the engine's new position.
   * @param {string} move
   * @returns {Promise<boolean>} false when the engine refused the move
   */
  async function play(move) {
    if (inflight) {
      parts.animator.skip();
      await inflight;
    }
    const phase = state.snapshot.phase;
    const done = actions.playMove(state, session, move);
    if (!done.ok) {
      refuse(done.error, done.error.pit ?? -1);
      return false;
    }
    parts.chooser.close();
    hideMessages();
    busy();
    const { played, entry, generation } = done;
    const mover = played.before.to_move;
    const narrator = parts.panels.active(phase);
    const said = narrate(narrator, played, 'start');
    if (speed() > 0 && entry?.pit != null) {
      status({ text: parts.t('status.sowing', { player: parts.t(`player.${mover}`), pit: pitName(entry.pit) }), kind: 'info' });
    } else if (speed() > 0 && said) {
      status({ text: said, kind: 'info' });
    }
    const run = (async () => {
      if (!(await animate(shownEvents(played), generation))) return true;
      inflight = null;
      // A new round starts on a fresh board: no last move to point at.
      if (played.events.some((e) => e.type === 'round-started')) state.ui.origin = -1;
      view.settle({ kind: 'played', ...played });
      parts.emit('animating', { busy: false });
      parts.a11y.announce(narrate(narrator, played, 'end') ?? describeMove(played.events, state.snapshot, mover, { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move }, parts.t));
      const news = showNews(played.events);
      if (news && !state.snapshot.result) status({ text: `${news} ${parts.t('status.to-move', { player: parts.t(`player.${state.snapshot.to_move}`) })}`, kind: 'info' });
      else status(view.restingStatus());
      parts.emit('move', { move, events: played.events, snapshot: state.snapshot });
      for (const e of played.events) {
        if (e.type === 'round-ended') parts.emit('round-ended', { round: e.round, winnings: e.winnings, snapshot: state.snapshot });
      }
      if (state.snapshot.result) parts.emit('game-over', { result: state.snapshot.result, snapshot: state.snapshot });
      changed();
      return true;
    })();
    inflight = run;
    return run;
  }

  /**
   * A move's sentence from the panels that handle the phase it was played in.
   * @param {import('./phase-panel.js').PhasePanel[]} panels
   * @param {PlayedMove} played
   * @param {'start' | 'end'} when
   */
  function narrate(panels, played, when) {
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
   * @param {GameEvent[]} events
   */
  function showNews(events) {
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
    return said.join(' ');
  }

  /**
   * Shows the position the state now holds after a jump (undo, redo, a
   * step, another game): the panels start again from it.
   */
  function showJump() {
    parts.chooser.close();
    hideMessages();
    view.settle({ kind: 'jumped' });
  }

  /**
   * Takes back the last step (of a panel first, such as an opening layout
   * being made, then of the game), or plays again the first move taken back.
   * @param {'undo' | 'redo'} which
   */
  function step(which) {
    if (which === 'undo' && parts.panels.active(state.snapshot.phase).some((p) => p.undo?.() === true)) return true;
    supersede();
    const done = which === 'undo' ? actions.undoMove(state, session) : actions.redoMove(state, session);
    if (!done.ok) {
      status({ text: errorMessage(done.error, parts.t), kind: 'error' }, true);
      return false;
    }
    showJump();
    status({ text: `${parts.t(which === 'undo' ? 'status.undone' : 'status.redone')} ${view.restingStatus().text}`, kind: 'info' }, true);
    changed();
    return true;
  }

  /**
   * Shows the position after the first `index` moves of the record (0 is
   * the start), keeping the later moves to step forward again; a move
   * played from there replaces them. One step forward is animated.
   * @param {number} index
   * @returns {Promise<boolean>} false when the game has no such move
   */
  async function goto(index) {
    if (!Number.isInteger(index) || index < 0 || index > state.record.length) return false;
    if (index === state.record.cursor && !state.ui.busy) return true;
    const before = state.snapshot;
    supersede();
    const done = actions.gotoMove(state, session, index, speed() > 0);
    if (!done.ok) {
      status({ text: errorMessage(done.error, parts.t), kind: 'error' });
      return false;
    }
    parts.chooser.close();
    hideMessages();
    const { played, entry } = done;
    if (played) {
      busy();
      if (!(await animate(shownEvents(played), done.generation))) return true;
      parts.emit('animating', { busy: false });
    }
    view.settle({ kind: 'jumped' });
    const t = parts.t;
    const { length } = state.record;
    const where = index === 0 ? t('moves.at-start') : t('moves.at', { n: index, total: length });
    const rest = view.restingStatus().text;
    parts.a11y.announce(
      played ? describeMove(played.events, state.snapshot, before.to_move, { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move: played.move }, t) : `${where} ${rest}`,
    );
    status({ text: `${where} ${rest}`, kind: 'info' });
    changed();
    return true;
  }

  /**
   * Readies a match just put on the board (a new game, an opened record):
   * the panels start again from it; the caller lays the board out for it.
   */
  function readyNewMatch() {
    parts.chooser.close();
    hideMessages();
    view.rest({ kind: 'jumped' });
  }

  /**
   * Opens a game record in place of the current match. Throws the engine's
   * error, keeping the current match, when the record is refused.
   * @param {string} record
   */
  function load(record) {
    const done = actions.openRecord(state, session, record, parts.panels.supports);
    if (!done.ok) throw done.error;
    supersede();
    readyNewMatch();
    parts.relayout();
    status(view.restingStatus());
    changed();
  }

  /**
   * Starts a new match. Throws the engine's error, keeping the current
   * match, when the engine refuses the settings.
   * @param {{ game: string, options: Record<string, string>, seed: number }} settings
   */
  function restart(settings) {
    const done = actions.newGame(state, session, settings);
    if (!done.ok) throw done.error;
    supersede();
    readyNewMatch();
  }

  /**
   * A pit was pressed (click, tap, Enter or Space): the panels first, then
   * the board's own sowing.
   * @param {number} pit
   * @param {'cw' | 'ccw' | null} half the half of the pit pressed, when the pointer says
   * @param {{ keyboard: boolean, x: number | null }} how
   */
  function press(pit, half, how) {
    if (state.ui.busy) {
      parts.animator.skip();
      return;
    }
    if (!state.config.interactive) return;
    if (parts.panels.active(state.snapshot.phase).some((p) => p.press?.(pit, how) === true)) return;
    const open = state.ui.choosing;
    const intent = actions.pressPit(state, pit, half);
    if (open >= 0 && state.ui.choosing !== open) parts.chooser.close();
    if (intent.kind === 'refuse') refusePit(pit);
    else if (intent.kind === 'choose') {
      openChooser(pit, how.keyboard);
      status({ text: parts.t('dir.hint', { pit: pitName(pit) }), kind: 'info' }, true);
    }
    else if (intent.kind === 'play') {
      // A half of the open pit chose a direction: a panel may take it over.
      if (open === pit && half && sowTakenOver(pit, half)) return;
      void play(intent.move);
    } else view.draw();
  }

  /**
   * Whether a panel takes over the sowing of `pit` towards `dir`.
   * @param {number} pit
   * @param {'cw' | 'ccw'} dir
   */
  function sowTakenOver(pit, dir) {
    return parts.panels.active(state.snapshot.phase).some((p) => p.sow?.(pit, dir) === true);
  }

  /**
   * Sows `pit` towards `dir` (a direction chosen), unless a panel takes it over.
   * @param {number} pit
   * @param {'cw' | 'ccw'} dir
   */
  function sow(pit, dir) {
    if (sowTakenOver(pit, dir)) return;
    const intent = actions.sowPit(state, pit, dir);
    if (intent.kind === 'play') void play(intent.move);
    else refusePit(pit);
  }

  /**
   * Shows the two directions over a pit that sows either way.
   * @param {number} pit
   * @param {boolean} keyboard
   */
  function openChooser(pit, keyboard) {
    const g = parts.renderer.layout?.slots[pit];
    if (!g) return;
    state.ui.choosing = pit;
    hideMessages();
    parts.chooser.open(g, parts.t, pitName(pit), keyboard);
    view.draw();
  }

  /** Closes the direction choice, if open. */
  function closeChooser() {
    if (state.ui.choosing < 0) return;
    state.ui.choosing = -1;
    parts.chooser.close();
    view.draw();
  }

  /**
   * Puts the keyboard focus on `pit` when it may take it, or on the first
   * pit the mover may choose.
   * @param {number} [pit]
   */
  function focusBoard(pit) {
    const list = view.focusable();
    const legal = state.scene.legalPits.filter((p) => list.includes(p));
    parts.a11y.focus(pit != null && list.includes(pit) ? pit : (legal[0] ?? list[0] ?? 0));
  }

  return {
    play,
    step,
    goto,
    load,
    restart,
    press,
    sow,
    openChooser,
    closeChooser,
    refuse,
    refusePit,
    status,
    hideMessages,
    changed,
    canUndo,
    focusBoard,
    supersede,
    speed,
  };
}

/** @typedef {ReturnType<typeof createController>} Controller */
