// @ts-check
/**
 * The page's skip link: the first Tab stop, hidden until focused, that
 * takes keyboard users straight to the board (its playable pits), past the
 * game and rule controls.
 */

/**
 * Makes `link` move the keyboard focus onto the board when followed.
 * @param {HTMLAnchorElement} link
 * @param {() => void} focusBoard puts the focus on the board's pits
 */
export function attachSkipLink(link, focusBoard) {
  link.addEventListener('click', (e) => {
    // The address keeps its hash: a shared game lives there.
    e.preventDefault();
    focusBoard();
  });
}
