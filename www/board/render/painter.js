// @ts-check
/**
 * What every drawing function of the board is handed: the canvas context
 * (scaled to CSS pixels), the layout and the sprites, and two ways to put
 * sprites down.
 */

import { hash01, seedSpot } from '../layout.js';

/**
 * @typedef {object} Painter
 * @property {CanvasRenderingContext2D} ctx  drawing in CSS pixels
 * @property {import('../layout.js').Layout} lay
 * @property {number} dpr                    device pixels per CSS pixel
 * @property {import('./sprites.js').Sprites} sprites
 */

/**
 * Draws one sprite centred at (x, y).
 * @param {Painter} p
 * @param {HTMLCanvasElement} sprite
 * @param {number} x
 * @param {number} y
 */
export function blit(p, sprite, x, y) {
  const w = sprite.width / p.dpr;
  const h = sprite.height / p.dpr;
  p.ctx.drawImage(sprite, x - w / 2, y - h / 2, w, h);
}

/**
 * A seed sprite picked by a hash, so a seed keeps its look from frame to frame.
 * @param {Painter} p
 * @param {number} a
 * @param {number} b
 */
export function seedSprite(p, a, b) {
  return p.sprites.seeds[Math.floor(hash01(a, b) * p.sprites.seeds.length)];
}

/**
 * Draws `count` seeds scattered in an ellipse of half-axes `ax`, `ay`.
 * @param {Painter} p
 * @param {number} cx
 * @param {number} cy
 * @param {number} ax
 * @param {number} ay
 * @param {number} count
 * @param {number} salt varies the scatter between places
 */
export function scatter(p, cx, cy, ax, ay, count, salt) {
  const r = p.lay.seedR;
  for (let k = 0; k < count; k++) {
    const at = seedSpot(k, ax, ay, r, salt);
    blit(p, seedSprite(p, salt * 7 + 3, k), cx + at.x, cy + at.y);
  }
}
