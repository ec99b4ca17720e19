// @ts-check
/**
 * The page's end-of-round and end-of-game dialog (`#result` in index.html):
 * a table of the engine's numbers (the round's winnings, the pits each side
 * takes into the next round, the final score and what it counts), the
 * winner, and the buttons to go on. Every number comes from the engine's
 * snapshot and its `round-ended` event; the dialog only lays them out.
 */

/** @typedef {import('./board/types.js').Snapshot} Snapshot */
/** @typedef {import('./board/types.js').GameEvent} GameEvent */

/**
 * @typedef {object} ResultDialogElements
 * @property {HTMLDialogElement} dialog
 * @property {HTMLElement} title
 * @property {HTMLElement} headline
 * @property {HTMLTableElement} table
 * @property {HTMLElement} colS  the table's heading of South's column
 * @property {HTMLElement} colN  the table's heading of North's column
 * @property {HTMLElement} note
 * @property {HTMLButtonElement} nextRound
 * @property {HTMLButtonElement} newGame
 * @property {HTMLButtonElement} close
 */

/**
 * Adds a row of two numbers to the dialog's table.
 * @param {HTMLTableSectionElement} body
 * @param {string} row  a name for the row (`data-row`)
 * @param {string} label
 * @param {[number, number]} values South first
 */
function addRow(body, row, label, values) {
  const tr = document.createElement('tr');
  tr.dataset.row = row;
  const th = document.createElement('th');
  th.scope = 'row';
  th.textContent = label;
  tr.append(th);
  for (const [i, side] of /** @type {const} */ (['S', 'N']).entries()) {
    const td = document.createElement('td');
    td.dataset.side = side;
    td.textContent = String(values[i]);
    tr.append(td);
  }
  body.append(tr);
}

/**
 * Who won, in words: against the computer, to the visitor ("You win!",
 * "The computer wins"); between people, by side.
 * @param {import('./board/i18n.js').Translate} say
 * @param {'S' | 'N' | null} winner null: a draw
 * @param {'S' | 'N' | null} visitor the visitor's side against the computer
 */
function winnerLine(say, winner, visitor) {
  if (!winner) return say('dialog.draw');
  if (visitor) return say(winner === visitor ? 'dialog.you-win' : 'dialog.computer-wins');
  return say('dialog.winner', { player: say(`player.${winner}`) });
}

/**
 * Wires the dialog's buttons and returns its controls.
 * @param {ResultDialogElements} el
 * @param {{ t: () => import('./board/i18n.js').Translate, onNewGame: () => void, onClose?: () => void, visitor?: () => 'S' | 'N' | null }} deps
 *   `t` gives the current language's translator; `onNewGame` starts a new game;
 *   `onClose` is told when the dialog closes, however it closes; `visitor` the
 *   side a visitor plays against the computer (null: people on both sides)
 */
export function attachResultDialog(el, { t, onNewGame, onClose, visitor }) {
  /** What the dialog shows, to draw it again in another language. @type {[('round' | 'game'), Snapshot, (GameEvent | undefined)] | null} */
  let shown = null;

  /**
   * Shows the end of a round or of the game, from the engine's numbers.
   * @param {'round' | 'game'} kind
   * @param {Snapshot} snap
   * @param {GameEvent | undefined} ended the round-ended event, if a round ended
   */
  function open(kind, snap, ended) {
    const say = t();
    shown = [kind, snap, ended];
    const body = el.table.tBodies[0];
    body.replaceChildren();
    el.colS.textContent = say('player.S');
    el.colN.textContent = say('player.N');
    const pits = /** @type {[number, number]} */ ([
      snap.owners.filter((o) => o === 'S').length,
      snap.owners.filter((o) => o === 'N').length,
    ]);
    const roundEnded = ended && ended.type === 'round-ended' ? ended : null;
    if (roundEnded) addRow(body, 'winnings', say('dialog.winnings'), roundEnded.winnings);
    el.dialog.dataset.kind = kind;
    if (kind === 'round') {
      el.title.textContent = say('dialog.round-title', { round: roundEnded?.round ?? snap.round - 1 });
      el.headline.textContent = '';
      el.headline.hidden = true;
      addRow(body, 'pits', say('dialog.pits-next'), pits);
      el.note.textContent = say('dialog.starts', { player: say(`player.${snap.to_move}`), round: snap.round });
      el.nextRound.hidden = false;
    } else {
      const result = /** @type {import('./board/types.js').Result} */ (snap.result);
      el.title.textContent = say('dialog.game-title');
      el.headline.hidden = false;
      el.headline.textContent = winnerLine(say, result.winner, visitor?.() ?? null);
      el.headline.dataset.winner = result.winner ?? 'draw';
      // What the score counts (seeds, pits held, net worth…) is the engine's word.
      const label = say(`score.${result.basis}`);
      addRow(body, 'score', label === `score.${result.basis}` ? say('score.seeds') : label, result.score);
      el.note.textContent = '';
      el.nextRound.hidden = true;
    }
    el.note.hidden = !el.note.textContent;
    if (!el.dialog.open) el.dialog.showModal();
    (kind === 'round' ? el.nextRound : el.newGame).focus();
  }

  function close() {
    shown = null;
    if (el.dialog.open) el.dialog.close();
  }

  el.nextRound.addEventListener('click', close);
  el.close.addEventListener('click', close);
  el.newGame.addEventListener('click', onNewGame);
  el.dialog.addEventListener('close', () => {
    shown = null;
    onClose?.();
  });

  return {
    open,
    close,
    /** Whether the dialog is open. */
    isOpen: () => el.dialog.open,
    /** Draws the open dialog again in the current language. */
    translate() {
      if (el.dialog.open && shown) open(...shown);
    },
  };
}
