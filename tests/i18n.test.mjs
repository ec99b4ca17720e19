// @ts-check
/**
 * The page's languages, checked in Node without a browser: every language
 * file has every English key, every plural form its language needs and
 * every placeholder English uses; every key the page's code names and every
 * code the engine can refuse with has a message; the loader falls back to
 * English and never throws; one helper turns engine errors into messages.
 */

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { engineError, errorMessage, recordErrorMessage } from '../www/board/errors.js';
import { FALLBACK, LANGUAGES, LANGUAGE_NAMES, isolate, languageTag, loadLocale, matchLanguage, optionLabel, pickLanguage, readTable, textDirection, translator, valueLabel } from '../www/board/i18n.js';
import { runWords } from '../www/board/panels/huelshe.js';
import { loadEngine } from './engine-node.mjs';
import { LOCALE_FILES, TABLES } from './locales.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const en = TABLES.en;
const others = LANGUAGES.filter((lang) => lang !== FALLBACK);

/** @typedef {string | Record<string, string>} Entry */

/**
 * Every file under `dir` whose name ends with one of `exts`.
 * @param {string} dir
 * @param {string[]} exts
 * @returns {string[]}
 */
function filesUnder(dir, exts) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pkg' ? [] : filesUnder(full, exts);
    return exts.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

/**
 * The texts of an entry: itself, or each of its plural forms.
 * @param {Entry} entry
 */
const forms = (entry) => (typeof entry === 'string' ? [entry] : Object.values(entry));

/**
 * The `{name}` placeholders of a text. Names are compared in lower case: a
 * language that starts a sentence with a parameter uses its capitalised
 * variant (`{Wthe}` for `{wthe}`), which the code passes as well.
 * @param {string} text
 */
const placeholders = (text) => new Set([...text.matchAll(/\{(\w[\w-]*)\}/g)].map((m) => m[1].toLowerCase()));

test('every page language has a data file, and every data file is a page language', () => {
  assert.deepEqual(LOCALE_FILES, [...LANGUAGES].sort());
  for (const lang of LANGUAGES) assert.equal(typeof LANGUAGE_NAMES[lang], 'string', `${lang} has a name for the selector`);
});

test('every entry of every file is a text or a set of plural forms with `other`', () => {
  for (const lang of LANGUAGES) {
    const table = /** @type {Record<string, unknown>} */ (TABLES[lang]);
    const kept = readTable(table);
    assert.ok(kept, `${lang}.json is an object of entries`);
    const dropped = Object.keys(table).filter((key) => !(key in kept));
    assert.deepEqual(dropped, [], `${lang}.json: entries that are neither a text nor plural forms`);
  }
});

test('every English key is in every other language, and no language has a key English lacks', () => {
  for (const lang of others) {
    const table = TABLES[lang];
    assert.deepEqual(Object.keys(en).filter((key) => !(key in table)), [], `keys missing from ${lang}.json`);
    assert.deepEqual(Object.keys(table).filter((key) => !(key in en)), [], `keys of ${lang}.json that English does not have`);
  }
});

test('every plural entry has a form for each plural category of its language, and no other', () => {
  for (const lang of LANGUAGES) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
    for (const [key, entry] of Object.entries(TABLES[lang])) {
      const english = en[key];
      if (english === undefined) continue; // a key English lacks: reported above
      if (typeof entry === 'string') {
        // A plain text is right only where English has one too, or where the language has a single form.
        assert.ok(typeof english === 'string' || categories.length === 1, `${lang}: ${key} needs plural forms (${categories})`);
        continue;
      }
      assert.deepEqual(Object.keys(entry).sort(), categories, `${lang}: the plural forms of ${key}`);
    }
  }
});

