/**
 * The floor page: what the photos page does at the least, without a framework, to measure the app against in
 * the same run and browser. It is written into the benchmark's copy of the SPA, so the gateway serves it on the
 * app's origin under the same headers (CSP included: script and style in their own files); it reads the
 * signed-in session's access token from its cookie like the app, and makes the same minimal calls
 * through the gateway: the counts, the months, the first page of the newest month; then paints the thumbnails
 * (the 300 rendition, first row eager) in a grid of square tiles. Scrolling near the end loads the next page
 * (or month), so its own scroll can be compared with the app's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FLOOR_PATH = '/bench-floor.html';

const SCRIPT = `
const cookie = document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith('access='));
const token = cookie ? decodeURIComponent(cookie.slice('access='.length)) : '';
const api = (path) =>
  fetch('/api/photo-management' + path, { headers: { authorization: 'Bearer ' + token } }).then((r) => {
    if (!r.ok) throw new Error(path + ': ' + r.status);
    return r.json();
  });
const grid = document.getElementById('grid');
const months = [];
let at = 0;
let cursor;
let loading = false;
let painted = 0;
const load = () => {
  if (loading || at >= months.length) return Promise.resolve();
  loading = true;
  const [year, month] = months[at];
  const query = '?limit=24&sortKey=dateTaken&sortOrder=desc' + (cursor ? '&cursor=' + encodeURIComponent(cursor) : '');
  return api('/photos/timeline/' + year + '/' + month + query).then((page) => {
    const cells = document.createDocumentFragment();
    for (const photo of page.images) {
      const thumb = photo.thumbnails.find((t) => t.id === 300) || photo.thumbnails[0];
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      const img = document.createElement('img');
      img.alt = photo.localFileName;
      img.width = thumb.width;
      img.height = thumb.height;
      if (painted >= 16) img.loading = 'lazy';
      img.src = thumb.url;
      cell.append(img);
      cells.append(cell);
      painted += 1;
    }
    grid.append(cells);
    cursor = page.cursor || undefined;
    if (!cursor) at += 1;
    loading = false;
    // Enough below the fold to scroll into, as the app has.
    if (document.documentElement.scrollHeight < innerHeight * 3) return load();
  });
};
Promise.all([api('/users'), api('/users/timeline?sortKey=dateTaken')]).then(([counts, timeline]) => {
  document.getElementById('count').textContent = counts.photosCount + ' photos';
  for (const year of Object.keys(timeline.timeline).map(Number).sort((a, b) => b - a)) {
    const byMonth = timeline.timeline[year];
    for (const month of Object.keys(byMonth).map(Number).sort((a, b) => b - a)) months.push([year, month]);
  }
  return load();
});
addEventListener('scroll', () => {
  if (scrollY + innerHeight * 3 > document.documentElement.scrollHeight) load();
}, { passive: true });
`;

const STYLE = `
body { margin: 0; font: 16px system-ui, sans-serif; }
p { margin: 16px; height: 20px; }
#grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 4px; padding: 0 16px; }
#grid div { aspect-ratio: 1; background: #eee; }
#grid img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

const HTML = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Floor</title>
<link rel="stylesheet" href="/bench-floor.css"><script type="module" src="/bench-floor.js"></script></head>
<body><p id="count"></p><div id="grid" role="grid"></div></body></html>`;

/** Writes the floor page (HTML, script, style) into `spa`, the benchmark's copy of client/dist. */
export function writeFloorPage(spa: string): void {
  writeFileSync(join(spa, 'bench-floor.html'), HTML);
  writeFileSync(join(spa, 'bench-floor.js'), SCRIPT);
  writeFileSync(join(spa, 'bench-floor.css'), STYLE);
}
