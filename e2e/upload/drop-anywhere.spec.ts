import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSHandle, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { dragFromDisk, filesTransfer, jpegFile, type TestFile } from './upload-files';

// bypassCSP: the axe scan injects its script inline
test.use({ account: 'empty@example.com', bypassCSP: true });

const importModal = (page: Page) => page.getByRole('dialog', { name: 'Add photos' });
const overlay = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function dragOver(target: Locator, transfer: JSHandle<DataTransfer>) {
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
}

test('files dropped anywhere on My photos open the upload dialog with them, over a named overlay', async ({
  page,
  goto,
}) => {
  test.setTimeout(60_000);
  await goto('photos');
  const empty = page.getByText('Your photo library is empty');
  await expect(empty).toBeVisible();
  const transfer = await filesTransfer(page, [
    await jpegFile('dropped-a.jpg', 61, '2018:06:01 10:00:00'),
    await jpegFile('dropped-b.jpg', 62, '2018:06:02 10:00:00'),
  ]);
  const heading = page.getByRole('heading', { name: 'My photos', level: 1 });
  const before = await heading.boundingBox();

  await dragOver(empty, transfer);
  await expect(overlay(page, 'Drop your photos to upload them')).toBeVisible();
  // the overlay lies over the page: nothing under it moved
  expect(await heading.boundingBox()).toEqual(before);
  expect(await seriousViolations(page)).toEqual([]);

  await empty.dispatchEvent('drop', { dataTransfer: transfer });
  const modal = importModal(page);
  await expect(modal).toBeVisible();
  await expect(overlay(page, 'Drop your photos to upload them')).toBeHidden();
  const list = modal.getByRole('list', { name: 'Chosen photos' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('dropped-b.jpg')).toBeVisible();
  await modal.getByRole('button', { name: 'Upload 2 photos' }).click();
  await expect(modal.getByText('2 photos added')).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('grid').getByRole('heading', { name: 'June 2018' })).toBeVisible();
});

test.describe('with photos', () => {
  test.use({ account: 'customer@example.com' });

  test('a drag that starts inside the page (a thumbnail) never opens the upload dialog', async ({
    page,
    goto,
  }) => {
    await goto('photos');
    const grid = page.getByRole('grid', { name: 'Your photos by month' });
    const tiles = grid.getByRole('button', { name: /\.jpg$/ });
    const tile = tiles.first();
    // the first screen of a worker's first library can take long on a busy machine
    await expect(tile).toBeVisible({ timeout: 30_000 });
    const target = tiles.nth(3);
    // Chromium gives a dragged image the 'Files' type too: the page's own dragstart is what tells it apart
    const transfer = await filesTransfer(page, [await jpegFile('thumbnail.jpg', 63)]);
    await tile.dispatchEvent('dragstart', { dataTransfer: transfer });
    await dragOver(target, transfer);
    await expect(overlay(page, 'Drop your photos to upload them')).toBeHidden();
    await target.dispatchEvent('drop', { dataTransfer: transfer });
    await tile.dispatchEvent('dragend', { dataTransfer: transfer });
    // a real drag of a thumbnail with the mouse onto another, of a link, of selected text
    await tile.dragTo(target);
    const link = page.getByRole('link', { name: 'Albums' }).first();
    await link.dragTo(target);
    await expect(page).toHaveURL(/\/photos/);
    const heading = page.getByRole('heading', { name: 'My photos', level: 1 });
    await heading.selectText();
    await heading.dragTo(target);
    await expect(overlay(page, 'Drop your photos to upload them')).toBeHidden();
    await expect(importModal(page)).toBeHidden();

    // the same files dragged in from outside the page do open it
    await dragOver(target, transfer);
    await expect(overlay(page, 'Drop your photos to upload them')).toBeVisible();
    await target.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(importModal(page).getByText('thumbnail.jpg')).toBeVisible();
  });

  test("files dropped on an album's page are uploaded into that album", async ({ page, goto }) => {
    await goto('album', { id: 'u-customer-album-6' });
    const empty = page.getByText('Your album is empty');
    await expect(empty).toBeVisible();
    const transfer = await filesTransfer(page, [await jpegFile('dropped-into-album.jpg', 64)]);
    await dragOver(empty, transfer);
    await expect(overlay(page, 'Drop your photos to add them to this album')).toBeVisible();
    await empty.dispatchEvent('drop', { dataTransfer: transfer });
    const modal = importModal(page);
    // the album's photos go into it: no album is made of a folder here
    await expect(modal.getByRole('button', { name: 'Upload a folder as an album' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'dropped-into-album.jpg' })).toBeVisible({
      timeout: 10_000,
    });
  });
});