test('every placeholder English uses is in every translation, and no translation has one English lacks', () => {
  for (const lang of others) {
    for (const [key, english] of Object.entries(en)) {
      const entry = TABLES[lang][key];
      if (entry === undefined) continue;
      const all = new Set(forms(english).flatMap((text) => [...placeholders(text)]));
      const translated = typeof entry === 'string' ? [['text', entry]] : Object.entries(entry);
      for (const [form, text] of translated) {
        // A plural form needs what English's form of the same category uses
        // (its `other` for a category English lacks); a singular (or dual…)
        // form may say its number in words, so only `other` must show `{n}`.
        const model = typeof english === 'string' ? english : english[form] ?? english.other;
        const has = placeholders(text);
        const missing = [...placeholders(model)].filter((name) => !has.has(name) && !(name === 'n' && form !== 'other' && form !== 'text'));
        assert.deepEqual(missing, [], `${lang}: ${key} (${form}) lacks placeholders`);
        assert.deepEqual([...has].filter((name) => !all.has(name)), [], `${lang}: ${key} (${form}) has placeholders English does not`);
      }
    }
  }
});

test('every key the page names literally is in English', () => {
  const sources = filesUnder(path.join(ROOT, 'www'), ['.js', '.html']);
  /** @type {Map<string, string>} key -> a file naming it */
  const used = new Map();
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(ROOT, file);
    if (file.endsWith('.html')) {
      for (const m of text.matchAll(/\sdata-i18n(?:-label)?="([^"]+)"/g)) used.set(m[1], rel);
      continue;
    }
    // Calls of a translation function (`t`, `tr`, `host.t`, `o.t()`) with a literal key; comments hold examples only.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/(?:(?<![\w$])(?:t|tr)|\.t|\))\(\s*(['"`])([a-z][\w-]*(?:\.[\w/-]+)+)\1/g)) used.set(m[2], rel);
  }
  assert.ok(used.size > 150, `the page's keys are found (${used.size})`);
  const unknown = [...used].filter(([key]) => !(key in en)).map(([key, file]) => `${key} (${file})`);
  assert.deepEqual(unknown, []);
});

/**
 * A Rust file without its unit tests (they come last, after `#[cfg(test)]`).
 * @param {string} file
 */
function rustSource(file) {
  const text = readFileSync(file, 'utf8');
  const tests = text.indexOf('#[cfg(test)]');
  return tests < 0 ? text : text.slice(0, tests);
}

/**
 * The string literals returned by each `fn code` of the Rust sources under
 * `dir`, by the type whose `impl` holds it.
 * @param {string} dir
 * @returns {Map<string, Set<string>>}
 */
function codeFunctions(dir) {
  /** @type {Map<string, Set<string>>} */
  const byType = new Map();
  for (const file of filesUnder(dir, ['.rs'])) {
    const text = rustSource(file);
    const impls = [...text.matchAll(/^impl(?:<[^>]*>)?\s+(?:[\w:<>]+\s+for\s+)?(\w+)/gm)];
    for (const fn of text.matchAll(/\bfn code\(/g)) {
      const owner = impls.filter((m) => /** @type {number} */ (m.index) < /** @type {number} */ (fn.index)).at(-1)?.[1] ?? '?';
      // The body: from the first `{` after the signature to its matching `}`.
      let at = text.indexOf('{', fn.index);
      const start = at;
      for (let depth = 0; at < text.length; at++) {
        if (text[at] === '{') depth++;
        else if (text[at] === '}' && --depth === 0) break;
      }
      const codes = byType.get(owner) ?? new Set();
      for (const m of text.slice(start, at).matchAll(/"([a-z0-9]+(?:-[a-z0-9]+)*)"/g)) codes.add(m[1]);
      byType.set(owner, codes);
    }
  }
  return byType;
}

/** Every error code the engine and its bindings can throw, from the Rust sources. */
function engineErrorCodes() {
  const codes = new Set();
  const dirs = [path.join(ROOT, 'engine', 'src'), path.join(ROOT, 'web', 'src')];
  // The codes of the error types (`IllegalMove::code`, `OptionError::code`, …).
  for (const dir of dirs) {
    for (const [type, found] of codeFunctions(dir)) {
      if (type === 'IllegalMove' || type.endsWith('Error')) for (const code of found) codes.add(code);
    }
  }
  // Errors made on the spot: the first argument of an error constructor
  // (`EngineError::new("bad-seed", …)`, `fail("no-such-move", …)`), or a `code:` field.
  for (const file of dirs.flatMap((dir) => filesUnder(dir, ['.rs']))) {
    const text = rustSource(file);
    for (const m of text.matchAll(/\b(?:EngineError::new|fail|error_json)\s*\(\s*"([a-z0-9]+(?:-[a-z0-9]+)*)"/g)) codes.add(m[1]);
    for (const m of text.matchAll(/\bcode:\s*"([a-z0-9]+(?:-[a-z0-9]+)*)"/g)) codes.add(m[1]);
  }
  return codes;
}

test('every error the page makes itself has a message or a reason', () => {
  const made = new Map();
  for (const file of filesUnder(path.join(ROOT, 'www'), ['.js'])) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bcode: '([a-z0-9]+(?:-[a-z0-9]+)*)'/g)) made.set(m[1], path.relative(ROOT, file));
  }
  assert.ok(made.has('link-bad-encoding') && made.has('bad-option-value'), `the page's codes are found (${[...made.keys()]})`);
  const silent = [...made].filter(([code]) => typeof en[`error.${code}`] !== 'string' && typeof en[`link.${code}`] !== 'string');
  assert.deepEqual(silent.map(([code, file]) => `${code} (${file})`), []);
});

