// @ts-check
/**
 * "How to play" and "Where it comes from" for one game, beside the board
 * or one tap away in a dialog:
 *
 *   import { mountLearn, openLearn } from './learn/panel.js';
 *   const learn = mountLearn(element, { Match, games, game: 'motiq', lang: 'en', tab: 'rules' });
 *   await learn.ready;  learn.set({ game: 'makonn' });  learn.destroy();
 *   const dialog = openLearn(document.body, { Match, games, game, lang, tab: 'origin' });
 *   await dialog.closed;                   // Escape, the Close button or dialog.close()
 *
 * How to play: the goal in one sentence, the guided first game where the
 * host offers it (the page does), the rules in short steps, each
 * with an example played by the real board from an engine record
 * (`lessons.js`, `examples.js`), and each rule option in one sentence.
 * Where it comes from: the place and people, who documented the game and
 * when, the source's full citation (the engine's description, `games()`),
 * the evidence record quoted from the source (`sources.json`) and a map
 * drawn here (`map.js`). The words are loaded on demand (`texts.js`); no
 * rule is known here: the examples are engine records, checked by the
 * tests against the engine's events.
 *
 * The panel lives in a shadow root, so it looks the same on the page, in
 * `<mancala-board>` and in the iframe. Tabs follow the ARIA tabs pattern
 * (arrow keys, Home, End); the dialog takes focus, traps it (`showModal`),
 * closes on Escape and gives focus back to what had it.
 */

import { languageTag, loadLocale, recordedLine, textDirection, translator } from '../board/i18n.js';
import { lessonOf } from './lessons.js';
import { el, originPanel, rulesPanel } from './sections.js';
import { adopt } from '../board/adopt.js';
import { DIALOG_CSS, LEARN_CSS } from './styles.js';
import { loadLearnTexts, loadSources } from './texts.js';

/** @typedef {import('../board/i18n.js').Translate} Translate */
/** @typedef {'rules' | 'origin'} Tab */

/**
 * @typedef {object} LearnOptions
 * @property {import('../board/types.js').MatchClass} Match   the engine's class (the examples' boards)
 * @property {() => import('../board/types.js').GameInfo[]} games  the engine's game descriptions
 * @property {string} game    engine game id
 * @property {string} lang    page language
 * @property {Tab} [tab]      the tab shown first; default `rules`
 * @property {() => void} [guide]  starts the guided first game; How to play offers it when given (the page does)
 */

/**
 * @typedef {object} Learn
 * @property {Promise<void>} ready   settles once the texts are in and the panel is drawn
 * @property {(next: Partial<Pick<LearnOptions, 'game' | 'lang' | 'tab'>>) => Promise<void>} set
 * @property {() => void} focus      focuses the selected tab
 * @property {() => void} destroy
 */

export { formatDates } from './sections.js';

const TABS = /** @type {const} */ (['rules', 'origin']);
let instances = 0;

/**
 * Mounts the panel in `element`.
 * @param {HTMLElement} element
 * @param {LearnOptions} options
 * @returns {Learn}
 */
