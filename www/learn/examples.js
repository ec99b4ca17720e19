// @ts-check
/**
 * An animated example of a rule: a small read-only board (the real board
 * component, `board/mount.js`) opened on an example's game record, that
 * shows the start position, plays the record's moves one by one with the
 * board's own animation, rests on the result and starts again, for as
 * long as it is on screen. A button plays it again from the start.
 *
 * With `prefers-reduced-motion` the example does not loop or animate: it
 * shows the start, and the button steps through the moves (each shown at
 * once, a moment apart) and stops on the result.
 *
 * The pits' numbers, which the step texts use, are written over the
 * pits' corners, clear of the counts (`pit-numbers.js`). The board keeps
 * its pits a fingertip wide where the frame allows (`readClosely`), so
 * that its counts and numbers read: on a narrow phone Makonn's four rows
 * are turned, as the board one plays on there is.
 *
 * The board is wrapped as one labelled image for assistive technology
 * (its own live announcements and pit buttons are kept out of the way:
 * the example is for looking at, the rule's text says what it shows).
 */

import { mount } from '../board/mount.js';
import { numberPits } from './pit-numbers.js';

/** Milliseconds per dropped seed in an example (the board's "normal" speed is 200). */
const EXAMPLE_SPEED = 150;
/** Pauses, in milliseconds: on the start position, between moves, on the result. */
const PAUSE = Object.freeze({ start: 1000, between: 700, end: 2600 });
/** The largest share of the window's height an example board takes. */
const VIEWPORT_SHARE = 0.3;

/**
 * @typedef {object} ExampleOptions
 * @property {import('../board/types.js').MatchClass} Match  the engine's class
 * @property {string} record        the example's game record (`<code>~<moves>`)
 * @property {number} moves         how many moves the record plays
 * @property {string} lang          the page language (its board strings loaded)
 * @property {string} label         what the example shows, in words
 * @property {() => string} buttonLabel  the button's text, asked again after each run
 * @property {string} turnedNote    said under the board when it is drawn turned (a four-row board on a phone)
 * @property {boolean} reducedMotion whether to step without animation and not loop
 */

/**
 * @typedef {object} Example
 * @property {() => Promise<void>} replay  plays the example again from its start
 * @property {() => number} cursor         how many of its moves are on the board
 * @property {() => void} destroy
 */

/** Examples made so far, for the ids their buttons are described by. */
let exampleCount = 0;

/**
 * Mounts an example in `host` (a `<figure>` or any block).
 * @param {HTMLElement} host
 * @param {ExampleOptions} options
 * @returns {Example}
 */
