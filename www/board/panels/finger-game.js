// @ts-check
/**
 * Ceelkoqyuqkoqiji's finger game, which opens every round: two hands, the
 * thrower's three fingers to choose from (thumb the frog, index the snake,
 * little finger the centipede), and the reveal once both have thrown.
 *
 * In hot-seat play the first throw must stay secret from the second
 * player: the engine's snapshot only says that a throw is pending
 * (`throw_pending`), and this view shows the first hand closed until the
 * `throws` event shows both. Nothing here decides who won: the view reads
 * the winner from who moves once play starts (or a tie, when the finger
 * game goes on).
 */

/** @typedef {import('../i18n.js').Translate} Translate */
/** @typedef {import('../types.js').Side} Side */

/** The three fingers, in the engine's notation. */
export const FINGERS = /** @type {const} */ (['thumb', 'index', 'little']);

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A drawn hand: a fist with one finger raised (`thumb`, `index`, `little`),
 * or closed with a question mark (`hidden`), or open and waiting (`waiting`).
 * @param {Document} doc
 * @param {'thumb' | 'index' | 'little' | 'hidden' | 'waiting'} shape
 * @param {Side} side whose cuff colour
 */
export function handIcon(doc, shape, side) {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 48 60');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', `ck-hand ck-hand-${shape}`);
  svg.dataset.side = side;
  /** @param {string} tag @param {Record<string, string | number>} attrs */
  const add = (tag, attrs) => {
    const n = doc.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
    svg.append(n);
    return n;
  };
  const skin = { fill: 'var(--ck-skin)', stroke: 'var(--ck-skin-line)', 'stroke-width': 1.6, 'stroke-linejoin': 'round' };
  // The raised finger, behind the fist.
  if (shape === 'index') add('rect', { x: 13, y: 3, width: 7.5, height: 26, rx: 3.7, ...skin });
  if (shape === 'little') add('rect', { x: 30.5, y: 9, width: 6.5, height: 20, rx: 3.2, ...skin });
  // A thumb up sticks out sideways, thicker and shorter: not an index finger raised at the fist's edge.
  if (shape === 'thumb') add('rect', { x: 9.5, y: 10, width: 9, height: 21, rx: 4.5, transform: 'rotate(-24 14 31)', ...skin });
  if (shape === 'waiting') {
    for (const [x, h] of [[12, 22], [19.5, 26], [27, 25], [34, 21]]) add('rect', { x, y: 30 - h + 4, width: 7, height: h, rx: 3.5, ...skin });
  }
  // The fist, its folded knuckles and the thumb across it.
  add('rect', { x: 10, y: 22, width: 29, height: 26, rx: 8, ...skin });
  if (shape !== 'waiting') {
    for (const x of [13.5, 20.5, 27.5, 34.5]) {
      if ((shape === 'index' && x === 13.5) || (shape === 'little' && x === 34.5)) continue;
      add('path', { d: `M${x - 3} 26 q3 -4 6 0`, fill: 'none', stroke: 'var(--ck-skin-line)', 'stroke-width': 1.3, 'stroke-linecap': 'round' });
    }
  }
  if (shape !== 'thumb') add('path', { d: 'M11 36 q9 -3 17 2', fill: 'none', stroke: 'var(--ck-skin-line)', 'stroke-width': 1.4, 'stroke-linecap': 'round' });
  // The cuff, in the player's colour.
  add('rect', { x: 12, y: 47, width: 25, height: 10, rx: 3, fill: side === 'S' ? 'var(--mb-south)' : 'var(--mb-north)', stroke: 'rgba(0,0,0,0.35)', 'stroke-width': 1.2 });
  if (shape === 'hidden') {
    const q = add('text', { x: 24.5, y: 41, 'text-anchor': 'middle', 'font-size': 15, 'font-weight': 800, fill: 'var(--ck-skin-line)' });
    q.textContent = '?';
  }
  return svg;
}

/**
 * The finger's name and its animal, e.g. "Thumb (frog)".
 * @param {Translate} t
 * @param {string} finger
 */
export function fingerLabel(t, finger) {
  return t('ck.finger.pick', { finger: t(`ck.finger.${finger}`), animal: t(`ck.animal.${finger}`) });
}

/**
 * The sentence for a reveal: who showed what and who starts, or a tie.
 * `starter` is who moves once play begins (null while the finger game goes on).
 * @param {Translate} t
 * @param {[string, string]} fingers South's, North's
 * @param {Side | null} starter
 */
export function revealText(t, fingers, starter) {
  const [s, n] = fingers;
  if (s === n || !starter) {
    return t('ck.finger.tie', { finger: t(`ck.finger.the.${s}`), animal: t(`ck.animal.${s}`) });
  }
  const loser = starter === 'S' ? 'N' : 'S';
  const wf = starter === 'S' ? s : n;
  const lf = starter === 'S' ? n : s;
  const wthe = t(`ck.finger.the.${wf}`);
  return t('ck.finger.wins', {
    winner: t(`player.${starter}`),
    loser: t(`player.${loser}`),
    wthe,
    Wthe: wthe.charAt(0).toUpperCase() + wthe.slice(1),
    wanimal: t(`ck.animal.${wf}`),
    lthe: t(`ck.finger.the.${lf}`),
    lanimal: t(`ck.animal.${lf}`),
  });
}

