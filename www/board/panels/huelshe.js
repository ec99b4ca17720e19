// @ts-check
/**
 * Huelshe: a player whose sector is empty refills it from his stock (the
 * whole sector, or a run of consecutive pits when the stock is short), or
 * declines and ends the round when the rules allow. The engine lists the
 * runs (`huelshe@<first pit>`) and whether `decline` is legal; the pits a
 * run fills are found by playing it on a copy (`huelsheRuns`). The part
 * shows one button per run (pointing at one marks its pits on the board),
 * decline or why it is not allowed, and the offer to end the round.
 */

import { pitName } from '../i18n.js';
import { choiceLabel } from './choice-labels.js';
import { listed, pitOf } from './choice-moves.js';
import { button, para, row, section, title } from './panel-dom.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../types.js').Played} Played */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * The runs a huelshe may fill now: first pit → the pits it fills, in order.
 * @param {Snapshot} snap
 * @param {(move: string) => Played | null} preview plays a move on a copy of the position
 * @returns {Map<number, number[]>}
 */
export function huelsheRuns(snap, preview) {
  /** @type {Map<number, number[]>} */
  const runs = new Map();
  if (snap.phase !== 'huelshe') return runs;
  for (const m of snap.legal) {
    const first = pitOf(m.move, 'huelshe@');
    if (first < 0) continue;
    /** @type {number[]} */
    const filled = [];
    for (const e of preview(m.move)?.events ?? []) if (e.type === 'refill') filled.push(e.slot);
    runs.set(first, filled.length ? filled : [first]);
  }
  return runs;
}

/**
 * A run of pits in words: `key` names a run's first pit and last ("Pits
 * 2–4"), `<key>-one` a run of one pit ("Pit 3"). The one pit has a sentence
 * of its own, not a plural form: languages without a singular (Indonesian,
 * Chinese) would say "3–3".
 * @param {Translate} t
 * @param {'ck.huelshe.run' | 'ck.huelshe.fill'} key
 * @param {number[]} run
 */
export function runWords(t, key, run) {
  if (run.length === 1) return t(`${key}-one`, { from: pitName(run[0]) });
  return t(key, { from: pitName(run[0]), to: pitName(run[run.length - 1]), n: run.length });
}

/**
 * @typedef {object} HuelsheView
 * @property {Snapshot} snap
 * @property {Map<number, number[]>} runs
 * @property {boolean} enabled
 * @property {(move: string) => void} act
 * @property {(first: number) => void} preview marks a run's pits on the board (-1: none)
 */

/**
 * Builds the huelshe part.
 * @param {Document} doc
 * @param {Translate} t
 * @param {HuelsheView} v
 */
export function huelshePart(doc, t, v) {
  const s = v.snap;
  const disabled = !v.enabled;
  const player = t(`player.${s.to_move}`);
  const box = section(doc, 'huelshe');
  box.append(title(doc, t('ck.huelshe.title', { player })));
  const starts = [...v.runs.entries()];
  const stock = s.piles[s.to_move === 'S' ? 0 : 1];
  if (starts.length === 1) box.append(para(doc, t('ck.huelshe.full', { player }), 'ck-prompt'));
  else if (starts.length > 1) box.append(para(doc, t('ck.huelshe.partial', { player, n: starts[0][1].length || stock }), 'ck-prompt'));
  const runs = starts.map(([first, run]) => {
    const move = `huelshe@${first}`;
    const text = runWords(t, starts.length === 1 ? 'ck.huelshe.fill' : 'ck.huelshe.run', run);
    const b = button(doc, text, () => v.act(move), { primary: starts.length === 1, move, disabled });
    // Pointing at a run's button marks its pits on the board.
    for (const [name, pit] of /** @type {const} */ ([['pointerenter', first], ['focus', first], ['pointerleave', -1], ['blur', -1]])) {
      b.addEventListener(name, () => v.preview(pit));
    }
    return b;
  });
  box.append(row(doc, runs));
  const canDecline = listed(s.legal, 'decline');
  const decline = button(doc, choiceLabel(t, 'decline') ?? '', () => v.act('decline'), { move: 'decline', disabled: disabled || !canDecline });
  const others = [decline];
  if (listed(s.legal, 'offer')) others.push(button(doc, choiceLabel(t, 'offer') ?? '', () => v.act('offer'), { move: 'offer', disabled }));
  box.append(row(doc, others));
  if (canDecline) box.append(para(doc, t('ck.decline.hint', { other: t(`player.${s.to_move === 'S' ? 'N' : 'S'}`) })));
  else {
    // The greyed button is described by its reason: a screen reader says both together.
    const why = cannotDecline(doc, t, s);
    why.id = 'ck-decline-why';
    decline.setAttribute('aria-describedby', why.id);
    box.append(why);
  }
  return box;
}

/**
 * Why declining is not allowed: the goats still at home, and whose stores they are in.
 * @param {Document} doc
 * @param {Translate} t
 * @param {Snapshot} s
 */
function cannotDecline(doc, t, s) {
  const home = s.large
    .filter((l) => l.at === 'home')
    .map((l) => t('ck.decline.home', { stone: t(`ck.stone.${l.stone}`), player: t(`player.${l.owner}`) }));
  const why = para(doc, t('ck.decline.no', { list: home.join(t('list.separator')) }));
  why.dataset.why = 'cannot-decline';
  return why;
}
