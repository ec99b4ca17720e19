// @ts-check
/**
 * The page's Undo and Redo: the buttons, Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z),
 * each button enabled only while it has something to do. A button that
 * disables itself under the keyboard focus (the last move undone) hands the
 * focus to the other one, or to the board, so a keyboard user is not sent
 * back to the top of the page.
 */

/**
 * @typedef {object} UndoBoard
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {() => void} redo
 * @property {() => void} focus puts the keyboard focus on the board
 * @property {(type: 'change', fn: (detail: { canUndo: boolean, canRedo: boolean }) => void) => unknown} on
 */

/**
 * @param {{ undo: HTMLButtonElement, redo: HTMLButtonElement }} buttons
 * @param {UndoBoard} board
 * @param {() => void} undo takes a move back (with the computer's reply, when it plays)
 * @param {() => boolean} blocked whether the shortcuts wait (a dialog is open)
 */
export function attachUndoButtons(buttons, board, undo, blocked) {
  /** @param {boolean} canUndo @param {boolean} canRedo */
  const enable = (canUndo, canRedo) => {
    const focused = document.activeElement;
    buttons.undo.disabled = !canUndo;
    buttons.redo.disabled = !canRedo;
    if (focused !== buttons.undo && focused !== buttons.redo) return;
    if (!(/** @type {HTMLButtonElement} */ (focused).disabled)) return;
    const other = focused === buttons.undo ? buttons.redo : buttons.undo;
    if (!other.disabled) other.focus();
    else board.focus();
  };
  board.on('change', ({ canUndo, canRedo }) => enable(canUndo, canRedo));
  // A board opened on a shared game starts with moves to take back.
  enable(board.canUndo, board.canRedo);
  buttons.undo.addEventListener('click', undo);
  buttons.redo.addEventListener('click', () => board.redo());
  document.addEventListener('keydown', (e) => {
    if (blocked() || e.altKey || !(e.ctrlKey || e.metaKey)) return;
    const k = e.key.toLowerCase();
    if (k === 'z' && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if (k === 'y' || (k === 'z' && e.shiftKey)) {
      e.preventDefault();
      board.redo();
    }
  });
}
