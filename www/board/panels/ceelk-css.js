// @ts-check
/**
 * The styles of Ceelkoqyuqkoqiji's panel under the board (inside the
 * board's shadow root): its sections, buttons, hands, tables and the goats'
 * legend. The board adds them to its own styles (styles.js).
 */

import { STONE_COLOURS } from '../render/colours.js';

/** The controls a board only watched does not show (`ceelk-view.js` hides the sections left empty). */
export const WATCHED_HIDES = 'button, .ck-buttons, .ck-prompt, .ck-check, .ck-row, .ck-choice, .ck-other';

/** The panel's styles (inside the board's shadow root). */
export const CEELK_CSS = `
.mb-ck {
  --ck-skin: #f0cda6; --ck-skin-line: #7a4a22;
  box-sizing: border-box; max-width: 100%; display: flex; flex-direction: column; gap: 8px;
  padding: 8px 12px; border-radius: 10px; background: var(--mb-bar-bg); border: 1px solid var(--mb-bar-border);
}
.mb-ck[hidden] { display: none; }
.mb-ck.is-busy { opacity: 0.55; pointer-events: none; transition: opacity 150ms ease; }
/* A board only watched (How to play's examples, a read-only embed): what happens (the hands,
   the reveal, the settlement's table, the goats), not the controls to play it. */
.mb-ck.is-watched :is(${WATCHED_HIDES}) { display: none; }
.mb-ck.is-watched.is-busy { opacity: 1; }
.mb-ck section { display: flex; flex-direction: column; gap: 6px; }
.mb-ck section[hidden] { display: none; }
.mb-ck section + section { border-top: 1px solid var(--mb-bar-border); padding-top: 8px; }
.mb-ck p { margin: 0; }
.ck-title { margin: 0; font-size: 1.02em; font-weight: 750; }
.ck-note { font-size: 0.88em; opacity: 0.85; }
.ck-prompt { font-weight: 600; }
.ck-result { font-size: 1.1em; }
.ck-reveal { font-weight: 650; }
.ck-buttons { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.mb-ck button {
  font: inherit; font-weight: 650; min-height: 44px; padding: 4px 12px; border-radius: 8px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid color-mix(in srgb, currentColor 32%, transparent);
}
.mb-ck button:active:not(:disabled) { background: rgba(201, 138, 61, 0.25); }
.mb-ck button.is-primary:active:not(:disabled) { background: #a05a27; }
@media (hover: hover) {
  .mb-ck button:hover:not(:disabled) { background: rgba(201, 138, 61, 0.18); }
  .mb-ck button.is-primary:hover:not(:disabled) { background: #a05a27; }
}
.mb-ck button:disabled { opacity: 0.45; cursor: default; }
.mb-ck button.is-primary { background: #8a4b1f; border-color: #8a4b1f; color: #fffaf1; }
.mb-ck button:focus-visible, .mb-ck input:focus-visible { outline: 3px solid #1e5fbf; outline-offset: 2px; }
.ck-hands { display: flex; justify-content: center; gap: 28px; }
.ck-hand-box { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 4px 10px; border-radius: 10px; border: 2px solid transparent; }
.ck-hand-box.is-winner { border-color: #c98a3d; background: rgba(201, 138, 61, 0.12); }
.ck-hand-box .ck-hand { width: 52px; height: 64px; }
.ck-hand-cap { font-size: 0.88em; font-weight: 600; text-align: center; }
/* The fingers side by side are alike: as tall as one another, a one-line Thumb beside a two-line Index finger. */
.ck-fingers { align-items: stretch; }
.ck-fingers button { display: inline-flex; flex-direction: column; align-items: center; gap: 2px; flex: 1 1 0; min-width: 6.5em; padding: 6px 8px; }
.ck-fingers .ck-hand { width: 34px; height: 42px; }
.ck-finger-animal { font-weight: 500; font-size: max(12px, 0.88em); opacity: 0.85; }
.ck-row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 14px; }
.ck-check { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; font-size: 0.92em; cursor: pointer; }
.ck-check input { width: 18px; height: 18px; margin: 0; accent-color: #8a4b1f; }
.ck-place-text { display: flex; flex-direction: column; gap: 2px; }
.ck-place-count { font-variant-numeric: tabular-nums; font-size: 0.9em; opacity: 0.85; }
.ck-place .ck-buttons button[data-step] { min-width: 44px; }
/* Right to left the row runs leftwards: the previous placement's arrow points right, the next one's left. */
.ck-place:dir(rtl) .ck-buttons button[data-step] { transform: scaleX(-1); }
.ck-other { flex-wrap: nowrap; }
.ck-other button { flex: none; min-height: 44px; }
.mb-ck .ck-other button[aria-pressed="true"],
.mb-ck .ck-other button[aria-pressed="true"]:hover:not(:disabled) { background: #8a4b1f; border-color: #8a4b1f; color: #fffaf1; }
.ck-other .ck-note { flex: 1 1 12em; }
.ck-table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; max-width: 30em; }
.ck-table th, .ck-table td { padding: 3px 8px; border-bottom: 1px solid var(--mb-bar-border); text-align: center; }
.ck-table tbody th { text-align: start; font-weight: 550; }
.ck-table td { font-weight: 700; }
.ck-table thead th[data-side]::before {
  content: ""; display: inline-block; width: 0.7em; height: 0.7em; margin-inline-end: 0.35em; border-radius: 50%;
  vertical-align: -0.02em; background: var(--side); box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25) inset;
}
.ck-table [data-side="S"] { --side: var(--mb-south); }
.ck-table [data-side="N"] { --side: var(--mb-north); }
.ck-lines { margin: 0; padding-inline-start: 1.2em; display: flex; flex-direction: column; gap: 2px; }
.ck-choice { display: flex; flex-direction: column; gap: 6px; }
.ck-legend { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.88em; }
.ck-goat { display: inline-flex; align-items: center; gap: 6px; }
.ck-goat::before {
  content: ""; flex: none; border-radius: 50%; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35) inset, 1px 1px 2px rgba(0, 0, 0, 0.3);
}
.ck-goat[data-stone="mu"]::before { width: 16px; height: 14px; background: radial-gradient(circle at 35% 35%, #fff, ${STONE_COLOURS.mu} 55%, #b9ad92); }
/* The smaller stone in the larger one's room, so that both lines' words start alike. */
.ck-goat[data-stone="gong"]::before { width: 12px; height: 10px; margin-inline: 2px; background: radial-gradient(circle at 35% 35%, #7fb0a0, ${STONE_COLOURS.gong} 60%, #173a30); }
@container (max-width: 460px) {
  .mb-ck { padding: 6px 8px; font-size: max(14px, 0.875rem); }
  .ck-hands { gap: 12px; }
  .ck-buttons button { flex: 1 1 auto; }
  /* The three fingers share their row alike, each no narrower than its
     longest word (by their words' widths, Thumb came out narrow and Little
     finger alone on a second row). */
  .ck-fingers button { flex: 1 1 0; min-width: auto; font-size: max(13px, 0.8125rem); }
}
`;
