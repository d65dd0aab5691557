import type { JSHandle, Locator, Page } from '@playwright/test';
import { testHeic, testJpeg, testPng } from '../../fixtures/src/services/photo-upload/test-images';

/** A file for Playwright's setInputFiles or a DataTransfer: its name, type and bytes. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The device journey's files: a JPEG taken in April 2019, a PNG without a date, a HEIC of July 2021, a GIF. */
export async function deviceFiles(): Promise<Record<'jpeg' | 'png' | 'heic' | 'gif', TestFile>> {
  return {
    jpeg: {
      name: 'IMG_20190412_153012.jpg',
      mimeType: 'image/jpeg',
      buffer: await testJpeg({ width: 1200, height: 900, dateTaken: '2019:04:12 15:30:12', seed: 5 }),
    },
    png: { name: 'scan.png', mimeType: 'image/png', buffer: await testPng({ seed: 6 }) },
    heic: { name: 'IMG_4032.HEIC', mimeType: 'image/heic', buffer: await testHeic() },
    gif: {
      name: 'funny.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
    },
  };
}

export async function jpegFile(name: string, seed: number, dateTaken?: string): Promise<TestFile> {
  return {
    name,
    mimeType: 'image/jpeg',
    buffer: await testJpeg({ width: 800, height: 600, seed, ...(dateTaken ? { dateTaken } : {}) }),
  };
}

/** A DataTransfer in the page holding the files, as the browser gives one for files dragged from the desktop. */
export function filesTransfer(page: Page, files: TestFile[]): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(
    (list: Array<{ name: string; mimeType: string; base64: string }>) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return data;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
}

/**
 * Files or folders on disk dragged from outside the browser over a locator's centre, as the system does it
 * (Chromium's input domain, not a script's event): a folder arrives as a directory entry, which a DataTransfer made
 * in the page cannot carry. `drop()` lets go there.
 */
export async function dragFromDisk(
  page: Page,
  target: Locator,
  paths: string[],
): Promise<{ drop(): Promise<void> }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const data = { items: [], files: paths, dragOperationsMask: 1 };
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, data };
  await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', ...at });
  await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...at });
  return {
    async drop() {
      await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...at });
      await cdp.detach();
    },
  };
}
