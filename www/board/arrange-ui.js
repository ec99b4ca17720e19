// @ts-check
/**
 * Makonn's opening-layout editor on the board: the controls under the
 * board (a hint, the live count, the engine's verdict on the layout, and
 * the capture, undo, start-again and done buttons), dragging seeds with a
 * pointer or a finger, the editor's keys, and what it draws over the
 * canvas (the hand, the drop target, the pits that can capture, and the
 * opponent's pits a capture would take).
 *
 * The layout itself is `arrange.js`; whether it is allowed is asked of the
 * engine (`match.check`) after every step, and Done is enabled only when
 * the engine accepts it. `mount.js` owns the board and calls in here only
 * while a layout is being made.
 */

import * as arrange from './arrange.js';
import { errorText, pitName } from './i18n.js';

/** @typedef {import('./arrange.js').Arrangement} Arrangement */
/** @typedef {import('./types.js').Snapshot} Snapshot */
/** @typedef {import('./types.js').EngineError} EngineError */
/** @typedef {import('./layout.js').Layout} Layout */
/** @typedef {import('./scene.js').Scene} Scene */
/** @typedef {import('./i18n.js').Translate} Translate */

/**
 * What the board gives the editor.
 * @typedef {object} EditorHost
 * @property {() => Translate} t
 * @property {() => string} lang
 * @property {() => Layout | null} layout
 * @property {(notation: string) => EngineError | null} check  the engine's verdict on a move it does not list
 * @property {() => void} redraw      show the edited layout again (scene, pit list, canvas)
 * @property {() => void} draw        repaint the canvas only
 * @property {(text: string) => void} announce
 * @property {(err: EngineError, pit: number) => void} refuse
 * @property {(notation: string) => Promise<boolean> | void} confirm  plays the layout
 * @property {() => void} focusBoard  puts the keyboard focus on the mover's pits
 * @property {() => boolean} enabled  whether the player may act now
 * @property {() => boolean} interactive whether the board takes input at all (the controls show)
 * @property {() => number} focused   the pit with the keyboard focus, or -1
 * @property {() => void} changed     what can be undone changed
 * @property {() => void} settled     a step was taken: an earlier refusal no longer applies
 */

/**
 * What the editor adds to the board's drawing.
 * @typedef {object} EditorOverlay
 * @property {number} choosing the pit the hand's seeds came from, or -1
 * @property {number} target   the capture pit, or -1
 * @property {((ctx: CanvasRenderingContext2D, lay: Layout) => void) | undefined} extra
 */

/** The editor's styles (inside the board's shadow root). */
export const ARRANGE_CSS = `
.mb-arrange {
  box-sizing: border-box; max-width: 100%; display: flex; flex-direction: column; gap: 6px;
  padding: 8px 12px; border-radius: 10px; background: var(--mb-bar-bg); border: 1px solid var(--mb-bar-border);
}
.mb-arrange[hidden] { display: none; }
.mb-arrange p { margin: 0; }
.mb-arrange-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; }
.mb-arrange-text { flex: 1 1 20em; }
.mb-arrange-stats { display: flex; flex-wrap: wrap; gap: 6px; font-variant-numeric: tabular-nums; }
.mb-arrange-stat {
  white-space: nowrap; padding: 1px 9px; border-radius: 999px; font-weight: 650;
  background: rgba(60, 35, 15, 0.08); border: 1px solid var(--mb-bar-border);
}
.mb-arrange-stat[data-stat="hand"][data-n]:not([data-n="0"]) { background: #fdf3e1; border-color: #c98a3d; box-shadow: 0 0 0 1px #c98a3d inset; }
.mb-arrange-stat[data-stat="side"][data-full="false"] { border-color: #c98a3d; }
.mb-arrange-verdict { font-weight: 600; padding-left: 1.4em; position: relative; }
.mb-arrange-verdict::before { position: absolute; left: 0; font-weight: 800; }
.mb-arrange-verdict[data-valid="true"] { color: #2f6b2a; }
.mb-arrange-verdict[data-valid="true"]::before { content: "✓"; }
.mb-arrange-verdict[data-valid="false"] { color: #8a3d12; }
.mb-arrange-verdict[data-valid="false"]::before { content: "○"; }
.mb-arrange-keys { font-size: 0.85em; opacity: 0.8; }
.mb-arrange-buttons { display: flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; margin-left: auto; }
.mb-arrange button {
  font: inherit; font-weight: 650; min-height: 36px; padding: 4px 12px; border-radius: 8px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid var(--mb-bar-border);
}
.mb-arrange button:disabled { opacity: 0.45; cursor: default; }
.mb-arrange button[data-action="capture"] { border-color: rgba(230, 70, 50, 0.55); }
.mb-arrange button[data-action="capture"][aria-pressed="true"] { border-color: #e64632; box-shadow: 0 0 0 1px #e64632 inset; background: rgba(230, 70, 50, 0.08); }
.mb-arrange button.is-primary { background: #8a4b1f; border-color: #8a4b1f; color: #fffaf1; min-width: 6em; }
.mb-arrange button:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
canvas.is-dragging { cursor: grabbing; }
@container (max-width: 460px) {
  .mb-arrange { padding: 6px 8px; font-size: 14px; }
  .mb-arrange-keys { display: none; }
  .mb-arrange-buttons { margin-left: 0; width: 100%; }
  .mb-arrange-buttons button { flex: 1 1 auto; padding: 4px 8px; }
}
@media (prefers-color-scheme: dark) {
  .mb-arrange-verdict[data-valid="true"] { color: #8fd08a; }
  .mb-arrange-verdict[data-valid="false"] { color: #f0b27a; }
  .mb-arrange-stat[data-stat="hand"][data-n]:not([data-n="0"]) { background: rgba(201, 138, 61, 0.25); }
}
`;

