// @ts-check
/**
 * Seed and large-stone sprites, painted once per size and device pixel
 * ratio and copied onto the board wherever a seed lies.
 */

import { SEED_COLOURS, SEED_TURNS, STONE_COLOURS, STONE_SIZES, rgba, shade } from './colours.js';

/**
 * @typedef {object} Sprites
 * @property {HTMLCanvasElement[]} seeds every colour in every turn
 * @property {Record<string, HTMLCanvasElement>} stones by large stone
 */

/**
 * Paints one seed sprite: a slightly oval stone with a shadow, shading and a
 * small highlight, light coming from the top left.
 * @param {number} radius CSS pixels
 * @param {number} dpr
 * @param {string} colour
 * @param {number} turn  rotation of the oval
 * @returns {HTMLCanvasElement}
 */
function seedSprite(radius, dpr, colour, turn) {
  const size = Math.ceil(radius * 2.9 * dpr);
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(dpr, dpr);
  const mid = size / dpr / 2;
  const rx = radius;
  const ry = radius * 0.84;
  // Shadow cast down and to the right.
  g.save();
  g.translate(mid + radius * 0.22, mid + radius * 0.3);
  g.rotate(turn);
  g.beginPath();
  g.ellipse(0, 0, rx * 1.02, ry * 1.02, 0, 0, Math.PI * 2);
  g.fillStyle = 'rgba(10,4,0,0.45)';
  g.filter = `blur(${Math.max(0.5, radius * 0.18)}px)`;
  g.fill();
  g.restore();
  g.save();
  g.translate(mid, mid);
  g.rotate(turn);
  const body = g.createRadialGradient(-rx * 0.35, -ry * 0.4, radius * 0.1, 0, 0, radius * 1.05);
  body.addColorStop(0, shade(colour, 0.45));
  body.addColorStop(0.45, colour);
  body.addColorStop(1, shade(colour, -0.45));
  g.beginPath();
  g.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  g.fillStyle = body;
  g.fill();
  g.lineWidth = Math.max(0.5, radius * 0.08);
  g.strokeStyle = rgba('#1a0d05', 0.35);
  g.stroke();
  g.restore();
  // Specular highlight (not rotated: the light is fixed).
  g.beginPath();
  g.ellipse(mid - rx * 0.33, mid - ry * 0.4, radius * 0.28, radius * 0.17, -0.6, 0, Math.PI * 2);
  g.fillStyle = 'rgba(255,255,255,0.45)';
  g.fill();
  return c;
}

/**
 * Every sprite a board of this layout needs.
 * @param {import('../layout.js').Layout} lay
 * @param {number} dpr
 * @returns {Sprites}
 */
export function paintSprites(lay, dpr) {
  /** @type {HTMLCanvasElement[]} */
  const seeds = [];
  for (let t = 0; t < SEED_TURNS; t++) {
    for (const colour of SEED_COLOURS) seeds.push(seedSprite(lay.seedR, dpr, colour, t * 1.05 + 0.3));
  }
  return {
    seeds,
    stones: {
      mu: seedSprite(lay.largeR * STONE_SIZES.mu, dpr, STONE_COLOURS.mu, 0.4),
      gong: seedSprite(lay.largeR * STONE_SIZES.gong, dpr, STONE_COLOURS.gong, 1.2),
    },
  };
}
