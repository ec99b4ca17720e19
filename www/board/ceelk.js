// @ts-check
/**
 * Ceelkoqyuqkoqiji's controls on the board: the panel under it and the
 * marks it adds to the canvas, for every phase the game has besides
 * sowing:
 *  - the finger game that opens each round (finger.js);
 *  - where the large stones fall when a sowing carries one: the placement
 *    that drops them last is preselected, ghosts show where each would
 *    fall, and a tap on a ringed pit or store (or ◀ ▶, the arrow keys)
 *    changes it before sowing (placement.js); the "always last" setting
 *    skips the question;
 *  - huelshe, refilling an empty sector from the stock (the run's first pit
 *    for a partial one), or declining it when the rules allow;
 *  - the offer to end the round, and the answer to it;
 *  - the settlement between rounds: what was won, the goats bought back,
 *    the debt, the sold pits, and the forced sale or optional buy-back
 *    (settlement.js); then the next round or the end of the match;
 *  - a line naming the two goats and where they are.
 *
 * It knows no rule: what is legal is the snapshot's `legal` list, a refused
 * choice is explained by the engine (`match.check`), and what a choice
 * would do (the pits a huelshe fills, where the goats end) is found by
 * playing it on a copy of the position. `mount.js` owns the board and calls
 * in here at a few points (press, direction chosen, keys, drawing, status,
 * announcements, after every change of position).
 */

import { FINGERS, fingerGame, revealText } from './finger.js';
import { pitName } from './i18n.js';
import { candidateSlots, defaultIndex, entriesFor, isChoice, pickBySlot } from './placement.js';
import { SIDE_COLOURS, STONE_COLOURS, STONE_SIZES, roundRect } from './render.js';
import { GOAT_OWNER, debtOf, extend, pitOf, settlementCard, summarize } from './settlement.js';

/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').GameEvent} GameEvent */
/** @typedef {import('./types.js').LegalMove} LegalMove */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./types.js').MatchLike} MatchLike */
/** @typedef {import('./types.js').MatchClass} MatchClass */
/** @typedef {import('./types.js').Played} Played */
/** @typedef {import('./types.js').Side} Side */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./layout.js').SlotGeom} SlotGeom */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('./settlement.js').Summary} Summary */

/**
 * What the board gives the controls.
 * @typedef {object} CeelkHost
 * @property {() => Translate} t
 * @property {() => Layout | null} layout
 * @property {() => MatchLike} match
 * @property {MatchClass} Match
 * @property {(move: string) => Promise<boolean>} play
 * @property {(err: EngineError, pit: number) => void} refuse
 * @property {(text: string) => void} announce
 * @property {(text: string) => void} info      a line for the status bar
 * @property {() => void} settled               says the position's status again (status bar and live region)
 * @property {() => void} draw                  repaint the canvas
 * @property {() => void} redraw                rebuild the scene from the snapshot, then repaint
 * @property {() => boolean} interactive        whether the board takes input at all
 * @property {() => boolean} busy               whether a move is being animated
 * @property {() => void} skip                  ends the animation
 * @property {() => boolean} stonesLast         the "always drop large stones last" setting
 * @property {(on: boolean) => void} setStonesLast
 * @property {(pit?: number) => void} focusBoard puts the keyboard focus on a pit, or on the mover's first
 */

/**
 * A placement being chosen.
 * @typedef {object} Placing
 * @property {number} pit
 * @property {'cw' | 'ccw'} dir
 * @property {LegalMove[]} entries
 * @property {number} index
 * @property {Played | null} probe the chosen placement played on a copy
 */