/** Red of the capture marks. */
const CAPTURE_RED = 'rgba(230,70,50,';

/**
 * The opponent's pits in the same column as `pit`, nearest first: the
 * facing inner pit, then the outer pit behind it (board geometry only).
 * @param {Layout} lay
 * @param {number} pit
 * @returns {number[]}
 */
export function columnAcross(lay, pit) {
  const g = lay.slots[pit];
  if (!g) return [];
  const out = [];
  for (let i = 0; i < lay.pits; i++) {
    const o = lay.slots[i];
    if (o.col === g.col && o.seat !== g.seat) out.push(i);
  }
  return out.sort((a, b) => Math.abs(lay.slots[a].cy - g.cy) - Math.abs(lay.slots[b].cy - g.cy));
}

/**
 * Creates the editor; its element goes under the board.
 * @param {EditorHost} host
 */
export function createArrangeEditor(host) {
  /** @type {Arrangement | null} */
  let arr = null;
  /** The pits that can capture in this opening (the engine's answer). @type {number[]} */
  let candidates = [];
  /** The engine's verdict on the layout as edited: null when it would accept it. @type {EngineError | null} */
  let verdict = null;
  /** Where the mouse is over the canvas, while the hand holds seeds. @type {{ x: number, y: number } | null} */
  let pointer = null;
  /** The pit the hand hovers over when the mouse does not lead it. */
  let handPit = -1;
  /**
   * A pointer pressed on the canvas, and the drag it may become.
   * @type {{ id: number, pit: number, x0: number, y0: number, x: number, y: number, over: number, touch: boolean, mode: 'none' | 'seed' | 'hand' } | null}
   */
  let drag = null;
  /** Set when a pointer-up ended a drag, so it is not also a press; cleared by the next pointer-down. */
  let suppress = false;
  /** @type {HTMLCanvasElement | null} */
  let canvas = null;

  // The controls.
  const el = document.createElement('div');
  el.className = 'mb-arrange';
  el.setAttribute('role', 'group');
  el.hidden = true;
  const top = document.createElement('div');
  top.className = 'mb-arrange-row';
  const text = document.createElement('p');
  text.className = 'mb-arrange-text';
  const stats = document.createElement('div');
  stats.className = 'mb-arrange-stats';
  const inHand = document.createElement('span');
  inHand.className = 'mb-arrange-stat';
  inHand.dataset.stat = 'hand';
  const onSide = document.createElement('span');
  onSide.className = 'mb-arrange-stat';
  onSide.dataset.stat = 'side';
  stats.append(inHand, onSide);
  top.append(text, stats);
  const bottom = document.createElement('div');
  bottom.className = 'mb-arrange-row';
  const verdictEl = document.createElement('p');
  verdictEl.className = 'mb-arrange-verdict';
  verdictEl.id = 'mb-arrange-verdict';
  const buttons = document.createElement('div');
  buttons.className = 'mb-arrange-buttons';
  /**
   * @param {string} action
   * @param {string} [className]
   */
  const button = (action, className) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = action;
    if (className) b.className = className;
    buttons.append(b);
    return b;
  };
  const captureBtn = button('capture');
  captureBtn.setAttribute('aria-pressed', 'false');
  const undoBtn = button('undo');
  undoBtn.setAttribute('aria-keyshortcuts', 'Backspace Control+Z');
  const resetBtn = button('reset');
  const doneBtn = button('done', 'is-primary');
  doneBtn.setAttribute('aria-describedby', verdictEl.id);
  bottom.append(verdictEl, buttons);
  const keys = document.createElement('p');
  keys.className = 'mb-arrange-keys';
  el.append(top, bottom, keys);

  /** @param {MouseEvent} e */
  const onClick = (e) => {
    const action = e.target instanceof HTMLElement ? e.target.closest('button')?.dataset.action : undefined;
    if (action) act(action);
  };
  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (!arr) return;
    if (undoKey(e)) {
      e.preventDefault();
      if (arr.steps.length > 0 || e.key === 'Backspace') {
        e.stopPropagation();
        stepBack();
      }
    } else if (e.key === 'Escape' && letGo()) {
      e.preventDefault();
    }
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);

  /**
   * Backspace, or Ctrl+Z (Cmd+Z) without Shift.
   * @param {KeyboardEvent} e
   */
  function undoKey(e) {
    if (e.altKey) return false;
    if (e.key === 'Backspace') return !e.ctrlKey && !e.metaKey;
    return (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z';
  }

  function t() {
    return host.t();
  }

  /** Asks the engine about the layout as edited. */
  function validate() {
    if (!arr) {
      verdict = null;
      return;
    }
    verdict = ask(arrange.notation(arr));
  }

  /**
   * The engine's verdict on a layout in notation.
   * @param {string} notation
   * @returns {EngineError | null}
   */
  function ask(notation) {
    try {
      return host.check(notation);
    } catch (err) {
      if (err && typeof err === 'object' && 'code' in err) return /** @type {EngineError} */ (err);
      return { code: 'unknown', message: String(err) };
    }
  }

  /** After every step: ask the engine again and show the result. */
  function update() {
    validate();
    host.redraw();
    host.changed();
    host.settled();
  }

  /**
   * The seeds a capture from the named pit would take, from the board as
   * shown: the facing pit and the one behind it, when the facing pit holds
   * seeds.
   * @returns {{ pits: number[], seeds: number, facing: number } | null}
   */
  function capturePreview() {
    const lay = host.layout();
    if (!arr || arr.capture < 0 || !lay) return null;
    if (verdict && verdict.code === 'layout-capture-not-inner') return null;
    const [facing, behind] = columnAcross(lay, arr.capture);
    if (facing == null) return null;
    if (arr.counts[facing] === 0) return { pits: [], seeds: 0, facing };
    const pits = [facing, behind].filter((p) => p != null && arr && arr.counts[p] > 0);
    return { pits, seeds: pits.reduce((sum, p) => sum + (arr ? arr.counts[p] : 0), 0), facing };
  }

  /**
   * A list of pit names in the language ("35 and 26").
   * @param {number[]} pits
   */
  function pitList(pits) {
    const names = pits.map(pitName);
    try {
      return new Intl.ListFormat(host.lang(), { type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  }

  /** The sentence saying whether the engine would take the layout. */
  function verdictText() {
    if (!arr) return '';
    const tr = t();
    if (verdict) {
      const reason = errorText(tr, host.lang(), { ...verdict, pit: verdict.pit ?? (arr.capture >= 0 ? arr.capture : null) });
      const held = arrange.held(arr);
      return held > 0 ? `${reason} ${tr('arrange.drop-hand', { n: held })}` : reason;
    }
    const preview = capturePreview();
    if (preview && preview.seeds > 0) {
      return tr('arrange.ready-capture', {
        pit: pitName(arr.capture),
        seeds: tr('pit.seeds', { n: preview.seeds }),
        pits: tr('arrange.pits', { n: preview.pits.length, list: pitList(preview.pits) }),
      });
    }
    return tr('arrange.ready');
  }

  /** The hint for what the next press does. */
  function hint() {
    if (!arr) return '';
    const tr = t();
    if (arr.marking) return tr('arrange.marking', { opponent: tr(`player.${arr.side === 'S' ? 'N' : 'S'}`) });
    if (arr.hand > 0) return tr('arrange.holding', { n: arr.hand, pit: pitName(arr.from) });
    return tr('arrange.intro', { player: tr(`player.${arr.side}`) });
  }

  /** Shows the controls in the current state and language. */
  function refresh() {
    const tr = t();
    el.hidden = !arr || !host.interactive();
    if (!arr) return;
    el.setAttribute('aria-label', tr('arrange.label'));
    text.textContent = hint();
    const held = arrange.held(arr);
    const laid = arrange.seeds(arr);
    const all = arrange.total(arr);
    inHand.textContent = tr('arrange.in-hand', { n: held });
    inHand.dataset.n = String(held);
    onSide.textContent = tr('arrange.on-side', { n: laid, total: all });
    onSide.dataset.n = String(laid);
    onSide.dataset.total = String(all);
    onSide.dataset.full = String(laid === all);
    verdictEl.textContent = verdictText();
    verdictEl.dataset.valid = String(!verdict && held === 0);
    verdictEl.dataset.code = verdict?.code ?? '';
    captureBtn.textContent = arr.marking
      ? tr('arrange.capture-choosing')
      : arr.capture >= 0
        ? tr('arrange.capture-set', { pit: pitName(arr.capture) })
        : tr('arrange.capture');
    captureBtn.setAttribute('aria-pressed', String(arr.marking || arr.capture >= 0));
    undoBtn.textContent = tr('arrange.undo');
    undoBtn.disabled = arr.steps.length === 0;
    resetBtn.textContent = tr('arrange.reset');
    resetBtn.disabled = !arrange.changed(arr);
    doneBtn.textContent = tr('arrange.done');
    doneBtn.disabled = verdict != null || held > 0;
    keys.textContent = tr('arrange.keys');
  }

  /**
   * A button of the controls.
   * @param {string} action
   */
  function act(action) {
    if (!arr || !host.enabled()) return;
    const tr = t();
    if (action === 'capture') {
      if (arr.marking) arr.marking = false;
      else arr.marking = true;
      update();
      host.announce(arr.marking ? hint() : captureBtn.textContent ?? '');
    } else if (action === 'undo') {
      stepBack();
    } else if (action === 'reset') {
      if (arrange.reset(arr)) {
        update();
        host.announce(`${tr('arrange.reset-done')} ${hint()}`);
      }
    } else if (action === 'done') {
      validate();
      if (verdict || arrange.held(arr) > 0) {
        refresh();
        host.announce(verdictText());
        return;
      }
      const hadFocus = focusWithin();
      const played = host.confirm(arrange.notation(arr));
      // A keyboard player who confirmed goes on from the board (the next
      // layout, or the first sowing), not from a button that went away.
      if (hadFocus && played) {
        void played.then(() => {
          if (el.hidden || doneBtn.disabled || !focusWithin()) host.focusBoard();
        });
      }
    }
  }

  /** Whether the keyboard focus is in the controls. */
  function focusWithin() {
    const root = el.getRootNode();
    const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    return !!active && el.contains(active);
  }

  /** Takes back the editor's last step. */
  function stepBack() {
    if (!arr) return false;
    if (!arrange.undo(arr)) {
      host.announce(t()('arrange.nothing-to-undo'));
      refresh();
      return false;
    }
    update();
    host.announce(`${t()('arrange.undone')} ${verdictText()}`);
    return true;
  }

  /**
   * The sentence read after a step on a pit.
   * @param {number} pit
   */
  function pitSentence(pit) {
    if (!arr) return '';
    const tr = t();
    return tr('pit.label', { pit: pitName(pit), owner: tr(`player.${arr.side}`), seeds: tr('pit.seeds', { n: arr.counts[pit] }) });
  }

  /**
   * A pit pressed (click, tap, Enter or Space) while the layout is edited.
   * @param {number} pit
   * @param {boolean} keyboard
   */
  function press(pit, keyboard) {
    if (!arr || (!keyboard && suppress) || (drag && drag.mode !== 'none')) return;
    const outcome = arrange.press(arr, pit);
    if (outcome === 'not-mine') {
      host.refuse({ code: 'arrange-not-yours', message: 'not your pit', pit }, pit);
      return;
    }
    if (outcome === 'empty') {
      host.refuse({ code: 'empty-pit', message: 'empty', pit }, pit);
      return;
    }
    handPit = pit;
    if (keyboard) pointer = null;
    update();
    const tr = t();
    if (outcome === 'capture' || outcome === 'uncapture') {
      host.announce(`${captureBtn.textContent} ${verdictText()}`);
    } else if (outcome === 'put-back') {
      host.announce(`${tr('arrange.put-back', { pit: pitName(pit) })} ${pitSentence(pit)}.`);
    } else if (outcome === 'lift') {
      host.announce(hint());
    } else {
      host.announce(`${pitSentence(pit)}. ${arr.hand > 0 ? tr('arrange.in-hand', { n: arr.hand }) : verdictText()}`);
    }
  }

  /**
   * Keys on a focused pit, other than Enter and Space (which press it).
   * Returns whether the key was the editor's.
   * @param {number} pit
   * @param {KeyboardEvent} e
   */
  function key(pit, e) {
    if (!arr) return false;
    if (undoKey(e)) {
      e.preventDefault();
      // Ctrl+Z with nothing to undo here goes on to the page (the last move).
      if (arr.steps.length === 0 && e.key !== 'Backspace') return true;
      e.stopPropagation();
      stepBack();
      return true;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    const k = e.key.toLowerCase();
    if (k === 'x') {
      e.preventDefault();
      if (!host.enabled()) return true;
      if (arrange.toggleCapture(arr, pit) === 'not-mine') {
        host.refuse({ code: 'arrange-not-yours', message: 'not your pit', pit }, pit);
        return true;
      }
      update();
      host.announce(`${captureBtn.textContent} ${verdictText()}`);
      return true;
    }
    if (k === 'escape') return letGo();
    return false;
  }

  /**
   * Escape: puts the seeds in hand back, or stops choosing the capture pit.
   * @returns {boolean} whether there was anything to let go of
   */
  function letGo() {
    if (!arr) return false;
    if (arr.hand > 0) {
      const from = arr.from;
      arrange.putBack(arr);
      update();
      host.announce(`${t()('arrange.put-back', { pit: pitName(from) })} ${pitSentence(from)}.`);
      return true;
    }
    if (arr.marking) {
      arr.marking = false;
      update();
      host.announce(hint());
      return true;
    }
    return false;
  }

  /**
   * Starts or stops the editor to match a snapshot.
   * @param {Snapshot} snap
   */
  function sync(snap) {
    arr = snap.phase === 'arrange' && !snap.result ? arrange.startArrangement(snap) : null;
    drag = null;
    pointer = null;
    handPit = -1;
    candidates = [];
    if (arr) {
      const a = arr;
      candidates = a.mine.filter((p) => {
        const probe = arrange.probe(a, p);
        return probe != null && ask(probe) === null;
      });
    }
    validate();
    if (canvas) {
      canvas.style.touchAction = arr && host.interactive() ? 'none' : '';
      canvas.classList.remove('is-dragging');
    }
  }

  /**
   * The resting scene shows the layout as edited.
   * @param {Scene} sc
   */
  function dress(sc) {
    if (!arr) return;
    sc.slots.splice(0, arr.counts.length, ...arr.counts);
    sc.legalPits = arr.mine.slice();
  }

  /**
   * What to draw over the board now; also puts the hand in the scene.
   * @param {Scene} scene
   * @param {boolean} busy a move is being shown
   * @returns {EditorOverlay | null}
   */
  function overlay(scene, busy) {
    const lay = host.layout();
    if (!arr || busy || !lay) return null;
    const s = lay.cell;
    scene.hand = null;
    if (drag && drag.mode !== 'none') {
      const lift = drag.touch ? s * 0.55 : 0;
      scene.hand = { x: drag.x, y: drag.y - lift, seeds: drag.mode === 'seed' ? 1 : arr.hand, large: [] };
    } else if (arr.hand > 0) {
      const pit = host.focused() >= 0 && !pointer ? host.focused() : handPit >= 0 ? handPit : arr.from;
      const g = lay.slots[pit];
      if (pointer) scene.hand = { x: pointer.x, y: pointer.y, seeds: arr.hand, large: [] };
      else if (g) scene.hand = { x: g.cx + s * 0.08, y: g.cy + s * 0.06, seeds: arr.hand, large: [] };
    }
    return {
      choosing: arr.hand > 0 ? arr.from : arr.dragFrom,
      target: arr.capture,
      extra: (ctx, l) => paint(ctx, l),
    };
  }

  /**
   * The editor's marks: pits that can capture (while choosing), what the
   * named capture would take, and where a dragged seed would land.
   * @param {CanvasRenderingContext2D} ctx
   * @param {Layout} lay
   */
  function paint(ctx, lay) {
    if (!arr) return;
    const s = lay.cell;
    if (arr.marking) {
      for (const p of candidates) {
        const g = lay.slots[p];
        if (!g) continue;
        ctx.beginPath();
        ctx.arc(g.cx, g.cy, g.rx + s * 0.05, 0, Math.PI * 2);
        ctx.setLineDash([s * 0.05, s * 0.05]);
        ctx.lineWidth = Math.max(1.5, s * 0.035);
        ctx.strokeStyle = `${CAPTURE_RED}${arr.counts[p] === 1 ? 0.95 : 0.55})`;
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    const preview = capturePreview();
    if (preview) {
      const from = lay.slots[arr.capture];
      const to = lay.slots[preview.facing];
      if (from && to) {
        // An arrow from the capturing pit to the pit it faces.
        const dir = Math.sign(to.cy - from.cy) || 1;
        const y0 = from.cy + dir * (from.rx + s * 0.02);
        const y1 = to.cy - dir * (to.rx + s * 0.06);
        ctx.beginPath();
        ctx.moveTo(from.cx, y0);
        ctx.lineTo(to.cx, y1);
        ctx.lineWidth = Math.max(2, s * 0.045);
        ctx.strokeStyle = `${CAPTURE_RED}0.95)`;
        ctx.stroke();
        const head = Math.max(4, s * 0.09);
        ctx.beginPath();
        ctx.moveTo(to.cx, y1 + dir * head * 0.2);
        ctx.lineTo(to.cx - head, y1 - dir * head);
        ctx.lineTo(to.cx + head, y1 - dir * head);
        ctx.closePath();
        ctx.fillStyle = `${CAPTURE_RED}0.95)`;
        ctx.fill();
      }
      const taken = preview.pits.length ? preview.pits : [preview.facing];
      for (const p of taken) {
        const g = lay.slots[p];
        if (!g) continue;
        const empty = preview.seeds === 0;
        ctx.beginPath();
        ctx.arc(g.cx, g.cy, g.rx * 0.97, 0, Math.PI * 2);
        ctx.fillStyle = empty ? 'rgba(40,25,15,0.25)' : `${CAPTURE_RED}0.30)`;
        ctx.fill();
        ctx.setLineDash([s * 0.06, s * 0.04]);
        ctx.lineWidth = Math.max(1.5, s * 0.04);
        ctx.strokeStyle = empty ? 'rgba(255,245,225,0.7)' : `${CAPTURE_RED}0.95)`;
        ctx.stroke();
        ctx.setLineDash([]);
        if (!empty) {
          // A cross over each pit that would be taken.
          const k = g.rx * 0.32;
          ctx.beginPath();
          ctx.moveTo(g.cx - k, g.cy - k);
          ctx.lineTo(g.cx + k, g.cy + k);
          ctx.moveTo(g.cx + k, g.cy - k);
          ctx.lineTo(g.cx - k, g.cy + k);
          ctx.lineWidth = Math.max(2, s * 0.05);
          ctx.lineCap = 'round';
          ctx.strokeStyle = 'rgba(255,235,225,0.85)';
          ctx.stroke();
          ctx.lineCap = 'butt';
        }
      }
    }
    if (drag && drag.mode !== 'none' && drag.over >= 0 && arr.mine.includes(drag.over) && drag.over !== arr.dragFrom) {
      const g = lay.slots[drag.over];
      ctx.beginPath();
      ctx.arc(g.cx, g.cy, g.rx + s * 0.07, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(2.5, s * 0.06);
      ctx.strokeStyle = 'rgba(255,236,180,0.95)';
      ctx.stroke();
    }
  }

  /**
   * Listens for drags on the canvas. A press that does not move is left to
   * the board's own pointer handling (which calls `press`).
   * @param {HTMLCanvasElement} target
   * @param {(x: number, y: number) => number} hit the pit at a point, or -1
   * @returns {() => void} removes the listeners
   */
  function attach(target, hit) {
    canvas = target;
    const c = target;
    /** @param {PointerEvent} e */
    const point = (e) => {
      const box = c.getBoundingClientRect();
      const sx = box.width ? c.offsetWidth / box.width : 1;
      const sy = box.height ? c.offsetHeight / box.height : 1;
      return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy };
    };
    /** @param {PointerEvent} e */
    const down = (e) => {
      suppress = false;
      if (!arr || e.button !== 0 || !host.enabled()) return;
      const p = point(e);
      drag = { id: e.pointerId, pit: hit(p.x, p.y), x0: p.x, y0: p.y, x: p.x, y: p.y, over: -1, touch: e.pointerType !== 'mouse', mode: 'none' };
    };
    /** @param {PointerEvent} e */
    const move = (e) => {
      if (!arr) return;
      const p = point(e);
      if (drag && e.pointerId === drag.id) {
        if (drag.mode === 'none') {
          if (Math.hypot(p.x - drag.x0, p.y - drag.y0) < (drag.touch ? 10 : 6)) return;
          if (arr.hand > 0) drag.mode = 'hand';
          else if (arrange.beginDrag(arr, drag.pit)) {
            // Moving a seed is not naming the capture pit.
            arr.marking = false;
            drag.mode = 'seed';
          } else {
            drag = null;
            return;
          }
          try {
            c.setPointerCapture(e.pointerId);
          } catch {
            // The pointer may already be gone.
          }
          c.classList.add('is-dragging');
          host.redraw();
        }
        drag.x = p.x;
        drag.y = p.y;
        drag.over = hit(p.x, p.y);
        host.draw();
        return;
      }
      if (e.pointerType === 'mouse' && arr.hand > 0) {
        pointer = p;
        host.draw();
      }
    };
    /** @param {PointerEvent} e */
    const up = (e) => {
      if (!drag || e.pointerId !== drag.id) return;
      const d = drag;
      drag = null;
      c.classList.remove('is-dragging');
      if (d.mode === 'none' || !arr) return;
      // This pointer-up ends a drag: it is not also a press.
      suppress = true;
      const p = point(e);
      const pit = hit(p.x, p.y);
      if (d.mode === 'seed') {
        const from = d.pit;
        const moved = arrange.endDrag(arr, pit);
        update();
        if (moved) host.announce(`${t()('arrange.moved', { from: pitName(from), to: pitName(pit) })} ${verdictText()}`);
        else if (pit >= 0 && !arr.mine.includes(pit)) host.refuse({ code: 'arrange-not-yours', message: 'not your pit', pit }, pit);
        return;
      }
      // Dragging the hand: a seed drops where it is let go.
      if (pit >= 0) {
        suppress = false;
        press(pit, false);
        suppress = true;
      } else {
        host.draw();
      }
    };
    const cancel = () => {
      if (drag && drag.mode === 'seed' && arr) arrange.endDrag(arr, -1);
      const was = drag;
      drag = null;
      c.classList.remove('is-dragging');
      if (was && was.mode !== 'none') update();
    };
    /** @param {PointerEvent} e */
    const leave = (e) => {
      if (e.pointerType === 'mouse' && pointer && !drag) {
        pointer = null;
        host.draw();
      }
    };
    c.addEventListener('pointerdown', down);
    c.addEventListener('pointermove', move);
    c.addEventListener('pointerup', up);
    c.addEventListener('pointercancel', cancel);
    c.addEventListener('pointerleave', leave);
    return () => {
      c.removeEventListener('pointerdown', down);
      c.removeEventListener('pointermove', move);
      c.removeEventListener('pointerup', up);
      c.removeEventListener('pointercancel', cancel);
      c.removeEventListener('pointerleave', leave);
      c.style.touchAction = '';
      canvas = null;
    };
  }

  function destroy() {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
    el.remove();
  }

  return {
    el,
    sync,
    refresh,
    dress,
    overlay,
    press,
    key,
    attach,
    destroy,
    /** Takes back the last step of the layout; false when there is none. */
    undo: () => (arr && arr.steps.length > 0 ? stepBack() : false),
    /** The layout being edited, or null. */
    get arr() {
      return arr;
    },
    /** Whether a step of the layout can be taken back. */
    get canUndo() {
      return !!arr && arr.steps.length > 0;
    },
    /** The engine's verdict on the layout as edited (null: it would accept it). */
    get verdict() {
      return verdict;
    },
  };
}