/**
 * @typedef {object} FingerView
 * @property {number} round
 * @property {boolean} playing   the finger game is on (false: only the last reveal is shown)
 * @property {Side} thrower      who throws now
 * @property {boolean} pending   the other player has thrown, hidden
 * @property {[string, string] | null} reveal both fingers of the last pair, South's first
 * @property {Side | null} starter who starts, when the last pair decided it
 * @property {boolean} enabled   whether the buttons may be used
 * @property {boolean} ready     the second thrower has taken the device (his fingers show)
 * @property {boolean} [solo]    the visitor plays the computer (nobody looks away)
 * @property {() => void} takeOver the second thrower takes the device
 * @property {(finger: string) => void} pick
 */

/**
 * Builds the finger game's part of the panel.
 * @param {Document} doc
 * @param {Translate} t
 * @param {FingerView} v
 * @returns {HTMLElement}
 */
export function fingerGame(doc, t, v) {
  const box = doc.createElement('section');
  box.className = 'ck-finger';
  box.dataset.part = 'finger';
  const title = doc.createElement('h3');
  title.className = 'ck-title';
  title.textContent = t('ck.finger.title', { round: v.round });
  box.append(title);
  if (v.playing) {
    const rule = doc.createElement('p');
    rule.className = 'ck-note';
    rule.textContent = t('ck.finger.rule');
    box.append(rule);
  }

  // The two hands, South's first.
  const hands = doc.createElement('div');
  hands.className = 'ck-hands';
  for (const side of /** @type {Side[]} */ (['S', 'N'])) {
    /** @type {'thumb' | 'index' | 'little' | 'hidden' | 'waiting'} */
    let shape = 'waiting';
    let state = t('ck.finger.waiting');
    if (v.playing && v.pending) {
      // The first throw stays secret until the second is made.
      if (side !== v.thrower) {
        shape = 'hidden';
        state = t('ck.finger.hidden');
      }
    } else if (v.reveal) {
      const f = /** @type {'thumb' | 'index' | 'little'} */ (v.reveal[side === 'S' ? 0 : 1]);
      shape = f;
      state = fingerLabel(t, f);
    }
    const hand = doc.createElement('div');
    hand.className = 'ck-hand-box';
    hand.dataset.side = side;
    hand.dataset.shape = shape;
    if (v.starter === side) hand.classList.add('is-winner');
    hand.append(handIcon(doc, shape, side));
    const cap = doc.createElement('span');
    cap.className = 'ck-hand-cap';
    cap.textContent = t('ck.finger.hand', { player: t(`player.${side}`), state });
    hand.append(cap);
    hands.append(hand);
  }
  box.append(hands);

  if (v.reveal) {
    const said = doc.createElement('p');
    said.className = 'ck-reveal';
    said.dataset.part = 'reveal';
    said.textContent = revealText(t, v.reveal, v.starter);
    box.append(said);
  }

  if (v.playing && v.pending && !v.ready) {
    // Hot seat: the device changes hands before the second throw, so
    // nothing on the screen hints at the first.
    const other = v.thrower === 'S' ? 'N' : 'S';
    const prompt = doc.createElement('p');
    prompt.className = 'ck-prompt';
    prompt.textContent = t('ck.finger.pass', { first: t(`player.${other}`), player: t(`player.${v.thrower}`) });
    const row = doc.createElement('div');
    row.className = 'ck-buttons';
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = 'is-primary';
    b.dataset.action = 'take-over';
    b.disabled = !v.enabled;
    b.textContent = t('ck.finger.ready', { player: t(`player.${v.thrower}`) });
    b.addEventListener('click', () => v.takeOver());
    row.append(b);
    box.append(prompt, row);
  } else if (v.playing) {
    const other = v.thrower === 'S' ? 'N' : 'S';
    const prompt = doc.createElement('p');
    prompt.className = 'ck-prompt';
    prompt.textContent = v.pending
      ? t('ck.finger.choose-second', { first: t(`player.${other}`), player: t(`player.${v.thrower}`) })
      : t(v.solo ? 'ck.finger.choose-solo' : 'ck.finger.choose', { player: t(`player.${v.thrower}`), other: t(`player.${other}`) });
    box.append(prompt);
    const row = doc.createElement('div');
    row.className = 'ck-buttons ck-fingers';
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', prompt.textContent);
    for (const f of FINGERS) {
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'ck-finger-pick';
      b.dataset.move = f;
      b.disabled = !v.enabled;
      b.append(handIcon(doc, f, v.thrower));
      const name = doc.createElement('span');
      name.className = 'ck-finger-name';
      name.textContent = t(`ck.finger.${f}`);
      const animal = doc.createElement('span');
      animal.className = 'ck-finger-animal';
      animal.textContent = t(`ck.animal.${f}`);
      // The button's name is the words it shows (WCAG 2.5.3); no title, which would only repeat them.
      b.append(name, doc.createTextNode(' '), animal);
      b.addEventListener('click', () => v.pick(f));
      row.append(b);
    }
    box.append(row);
  }
  return box;
}
