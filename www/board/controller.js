// @ts-check
/**
 * What the board does when a player or the page asks for something: it
 * runs the action (`actions.js`), shows the result (the animation, the
 * views, a notice, the live region) and tells the page (board events).
 * Every change of position goes through here, whoever asked for it: a
 * click, a key, a panel, the page's API. Each function takes the board's
 * parts (`mount.js`) first; `createController` binds them.
 */

import * as actions from './actions.js';
import { holdsInSight } from './anim-steps.js';
import { afterMoveStatus, flashCaptures, narrate, showNews } from './after-move.js';
import { errorMessage } from './errors.js';
import { pitName } from './i18n.js';
import { forTheHand } from './input-kind.js';
import { pitsArea } from './layout.js';
import { describeMove, endsWords, moveWords } from './move-words.js';
import { canRedo, sowingsFrom } from './state.js';
import { sentences } from './sentences.js';

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
 * Milliseconds per seed now (0 when the reader asked for less motion).
 * @param {BoardParts} parts
 */
function speed(parts) {
  const { state } = parts;
  return parts.reducedMotion.matches ? 0 : state.config.speed;
}

/**
 * Says a status line (and, with `say`, in the live region too).
 * @param {BoardParts} parts
 * @param {Status} status
 * @param {boolean} [say]
 */
function status(parts, status, say = false) {
  if (say) parts.a11y.announce(status.text);
  parts.emit('status', status);
}

/**
 * Hides the messages about the last position (a refusal, a notice).
 * @param {BoardParts} parts
 */
function hideMessages(parts) {
  parts.toast.hide();
  parts.notice.hide();
}

/**
 * Tells the page what can be undone and redone now.
 * @param {BoardParts} parts
 */
function changed(parts) {
  const { state } = parts;
  parts.emit('change', { snapshot: state.snapshot, canUndo: canUndo(parts), canRedo: canRedo(state) });
}

/**
 * Whether there is a move (or a step inside a panel) to take back.
 * @param {BoardParts} parts
 */
function canUndo(parts) {
  const { state } = parts;
  return state.record.cursor > 0 || parts.panels.all.some((p) => p.canUndo?.() === true);
}

/**
 * Stops an animation whose position is being replaced.
 * @param {BoardParts} parts
 */
function supersede(parts) {
  const { state } = parts;
  actions.supersede(state);
  parts.animator.skip();
  parts.inflight = null;
}

/**
 * Reports an engine error about a pit (or about nothing in particular).
 * @param {BoardParts} parts
 * @param {EngineError} err
 * @param {number} pit
 */
function refuse(parts, err, pit) {
  const { state } = parts;
  const text = errorMessage(err, parts.t, pit >= 0 ? pit : null);
  if (pit >= 0) parts.animator.flash(state.scene, pit, 'refused', 900);
  parts.toast.show(text, pit, parts.renderer.layout);
  parts.a11y.announce(text);
  parts.emit('status', { text, kind: 'error' });
  parts.emit('illegal', { pit, code: err.code, text });
}

/**
 * Refuses a press on `pit`, with the engine's reason why it cannot be played.
 * @param {BoardParts} parts
 * @param {number} pit
 */
function refusePit(parts, pit) {
  const { session } = parts;
  refuse(parts, actions.explainPit(session, pit), pit);
}

/**
 * Marks the board busy while a move is shown.
 * @param {BoardParts} parts
 */
