// @ts-check
/**
 * `<mancala-board>`: a playable mancala board for any web page, with one
 * module script and no other set-up.
 *
 *   <script type="module" src="https://example.org/mancala/mancala-board.js"></script>
 *   <mancala-board game="motiq" options="round-end=hold-out;match=single"></mancala-board>
 *
 * Attributes (all optional; defaults in brackets):
 *   game      engine game id: motiq, ceelkoqyuqkoqiji, makonn, modiar, um-el-bagara [modiar]
 *   options   rule options, `key=value` pairs joined by `;` [the game's defaults]
 *   record    a game record `<position code>~<move>_<move>…`, as share links carry it [none]
 *   position  a position code to start from [the game's start]
 *   moves     moves played from `position` (or from the start), joined by `_` [none]
 *   mode      `play`: two people take turns on this device; `replay`: step
 *             through the given moves from the start; `view`: the position
 *             only; `computer`: the visitor plays `side` against the
 *             computer; `demo`: the computer plays both sides [play]
 *   level     the computer's level: beginner, casual, strong, master [casual]
 *   side      the side the visitor plays against the computer: south
 *             (the bottom row) or north [south]
 *   lang      a language tag: en, fr, es, ar, zh, id, with any region or
 *             script (`es-MX`, `zh-Hans`) [the nearest `lang` of the page,
 *             else the browser's]; Arabic lays the element out right to left
 *   controls  `on`/`off`: the move list and step buttons [on, off in view mode]
 *   hint      `on`/`off`: in `computer` mode, a Hint button that marks the
 *             move the strongest level would play on the visitor's turn [on]
 *   speed     `slow`, `normal`, `fast`, `instant` or milliseconds per seed [normal]
 *   kiosk     present (but not `false`, `off`, `0` or `no`): kiosk mode for an
 *             unattended gallery screen — large controls, no selection, no
 *             context menu, no link out; after `idle` seconds untouched [90]
 *             a countdown ("Still playing?"), then the computer plays itself
 *             across the games, `attract` seconds each [120], until a touch starts a new game [off]
 *   persist   a key (1 to 100 characters) under which the game in progress
 *             is saved in the browser after every move and offered back
 *             when the page is opened again, in `play` and `computer`
 *             modes and not in kiosk mode; each key keeps its own game [not saved]
 *
 * Events (on the element): `move` ({ move, record, code, snapshot }),
 * `gameover` ({ winner, score, record }), `ready` (the board is drawn) and
 * `error` ({ code, message }, when the attributes name a game that cannot
 * be opened, the board then offering a new game instead; or with the code
 * `engine-unavailable` (`strings-unavailable`) when the game engine (not
 * even the English strings) cannot be loaded, the element then saying so
 * with a Try again button; `browser-unsupported` in a browser too old: board/load-failure.js).
 *
 * Properties: `board` (the component API of board/mount.js, once ready),
 * `ready` (a promise of it), `record()` and `code()`.
 *
 * Everything lives in a shadow root, styled only through adopted stylesheets, so the
 * page's CSS cannot reach in and a strict Content-Security-Policy (`style-src 'self'`,
 * no inline script) is enough. The engine and the modules load relative to this file,
 * so the folder works from any path of any static host. Several boards may share a
 * page; removing one frees its engine match, listeners, observers and animation frames.
 */

import { games } from './pkg/mancala_web.js';
import { engineError, errorMessage } from './board/errors.js';
import { hasStrings, languageTag, loadLocale, textDirection, translator } from './board/i18n.js';
import { OPPONENT, REBUILD, SHOWN, flag, langOf, modeOf, parseOptions, speedOf } from './board/element-attributes.js';
import { mountMoves } from './board/moves-panel.js';
import { createAiClient } from './board/ai-client.js';
import { createOpponent, readSettings } from './board/opponent.js';
import { attachElementKiosk, isKioskElement } from './board/kiosk-element.js';
import { attachHint } from './board/hint-button.js';
import { settingProblem } from './board/opponent-words.js';
import { createInfoButton } from './learn/info-button.js';
import { attachCaption } from './board/caption.js';
import { attachNewGameButton } from './board/new-game-button.js';
import { clearSaved, elementPersistence } from './board/saved-game.js';
import { openElementBoard, showOpenProblem } from './board/element-open.js';
import { attachSaving } from './board/saved-board.js';
import { createSavedPrompt } from './board/saved-prompt.js';
import { ELEMENT_CSS } from './board/element-styles.js';
import { adopt, replaceContent } from './board/adopt.js';
import { KIOSK_RETRY_MS, browserProblem, canRetry, loadFailureNotice, loadProblem, stringsProblem } from './board/load-failure.js';
import { elementFrame, elementParts, showLoading, whenLoaded } from './board/element-loading.js';
import { sentences } from './board/sentences.js';

