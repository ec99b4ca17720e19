/*
 * A browser too old for the game: the page and the iframe say so, in the
 * visitor's language, instead of showing empty controls or an empty box.
 *
 * The game's modules are written for browsers from 2022 on. An older one
 * may not even parse them (optional chaining: Safari before 13.1, which an
 * iPad stuck on iOS 12 keeps; Chrome before 80), and then no code of the
 * game runs at all to say what is wrong. This file is therefore a classic
 * script in ES5 (checked by tests/old-browser.test.mjs, and minified as
 * ES5 by scripts/build-dist.mjs), run before the modules: it checks the
 * functions of `NEEDED` in board/load-failure.js (the two lists are kept
 * equal by the same test) and, if one is missing, shows the notice the
 * modules would show, with no Try again (it cannot help).
 *
 * It writes the notice in English at once and puts the visitor's language
 * in when its file arrives: `?lang=`, else the browser's languages, each
 * tried as `locales/<primary subtag>.json`. A browser that can run the
 * modules runs them too, and they take the notice over
 * (`dismissOldBrowserNotice` in board/load-failure.js), so that it is
 * never shown twice. The iframe cannot tell its host with `mancala:error`
 * from here: the messages' rules (embed-messages.js) are in the modules.
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

  /** The notice: a title and the reason, each a paragraph. */
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

  /** Puts a language's words in the notice, and in the page's heading. */
  function say(words, lang) {
    title.textContent = words['load.title'];
    why.textContent = words['error.browser-unsupported'];
    notice.setAttribute('lang', lang);
    notice.setAttribute('dir', 'auto');
    var heading = document.querySelectorAll('header [data-i18n]');
    for (var h = 0; h < heading.length; h++) {
      var text = words[heading[h].getAttribute('data-i18n')];
      if (typeof text !== 'string') continue;
      heading[h].textContent = text;
      heading[h].setAttribute('lang', lang);
      heading[h].setAttribute('dir', 'auto');
    }
    if (heading.length > 0 && typeof words['app.title'] === 'string') document.title = words['app.title'];
  }
  say(english, 'en');

  // In place of the games (the page's <main>), and without the link that skips to them.
  var main = document.getElementsByTagName('main')[0];
  var skips = document.querySelectorAll('.skip-link');
  for (var i = 0; i < skips.length; i++) hide(skips[i]);
  if (main) {
    hide(main);
    main.parentNode.insertBefore(notice, main);
  } else {
    document.body.appendChild(notice);
  }
  document.documentElement.setAttribute('data-ready', 'failed');
  if (window.console) window.console.error('This browser lacks what the game needs (' + missing.join(', ') + '): Chrome or Edge 98, Firefox 98 or Safari 15.4 or later.');

  /** Hides an element, marked so that the modules can show it again. */
  function hide(element) {
    if (element.hidden) return;
    element.hidden = true;
    element.setAttribute('data-old-browser-hidden', '');
  }

  /** The primary subtags the visitor asks for, in order: `?lang=`, then the browser's. */
  function wanted() {
    var tags = [];
    var asked = /[?&]lang=([^&#]*)/.exec(window.location.search);
    if (asked) tags.push(asked[1]);
    var browser = navigator.languages || [navigator.language || navigator.userLanguage || ''];
    for (var j = 0; j < browser.length; j++) tags.push(browser[j]);
    var out = [];
    for (var k = 0; k < tags.length; k++) {
      var base = String(tags[k]).toLowerCase().split(/[-_]/)[0];
      if (/^[a-z]{2,3}$/.test(base) && out.indexOf(base) < 0) out.push(base);
    }
    return out;
  }

  /** Tries each wanted language's file in turn until one has the notice's words; English needs none. */
  function translate(langs) {
    var lang = langs.shift();
    if (!lang || lang === 'en') return;
    var request = new XMLHttpRequest();
    request.open('GET', 'locales/' + lang + '.json');
    request.onload = function () {
      var words = null;
      try {
        words = request.status === 200 ? JSON.parse(request.responseText) : null;
      } catch (e) {
        words = null;
      }
      if (words && typeof words['load.title'] === 'string' && typeof words['error.browser-unsupported'] === 'string') {
        say(words, lang);
      } else {
        translate(langs);
      }
    };
    request.onerror = function () {
      translate(langs);
    };
    request.send();
  }
  translate(wanted());
})();
