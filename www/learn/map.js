// @ts-check
/**
 * A small map of Africa and southern Asia, drawn here as inline SVG from
 * coarse outlines (longitude, latitude in degrees, a few points per
 * coast), marking where a game was recorded. Nothing is fetched: no map
 * service, no tiles, no file. The projection is equirectangular, so a
 * place is where its coordinates say; the outlines are deliberately
 * rough, good for "where in the world", not for navigation.
 */

const SVG = 'http://www.w3.org/2000/svg';

/** The map's extent in degrees and its size in SVG units. */
const WEST = -20;
const EAST = 136;
const NORTH = 46;
const SOUTH = -17;
const SCALE = 4;

/** The map's SVG view box. */
export const MAP_VIEW = Object.freeze({ width: (EAST - WEST) * SCALE, height: (NORTH - SOUTH) * SCALE });

/**
 * A point on the map from a longitude and latitude.
 * @param {readonly [number, number]} lonLat
 * @returns {[number, number]}
 */
export function project([lon, lat]) {
  return [(lon - WEST) * SCALE, (NORTH - lat) * SCALE];
}

/** Land, as closed outlines (flat lists: lon, lat, lon, lat, …). */
const LAND = [
  // Africa
  [-5.8, 35.8, -2, 35.1, 3, 36.8, 10.2, 37.2, 11, 35.2, 10.2, 33.6, 15.2, 32.3, 19.8, 30.5, 20.1, 32.3, 25, 31.7, 32.3, 31.3,
    32.6, 29.9, 34, 27, 37.2, 21, 38.6, 18, 39.7, 15.3, 42.5, 12.6, 43.3, 11.6, 44.5, 10.4, 51.2, 11.8, 49.2, 6.2, 46, 2, 42,
    -1, 40.1, -3.3, 39, -7, 40.4, -10.4, 40.6, -15.2, 35.5, -22, 32.9, -26, 32.4, -29, 30, -31.3, 27, -33.6, 20, -34.8,
    18.4, -34, 17.8, -31, 15.1, -27, 14.5, -22.5, 11.8, -17.2, 13.4, -12.5, 13.1, -9, 12.2, -5.8, 9, -1, 9.6, 3.6, 8.7, 4.5,
    6, 4.3, 3, 6.4, -2, 4.8, -7.5, 4.4, -11.1, 6.9, -13.3, 9.3, -15, 11, -17.4, 14.7, -16.5, 19.5, -17, 21, -15, 24.5,
    -13.1, 27.7, -9.8, 29.5, -9.3, 32.5, -6.8, 34, -5.8, 35.8],
  // Madagascar
  [49.3, -12, 50.5, -15.5, 49.5, -17.2, 47.4, -24.6, 45.2, -25.6, 43.7, -23, 44.2, -20, 44, -17, 46.5, -15.7, 48, -13.5],
  // Europe and Asia, closed beyond the top of the map
  [-9, 43, -8.9, 41.9, -9.5, 39, -8.9, 37, -6.4, 36.8, -5.6, 36, -2.1, 36.7, 0, 38.8, 3.2, 41.9, 4.5, 43.4, 7.5, 43.8, 10,
    44, 12.4, 41.7, 15.6, 38.2, 16.6, 40.1, 18.5, 40.2, 13.8, 45.7, 19.4, 41.9, 19.4, 40.3, 21.7, 36.8, 23, 36.5, 24, 38,
    22.9, 40.5, 26.2, 40.8, 26.3, 39.4, 27.3, 37, 29.5, 36.2, 36.1, 36.6, 35.9, 34.6, 34.9, 32.6, 34.2, 31.3, 34.9, 29.5,
    36.6, 26, 39.1, 21.4, 41.2, 17.9, 42.9, 15.3, 43.4, 12.7, 45, 12.8, 48.9, 14, 52.2, 15.6, 55.3, 17.3, 57.8, 19, 59.8,
    22.5, 58.7, 23.6, 56.4, 26.2, 56.1, 24.7, 54.2, 24.2, 51.6, 24.1, 51.1, 26.1, 50, 26.4, 48.3, 28.6, 48.7, 30, 50.3, 30,
    51.4, 27.9, 54.7, 26.5, 56.5, 27.1, 57.4, 25.7, 61.6, 25.2, 66.6, 25.4, 67.5, 23.9, 68.7, 23.2, 70.3, 20.9, 72.8, 19, 73.4,
    16, 74.8, 12.8, 76.3, 9.5, 77.5, 8.1, 78.4, 9.1, 79.8, 10.3, 80.2, 13.5, 82.3, 16.6, 86.4, 19.9, 87.9, 21.9, 90.6, 22.1,
    92.3, 20.7, 94.3, 18.3, 94.3, 16, 97.6, 16.5, 98.6, 13, 98.3, 8.1, 100.4, 5.3, 101.3, 2.8, 103.5, 1.3, 104.3, 1.4,
    103.4, 4.2, 102.3, 6.2, 100.4, 7.4, 99.2, 10, 100, 13.5, 101.5, 12.7, 103, 11, 104.8, 8.6, 106.8, 10.4, 109.2, 12, 108.8,
    15.4, 106.5, 18.1, 106.7, 20.7, 108.1, 21.5, 110.4, 20.4, 111.7, 21.6, 114.2, 22.3, 117.1, 23.6, 119.6, 25.9, 121.5,
    28.5, 121.9, 31, 120.5, 33.8, 119.2, 35, 120.7, 36.5, 122.5, 37.3, 118.9, 37.4, 118, 38.6, 121.1, 40.8, 124.4, 39.9,
    126.2, 37.7, 126.5, 34.5, 129.4, 35.3, 129.6, 37, 128.3, 38.7, 129.7, 40.9, 131, 42.6, 133.2, 42.8, 136, 44.4, 136, 60,
    -12, 60, -12, 43.5],
  // Kyushu and western Honshu (cut by the map's edge), Taiwan, Hainan, Sri Lanka, the Philippines, Indonesia
  [130.2, 33.6, 131.1, 31.3, 131.7, 32.9, 133.1, 33.9, 135.2, 33.7, 136, 34.3, 136, 35.6, 133.3, 35.5, 131.3, 34.4],
  [120.2, 23, 121, 25.2, 121.9, 24.8, 120.8, 22],
  [108.7, 19.2, 110.5, 20.1, 111, 19.6, 109.6, 18.2],
  [79.9, 9.7, 81.9, 7.4, 81.3, 6.2, 80, 6.1, 79.8, 8],
  [120, 18.5, 122.2, 18.5, 121.5, 14.2, 124, 12.8, 120.6, 14.2, 119.8, 16.4],
  [122, 7, 125.5, 9.5, 126.5, 7, 125.5, 6, 123.5, 7.8],
  [95.3, 5.6, 97.5, 5.2, 100.5, 2.2, 104, -1, 106, -3, 105.8, -5.8, 104.5, -5.9, 102.3, -4, 100.3, -0.8, 98.7, 1.7],
  [105.2, -6.8, 106, -5.9, 108.3, -6.2, 110.4, -6.9, 112.5, -6.9, 114.5, -7.8, 114.4, -8.7, 110, -8.1, 106.5, -7.4],
  [109, 1.5, 109.6, -1, 110.2, -3, 114.5, -4, 116.5, -3.5, 116, -1, 117.5, 0.5, 119, 1, 117.9, 4.3, 119.2, 5.2, 116.8, 7,
    115.5, 5, 113, 3.2, 111, 1.5],
  [119.5, -5.5, 120.4, -5.6, 120.3, -2.6, 121.2, -2.7, 122.8, -4.6, 123.2, -4.1, 121.3, -1.5, 123, -0.9, 121.3, 0.5, 124.9,
    1.4, 120.8, 1.2, 119.8, 0, 119.4, -3.5],
  [115, -8.1, 116.8, -8.3, 119, -8.4, 119, -8.8, 116.5, -8.9, 114.9, -8.7],
  [119.8, -8.5, 122.9, -8.1, 122.8, -8.7, 120, -8.9],
  [123.2, -8.3, 123.8, -8.2, 123.7, -8.5, 123.2, -8.6],
  [123.5, -10.3, 125, -9.1, 127.3, -8.4, 125.2, -9.8],
  [119.5, -9.3, 120.8, -9.6, 120.2, -10.2, 119, -9.7],
  [127.8, 1.5, 128.5, -0.5, 127.7, -0.3, 127.4, 1.1],
  [126, -3.2, 127.2, -3.8, 126.2, -3.6],
  [128, -3.5, 130.8, -3.8, 130, -2.9],
  [131, -1, 134, -0.8, 136, -1.8, 136, -4.5, 133.5, -4, 132, -2.9],
  // Australia's north, cut by the map's edge
  [113, -21.8, 114.2, -22.6, 117, -20.6, 121, -19.5, 123, -16.5, 126, -14, 129.5, -15, 130.5, -12.3, 132.5, -11.5, 136,
    -12.2, 136, -20, 113, -20],
];

