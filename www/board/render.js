// @ts-check
/**
 * Draws a scene on a canvas: a wooden board with pits drawn as wells, seeds
 * as small shaded stones, counts in badges, each player's captured pile in
 * a tray along his side, and the marks of the UI (whose turn, focus, hover,
 * refused pit, relay and capture flashes).
 *
 * The board, trays and empty wells do not change during a game, so they
 * are painted once per size into an offscreen canvas and copied each frame.
 * Seed sprites are also painted once per size and device pixel ratio.
 */

import { hash01, heapSpot, seedSpot, wellAxes } from './layout.js';
import { bodies } from './scene.js';

/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').SlotGeom} SlotGeom */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./types.js').Side} Side */

/**
 * What the UI adds on top of the scene.
 * @typedef {object} Overlay
 * @property {number} focus     pit with the keyboard focus ring, or -1
 * @property {number} hover     pit under the pointer, or -1
 * @property {number} choosing  pit whose direction is being chosen (or a seed lifted from), or -1
 * @property {number} target    pit named to capture with in an opening layout, or -1
 * @property {number} origin    pit the last move started from, or -1
 * @property {boolean} interactive false while animating or when input is off
 * @property {boolean} showBodies  draw territory feet and heads (Motiq)
 * @property {{ foot: string, head: string, mu?: string, gong?: string }} words captions for feet and heads, and the large stones' names
 * @property {(ctx: CanvasRenderingContext2D, lay: Layout) => void} [extra] draws more marks, under the hand
 */

/** Player colours: South amber, North turquoise (also used by the page's CSS). */
export const SIDE_COLOURS = { S: '#f2a541', N: '#5cc4cf' };

/** Seed colours: river pebbles and dried beans. */
const SEED_COLOURS = ['#e3d3b0', '#b8905c', '#8a6440', '#a7a396', '#6d7a7c', '#cdb183', '#9c5b3b'];
const SEED_TURNS = 3;
export const STONE_COLOURS = { mu: '#f1ead8', gong: '#2f6152' };
/** The mu is the larger goat, the gong the smaller: their radii as shares of the layout's `largeR`. */
export const STONE_SIZES = { mu: 1.18, gong: 0.86 };

/**
 * @param {string} hex `#rrggbb`
 * @param {number} f   -1 … 1: darker … lighter
 */
function shade(hex, f) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(f >= 0 ? c + (255 - c) * f : c * (1 + f)),
  );
  return `rgb(${ch[0]},${ch[1]},${ch[2]})`;
}

/**
 * @param {string} hex
 * @param {number} alpha
 */
function rgba(hex, alpha) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

/**
 * Starts a rounded-rectangle path (also used by the other board layers).
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
export function roundRect(ctx, x, y, w, h, r) {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

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
 * Creates a renderer bound to one canvas.
 * @param {HTMLCanvasElement} canvas
 */