/** The panel's styles (inside the board's shadow root). */
export const CEELK_CSS = `
.mb-ck {
  --ck-skin: #f0cda6; --ck-skin-line: #7a4a22;
  box-sizing: border-box; max-width: 100%; display: flex; flex-direction: column; gap: 8px;
  padding: 8px 12px; border-radius: 10px; background: var(--mb-bar-bg); border: 1px solid var(--mb-bar-border);
}
.mb-ck[hidden] { display: none; }
.mb-ck.is-busy { opacity: 0.55; pointer-events: none; transition: opacity 150ms ease; }
.mb-ck section { display: flex; flex-direction: column; gap: 6px; }
.mb-ck section + section { border-top: 1px solid var(--mb-bar-border); padding-top: 8px; }
.mb-ck p { margin: 0; }
.ck-title { margin: 0; font-size: 1.02em; font-weight: 750; }
.ck-note { font-size: 0.88em; opacity: 0.85; }
.ck-prompt { font-weight: 600; }
.ck-result { font-size: 1.1em; }
.ck-reveal { font-weight: 650; }
.ck-buttons { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.mb-ck button {
  font: inherit; font-weight: 650; min-height: 38px; padding: 4px 12px; border-radius: 8px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid color-mix(in srgb, currentColor 32%, transparent);
}
.mb-ck button:active:not(:disabled) { background: rgba(201, 138, 61, 0.25); }
.mb-ck button.is-primary:active:not(:disabled) { background: #a05a27; }
@media (hover: hover) {
  .mb-ck button:hover:not(:disabled) { background: rgba(201, 138, 61, 0.18); }
  .mb-ck button.is-primary:hover:not(:disabled) { background: #a05a27; }
}
.mb-ck button:disabled { opacity: 0.45; cursor: default; }
.mb-ck button.is-primary { background: #8a4b1f; border-color: #8a4b1f; color: #fffaf1; }
.mb-ck button:focus-visible, .mb-ck input:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
.ck-hands { display: flex; justify-content: center; gap: 28px; }
.ck-hand-box { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 4px 10px; border-radius: 10px; border: 2px solid transparent; }
.ck-hand-box.is-winner { border-color: #c98a3d; background: rgba(201, 138, 61, 0.12); }
.ck-hand-box .ck-hand { width: 52px; height: 64px; }
.ck-hand-cap { font-size: 0.88em; font-weight: 600; text-align: center; }
.ck-fingers button { display: inline-flex; flex-direction: column; align-items: center; gap: 2px; flex: 1 1 0; min-width: 6.5em; padding: 6px 8px; }
.ck-fingers .ck-hand { width: 34px; height: 42px; }
.ck-finger-animal { font-weight: 500; font-size: 0.88em; opacity: 0.85; }
.ck-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; }
.ck-check { display: inline-flex; align-items: center; gap: 6px; font-size: 0.92em; cursor: pointer; }
.ck-check input { width: 18px; height: 18px; margin: 0; accent-color: #8a4b1f; }
.ck-place-text { display: flex; flex-direction: column; gap: 2px; }
.ck-place-count { font-variant-numeric: tabular-nums; font-size: 0.9em; opacity: 0.85; }
.ck-place .ck-buttons button[data-step] { min-width: 44px; }
.ck-table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; max-width: 30em; }
.ck-table th, .ck-table td { padding: 3px 8px; border-bottom: 1px solid var(--mb-bar-border); text-align: center; }
.ck-table tbody th { text-align: left; font-weight: 550; }
.ck-table td { font-weight: 700; }
.ck-table thead th[data-side]::before {
  content: ""; display: inline-block; width: 0.7em; height: 0.7em; margin-right: 0.35em; border-radius: 50%;
  vertical-align: -0.02em; background: var(--side); box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25) inset;
}
.ck-table [data-side="S"] { --side: var(--mb-south); }
.ck-table [data-side="N"] { --side: var(--mb-north); }
.ck-lines { margin: 0; padding-left: 1.2em; display: flex; flex-direction: column; gap: 2px; }
.ck-choice { display: flex; flex-direction: column; gap: 6px; }
.ck-legend { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.88em; }
.ck-goat { display: inline-flex; align-items: center; gap: 6px; }
.ck-goat::before {
  content: ""; flex: none; border-radius: 50%; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35) inset, 1px 1px 2px rgba(0, 0, 0, 0.3);
}
.ck-goat[data-stone="mu"]::before { width: 16px; height: 14px; background: radial-gradient(circle at 35% 35%, #fff, ${STONE_COLOURS.mu} 55%, #b9ad92); }
.ck-goat[data-stone="gong"]::before { width: 12px; height: 10px; background: radial-gradient(circle at 35% 35%, #7fb0a0, ${STONE_COLOURS.gong} 60%, #173a30); }
@container (max-width: 460px) {
  .mb-ck { padding: 6px 8px; font-size: 14px; }
  .ck-hands { gap: 12px; }
  .ck-fingers button { min-width: 0; font-size: 13px; }
  .ck-buttons button { flex: 1 1 auto; }
}
`;

/** Whether a snapshot is a Ceelkoqyuqkoqiji position (stores and two goats). */
function isCeelk(/** @type {Snapshot | null} */ snap) {
  return !!snap && snap.stores === true && Array.isArray(snap.large) && snap.large.length > 0;
}

/** @param {Side} side */
const other = (side) => (side === 'S' ? 'N' : 'S');

/**
 * Creates the controls; their element goes under the board.
 * @param {CeelkHost} host
 */