export function mountExample(host, options) {
  const { Match, record, moves, reducedMotion } = options;
  const picture = document.createElement('div');
  picture.className = 'example-board';
  picture.setAttribute('role', 'img');
  picture.setAttribute('aria-label', options.label);
  const boardHost = document.createElement('div');
  // The board is a picture here: no focus stops, no announcements of its own.
  boardHost.inert = true;
  picture.append(boardHost);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'example-replay';
  button.textContent = options.buttonLabel();
  // Every example's button says "Play again": the example it plays tells them apart.
  picture.id = `learn-example-${(exampleCount += 1)}`;
  button.setAttribute('aria-describedby', picture.id);
  // A board turned to fit a phone: which half is whose, since the texts speak of rows.
  const turned = document.createElement('p');
  turned.className = 'example-turned';
  turned.textContent = options.turnedNote;
  turned.hidden = true;
  host.append(picture, turned, button);
  const showTurned = () => (turned.hidden = !boardHost.hasAttribute('data-board-turned'));
  const turnWatch = new MutationObserver(showTurned);
  turnWatch.observe(boardHost, { attributes: true, attributeFilter: ['data-board-turned'] });

  const board = mount(boardHost, {
    Match,
    record,
    lang: options.lang,
    interactive: false,
    // The pits' numbers are the labels drawn over the board (below), where
    // the texts need them whatever the board's size; the board's own would
    // stand beside them, each number twice.
    pitNumbers: false,
    speed: reducedMotion ? 0 : EXAMPLE_SPEED,
    viewportShare: VIEWPORT_SHARE,
    // Each pit, count and number is read: pits a fingertip wide where the
    // frame allows, Makonn turned on a phone like the board played there.
    readClosely: true,
  });
  let generation = 0;
  /** The example's tallest height so far, px, at the width `tallestAt` (`keepTallest`). */
  let tallest = 0;
  let tallestAt = 0;
  let visible = false;
  let destroyed = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {(() => void) | null} */
  let wake = null;

  /** @param {number} ms @param {number} run */
  const pause = (ms, run) =>
    new Promise((resolve) => {
      wake = () => resolve(undefined);
      timer = setTimeout(() => resolve(undefined), ms);
    }).then(() => {
      timer = null;
      wake = null;
      return run === generation && !destroyed;
    });

  /**
   * Puts the position after `index` moves on the board (one step forward is animated).
   * @param {number} index
   */
  async function show(index) {
    await board.goto(index);
    if (destroyed) return;
    host.dataset.cursor = String(board.cursor());
    keepTallest();
  }

  /**
   * The example keeps the height of its tallest position so far (a
   * settlement's table under the board comes and goes as it loops): the
   * text under it stays put.
   */
  function keepTallest() {
    // At another width the board has another height: measured again.
    if (boardHost.clientWidth !== tallestAt) {
      tallestAt = boardHost.clientWidth;
      tallest = 0;
      boardHost.style.minHeight = '';
    }
    const height = boardHost.getBoundingClientRect().height;
    if (height > tallest) {
      tallest = height;
      boardHost.style.minHeight = `${height}px`;
    }
  }

  /** Plays the moves from the start; loops while the example is on screen, unless motion is reduced. */
  async function play() {
    const run = ++generation;
    if (timer) clearTimeout(timer);
    wake?.();
    await show(0);
    do {
      if (!(await pause(reducedMotion ? PAUSE.between : PAUSE.start, run))) return;
      for (let i = 1; i <= moves; i++) {
        await show(i);
        if (run !== generation || destroyed) return;
        if (i < moves && !(await pause(PAUSE.between, run))) return;
      }
      button.textContent = options.buttonLabel();
      if (reducedMotion) return;
      if (!(await pause(PAUSE.end, run))) return;
      if (!visible) return;
      await show(0);
    } while (run === generation && visible && !destroyed);
  }

  function stop() {
    generation++;
    if (timer) clearTimeout(timer);
    wake?.();
  }

  // The pits' numbers, which the texts use, written over the pits' corners.
  const numbers = document.createElement('div');
  numbers.className = 'pit-numbers';
  numbers.setAttribute('aria-hidden', 'true');
  picture.append(numbers);
  let frame = 0;
  const placeNumbers = () => {
    cancelAnimationFrame(frame);
    // After the board has laid itself out for the new size.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => numberPits(picture, boardHost, numbers));
    });
  };
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(placeNumbers) : null;
  resized?.observe(picture);
  placeNumbers();

  const watcher =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          const now = entries.some((e) => e.isIntersecting);
          if (now === visible) return;
          visible = now;
          if (reducedMotion) return;
          if (visible) play();
          else stop();
        })
      : null;
  if (watcher) watcher.observe(picture);
  else if (!reducedMotion) {
    visible = true;
    play();
  }
  if (reducedMotion) show(0);

  button.addEventListener('click', () => {
    play();
  });

  return {
    replay: play,
    cursor: () => board.cursor(),
    destroy() {
      destroyed = true;
      stop();
      watcher?.disconnect();
      resized?.disconnect();
      turnWatch.disconnect();
      cancelAnimationFrame(frame);
      board.destroy();
      picture.remove();
      turned.remove();
      button.remove();
    },
  };
}
