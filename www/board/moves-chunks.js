// @ts-check
/**
 * The items of the move list, in chunks of a hundred of which only those
 * in or near sight exist in the document.
 *
 * A Motiq match runs to tens of thousands of moves and a kiosk plays for
 * days: an item per move would grow the document without end. So the list
 * holds one chunk element per hundred moves, and a chunk's items are made
 * when it comes near the list's visible area (an `IntersectionObserver`
 * on the list) or holds the current move (`pin`), and dropped again, at
 * the next move or half a second after it left, once neither it nor a
 * neighbour is in sight, keeping its measured height so the scroll bar does
 * not jump. (The delay and the neighbours keep a chunk whose size changes as
 * it is made from flickering between made and dropped while the visitor
 * reaches for it.) A long stretch of moves at once (a link to a long game)
 * makes its chunks but the last empty, as tall as the first chunk, until
 * they come near sight.
 * The document then holds a few hundred items however long the game is.
 * Without `IntersectionObserver` (old browsers) every chunk stays filled.
 *
 *   const rows = chunkedItems(list, [start, empty], (i) => makeItem(i), (i) => markAfter(i));
 *   rows.extend(n);      // the record has items 1…n (item 0 is the start)
 *   rows.truncate(n);    // drop the items after n
 *   rows.pin(i);         // item i's chunk stays made (the current move)
 *   rows.item(i);        // item i's element, or undefined while not made
 *   rows.after(i);       // the element shown after item i (a round's boundary), if any
 *   rows.each((i, li) => …); rows.destroy();
 */

/** Items per chunk. */
export const CHUNK = 100;

/**
 * How far beyond the visible area chunks are made, as a share of the
 * window's height. The observer watches the window, not the list: a chunk
 * scrolled out of the list is clipped by it and so out of sight too, and a
 * list the page lets grow (no height limit) is covered as well.
 */
const MARGIN = '100% 0px';

/** How long after a chunk leaves sight the chunks out of sight are dropped, in ms. */
const DROP_DELAY = 500;

// Over the ~150-line aim: a closure of short functions (none over about 35
// lines) sharing this component's private state; apart, they would pass
// that state around instead.
/**
 * @param {HTMLElement} list the scrolling list the chunks go in
 * @param {HTMLElement[]} first elements that always open the first chunk (item 0 and the like)
 * @param {(i: number) => HTMLLIElement} make builds item `i` (from 1)
 * @param {(i: number) => HTMLElement | null} [markAfter] builds what follows item `i`
 *   (a round's boundary), made and dropped with it; null for nothing
 */