export function createCeelk(host) {
  const doc = document;
  const el = doc.createElement('div');
  el.className = 'mb-ck';
  el.setAttribute('part', 'choices');
  el.setAttribute('role', 'region');
  el.hidden = true;

  /** @type {Snapshot | null} */
  let snap = null;
  /** @type {Placing | null} */
  let placing = null;
  /** The last pair of fingers shown, South's first, until play moves on. @type {[string, string] | null} */
  let reveal = null;
  /** The settlement being told. @type {Summary | null} */
  let summary = null;
  let summaryOpen = false;
  /** Huelshe: first pit of a run → the pits it fills (found by playing it on a copy). @type {Map<number, number[]>} */
  let runs = new Map();
  /** What the panel shows, to notice when that changes. */
  let mode = '';
  /** A player just acted (a move or a panel button): the panel may take the focus. */
  let acted = false;
  /** The second thrower of the finger game has taken the device. */
  let fingerReady = false;
  /** Huelshe: the run whose button is pointed at or focused, or -1. */
  let preview = -1;

  /**
   * Plays a move on a copy of the position, to see what it would do.
   * @param {string} move
   * @returns {Played | null}
   */
  function probe(move) {
    const m = host.match();
    if (typeof host.Match.fromRecord !== 'function' || typeof m.code !== 'function') return null;
    try {
      const copy = host.Match.fromRecord(m.code());
      try {
        return copy.play(move);
      } finally {
        copy.free();
      }
    } catch {
      return null;
    }
  }

  /**
   * The settlement so far, told again from the record when the board comes
   * to a settlement without having played it (undo, stepping, a link).
   * @param {Snapshot} now
   * @returns {Summary}
   */
  function retell(now) {
    /** @type {Summary} */
    const bare = { round: now.round, winnings: null, goats: [], transfers: [], deals: [] };
    const m = host.match();
    if (typeof host.Match.fromRecord !== 'function' || !m.record || !m.moves || !m.cursor || !m.code) return bare;
    try {
      const cursor = m.cursor();
      const moves = m.moves().slice(0, cursor);
      let k = cursor - 1;
      while (k >= 0 && /^(sell\d+|buy\d+|done)$/.test(moves[k])) k -= 1;
      if (k < 0) return bare;
      const copy = host.Match.fromRecord(m.record());
      let code = '';
      try {
        if (typeof copy.goto !== 'function' || typeof copy.code !== 'function') return bare;
        copy.goto(k);
        code = copy.code();
      } finally {
        copy.free();
      }
      const replay = host.Match.fromRecord(code);
      try {
        const before = replay.snapshot();
        const told = summarize(replay.play(moves[k]).events, before);
        if (!told) return bare;
        for (let i = k + 1; i < cursor; i++) extend(told, replay.play(moves[i]).events, before);
        return told;
      } finally {
        replay.free();
      }
    } catch {
      return bare;
    }
  }

  /**
   * Brings the controls in line with a new position. `info` tells the move
   * that led there, when one was played (null after undo, stepping, a new
   * game).
   * @param {Snapshot} next
   * @param {{ events: GameEvent[], before: Snapshot, move: string } | null} info
   */
  function sync(next, info) {
    el.classList.remove('is-busy');
    snap = next;
    placing = null;
    runs = new Map();
    fingerReady = false;
    preview = -1;
    if (!isCeelk(next)) {
      summary = null;
      reveal = null;
      mode = '';
      render();
      return;
    }
    if (info) {
      acted = true;
      // Both fingers stay shown until the next move.
      const shown = info.events.find((e) => e.type === 'throws');
      reveal = shown && shown.type === 'throws' ? [shown.fingers[0], shown.fingers[1]] : null;
      const told = summarize(info.events, info.before);
      if (told) {
        summary = told;
        summaryOpen = true;
      } else if (summary && info.before.phase === 'settlement') {
        extend(summary, info.events, next);
      } else if (next.phase !== 'settlement') {
        summary = null;
        summaryOpen = false;
      }
    } else {
      reveal = null;
      if (next.phase === 'settlement') {
        summary = retell(next);
        summaryOpen = true;
      } else {
        summary = null;
        summaryOpen = false;
      }
    }
    if (next.phase === 'huelshe') {
      for (const m of next.legal) {
        const first = pitOf(m.move, 'huelshe@');
        if (first < 0) continue;
        const played = probe(m.move);
        const filled = played ? played.events.filter((e) => e.type === 'refill').map((e) => /** @type {{ slot: number }} */ (e).slot) : [];
        runs.set(first, filled.length ? filled : [first]);
      }
    }
    render();
  }

  /** The first pit and the last of a run, as people count them. @param {number[]} run */
  const span = (run) => ({ from: pitName(run[0]), to: pitName(run[run.length - 1]), n: run.length });

  /**
   * Where a slot is, in words: a pit or a player's store.
   * @param {Translate} t
   * @param {number} slot
   */
  function slotWords(t, slot) {
    const s = /** @type {Snapshot} */ (snap);
    const pits = s.rows * s.cols;
    if (slot >= pits) return t('ck.place.in-store', { player: t(`player.${slot === pits ? 'S' : 'N'}`) });
    return t('ck.place.in-pit', { pit: pitName(slot) });
  }

  /**
   * The sentences describing the placement being chosen.
   * @param {Translate} t
   * @returns {string[]}
   */
  function placementLines(t) {
    if (!placing || !snap) return [];
    const entry = placing.entries[placing.index];
    const played = placing.probe;
    /** @type {string[]} */
    const out = [];
    // Each fall, with the owner of a sink it drops into (the engine's sink events say who).
    const sinks = (played?.events ?? []).filter((e) => e.type === 'sink' && e.large);
    const seen = new Map();
    for (const f of entry.large ?? []) {
      const k = seen.get(f.stone) ?? 0;
      seen.set(f.stone, k + 1);
      let text = t('ck.place.falls', { stone: t(`ck.stone.${f.stone}`), where: slotWords(t, f.slot) });
      const sink = sinks.filter((e) => e.type === 'sink' && e.large === f.stone && e.slot === f.slot)[0];
      if (sink && sink.type === 'sink') text += ` ${t('ck.place.sinks', { player: t(`player.${sink.owner}`) })}`;
      out.push(`${text}.`);
    }
    // Where each goat that moved ends up, when a later relay or capture takes it on.
    if (played) {
      for (const stone of new Set((entry.large ?? []).map((f) => f.stone))) {
        const at = played.snapshot.large.find((l) => l.stone === stone);
        const lastFall = [...(entry.large ?? [])].reverse().find((f) => f.stone === stone);
        if (!at || !lastFall) continue;
        const sunk = sinks.some((e) => e.type === 'sink' && e.large === stone && e.slot === lastFall.slot);
        if (at.at === 'held' && at.by && !sunk) out.push(t('ck.place.ends-held', { player: t(`player.${at.by}`), stone: t(`ck.stone.${stone}`) }));
        if (at.at === 'pit' && at.pit != null && at.pit !== lastFall.slot) out.push(t('ck.place.ends-pit', { pit: pitName(at.pit), stone: t(`ck.stone.${stone}`) }));
      }
    }
    return out;
  }

  /** Says the placement now chosen. */
  function sayPlacement() {
    if (!placing) return;
    const t = host.t();
    host.announce(t('announce.ck.place', { i: placing.index + 1, n: placing.entries.length, text: placementLines(t).join(' ') }));
  }

  /**
   * Chooses placement `index`.
   * @param {number} index
   */
  function choosePlacement(index) {
    if (!placing || index < 0 || index >= placing.entries.length) return;
    placing.index = index;
    placing.probe = probe(placing.entries[index].move);
    render();
    host.draw();
    sayPlacement();
  }

  /**
   * A direction was chosen for a pit: when its sowing carries large stones
   * and several placements are legal, the player chooses one (or, with the
   * setting, the stones-last one is sown at once). Returns whether it
   * handled the choice.
   * @param {number} pit
   * @param {'cw' | 'ccw'} dir
   */
  function choose(pit, dir) {
    if (!isChoice(entriesFor(/** @type {Snapshot} */ (snap), pit, dir))) return false;
    const entries = entriesFor(/** @type {Snapshot} */ (snap), pit, dir);
    const start = defaultIndex(entries);
    if (host.stonesLast()) {
      void host.play(entries[start].move);
      return true;
    }
    placing = { pit, dir, entries, index: start, probe: probe(entries[start].move) };
    acted = true;
    host.redraw();
    const t = host.t();
    host.info(t('status.ck.place'));
    sayPlacement();
    return true;
  }

  /** Gives up the placement being chosen. */
  function cancel() {
    if (!placing) return false;
    const pit = placing.pit;
    const root = el.getRootNode();
    const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    const fromPanel = active instanceof HTMLElement && el.contains(active);
    placing = null;
    host.redraw();
    host.settled();
    // The focus goes back to the pit whose sowing was being placed.
    if (fromPanel) host.focusBoard(pit);
    return true;
  }

  /** Sows the placement chosen. */
  function confirm() {
    if (!placing) return;
    const move = placing.entries[placing.index].move;
    void host.play(move);
  }

  /**
   * A pit or a store was clicked, tapped or activated from the keyboard.
   * Returns whether the controls took it.
   * @param {number} slot
   */
  function press(slot) {
    if (!snap || !isCeelk(snap)) return false;
    const pits = snap.rows * snap.cols;
    if (placing) {
      const next = pickBySlot(placing.entries, placing.index, slot);
      if (next >= 0) {
        choosePlacement(next);
        return true;
      }
      if (slot === placing.pit || slot >= pits) return true;
      placing = null;
      host.redraw();
      return false;
    }
    if (slot >= pits) return true;
    if (snap.phase === 'huelshe') {
      const move = `huelshe@${slot}`;
      if (snap.legal.some((m) => m.move === move)) void act(move);
      else refuse(move, slot);
      return true;
    }
    if (snap.phase === 'settlement') {
      const selling = snap.legal.some((m) => pitOf(m.move, 'sell') >= 0);
      const move = `${selling ? 'sell' : 'buy'}${slot}`;
      if (snap.legal.some((m) => m.move === move)) void act(move);
      else refuse(move, slot);
      return true;
    }
    return false;
  }

  /**
   * Explains, in the engine's words, why a choice the snapshot does not list
   * is refused.
   * @param {string} move
   * @param {number} pit
   */
  function refuse(move, pit) {
    const m = host.match();
    /** @type {EngineError | null} */
    let err = null;
    try {
      err = typeof m.check === 'function' ? m.check(move) : null;
    } catch (e) {
      err = /** @type {EngineError} */ (e);
    }
    host.refuse(err ?? { code: 'not-legal', message: 'not legal', pit }, pit);
  }

  /**
   * Plays a choice from the panel.
   * @param {string} move
   */
  async function act(move) {
    if (host.busy()) {
      host.skip();
      return false;
    }
    acted = true;
    return host.play(move);
  }

  /**
   * A move is about to be shown: the panel waits (dimmed) for the new
   * position. Returns a line for the status bar while a choice that is not
   * a sowing is animated (null for sowings and other games).
   * @param {string} move
   * @param {Side} mover
   */
  function begin(move, mover) {
    if (!snap || !isCeelk(snap)) return null;
    placing = null;
    el.classList.add('is-busy');
    const t = host.t();
    const player = t(`player.${mover}`);
    if (move === 'accept') return t('announce.ck.accept', { player });
    if (move === 'decline') return t('announce.ck.decline', { player });
    if (pitOf(move, 'sell') >= 0) return t('announce.ck.sell', { player, pit: pitName(pitOf(move, 'sell')) });
    if (pitOf(move, 'buy') >= 0) return t('announce.ck.buy', { player, pit: pitName(pitOf(move, 'buy')) });
    if (pitOf(move, 'huelshe@') >= 0) return t('status.ck.refilling', { player });
    return null;
  }

  /**
   * Keys on a focused pit button; returns whether they were taken.
   * @param {KeyboardEvent} e
   */
  function key(e) {
    if (!placing) return false;
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
      return true;
    }
    return false;
  }

  /** The pits the mover may choose now, when the phase is not sowing (null otherwise). */
  function choicePits() {
    if (!snap || !isCeelk(snap) || snap.result) return null;
    if (snap.phase === 'huelshe') return [...runs.keys()];
    if (snap.phase === 'settlement') {
      const sells = snap.legal.map((m) => pitOf(m.move, 'sell')).filter((p) => p >= 0);
      if (sells.length) return sells;
      return snap.legal.map((m) => pitOf(m.move, 'buy')).filter((p) => p >= 0);
    }
    return null;
  }

  /**
   * Sets the pits that glow for the mover's choice.
   * @param {Scene} scene
   */
  function dress(scene) {
    if (!snap || !isCeelk(snap)) return;
    const pits = choicePits();
    if (pits) scene.legalPits = pits;
    if (placing) scene.legalPits = [];
  }

  /**
   * What the controls draw over the canvas, if anything.
   * @param {number} hover the pit under the pointer, or -1
   * @param {number} focus the pit with the keyboard focus, or -1
   * @returns {((ctx: CanvasRenderingContext2D, lay: Layout) => void) | undefined}
   */
  function overlay(hover, focus) {
    if (!snap || !isCeelk(snap)) return undefined;
    if (placing) return (ctx, lay) => drawPlacement(ctx, lay);
    if (snap.phase === 'huelshe' && runs.size) {
      const start = runs.has(preview) ? preview : runs.has(hover) ? hover : runs.has(focus) ? focus : runs.size === 1 ? [...runs.keys()][0] : -1;
      const run = runs.get(start);
      if (run) return (ctx, lay) => drawRun(ctx, lay, run);
    }
    return undefined;
  }

  /**
   * Rings every slot a large stone may fall on, and a ghost of each stone
   * where the chosen placement drops it.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Layout} lay
   */
  function drawPlacement(ctx, lay) {
    if (!placing) return;
    const s = lay.cell;
    const slots = candidateSlots(placing.entries);
    for (const [slot, stones] of slots) {
      const g = lay.slots[slot];
      if (!g) continue;
      let k = 0;
      for (const stone of stones) {
        ctx.beginPath();
        const grow = s * (0.05 + 0.05 * k);
        if (g.kind === 'pit') ctx.arc(g.cx, g.cy, g.rx + grow, 0, Math.PI * 2);
        else roundRect(ctx, g.cx - g.rx - grow, g.cy - g.ry - grow, (g.rx + grow) * 2, (g.ry + grow) * 2, g.rx + grow);
        ctx.setLineDash([s * 0.05, s * 0.05]);
        ctx.lineWidth = Math.max(2, s * 0.03);
        ctx.strokeStyle = stone === 'mu' ? 'rgba(255,248,230,0.9)' : 'rgba(120,220,190,0.95)';
        ctx.stroke();
        ctx.setLineDash([]);
        k += 1;
      }
    }
    const entry = placing.entries[placing.index];
    /** @type {Map<number, number>} */
    const onSlot = new Map();
    for (const f of entry.large ?? []) {
      const g = lay.slots[f.slot];
      if (!g) continue;
      const k = onSlot.get(f.slot) ?? 0;
      onSlot.set(f.slot, k + 1);
      const r = lay.largeR * STONE_SIZES[f.stone] * 1.1;
      const x = g.cx + (k === 0 ? 0 : (k % 2 ? 1 : -1) * r * 1.4);
      const store = g.kind === 'store';
      ghost(ctx, lay, x, store ? g.cy + g.ry * 0.6 : g.cy, r, f.stone, store);
    }
  }

  /**
   * A ghost of a large stone: translucent, ringed, named.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Layout} lay
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {'mu' | 'gong'} stone
   * @param {boolean} below the name under the stone rather than above it
   */
  function ghost(ctx, lay, x, y, r, stone, below) {
    const s = lay.cell;
    ctx.save();
    ctx.globalAlpha = 0.8;
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 0.86, 0, 0, Math.PI * 2);
    ctx.fillStyle = STONE_COLOURS[stone];
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.setLineDash([Math.max(3, r * 0.4), Math.max(2, r * 0.25)]);
    ctx.lineWidth = Math.max(2, s * 0.03);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.setLineDash([]);
    const size = Math.round(Math.max(11, s * 0.15));
    ctx.font = `800 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    const name = host.t()(`ck.stone.${stone}`);
    const w = ctx.measureText(name).width + size * 0.6;
    const ty = below ? y + r + 5 + size * 1.15 : y - r - 3;
    ctx.fillStyle = 'rgba(28,16,8,0.88)';
    roundRect(ctx, x - w / 2, ty - size * 1.15, w, size * 1.2, size * 0.6);
    ctx.fill();
    ctx.fillStyle = stone === 'mu' ? '#fff4dc' : '#9be3cc';
    ctx.fillText(name, x, ty);
    ctx.restore();
  }

  /**
   * Marks the pits a huelshe would fill, one stone each.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Layout} lay
   * @param {number[]} run
   */
  function drawRun(ctx, lay, run) {
    const s = lay.cell;
    const side = snap?.to_move ?? 'S';
    for (const pit of run) {
      const g = lay.slots[pit];
      if (!g) continue;
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.06, 0, Math.PI * 2);
      ctx.lineWidth = s * 0.05;
      ctx.strokeStyle = SIDE_COLOURS[side];
      ctx.stroke();
      const size = Math.round(Math.max(12, s * 0.2));
      ctx.font = `800 ${size}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = 'rgba(255,248,232,0.95)';
      ctx.fillText('+1', g.cx, g.cy);
    }
  }

  /**
   * The status line for the position at rest, in a phase of this game
   * (null: the board's own).
   * @returns {{ text: string, kind: 'turn' } | null}
   */
  function status() {
    if (!snap || !isCeelk(snap) || snap.result) return null;
    const t = host.t();
    const player = t(`player.${snap.to_move}`);
    const opp = t(`player.${other(snap.to_move)}`);
    /** @param {string} text */
    const turn = (text) => ({ text, kind: /** @type {const} */ ('turn') });
    if (placing) return turn(t('status.ck.place'));
    if (summary && summaryOpen && snap.phase !== 'settlement') return turn(t('status.ck.settled', { round: summary.round }));
    switch (snap.phase) {
      case 'finger-game':
        return turn(snap.throw_pending ? t('status.ck.finger-second', { first: opp, player }) : t('status.ck.finger', { player, other: opp }));
      case 'huelshe':
        return turn(t(snap.legal.some((m) => m.move === 'decline') ? 'status.ck.huelshe' : 'status.ck.huelshe-must', { player }));
      case 'end-offered':
        return turn(t('status.ck.offered', { offerer: opp, player }));
      case 'settlement': {
        if (snap.legal.some((m) => pitOf(m.move, 'sell') >= 0)) return turn(t('status.ck.sell', { player, n: debtOf(snap)?.amount ?? 0 }));
        return turn(t('status.ck.buy', { player }));
      }
      default:
        return null;
    }
  }

  /**
   * The sentence announcing a move of this game that is not a sowing
   * (null: the board's own).
   * @param {GameEvent[]} events
   * @param {Snapshot} after
   * @param {Side} mover
   * @param {string} move
   */
  function describe(events, after, mover, move) {
    if (!isCeelk(after)) return null;
    const t = host.t();
    const player = t(`player.${mover}`);
    /** @type {string[]} */
    const out = [];
    const shown = events.find((e) => e.type === 'throws');
    if (FINGERS.includes(/** @type {any} */ (move))) {
      if (shown && shown.type === 'throws') {
        const [s, n] = shown.fingers;
        out.push(t('announce.ck.throws', { s: t(`ck.finger.the.${s}`), sa: t(`ck.animal.${s}`), n: t(`ck.finger.the.${n}`), na: t(`ck.animal.${n}`) }));
        out.push(revealText(t, [s, n], after.phase === 'finger-game' ? null : after.to_move));
      }
    } else if (move === 'offer') out.push(t('announce.ck.offer', { player }));
    else if (move === 'refuse') out.push(t('announce.ck.refuse', { player }));
    else if (move === 'accept') out.push(t('announce.ck.accept', { player }));
    else if (move === 'decline') out.push(t('announce.ck.decline', { player }));
    else if (move === 'done') out.push(t('announce.ck.done', { player }));
    else if (pitOf(move, 'huelshe@') >= 0) {
      const pits = events.filter((e) => e.type === 'refill').map((e) => pitName(/** @type {{ slot: number }} */ (e).slot));
      out.push(t('announce.ck.huelshe', { player, list: pits.join(', ') }));
    } else if (pitOf(move, 'sell') >= 0) out.push(t('announce.ck.sell', { player, pit: pitName(pitOf(move, 'sell')) }));
    else if (pitOf(move, 'buy') >= 0) out.push(t('announce.ck.buy', { player, pit: pitName(pitOf(move, 'buy')) }));
    else return null;
    const ended = events.find((e) => e.type === 'round-ended');
    if (ended && ended.type === 'round-ended') {
      out.push(t('announce.round-ended', { round: ended.round, s: ended.winnings[0], n: ended.winnings[1] }));
    }
    if (ended || pitOf(move, 'sell') >= 0 || pitOf(move, 'buy') >= 0) {
      const d = debtOf(after);
      out.push(d ? t('announce.ck.debt', { player: t(`player.${d.debtor}`), n: d.amount }) : t('announce.ck.no-debt'));
    }
    const started = events.find((e) => e.type === 'round-started');
    if (started && started.type === 'round-started') out.push(t('announce.round-started', { round: started.round }));
    if (after.result) {
      const [s, n] = after.result.score;
      out.push(after.result.winner ? t('announce.game-over', { winner: t(`player.${after.result.winner}`), s, n }) : t('announce.draw', { s, n }));
    } else {
      out.push(status()?.text ?? t('announce.to-move', { player: t(`player.${after.to_move}`) }));
    }
    return out.join(' ');
  }

  // ----- The panel ---------------------------------------------------------

  /**
   * A button of the panel.
   * @param {string} text
   * @param {() => void} onClick
   * @param {{ primary?: boolean, move?: string, action?: string, disabled?: boolean, label?: string }} [opts]
   */
  function button(text, onClick, opts = {}) {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = text;
    if (opts.primary) b.classList.add('is-primary');
    if (opts.move) b.dataset.move = opts.move;
    if (opts.action) b.dataset.action = opts.action;
    if (opts.label) b.setAttribute('aria-label', opts.label);
    b.disabled = !!opts.disabled || !host.interactive();
    b.addEventListener('click', onClick);
    return b;
  }

  /**
   * @param {string} text
   * @param {string} [cls]
   */
  function para(text, cls = 'ck-note') {
    const p = doc.createElement('p');
    p.className = cls;
    p.textContent = text;
    return p;
  }

  /** @param {string} part */
  function section(part) {
    const s = doc.createElement('section');
    s.dataset.part = part;
    return s;
  }

  /** The placement being chosen: what it does, stepping, sow and cancel. */
  function placementPart() {
    const t = host.t();
    const p = /** @type {Placing} */ (placing);
    const box = section('placement');
    box.classList.add('ck-place');
    const title = doc.createElement('h3');
    title.className = 'ck-title';
    title.textContent = t('ck.place.title', { pit: pitName(p.pit), dir: t(`announce.${p.dir}`) });
    const text = doc.createElement('div');
    text.className = 'ck-place-text';
    text.setAttribute('aria-live', 'off');
    for (const line of placementLines(t)) text.append(para(line, 'ck-prompt'));
    const entry = p.entries[p.index];
    const count = para(
      `${t('ck.place.count', { i: p.index + 1, n: p.entries.length })}${entry.stones_last ? ` · ${t('ck.place.default')}` : ''}`,
      'ck-place-count',
    );
    text.append(count);
    const row = doc.createElement('div');
    row.className = 'ck-buttons';
    const n = p.entries.length;
    const prev = button('◀', () => choosePlacement((p.index + n - 1) % n), { action: 'prev', label: t('ck.place.prev') });
    const next = button('▶', () => choosePlacement((p.index + 1) % n), { action: 'next', label: t('ck.place.next') });
    prev.dataset.step = '-1';
    next.dataset.step = '1';
    prev.title = t('ck.place.prev');
    next.title = t('ck.place.next');
    row.append(
      prev,
      next,
      button(t('ck.place.sow'), () => confirm(), { primary: true, action: 'sow' }),
      button(t('ck.place.cancel'), () => cancel(), { action: 'cancel' }),
    );
    box.append(title, text, row, para(t('ck.place.hint')));
    box.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
        e.preventDefault();
        choosePlacement((p.index + n - 1) % n);
      } else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
        e.preventDefault();
        choosePlacement((p.index + 1) % n);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        cancel();
      }
    });
    return box;
  }

  /** Sowing: the offer to end the round, and the large-stones setting. */
  function playPart() {
    const t = host.t();
    const s = /** @type {Snapshot} */ (snap);
    const box = section('play');
    if (reveal) {
      // Both fingers of the throw that decided who starts, until the first move.
      const shown = fingerGame(doc, t, {
        round: s.round,
        playing: false,
        thrower: s.to_move,
        pending: false,
        reveal,
        starter: s.to_move,
        enabled: false,
        ready: true,
        takeOver: () => {},
        pick: () => {},
      });
      shown.classList.add('is-shown');
      box.append(shown);
    }
    const row = doc.createElement('div');
    row.className = 'ck-row';
    if (s.legal.some((m) => m.move === 'offer')) {
      row.append(button(t('ck.offer'), () => void act('offer'), { move: 'offer', label: `${t('ck.offer')}. ${t('ck.offer.hint', { other: t(`player.${other(s.to_move)}`) })}` }));
    } else {
      row.append(para(t('ck.offer.refused')));
    }
    const label = doc.createElement('label');
    label.className = 'ck-check';
    const box2 = doc.createElement('input');
    box2.type = 'checkbox';
    box2.dataset.setting = 'stones-last';
    box2.checked = host.stonesLast();
    box2.addEventListener('change', () => host.setStonesLast(box2.checked));
    label.append(box2, doc.createTextNode(t('ck.stones-last')));
    row.append(label);
    box.append(row);
    return box;
  }

  /** Huelshe: the runs to fill, decline (or why not), the offer. */
  function huelshePart() {
    const t = host.t();
    const s = /** @type {Snapshot} */ (snap);
    const box = section('huelshe');
    const player = t(`player.${s.to_move}`);
    const opp = t(`player.${other(s.to_move)}`);
    const title = doc.createElement('h3');
    title.className = 'ck-title';
    title.textContent = t('ck.huelshe.title', { player });
    box.append(title);
    const starts = [...runs.entries()];
    const stock = s.piles[s.to_move === 'S' ? 0 : 1];
    if (starts.length === 1) box.append(para(t('ck.huelshe.full', { player }), 'ck-prompt'));
    else if (starts.length > 1) box.append(para(t('ck.huelshe.partial', { player, n: starts[0][1].length || stock }), 'ck-prompt'));
    const row = doc.createElement('div');
    row.className = 'ck-buttons';
    for (const [first, run] of starts) {
      const move = `huelshe@${first}`;
      const text = starts.length === 1 ? t('ck.huelshe.fill', span(run)) : t('ck.huelshe.run', span(run));
      const b = button(text, () => void act(move), { primary: starts.length === 1, move });
      // Pointing at a run's button marks its pits on the board.
      /** @param {number} p */
      const show = (p) => () => {
        preview = p;
        host.draw();
      };
      b.addEventListener('pointerenter', show(first));
      b.addEventListener('focus', show(first));
      b.addEventListener('pointerleave', show(-1));
      b.addEventListener('blur', show(-1));
      row.append(b);
    }
    box.append(row);
    const row2 = doc.createElement('div');
    row2.className = 'ck-buttons';
    const canDecline = s.legal.some((m) => m.move === 'decline');
    row2.append(button(t('ck.decline'), () => void act('decline'), { move: 'decline', disabled: !canDecline }));
    if (s.legal.some((m) => m.move === 'offer')) row2.append(button(t('ck.offer'), () => void act('offer'), { move: 'offer' }));
    box.append(row2);
    if (canDecline) box.append(para(t('ck.decline.hint', { other: opp })));
    else {
      const home = s.large
        .filter((l) => l.at === 'home')
        .map((l) => t('ck.decline.home', { stone: t(`ck.stone.${l.stone}`), player: t(`player.${GOAT_OWNER[l.stone]}`) }));
      const why = para(t('ck.decline.no', { list: home.join(', ') }));
      why.dataset.why = 'cannot-decline';
      box.append(why);
    }
    return box;
  }

  /** An offer to end the round: accept or refuse. */
  function offeredPart() {
    const t = host.t();
    const s = /** @type {Snapshot} */ (snap);
    const box = section('offered');
    const player = t(`player.${s.to_move}`);
    const offerer = t(`player.${other(s.to_move)}`);
    const title = doc.createElement('h3');
    title.className = 'ck-title';
    title.textContent = t('ck.offered.title', { offerer });
    const row = doc.createElement('div');
    row.className = 'ck-buttons';
    row.append(
      button(t('ck.accept'), () => void act('accept'), { primary: true, move: 'accept' }),
      button(t('ck.refuse'), () => void act('refuse'), { move: 'refuse' }),
    );
    box.append(title, para(t('ck.offered.hint', { player, offerer }), 'ck-prompt'), row);
    return box;
  }

  /** Where the two goats are, in words. */
  function legendPart() {
    const t = host.t();
    const s = /** @type {Snapshot} */ (snap);
    const box = doc.createElement('p');
    box.className = 'ck-legend';
    box.dataset.part = 'goats';
    for (const l of s.large) {
      const owner = GOAT_OWNER[l.stone];
      let where = '';
      if (l.at === 'home') where = t('ck.where.home', { player: t(`player.${owner}`) });
      else if (l.at === 'pit') where = t('ck.where.pit', { pit: pitName(l.pit ?? 0) });
      else if (l.at === 'held') where = t('ck.where.held', { player: t(`player.${l.by}`) });
      else where = t('ck.where.hand');
      if (l.at !== 'home') where = t('ck.where.away', { where, player: t(`player.${owner}`) });
      const item = doc.createElement('span');
      item.className = 'ck-goat';
      item.dataset.stone = l.stone;
      item.dataset.at = l.at;
      item.textContent = t('ck.goat.line', { goat: t(`ck.goat.${l.stone}`), where });
      box.append(item);
    }
    const d = debtOf(s);
    // The settlement card says the debt already.
    if (d && !(summary && summaryOpen)) {
      const owes = doc.createElement('span');
      owes.className = 'ck-debt';
      owes.dataset.part = 'debt';
      owes.textContent = t('ck.debt', { debtor: t(`player.${d.debtor}`), creditor: t(`player.${other(d.debtor)}`), n: d.amount });
      box.append(owes);
    }
    return box;
  }

  /** Draws the panel for the position and the choice in progress. */
  function render() {
    if (!snap || !isCeelk(snap)) {
      el.hidden = true;
      el.replaceChildren();
      mode = '';
      return;
    }
    const t = host.t();
    const s = snap;
    const root = el.getRootNode();
    const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    const hadFocus = active instanceof HTMLElement && el.contains(active);
    const focusedAction = hadFocus && active instanceof HTMLElement ? (active.dataset.action ?? active.dataset.move ?? '') : '';
    el.hidden = false;
    el.setAttribute('aria-label', t('ck.panel'));
    /** @type {HTMLElement[]} */
    const parts = [];
    let now = s.phase;
    if (summary && summaryOpen) {
      now = `settle:${s.phase}`;
      parts.push(
        settlementCard(doc, t, {
          summary,
          snap: s,
          enabled: host.interactive(),
          play: (move) => void act(move),
          close: () => {
            summaryOpen = false;
            acted = true;
            render();
            host.settled();
          },
        }),
      );
    } else if (placing) {
      now = 'placing';
      parts.push(placementPart());
    } else if (s.phase === 'finger-game') {
      parts.push(
        fingerGame(doc, t, {
          round: s.round,
          playing: true,
          thrower: s.to_move,
          pending: !!s.throw_pending,
          reveal: s.throw_pending ? null : reveal,
          starter: null,
          enabled: host.interactive(),
          ready: fingerReady,
          takeOver: () => {
            fingerReady = true;
            acted = true;
            render();
          },
          pick: (finger) => void act(finger),
        }),
      );
      now = `finger:${s.throw_pending ? (fingerReady ? 3 : 2) : 1}`;
    } else if (s.phase === 'play' && !s.result) parts.push(playPart());
    else if (s.phase === 'huelshe') parts.push(huelshePart());
    else if (s.phase === 'end-offered') parts.push(offeredPart());
    parts.push(legendPart());
    el.replaceChildren(...parts);
    el.dataset.phase = s.phase;
    el.dataset.mode = now;
    const changed = now !== mode;
    mode = now;
    if (!host.interactive()) return;
    const wants = now !== 'play' && now !== 'game-over';
    if ((hadFocus || (acted && changed)) && wants) {
      const again = focusedAction ? /** @type {HTMLElement | null} */ (el.querySelector(`[data-action="${focusedAction}"]:not(:disabled), [data-move="${focusedAction}"]:not(:disabled)`)) : null;
      const target = (changed ? null : again) ?? /** @type {HTMLElement | null} */ (el.querySelector('button.is-primary:not(:disabled)') ?? el.querySelector('button:not(:disabled)'));
      target?.focus();
    } else if (hadFocus && !el.contains(root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null)) {
      host.focusBoard();
    }
    acted = false;
  }

  return {
    el,
    sync,
    begin,
    choose,
    press,
    key,
    cancel,
    dress,
    overlay,
    status,
    describe,
    /** Redraws the panel's words (a new language). */
    refresh: () => render(),
    /** The pits the keyboard may visit for a choice that is not a sowing (null: the mover's). */
    focusable: () => choicePits(),
    /** Whether a placement is being chosen (taps may then land on stores). */
    get placing() {
      return placing !== null;
    },
    /** The pit whose placement is being chosen, or -1. */
    get placingPit() {
      return placing ? placing.pit : -1;
    },
    /** Whether the board shows the end of each round itself. */
    ownsRounds: () => isCeelk(snap),
    destroy() {
      el.remove();
    },
  };
}