/** @typedef {import('./board/mount.js').BoardApi} BoardApi */
/** @typedef {import('./board/types.js').MatchClass} MatchClass */
/** @typedef {import('./board/errors.js').EngineError} EngineError */

export { parseOptions };

export class MancalaBoard extends HTMLElement {
  static get observedAttributes() {
    return [...REBUILD, ...OPPONENT, ...SHOWN];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    adopt(root, ELEMENT_CSS);
    /** @type {BoardApi | null} */
    this._board = null;
    /** @type {ReturnType<typeof mountMoves> | null} */
    this._moves = null;
    /** The computer opponent, in `computer` and `demo` modes. @type {import('./board/opponent.js').Opponent | null} */
    this._opponent = null;
    /** @type {(() => void)[]} */
    this._offs = [];
    /** Counts builds, so a build overtaken by removal or a newer one stops. */
    this._build = 0;
    this._rebuildQueued = false;
    /** @type {Promise<BoardApi>} */
    this._ready = new Promise(() => {});
    /** @type {(board: BoardApi) => void} */
    this._resolve = () => {};
    this._newReady();
  }

  _newReady() {
    this._ready = new Promise((resolve) => (this._resolve = resolve));
  }

  /** The board component (board/mount.js), once drawn. */
  get board() {
    return this._board;
  }

  /** Settles with the board component once it is drawn. */
  get ready() {
    return this._ready;
  }

  /** The record of the moves on the board (`<position code>~<move>_…`). */
  record() {
    return this._board?.record() ?? '';
  }

  /**
   * Takes back moves as the visitor's Undo does: against the computer, its
   * reply and the visitor's move (else the computer would play its reply
   * again at once); otherwise one move. False when nothing was taken back.
   */
  undo() {
    if (this._opponent) return this._opponent.undo(translator(this._shownLang));
    return this._board?.undo() ?? false;
  }

  /** The position code of the position on the board. */
  code() {
    return this._board?.code() ?? '';
  }

  connectedCallback() {
    // A board built, or being built, for this element goes on where it is put.
    if (this._board || this._building === this._build) return;
    void this._start();
  }

  disconnectedCallback() {
    // Moved in the page (taken out and put back at once, as a script or a
    // framework moving it does), the game goes on; removed, all is freed.
    // An open How to play closes: it would come back neither modal nor closed by Escape.
    this._info?.close();
    queueMicrotask(() => {
      if (!this.isConnected) this._teardown();
    });
  }

  /** The build `_start` is making (equal to `_build` until a teardown drops it). */
  _building = -1;

  /**
   * @param {string} name
   * @param {string | null} before
   * @param {string | null} after
   */
  attributeChangedCallback(name, before, after) {
    if (before === after || !this._board) return;
    if (REBUILD.includes(name)) {
      // The host asks for another game (or mode, or record): that is shown,
      // not the game saved under `persist`, which comes back when the page
      // is opened again; a new `persist` key brings its own saved game back.
      this._rebuildChanged.add(name);
      // Several attributes often change together: rebuild once.
      if (this._rebuildQueued) return;
      this._rebuildQueued = true;
      queueMicrotask(() => {
        this._rebuildQueued = false;
        const changed = this._rebuildChanged;
        this._rebuildChanged = new Set();
        if (!this.isConnected) return;
        this._startAnew = !changed.has('persist');
        this._teardown();
        void this._start();
      });
    } else if (name === 'lang') {
      void this._switchLanguage();
    } else if (name === 'speed') {
      this._board.set({ speed: speedOf(after) });
    } else if (name === 'pit-numbers') {
      this._board.set({ pitNumbers: flag(after, true) });
    } else if (name === 'controls') {
      this._showControls();
    } else if (name === 'hint') {
      this._hint?.refresh();
    } else if (OPPONENT.includes(name)) {
      this._opponent?.set(this._opponentSettings());
    }
  }

