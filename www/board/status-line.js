// @ts-check
/**
 * A status line: what just happened and who is to move, in the page's
 * status bar (`#status`, style.css) and the element's caption (caption.js).
 * A move's whole story can run to many lines; the box shows its last lines
 * (who is to move now) and the rest scroll within, faded at the top, so
 * that the board under it does not move (on a phone the box keeps one
 * height), also after the box is resized. While lines are hidden the box
 * takes the keyboard focus, so that keys scroll it too.
 *
 *   const status = attachStatusLine(el.status);
 *   status.say('South to move.', 'turn');
 *   status.stop(); // the box is going: it is no longer watched
 */

/**
 * @param {HTMLElement} box
 * @returns {{ say: (text: string, kind: string) => void, stop: () => void }}
 *   `say` shows a line, of a kind (`turn`, `info`, `error`, `thinking`)
 */
export function attachStatusLine(box) {
  const fit = () => {
    box.classList.toggle('is-scrolled', box.scrollTop > 0);
    if (box.scrollHeight > box.clientHeight + 1) box.tabIndex = 0;
    else box.removeAttribute('tabindex');
  };
  box.addEventListener('scroll', fit, { passive: true });
  // A box made narrower (a phone turned, a window zoomed in) holds more
  // lines: its last ones are shown again, and whether it scrolls found again.
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => ((box.scrollTop = box.scrollHeight), fit())) : null;
  resized?.observe(box);
  return {
    say(text, kind) {
      box.textContent = text;
      box.dataset.kind = kind;
      box.classList.toggle('is-error', kind === 'error');
      box.scrollTop = box.scrollHeight;
      fit();
    },
    stop() {
      resized?.disconnect();
      box.removeEventListener('scroll', fit);
    },
  };
}
