// @ts-check
/**
 * The pits' numbers of an example board, which the rules' texts use,
 * written over the board as small tags (`examples.js`), from the geometry
 * the board publishes on its pit buttons (a11y.js: the well's centre and
 * its count badge's centre and half-height, CSS pixels from the canvas's
 * corner).
 *
 * Each number stands in the corner of its pit diagonally opposite the
 * pit's count. Along a row every count is in the same corner of its pit,
 * so the number is above or below its own count and its neighbours'
 * (the row's counts on one side, the numbers on the other), and as far
 * from the next row's counts as the square allows; this holds flat and
 * turned alike (a turn keeps opposite corners opposite). Where the room
 * is less than a tag (a board drawn small in a narrow frame) the tags are
 * made smaller until none touches a count or another tag.
 */

/** The numbers' font sizes, in CSS pixels: as drawn where there is room, and the smallest they are made. */
const NUMBER_SIZE = Object.freeze({ largest: 11, smallest: 7 });

/**
 * The room a count badge is given when checking that no number touches it:
 * a pill for a count of up to three figures is this many times its
 * half-height wide on each side of its centre (render/shapes.js: `pill`).
 */
const BADGE_HALF_WIDTH = 2;

/** The space, in CSS pixels, kept between a number and a count or another number. */
const CLEARANCE = 1;

/**
 * @typedef {object} Box
 * @property {number} left
 * @property {number} top
 * @property {number} right
 * @property {number} bottom
 */

/**
 * Writes each pit's number over the board in `boardHost`, in `layer`.
 * @param {HTMLElement} picture   the example's frame (positioned), which `layer` fills
 * @param {HTMLElement} boardHost the board's element
 * @param {HTMLElement} layer     where the numbers go
 */
export function numberPits(picture, boardHost, layer) {
  const root = boardHost.shadowRoot;
  const canvas = root?.querySelector('canvas');
  if (!root || !canvas) return;
  const frame = picture.getBoundingClientRect();
  const drawn = canvas.getBoundingClientRect();
  const pits = [...root.querySelectorAll('button[data-pit]')].map((button) => /** @type {HTMLElement} */ (button).dataset);
  const labels = pits.map((pit) => {
    const label = document.createElement('span');
    label.textContent = pit.pit ?? '';
    // Diagonally opposite the count: the badge's centre mirrored through the well's.
    const x = 2 * Number(pit.cx) - Number(pit.badgeX);
    const y = 2 * Number(pit.cy) - Number(pit.badgeY);
    label.style.left = `${drawn.left - frame.left + x}px`;
    label.style.top = `${drawn.top - frame.top + y}px`;
    return label;
  });
  layer.replaceChildren(...labels);
  const badges = pits.map((pit) => badgeBox(pit, drawn));
  for (let size = NUMBER_SIZE.largest; size >= NUMBER_SIZE.smallest; size--) {
    layer.style.setProperty('--pit-number-size', `${size}px`);
    if (!crowded(labels.map((label) => label.getBoundingClientRect()), badges)) return;
  }
}

/**
 * The box a pit's count badge may fill, in the window's coordinates.
 * @param {DOMStringMap} pit   the pit button's data
 * @param {DOMRect} drawn      the canvas's box
 * @returns {Box}
 */
function badgeBox(pit, drawn) {
  const x = drawn.left + Number(pit.badgeX);
  const y = drawn.top + Number(pit.badgeY);
  const r = Number(pit.badgeR);
  return { left: x - BADGE_HALF_WIDTH * r, right: x + BADGE_HALF_WIDTH * r, top: y - r, bottom: y + r };
}

/**
 * Whether two boxes come closer than `CLEARANCE`.
 * @param {Box} a
 * @param {Box} b
 */
function touching(a, b) {
  return a.left < b.right + CLEARANCE && b.left < a.right + CLEARANCE && a.top < b.bottom + CLEARANCE && b.top < a.bottom + CLEARANCE;
}

/**
 * Whether a number touches a count or another number.
 * @param {Box[]} numbers
 * @param {Box[]} counts
 */
function crowded(numbers, counts) {
  return numbers.some((number, i) => counts.some((count) => touching(number, count)) || numbers.some((other, j) => j > i && touching(number, other)));
}