/** A folder on disk: photos at its root and in a sub-folder, a text file, a system file. */
async function holidayFolder(duplicate: TestFile): Promise<string> {
  const root = join(mkdtempSync(join(tmpdir(), 'folder-upload-')), 'Summer in Lisbon');
  mkdirSync(join(root, 'Day two', 'Evening'), { recursive: true });
  writeFileSync(join(root, 'tram.jpg'), (await jpegFile('tram.jpg', 65)).buffer);
  writeFileSync(join(root, 'Day two', 'Evening', 'sunset.jpg'), (await jpegFile('sunset.jpg', 66)).buffer);
  writeFileSync(join(root, 'Day two', duplicate.name), duplicate.buffer);
  writeFileSync(join(root, 'packing list.txt'), 'sun cream');
  writeFileSync(join(root, '.DS_Store'), 'x');
  return root;
}

/** Uploads one photo through the dialog, so that a folder's copy of it is a duplicate; the dialog stays open. */
async function uploadOne(page: Page, file: TestFile): Promise<Locator> {
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = importModal(page);
  await modal.getByLabel('Choose photos').setInputFiles([file]);
  await modal.getByRole('button', { name: 'Upload 1 photo' }).click();
  await expect(modal.getByText('1 photo added')).toBeVisible({ timeout: 20_000 });
  return modal;
}

/** The folder's upload ended in the album 'Summer in Lisbon' of its three photos, the duplicate included. */
async function expectFolderAlbum(page: Page, { axe }: { axe: boolean }) {
  const modal = importModal(page);
  await expect(modal.getByText('2 photos added')).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText('1 photo was already in your library')).toBeVisible();
  await expect(modal.getByText('Album Summer in Lisbon created with 3 photos')).toBeVisible();
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('link', { name: 'Open the album' }).click();
  await expect(page.getByRole('heading', { name: 'Summer in Lisbon', level: 1 })).toBeVisible();
  for (const name of ['tram.jpg', 'sunset.jpg', 'already-here.jpg'])
    await expect(page.getByRole('button', { name })).toBeVisible();
}