  _mode() {
    return modeOf(this);
  }

  _lang() {
    return langOf(this);
  }

  /** Counts language switches, so only the latest one is applied once its strings are in. */
  _langSwitch = 0;

  /** The language the board speaks. */
  _shownLang = 'en';

  /** The "How to play" button (learn/info-button.js). @type {ReturnType<typeof createInfoButton> | null} */
  _info = null;

  /** Loads the language the attributes now ask for, then puts the board in it. */
  async _switchLanguage() {
    const turn = ++this._langSwitch;
    const build = this._build;
    const lang = await loadLocale(this._lang());
    if (turn !== this._langSwitch || build !== this._build || !this._board) return;
    this._shownLang = lang;
    this._markLanguage();
    this._info?.relabel();
    this._savedPrompt?.translate();
    this._newGame?.translate();
    this._board.set({ lang });
    this._moves?.set({ lang });
    this._showError(this._error);
    if (this._opponent) this._opponentSettings();
    this._hint?.refresh();
  }

  /** Gives the element's frame the language's tag and writing direction (the board inside sets its own). */
  _markLanguage() {
    const frame = this.shadowRoot?.querySelector('.frame');
    if (!(frame instanceof HTMLElement)) return;
    frame.lang = languageTag(this._shownLang);
    frame.dir = textDirection(this._shownLang);
  }

  _showControls() {
    const frame = this.shadowRoot?.querySelector('.moves');
    if (frame instanceof HTMLElement) frame.hidden = !flag(this.getAttribute('controls'), this._mode() !== 'view');
  }

  /**
   * The opponent's settings from the attributes; shows why a value was not used.
   * @returns {Partial<import('./board/opponent.js').OpponentSettings>}
   */
  _opponentSettings() {
    const { settings, problems } = readSettings({ mode: this._mode(), level: this.getAttribute('level'), side: this.getAttribute('side') });
    const t = translator(this._shownLang);
    this._problems = sentences(problems.map((p) => settingProblem(t, p, settings)));
    this._showNote();
    return settings;
  }

  /** Why an opponent's attribute was not used ('' when all were). */
  _problems = '';

  /** Whether the computer is thinking (the indicator is on). */
  _thinking = false;

  /** Whether the computer waits on a board stepped back in the move list (its move there to replay). */
  _waiting = false;

  /** The last hint's sentence, until the board changes ('' for none). */
  _hintSaid = '';

  /** The Hint button's wiring (board/hint-button.js), in `computer` mode. @type {ReturnType<typeof attachHint> | null} */
  _hint = null;

  /** Why the computer could not think, until it thinks again. @type {EngineError | null} */
  _stuck = null;

  /** Shows the computer thinking, else why it could not, else why it waits, else the last hint, else why an attribute was not used. */
  _showNote() {
    const note = this.shadowRoot?.querySelector('.note');
    if (!(note instanceof HTMLElement)) return;
    const t = translator(this._shownLang);
    note.textContent = this._thinking ? t('ai.thinking') : this._stuck ? errorMessage(this._stuck, t) : this._waiting ? t('ai.waiting-list') : this._hintSaid || this._problems;
    note.hidden = !note.textContent;
    note.dataset.thinking = String(this._thinking);
  }

  /** @type {EngineError | null} */
  _error = null;

  /** The next build starts anew rather than offer the saved game back. */
  _startAnew = false;

  /** The attributes changed since the rebuild was queued. @type {Set<string>} */
  _rebuildChanged = new Set();

  /** The line offering the saved game back, or saying why it was not. @type {ReturnType<typeof createSavedPrompt> | null} */
  _savedPrompt = null;

  /** The New game button shown once a game is over. @type {ReturnType<typeof attachNewGameButton> | null} */
  _newGame = null;

