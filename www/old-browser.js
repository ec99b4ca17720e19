/*
 * A browser too old for the game: the page, the iframe and (where the host
 * adds this script) each <mancala-board> say so, in the visitor's
 * language, instead of showing empty controls or an empty box.
 *
 * The game's modules are written for browsers from 2022 on. An older one
 * may not even parse them (optional chaining: Safari before 13.1, which an
 * iPad stuck on iOS 12 keeps; Chrome before 80), and then no code of the
 * game runs at all to say what is wrong. This file is therefore a classic
 * script in ES5 (checked by tests/old-browser.test.mjs, and minified as
 * ES5 by scripts/build-dist.mjs). It checks the functions of `NEEDED` in
 * board/load-failure.js (the two lists are kept equal by the same test)
 * and, if one is missing, shows the notice the modules would show, with
 * no Try again (it cannot help):
 *
 * - On the page and in the iframe (the script tag has `data-page`), run
 *   before their modules: in place of the page's <main> (styled by the
 *   page's stylesheet, or, in the iframe, which has none for it, as in an
 *   element). A browser that can
 *   run the modules runs them too, and they take the notice over
 *   (`dismissOldBrowserNotice` in board/load-failure.js), so that it is
 *   never shown twice. Once the page has loaded, the iframe tells its
 *   host with `mancala:error` (code `browser-unsupported`), to the origins
 *   of its `origin` parameter as embed-messages.js does, unless the
 *   modules took the notice over (then the board tells it).
 * - On a host's page (no `data-page`), once the page is parsed, and only if
 *   the element was not defined by then (its module has not run): inside
 *   each <mancala-board>, styled through the CSSOM (which a strict
 *   Content-Security-Policy allows). Once the page has loaded (which waits
 *   for modules loaded `async` too), each element sends its `error` event
 *   (code `browser-unsupported`), unless the element has been defined
 *   meanwhile: then it speaks for itself and the notices are taken back.
 *   Nothing else of the host's page is touched.
 *
 * The notice is written in English at once, then in the visitor's language
 * when its file arrives (`locales/<primary subtag>.json` beside this
 * script): on the page `?lang=`, for an element its `lang` or the nearest
 * of the page, then the browser's languages, each tried in turn.
 */
