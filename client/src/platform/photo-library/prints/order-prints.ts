import { MAX_PAGE_SIZE } from '#contracts/photos';
import { isHttpUrl } from '#contracts/url';

/** The product the prints editor opens with. */
export const PRINTS_PRODUCT = 'PAP_910';
/** The overlay stays at least this long, so the hand-off reads as a step and not as a flash. */
export const MIN_TRANSFER_MS = 3000;

/** Photos one temporary selection takes (POST /temp-selections). */
export const MAX_PRINT_PHOTOS = MAX_PAGE_SIZE;

export class OrderPrintsError extends Error {
  override readonly name = 'OrderPrintsError';
}

/** A brand channel is a host name (www.albelli.nl, se.albelli.com); anything else is not one the editor knows. */
const CHANNEL = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * The prints editor's address for a temporary selection: the brand's EditorUrl with autoselectproduct=PAP_910,
 * channel and tempSelectionId. A missing EditorUrl, one that is not http(s), or a missing or unknown channel
 * throws: the photos must not go to an address we cannot vouch for.
 */
export function printsEditorUrl(
  editorUrl: string | undefined,
  channel: string | undefined,
  tempSelectionId: string,
): string {
  if (!editorUrl || !isHttpUrl(editorUrl)) throw new OrderPrintsError('No valid prints editor address');
  if (!channel || !CHANNEL.test(channel)) throw new OrderPrintsError('Unable to extract channel ID!');
  const url = new URL(editorUrl);
  url.searchParams.set('autoselectproduct', PRINTS_PRODUCT);
  url.searchParams.set('channel', channel);
  url.searchParams.set('tempSelectionId', tempSelectionId);
  return url.toString();
}

export interface TransferDeps {
  editorUrl: string | undefined;
  channel: string | undefined;
  /** POST /temp-selections: resolves the tempSelectionId. */
  createSelection(photoIds: readonly string[]): Promise<string>;
  /** Leaves the app for the editor (window.location.assign in the browser). */
  navigate(url: string): void;
  /** Milliseconds the transfer takes at least (default MIN_TRANSFER_MS). */
  minimumMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The order-prints hand-off: checks the editor address can be built (before anything is stored), creates the
 * temporary selection, waits until at least `minimumMs` have passed since the start, then navigates to the
 * editor. Rejects (without navigating) when the address cannot be built or the selection is not created.
 */
export async function transferToEditor(photoIds: readonly string[], deps: TransferDeps): Promise<void> {
  if (photoIds.length === 0) throw new OrderPrintsError('No photos to print');
  // Fail on a bad configuration before a selection is stored for nothing.
  printsEditorUrl(deps.editorUrl, deps.channel, 'check');
  const minimum = wait(deps.minimumMs ?? MIN_TRANSFER_MS);
  const [tempSelectionId] = await Promise.all([deps.createSelection(photoIds), minimum]);
  deps.navigate(printsEditorUrl(deps.editorUrl, deps.channel, tempSelectionId));
}
