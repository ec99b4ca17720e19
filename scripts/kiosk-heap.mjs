// @ts-check
/**
 * What the kiosk's attract loop keeps on the JavaScript heap. Opens the page
 * in kiosk mode (as tests/kiosk-soak.mjs does), lets the attract loop run,
 * and takes three heap snapshots (DevTools' `HeapProfiler`) at the minutes
 * given. Objects allocated between the first and the second snapshot that
 * are still alive at the third are what the loop keeps: the current game's
 * objects are younger than the second snapshot, and what the loop throws
 * away is gone. It prints them by kind (count and self size), the whole
 * heap's growth from the first snapshot to the third by kind, a few
 * retaining paths of the kinds that were kept, and the page's performance
 * timeline by entry type.
 *
 *   node scripts/kiosk-heap.mjs                  # snapshots at minutes 2, 6 and 10
 *   KIOSK_HEAP_MINUTES=1,3,5 KIOSK_HEAP_PATH='/?kiosk&idle=2&attract=8' node scripts/kiosk-heap.mjs
 *
 * `KIOSK_HEAP_TOP` sets how many kinds are listed (20), `KIOSK_HEAP_PATHS`
 * how many retaining paths are printed for each of the first kinds (2).
 * V8's own objects show as `(code) InstructionStream` and the like: `code`
 * is compiled code, deoptimisation data and feedback. Elements show by tag
 * (`<canvas>`, `Detached <div>`); the browser's objects (elements, the
 * performance timeline) are in the snapshot but not in the JavaScript
 * heap that `Performance.getMetrics` reports.
 *
 * Exports `takeHeap(cdp)` (a parsed snapshot) and `heapParts(heap)`
 * (compiled code, canvases, detached nodes), which tests/kiosk-soak.mjs uses.
 */

import { pathToFileURL } from 'node:url';
import { openApp } from '../tests/page-helpers.mjs';

/**
 * A parsed heap snapshot: one entry per node in typed arrays, edges in
 * V8's flat layout.
 * @typedef {object} Heap
 * @property {string[]} strings
 * @property {string[]} nodeTypes
 * @property {string[]} edgeTypes
 * @property {number} count number of nodes
 * @property {Uint32Array} type
 * @property {Uint32Array} name index into strings
 * @property {Float64Array} id
 * @property {Float64Array} self
 * @property {Uint32Array} firstEdge index of the node's first edge
 * @property {Uint32Array} edgeCount
 * @property {Uint32Array} edgeType
 * @property {Uint32Array} edgeName name index into strings, or element index
 * @property {Uint32Array} edgeTo node index
 */

/**
 * @param {any} raw the snapshot's JSON
 * @returns {Heap}
 */