  /** Whether the error shown is a record's (a link's words) or the attributes' game and options'. */
  _errorInRecord = false;

  /**
   * Shows (or hides, with null) why the attributes' game could not be opened.
   * @param {EngineError | null} err
   * @param {boolean} [inRecord] the game came as a record (said as a link is), not as `game` and `options`
   */
  _showError(err, inRecord = this._errorInRecord) {
    this._error = err;
    this._errorInRecord = inRecord;
    const box = this.shadowRoot?.querySelector('.error');
    if (box instanceof HTMLElement) showOpenProblem(box, err, inRecord, translator(this._shownLang));
  }

  async _start() {
    const build = ++this._build;
    this._building = build;
    this._langSwitch += 1;
    // The board is drawn in its language from the start: its strings load with the engine.
    void showLoading(/** @type {ShadowRoot} */ (this.shadowRoot), this._lang(), () => build === this._build && this.isConnected);
    const unsupported = browserProblem();
    if (unsupported) return this._showLoadFailure(unsupported, build);
    /** @type {[MatchClass, string]} */
    let loaded;
    try {
      loaded = await whenLoaded(this._lang());
    } catch (err) {
      if (build === this._build && this.isConnected) await this._showLoadFailure(loadProblem(err), build);
      return;
    }
    const [Engine, lang] = loaded;
    if (build !== this._build || !this.isConnected) return;
    if (!hasStrings(lang)) return this._showLoadFailure(stringsProblem(), build);
    this._shownLang = lang;
    const root = /** @type {ShadowRoot} */ (this.shadowRoot);
    const savedPrompt = createSavedPrompt(() => translator(this._shownLang));
    const { frame, boardHost, movesHost, note } = elementParts(lang, savedPrompt.el);
    replaceContent(root, frame);
    // "How to play" and "Where it comes from", one tap away in a dialog (learn/info-button.js).
    this._info = createInfoButton(root, { Match: Engine, game: () => this._board?.snapshot().game ?? 'modiar', lang: () => this._shownLang });
    frame.prepend(this._info.button);

    const mode = this._mode();
    const base = {
      Match: Engine,
      speed: speedOf(this.getAttribute('speed')),
      pitNumbers: flag(this.getAttribute('pit-numbers'), true),
      lang,
      interactive: mode === 'play' || mode === 'computer',
    };
    // With a `persist` key, the game saved under it comes back before the attributes' game.
    const persistence = elementPersistence(this.getAttribute('persist'), this._mode(), isKioskElement(this));
    const { board, problem, inRecord, resumed, savedProblem } = openElementBoard(this, boardHost, base, persistence, this._startAnew);
    this._startAnew = false;
    this._board = board;
    this._showError(problem, inRecord);
    if (problem) this.dispatchEvent(new CustomEvent('error', { detail: { code: problem.code, message: problem.message } }));

    const anew = () => {
      if (persistence.key) clearSaved(persistence.key);
      this._startAnew = true;
      this._teardown();
      void this._start();
    };
    this._offs.push(attachSaving({ board, prompt: savedPrompt, key: persistence.key, resumed, problem: savedProblem, anew }), () => savedPrompt.destroy());
    this._savedPrompt = savedPrompt;

    this._moves = mountMoves(movesHost, board, { lang, title: false });
    // The game's name and the status line (whose turn, the last move in words, the result).
    const caption = attachCaption(board, boardHost, this._info?.button);
    this._offs.push(() => caption.destroy());
    // Once a game is over, New game plays it again (a kiosk has its own way back to a game).
    if ((mode === 'play' || mode === 'computer') && !isKioskElement(this)) {
      const again = attachNewGameButton(board, caption.el, () => translator(this._shownLang));
      this._offs.push(() => again.destroy());
      this._newGame = again;
    }
    this._showControls();
    if (mode === 'replay' && !problem) await board.goto(0);

    this._offs.push(
      board.on('move', ({ move, snapshot }) => {
        this.dispatchEvent(new CustomEvent('move', { detail: { move, record: board.record(), code: board.code(), snapshot } }));
      }),
      board.on('game-over', ({ result }) => {
        this.dispatchEvent(new CustomEvent('gameover', { detail: { winner: result.winner, score: result.score, record: board.record() } }));
      }),
    );
    if (mode === 'computer' || mode === 'demo') {
      const opponent = createOpponent(board, createAiClient(), this._opponentSettings());
      this._opponent = opponent;
      this._offs.push(
        opponent.on('thinking', ({ thinking }) => {
          this._thinking = thinking;
          if (thinking) this._stuck = null;
          this._showNote();
        }),
        opponent.on('waiting', ({ waiting }) => ((this._waiting = waiting), this._showNote())),
        // The computer could not think (its worker failed): said on the note line, and to the host.
        opponent.on('error', (error) => {
          this._stuck = engineError(error);
          this._showNote();
          this.dispatchEvent(new CustomEvent('error', { detail: { code: this._stuck.code, message: this._stuck.message } }));
        }),
      );
      if (mode === 'computer') this._attachHint(note, board, opponent);
      opponent.start();
    }
    // Kiosk mode (board/kiosk-element.js): the idle countdown and the attract loop over the element.
    if (isKioskElement(this)) {
      this._offs.push(attachElementKiosk({ host: this, frame, board, opponent: this._opponent, games: games(), t: () => translator(this._shownLang), lang: () => this._shownLang }));
    }
    this.dataset.ready = 'true';
    this._resolve(board);
    this.dispatchEvent(new CustomEvent('ready'));
  }

