import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlbumFolder } from './use-folder-album';

describe('useAlbumFolder', () => {
  it('offers a single dropped folder, and makes an album of it only once ticked', () => {
    const { result } = renderHook(() => useAlbumFolder(true));
    act(() => result.current.take('Summer in Lisbon', 'dropped'));
    expect(result.current.offered).toBe('Summer in Lisbon');
    expect(result.current.name).toBeNull();
    act(() => result.current.setTicked(true));
    expect(result.current.name).toBe('Summer in Lisbon');
    act(() => result.current.setTicked(false));
    expect(result.current.name).toBeNull();
  });

  it("takes the folder chosen with 'Upload a folder as an album' at once, and then offers no dropped one", () => {
    const { result } = renderHook(() => useAlbumFolder(true));
    act(() => result.current.take('Dropped', 'dropped'));
    act(() => result.current.take('Picked', 'album'));
    expect(result.current.name).toBe('Picked');
    expect(result.current.offered).toBeNull();
  });

  it("offers nothing for 'Choose a folder', for files from several places, or where photos go into an album", () => {
    const { result } = renderHook(() => useAlbumFolder(true));
    act(() => result.current.take('Chosen', 'chosen'));
    act(() => result.current.take(null, 'dropped'));
    expect(result.current.offered).toBeNull();
    const inAlbum = renderHook(() => useAlbumFolder(false));
    act(() => inAlbum.result.current.take('Dropped', 'dropped'));
    act(() => inAlbum.result.current.take('Picked', 'album'));
    expect(inAlbum.result.current.offered).toBeNull();
    expect(inAlbum.result.current.name).toBeNull();
  });

  it('forgets the folder and the tick for a new upload session', () => {
    const { result } = renderHook(() => useAlbumFolder(true));
    act(() => result.current.take('Dropped', 'dropped'));
    act(() => result.current.setTicked(true));
    act(() => result.current.reset());
    expect(result.current.offered).toBeNull();
    expect(result.current.ticked).toBe(false);
    expect(result.current.name).toBeNull();
  });
});
