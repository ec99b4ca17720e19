// @ts-check
/**
 * Paths shared by the board's layers.
 */

/**
 * Starts a rounded-rectangle path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  traceRoundRect(ctx, x, y, w, h, r);
}

/**
 * Adds a rounded rectangle to the current path (a shape among others, as
 * in a clipping path).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function traceRoundRect(ctx, x, y, w, h, r) {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/**
 * Starts a circle path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 */
export function circle(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/**
 * Starts the path of a pill holding `text` centred at (x, y), as wide as
 * the text needs and at least round: the shape of every count badge. The
 * font must be set first.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('../layout.js').Layout} L
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function pill(ctx, L, x, y, text) {
  ctx.beginPath();
  tracePill(ctx, L, x, y, text);
}

/**
 * Adds the pill `pill` starts to the current path.
 * @param {CanvasRenderingContext2D} ctx
 * @param {import('../layout.js').Layout} L
 * @param {number} x
 * @param {number} y
 * @param {string} text
 */
export function tracePill(ctx, L, x, y, text) {
  const w = Math.max(L.badgeR * 2, ctx.measureText(text).width + L.font * 0.7);
  traceRoundRect(ctx, x - w / 2, y - L.badgeR, w, L.badgeR * 2, L.badgeR);
}

/**
 * The width of the dark outline `outlinedText` draws round figures of
 * `size` px: half of it stands outside the figures on each side.
 * @param {number} size
 */
export function outlineWidth(size) {
  return Math.max(2.5, size * 0.28);
}

/**
 * Text in a colour, outlined in the board's dark brown so that it reads
 * against any wood or tray under it (the pit numbers reach about 10:1 so):
 * a side's colour alone on the wood is 2:1 to 3.5:1. The font, alignment
 * and baseline are the caller's.
 * @param {CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {number} x
 * @param {number} y
 * @param {string} fill
 * @param {number} size the font size, px
 */
export function outlinedText(ctx, text, x, y, fill, size) {
  ctx.lineJoin = 'round';
  ctx.lineWidth = outlineWidth(size);
  ctx.strokeStyle = 'rgba(28,16,8,0.85)';
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}