export function mountLearn(element, options) {
  const settings = { tab: /** @type {Tab} */ ('rules'), ...options };
  const id = `learn${++instances}`;
  const host = el('div');
  const root = host.attachShadow({ mode: 'open' });
  const section = el('section', { class: 'learn' });
  root.append(section);
  adopt(root, LEARN_CSS);
  element.append(host);
  /** @type {import('./examples.js').Example[]} */
  let examples = [];
  /** @type {HTMLButtonElement[]} */
  let tabs = [];
  let drawing = 0;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  function clearExamples() {
    for (const example of examples) example.destroy();
    examples = [];
  }

  async function draw() {
    const run = ++drawing;
    const { game, lang } = settings;
    const [say, records] = await Promise.all([loadLearnTexts(lang), loadSources(), loadLocale(lang)]);
    if (run !== drawing) return;
    clearExamples();
    section.replaceChildren();
    section.lang = languageTag(say.lang);
    section.dir = textDirection(say.lang);
    const info = settings.games().find((g) => g.id === game);
    const lesson = lessonOf(game);
    if (!say.ready || !info || !lesson) {
      section.append(el('p', { class: 'error', role: 'alert' }, translator(lang)('learn.unavailable')));
      return;
    }
    section.setAttribute('aria-labelledby', `${id}-title`);
    section.append(el('h2', { id: `${id}-title` }, info.name), el('p', { class: 'place-line' }, recordedLine(translator(say.lang), info)));
    const list = el('div', { role: 'tablist', 'aria-label': say('learn.tabs') });
    tabs = TABS.map((name) => {
      const tab = el('button', { type: 'button', role: 'tab', id: `${id}-tab-${name}`, 'aria-controls': `${id}-panel-${name}` }, say(`learn.tab.${name}`));
      tab.addEventListener('click', () => select(name, true));
      return tab;
    });
    list.append(...tabs);
    list.addEventListener('keydown', onTabKey);
    const ctx = { id, Match: settings.Match, lang, reducedMotion: reducedMotion.matches, examples, guide: settings.guide };
    const rules = rulesPanel(ctx, say, game, lesson);
    const origin = originPanel(ctx, say, game, info, lesson, records?.[game] ?? null);
    section.append(list, rules, origin);
    select(settings.tab, false);
  }

  /**
   * Shows one tab's panel.
   * @param {Tab} name
   * @param {boolean} focus whether to move the focus to its tab
   */
  function select(name, focus) {
    settings.tab = TABS.includes(name) ? name : 'rules';
    for (const tab of tabs) {
      const on = tab.id === `${id}-tab-${settings.tab}`;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = /** @type {HTMLElement | null} */ (root.getElementById(tab.getAttribute('aria-controls') ?? ''));
      if (panel) panel.hidden = !on;
      if (on && focus) tab.focus();
    }
  }

  /** @param {KeyboardEvent} event */
  function onTabKey(event) {
    const at = TABS.indexOf(settings.tab);
    const rtl = section.dir === 'rtl';
    /** @type {Record<string, number>} */
    const moves = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -at, End: TABS.length - 1 - at };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(TABS[(at + moves[event.key] + TABS.length) % TABS.length], true);
  }

  const ready = draw();
  return {
    ready,
    async set(next) {
      const redraw = (next.game && next.game !== settings.game) || (next.lang && next.lang !== settings.lang);
      Object.assign(settings, next);
      if (redraw) await draw();
      else if (next.tab) select(next.tab, false);
    },
    focus() {
      tabs.find((tab) => tab.tabIndex === 0)?.focus();
    },
    destroy() {
      drawing++;
      clearExamples();
      host.remove();
    },
  };
}

/**
 * The element that has the focus, looking inside shadow roots.
 * @returns {HTMLElement | null}
 */
function deepActiveElement() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return /** @type {HTMLElement | null} */ (active);
}

/**
 * Opens the panel in a modal dialog inside `host` (the page's body, or a
 * shadow root). Focus moves into the dialog and comes back to the element
 * that had it when the dialog closes.
 * @param {HTMLElement | ShadowRoot} host
 * @param {LearnOptions} options
 * @returns {{ closed: Promise<void>, close: () => void, learn: Learn }}
 */
export function openLearn(host, options) {
  const opener = deepActiveElement();
  const holder = el('div', { class: 'learn-dialog-host' });
  const root = holder.attachShadow({ mode: 'open' });
  const dialog = el('dialog');
  const bar = el('div', { class: 'bar' });
  const closeLabel = translator(options.lang)('learn.close');
  const close = el('button', { type: 'button', class: 'close', 'aria-label': closeLabel, title: closeLabel }, '×');
  bar.append(close);
  const body = el('div', { class: 'body' });
  dialog.append(bar, body);
  root.append(dialog);
  adopt(root, DIALOG_CSS);
  host.append(holder);
  const learn = mountLearn(body, options);
  dialog.showModal();
  close.focus();
  learn.ready.then(async () => {
    const say = await loadLearnTexts(options.lang);
    const info = options.games().find((g) => g.id === options.game);
    dialog.setAttribute('aria-label', say('learn.dialog', { game: info?.name ?? options.game }));
    if (dialog.open) learn.focus();
  });
  /** @type {() => void} */
  let resolve = () => {};
  const closed = new Promise((done) => {
    resolve = () => done(undefined);
  });
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    learn.destroy();
    holder.remove();
    opener?.focus?.();
    resolve();
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside && event.target === dialog) dialog.close();
  });
  return { closed, close: () => dialog.close(), learn };
}