test('every error the engine can throw has a message, and every refused record a reason', () => {
  const codes = engineErrorCodes();
  const known = ['empty-pit', 'not-your-pit', 'layout-no-move', 'must-sell', 'unknown-option', 'code-bad-field', 'record-illegal-move', 'unknown-game', 'bad-seed', 'bad-notation', 'nothing-to-undo', 'no-such-move'];
  assert.deepEqual(known.filter((code) => !codes.has(code)), [], `the codes are read from the Rust sources (found ${[...codes].join(', ')})`);
  // A refused record or position code is explained as a link's or an embedded board's reason (`link.<code>`).
  const records = [...codes].filter((code) => /^(?:code|record)-/.test(code));
  assert.deepEqual(records.filter((code) => typeof en[`link.${code}`] !== 'string'), [], 'record errors without a reason');
  const moves = [...codes].filter((code) => !records.includes(code));
  assert.deepEqual(moves.filter((code) => typeof en[`error.${code}`] !== 'string'), [], 'engine errors without a message');
  assert.equal(typeof en['error.unknown'], 'string');
  assert.equal(typeof en['link.unknown'], 'string');
});

test('every score basis the engine reports names what the score counts', () => {
  const bases = [...(codeFunctions(path.join(ROOT, 'engine', 'src')).get('ScoreBasis') ?? ['seeds', 'pits', 'net-worth'])];
  assert.ok(bases.includes('seeds') && bases.includes('net-worth'), bases.join());
  assert.deepEqual(bases.filter((basis) => typeof en[`score.${basis}`] !== 'string'), []);
});

test('the preferred page language is chosen from the browser’s list', () => {
  assert.equal(pickLanguage(['tlh-Latn', 'fr-CA', 'en']), 'fr');
  assert.equal(pickLanguage(['EN-gb']), 'en');
  assert.equal(pickLanguage(['tlh', 'qaa']), FALLBACK);
  assert.equal(pickLanguage([]), FALLBACK);
  assert.equal(pickLanguage(['pt-BR', 'ar-EG', 'en']), 'ar');
});

test('a language tag is matched on its language whatever its region or script, and old codes are known', () => {
  /** @type {[string, string | null][]} */
  const cases = [
    ['es', 'es'], ['es-MX', 'es'], ['es-419', 'es'], ['ar-EG', 'ar'], ['ar', 'ar'],
    ['zh', 'zh'], ['zh-CN', 'zh'], ['zh-Hans', 'zh'], ['zh-Hans-CN', 'zh'], ['zh_SG', 'zh'],
    ['id', 'id'], ['id-ID', 'id'], ['in', 'id'], ['in-ID', 'id'], [' FR-be ', 'fr'],
    ['tlh', null], ['qaa-Latn', null], ['', null], ['ind', null], ['arabic', null], ['e', null],
  ];
  for (const [tag, lang] of cases) assert.equal(matchLanguage(tag), lang, tag);
  assert.equal(matchLanguage(undefined), null);
  assert.equal(matchLanguage(42), null);
});

