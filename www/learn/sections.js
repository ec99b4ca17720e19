// @ts-check
/**
 * The two tabs of the learn panel, as DOM: "How to play" (the goal, the
 * rule steps each with its example board, the variants) and "Where it
 * comes from" (the map, the documentation, the citation, the evidence
 * record). `panel.js` puts them in its tab list.
 */

import { languageTag, recordedLine, translator } from '../board/i18n.js';
import { mountExample } from './examples.js';
import { COMMON_VARIANTS, movesOf } from './lessons.js';
import { drawMap } from './map.js';

/** @typedef {import('./texts.js').SourceRecord} SourceRecord */
/** @typedef {import('../board/i18n.js').Translate} Translate */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string>} [attributes]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A record's date range in words: a whole year as the year, else the
 * months or days in the language's own format.
 * @param {string} range `YYYY-MM-DD - YYYY-MM-DD` or `YYYY-MM`
 * @param {string} lang
 * @param {Translate} say
 */
export function formatDates(range, lang, say) {
  const tag = languageTag(lang);
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const single = /^(\d{4})-(\d{2})$/.exec(range);
  if (single) return month.format(Date.UTC(Number(single[1]), Number(single[2]) - 1, 1));
  const both = /^(\d{4})-(\d{2})-(\d{2}) - (\d{4})-(\d{2})-(\d{2})$/.exec(range);
  if (!both) return range;
  const [from, to] = [both.slice(1, 4), both.slice(4, 7)].map(([y, m, d]) => ({ y: Number(y), m: Number(m), d: Number(d) }));
  if (from.y === to.y && from.m === 1 && from.d === 1 && to.m === 12 && to.d === 31) return String(from.y);
  const wholeMonths = from.d === 1 && to.d >= 28;
  const format = wholeMonths ? month : day;
  return say('learn.dates', { from: format.format(Date.UTC(from.y, from.m - 1, from.d)), to: format.format(Date.UTC(to.y, to.m - 1, to.d)) });
}

/**
 * What the two tabs share: the panel's id prefix, the engine's class and
 * the page language for the example boards, and where the examples go.
 * @typedef {object} Context
 * @property {string} id
 * @property {import('../board/types.js').MatchClass} Match
 * @property {string} lang
 * @property {boolean} reducedMotion
 * @property {import('./examples.js').Example[]} examples  the examples mounted, to destroy with the panel
 * @property {(() => void) | undefined} [guide]  starts the guided first game, where the host offers one
 */

/**
 * The offer of the guided first game, with the button that starts it.
 * @param {() => void} start
 * @param {Translate} t the page's strings (the guide's own words)
 */
function guideEntry(start, t) {
  const entry = el('div', { class: 'guide-entry' });
  const begin = el('button', { type: 'button', class: 'guide-start' }, t('guide.start'));
  begin.addEventListener('click', start);
  entry.append(el('p', {}, t('guide.offer')), begin);
  return entry;
}

/**
 * The "How to play" tab: the goal, the guided first game where the host
 * offers it, the steps with their examples, the variants.
 * @param {Context} ctx
 * @param {Translate} say
 * @param {string} game
 * @param {import('./lessons.js').Lesson} lesson
 */
export function rulesPanel(ctx, say, game, lesson) {
  const panel = tabPanel(ctx.id, 'rules');
  panel.append(el('h3', {}, say('learn.goal')), el('p', {}, say(`${game}.goal`)));
  if (ctx.guide) panel.append(guideEntry(ctx.guide, translator(ctx.lang)));
  panel.append(el('h3', {}, say('learn.rules')));
  const steps = el('ol', { class: 'steps' });
  for (const step of lesson.steps) {
    const title = say(`${game}.step.${step.id}.title`);
    const item = el('li');
    const figure = el('figure', { class: 'example' });
    item.append(el('h4', {}, title), el('p', {}, say(`${game}.step.${step.id}.text`)), figure);
    steps.append(item);
    figure.dataset.step = step.id;
    let shown = false;
    ctx.examples.push(
      mountExample(figure, {
        Match: ctx.Match,
        record: step.record,
        moves: movesOf(step.record),
        lang: ctx.lang,
        label: say('learn.example', { title }),
        turnedNote: say('learn.turned'),
        reducedMotion: ctx.reducedMotion,
        buttonLabel: () => {
          const label = ctx.reducedMotion && !shown ? say('learn.show') : say('learn.replay');
          shown = true;
          return label;
        },
      }),
    );
  }
  panel.append(steps, el('h3', {}, say('learn.variants')), el('p', {}, say('learn.variants.intro')));
  const variants = el('ul', { class: 'variants' });
  for (const option of lesson.variants) variants.append(el('li', {}, say(`${game}.variant.${option}`)));
  for (const option of COMMON_VARIANTS.filter((o) => !lesson.variants.includes(o))) variants.append(el('li', {}, say(`common.variant.${option}`)));
  panel.append(variants);
  return panel;
}

/**
 * The "Where it comes from" tab: the map, who documented the game, the
 * citation and the evidence record.
 * @param {Context} ctx
 * @param {Translate & { lang: string }} say
 * @param {string} game
 * @param {import('../board/types.js').GameInfo} info
 * @param {import('./lessons.js').Lesson} lesson
 * @param {SourceRecord | null} record
 */
export function originPanel(ctx, say, game, info, lesson, record) {
  const panel = tabPanel(ctx.id, 'origin');
  const figure = el('figure', { class: 'map-figure' });
  const recorded = recordedLine(translator(say.lang), info);
  figure.append(drawMap({ at: lesson.at, name: say(`${game}.place`), label: say('learn.map', { place: recorded }) }));
  figure.append(el('figcaption', {}, recorded));
  panel.append(el('h3', {}, say('learn.place')), figure);
  panel.append(el('h3', {}, say('learn.documented')), el('p', {}, say(`${game}.documented`)));
  const citation = el('p');
  citation.append(el('cite', { lang: 'en' }, info.source));
  panel.append(el('h3', {}, say('learn.source')), citation, el('h3', {}, say('learn.evidence')));
  if (!record) {
    panel.append(el('p', { class: 'error' }, translator(ctx.lang)('learn.unavailable')));
    return panel;
  }
  const details = el('details');
  details.append(el('summary', {}, say('learn.evidence.open')));
  const fields = el('dl');
  /** @param {string} key @param {string | null} value @param {string} [lang] */
  const field = (key, value, lang) => {
    if (!value) return;
    fields.append(el('dt', {}, say(`learn.field.${key}`)), el('dd', lang ? { lang } : {}, value));
  };
  field('id', record.id);
  field('type', record.type ? say(`learn.type.${record.type.toLowerCase()}`) : say('learn.type.informant'));
  field('location', record.location, record.quoteLang);
  field('date', record.date ? formatDates(record.date, say.lang, say) : null);
  field('summary', record.summary, 'en');
  // The record's summary may read the source otherwise than the rulings the game follows.
  if (record.summary) fields.append(el('dd', { class: 'note' }, say('learn.summary-note')));
  details.append(fields, el('h4', {}, say('learn.field.text')), el('blockquote', { lang: record.quoteLang }, record.quote));
  details.append(el('p', { class: 'note' }, say(`learn.quote.${record.quoteLang}`)));
  panel.append(details);
  return panel;
}

/**
 * @param {string} id
 * @param {'rules' | 'origin'} name
 */
function tabPanel(id, name) {
  return el('div', { role: 'tabpanel', id: `${id}-panel-${name}`, 'aria-labelledby': `${id}-tab-${name}`, tabindex: '0' });
}