(function () {
  'use strict';

  var needed = {
    structuredClone: function () {
      return typeof window.structuredClone === 'function';
    },
    'Object.hasOwn': function () {
      return typeof Object.hasOwn === 'function';
    },
    'HTMLDialogElement.showModal': function () {
      var dialog = window.HTMLDialogElement;
      return typeof dialog === 'function' && typeof dialog.prototype.showModal === 'function';
    }
  };

  var missing = [];
  for (var name in needed) {
    if (Object.prototype.hasOwnProperty.call(needed, name) && !needed[name]()) missing.push(name);
  }
  if (missing.length === 0) return;

  var english = {
    'load.title': 'The game could not be started.',
    'error.browser-unsupported': 'This browser is too old for the game: it needs Chrome, Edge, Firefox or Safari from 2022 or later.'
  };
  var message = 'This browser lacks what the game needs (' + missing.join(', ') + '): Chrome or Edge 98, Firefox 98 or Safari 15.4 or later.';

  var me = document.currentScript || document.querySelector('script[src*="old-browser.js"]');
  var folder = me && me.src ? me.src.replace(/[^\/]*$/, '') : '';

  /** A notice: a title and the reason, each a paragraph. */
  function makeNotice() {
    var notice = document.createElement('div');
    notice.className = 'load-failed';
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-old-browser', '');
    var title = document.createElement('p');
    title.className = 'load-failed-title';
    var why = document.createElement('p');
    why.className = 'load-failed-why';
    notice.appendChild(title);
    notice.appendChild(why);
    return notice;
  }

  /** Puts a language's words in a notice. */
  function say(notice, words, lang) {
    notice.firstChild.textContent = words['load.title'];
    notice.lastChild.textContent = words['error.browser-unsupported'];
    notice.setAttribute('lang', lang);
    notice.setAttribute('dir', 'auto');
  }

  /** The primary subtags of language tags, in order, each once. */
  function subtags(tags) {
    var out = [];
    for (var k = 0; k < tags.length; k++) {
      var base = String(tags[k] || '').toLowerCase().split(/[-_]/)[0];
      if (/^[a-z]{2,3}$/.test(base) && out.indexOf(base) < 0) out.push(base);
    }
    return out;
  }

  /** The browser's languages. */
  function browserLanguages() {
    return navigator.languages || [navigator.language || navigator.userLanguage || ''];
  }

  /** Each language's file, asked for once: the callbacks waiting for it, then its words (or null). */
  var files = {};

  /** Calls `done(words)` with a language's words for the notice, or null without them. */
  function wordsOf(lang, done) {
    var file = files[lang];
    if (file && file.words !== undefined) return done(file.words);
    if (file) return file.waiting.push(done);
    file = files[lang] = { waiting: [done] };
    var request = new XMLHttpRequest();
    var settle = function (words) {
      file.words = words;
      for (var w = 0; w < file.waiting.length; w++) file.waiting[w](words);
      file.waiting = [];
    };
    request.open('GET', folder + 'locales/' + lang + '.json');
    request.onload = function () {
      var words = null;
      try {
        words = request.status === 200 ? JSON.parse(request.responseText) : null;
      } catch (e) {
        words = null;
      }
      var usable = words && typeof words['load.title'] === 'string' && typeof words['error.browser-unsupported'] === 'string';
      settle(usable ? words : null);
    };
    request.onerror = function () {
      settle(null);
    };
    request.send();
  }

  /** Tries each language in turn until one has the notice's words; English needs no file. */
  function translate(langs, show) {
    var lang = langs.shift();
    if (!lang || lang === 'en') return;
    wordsOf(lang, function (words) {
      if (words) show(words, lang);
      else translate(langs, show);
    });
  }

  /** Says in the console what is missing. */
  function tellDeveloper() {
    if (window.console) window.console.error(message);
  }

  /** Hides an element, marked so that the modules can show it again. */
  function hide(element) {
    if (element.hidden) return;
    element.hidden = true;
    element.setAttribute('data-old-browser-hidden', '');
  }

  /** The page and the iframe: the notice in place of the games, and the page's heading in the same language. */
  function showOnPage() {
    var notice = makeNotice();
    var heading = document.querySelectorAll('header [data-i18n]');
    var show = function (words, lang) {
      say(notice, words, lang);
      // The page then speaks that language, unless the modules have taken
      // the notice over (they set the page's language themselves).
      if (notice.parentNode) document.documentElement.setAttribute('lang', lang);
      for (var h = 0; h < heading.length; h++) {
        var text = words[heading[h].getAttribute('data-i18n')];
        if (typeof text !== 'string') continue;
        heading[h].textContent = text;
        heading[h].setAttribute('lang', lang);
        heading[h].setAttribute('dir', 'auto');
      }
      if (heading.length > 0 && typeof words['app.title'] === 'string') document.title = words['app.title'];
    };
    show(english, 'en');
    var main = document.getElementsByTagName('main')[0];
    var skips = document.querySelectorAll('.skip-link');
    for (var i = 0; i < skips.length; i++) hide(skips[i]);
    if (main) {
      hide(main);
      main.parentNode.insertBefore(notice, main);
    } else {
      document.body.appendChild(notice);
    }
    // The page's stylesheet has the notice's look (style.css); the iframe's has none.
    if (window.getComputedStyle(notice).borderTopStyle !== 'solid') styleNotice(notice);
    document.documentElement.setAttribute('data-ready', 'failed');
    tellDeveloper();
    var asked = /[?&]lang=([^&#]*)/.exec(window.location.search);
    translate(subtags([asked ? asked[1] : ''].concat(browserLanguages())), show);
    // The iframe tells its host, once the page has loaded (the modules have
    // run by then, if they can), unless the modules took the notice over:
    // then the board tells it itself.
    if (window.parent === window) return;
    var tellFrameHost = function () {
      if (notice.parentNode) tellParent({ type: 'mancala:error', code: 'browser-unsupported', message: message });
    };
    if (document.readyState === 'complete') tellFrameHost();
    else window.addEventListener('load', tellFrameHost);
  }

  /**
   * The iframe's message to its host, as embed-messages.js sends it: to
   * each origin of the `origin` parameter, or to any without one.
   */
  function tellParent(data) {
    var origins = allowedOrigins();
    try {
      if (origins === null) window.parent.postMessage(data, '*');
      else for (var o = 0; o < origins.length; o++) window.parent.postMessage(data, origins[o]);
    } catch (e) {
      // A browser that cannot send it: the notice alone.
    }
  }

  /** The origins the `origin` parameter names (null without one), as embed-messages.js reads them. */
  function allowedOrigins() {
    var param = null;
    var pairs = window.location.search.replace(/^\?/, '').split('&');
    for (var i = 0; i < pairs.length && param === null; i++) {
      var at = pairs[i].indexOf('=');
      if ((at < 0 ? pairs[i] : pairs[i].slice(0, at)) !== 'origin') continue;
      try {
        param = decodeURIComponent((at < 0 ? '' : pairs[i].slice(at + 1)).replace(/\+/g, ' '));
      } catch (e) {
        param = '';
      }
    }
    if (param === null) return null;
    var origins = [];
    var parts = param.split(',').slice(0, 20);
    for (var p = 0; p < parts.length; p++) {
      var origin = originOf(parts[p].replace(/^\s+|\s+$/g, ''));
      if (origin && origins.indexOf(origin) < 0) origins.push(origin);
    }
    return origins;
  }

  /** The origin of a URL text, or null (also where the browser has no `URL`: then nobody is told). */
  function originOf(text) {
    if (!text || text.length > 300) return null;
    try {
      var origin = new URL(text).origin;
      return origin && origin !== 'null' ? origin : null;
    } catch (e) {
      return null;
    }
  }

  /** The nearest `lang` of an element or its ancestors. */
  function nearestLang(element) {
    for (var node = element; node && node.getAttribute; node = node.parentNode) {
      if (node.getAttribute('lang')) return node.getAttribute('lang');
    }
    return '';
  }

  /** Styles a notice through the CSSOM, where no stylesheet of ours does (a host's page, the iframe). */
  function styleNotice(notice) {
    var box = notice.style;
    box.display = 'block';
    box.boxSizing = 'border-box';
    box.margin = '6px';
    box.padding = '16px 18px';
    box.borderRadius = '10px';
    box.border = '1px solid rgba(163, 38, 27, 0.45)';
    box.background = '#fffaf1';
    box.color = '#2a1a0c';
    box.font = '15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
    box.textAlign = 'start';
    for (var p = notice.firstChild; p; p = p.nextSibling) p.style.margin = '0 0 8px';
    notice.firstChild.style.fontWeight = '700';
    notice.firstChild.style.color = '#a3261b';
  }

  /** Whether the element has been defined: its module ran. */
  function elementDefined() {
    return Boolean(window.customElements && window.customElements.get('mancala-board'));
  }

  /** The notices shown in the elements, each with its element. */
  var shown = [];

  /** A host's page, once it is parsed: the notice in each element, if the element's module has not run. */
  function showInElements() {
    if (elementDefined()) return;
    var boards = document.getElementsByTagName('mancala-board');
    for (var b = 0; b < boards.length; b++) {
      var board = boards[b];
      var notice = makeNotice();
      styleNotice(notice);
      say(notice, english, 'en');
      board.appendChild(notice);
      shown.push({ board: board, notice: notice });
      translate(subtags([board.getAttribute('lang'), nearestLang(board.parentNode)].concat(browserLanguages())), (function (own) {
        return function (words, lang) {
          say(own, words, lang);
        };
      })(notice));
    }
  }

  /**
   * Once the page has loaded, which waits for module scripts loaded `async`
   * too: if the element's module ran after all, it speaks for itself, and
   * the notices are taken back; if not, each element sends its `error`
   * event, and the developer is told in the console.
   */
  function tellHost() {
    if (elementDefined()) {
      for (var i = 0; i < shown.length; i++) {
        if (shown[i].notice.parentNode) shown[i].notice.parentNode.removeChild(shown[i].notice);
      }
      return;
    }
    if (shown.length === 0) return;
    tellDeveloper();
    for (var k = 0; k < shown.length; k++) {
      try {
        shown[k].board.dispatchEvent(new CustomEvent('error', { detail: { code: 'browser-unsupported', message: message } }));
      } catch (e) {
        // A browser without CustomEvent's constructor (Internet Explorer): the notice alone.
      }
    }
  }

  if (me && me.hasAttribute('data-page')) {
    showOnPage();
  } else {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showInElements);
    else showInElements();
    if (document.readyState === 'complete') tellHost();
    else window.addEventListener('load', tellHost);
  }
})();