test('each language is named in itself, tagged for lang attributes and written in its direction', () => {
  /** @type {Record<string, [string, string, string]>} name, lang tag, direction */
  const expected = {
    en: ['English', 'en', 'ltr'],
    fr: ['Français', 'fr', 'ltr'],
    es: ['Español', 'es', 'ltr'],
    ar: ['العربية', 'ar', 'rtl'],
    zh: ['中文（简体）', 'zh-Hans', 'ltr'],
    id: ['Bahasa Indonesia', 'id', 'ltr'],
  };
  for (const [lang, info] of Object.entries(expected)) {
    assert.ok(LANGUAGES.includes(/** @type {any} */ (lang)), `${lang} is a page language`);
    assert.deepEqual([LANGUAGE_NAMES[/** @type {keyof typeof LANGUAGE_NAMES} */ (lang)], languageTag(lang), textDirection(lang)], info, lang);
  }
  // Every tag is one the browser understands, and names the same language again.
  for (const lang of LANGUAGES) {
    assert.equal(Intl.getCanonicalLocales(languageTag(lang))[0], languageTag(lang));
    assert.equal(matchLanguage(languageTag(lang)), lang);
  }
  assert.equal(languageTag('xx'), FALLBACK);
  assert.equal(textDirection('xx'), 'ltr');
});

test('only the language module names the languages, so a language is one data file and one line', () => {
  // A language code given as a language (`lang === 'ar'`, `lang: 'fr'`, `loadLocale('zh')`,
  // `'es' === lang`), or a language's own name, anywhere in the page's code but the language module.
  const codes = `(?:${LANGUAGES.filter((l) => l !== FALLBACK).join('|')})(?:-[A-Za-z]+)?`;
  const asLanguage = new RegExp(`(?:lang|locale|translator)\\w*\\W{1,12}(['"\`])${codes}\\1|(['"\`])${codes}\\2\\s*[!=]==?\\s*[\\w.]*lang`, 'gi');
  const names = Object.values(LANGUAGE_NAMES).filter((name) => name !== LANGUAGE_NAMES[FALLBACK]);
  /** @type {string[]} */
  const naming = [];
  for (const file of filesUnder(path.join(ROOT, 'www'), ['.js'])) {
    if (file.endsWith(path.join('board', 'i18n.js'))) continue;
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const rel = path.relative(ROOT, file);
    for (const m of code.matchAll(asLanguage)) naming.push(`${rel}: ${m[0]}`);
    for (const name of names) if (code.includes(name)) naming.push(`${rel}: ${name}`);
  }
  assert.deepEqual(naming, []);
  // The check finds what it looks for.
  for (const sample of ["lang === 'ar'", "board.set({ lang: 'fr' })", "loadLocale('zh-Hans')", "'es' !== this.lang"]) {
    assert.ok(new RegExp(asLanguage.source, 'i').test(sample), sample);
  }
  assert.ok(!new RegExp(asLanguage.source, 'i').test("field('id', record.id)"));
});

test('a table keeps only well-formed entries and refuses what is not an object of entries', () => {
  assert.equal(readTable(null), null);
  assert.equal(readTable([]), null);
  assert.equal(readTable('text'), null);
  const table = /** @type {Record<string, unknown>} */ (readTable(JSON.parse('{"a":"A","b":5,"c":{"one":"1"},"d":{"one":"1","other":"n"},"e":{"other":3},"__proto__":"P"}')));
  assert.deepEqual(Object.keys(table).sort(), ['__proto__', 'a', 'd']);
  assert.equal(Object.getPrototypeOf(table), null, 'a key cannot reach a prototype');
});

