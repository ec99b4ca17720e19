// @ts-check
/**
 * The page's strings as tests run in Node see them: every language's data
 * file, read from `www/locales/<lang>.json` (the page fetches them; Node
 * reads them from disk).
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../www/board/i18n.js';

/** The folder of the language files. */
export const LOCALES_DIR = fileURLToPath(new URL('../www/locales/', import.meta.url));

/** The languages that have a file in the folder. */
export const LOCALE_FILES = readdirSync(LOCALES_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

/**
 * Every page language's table, by language, as written in its file.
 * @type {Record<string, Record<string, string | Record<string, string>>>}
 */
export const TABLES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(path.join(LOCALES_DIR, `${lang}.json`), 'utf8'))]),
);
