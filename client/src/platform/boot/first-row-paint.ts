import type { FirstRowPlace, ThumbnailPreload } from './thumbnail-boot';

/*
 * The boot script paints My photos' first row of thumbnails where the grid showed them on this device's last
 * visit at this window width (decision 392), as soon as the first month's page answers, while the app's JS still
 * downloads and runs. The grid takes the row over once its own tiles show the same files
 * (platform/photo-library/boot/first-row-hand-over.ts), and the app removes it sooner when the screen turns out
 * otherwise (another place, an error, an empty library, another page).
 *
 * The row is only a picture: hidden from assistive technology (the grid is the one named list of photos) and
 * transparent to the pointer (a click reaches the tile underneath once the grid is there). Its looks are the
 * tile's (`.boot-first-row`, styles/_shell.scss); its places are set here, through the CSSOM, as the CSP allows.
 */

/** The attribute the app finds the row by (BOOT_FIRST_ROW_ATTRIBUTE, photo-library/boot/first-row-hand-over.ts). */
export const FIRST_ROW_ATTRIBUTE = 'data-boot-first-row';

/**
 * Adds the row to the end of `doc`'s body: one `<img>` per thumbnail, with the tile's `src`, `srcset` and `sizes`
 * (so the browser picks the file the tile will), at `at` in document coordinates. False (nothing added) while the
 * page has no body yet.
 */
export function paintFirstRow(
  doc: Document,
  thumbnails: readonly ThumbnailPreload[],
  at: FirstRowPlace & { cell: number },
): boolean {
  if (doc.body === null) return false;
  const row = doc.createElement('div');
  row.className = 'boot-first-row';
  row.setAttribute(FIRST_ROW_ATTRIBUTE, '');
  row.setAttribute('aria-hidden', 'true');
  thumbnails.forEach((thumbnail, index) => {
    const image = doc.createElement('img');
    image.alt = '';
    image.draggable = false;
    image.fetchPriority = 'high';
    if (thumbnail.srcset !== '') {
      image.sizes = `${at.cell}px`;
      image.srcset = thumbnail.srcset;
    }
    image.src = thumbnail.href;
    image.style.top = `${at.top}px`;
    image.style.left = `${at.left + index * at.pitch}px`;
    image.style.width = `${at.cell}px`;
    image.style.height = `${at.cell}px`;
    row.append(image);
  });
  doc.body.append(row);
  return true;
}
