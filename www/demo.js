// @ts-check
/**
 * The embedding demo's event log: what a host page can listen to, from the
 * elements (`move`, `gameover`) and from the iframe (`postMessage`).
 */

const log = /** @type {HTMLOListElement} */ (document.getElementById('log'));
const frame = /** @type {HTMLIFrameElement} */ (document.getElementById('frame'));

/** @param {string} text */
function write(text) {
  const li = document.createElement('li');
  li.textContent = text;
  log.append(li);
  while (log.children.length > 50) log.firstElementChild?.remove();
  log.scrollTop = log.scrollHeight;
}

for (const board of document.querySelectorAll('mancala-board')) {
  board.addEventListener('move', (e) => write(`#${board.id} move ${/** @type {CustomEvent} */ (e).detail.move}`));
  board.addEventListener('gameover', (e) => {
    const { winner, score } = /** @type {CustomEvent} */ (e).detail;
    write(`#${board.id} game over: ${winner ?? 'draw'} ${score.join('–')}`);
  });
}

window.addEventListener('message', (e) => {
  // Only the demo's own iframe, and only its messages.
  if (e.source !== frame.contentWindow || typeof e.data?.type !== 'string' || !e.data.type.startsWith('mancala:')) return;
  write(`iframe ${e.data.type}${e.data.move ? ` ${e.data.move}` : ''}${e.data.winner !== undefined ? ` winner ${e.data.winner ?? 'draw'}` : ''}`);
});
