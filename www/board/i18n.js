// @ts-check
/**
 * The page's languages. Every string the page and the board show, and
 * every engine error code, lives in one data file per language,
 * `www/locales/<lang>.json`, loaded when the language is chosen:
 *
 *   const lang = await loadLocale('fr');   // fetched once, then kept
 *   const t = translator(lang);             // synchronous from here on
 *   t('pit.seeds', { n: 3 });               // '3 graines'
 *
 * A file is a flat object from key to text. Texts take `{name}`
 * parameters; an entry may instead be an object of plural forms keyed by
 * the `Intl.PluralRules` categories of its language (`zero`, `one`, `two`,
 * `few`, `many`, `other`; `other` always), chosen by the `n` parameter.
 * English is complete and is the fallback: a language whose file is
 * missing or broken is shown in English, a key missing from a language
 * falls back to English, and a key missing from English shows as itself
 * (never as nothing). Loading never throws.
 *
 * Right-to-left languages (Arabic) isolate every filled-in value, so
 * numbers and pit names keep their place in the sentence.
 *
 * Adding a language takes its data file, `www/locales/<lang>.json`, and
 * its line in `LANGUAGE_INFO` below: nothing else names the languages.
 *
 * Pits are named by their number in the shared numbering (South's leftmost
 * pit is 0), as in the move list, share links and the rulings; callers pass
 * engine pit numbers through `pitName`.
 */

/** @typedef {string | Readonly<Record<string, string>>} Entry */
/** @typedef {Readonly<Record<string, Entry>>} Table */
/** @typedef {(key: string, params?: Record<string, string | number>) => string} Translate */

/**
 * @typedef {object} LanguageInfo
 * @property {string} name        the language's name in itself, for the selector
 * @property {string} [tag]       the BCP 47 tag for `lang` attributes when it is not the key (`zh` → `zh-Hans`)
 * @property {'rtl'} [dir]        `rtl` for a right-to-left script; left-to-right otherwise
 * @property {string[]} [aliases] other primary subtags browsers send for it (`in` is Indonesian's former code)
 */

/**
 * The page's languages, in selector order, each keyed by the name of its
 * data file. A language is one file in `www/locales/` and one line here.
 * Chinese is Simplified Chinese: every `zh` preference is offered it.
 * Each entry is a `LanguageInfo`.
 */
const LANGUAGE_INFO = /** @type {const} */ ({
  en: { name: 'English' },
  fr: { name: 'Français' },
  es: { name: 'Español' },
  ar: { name: 'العربية', dir: 'rtl' },
  zh: { name: '中文（简体）', tag: 'zh-Hans' },
  id: { name: 'Bahasa Indonesia', aliases: ['in'] },
});

/** @typedef {keyof typeof LANGUAGE_INFO} Language */

/** Languages with a data file, in selector order. */
export const LANGUAGES = /** @type {Language[]} */ (Object.keys(LANGUAGE_INFO));

/** Each language's name in itself, for the selector. */
export const LANGUAGE_NAMES = /** @type {Record<Language, string>} */ (
  Object.fromEntries(LANGUAGES.map((lang) => [lang, LANGUAGE_INFO[lang].name]))
);

/** The complete language every other one falls back to. */
export const FALLBACK = 'en';

/**
 * The tables loaded so far, by language. Filled by `loadLocale`; read it
 * through `translator`.
 * @type {Partial<Record<string, Table>>}
 */
export const TABLES = Object.create(null);

/** Loads under way, so a language is fetched once however often it is asked for. @type {Map<string, Promise<boolean>>} */
const loading = new Map();

/** @type {Table} */
const EMPTY = Object.freeze(Object.create(null));

/**
 * Whether `lang` is one of the page's languages.
 * @param {unknown} lang
 * @returns {lang is Language}
 */
export function isLanguage(lang) {
  return typeof lang === 'string' && /** @type {readonly string[]} */ (LANGUAGES).includes(lang);
}

/**
 * Where a language's data file is: beside the page's modules, so the
 * folder works from any path of any static host (a same-origin fetch,
 * which `default-src 'self'` allows).
 * @param {Language} lang
 */