test("'Upload a folder as an album' uploads the folder's photos recursively into an album named after it", async ({
  page,
  goto,
}) => {
  test.setTimeout(60_000);
  const already = await jpegFile('already-here.jpg', 67);
  const folder = await holidayFolder(already);
  await goto('photos');
  const modal = await uploadOne(page, already);
  await modal.getByRole('button', { name: 'Upload more photos' }).click();

  await expect(modal.getByRole('button', { name: 'Upload a folder as an album' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Upload a folder as an album' }).click();
  await (await chooser).setFiles(folder);
  await expect(modal.getByRole('alert')).toHaveText(
    'packing list.txt cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
  );
  await expect(modal.getByText('The photos will go into a new album: Summer in Lisbon')).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(3);
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expectFolderAlbum(page, { axe: true });
});

test("a folder chosen with 'Choose a folder' uploads its photos, sub-folders included, without an album", async ({
  page,
  goto,
}) => {
  const folder = await holidayFolder(await jpegFile('another.jpg', 68));
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = importModal(page);
  await page.getByLabel('Choose a folder').setInputFiles(folder);
  const list = modal.getByRole('list', { name: 'Chosen photos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('sunset.jpg')).toBeVisible();
  await expect(modal.getByText(/new album/)).toHaveCount(0);
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(modal.getByText('3 photos added')).toBeVisible({ timeout: 20_000 });
});

const asAlbum = (page: Page) =>
  importModal(page).getByRole('checkbox', { name: 'Upload the folder Summer in Lisbon as an album' });

test('a single folder dropped on My photos is offered as an album named after it, duplicates included', async ({
  page,
  goto,
}) => {
  test.setTimeout(90_000);
  const already = await jpegFile('already-here.jpg', 69);
  const folder = await holidayFolder(already);
  await goto('photos');
  const modal = await uploadOne(page, already);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  // dragged from the desktop: the browser gives the folder as a directory entry
  const heading = page.getByRole('heading', { name: 'My photos', level: 1 });
  const drag = await dragFromDisk(page, heading, [folder]);
  await expect(overlay(page, 'Drop your photos to upload them')).toBeVisible();
  await drag.drop();
  await expect(asAlbum(page)).not.toBeChecked();
  await expect(modal.getByRole('alert')).toHaveText(
    'packing list.txt cannot be uploaded: only HEIC, JPEG and PNG photos are accepted.',
  );
  await expect(modal.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(3);
  await expect(modal.getByText(/new album/)).toHaveCount(0);
  await asAlbum(page).check();
  await expect(modal.getByText('The photos will go into a new album: Summer in Lisbon')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(asAlbum(page)).toBeHidden();
  await expectFolderAlbum(page, { axe: false });
});

test("a single folder dropped on the dialog's drop zone is offered as an album; left unticked, none is made", async ({
  page,
  goto,
}) => {
  const folder = await holidayFolder(await jpegFile('harbour.jpg', 70));
  await goto('photos');
  await page.getByRole('button', { name: 'Add photos' }).first().click();
  const modal = importModal(page);
  const drag = await dragFromDisk(page, modal.getByText('Or drag and drop your photos here.'), [folder]);
  await drag.drop();
  await expect(asAlbum(page)).toBeVisible();
  await expect(asAlbum(page)).not.toBeChecked();
  await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
  await expect(modal.getByText('3 photos added')).toBeVisible({ timeout: 20_000 });
  await expect(modal.getByText(/new album|created with/)).toHaveCount(0);
});

test.describe('on an album', () => {
  test.use({ account: 'customer@example.com' });

  test("a folder dropped on an album's page goes into that album, with no new album offered", async ({
    page,
    goto,
  }) => {
    test.setTimeout(60_000);
    const folder = await holidayFolder(await jpegFile('into-the-album.jpg', 71));
    await goto('album', { id: 'u-customer-album-6' });
    const empty = page.getByText('Your album is empty');
    const drag = await dragFromDisk(page, empty, [folder]);
    await expect(overlay(page, 'Drop your photos to add them to this album')).toBeVisible();
    await drag.drop();
    const modal = importModal(page);
    await expect(modal.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(3);
    await expect(modal.getByRole('checkbox')).toHaveCount(0);
    await expect(modal.getByText(/new album/)).toHaveCount(0);
    await modal.getByRole('button', { name: 'Upload 3 photos' }).click();
    await expect(modal.getByText('3 photos added')).toBeVisible({ timeout: 20_000 });
    await modal.getByRole('button', { name: 'Done' }).click();
    for (const name of ['tram.jpg', 'sunset.jpg', 'into-the-album.jpg'])
      await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('on a Dutch brand', () => {
  test.use({ brand: 'albelli-nl' });

  test('a dropped folder is offered as an album in Dutch, axe-clean', async ({ page, goto }) => {
    const folder = await holidayFolder(await jpegFile('haven.jpg', 72));
    await goto('photos');
    const drag = await dragFromDisk(page, page.getByRole('heading', { name: "Mijn foto's", level: 1 }), [
      folder,
    ]);
    await drag.drop();
    const modal = page.getByRole('dialog', { name: "Foto's toevoegen" });
    await modal.getByRole('checkbox', { name: 'Map Summer in Lisbon uploaden als album' }).check();
    await expect(modal.getByText("De foto's komen in een nieuw album: Summer in Lisbon")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
