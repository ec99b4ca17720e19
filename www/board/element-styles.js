// @ts-check
/**
 * `<mancala-board>`'s own stylesheet (`mancala-board.js`): its frame, the
 * error, loading and note lines, the Hint button, the saved-game line and
 * the notice when the engine cannot be loaded, adopted by every element's
 * shadow root (board/adopt.js).
 */

import { SAVED_PROMPT_CSS } from './saved-prompt.js';
import { LOAD_FAILURE_CSS } from './load-failure.js';

const CSS = `
/* --mb-rem: the unit of the board's parts sized in rem on the page (its
   caption, the move list's title, kiosk mode, How to play): here at least
   16px, as the frame's type at least 15px, so that a host page's root font
   size (\`html { font-size: 62.5% }\`) does not shrink them, and larger
   where the host's root follows a visitor's larger default font size. A
   host may set it on the element.
   The element's box is the container the layout below asks about
   (mb-element): how wide the element is, not the window. A container's
   content gives it no width of its own, so where the host lets the element
   size itself (a flex row, a float, a centred column) it is 300px wide,
   about what its caption and move list made it before, and no wider than
   its parent where the parent's width is known. */
:host {
  display: block; --mb-rem: max(16px, 1rem);
  container: mb-element / inline-size; contain-intrinsic-inline-size: 300px; max-width: 100%;
}
:host([hidden]) { display: none; }
.frame {
  all: initial; direction: ltr; box-sizing: border-box; display: flex; flex-direction: column; gap: 8px; width: 100%;
  color: var(--mb-ink, #2a1a0c); font: max(15px, 0.9375rem)/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
/* \`all: initial\` keeps a host's styles out; the frame's \`dir\` (the board's
   language) sets its direction again, which the line above would hold at ltr. */
.frame[dir="rtl"] { direction: rtl; }
.board { display: block; width: 100%; }
.moves { display: block; width: 100%; --mb-moves-height: 6.5em; }
.moves[hidden], .error[hidden] { display: none; }
.error {
  margin: 0; padding: 8px 12px; border-radius: 8px; overflow-wrap: anywhere;
  color: #a3261b; background: rgba(255, 250, 240, 0.9); border: 1px solid rgba(163, 38, 27, 0.4);
}
.error strong { font-weight: 700; }
.error span { color: #2a1a0c; }
.note { margin: 0; padding: 4px 12px; font-size: 0.92em; overflow-wrap: anywhere; }
.loading { margin: 0; padding: 48px 12px; text-align: center; color: var(--mb-muted, #6b5846); }
.note[hidden] { display: none; }
.hint {
  align-self: flex-start; justify-self: start; min-height: 44px; min-width: 44px; padding: 8px 16px; cursor: pointer;
  font: 600 max(15px, 0.9375rem)/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  border-radius: 999px; border: 1px solid rgba(90, 60, 30, 0.3); background: #fffaf1; color: #2a1a0c;
}
.hint:hover:not(:disabled) { border-color: #8a4b1f; }
.hint:disabled { opacity: 0.55; cursor: default; }
.hint:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
.hint[hidden] { display: none; }
/* Against the computer, the Hint button sits beside the move list rather
   than on a line of its own under the board: a frame as small as a phone's
   (360×520) then holds the board, the bars and the list without scrolling. */
.frame:has(> .hint:not([hidden])):has(> .moves:not([hidden])) {
  display: grid; grid-template-columns: auto minmax(0, 1fr); align-items: start; column-gap: 10px;
}
.frame:has(> .hint:not([hidden])):has(> .moves:not([hidden])) > * { grid-column: 1 / -1; }
.frame:has(> .hint:not([hidden])):has(> .moves:not([hidden])) > :is(.hint, .moves) { grid-column: auto; order: 1; }
/* A compact board (its element says so: board/frame.js) in a wide element
   on a landscape screen has the move list beside it, which leaves the board
   more of the height (a 640×520 iframe); a wide board keeps it underneath,
   and so does an element narrower than 560px, whatever the window (a
   sidebar's column on a desktop page). Browsers without container queries
   keep it underneath. */
@media (min-aspect-ratio: 1/1) {
  @container mb-element (min-width: 560px) {
    .frame:has(> .board[data-board-shape="compact"]):has(> .moves:not([hidden])) {
      display: grid; grid-template-columns: minmax(0, 1fr) minmax(170px, 30%); grid-auto-flow: row dense;
      align-items: start; column-gap: 12px;
    }
    .frame:has(> .board[data-board-shape="compact"]):has(> .moves:not([hidden])) > :not(.board, .moves) { grid-column: 1 / -1; }
    .frame:has(> .board[data-board-shape="compact"]):has(> .moves:not([hidden])) > .board { grid-column: 1; }
    .frame:has(> .board[data-board-shape="compact"]):has(> .moves:not([hidden])) > .moves { grid-column: 2; }
  }
}
`;

/** The element's styles, all of them (adopted with board/adopt.js). */
export const ELEMENT_CSS = CSS + SAVED_PROMPT_CSS + LOAD_FAILURE_CSS;