export function localeUrl(lang) {
  return new URL(`../locales/${lang}.json`, import.meta.url);
}

/**
 * Loads a language's strings (and English, the fallback) if they are not
 * loaded yet. Resolves with the language the page can show: `lang` once
 * its file is in, English when `lang` is not a page language or its file
 * is missing or broken. Never rejects.
 * @param {string} lang
 * @returns {Promise<Language>}
 */
export async function loadLocale(lang) {
  const english = load(FALLBACK);
  if (!isLanguage(lang) || lang === FALLBACK) {
    await english;
    return FALLBACK;
  }
  const [ok] = await Promise.all([load(lang), english]);
  return ok ? lang : FALLBACK;
}

/**
 * Whether the strings of `lang` (as {@link loadLocale} resolved) are in: not
 * when neither its file nor English's could be fetched, and every string
 * would show as its key (board/load-failure.js then says so instead).
 * @param {string} lang
 */
export function hasStrings(lang) {
  return isLanguage(lang) && TABLES[lang] !== undefined;
}

/**
 * Fetches one language's file once; a failed attempt is forgotten, so a
 * later choice of the language tries again.
 * @param {Language} lang
 * @returns {Promise<boolean>} whether its table is in
 */
function load(lang) {
  if (TABLES[lang]) return Promise.resolve(true);
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchTable(lang).then((table) => {
      loading.delete(lang);
      if (table) TABLES[lang] = table;
      return table !== null;
    });
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * @param {Language} lang
 * @returns {Promise<Table | null>} null when the file cannot be had or read
 */
async function fetchTable(lang) {
  try {
    const response = await fetch(localeUrl(lang));
    if (!response.ok) return null;
    return readTable(await response.json());
  } catch {
    return null;
  }
}

/**
 * A language's table from the parsed contents of its file, keeping only
 * well-formed entries: texts, and plural forms that are texts and include
 * `other`. Null when the contents are not an object of entries at all.
 * @param {unknown} data
 * @returns {Table | null}
 */
export function readTable(data) {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  /** @type {Record<string, Entry>} */
  const table = Object.create(null);
  for (const [key, entry] of Object.entries(data)) {
    if (typeof entry === 'string') table[key] = entry;
    else if (isPlural(entry)) table[key] = Object.freeze(Object.assign(Object.create(null), entry));
  }
  return Object.freeze(table);
}

/**
 * Whether an entry is a set of plural forms.
 * @param {unknown} entry
 * @returns {entry is Record<string, string>}
 */
function isPlural(entry) {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const forms = Object.entries(entry);
  return forms.some(([category]) => category === 'other') && forms.every(([, text]) => typeof text === 'string');
}

/**
 * The page language a language tag asks for, matched on its primary
 * subtag whatever its script or region (`es-MX` → `es`, `zh-Hans-CN` and
 * `zh-TW` → `zh`, `id-ID` and `in` → `id`, `ar-EG` → `ar`); null when the
 * page does not speak it.
 * @param {unknown} tag e.g. `'fr-CA'`, `'pt_BR'`
 * @returns {Language | null}
 */
export function matchLanguage(tag) {
  if (typeof tag !== 'string') return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (isLanguage(base)) return base;
  return LANGUAGES.find((lang) => /** @type {LanguageInfo} */ (LANGUAGE_INFO[lang]).aliases?.includes(base)) ?? null;
}

/**
 * The best page language for a list of preferences (`navigator.languages`).
 * @param {readonly string[]} preferred e.g. `['fr-CA', 'en']`
 * @returns {Language}
 */
export function pickLanguage(preferred) {
  for (const tag of preferred) {
    const lang = matchLanguage(tag);
    if (lang) return lang;
  }
  return FALLBACK;
}

/**
 * The tag to put in a `lang` attribute for a page language (`zh-Hans` for
 * Simplified Chinese, so the browser picks Simplified glyphs).
 * @param {string} lang
 */
export function languageTag(lang) {
  return isLanguage(lang) ? /** @type {LanguageInfo} */ (LANGUAGE_INFO[lang]).tag ?? lang : FALLBACK;
}

/**
 * The writing direction of a page language, for `dir` attributes and the
 * canvas's text.
 * @param {string} lang
 * @returns {'ltr' | 'rtl'}
 */
export function textDirection(lang) {
  return isLanguage(lang) ? /** @type {LanguageInfo} */ (LANGUAGE_INFO[lang]).dir ?? 'ltr' : 'ltr';
}

/**
 * A number or pit name set apart from the text around it (Unicode's
 * first-strong isolate), so a right-to-left sentence does not carry it
 * off or reorder it with its neighbours: "3–5" stays "3–5" in Arabic.
 * @param {string | number} value
 */
export function isolate(value) {
  return `\u2068${value}\u2069`;
}

/**
 * A translation function for `lang`, from the tables loaded so far (load
 * the language first with `loadLocale`; until then it speaks English).
 * @param {string} lang
 * @returns {Translate}
 */
export function translator(lang) {
  const table = TABLES[lang] ?? EMPTY;
  const english = TABLES[FALLBACK] ?? EMPTY;
  const own = new Intl.PluralRules(isLanguage(lang) && TABLES[lang] ? lang : FALLBACK);
  const fallback = new Intl.PluralRules(FALLBACK);
  // In a right-to-left language every filled-in value (a number, a pit, a
  // name, a nested phrase) is isolated, so the sentence around it keeps its order.
  const fill = textDirection(lang) === 'rtl' ? isolate : String;
  return (key, params = {}) => {
    const mine = table[key];
    const entry = mine ?? english[key];
    if (entry === undefined) return key;
    const text = typeof entry === 'string' ? entry : pluralForm(entry, mine === undefined ? fallback : own, params.n);
    return text.replace(/\{(\w[\w-]*)\}/g, (whole, name) => (Object.hasOwn(params, name) ? fill(params[name]) : whole));
  };
}

/**
 * The form of a plural entry for the count `n`.
 * @param {Readonly<Record<string, string>>} forms
 * @param {Intl.PluralRules} rules
 * @param {string | number | undefined} n
 */
function pluralForm(forms, rules, n) {
  const count = Number(n ?? 0);
  return forms[rules.select(Number.isFinite(count) ? count : 0)] ?? forms.other;
}

/**
 * A pit's name in messages: its number in the shared numbering (South's
 * leftmost pit is 0), the same numbers the move list, share links, the
 * command-line tool and the rulings use, so every text agrees.
 * @param {number} pit the engine's pit number (from 0)
 */
export function pitName(pit) {
  return String(pit);
}

/**
 * Where a game was recorded, in the page's language: the game's own line
 * (`<id>.recorded`, e.g. "Recorded among the Naxi, Lijiang, Yunnan, China"), or, for a
 * game that has none, "Recorded in" and the place the engine names.
 * @param {Translate} t
 * @param {{ id: string, place: string }} game
 */
export function recordedLine(t, game) {
  const key = `${game.id}.recorded`;
  const line = t(key);
  return line === key ? t('app.recorded-in', { place: game.place }) : line;
}

/**
 * The label of a rule option, or its key when it has none.
 * @param {Translate} t
 * @param {string} key
 */
export function optionLabel(t, key) {
  const text = t(`option.${key}`);
  return text === `option.${key}` ? key : text;
}

/**
 * The label of a rule option's value: its own (`value.<key>.<value>`), a
 * number's in the option's words (`value.<key>.n`, e.g. "After 50
 * moves"), a value's shared by several options (`value.<value>`), else
 * the value as given.
 * @param {Translate} t
 * @param {string} key
 * @param {string} value
 */
export function valueLabel(t, key, value) {
  const keys = [`value.${key}.${value}`, ...(/^\d+$/.test(value) ? [`value.${key}.n`] : []), `value.${value}`];
  for (const k of keys) {
    const text = t(k, { n: value });
    if (text !== k) return text;
  }
  return value;
}
