import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ResponseParseError } from '#platform/api/api-errors';
import { exportPageState, requestExport } from './exports';

const ready = {
  backupId: 'b1',
  status: 'READY' as const,
  chunks: [
    { iteration: 0, size: 10 },
    { iteration: 1, size: 5 },
  ],
  created: '2026-11-20T10:00:00Z',
  updated: '2026-11-20T11:00:00Z',
};

describe('export page state', () => {
  it('spins while loading and lists the chunks when READY', () => {
    expect(exportPageState({})).toEqual({ view: 'loading' });
    expect(exportPageState({ data: ready })).toEqual({ view: 'ready', export: ready });
  });

  it('sends REQUESTED and IN_PROGRESS back to the photos', () => {
    expect(exportPageState({ data: { backupId: 'b1', status: 'REQUESTED' } }).view).toBe('not-ready');
    expect(exportPageState({ data: { backupId: 'b1', status: 'IN_PROGRESS' } }).view).toBe('not-ready');
  });

  it('shows the expired page for a 404 and the error banner for FAILED and every other error', () => {
    expect(exportPageState({ error: new ApiError(404, '/api/x', 'c') }).view).toBe('expired');
    expect(exportPageState({ error: new ApiError(500, '/api/x', 'c') }).view).toBe('error');
    expect(exportPageState({ error: new ResponseParseError('/api/x', 'c', []) }).view).toBe('error');
    expect(exportPageState({ data: { backupId: 'b1', status: 'FAILED' } }).view).toBe('error');
  });
});

describe('requesting an export', () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (body: unknown, status = 202) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it('refuses without a channel', async () => {
    await expect(requestExport(undefined)).rejects.toThrow('Unable to extract channel ID!');
    await expect(requestExport('')).rejects.toThrow('Unable to extract channel ID!');
  });

  it('answers the export, READY or pending', async () => {
    answer({ backupId: 'b2', status: 'REQUESTED' });
    await expect(requestExport('albelli-uk')).resolves.toEqual({ backupId: 'b2', status: 'REQUESTED' });
  });

  it('raises the spec’s errors for an answer that does not parse and for FAILED', async () => {
    answer({ backupId: 'b2', status: 'MAYBE' });
    await expect(requestExport('albelli-uk')).rejects.toThrow('Unable to parse response!');
    answer({ backupId: 'b2', status: 'FAILED' });
    await expect(requestExport('albelli-uk')).rejects.toThrow('Unable to generate backup request!');
  });
});