function parseHeap(raw) {
  const meta = raw.snapshot.meta;
  const nf = meta.node_fields;
  const ef = meta.edge_fields;
  const stride = nf.length;
  const estride = ef.length;
  const count = raw.nodes.length / stride;
  const at = (/** @type {string} */ f) => nf.indexOf(f);
  const [fType, fName, fId, fSelf, fEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(at);
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const heap = {
    strings: raw.strings,
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    count,
    type: new Uint32Array(count),
    name: new Uint32Array(count),
    id: new Float64Array(count),
    self: new Float64Array(count),
    firstEdge: new Uint32Array(count),
    edgeCount: new Uint32Array(count),
    edgeType: new Uint32Array(raw.edges.length / estride),
    edgeName: new Uint32Array(raw.edges.length / estride),
    edgeTo: new Uint32Array(raw.edges.length / estride),
  };
  let edge = 0;
  for (let i = 0; i < count; i++) {
    const base = i * stride;
    heap.type[i] = raw.nodes[base + fType];
    heap.name[i] = raw.nodes[base + fName];
    heap.id[i] = raw.nodes[base + fId];
    heap.self[i] = raw.nodes[base + fSelf];
    heap.firstEdge[i] = edge;
    heap.edgeCount[i] = raw.nodes[base + fEdges];
    edge += heap.edgeCount[i];
  }
  for (let e = 0; e < heap.edgeTo.length; e++) {
    heap.edgeType[e] = raw.edges[e * estride + eType];
    heap.edgeName[e] = raw.edges[e * estride + eName];
    heap.edgeTo[e] = raw.edges[e * estride + eTo] / stride;
  }
  return heap;
}

/**
 * A node's kind: its constructor or, for strings, code and the like, its type.
 * @param {Heap} heap
 * @param {number} i
 */
function kind(heap, i) {
  const type = heap.nodeTypes[heap.type[i]];
  const name = heap.strings[heap.name[i]];
  // An element by its tag alone (`<canvas width="36" …>` → `<canvas>`), detached or not.
  const element = /^(Detached )?<([\w-]+)/.exec(name);
  if (type === 'native' && element) return `${element[1] ?? ''}<${element[2]}>`;
  // V8's own objects by their class, with their type (`code` for compiled code and feedback).
  if (name.startsWith('system / ')) return `(${type}) ${name.split(' / ')[1]}`;
  if (type === 'object' || type === 'native') return name.replace(/ \/ .*$/, '').slice(0, 60);
  if (type === 'closure') return `(closure)`;
  if (type === 'code') return `(code) ${name.replace(/^system \/ /, '').slice(0, 40)}`;
  if (type === 'hidden') return `(hidden) ${heap.strings[heap.name[i]].slice(0, 40)}`;
  return `(${type})`;
}

/**
 * Count and self size by kind of the nodes `keep` selects.
 * @param {Heap} heap
 * @param {(i: number) => boolean} keep
 */
function byKind(heap, keep) {
  /** @type {Map<string, { count: number, size: number, nodes: number[] }>} */
  const kinds = new Map();
  for (let i = 0; i < heap.count; i++) {
    if (!keep(i)) continue;
    const k = kind(heap, i);
    const entry = kinds.get(k) ?? { count: 0, size: 0, nodes: [] };
    entry.count += 1;
    entry.size += heap.self[i];
    if (entry.nodes.length < 50) entry.nodes.push(i);
    kinds.set(k, entry);
  }
  return kinds;
}

/**
 * The shortest path from the snapshot's root to every node, through strong
 * edges: each node's parent node and edge.
 * @param {Heap} heap
 */
function shortestRetainers(heap) {
  const parent = new Int32Array(heap.count).fill(-1);
  const via = new Int32Array(heap.count).fill(-1);
  const weak = heap.edgeTypes.indexOf('weak');
  const queue = new Uint32Array(heap.count);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  parent[0] = 0;
  while (head < tail) {
    const i = queue[head++];
    for (let e = heap.firstEdge[i]; e < heap.firstEdge[i] + heap.edgeCount[i]; e++) {
      if (heap.edgeType[e] === weak) continue;
      const to = heap.edgeTo[e];
      if (parent[to] !== -1) continue;
      parent[to] = i;
      via[to] = e;
      queue[tail++] = to;
    }
  }
  return { parent, via };
}

/**
 * One node's retaining path, from the root down.
 * @param {Heap} heap
 * @param {{ parent: Int32Array, via: Int32Array }} retainers
 * @param {number} node
 */
function retainingPath(heap, retainers, node) {
  /** @type {string[]} */
  const steps = [];
  let i = node;
  while (i !== 0 && steps.length < 30) {
    const e = retainers.via[i];
    if (e < 0) return `${label(heap, node)} (unreachable through strong edges)`;
    const edgeType = heap.edgeTypes[heap.edgeType[e]];
    const name = edgeType === 'element' || edgeType === 'hidden' ? `[${heap.edgeName[e]}]` : heap.strings[heap.edgeName[e]];
    steps.push(`${label(heap, i)} ←${edgeType === 'property' ? '' : edgeType + ' '}${name}`);
    i = retainers.parent[i];
  }
  return steps.reverse().join('\n      ');
}

/**
 * @param {Heap} heap
 * @param {number} i
 */
function label(heap, i) {
  const name = heap.strings[heap.name[i]].replace(/\s+/g, ' ').slice(0, 70);
  return `${heap.nodeTypes[heap.type[i]]} ${name} @${heap.id[i]} (${heap.self[i]} B)`;
}

/**
 * The function a node belongs to: the nearest closure on its retaining path.
 * @param {Heap} heap
 * @param {{ parent: Int32Array, via: Int32Array }} retainers
 * @param {number} node
 */
function owner(heap, retainers, node) {
  const closure = heap.nodeTypes.indexOf('closure');
  for (let i = node, steps = 0; i > 0 && steps < 30; i = retainers.parent[i], steps++) {
    if (heap.type[i] === closure) return heap.strings[heap.name[i]] || '(anonymous)';
  }
  return '(no function)';
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Takes a heap snapshot of the page behind a DevTools session (after
 * garbage collection) and parses it.
 * @param {import('playwright-core').CDPSession} cdp
 * @returns {Promise<Heap>}
 */
export async function takeHeap(cdp) {
  /** @type {string[]} */
  const chunks = [];
  /** @param {{ chunk: string }} c */
  const onChunk = (c) => chunks.push(c.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.enable');
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return parseHeap(JSON.parse(chunks.join('')));
}

/**
 * What a snapshot holds in V8's compiled code (machine code, bytecode,
 * deoptimisation data and feedback: the nodes of type `code`), and how many
 * canvas elements and detached DOM nodes it holds.
 * @param {Heap} heap
 */
export function heapParts(heap) {
  const code = heap.nodeTypes.indexOf('code');
  const native = heap.nodeTypes.indexOf('native');
  let codeBytes = 0;
  let canvases = 0;
  let detached = 0;
  for (let i = 0; i < heap.count; i++) {
    if (heap.type[i] === code) codeBytes += heap.self[i];
    else if (heap.type[i] === native) {
      const name = heap.strings[heap.name[i]];
      if (name.startsWith('<canvas')) canvases += 1;
      else if (name.startsWith('Detached <')) detached += 1;
    }
  }
  return { code: codeBytes, canvases, detached };
}

async function main() {
  const minutes = (process.env.KIOSK_HEAP_MINUTES ?? '2,6,10').split(',').map(Number);
  const pagePath = process.env.KIOSK_HEAP_PATH ?? '/?kiosk&idle=5&attract=20';
  const top = Number(process.env.KIOSK_HEAP_TOP ?? 20);
  const paths = Number(process.env.KIOSK_HEAP_PATHS ?? 2);
  if (minutes.length !== 3 || minutes.some((m, i) => !(m > (minutes[i - 1] ?? 0)))) {
    throw new Error(`KIOSK_HEAP_MINUTES must be three increasing minutes, not ${minutes.join(',')}`);
  }
  const { page, close } = await openApp({ path: pagePath, viewport: { width: 1280, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  /** The page's used heap and its performance timeline by entry type. */
  async function pageState() {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    const entries = await page.evaluate(() => {
      /** @type {Record<string, number>} */
      const byType = {};
      for (const e of performance.getEntries()) byType[e.entryType] = (byType[e.entryType] ?? 0) + 1;
      return byType;
    });
    return { used, entries };
  }

  const started = Date.now();
  /** @type {Heap[]} */
  const heaps = [];
  for (const minute of minutes) {
    await page.waitForTimeout(Math.max(0, started + minute * 60_000 - Date.now()));
    // Read first, so the wrappers this makes are older than the snapshot.
    const state = await pageState();
    heaps.push(await takeHeap(cdp));
    const games = await page.evaluate(() => window.__mancala.snapshot().game);
    const parts = heapParts(/** @type {Heap} */ (heaps.at(-1)));
    console.log(
      `minute ${minute}: used ${(state.used / 2 ** 20).toFixed(2)} MiB (${kib(parts.code)} of it compiled code), ${parts.canvases} canvases, ${parts.detached} detached nodes, on ${games}; performance entries ${JSON.stringify(state.entries)}`,
    );
  }
  await close();
  report(heaps, minutes, top, paths);
}

/**
 * Prints what the loop kept between the first two snapshots, the whole
 * heap's growth, the compiled code kept by function, and retaining paths.
 * @param {Heap[]} heaps three snapshots
 * @param {number[]} minutes when they were taken
 * @param {number} top kinds listed
 * @param {number} paths retaining paths printed per kind
 */
function report(heaps, minutes, top, paths) {
  /** Kinds whose retaining paths are printed (the first of those kept). */
  const tracedKinds = 8;
  const [first, second, third] = heaps;
  let firstMax = 0;
  for (let i = 0; i < first.count; i++) firstMax = Math.max(firstMax, first.id[i]);
  let secondMax = 0;
  for (let i = 0; i < second.count; i++) secondMax = Math.max(secondMax, second.id[i]);

  const kept = byKind(third, (i) => third.id[i] > firstMax && third.id[i] <= secondMax);
  const sorted = [...kept].sort((a, b) => b[1].size - a[1].size);
  const keptTotal = sorted.reduce((sum, [, k]) => sum + k.size, 0);
  console.log(
    `\nAllocated between minute ${minutes[0]} and ${minutes[1]} and still alive at minute ${minutes[2]}: ${kib(keptTotal)}, by kind (count, self size):`,
  );
  for (const [k, v] of sorted.slice(0, top)) console.log(`  ${v.count.toString().padStart(6)}  ${kib(v.size).padStart(10)}  ${k}`);

  const firstKinds = byKind(first, () => true);
  const thirdKinds = byKind(third, () => true);
  const growth = [...thirdKinds]
    .map(([k, v]) => ({ k, count: v.count - (firstKinds.get(k)?.count ?? 0), size: v.size - (firstKinds.get(k)?.size ?? 0) }))
    .sort((a, b) => b.size - a.size);
  console.log(`\nWhole heap, minute ${minutes[0]} → ${minutes[2]}, the kinds that grew most (count, self size):`);
  for (const g of growth.slice(0, top)) console.log(`  ${g.count.toString().padStart(6)}  ${kib(g.size).padStart(10)}  ${g.k}`);

  const retainers = shortestRetainers(third);
  /** @type {Map<string, { count: number, size: number }>} */
  const owners = new Map();
  const codeType = third.nodeTypes.indexOf('code');
  for (let i = 0; i < third.count; i++) {
    if (third.type[i] !== codeType || !(third.id[i] > firstMax && third.id[i] <= secondMax)) continue;
    const name = owner(third, retainers, i);
    const entry = owners.get(name) ?? { count: 0, size: 0 };
    entry.count += 1;
    entry.size += third.self[i];
    owners.set(name, entry);
  }
  console.log(`\nCompiled code and feedback the loop kept, by the function it belongs to (count, self size):`);
  for (const [name, v] of [...owners].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
    console.log(`  ${v.count.toString().padStart(6)}  ${kib(v.size).padStart(10)}  ${name}`);
  }

  console.log(`\nRetaining paths at minute ${minutes[2]} of objects the loop kept:`);
  for (const [k, v] of sorted.slice(0, tracedKinds)) {
    console.log(`  ${k}:`);
    for (const node of v.nodes.slice(0, paths)) console.log(`    ${retainingPath(third, retainers, node)}\n`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  process.exit(0);
}