test('languages load on demand, fall back to English when missing or broken, and never throw', async () => {
  /** @type {string[]} */
  const asked = [];
  /** @type {(lang: string) => Response | Promise<Response>} */
  let serve = () => new Response('', { status: 404 });
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (/** @type {any} */ url) => {
    const file = fileURLToPath(String(url));
    const lang = path.basename(file, '.json');
    asked.push(lang);
    if (lang === 'en') return new Response(readFileSync(file));
    return serve(lang);
  };
  try {
    // Before anything is loaded, keys show as themselves.
    assert.equal(translator('en')('player.S'), 'player.S');

    // A missing file: English.
    assert.equal(await loadLocale('fr'), 'en');
    assert.equal(translator('fr')('player.S'), 'South');
    // A broken file, a failing network: English, nothing thrown.
    serve = () => new Response('{"player.S": "Sud",');
    assert.equal(await loadLocale('fr'), 'en');
    serve = () => {
      throw new TypeError('network down');
    };
    assert.equal(await loadLocale('fr'), 'en');
    // A language the page does not have is never fetched.
    const before = asked.length;
    assert.equal(await loadLocale('xx'), 'en');
    assert.equal(await loadLocale('../../etc/passwd'), 'en');
    assert.deepEqual(asked.slice(before), []);

    // Its file back: loaded once however often it is asked for.
    serve = (lang) => new Response(readFileSync(path.join(ROOT, 'www', 'locales', `${lang}.json`)));
    const frAsked = asked.filter((l) => l === 'fr').length;
    assert.deepEqual(await Promise.all([loadLocale('fr'), loadLocale('fr')]), ['fr', 'fr']);
    assert.equal(await loadLocale('fr'), 'fr');
    assert.equal(asked.filter((l) => l === 'fr').length, frAsked + 1);
    assert.equal(asked.filter((l) => l === 'en').length, 1, 'English is fetched once');
  } finally {
    globalThis.fetch = realFetch;
  }

  const fr = translator('fr');
  const enT = translator('en');
  assert.equal(fr('player.S'), 'Sud');
  // Plural forms follow each language's rules: 0 is singular in French, plural in English.
  assert.deepEqual([0, 1, 2, 1_000_000].map((n) => fr('pit.seeds', { n })), ['0 graine', '1 graine', '2 graines', '1000000 graines']);
  assert.deepEqual([0, 1, 2].map((n) => enT('pit.seeds', { n })), ['0 seeds', '1 seed', '2 seeds']);
  // Parameters fill placeholders; a missing one stays visible; a missing key shows as itself.
  assert.equal(enT('pit.label', { pit: 3, owner: 'South', seeds: '4 seeds' }), 'Pit 3, South, 4 seeds');
  assert.equal(enT('error.empty-pit'), 'Pit {pit} is empty.');
  assert.equal(fr('no.such-key'), 'no.such-key');
  assert.equal(enT('constructor'), 'constructor');
});

/** Loads every page language the way the page does, its files read from disk instead of fetched. */
async function loadAllFromDisk() {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (/** @type {any} */ url) => new Response(readFileSync(fileURLToPath(String(url))));
  try {
    for (const lang of LANGUAGES) assert.equal(await loadLocale(lang), lang);
  } finally {
    globalThis.fetch = realFetch;
  }
}

test('every rule option and value the engine offers has a label in every language', async () => {
  await loadAllFromDisk();
  const { games } = await loadEngine();
  let values = 0;
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const game of games()) {
      for (const option of game.options) {
        assert.notEqual(optionLabel(t, option.key), option.key, `${lang}: a label for ${game.id}'s option ${option.key}`);
        const labels = option.values.map((/** @type {string} */ value) => valueLabel(t, option.key, value));
        // Numbers may show as they are; words never do.
        option.values.forEach((/** @type {string} */ value, /** @type {number} */ i) => {
          assert.ok(labels[i] !== value || /^\d+$/.test(value), `${lang}: a label for ${game.id}'s ${option.key}=${value}`);
        });
        assert.equal(new Set(labels).size, labels.length, `${lang}: ${game.id}'s ${option.key} values are told apart (${labels.join(' | ')})`);
        values += labels.length;
      }
    }
  }
  assert.ok(values > 20, `the engine's options are read (${values} values)`);
});

