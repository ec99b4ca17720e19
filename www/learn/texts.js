// @ts-check
/**
 * The words of the "How to play" and "Where it comes from" panel, kept
 * out of the page's first load: one file per language,
 * `www/locales/learn/<lang>.json`, in the format of the page's language
 * files (`board/i18n.js`: flat keys, `{name}` parameters, plural forms by
 * `Intl.PluralRules` category), fetched the first time the panel opens in
 * that language. English is complete and is the fallback, key by key.
 * The evidence records quoted from the sources, in their own language,
 * are one more file, `www/locales/learn/sources.json`.
 *
 * Adding a language's rules texts is one file; the languages are those of
 * the page (`LANGUAGES` in `board/i18n.js`).
 *
 *   const t = await loadLearnTexts('fr');   // never rejects
 *   t('motiq.goal');
 *   const records = await loadSources();     // null when it cannot be had
 */

import { FALLBACK, isLanguage, isolate, readTable, textDirection } from '../board/i18n.js';

/** @typedef {import('../board/i18n.js').Table} Table */
/** @typedef {import('../board/i18n.js').Translate} Translate */

/**
 * One game's evidence record, as quoted from the source.
 * @typedef {object} SourceRecord
 * @property {string | null} id        the record's identifier in its catalogue
 * @property {string | null} type      e.g. `Ethnography`
 * @property {string | null} location  as the record gives it
 * @property {string | null} date      `YYYY-MM-DD - YYYY-MM-DD`, or `YYYY-MM`
 * @property {string | null} summary   the record's summary of the rules
 * @property {string} quote            the source's text
 * @property {string} quoteLang        the language of `quote` (BCP 47)
 */

/** Tables fetched so far, by language; a failed fetch is forgotten. @type {Map<string, Promise<Table | null>>} */
const tables = new Map();
/** @type {Promise<Record<string, SourceRecord> | null> | null} */
let sources = null;

/**
 * Where a learn file is.
 * @param {string} name a language, or `sources`
 */
export function learnUrl(name) {
  return new URL(`../locales/learn/${name}.json`, import.meta.url);
}

/**
 * @param {string} name
 * @returns {Promise<unknown>} the parsed file, or null
 */
async function fetchJson(name) {
  try {
    const response = await fetch(learnUrl(name));
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} lang
 * @returns {Promise<Table | null>}
 */
function table(lang) {
  let pending = tables.get(lang);
  if (!pending) {
    pending = fetchJson(lang).then((data) => {
      const read = readTable(data);
      if (!read) tables.delete(lang);
      return read;
    });
    tables.set(lang, pending);
  }
  return pending;
}

/**
 * The learn texts of a language, English where it has none. A missing
 * key shows as itself; never rejects (with no file at all every text is
 * its key, and `ready` says so). `lang` is the language the texts are in:
 * English while a language has no learn file yet, so the panel is marked
 * and laid out (left to right) for the words it shows.
 * @param {string} lang a page language
 * @returns {Promise<Translate & { ready: boolean, lang: string }>}
 */
export async function loadLearnTexts(lang) {
  const wanted = isLanguage(lang) ? lang : FALLBACK;
  const [english, own] = await Promise.all([table(FALLBACK), wanted === FALLBACK ? null : table(wanted)]);
  const shown = own ? wanted : FALLBACK;
  return Object.assign(learnTranslator(shown, own, english), { ready: english !== null, lang: shown });
}

/**
 * A translation function over a language's table and English's.
 * @param {string} lang
 * @param {Table | null} own
 * @param {Table | null} english
 * @returns {Translate}
 */
export function learnTranslator(lang, own, english) {
  const rules = new Intl.PluralRules(own ? lang : FALLBACK);
  const fill = textDirection(lang) === 'rtl' ? isolate : String;
  return (key, params = {}) => {
    const entry = own?.[key] ?? english?.[key];
    if (entry === undefined) return key;
    const text = typeof entry === 'string' ? entry : entry[rules.select(Number(params.n ?? 0))] ?? entry.other;
    return text.replace(/\{(\w[\w-]*)\}/g, (whole, name) => (Object.hasOwn(params, name) ? fill(params[name]) : whole));
  };
}

/**
 * The evidence records of every game, by game id; null when the file
 * cannot be had (a later call tries again).
 * @returns {Promise<Record<string, SourceRecord> | null>}
 */
export function loadSources() {
  if (!sources) {
    sources = fetchJson('sources').then((data) => {
      if (data && typeof data === 'object' && !Array.isArray(data)) return /** @type {Record<string, SourceRecord>} */ (data);
      sources = null;
      return null;
    });
  }
  return sources;
}