  /**
   * Says in the board's place that the engine or the strings could not be
   * loaded, with a Try again button, and tells the host why (`error`
   * event, and the console for its developer).
   * @param {ReturnType<typeof loadProblem | typeof stringsProblem> | NonNullable<ReturnType<typeof browserProblem>>} problem
   * @param {number} build
   */
  async _showLoadFailure(problem, build) {
    const lang = await loadLocale(this._lang());
    if (build !== this._build || !this.isConnected) return;
    this._shownLang = lang;
    console.error(`<mancala-board>: ${problem.message}`);
    const retry = () => {
      this._teardown();
      void this._start();
    };
    const frame = elementFrame(lang);
    frame.append(loadFailureNotice(translator(lang), retry, problem.code));
    replaceContent(/** @type {ShadowRoot} */ (this.shadowRoot), frame);
    if (isKioskElement(this) && canRetry(problem)) {
      const timer = setTimeout(retry, KIOSK_RETRY_MS);
      this._offs.push(() => clearTimeout(timer));
    }
    this.dispatchEvent(new CustomEvent('error', { detail: problem }));
  }

  /**
   * The Hint button under the board (shown while the `hint` attribute is
   * not `off`): its sentence goes in the note line until the board changes.
   * @param {HTMLElement} note
   * @param {BoardApi} board
   * @param {import('./board/opponent.js').Opponent} opponent
   */
  _attachHint(note, board, opponent) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'hint';
    button.setAttribute('part', 'hint');
    note.before(button);
    const say = (/** @type {string} */ text) => {
      this._hintSaid = text;
      this._showNote();
    };
    const hint = attachHint({ button, board, opponent, t: () => translator(this._shownLang), say, wanted: () => flag(this.getAttribute('hint'), true) });
    this._hint = hint;
    this._offs.push(
      () => hint.destroy(),
      board.on('change', () => say('')),
    );
  }

  /** Frees the board, the move list and every listener; the element may be connected again later. */
  _teardown() {
    this._build += 1;
    for (const off of this._offs.splice(0)) off();
    this._savedPrompt = null;
    this._newGame = null;
    this._hint = null;
    this._hintSaid = '';
    this._thinking = this._waiting = false;
    this._stuck = null;
    this._opponent?.destroy();
    this._opponent = null;
    this._moves?.destroy();
    this._moves = null;
    this._board?.destroy();
    if (this._board) this._newReady();
    this._board = null;
    this._error = null;
    delete this.dataset.ready;
    if (this.shadowRoot) replaceContent(this.shadowRoot);
  }
}

if (!customElements.get('mancala-board')) customElements.define('mancala-board', MancalaBoard);
