import { isHttpUrl } from '#contracts/url';

function clickLink(href: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (fileName !== undefined) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves bytes the app holds (a fetched original) under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  clickLink(href, fileName);
  // The click starts the download synchronously; the object URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Saves a file the server sends as an attachment (a signed archive or export link), without leaving the page and
 * without holding it in memory: the browser streams it to disk under the server's file name. Only http(s) links.
 */
export function saveFromUrl(url: string, fileName?: string): void {
  if (!isHttpUrl(url)) throw new Error('refusing to download from a non-http(s) link');
  clickLink(url, fileName);
}
