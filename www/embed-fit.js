// @ts-check
/**
 * The iframe page's board takes what is left of the frame's height once
 * everything stacked above and below it has its own: the caption, the
 * player bars, a phase's panel under the board, the move list. Fitted again
 * whenever any of that changes height (a phase whose panel sits beside the
 * board gives way to play, where the board takes the whole width; a panel
 * comes or goes; the language), not only when the frame is resized: fitted
 * once, in the finger game or Makonn's opening, the frame then scrolled in
 * play by up to 100 px and hid the move list's buttons.
 *
 * What is beside the board rather than above or below it (a phase's panel
 * in a wide frame, the move list beside a small board) does not count: a
 * smaller board would not make it shorter. Counting it made the board
 * shrink on every fitting, as the space it left was counted again.
 *
 *   const stop = fitToFrame(element, main);   // embed.js
 */

/** The least and the most of the frame's height the board may be given. */
const LEAST_SHARE = 0.25;
const MOST_SHARE = 0.95;
/** At most this many changes of the board's share within `SETTLING_MS` (more wait, unless the frame is resized). */
const MOST_CHANGES = 8;
const SETTLING_MS = 1000;

/**
 * Whether two boxes overlap across the page (one stands above the other).
 * @param {DOMRect} a
 * @param {DOMRect} b
 */
function stacked(a, b) {
  return a.left < b.right - 1 && b.left < a.right - 1;
}

/**
 * The height of everything in the frame that is not the board's drawing and
 * stands above or below it.
 * @param {HTMLElement} main the page's box around the element
 * @param {Element} board the element's board (`.board`, holding the bars, the drawing and the panels)
 * @param {HTMLCanvasElement} canvas
 * @returns {number}
 */
function aroundTheBoard(main, board, canvas) {
  const box = board.getBoundingClientRect();
  const drawing = canvas.getBoundingClientRect();
  // Inside the board: its column (the bars and the drawing) and a panel
  // under it; a panel beside it stands in a column of its own.
  const inner = board.shadowRoot;
  const column = inner?.querySelector('.mb-main')?.getBoundingClientRect();
  const side = inner?.querySelector('.mb-side')?.getBoundingClientRect();
  const sideBeside = column && side && side.height > 0 && !stacked(column, side);
  const within = (sideBeside ? column.height : box.height) - drawing.height;
  // Around the board: the parts of the element above and below it, each
  // with the gap before it; those beside it (the move list beside a small
  // board) take no height of their own.
  const outer = main.getBoundingClientRect();
  let beside = 0;
  for (const part of board.parentElement?.children ?? []) {
    if (part === board) continue;
    const r = part.getBoundingClientRect();
    if (r.height > 0 && !stacked(r, box) && r.bottom > box.bottom) beside = Math.max(beside, r.bottom - box.bottom);
  }
  return outer.height - box.height - beside + within;
}

/**
 * Keeps the board of `element` fitted to the frame's height.
 * @param {import('./mancala-board.js').MancalaBoard} element
 * @param {HTMLElement} main the page's box around the element
 * @returns {() => void} stops fitting
 */
export function fitToFrame(element, main) {
  let frame = 0;
  /** The share last given, so that an unchanged answer changes nothing. */
  let given = -1;
  /** When the shares given lately were given: a fitting that keeps changing its answer stops (below). @type {number[]} */
  let lately = [];
  function fit() {
    frame = 0;
    const api = element.board;
    const board = element.shadowRoot?.querySelector('.board');
    const canvas = board?.shadowRoot?.querySelector('canvas');
    if (!api || !board || !canvas || innerHeight <= 0) return;
    const others = aroundTheBoard(main, board, canvas);
    const share = Math.min(MOST_SHARE, Math.max(LEAST_SHARE, (innerHeight - others - 2) / innerHeight));
    if (Math.abs(share - given) * innerHeight < 1) return;
    // Each share changes the page's height, which asks for a fitting again:
    // one that would not settle (a scroll bar coming and going with the
    // board's size, in a browser whose scroll bars take room) stops for a
    // second, or until the frame is resized, rather than lay the board out
    // on every frame.
    const now = performance.now();
    lately = [...lately.filter((at) => now - at < SETTLING_MS), now];
    if (lately.length > MOST_CHANGES) return;
    given = share;
    // The frame's own height decides, not the page's least board height
    // (mount.js): below it, the pits still keep their least size.
    api.set({ viewportShare: share, leastHeight: 0 });
  }
  const later = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };
  const resized = () => {
    lately = [];
    later();
  };
  const watch = new ResizeObserver(later);
  watch.observe(main);
  element.addEventListener('ready', later);
  window.addEventListener('resize', resized);
  return () => {
    watch.disconnect();
    element.removeEventListener('ready', later);
    window.removeEventListener('resize', resized);
    cancelAnimationFrame(frame);
  };
}
