// @ts-check
/**
 * The learn panel's styles, scoped to its shadow root. Colours come from
 * the host page's custom properties where it sets them (`--ink`,
 * `--muted`, `--card`, `--line`, `--accent`, `--accent-ink`, `--focus`,
 * as the page's style.css does, dark mode included), with light defaults
 * for the element and the iframe.
 */

export const LEARN_CSS = `
:host { display: block; }
.learn {
  --l-ink: var(--ink, #2a1a0c); --l-muted: var(--muted, #5f4c3a); --l-card: var(--card, #fffaf1);
  --l-line: var(--line, rgba(90, 60, 30, 0.22)); --l-accent: var(--accent, #8a4b1f);
  --l-accent-ink: var(--accent-ink, #fffaf1); --l-focus: var(--focus, #1e5fbf);
  color: var(--l-ink); font: max(16px, 1rem)/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-sizing: border-box; max-width: calc(46 * var(--mb-rem, 1rem)); min-width: 0;
}
.learn *, .learn *::before, .learn *::after { box-sizing: inherit; }
h2 { font: 600 calc(1.5 * var(--mb-rem, 1rem))/1.2 Georgia, "Iowan Old Style", "Palatino Linotype", serif; margin: 0 0 2px; overflow-wrap: anywhere; }
h3 { font-size: calc(1.08 * var(--mb-rem, 1rem)); margin: 1.3em 0 0.4em; }
h4 { font-size: calc(1 * var(--mb-rem, 1rem)); margin: 0 0 0.25em; }
p { margin: 0.3em 0 0.6em; }
.place-line { color: var(--l-muted); margin: 0 0 10px; }
[role="tablist"] { display: flex; gap: 2px; border-bottom: 1px solid var(--l-line); }
[role="tab"] {
  font: inherit; font-weight: 650; min-height: 44px; padding: 8px 10px; cursor: pointer; flex: 0 1 auto;
  color: var(--l-muted); background: transparent; border: 0; border-bottom: 3px solid transparent; margin-bottom: -1px;
}
[role="tab"][aria-selected="true"] { color: var(--l-ink); border-bottom-color: var(--l-accent); }
[role="tabpanel"] { padding: 4px 2px 8px; }
[role="tabpanel"]:focus-visible { outline: 3px solid var(--l-focus); outline-offset: 2px; }
button:focus-visible, summary:focus-visible { outline: 3px solid var(--l-focus); outline-offset: 2px; }
.steps { list-style: none; padding: 0; margin: 0; counter-reset: step; display: grid; gap: 18px; }
.steps > li { counter-increment: step; border-top: 1px solid var(--l-line); padding-top: 12px; }
.steps h4::before { content: counter(step) ". "; color: var(--l-accent); }
.example { margin: 8px 0 0; display: flex; flex-direction: column; align-items: center; gap: 6px; }
.example-board { width: 100%; max-width: calc(30 * var(--mb-rem, 1rem)); position: relative; }
.example-turned { margin: 4px 0 0; font-size: 0.9em; }
.example-turned[hidden] { display: none; }
.pit-numbers { position: absolute; inset: 0; pointer-events: none; }
/* Each number is centred on the point pit-numbers.js gives it, in the size it chose (smaller where there is less room). */
.pit-numbers span {
  position: absolute; font: italic 700 var(--pit-number-size, 11px)/1 system-ui, sans-serif; color: #2a1a0c;
  background: #f3e6c8; border: 1px solid #8a6a42; border-radius: 3px; padding: 1px 3px; font-variant-numeric: tabular-nums;
  transform: translate(-50%, -50%); white-space: nowrap;
}
.example-replay, .close {
  font: inherit; font-weight: 600; min-height: 44px; min-width: 44px; padding: 8px 16px; cursor: pointer;
  border-radius: 999px; border: 1px solid var(--l-line); background: var(--l-card); color: var(--l-ink);
}
.example-replay:hover, .close:hover { border-color: var(--l-accent); }
.guide-entry {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin: 12px 0 4px; padding: 10px 12px;
  border: 1px solid var(--l-line); border-inline-start: 4px solid var(--l-accent); border-radius: 10px;
}
.guide-entry p { flex: 1 1 calc(16 * var(--mb-rem, 1rem)); margin: 0; }
.guide-start {
  font: inherit; font-weight: 650; min-height: 44px; padding: 8px 16px; cursor: pointer; border-radius: 999px;
  border: 1px solid var(--l-accent); background: var(--l-accent); color: var(--l-accent-ink);
}
.variants { padding-inline-start: 1.2em; margin: 0; }
.variants li { margin: 0.35em 0; }
.map-figure { margin: 10px 0 0; }
.map { display: block; width: 100%; height: auto; border-radius: 10px; border: 1px solid var(--l-line); }
/* A picture, not text: its label is placed beside the mark in map coordinates, whatever the panel's direction. */
.map { direction: ltr; }
.map .sea { fill: #cfe0e8; }
.map .land { fill: #e9dcc2; stroke: #a58e6b; stroke-width: 1.2; stroke-linejoin: round; }
.map .halo { fill: rgba(163, 38, 27, 0.18); stroke: #a3261b; stroke-width: 2; }
.map .mark { fill: #a3261b; stroke: #fff; stroke-width: 2; }
.map .place { font: 700 22px system-ui, sans-serif; fill: #2a1a0c; paint-order: stroke; stroke: #fffaf1; stroke-width: 5px; }
figcaption { color: var(--l-muted); font-size: calc(0.92 * var(--mb-rem, 1rem)); margin-top: 4px; }
cite { font-style: normal; display: block; overflow-wrap: anywhere; }
details { border: 1px solid var(--l-line); border-radius: 10px; padding: 0 12px; background: var(--l-card); }
summary { cursor: pointer; font-weight: 650; min-height: 44px; display: flex; align-items: center; }
details[open] summary { border-bottom: 1px solid var(--l-line); margin-bottom: 8px; }
dl { display: grid; grid-template-columns: fit-content(12em) 1fr; gap: 4px 12px; margin: 0 0 10px; }
dt { font-weight: 650; color: var(--l-muted); }
dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 420px) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 6px; } }
blockquote {
  margin: 0 0 8px; padding: 4px 0 4px 12px; border-inline-start: 3px solid var(--l-line);
  white-space: pre-line; font-family: Georgia, "Iowan Old Style", serif;
}
.note { color: var(--l-muted); font-size: calc(0.9 * var(--mb-rem, 1rem)); }
/* The citation and the record, quoted in their own left-to-right language, keep their direction in a right-to-left panel. */
:is(cite, dd, blockquote)[lang]:not(:lang(ar)):not(:lang(fa)):not(:lang(he)):not(:lang(ur)) { direction: ltr; unicode-bidi: isolate; text-align: start; }
.error { color: var(--error, #a3261b); }
`;