test('one helper turns whatever the engine throws into a message', async () => {
  await loadAllFromDisk();
  const t = translator('en');
  assert.deepEqual(engineError({ code: 'empty-pit', message: 'pit 3 is empty', pit: 3 }), { code: 'empty-pit', message: 'pit 3 is empty', pit: 3 });
  assert.deepEqual(engineError('{"code":"not-your-pit","message":"m","pit":7}'), { code: 'not-your-pit', message: 'm', pit: 7 });
  assert.deepEqual(engineError({ code: 'nothing-to-undo', message: 'm', pit: undefined }), { code: 'nothing-to-undo', message: 'm', pit: null });
  assert.deepEqual(engineError(new TypeError('boom')), { code: 'unknown', message: 'boom', pit: null });
  assert.deepEqual(engineError(undefined), { code: 'unknown', message: '', pit: null });
  assert.deepEqual(engineError({ code: '<img src=x>', pit: -1 }), { code: 'unknown', message: '', pit: null });
  const hostile = new Proxy({}, { has: () => { throw new Error('trap'); } });
  assert.deepEqual(engineError(hostile), { code: 'unknown', message: '', pit: null });

  assert.equal(errorMessage({ code: 'empty-pit', message: '', pit: 3 }, t), 'Pit 3 is empty.');
  assert.equal(errorMessage({ code: 'empty-pit', message: '', pit: null }, t, 5), 'Pit 5 is empty.', 'the pit the caller knows');
  assert.equal(errorMessage({ code: 'not-a-code-we-know' }, t), en['error.unknown']);
  assert.equal(errorMessage(new Error('bug'), t), en['error.unknown']);
  assert.equal(errorMessage({ code: 'empty-pit', pit: 2 }, translator('fr')), 'Le trou 2 est vide.');

  assert.equal(recordErrorMessage({ code: 'record-illegal-move', message: 'move 2 (0) is illegal: pit 0 is empty' }, t), 'Move 2 in it is not allowed in the position where it is played.');
  assert.equal(recordErrorMessage({ code: 'something-else' }, t), en['link.unknown']);
});

test('Arabic uses all six plural forms and isolates every value it fills in; left-to-right languages do not', async () => {
  await loadAllFromDisk();
  const ar = translator('ar');
  const seeds = [0, 1, 2, 3, 11, 100].map((n) => ar('pit.seeds', { n }));
  assert.equal(new Set(seeds).size, 6, `six forms: ${seeds.join(' | ')}`);
  assert.equal(ar('pit.seeds', { n: 7 }), `${isolate(7)} بذور`);
  assert.equal(ar('pit.seeds', { n: 25 }), `${isolate(25)} بذرة`);
  assert.equal(isolate(11), '\u206811\u2069');
  assert.equal(ar('error.empty-pit', { pit: 11 }), `الحفرة ${isolate(11)} فارغة.`);
  assert.equal(ar('ck.huelshe.run', { n: 3, from: 2, to: 4 }), `الحفر ${isolate(2)}–${isolate(4)}`);
  assert.equal(translator('es')('error.empty-pit', { pit: 11 }), 'El hoyo 11 está vacío.');
  assert.equal(translator('es')('pit.seeds', { n: 1_000_000 }), '1000000 de semillas');
  assert.equal(translator('zh')('pit.seeds', { n: 1 }), '1 颗子');
  // A huelshe run of one pit is named as one pit in every language, also
  // those without a singular form ("3–3" before).
  for (const lang of LANGUAGES) {
    const one = runWords(translator(lang), 'ck.huelshe.run', [2]);
    const three = runWords(translator(lang), 'ck.huelshe.fill', [2, 3, 4]);
    assert.ok(!one.includes('–') && (one.match(/2/g) ?? []).length === 1, `${lang}: ${one}`);
    assert.ok(three.includes('2') && three.includes('4'), `${lang}: ${three}`);
  }
  assert.equal(translator('id')('pit.seeds', { n: 1 }), '1 biji');
});

test('a game is named as its selector names it, in every language (the guided game’s offer names Modiar)', () => {
  for (const lang of LANGUAGES) {
    assert.match(String(TABLES[lang]['guide.offer']), /\bModiar\b/, `${lang}: ${TABLES[lang]['guide.offer']}`);
  }
});

test('English speaks of the players without a gender (only the sources’ people are “he”)', () => {
  const learn = JSON.parse(readFileSync(path.join(ROOT, 'www/locales/learn/en.json'), 'utf8'));
  // Where a named person is meant: who recorded or described a game.
  const people = /\.(?:documented|variant\.prices|variant\.size)$/;
  for (const [file, table] of /** @type {const} */ ([['locales/en.json', TABLES.en], ['locales/learn/en.json', learn]])) {
    for (const [key, entry] of Object.entries(table)) {
      if (people.test(key)) continue;
      for (const text of typeof entry === 'string' ? [entry] : Object.values(entry)) {
        assert.doesNotMatch(String(text), /\b(?:he|his|him|himself)\b/i, `${file} ${key}: ${text}`);
      }
    }
  }
});
