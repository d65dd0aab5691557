import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_TRANSFER_MS, OrderPrintsError, printsEditorUrl, transferToEditor } from './order-prints';

const EDITOR = 'https://www.albelli.co.uk/editor';
const CHANNEL = 'www.albelli.co.uk';

describe('prints editor address', () => {
  it('is the EditorUrl with the product, the channel and the temporary selection', () => {
    const url = new URL(printsEditorUrl(EDITOR, CHANNEL, 'ts-42'));
    expect(url.origin + url.pathname).toBe(EDITOR);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoselectproduct: 'PAP_910',
      channel: CHANNEL,
      tempSelectionId: 'ts-42',
    });
  });

  it('keeps the query the EditorUrl already has and encodes what it adds', () => {
    const url = new URL(printsEditorUrl('http://localhost:8090/editor?lang=en', 'se.albelli.com', 'a b&c'));
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('tempSelectionId')).toBe('a b&c');
  });

  it.each([undefined, '', 'shop', 'www.albelli.nl/evil', 'www albelli nl'])(
    'refuses the channel %j',
    (channel) => {
      expect(() => printsEditorUrl(EDITOR, channel, 'ts-1')).toThrow(OrderPrintsError);
    },
  );

  it.each([undefined, '', '/editor', 'javascript:alert(1)', 'ftp://www.albelli.nl/editor'])(
    'refuses the editor address %j',
    (editorUrl) => {
      expect(() => printsEditorUrl(editorUrl, CHANNEL, 'ts-1')).toThrow(OrderPrintsError);
    },
  );
});

describe('transfer to the editor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const deps = (createSelection: (ids: readonly string[]) => Promise<string>) => ({
    editorUrl: EDITOR,
    channel: CHANNEL,
    createSelection: vi.fn(createSelection),
    navigate: vi.fn<(url: string) => void>(),
  });

  it('creates the selection at once but navigates only after 3 s when the answer is quick', async () => {
    const d = deps(async () => 'ts-quick');
    const done = transferToEditor(['p1', 'p2'], d);
    expect(d.createSelection).toHaveBeenCalledWith(['p1', 'p2']);
    await vi.advanceTimersByTimeAsync(MIN_TRANSFER_MS - 1);
    expect(d.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(d.navigate).toHaveBeenCalledTimes(1);
    expect(d.navigate.mock.calls[0]?.[0]).toContain('tempSelectionId=ts-quick');
  });

  it('waits for a slow answer, without adding 3 s to it', async () => {
    const d = deps(() => new Promise((resolve) => setTimeout(() => resolve('ts-slow'), 5000)));
    const done = transferToEditor(['p1'], d);
    await vi.advanceTimersByTimeAsync(4999);
    expect(d.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(d.navigate).toHaveBeenCalledWith(
      `${EDITOR}?autoselectproduct=PAP_910&channel=www.albelli.co.uk&tempSelectionId=ts-slow`,
    );
  });

  it('fails without navigating when the selection is not created', async () => {
    const d = deps(async () => {
      throw new Error('Request failure');
    });
    const done = transferToEditor(['p1'], d);
    const outcome = expect(done).rejects.toThrow('Request failure');
    await vi.advanceTimersByTimeAsync(MIN_TRANSFER_MS);
    await outcome;
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('fails before storing anything when the channel is unknown', async () => {
    const d = { ...deps(async () => 'ts-1'), channel: 'unknown' };
    await expect(transferToEditor(['p1'], d)).rejects.toBeInstanceOf(OrderPrintsError);
    expect(d.createSelection).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('fails with nothing chosen', async () => {
    const d = deps(async () => 'ts-1');
    await expect(transferToEditor([], d)).rejects.toBeInstanceOf(OrderPrintsError);
    expect(d.createSelection).not.toHaveBeenCalled();
  });
});
