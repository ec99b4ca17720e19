// @ts-check
/**
 * The board's palette: the players' colours, the seeds' and the large
 * stones', and two helpers to shade a colour and make it translucent.
 */

/** Player colours: South amber, North turquoise (also used by the page's CSS). */
export const SIDE_COLOURS = { S: '#f2a541', N: '#5cc4cf' };

/** Seed colours: river pebbles and dried beans. */
export const SEED_COLOURS = ['#e3d3b0', '#b8905c', '#8a6440', '#a7a396', '#6d7a7c', '#cdb183', '#9c5b3b'];

/** How many ways each seed colour is turned, for variety. */
export const SEED_TURNS = 3;

/** The large stones' colours. */
export const STONE_COLOURS = { mu: '#f1ead8', gong: '#2f6152' };

/** The mu is the larger goat, the gong the smaller: their radii as shares of the layout's `largeR`. */
export const STONE_SIZES = { mu: 1.18, gong: 0.86 };

/**
 * A colour made darker or lighter.
 * @param {string} hex `#rrggbb`
 * @param {number} f   -1 … 1: darker … lighter
 */
export function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(f >= 0 ? c + (255 - c) * f : c * (1 + f)),
  );
  return `rgb(${ch[0]},${ch[1]},${ch[2]})`;
}

/**
 * A colour made translucent.
 * @param {string} hex `#rrggbb`
 * @param {number} alpha
 */
export function rgba(hex, alpha) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