export function chunkedItems(list, first, make, markAfter = () => null) {
  const doc = list.ownerDocument;
  /** @type {HTMLElement[]} */
  const chunks = [];
  /** Items made, by index. @type {Map<number, HTMLLIElement>} */
  const items = new Map();
  /** What follows the items made, by the item's index. @type {Map<number, HTMLElement>} */
  const marks = new Map();
  /** Chunks whose items are made. */
  const filled = new Set();
  /** Chunks in or near sight. */
  const inSight = new Set();
  let count = 0;
  let pinned = 0;
  /** The pending drop pass. @type {ReturnType<typeof setTimeout> | undefined} */
  let dropping;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(onSight, { rootMargin: MARGIN })
      : null;

  /** @param {IntersectionObserverEntry[]} entries */
  function onSight(entries) {
    for (const entry of entries) {
      const k = Number(/** @type {HTMLElement} */ (entry.target).dataset.chunk);
      if (entry.isIntersecting) {
        inSight.add(k);
        fill(k);
      } else {
        inSight.delete(k);
        clearTimeout(dropping);
        dropping = setTimeout(dropOutOfSight, DROP_DELAY);
      }
    }
  }

  /**
   * Drops every chunk out of sight (see `droppable`): their heights are all
   * read before any is emptied, so the list is laid out once, not once a
   * chunk (a 22,322-move link spent a second in layouts).
   */
  function dropOutOfSight() {
    const gone = [...filled].filter(droppable);
    const heights = gone.map((k) => chunks[k].getBoundingClientRect().height);
    gone.forEach((k, n) => empty(k, heights[n]));
  }

  /** @param {number} i */
  const chunkIndex = (i) => Math.floor(i / CHUNK);

  /**
   * Chunk `k`, made (with those before it) if missing; a new chunk is filled
   * (it has no items yet).
   * @param {number} k
   */
  function chunk(k) {
    while (chunks.length <= k) {
      const c = doc.createElement('div');
      c.className = 'mv-chunk';
      c.setAttribute('role', 'none');
      c.dataset.chunk = String(chunks.length);
      if (chunks.length === 0) c.append(...first);
      filled.add(chunks.length);
      chunks.push(c);
      list.append(c);
      observer?.observe(c);
    }
    return chunks[k];
  }

  /**
   * Makes item `i` (and what follows it) at the end of chunk element `c`.
   * @param {number} i
   * @param {HTMLElement} c
   */
  function add(i, c) {
    const li = make(i);
    items.set(i, li);
    c.append(li);
    const mark = markAfter(i);
    if (mark) {
      marks.set(i, mark);
      c.append(mark);
    }
  }

  /**
   * Removes item `i` and what follows it.
   * @param {number} i
   */
  function remove(i) {
    items.get(i)?.remove();
    items.delete(i);
    marks.get(i)?.remove();
    marks.delete(i);
  }

  /**
   * Makes the items of chunk `k`.
   * @param {number} k
   */
  function fill(k) {
    if (filled.has(k) || k >= chunks.length) return;
    const c = chunks[k];
    for (let i = Math.max(1, k * CHUNK); i <= Math.min(count, k * CHUNK + CHUNK - 1); i++) add(i, c);
    c.style.removeProperty('height');
    filled.add(k);
  }

  /**
   * Whether chunk `k`'s items may be dropped: neither it nor a neighbour is
   * in sight and it is not pinned.
   * @param {number} k
   */
  function droppable(k) {
    const near = inSight.has(k) || inSight.has(k - 1) || inSight.has(k + 1);
    return observer !== null && filled.has(k) && k !== pinned && !near && k < chunks.length;
  }

  /**
   * Drops the items of chunk `k`, keeping the height it had.
   * @param {number} k
   * @param {number} height
   */
  function empty(k, height) {
    if (height > 0) chunks[k].style.height = `${height}px`;
    for (let i = Math.max(1, k * CHUNK); i <= Math.min(count, k * CHUNK + CHUNK - 1); i++) remove(i);
    filled.delete(k);
  }

  chunk(0);

  return {
    /**
     * The record has items 1…`n`: makes the new ones whose chunk is made.
     * @param {number} n
     */
    extend(n) {
      // A long stretch at once (a link to a long game): the new chunks
      // before the last are made empty, as tall as the first chunk, and
      // filled when they come near sight. Making their items would lay
      // out every one of them (0.8 s for a 22,322-move link).
      const emptyBefore = observer && n - count > 2 * CHUNK ? chunkIndex(n) : 0;
      /** @type {string | undefined} */
      let height;
      for (let i = count + 1; i <= n; i++) {
        const k = chunkIndex(i);
        const made = k < chunks.length;
        const c = chunk(k);
        if (!made && k > 0 && k < emptyBefore) {
          height ??= `${chunks[0].getBoundingClientRect().height}px`;
          c.style.height = height;
          filled.delete(k);
        }
        count = i;
        if (filled.has(k)) add(i, c);
      }
    },
    /**
     * Drops the items after `n` (and the chunks that held only them).
     * @param {number} n
     */
    truncate(n) {
      for (let i = n + 1; i <= count; i++) remove(i);
      for (const c of chunks.splice(chunkIndex(n) + 1)) {
        observer?.unobserve(c);
        filled.delete(Number(c.dataset.chunk));
        inSight.delete(Number(c.dataset.chunk));
        c.remove();
      }
      count = Math.min(count, n);
    },
    /**
     * Keeps item `i`'s chunk made (the current move), and drops the chunks
     * out of sight.
     * @param {number} i
     */
    pin(i) {
      pinned = chunkIndex(i);
      fill(pinned);
      dropOutOfSight();
    },
    /**
     * Item `i`'s element, if made.
     * @param {number} i
     */
    item: (i) => items.get(i),
    /**
     * What follows item `i` (a round's boundary), if made.
     * @param {number} i
     */
    after: (i) => marks.get(i),
    /**
     * Calls `fn` for every item made.
     * @param {(i: number, li: HTMLLIElement) => void} fn
     */
    each(fn) {
      for (const [i, li] of items) fn(i, li);
    },
    /** Stops watching the list. */
    destroy() {
      clearTimeout(dropping);
      observer?.disconnect();
    },
  };
}
