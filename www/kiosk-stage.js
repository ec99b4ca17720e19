// @ts-check
/**
 * The page as a stage while the kiosk's attract loop plays (kiosk.css,
 * `html.kiosk-attracting`): the game's card, the board and the invitation
 * to touch, none over another. Where the board and its panel are taller
 * than the room the stage leaves them (Ceelkoqyuqkoqiji's finger game on a
 * tablet held upright), they are scaled down to fit rather than run under
 * the invitation; watched while the stage is up, as the board's panels come
 * and go.
 *
 *   const stage = createStage(document);
 *   stage.show(true);   // the attract loop plays
 *   stage.show(false);  // a visitor came
 */

/**
 * @param {Document} doc
 */
export function createStage(doc) {
  const room = /** @type {HTMLElement | null} */ (doc.querySelector('.layout'));
  const play = /** @type {HTMLElement | null} */ (doc.querySelector('.play'));
  /** @type {ResizeObserver | null} */
  let watch = null;

  function fit() {
    if (!room || !play) return;
    const height = room.clientHeight;
    const need = play.offsetHeight;
    play.style.transform = height > 0 && need > height ? `scale(${height / need})` : '';
  }

  return {
    /** @param {boolean} on */
    show(on) {
      doc.documentElement.classList.toggle('kiosk-attracting', on);
      if (on && !watch && room && play) {
        watch = new ResizeObserver(fit);
        watch.observe(room);
        watch.observe(play);
      } else if (!on) {
        watch?.disconnect();
        watch = null;
        if (play) play.style.transform = '';
      }
    },
  };
}