export function createRenderer(canvas) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  /** @type {Layout | null} */
  let lay = null;
  let dpr = 1;
  /** @type {HTMLCanvasElement | null} */
  let background = null;
  /** @type {HTMLCanvasElement[]} */
  let seeds = [];
  /** @type {Record<string, HTMLCanvasElement>} */
  let stones = {};

  /**
   * Sizes the canvas for a layout at a device pixel ratio and repaints the
   * static layers.
   * @param {Layout} next
   * @param {number} ratio
   */
  function resize(next, ratio) {
    lay = next;
    dpr = ratio;
    canvas.width = Math.max(1, Math.round(next.width * dpr));
    canvas.height = Math.max(1, Math.round(next.height * dpr));
    canvas.style.width = `${next.width}px`;
    canvas.style.height = `${next.height}px`;
    background = paintBackground(next, dpr);
    seeds = [];
    for (let t = 0; t < SEED_TURNS; t++) {
      for (const colour of SEED_COLOURS) seeds.push(seedSprite(next.seedR, dpr, colour, t * 1.05 + 0.3));
    }
    stones = {
      mu: seedSprite(next.largeR * STONE_SIZES.mu, dpr, STONE_COLOURS.mu, 0.4),
      gong: seedSprite(next.largeR * STONE_SIZES.gong, dpr, STONE_COLOURS.gong, 1.2),
    };
  }

  /**
   * Draws one seed sprite centred at (x, y).
   * @param {HTMLCanvasElement} sprite
   * @param {number} x
   * @param {number} y
   */
  function blit(sprite, x, y) {
    const w = sprite.width / dpr;
    const h = sprite.height / dpr;
    ctx.drawImage(sprite, x - w / 2, y - h / 2, w, h);
  }

  /**
   * Draws `count` seeds scattered in an ellipse.
   * @param {number} cx
   * @param {number} cy
   * @param {number} ax
   * @param {number} ay
   * @param {number} count
   * @param {number} salt
   */
  function scatter(cx, cy, ax, ay, count, salt) {
    if (!lay) return;
    const r = lay.seedR;
    for (let k = 0; k < count; k++) {
      const p = seedSpot(k, ax, ay, r, salt);
      const pick = Math.floor(hash01(salt * 7 + 3, k) * seeds.length);
      blit(seeds[pick], cx + p.x, cy + p.y);
    }
  }

  /**
   * Draws the whole scene.
   * @param {Scene} scene
   * @param {Overlay} ui
   * @param {number} now  milliseconds, for pulsing marks
   */
  function draw(scene, ui, now) {
    if (!lay || !background) return;
    const L = lay;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(background, 0, 0);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const s = L.cell;

    // Territory rings: every pit in its owner's colour; the mover's bright.
    for (let i = 0; i < L.pits; i++) {
      const g = L.slots[i];
      const owner = scene.owners[i] ?? g.seat;
      const mine = owner === scene.toMove && !scene.over;
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.035, 0, Math.PI * 2);
      ctx.lineWidth = s * (mine ? 0.055 : 0.04);
      ctx.strokeStyle = rgba(SIDE_COLOURS[owner], mine ? 0.95 : 0.45);
      ctx.stroke();
      if (scene.sold[i]) drawSoldLid(g, owner);
    }
    if (ui.showBodies) drawBodies(scene, ui);

    // Playable pits glow softly while the player may click.
    if (ui.interactive) {
      for (const i of scene.legalPits) {
        const g = L.slots[i];
        if (!g) continue;
        const hover = ui.hover === i;
        const glow = ctx.createRadialGradient(g.cx, g.cy, g.rx * 0.9, g.cx, g.cy, g.rx + s * 0.16);
        glow.addColorStop(0, 'rgba(255,236,180,0)');
        glow.addColorStop(0.45, `rgba(255,236,180,${hover ? 0.75 : 0.4})`);
        glow.addColorStop(1, 'rgba(255,236,180,0)');
        ctx.beginPath();
        ctx.arc(g.cx, g.cy, g.rx + s * 0.16, 0, Math.PI * 2);
        ctx.fillStyle = glow;
        ctx.fill();
        if (hover) {
          ctx.beginPath();
          ctx.arc(g.cx, g.cy, g.rx * 0.98, 0, Math.PI * 2);
          ctx.fillStyle = 'rgba(255,240,200,0.10)';
          ctx.fill();
        }
      }
    }

    // The pit the last move started from.
    if (ui.origin >= 0 && L.slots[ui.origin]) {
      const g = L.slots[ui.origin];
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx * 0.93, 0, Math.PI * 2);
      ctx.setLineDash([s * 0.05, s * 0.05]);
      ctx.lineWidth = Math.max(1, s * 0.02);
      ctx.strokeStyle = 'rgba(255,245,225,0.55)';
      ctx.stroke();
      ctx.setLineDash([]);
    }

    // Seeds in wells and stores.
    for (const g of L.slots) {
      const n = scene.slots[g.slot] ?? 0;
      if (n <= 0) continue;
      const { ax, ay } = wellAxes(g, L.seedR);
      scatter(g.cx, g.cy, ax, ay, n, g.slot + 1);
    }
    // Stores: each in its owner's colour, with its own goat while it is home.
    for (const g of L.slots) if (g.kind === 'store') drawStore(scene, g, ui);

    // Large stones, a little off centre so small seeds stay visible.
    for (const st of scene.large) {
      const sprite = stones[st.stone];
      if (!sprite) continue;
      if (st.slot != null && L.slots[st.slot]?.kind === 'store' && isHome(st.stone, st.slot)) continue;
      if (st.slot != null && L.slots[st.slot]) {
        const g = L.slots[st.slot];
        const dx = st.stone === 'mu' ? -0.3 : 0.3;
        blit(sprite, g.cx + dx * g.rx, g.cy - 0.25 * Math.min(g.ry, g.rx * 2));
      } else if (st.pile) {
        const heap = L.heaps[st.pile === 'S' ? 0 : 1];
        const x = st.pile === 'S' ? heap.x + L.largeR * 1.3 : heap.x + heap.w - L.largeR * 1.3;
        const apart = st.stone === 'mu' ? 0 : L.largeR * 2.4 * (st.pile === 'S' ? 1 : -1);
        blit(sprite, x + apart, heap.y + heap.h / 2);
      }
    }

    // Captured piles.
    for (const side of /** @type {const} */ ([0, 1])) {
      const heap = L.heaps[side];
      const n = scene.piles[side];
      const hx = heap.x + heap.w / 2;
      const hy = heap.y + heap.h / 2;
      for (let k = 0; k < n; k++) {
        const p = heapSpot(k, heap.w / 2 - L.seedR, heap.h / 2 - L.seedR * 0.6, L.seedR, 101 + side);
        blit(seeds[Math.floor(hash01(side * 7 + 710, k) * seeds.length)], hx + p.x, hy + p.y);
      }
      const lab = L.pileLabels[side];
      ctx.font = `700 ${L.pileFont}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = rgba(SIDE_COLOURS[side === 0 ? 'S' : 'N'], 1);
      ctx.fillText(String(n), lab.x, lab.y + 1);
    }

    // Count badges.
    ctx.font = `700 ${L.font}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let i = 0; i < L.pits; i++) {
      const g = L.slots[i];
      const n = scene.slots[i] ?? 0;
      // A sold pit is always empty: its lid says so.
      if (scene.sold[i] && n === 0) continue;
      const text = String(n);
      const w = Math.max(L.badgeR * 2, ctx.measureText(text).width + L.font * 0.7);
      roundRect(ctx, g.badge.x - w / 2, g.badge.y - L.badgeR, w, L.badgeR * 2, L.badgeR);
      ctx.fillStyle = n > 0 ? 'rgba(28,16,8,0.88)' : 'rgba(28,16,8,0.55)';
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = 'rgba(255,235,200,0.25)';
      ctx.stroke();
      ctx.fillStyle = n > 0 ? '#fdf3e1' : 'rgba(253,243,225,0.6)';
      ctx.fillText(text, g.badge.x, g.badge.y + 0.5);
    }

    // Marks: relay pulses, captures, refusals.
    for (const m of scene.marks) drawMark(m, now);

    // The pit whose direction is being chosen.
    if (ui.choosing >= 0 && L.slots[ui.choosing]) {
      const g = L.slots[ui.choosing];
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.06, 0, Math.PI * 2);
      ctx.lineWidth = s * 0.05;
      ctx.strokeStyle = 'rgba(255,236,180,0.95)';
      ctx.stroke();
    }

    // The pit named to capture with, in an opening layout.
    if (ui.target >= 0 && L.slots[ui.target]) {
      const g = L.slots[ui.target];
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.05, 0, Math.PI * 2);
      ctx.setLineDash([s * 0.07, s * 0.045]);
      ctx.lineWidth = s * 0.05;
      ctx.strokeStyle = 'rgba(230,70,50,0.95)';
      ctx.stroke();
      ctx.setLineDash([]);
      // Ticks left, right, above and below (the count badge sits on a diagonal).
      for (let k = 0; k < 4; k++) {
        const a = (k * Math.PI) / 2;
        ctx.beginPath();
        ctx.moveTo(g.cx + Math.cos(a) * (g.rx + s * 0.02), g.cy + Math.sin(a) * (g.rx + s * 0.02));
        ctx.lineTo(g.cx + Math.cos(a) * (g.rx + s * 0.14), g.cy + Math.sin(a) * (g.rx + s * 0.14));
        ctx.lineWidth = s * 0.035;
        ctx.stroke();
      }
    }

    // Keyboard focus.
    if (ui.focus >= 0 && L.slots[ui.focus]) {
      const g = L.slots[ui.focus];
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.09, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(3, s * 0.05);
      ctx.strokeStyle = '#1b1006';
      ctx.stroke();
      ctx.lineWidth = Math.max(2, s * 0.03);
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    }

    if (ui.extra) {
      ctx.save();
      ui.extra(ctx, L);
      ctx.restore();
    }

    // Seeds in flight, then the hand above everything.
    for (const f of scene.flights) drawCluster(f.x, f.y, f.seeds, f.large, false);
    if (scene.hand) drawCluster(scene.hand.x, scene.hand.y, scene.hand.seeds, scene.hand.large, true);
  }

  /**
   * Whether `slot` is the home store of a large stone (the mu's is South's
   * store, the gong's North's).
   * @param {string} stone
   * @param {number} slot
   */
  function isHome(stone, slot) {
    if (!lay) return false;
    return slot === (stone === 'mu' ? lay.pits : lay.pits + 1);
  }

  /**
   * A sold pit: a lid in its buyer's colour with a hole in the middle, for
   * it swallows whatever is sown into it.
   * @param {SlotGeom} g
   * @param {Side} buyer
   */
  function drawSoldLid(g, buyer) {
    if (!lay) return;
    const s = lay.cell;
    const colour = SIDE_COLOURS[buyer];
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, g.rx * 0.96, 0, Math.PI * 2);
    const lid = ctx.createLinearGradient(0, g.cy - g.rx, 0, g.cy + g.rx);
    lid.addColorStop(0, shade(colour, 0.1));
    lid.addColorStop(1, shade(colour, -0.45));
    ctx.fillStyle = lid;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.02);
    ctx.strokeStyle = 'rgba(40,18,4,0.7)';
    ctx.stroke();
    // Wood grain rings on the lid.
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, g.rx * 0.7, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1, s * 0.012);
    ctx.strokeStyle = 'rgba(40,18,4,0.25)';
    ctx.stroke();
    // The hole.
    ctx.beginPath();
    ctx.arc(g.cx, g.cy, g.rx * 0.26, 0, Math.PI * 2);
    const hole = ctx.createRadialGradient(g.cx, g.cy - g.rx * 0.08, g.rx * 0.02, g.cx, g.cy, g.rx * 0.26);
    hole.addColorStop(0, '#140a03');
    hole.addColorStop(1, '#3a2010');
    ctx.fillStyle = hole;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.015);
    ctx.strokeStyle = rgba('#fff4e0', 0.45);
    ctx.stroke();
  }

  /**
   * A store: a rim in its owner's colour; its own goat sits in the middle
   * while it is home, named underneath. Once the goat has left, a dashed
   * ring marks its empty place: the store is a sink from then on.
   * @param {Scene} scene
   * @param {SlotGeom} g
   * @param {Overlay} ui
   */
  function drawStore(scene, g, ui) {
    if (!lay) return;
    const L = lay;
    const s = L.cell;
    const colour = SIDE_COLOURS[g.seat];
    roundRect(ctx, g.cx - g.rx - s * 0.03, g.cy - g.ry - s * 0.03, (g.rx + s * 0.03) * 2, (g.ry + s * 0.03) * 2, g.rx + s * 0.03);
    ctx.lineWidth = s * 0.045;
    ctx.strokeStyle = rgba(colour, scene.toMove === g.seat && !scene.over ? 0.9 : 0.55);
    ctx.stroke();
    const stone = g.seat === 'S' ? 'mu' : 'gong';
    if (!scene.large.some((st) => st.stone === stone)) return;
    const home = scene.large.some((st) => st.stone === stone && st.slot === g.slot);
    const r = L.largeR * STONE_SIZES[stone];
    const y = g.cy - r * 0.35;
    if (home) {
      blit(stones[stone], g.cx, y);
    } else {
      ctx.beginPath();
      ctx.arc(g.cx, y, r, 0, Math.PI * 2);
      ctx.setLineDash([Math.max(2, r * 0.35), Math.max(2, r * 0.3)]);
      ctx.lineWidth = Math.max(1.5, s * 0.02);
      ctx.strokeStyle = rgba(colour, 0.7);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const name = ui.words[stone];
    const size = Math.round(Math.max(10, s * 0.15));
    if (name && g.rx * 2 >= size * 2.2) {
      ctx.font = `700 ${size}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillStyle = home ? 'rgba(255,244,225,0.92)' : rgba(colour, 0.75);
      ctx.fillText(name, g.cx, y + r + size * 0.35);
    }
  }

  /**
   * Feet and heads of the two territories, as small captions in the frame.
   * @param {Scene} scene
   * @param {Overlay} ui
   */
  function drawBodies(scene, ui) {
    if (!lay) return;
    const L = lay;
    const s = L.cell;
    const b = bodies(scene.owners);
    const size = Math.round(Math.max(10, s * 0.13));
    if (s < 58) return;
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const side of /** @type {Side[]} */ (['S', 'N'])) {
      const body = b[side];
      if (!body) continue;
      /** @type {[number, string][]} */
      const marks = body.foot === body.head ? [[body.foot, `${ui.words.foot} · ${ui.words.head}`]] : [[body.foot, ui.words.foot], [body.head, ui.words.head]];
      for (const [pit, word] of marks) {
        const g = L.slots[pit];
        const outward = g.seat === 'S' ? 1 : -1;
        const y = g.cy + outward * (g.rx + s * 0.17);
        ctx.fillStyle = rgba(SIDE_COLOURS[side], 0.95);
        ctx.fillText(word, g.cx - s * 0.12, y);
      }
    }
    // Boundaries between territories, where the owner changes along the track.
    const n = L.pits;
    ctx.lineCap = 'round';
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      if (scene.owners[i] === scene.owners[j]) continue;
      const a = L.slots[i];
      const c = L.slots[j];
      // Only inside a row: where a row ends the rings' colours say enough.
      if (a.row !== c.row) continue;
      const x = (a.cx + c.cx) / 2;
      ctx.beginPath();
      ctx.moveTo(x, a.cy - a.rx * 0.8);
      ctx.lineTo(x, a.cy + a.rx * 0.8);
      ctx.lineWidth = Math.max(2, s * 0.04);
      ctx.strokeStyle = 'rgba(255,245,225,0.8)';
      ctx.stroke();
    }
    ctx.lineCap = 'butt';
  }

  /**
   * @param {import('./scene.js').Mark} m
   * @param {number} now
   */
  function drawMark(m, now) {
    if (!lay) return;
    const g = lay.slots[m.slot];
    if (!g) return;
    const s = lay.cell;
    const t = Math.min(1, Math.max(0, m.t));
    ctx.beginPath();
    if (m.kind === 'refused') {
      const wobble = Math.sin(now / 30) * s * 0.03 * (1 - t);
      ctx.ellipse(g.cx + wobble, g.cy, g.rx + s * 0.05, g.ry + s * 0.05, 0, 0, Math.PI * 2);
      ctx.lineWidth = s * 0.06;
      ctx.strokeStyle = `rgba(224,72,56,${0.9 * (1 - t * 0.7)})`;
    } else if (m.kind === 'capture') {
      ctx.ellipse(g.cx, g.cy, g.rx * (1 + 0.3 * t), g.ry * (1 + 0.3 * t), 0, 0, Math.PI * 2);
      ctx.lineWidth = s * 0.07 * (1 - t) + 1;
      ctx.strokeStyle = `rgba(255,214,90,${1 - t})`;
    } else if (m.kind === 'relay') {
      ctx.ellipse(g.cx, g.cy, g.rx * (0.7 + 0.45 * t), g.ry * (0.7 + 0.45 * t), 0, 0, Math.PI * 2);
      ctx.lineWidth = s * 0.04;
      ctx.strokeStyle = `rgba(255,250,235,${0.85 * (1 - t)})`;
    } else if (m.kind === 'refill') {
      ctx.ellipse(g.cx, g.cy, g.rx, g.ry, 0, 0, Math.PI * 2);
      ctx.fillStyle = `rgba(255,250,235,${0.25 * (1 - t)})`;
      ctx.fill();
      return;
    } else {
      return;
    }
    ctx.stroke();
  }

  /**
   * A handful of seeds: in the hand (raised, with a count) or in flight.
   * @param {number} x
   * @param {number} y
   * @param {number} count
   * @param {string[]} large
   * @param {boolean} raised
   */
  function drawCluster(x, y, count, large, raised) {
    if (!lay) return;
    const L = lay;
    const s = L.cell;
    const r = s * 0.2 + Math.min(s * 0.12, Math.sqrt(count) * L.seedR * 0.5);
    const lift = raised ? -s * 0.3 : 0;
    if (raised) {
      // A soft shadow on the board below the hand, and a pale palm holding the seeds.
      ctx.beginPath();
      ctx.ellipse(x + s * 0.06, y + s * 0.1, r * 1.05, r * 0.55, 0, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(0,0,0,0.22)';
      ctx.fill();
      const palm = ctx.createRadialGradient(x, y + lift, r * 0.3, x, y + lift, r * 1.45);
      palm.addColorStop(0, 'rgba(255,244,225,0.55)');
      palm.addColorStop(0.7, 'rgba(255,244,225,0.35)');
      palm.addColorStop(1, 'rgba(255,244,225,0)');
      ctx.beginPath();
      ctx.ellipse(x, y + lift, r * 1.45, r * 1.2, 0, 0, Math.PI * 2);
      ctx.fillStyle = palm;
      ctx.fill();
    }
    scatter(x, y + lift, r, r * 0.8, count, 977);
    for (const [i, st] of large.entries()) {
      const sprite = stones[st];
      if (sprite) blit(sprite, x + (i - 0.5) * L.largeR, y + lift);
    }
    if (raised && count + large.length > 0) {
      const text = String(count + large.length);
      ctx.font = `700 ${L.font}px system-ui, sans-serif`;
      const w = Math.max(L.badgeR * 2, ctx.measureText(text).width + L.font * 0.7);
      const bx = x;
      const by = y + lift - r - L.badgeR * 0.9;
      roundRect(ctx, bx - w / 2, by - L.badgeR, w, L.badgeR * 2, L.badgeR);
      ctx.fillStyle = '#fdf3e1';
      ctx.fill();
      ctx.fillStyle = '#2a1709';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, bx, by + 0.5);
    }
  }

  return { resize, draw, get layout() { return lay; } };
}

/**
 * Paints the parts that never change during a game: board, grain, wells,
 * stores and trays.
 * @param {Layout} L
 * @param {number} dpr
 */
function paintBackground(L, dpr) {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(L.width * dpr));
  c.height = Math.max(1, Math.round(L.height * dpr));
  const g = /** @type {CanvasRenderingContext2D} */ (c.getContext('2d'));
  g.scale(dpr, dpr);
  const s = L.cell;
  const B = L.board;

  // Trays for the captured piles: darker wood, recessed.
  for (const t of L.trays) {
    roundRect(g, t.x, t.y, t.w, t.h, t.h / 2);
    const wood = g.createLinearGradient(0, t.y, 0, t.y + t.h);
    wood.addColorStop(0, '#6a4526');
    wood.addColorStop(1, '#8a5b34');
    g.fillStyle = wood;
    g.fill();
    g.save();
    g.clip();
    g.lineWidth = s * 0.12;
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    roundRect(g, t.x - s * 0.02, t.y - s * 0.04, t.w + s * 0.04, t.h + s * 0.04, t.h / 2);
    g.stroke();
    g.restore();
    roundRect(g, t.x, t.y, t.w, t.h, t.h / 2);
    g.lineWidth = 1;
    g.strokeStyle = 'rgba(255,225,190,0.25)';
    g.stroke();
  }

  // The board, with a drop shadow.
  g.save();
  g.shadowColor = 'rgba(40,20,5,0.45)';
  g.shadowBlur = s * 0.18;
  g.shadowOffsetY = s * 0.05;
  roundRect(g, B.x, B.y, B.w, B.h, B.radius);
  const wood = g.createLinearGradient(0, B.y, 0, B.y + B.h);
  wood.addColorStop(0, '#a8703f');
  wood.addColorStop(0.5, '#96612f');
  wood.addColorStop(1, '#7c4d25');
  g.fillStyle = wood;
  g.fill();
  g.restore();

  // Grain: long faint wavy lines, the same for every board of this size.
  g.save();
  roundRect(g, B.x, B.y, B.w, B.h, B.radius);
  g.clip();
  const lines = Math.round(B.h / Math.max(3, s * 0.06));
  for (let i = 0; i < lines; i++) {
    const y0 = B.y + (i + hash01(i, 1)) * (B.h / lines);
    const amp = s * (0.02 + 0.05 * hash01(i, 2));
    const phase = hash01(i, 3) * Math.PI * 2;
    const freq = (2 + 3 * hash01(i, 4)) / B.w;
    g.beginPath();
    for (let x = B.x; x <= B.x + B.w; x += Math.max(4, s * 0.1)) {
      const y = y0 + amp * Math.sin(phase + x * freq * Math.PI * 2);
      if (x === B.x) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    const dark = hash01(i, 5) > 0.45;
    g.strokeStyle = dark ? `rgba(60,30,10,${0.08 + 0.1 * hash01(i, 6)})` : `rgba(255,220,170,${0.05 + 0.07 * hash01(i, 6)})`;
    g.lineWidth = 0.6 + 1.6 * hash01(i, 7);
    g.stroke();
  }
  g.restore();

  // Bevel: light along the top edge, dark along the bottom.
  roundRect(g, B.x + 1, B.y + 1, B.w - 2, B.h - 2, B.radius);
  const bevel = g.createLinearGradient(0, B.y, 0, B.y + B.h);
  bevel.addColorStop(0, 'rgba(255,225,185,0.55)');
  bevel.addColorStop(0.5, 'rgba(255,225,185,0.0)');
  bevel.addColorStop(1, 'rgba(30,12,2,0.5)');
  g.lineWidth = Math.max(1.5, s * 0.03);
  g.strokeStyle = bevel;
  g.stroke();

  // Wells: carved bowls, dark at the top where the rim shades them.
  for (const w of L.slots) {
    g.save();
    g.beginPath();
    if (w.kind === 'pit') g.arc(w.cx, w.cy, w.rx, 0, Math.PI * 2);
    else roundRect(g, w.cx - w.rx, w.cy - w.ry, w.rx * 2, w.ry * 2, w.rx);
    const bowl = g.createRadialGradient(
      w.cx + w.rx * 0.15,
      w.cy + Math.min(w.ry, w.rx * 1.5) * 0.25,
      Math.min(w.rx, w.ry) * 0.1,
      w.cx,
      w.cy,
      Math.max(w.rx, w.ry) * 1.05,
    );
    bowl.addColorStop(0, '#6e4526');
    bowl.addColorStop(0.65, '#4d2e17');
    bowl.addColorStop(1, '#2a170a');
    g.fillStyle = bowl;
    g.fill();
    g.clip();
    // Inner shadow under the upper rim.
    g.beginPath();
    if (w.kind === 'pit') g.arc(w.cx, w.cy + w.rx * 0.18, w.rx * 1.02, 0, Math.PI * 2);
    else roundRect(g, w.cx - w.rx, w.cy - w.ry + s * 0.08, w.rx * 2, w.ry * 2, w.rx);
    g.rect(w.cx - w.rx * 3, w.cy - w.ry * 3, w.rx * 6, w.ry * 6);
    g.fillStyle = 'rgba(15,6,0,0.35)';
    g.fill('evenodd');
    g.restore();
    // Rim: lit at the bottom, in shade at the top.
    g.beginPath();
    if (w.kind === 'pit') g.arc(w.cx, w.cy, w.rx, 0, Math.PI * 2);
    else roundRect(g, w.cx - w.rx, w.cy - w.ry, w.rx * 2, w.ry * 2, w.rx);
    const rim = g.createLinearGradient(0, w.cy - w.ry, 0, w.cy + w.ry);
    rim.addColorStop(0, 'rgba(25,10,0,0.55)');
    rim.addColorStop(1, 'rgba(255,222,180,0.55)');
    g.lineWidth = Math.max(1, s * 0.025);
    g.strokeStyle = rim;
    g.stroke();
  }
  return c;
}
