// @ts-check
/**
 * The panel's part while the mover sows: both fingers of the throw that
 * decided who starts (until the first move), the offer to end the round,
 * and the "always drop large stones last" setting.
 */

import { offerControl } from './end-offer.js';
import { fingerGame } from './finger-game.js';
import { section } from './panel-dom.js';

/** @typedef {import('../types.js').Snapshot} Snapshot */
/** @typedef {import('../i18n.js').Translate} Translate */

/**
 * @typedef {object} SowingView
 * @property {Snapshot} snap
 * @property {[string, string] | null} reveal both fingers of the last throw, South's first
 * @property {boolean} enabled
 * @property {boolean} stonesLast the setting's value
 * @property {(on: boolean) => void} setStonesLast
 * @property {(move: string) => void} act
 */

/**
 * Builds the sowing part.
 * @param {Document} doc
 * @param {Translate} t
 * @param {SowingView} v
 */
export function sowingPart(doc, t, v) {
  const s = v.snap;
  const box = section(doc, 'play');
  if (v.reveal) {
    const shown = fingerGame(doc, t, {
      round: s.round,
      playing: false,
      thrower: s.to_move,
      pending: false,
      reveal: v.reveal,
      starter: s.to_move,
      enabled: false,
      ready: true,
      takeOver: () => {},
      pick: () => {},
    });
    shown.classList.add('is-shown');
    box.append(shown);
  }
  const line = doc.createElement('div');
  line.className = 'ck-row';
  const label = doc.createElement('label');
  label.className = 'ck-check';
  const check = doc.createElement('input');
  check.type = 'checkbox';
  check.dataset.setting = 'stones-last';
  check.checked = v.stonesLast;
  check.addEventListener('change', () => v.setStonesLast(check.checked));
  label.append(check, doc.createTextNode(t('ck.stones-last')));
  line.append(offerControl(doc, t, s, v.enabled, v.act), label);
  box.append(line);
  return box;
}
