// @ts-check
/**
 * The board's own styles, scoped to its shadow root so a host page's CSS
 * cannot break it and it cannot leak into the page. Hosts may restyle the
 * exposed parts (`::part(player)`, `::part(toast)`) and the custom
 * properties below.
 */

import { ARRANGE_CSS } from './arrange-ui.js';
import { CEELK_CSS } from './panels/ceelk-css.js';
import { NOTICE_CSS } from './notice.js';
import { SIDE_COLOURS } from './render/colours.js';

/** The board in a phase whose choice is made in a panel (every phase but play and the game's end). */
const CHOOSING = '.mb:not([data-phase="play"], [data-phase="game-over"])';
/** The same with its panel shown: on a wide landscape box, the panel sits beside the board (below). */
export const BESIDE = `${CHOOSING}:has(> .mb-side > :not([hidden]))`;
/** The board in play with a panel shown (Ceelkoqyuqkoqiji's goats): beside the board too in a short window (below). */
const PLAYING_BESIDE = '.mb[data-phase="play"]:has(> .mb-side > :not([hidden]))';

export const CSS = `
:host {
  display: block;
  container: mb-host / inline-size;
  --mb-south: ${SIDE_COLOURS.S};
  --mb-north: ${SIDE_COLOURS.N};
  --mb-ink: #2a1a0c;
  --mb-bar-bg: rgba(255, 250, 240, 0.75);
  --mb-bar-border: rgba(90, 60, 30, 0.18);
  color: var(--mb-ink);
  /* 15px, or more where the page's root follows a larger default font size
     (the browser's settings); never less, whatever a host's root says. */
  font: max(15px, 0.9375rem)/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  -webkit-tap-highlight-color: transparent;
}
.mb { container-type: inline-size; display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; }
.mb-main { display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%; min-width: 0; }
/* The phase panels (Makonn's opening editor, Ceelkoqyuqkoqiji's panel) sit
   under the board at its width. In a phase whose choice is made in a panel
   (every phase but play and the game's end), in a wide box on a landscape
   window, they sit beside it instead, where that choice is seen without
   scrolling, and the board takes what is left of the width; while sowing,
   the choice is on the board, which keeps the whole width. Their box is a
   container, so they look as they do on a phone when it is narrow. */
.mb-side {
  container-type: inline-size; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px;
  width: var(--mb-board-width, 100%); max-width: 100%;
}
.mb-side:not(:has(> :not([hidden]))) { display: none; }
@media (min-aspect-ratio: 1/1) {
  @container mb-host (min-width: 600px) {
    ${BESIDE} {
      display: grid; grid-template-columns: minmax(0, 1fr) clamp(240px, 34%, 340px); align-items: start; gap: 12px;
    }
    ${CHOOSING} > .mb-side { width: auto; }
  }
}
/* Beside a long panel (Ceelkoqyuqkoqiji's settlement), the board stays in
   sight while the page scrolls to the panel's last buttons: a pit is chosen
   on the board as often as with those buttons. Only where the board (at
   most 58% of the window's height by default, with its bars) fits the
   window, which a short one may not. */
@media (min-aspect-ratio: 1/1) and (min-height: 601px) {
  @container mb-host (min-width: 600px) {
    ${BESIDE} > .mb-main { position: sticky; top: 0; }
  }
}
/* A short window (a 640×520 iframe, a phone held sideways): the panel
   beside the board is made compact so the phase's choices are seen without
   scrolling: smaller type and hands, the three finger buttons in one row.
   Every word stays; only its size changes. In play, a panel kept beside
   the board too (Ceelkoqyuqkoqiji's goats, under the board elsewhere)
   leaves the board's column the height: under it, the goats and the move
   list ran 55 px past a 720×520 iframe, the board as small as it comes. */
@media (min-aspect-ratio: 1/1) and (max-height: 600px) {
  @container mb-host (min-width: 600px) {
    ${PLAYING_BESIDE} { display: grid; align-items: start; gap: 12px; }
    ${PLAYING_BESIDE} > .mb-side { width: auto; }
    :is(${BESIDE}, ${PLAYING_BESIDE}) { grid-template-columns: minmax(0, 1fr) clamp(264px, 40%, 340px); }
    .mb-side { font-size: max(13px, 0.8125rem); line-height: 1.25; }
    .mb-side .mb-ck { gap: 5px; padding: 6px 8px; font-size: max(13px, 0.8125rem); }
    .mb-side .mb-ck section { gap: 4px; }
    .mb-side .mb-ck section + section { padding-top: 5px; }
    .mb-side .ck-title { font-size: 1em; }
    .mb-side .ck-note { font-size: 0.9em; }
    .mb-side .ck-hands { gap: 10px; }
    .mb-side .ck-hand-box { flex-direction: row; gap: 4px; padding: 2px 6px; }
    .mb-side .ck-hand-box .ck-hand { width: 28px; height: 34px; flex: none; }
    .mb-side .ck-hand-cap { font-size: 0.92em; text-align: start; }
    .mb-side .ck-fingers { flex-wrap: nowrap; align-items: stretch; gap: 4px; }
    .mb-side .ck-fingers button {
      flex: 1 1 0; min-width: 0; min-height: 44px; padding: 3px 1px; font-size: max(12px, 0.75rem); overflow-wrap: anywhere;
    }
    .mb-side .ck-fingers .ck-hand { width: 22px; height: 28px; }
  }
}
.mb-head { min-height: 0; display: flex; justify-content: center; }
/* Without a round to show, the head takes no room (nor the gap after it). */
.mb-head:not(:has(> :not([hidden]))) { display: none; }
.mb-round {
  font-weight: 650; letter-spacing: 0.02em; padding: 2px 12px; border-radius: 999px;
  background: rgba(60, 35, 15, 0.08); border: 1px solid var(--mb-bar-border);
}
.mb-round[hidden] { display: none; }
.mb-bar {
  box-sizing: border-box; display: flex; align-items: center; flex-wrap: wrap; gap: 4px 10px;
  padding: 5px 12px; border-radius: 10px; background: var(--mb-bar-bg);
  border: 1px solid var(--mb-bar-border); max-width: 100%;
  /* As wide as the board (frame.js), and wide enough for a name, the turn's
     badge and a count on one line beside a small board (Modiar's 2×3). */
  min-width: min(100%, 23em);
  transition: box-shadow 160ms ease, background-color 160ms ease;
}
.mb-bar.is-turn { box-shadow: 0 0 0 2px var(--side) inset; background: color-mix(in srgb, var(--side) 14%, var(--mb-bar-bg)); }
.mb-bar[data-side="S"] { --side: var(--mb-south); }
.mb-bar[data-side="N"] { --side: var(--mb-north); }
.mb-dot { width: 0.8em; height: 0.8em; border-radius: 50%; background: var(--side); box-shadow: 0 0 0 1px rgba(0,0,0,0.25) inset; flex: none; }
.mb-name { font-weight: 700; }
.mb-turn { font-size: max(12px, 0.82em); font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; padding: 1px 8px; border-radius: 999px; background: var(--side); color: #1d1207; }
.mb-turn:empty { display: none; }
/* Forced colours (a high-contrast theme) drop backgrounds and shadows: the
   side's dot keeps its colour, as the rings on the board do (it names the
   side), and the turn's badge and bar are drawn in the system's highlight. */
@media (forced-colors: active) {
  .mb-dot { forced-color-adjust: none; border: 1px solid CanvasText; }
  .mb-turn { forced-color-adjust: none; background: Highlight; color: HighlightText; }
  .mb-bar.is-turn { outline: 2px solid Highlight; outline-offset: -3px; }
}
/* Spacing letters apart would break the joins of a cursive script. */
.mb:dir(rtl) .mb-turn, .mb:dir(rtl) .mb-round { letter-spacing: normal; }
.mb-spacer { flex: 1 1 auto; min-width: 4px; }
.mb-stat { font-variant-numeric: tabular-nums; white-space: nowrap; }
.mb-stat b { font-weight: 750; }
.mb-stat[hidden] { display: none; }
.mb-stage { position: relative; max-width: 100%; touch-action: manipulation; user-select: none; -webkit-user-select: none; }
.mb-anchor { position: absolute; visibility: hidden; pointer-events: none; scroll-margin: 8px; }
canvas { display: block; max-width: 100%; }
canvas.is-pointer { cursor: pointer; }
canvas.is-busy { cursor: progress; }
.mb-toast {
  position: absolute; z-index: 3; transform: translate(-50%, -50%);
  /* As wide as its words need up to 90% of the board, wherever it is placed (the room right of its
     left edge would leave it half the board's width, six lines tall on a 320 px board). */
  width: max-content; max-width: min(90%, 26em); box-sizing: border-box; padding: 8px 14px; border-radius: 10px;
  background: rgba(31, 20, 11, 0.94); color: #fdf3e1; font-size: 0.95em; text-align: center;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35); pointer-events: none;
  transition: opacity 200ms ease;
}
.mb-toast[hidden] { display: none; }
.mb-toast.is-fading { opacity: 0; }
/* The arrows point along the board, which is drawn the same in every language. */
.mb-chooser { position: absolute; z-index: 2; display: flex; direction: ltr; border-radius: 999px; box-shadow: 0 0 0 3px rgba(255, 236, 180, 0.9), 0 4px 14px rgba(0,0,0,0.4); }
.mb-chooser[hidden] { display: none; }
.mb-arrow {
  flex: 1 1 50%; margin: 0; padding: 0; border: 0; font: inherit; font-weight: 700; line-height: 1;
  color: #fff8ea; background: rgba(35, 20, 8, 0.72); cursor: pointer;
}
.mb-arrow + .mb-arrow { border-left: 1px solid rgba(255, 236, 180, 0.5); }
.mb-arrow-left { border-radius: 999px 0 0 999px; }
.mb-arrow-right { border-radius: 0 999px 999px 0; }
.mb-arrow:hover { background: rgba(120, 70, 25, 0.85); }
.mb-arrow:focus-visible { outline: 3px solid #fff; outline-offset: -5px; background: rgba(120, 70, 25, 0.9); }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
}
@container (max-width: 460px) {
  .mb-bar { font-size: max(13px, 0.8125rem); gap: 2px 8px; padding: 4px 8px; }
  .mb-turn { font-size: max(12px, 0.75rem); padding: 1px 5px; letter-spacing: 0.02em; }
  .mb-round { font-size: max(13px, 0.8125rem); padding: 1px 10px; }
}
@media (prefers-reduced-motion: reduce) {
  .mb-bar, .mb-toast { transition: none; }
}
${ARRANGE_CSS}${NOTICE_CSS}${CEELK_CSS}`;