function busy(parts) {
  const { state, view } = parts;
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
 * @param {BoardParts} parts
 * @param {GameEvent[]} events
 * @param {number} generation
 */
async function animate(parts, events, generation) {
  const { state } = parts;
  const lay = parts.renderer.layout;
  if (lay) await parts.animator.play(state.scene, events, lay, speed(parts));
  if (generation !== state.ui.generation) return false;
  state.ui.busy = false;
  return true;
}

/**
 * Plays a move given in notation (one of the snapshot's `legal` moves, or
 * one the engine accepts), animates it, then shows the engine's new position.
 * @param {BoardParts} parts
 * @param {string} move
 * @returns {Promise<boolean>} false when the engine refused the move
 */
async function play(parts, move) {
  const { state, session, view } = parts;
  if (parts.inflight) {
    parts.animator.skip();
    await parts.inflight;
  }
  const phase = state.snapshot.phase;
  const done = actions.playMove(state, session, move);
  if (!done.ok) {
    refuse(parts, done.error, done.error.pit ?? -1);
    return false;
  }
  parts.chooser.close();
  hideMessages(parts);
  busy(parts);
  const { played, entry, generation } = done;
  const mover = played.before.to_move;
  const narrator = parts.panels.active(phase);
  const said = narrate(parts, narrator, played, 'start');
  // A move is in sight for a while when animated, and without movement
  // when it ends a round (its final board stays a moment, animate.js).
  const shown = speed(parts) > 0 || holdsInSight(played.events);
  if (shown && entry?.pit != null) {
    // How to skip it, told to the hand in use: a tap, a key, or a click.
    const sowing = forTheHand('status.sowing', { keys: true });
    status(parts, { text: parts.t(sowing, { player: parts.t(`player.${mover}`), pit: pitName(entry.pit) }), kind: 'info' });
  } else if (shown && said) {
    status(parts, { text: said, kind: 'info' });
  }
  const run = (async () => {
    if (!(await animate(parts, shownEvents(played), generation))) return true;
    parts.inflight = null;
    // A new round starts on a fresh board: no last move to point at.
    if (played.events.some((e) => e.type === 'round-started')) state.ui.origin = -1;
    view.settle({ kind: 'played', ...played });
    parts.emit('animating', { busy: false });
    const ref = { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move };
    const narrated = narrate(parts, narrator, played, 'end');
    parts.a11y.announce(narrated ?? describeMove(played.events, state.snapshot, mover, ref, parts.t, view.restingStatus().text));
    flashCaptures(parts, played.events);
    const news = showNews(parts, played.events);
    // A store's slot is told from a pit's by the board's pits.
    const pits = state.snapshot.rows * state.snapshot.cols;
    // What the move did stays in the line before the news it brought (a
    // pass, the singles game): the computer's move was otherwise unsaid.
    if (news && !state.snapshot.result) {
      const did = narrated ? '' : moveWords(played.events, mover, ref, parts.t, { news: false, pits });
      status(parts, { text: sentences([did, news, parts.t('status.to-move', { player: parts.t(`player.${state.snapshot.to_move}`) })]), kind: 'info' });
    }
    // A choice's own sentence (a panel's: the finger game's result, an
    // offer, a sale) ends with what comes next; the status line shows it
    // whole, where it is in sight, the panel being below the board.
    else if (narrated) status(parts, { text: narrated, kind: afterMoveStatus(parts, '').kind });
    else status(parts, afterMoveStatus(parts, moveWords(played.events, mover, ref, parts.t, { pits })));
    parts.emit('move', { move, events: played.events, snapshot: state.snapshot });
    for (const e of played.events) {
      if (e.type === 'round-ended') parts.emit('round-ended', { round: e.round, winnings: e.winnings, snapshot: state.snapshot });
    }
    if (state.snapshot.result) parts.emit('game-over', { result: state.snapshot.result, snapshot: state.snapshot });
    changed(parts);
    return true;
  })();
  parts.inflight = run;
  return run;
}

/**
 * Shows the position the state now holds after a jump (undo, redo, a
 * step, another game): the panels start again from it.
 * @param {BoardParts} parts
 */
function showJump(parts) {
  const { view } = parts;
  parts.chooser.close();
  hideMessages(parts);
  view.settle({ kind: 'jumped' });
}

/**
 * Takes back the last step (of a panel first, such as an opening layout
 * being made, then of the game), or plays again the first move taken back.
 * @param {BoardParts} parts
 * @param {'undo' | 'redo'} which
 */
function step(parts, which) {
  const { state, session, view } = parts;
  if (which === 'undo' && parts.panels.active(state.snapshot.phase).some((p) => p.undo?.() === true)) return true;
  // A redo with nothing to play again is refused (by the engine, below)
  // without stopping the move being sown: stopped, it never ended, and
  // neither the move list, the computer's reply nor a game's end heard of it.
  if (which === 'undo' || canRedo(state)) supersede(parts);
  const done = which === 'undo' ? actions.undoMove(state, session) : actions.redoMove(state, session);
  if (!done.ok) {
    status(parts, { text: errorMessage(done.error, parts.t), kind: 'error' }, true);
    return false;
  }
  showJump(parts);
  status(parts, { text: sentences([parts.t(which === 'undo' ? 'status.undone' : 'status.redone'), view.restingStatus().text]), kind: 'info' }, true);
  changed(parts);
  return true;
}

/**
 * Shows the position after the first `index` moves of the record (0 is
 * the start), keeping the later moves to step forward again; a move
 * played from there replaces them. One step forward is animated.
 * @param {BoardParts} parts
 * @param {number} index
 * @returns {Promise<boolean>} false when the game has no such move
 */
async function goto(parts, index) {
  const { state, session, view } = parts;
  if (!Number.isInteger(index) || index < 0 || index > state.record.length) return false;
  if (index === state.record.cursor && !state.ui.busy) return true;
  const before = state.snapshot;
  supersede(parts);
  // One step forward is told as the move it is, animated or not.
  const done = actions.gotoMove(state, session, index, true);
  if (!done.ok) {
    status(parts, { text: errorMessage(done.error, parts.t), kind: 'error' });
    return false;
  }
  parts.chooser.close();
  hideMessages(parts);
  const { played, entry } = done;
  if (played) {
    busy(parts);
    if (!(await animate(parts, shownEvents(played), done.generation))) return true;
    parts.emit('animating', { busy: false });
  }
  // A step forward is a move shown as played: the panels tell it as such
  // (the finger game's hands, a settlement's card), as they do after play.
  view.settle(played ? { kind: 'played', ...played } : { kind: 'jumped' });
  const t = parts.t;
  const { length } = state.record;
  const where = index === 0 ? t('moves.at-start') : t('moves.at', { n: index, total: length });
  const rest = view.restingStatus().text;
  parts.a11y.announce(
    played ? describeMove(played.events, state.snapshot, before.to_move, { pit: entry?.pit ?? null, dir: entry?.dir ?? null, move: played.move }, t, rest) : sentences([where, rest]),
  );
  status(parts, { text: sentences([where, rest]), kind: 'info' });
  changed(parts);
  return true;
}

/**
 * Readies a match just put on the board (a new game, an opened record):
 * the panels start again from it; the caller lays the board out for it.
 * @param {BoardParts} parts
 */
function readyNewMatch(parts) {
  const { view } = parts;
  parts.chooser.close();
  hideMessages(parts);
  view.rest({ kind: 'jumped' });
}

/**
 * Opens a game record in place of the current match. Throws the engine's
 * error, keeping the current match, when the record is refused.
 * @param {BoardParts} parts
 * @param {string} record
 */
function load(parts, record) {
  const { state, session, view } = parts;
  const done = actions.openRecord(state, session, record, parts.panels.supports);
  if (!done.ok) throw done.error;
  supersede(parts);
  readyNewMatch(parts);
  parts.relayout();
  status(parts, view.restingStatus());
  changed(parts);
}

/**
 * Starts a new match. Throws the engine's error, keeping the current
 * match, when the engine refuses the settings.
 * @param {BoardParts} parts
 * @param {{ game: string, options: Record<string, string>, seed: number }} settings
 */
function restart(parts, settings) {
  const { state, session } = parts;
  const done = actions.newGame(state, session, settings);
  if (!done.ok) throw done.error;
  supersede(parts);
  readyNewMatch(parts);
}

/**
 * A pit was pressed (click, tap, Enter or Space): the panels first, then
 * the board's own sowing.
 * @param {BoardParts} parts
 * @param {number} pit
 * @param {'cw' | 'ccw' | null} half the half of the pit pressed, when the pointer says
 * @param {{ keyboard: boolean, x: number | null }} how
 */
function press(parts, pit, half, how) {
  const { state, view } = parts;
  if (state.ui.busy) {
    parts.animator.skip();
    return;
  }
  if (!state.config.interactive) return;
  if (parts.panels.active(state.snapshot.phase).some((p) => p.press?.(pit, how) === true)) return;
  const open = state.ui.choosing;
  const intent = actions.pressPit(state, pit, half);
  if (open >= 0 && state.ui.choosing !== open) parts.chooser.close();
  if (intent.kind === 'refuse') refusePit(parts, pit);
  else if (intent.kind === 'choose') {
    openChooser(parts, pit, how.keyboard);
    // A finger is told to tap an arrow; a mouse or a keyboard, the keys too.
    status(parts, { text: parts.t(forTheHand('dir.hint'), { pit: pitName(pit) }), kind: 'info' }, true);
  }
  else if (intent.kind === 'play') {
    // A half of the open pit chose a direction: a panel may take it over.
    if (open === pit && half && sowTakenOver(parts, pit, half)) return;
    void play(parts, intent.move);
  } else view.draw();
}

/**
 * Whether a panel takes over the sowing of `pit` towards `dir`.
 * @param {BoardParts} parts
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
function sowTakenOver(parts, pit, dir) {
  const { state } = parts;
  return parts.panels.active(state.snapshot.phase).some((p) => p.sow?.(pit, dir) === true);
}

/**
 * Sows `pit` towards `dir` (a direction chosen), unless a panel takes it over.
 * @param {BoardParts} parts
 * @param {number} pit
 * @param {'cw' | 'ccw'} dir
 */
function sow(parts, pit, dir) {
  const { state } = parts;
  if (sowTakenOver(parts, pit, dir)) return;
  const intent = actions.sowPit(state, pit, dir);
  if (intent.kind === 'play') void play(parts, intent.move);
  else refusePit(parts, pit);
}

/**
 * Shows the two directions over a pit that sows either way.
 * @param {BoardParts} parts
 * @param {number} pit
 * @param {boolean} keyboard
 */
function openChooser(parts, pit, keyboard) {
  const { state, view } = parts;
  const lay = parts.renderer.layout;
  const g = lay?.slots[pit];
  if (!lay || !g) return;
  state.ui.choosing = pit;
  hideMessages(parts);
  const ends = { cw: endsWords(state.snapshot, pit, parts.t, 'cw'), ccw: endsWords(state.snapshot, pit, parts.t, 'ccw') };
  parts.chooser.open(g, parts.t, pitName(pit), keyboard, ends, pitsArea(lay));
  view.draw();
}

/**
 * Closes the direction choice, if open.
 * @param {BoardParts} parts
 */
function closeChooser(parts) {
  const { state, view } = parts;
  if (state.ui.choosing < 0) return;
  state.ui.choosing = -1;
  parts.chooser.close();
  view.draw();
}

/**
 * Puts the keyboard focus on `pit` when it may take it, or on the first
 * pit the mover may choose (on the computer's turn, on the visitor's side).
 * @param {BoardParts} parts
 * @param {number} [pit]
 */
function focusBoard(parts, pit) {
  const { state, view } = parts;
  const { seat } = state.config;
  const snap = state.snapshot;
  // On the computer's turn the focus goes to the visitor's own side, to the
  // pit he left it on, not to the computer's pits.
  if (pit == null && seat != null && seat !== snap.to_move && !snap.result) {
    const own = snap.owners.flatMap((owner, i) => (owner === seat ? [i] : []));
    parts.a11y.focus(own.includes(parts.a11y.stop) ? parts.a11y.stop : (own[0] ?? 0));
    return;
  }
  const list = view.focusable();
  const legal = state.scene.legalPits.filter((p) => list.includes(p));
  parts.a11y.focus(pit != null && list.includes(pit) ? pit : (legal[0] ?? list[0] ?? 0));
}

/**
 * A board's controller: its requests, bound to the board's parts.
 * @param {BoardParts} parts
 */
export function createController(parts) {
  return {
    play: play.bind(null, parts),
    step: step.bind(null, parts),
    goto: goto.bind(null, parts),
    load: load.bind(null, parts),
    restart: restart.bind(null, parts),
    press: press.bind(null, parts),
    sow: sow.bind(null, parts),
    openChooser: openChooser.bind(null, parts),
    closeChooser: closeChooser.bind(null, parts),
    refuse: refuse.bind(null, parts),
    refusePit: refusePit.bind(null, parts),
    status: status.bind(null, parts),
    hideMessages: hideMessages.bind(null, parts),
    changed: changed.bind(null, parts),
    canUndo: canUndo.bind(null, parts),
    focusBoard: focusBoard.bind(null, parts),
    supersede: supersede.bind(null, parts),
    speed: speed.bind(null, parts),
  };
}

/** @typedef {ReturnType<typeof createController>} Controller */