/** The dialog's styles (the frame around the panel when it opens one tap away). */
export const DIALOG_CSS = `
dialog {
  box-sizing: border-box; width: min(calc(46 * var(--mb-rem, 1rem)), calc(100vw - 16px)); max-height: calc(100dvh - 16px);
  padding: 0; border: 1px solid rgba(90, 60, 30, 0.3); border-radius: 14px;
  background: var(--card, #fffaf1); color: var(--ink, #2a1a0c); overflow: auto;
  box-shadow: 0 18px 50px rgba(0, 0, 0, 0.35);
}
dialog::backdrop { background: rgba(20, 12, 6, 0.55); }
.bar { position: sticky; top: 0; z-index: 1; display: flex; justify-content: flex-end; padding: 8px 8px 0; background: inherit; }
.close {
  font: 600 max(16px, 1rem)/1 system-ui, sans-serif; min-height: 44px; min-width: 44px; padding: 8px 16px; cursor: pointer;
  border-radius: 999px; border: 1px solid rgba(90, 60, 30, 0.3); background: var(--card, #fffaf1); color: var(--ink, #2a1a0c);
}
.close:focus-visible { outline: 3px solid var(--focus, #1e5fbf); outline-offset: 2px; }
.body { padding: 0 16px 16px; }
`;

