// @ts-check
/**
 * The line above a board that offers a saved game back ("Resume" or
 * "Start anew") or says in one line why a game is not being saved or
 * could not be brought back (saved-game.js). It is a labelled region with
 * real buttons, so a keyboard or screen reader reaches it like any other
 * control; the words come from `saved.*` in the locale files.
 */

/** @typedef {import('./i18n.js').Translate} Translate */
/** @typedef {import('./saved-game.js').SaveProblem} SaveProblem */

/** Its styles: the page's stylesheet and the element's shadow root both use them. */
export const SAVED_PROMPT_CSS = `
.saved-prompt {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; box-sizing: border-box;
  margin: 0 0 8px; padding: 8px 12px; border-radius: 8px; font: inherit;
  /* Dark ink on its own light ground, whatever ink a host's theme gives the board (--mb-ink). */
  color: #2a1a0c; background: rgba(255, 250, 240, 0.95); border: 1px solid rgba(120, 80, 30, 0.45);
}
.saved-prompt[hidden] { display: none; }
.saved-prompt[data-kind="problem"] { border-color: rgba(163, 38, 27, 0.45); }
.saved-prompt p { margin: 0; flex: 1 1 16em; overflow-wrap: anywhere; }
.saved-prompt .saved-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.saved-prompt button {
  font: inherit; min-height: 44px; padding: 4px 14px; border-radius: 6px; cursor: pointer;
  color: inherit; background: #fff; border: 1px solid rgba(120, 80, 30, 0.6);
}
.saved-prompt button.saved-primary { color: #fff; background: #8a4b14; border-color: #8a4b14; }
.saved-prompt button:focus-visible { outline: 3px solid #1f6feb; outline-offset: 2px; }
`;

/**
 * Creates the (hidden) prompt; the caller puts `el` where it belongs.
 * @param {() => Translate} t the current translator
 */
export function createSavedPrompt(t) {
  const el = document.createElement('div');
  el.className = 'saved-prompt';
  el.setAttribute('role', 'region');
  el.setAttribute('part', 'saved-prompt');
  el.hidden = true;
  const text = document.createElement('p');
  text.className = 'saved-text';
  const actions = document.createElement('div');
  actions.className = 'saved-actions';
  el.append(text, actions);

  /** What is shown, to put in another language. @type {{ kind: 'offer' } | { kind: 'problem', problem: SaveProblem, dismissed: () => void } | null} */
  let shown = null;
  /** @type {{ resume: () => void, anew: () => void } | null} */
  let choices = null;

  /**
   * A button of the prompt.
   * @param {string} key
   * @param {string} name `data-action`
   * @param {() => void} run
   * @param {boolean} primary
   */
  function button(key, name, run, primary) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.action = name;
    b.textContent = t()(key);
    if (primary) b.className = 'saved-primary';
    b.addEventListener('click', () => {
      hide();
      run();
    });
    return b;
  }

  function draw() {
    if (!shown) return;
    const tr = t();
    el.dataset.kind = shown.kind;
    if (shown.kind === 'offer' && choices) {
      const { resume, anew } = choices;
      text.textContent = tr('saved.found');
      actions.replaceChildren(button('saved.resume', 'resume', resume, true), button('saved.anew', 'anew', anew, false));
    } else if (shown.kind === 'problem') {
      text.textContent = tr(`saved.${shown.problem}`);
      actions.replaceChildren(button('saved.dismiss', 'dismiss', shown.dismissed, false));
    }
    el.setAttribute('aria-label', tr('saved.label'));
    el.hidden = false;
  }

  function hide() {
    shown = null;
    choices = null;
    el.hidden = true;
    actions.replaceChildren();
  }

  return {
    el,
    /**
     * Offers the saved game now on the board: resume it, or start anew.
     * @param {{ resume: () => void, anew: () => void }} what
     */
    offer(what) {
      shown = { kind: 'offer' };
      choices = what;
      draw();
    },
    /**
     * Says in one line why saving failed or the saved game was not brought back.
     * @param {SaveProblem} problem
     * @param {() => void} [dismissed] runs when the visitor dismisses the line
     */
    problem(problem, dismissed = () => {}) {
      shown = { kind: 'problem', problem, dismissed };
      choices = null;
      draw();
    },
    /** The line shown ('' when the prompt is hidden). */
    get text() {
      return el.hidden ? '' : (text.textContent ?? '');
    },
    /** Whether the offer to resume is showing. */
    get offering() {
      return shown?.kind === 'offer';
    },
    hide,
    /** Puts the prompt in the current language. */
    translate: draw,
    destroy() {
      hide();
      el.remove();
    },
  };
}
