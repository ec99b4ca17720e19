// @ts-check
/**
 * A notice over the middle of the board for something that changes the
 * game from now on (Makonn's singles game begins, a player passes): one
 * short line per item, each with its player's colour, in a pill that sits
 * on the line between the two halves of the board and hides as little of
 * it as it can. It never catches clicks, and goes after a few seconds or
 * when the next move is played. The full sentence goes to the status line
 * and the live region.
 */

/** The notice's styles (inside the board's shadow root). */
export const NOTICE_CSS = `
.mb-notice {
  position: absolute; z-index: 2; left: 50%; transform: translate(-50%, -50%);
  box-sizing: border-box; display: flex; flex-wrap: wrap; justify-content: center; gap: 2px 14px;
  width: max-content; max-width: 94%; padding: 4px 14px; border-radius: 999px;
  background: rgba(253, 243, 225, 0.97); color: #2a1a0c; pointer-events: none;
  border: 2px solid #c98a3d; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
  font-weight: 750; letter-spacing: 0.01em; transition: opacity 250ms ease;
}
.mb-notice[hidden] { display: none; }
.mb-notice.is-fading { opacity: 0; }
.mb-notice-item { white-space: nowrap; }
.mb-notice-item::before {
  content: ""; display: inline-block; width: 0.7em; height: 0.7em; margin-inline-end: 0.4em; border-radius: 50%;
  background: var(--side, #c98a3d); vertical-align: -0.02em; box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.3) inset;
}
.mb-notice-item[data-side="S"] { --side: var(--mb-south); }
.mb-notice-item[data-side="N"] { --side: var(--mb-north); }
@container (max-width: 460px) {
  .mb-notice { font-size: max(13px, 0.8125rem); padding: 2px 10px; }
}
@media (prefers-reduced-motion: reduce) {
  .mb-notice { transition: none; }
}
`;

/**
 * Creates the notice inside the board's stage.
 * @param {HTMLElement} stage
 */
export function createNotice(stage) {
  const el = document.createElement('div');
  el.className = 'mb-notice';
  el.setAttribute('part', 'notice');
  el.hidden = true;
  stage.append(el);
  let timer = 0;
  let fade = 0;

  function hide() {
    clearTimeout(timer);
    clearTimeout(fade);
    el.hidden = true;
    el.classList.remove('is-fading');
  }

  return {
    el,
    /**
     * Shows a notice.
     * @param {{ items: { text: string, side: string }[], kind: string, top: number, ms?: number }} what
     *   `top`: where its middle goes, in CSS pixels from the stage's top
     */
    show(what) {
      hide();
      el.replaceChildren(
        ...what.items.map((item) => {
          const span = document.createElement('span');
          span.className = 'mb-notice-item';
          span.dataset.side = item.side;
          span.textContent = item.text;
          return span;
        }),
      );
      el.dataset.kind = what.kind;
      el.style.top = `${Math.round(what.top)}px`;
      el.hidden = false;
      timer = window.setTimeout(() => {
        el.classList.add('is-fading');
        fade = window.setTimeout(hide, 260);
      }, what.ms ?? 6000);
    },
    hide,
    destroy() {
      hide();
      el.remove();
    },
  };
}