/** Seas inside the land outlines: the Black Sea and the Caspian. */
const WATER = [
  [28, 41.2, 28.5, 43.5, 30.5, 46.5, 33.5, 44.5, 36.5, 45.3, 38, 47, 39.5, 44, 41.5, 41.5, 36, 41.7, 31, 41.2],
  [47, 45, 50, 46.5, 53, 45, 51, 42.5, 53, 40, 54, 37.3, 50.3, 37.2, 49, 40, 47.5, 43],
];

/**
 * An outline as an SVG path.
 * @param {readonly number[]} flat lon, lat, lon, lat, …
 */
function outline(flat) {
  const points = [];
  for (let i = 0; i < flat.length; i += 2) {
    const [x, y] = project([flat[i], flat[i + 1]]);
    points.push(`${x.toFixed(0)} ${y.toFixed(0)}`);
  }
  return `M${points.join('L')}Z`;
}

/** The land and seas as two path texts, built once. */
const PATHS = { land: LAND.map(outline).join(''), water: WATER.map(outline).join('') };

/**
 * @param {string} name
 * @param {Record<string, string | number>} attributes
 */
function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

/**
 * A map marking one place, labelled for assistive technology.
 * @param {object} place
 * @param {readonly [number, number]} place.at    longitude, latitude
 * @param {string} place.name                     the place's name, written beside the mark
 * @param {string} place.label                    what the map shows, in words (its accessible name)
 * @returns {SVGSVGElement}
 */
export function drawMap({ at, name, label }) {
  const svg = /** @type {SVGSVGElement} */ (svgElement('svg', { viewBox: `0 0 ${MAP_VIEW.width} ${MAP_VIEW.height}`, role: 'img', class: 'map' }));
  svg.setAttribute('aria-label', label);
  svg.append(
    svgElement('rect', { width: MAP_VIEW.width, height: MAP_VIEW.height, class: 'sea' }),
    svgElement('path', { d: PATHS.land, class: 'land' }),
    svgElement('path', { d: PATHS.water, class: 'sea' }),
  );
  const [x, y] = project(at);
  svg.append(svgElement('circle', { cx: x, cy: y, r: 14, class: 'halo' }), svgElement('circle', { cx: x, cy: y, r: 5.5, class: 'mark' }));
  // The name sits on the side of the mark with more room.
  const right = x < MAP_VIEW.width * 0.7;
  const text = svgElement('text', { x: right ? x + 18 : x - 18, y: y + 6, class: 'place', 'text-anchor': right ? 'start' : 'end' });
  text.textContent = name;
  svg.append(text);
  return svg;
}
