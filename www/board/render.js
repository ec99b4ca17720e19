// @ts-check
/**
 * Draws a scene on a canvas: a wooden board with pits drawn as wells, seeds
 * as small shaded stones, counts in badges, each player's captured pile in
 * a tray along his side, and the marks of the UI (whose turn, focus, hover,
 * refused pit, relay and capture flashes). Each layer is drawn by its own
 * module under `render/`; this one sizes the canvas and stacks the layers.
 *
 * The board, trays and empty wells do not change during a game, so they
 * are painted once per size into an offscreen canvas and copied each frame.
 * Seed sprites are also painted once per size and device pixel ratio.
 */

import { paintBackground } from './render/background.js';
import { countBadges, drawAroundBadges, drawCountBadges, drawPitNumbers } from './render/labels.js';
import { drawChoosing, drawFocus, drawMarks, drawPreview, drawTarget } from './render/marks.js';
import { drawOrigin, drawOwnerRings, drawPlayableGlow } from './render/pits.js';
import { drawCluster, drawPiles, drawWellSeeds } from './render/seeds.js';
import { paintSprites } from './render/sprites.js';
import { drawLargeStones } from './render/stones.js';
import { drawStores } from './render/stores.js';
import { drawBodies } from './render/territory.js';

export { SIDE_COLOURS, STONE_COLOURS, STONE_SIZES } from './render/colours.js';
export { roundRect } from './render/shapes.js';

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./render/painter.js').Painter} Painter */

/**
 * What the UI adds on top of the scene.
 * @typedef {object} Overlay
 * @property {number} focus     pit with the keyboard focus ring, or -1
 * @property {number} hover     pit under the pointer, or -1
 * @property {number} choosing  pit whose direction is being chosen (or a seed lifted from), or -1
 * @property {number} target    pit named to capture with in an opening layout, or -1
 * @property {number} origin    pit the last move started from, or -1
 * @property {number} [ends]    slot where the hovered or focused pit's sowing would end, or -1
 * @property {boolean} [pitNumbers] draw each pit's number (default true)
 * @property {boolean} interactive false while animating or when input is off
 * @property {boolean} showBodies  draw territory feet and heads (`snapshot.territory_bodies`)
 * @property {{ foot: string, head: string, mu?: string, gong?: string }} words captions for feet and heads, and the large stones' names
 * @property {(ctx: CanvasRenderingContext2D, lay: Layout) => void} [extra] draws more marks (a phase panel's), under the counts and numbers
 * @property {'ltr' | 'rtl'} [dir] the direction of the words drawn (the board itself is drawn the same either way)
 */

/**
 * Draws the layers of a scene, bottom to top, on the static background:
 * the wells' marks and seeds, the rings on pits and the panel's marks, the
 * counts and numbers above them, then the seeds in flight.
 * @param {Painter} p
 * @param {Scene} scene
 * @param {Overlay} ui
 * @param {number} now milliseconds, for pulsing marks
 */
function drawLayers(p, scene, ui, now) {
  drawOwnerRings(p, scene);
  if (ui.showBodies) drawBodies(p, scene, ui.words);
  if (ui.interactive) drawPlayableGlow(p, scene, ui.hover);
  drawOrigin(p, ui.origin);
  drawWellSeeds(p, scene);
  drawStores(p, scene, ui.words);
  drawLargeStones(p, scene);
  drawPiles(p, scene);
  if (ui.interactive) drawPreview(p, ui.ends ?? -1);
  // The rings on pits pass under the counts and numbers: a ring crossing a
  // pit's corner leaves its count and number legible and shows all around
  // them. So do the marks a phase's panel adds (`extra`: a huelshe run's
  // rings, Makonn's capture marks, the places a large stone may fall).
  const badges = countBadges(p, scene);
  // No clip around the badges on the many frames with no ring to draw.
  if (scene.marks.length || ui.choosing >= 0 || ui.target >= 0 || ui.focus >= 0 || ui.extra) {
    drawAroundBadges(p, badges, () => {
      drawMarks(p, scene.marks, now);
      drawChoosing(p, ui.choosing);
      drawTarget(p, ui.target);
      drawFocus(p, ui.focus);
      if (ui.extra) {
        p.ctx.save();
        ui.extra(p.ctx, p.lay);
        p.ctx.restore();
      }
    });
  }
  drawCountBadges(p, badges);
  if (ui.pitNumbers !== false) drawPitNumbers(p);
  // Seeds in flight, then the hand above everything.
  for (const f of scene.flights) drawCluster(p, f.x, f.y, f.seeds, f.large, false);
  if (scene.hand) drawCluster(p, scene.hand.x, scene.hand.y, scene.hand.seeds, scene.hand.large, true);
}

/**
 * Creates a renderer bound to one canvas.
 * @param {HTMLCanvasElement} canvas
 */
export function createRenderer(canvas) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {Painter | null} */
  let painter = null;
  /** @type {HTMLCanvasElement | null} */
  let background = null;
  /** The size and shape the canvas and its static layers were last made for. */
  let made = '';

  /**
   * Sizes the canvas for a layout at a device pixel ratio and repaints the
   * static layers, unless they were made for the same board at the same
   * size already: a window a little taller or shorter (a phone's address
   * bar coming and going as the page scrolls) lays the board out again,
   * the same, and remaking the canvas and the seeds' sprites takes a tenth
   * of a second on a slow phone.
   * @param {Layout} next
   * @param {number} dpr
   */
  function resize(next, dpr) {
    const key = [next.width, next.height, next.cell, next.turned, next.pits, next.slots.length, dpr].join(' ');
    if (painter && key === made) {
      painter = { ...painter, lay: next };
      return;
    }
    made = key;
    // How many times the canvas was made, for tools and tests.
    canvas.dataset.made = String(Number(canvas.dataset.made ?? 0) + 1);
    canvas.width = Math.max(1, Math.round(next.width * dpr));
    canvas.height = Math.max(1, Math.round(next.height * dpr));
    canvas.style.width = `${next.width}px`;
    canvas.style.height = `${next.height}px`;
    background = paintBackground(next, dpr);
    painter = { ctx, lay: next, dpr, sprites: paintSprites(next, dpr) };
  }

  /**
   * Draws the whole scene.
   * @param {Scene} scene
   * @param {Overlay} ui
   * @param {number} now  milliseconds, for pulsing marks
   */
  function draw(scene, ui, now) {
    if (!painter || !background) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(background, 0, 0);
    ctx.setTransform(painter.dpr, 0, 0, painter.dpr, 0, 0);
    ctx.direction = ui.dir ?? 'ltr';
    drawLayers(painter, scene, ui, now);
  }

  return {
    resize,
    draw,
    /** The layout last sized for, or null before the first `resize`. */
    get layout() {
      return painter?.lay ?? null;
    },
  };
}
