// @ts-check
/**
 * The page's game picker and its rule options, filled from the engine's
 * `games()` metadata: one option per game, and one select per rule option
 * of the chosen game with the engine's values, its default marked.
 */

import { optionLabel, valueLabel } from './board/i18n.js';

/** @typedef {import('./board/types.js').GameInfo} GameInfo */

/**
 * Fills the game picker, the current game selected.
 * @param {HTMLSelectElement} select
 * @param {GameInfo[]} catalogue
 * @param {string} current the current game's identifier
 */
export function fillGamePicker(select, catalogue, current) {
  select.replaceChildren(
    ...catalogue.map((g) => {
      const o = document.createElement('option');
      o.value = g.id;
      o.textContent = g.name;
      o.selected = g.id === current;
      return o;
    }),
  );
}

/**
 * One select per rule option of `game`, each on its current choice.
 * @param {HTMLElement} container
 * @param {GameInfo} game
 * @param {Record<string, string>} chosen the visitor's choices (key → value); the default where none
 * @param {import('./board/i18n.js').Translate} t
 */
export function fillOptions(container, game, chosen, t) {
  container.replaceChildren(
    ...game.options.map((opt) => {
      const field = document.createElement('div');
      field.className = 'field';
      const label = document.createElement('label');
      const id = `opt-${opt.key}`;
      label.htmlFor = id;
      label.textContent = optionLabel(t, opt.key);
      const select = document.createElement('select');
      select.id = id;
      select.name = opt.key;
      select.dataset.option = opt.key;
      for (const v of opt.values) {
        const o = document.createElement('option');
        o.value = v;
        o.textContent = valueLabel(t, opt.key, v);
        if (v === opt.default) o.dataset.default = 'true';
        select.append(o);
      }
      select.value = chosen[opt.key] ?? opt.default;
      field.append(label, select);
      return field;
    }),
  );
}
