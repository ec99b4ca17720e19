// @ts-check
/**
 * The caption of a board shown on its own (the `<mancala-board>` element
 * and the iframe page): the game's name as a heading and the board's status
 * line under it, which says whose turn it is, what the last move did and,
 * at the end, the result and what its score counts. The sentences are the
 * board's own `status` events (`move-words.js`); this module only shows them.
 */

import { adopt } from './adopt.js';
import { attachStatusLine } from './status-line.js';

/** @typedef {import('./mount.js').BoardApi} BoardApi */

/*
 * The aside (How to play) comes first and floats to the caption's end: the
 * name and a short status line sit beside it, and a long one (a game's last
 * move and its result) goes on under it across the caption's whole width,
 * rather than down a narrow column beside it.
 */
export const CAPTION_CSS = `
.caption { display: flow-root; margin: 0 0 6px; min-width: 0; }
.caption > .caption-aside { float: right; margin-left: 10px; }
[dir="rtl"] .caption > .caption-aside { float: left; margin-left: 0; margin-right: 10px; }
.caption-name { margin: 0; font: 700 calc(1.05 * var(--mb-rem, 1rem))/1.25 Georgia, "Times New Roman", serif; color: var(--mb-ink, #2a1a0c); }
.caption-status {
  margin: 2px 0 0; font: 600 calc(0.9 * var(--mb-rem, 1rem))/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--mb-ink, #2a1a0c); min-height: 1.35em; overflow-wrap: anywhere;
}
.caption-status[data-kind="error"] { color: #9b1c12; }
/* In an element as narrow as a phone, on a screen as tall as a phone's,
   the status line keeps one height, two lines under the name and the
   aside, whatever it says: the board under it stays put from move to move
   (a move's story runs from one line to six), so a finger finds the pits
   where they were. Its last lines show (who is to move now); the rest
   scroll within, faded at the top (status-line.js). A short frame (a
   360 × 520 iframe) keeps the line beside the aside instead, growing with
   what it says: the line under the aside would cost the board the height
   that lets the whole game fit in the frame. */
@media (min-height: 600px) {
  @container mb-element (max-width: 600px) {
    .caption-status {
      clear: both; height: calc(2 * 1.35em); overflow-y: auto; overscroll-behavior: contain;
    }
    .caption-status.is-scrolled { mask-image: linear-gradient(transparent, #000 1.2em); }
    .caption-status:focus-visible { outline: 3px solid var(--mb-focus, #1e5fbf); outline-offset: 2px; }
  }
  /* A column narrower than a phone (a sidebar's) has three lines: two hold
     too few words there to say whose turn it is. */
  @container mb-element (max-width: 340px) {
    .caption-status { height: calc(3 * 1.35em); }
  }
}
`;

/**
 * Gives the shadow root (or document) holding `el` the caption's styles
 * (board/adopt.js).
 * @param {Element} el
 */
function adoptStyles(el) {
  const root = el.getRootNode();
  if (root instanceof ShadowRoot || root instanceof Document) adopt(root, CAPTION_CSS);
}

/**
 * Shows `board`'s game name and status line in a caption put before `before`,
 * with `aside` (such as the info button), if given, at its end: first in
 * the caption, floated there (`CAPTION_CSS`).
 * @param {BoardApi} board
 * @param {Element} before the element the caption goes in front of
 * @param {Element} [aside] an element moved into the caption, beside the text
 * @returns {{ el: HTMLElement, destroy: () => void }}
 */
export function attachCaption(board, before, aside) {
  const doc = before.ownerDocument;
  const el = doc.createElement('div');
  el.className = 'caption';
  el.setAttribute('part', 'caption');
  const name = doc.createElement('h2');
  name.className = 'caption-name';
  const line = doc.createElement('p');
  line.className = 'caption-status';
  const text = doc.createElement('div');
  text.className = 'caption-text';
  text.append(name, line);
  if (aside) {
    aside.classList.add('caption-aside');
    el.append(aside);
  }
  el.append(text);
  before.before(el);
  adoptStyles(el);

  const showName = () => {
    name.textContent = board.snapshot().name;
  };
  const statusLine = attachStatusLine(line);
  /** @param {{ text: string, kind: string }} status */
  const showStatus = (status) => statusLine.say(status.text, status.kind);
  showName();
  showStatus({ text: board.status(), kind: board.snapshot().result ? 'over' : 'turn' });
  const offs = [board.on('status', showStatus), board.on('change', showName)];
  return {
    el,
    destroy() {
      for (const off of offs) off();
      statusLine.stop();
      el.remove();
    },
  };
}
