import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { readZip } from '../../downloads/zip';
import { by, expect, journey } from '../fixtures';
import { openPhotos, selectFirst, toolbar } from './library';

journey.use({ account: 'customer@example.com' });

/**
 * Keeps the page's download links instead of following them: what the app hands the browser (a link with the
 * download attribute, clicked) is recorded, and the journey fetches it itself. A browser's own download manager
 * differs per engine and driver (WebKitWebDriver has no download control), the app's part does not.
 */
const RECORD_DOWNLOADS = `
  window.__engineDownloads = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute('download')) { window.__engineDownloads.push(this.href); return; }
    return click.call(this);
  };
`;

/** GET of a URL on the loopback (brand hosts are *.localhost, which Node does not resolve). */
function download(url: string): Promise<Buffer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname + target.search,
        headers: { host: target.host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${url}: ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

journey('three photos arrive as a zip over push, holding exactly those photos', async ({ ui, url }, info) => {
  await openPhotos(ui, url('photos'));
  const names = await selectFirst(ui, 3);
  await ui.script(RECORD_DOWNLOADS);
  await ui.click(by.button('Download').within(toolbar));
  await ui.click(by.button('Download').within(by.dialog('Download 3 photos')));
  let links: string[] = [];
  await ui.until(
    'the zip link to arrive over push',
    async () => {
      links = await ui.script<string[]>('return window.__engineDownloads || [];');
      return links.length > 0;
    },
    { timeout: 60_000 },
  );
  await mkdir(info.outputDir, { recursive: true });
  const path = join(info.outputDir, 'photos.zip');
  await writeFile(path, await download(links[0] ?? ''));
  const entries = [...(await readZip(path)).keys()];
  expect(entries).toHaveLength(3);
  for (const name of names) {
    const stem = name.replace(/\.[^.]+$/, '');
    expect(entries.some((entry) => entry.startsWith(stem))).toBe(true);
  }
});
