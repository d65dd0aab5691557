import { describe, expect, it } from 'vitest';
import { readEntries, takeInput } from './folder-files';

type Tree = { [name: string]: Tree | string };

/** A dropped entry over a tree of names (a string: a file's content); the reader answers in batches of two. */
function entry(name: string, node: Tree | string): FileSystemEntry {
  if (typeof node === 'string') {
    const file = new File([node], name, { type: 'image/jpeg' });
    return { name, isFile: true, isDirectory: false, file: (ok: (f: File) => void) => ok(file) } as never;
  }
  const children = Object.entries(node).map(([n, child]) => entry(n, child));
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok: (batch: FileSystemEntry[]) => void) => {
          ok(children.slice(at, at + 2));
          at += 2;
        },
      };
    },
  } as never;
}

const names = (files: readonly File[]) => files.map((f) => f.name).sort();

describe('files from a dropped or chosen folder', () => {
  it('reads a dropped folder recursively, past the first batch, leaving system files out', async () => {
    const holiday = entry('Holiday', {
      'a.jpg': 'a',
      'b.jpg': 'b',
      '.DS_Store': 'x',
      'c.png': 'c',
      Beach: { 'd.heic': 'd', 'Thumbs.db': 'x', Deeper: { 'e.jpg': 'e' } },
    });
    const chosen = await readEntries([holiday]);
    expect(names(chosen.files)).toEqual(['a.jpg', 'b.jpg', 'c.png', 'd.heic', 'e.jpg']);
    expect(chosen.folder).toBe('Holiday');
  });

  it('names no folder when files or several folders are dropped together', async () => {
    expect((await readEntries([entry('Holiday', { 'a.jpg': 'a' }), entry('b.jpg', 'b')])).folder).toBeNull();
    expect((await readEntries([entry('A', {}), entry('B', {})])).folder).toBeNull();
  });

  it("takes a folder picker's files with the folder they all sit under", () => {
    const picked = (path: string) => {
      const file = new File(['x'], path.split('/').pop() ?? '');
      Object.defineProperty(file, 'webkitRelativePath', { value: path });
      return file;
    };
    const list = [picked('Holiday/a.jpg'), picked('Holiday/Beach/b.jpg'), picked('Holiday/.DS_Store')];
    const chosen = takeInput(list as unknown as FileList);
    expect(names(chosen.files)).toEqual(['a.jpg', 'b.jpg']);
    expect(chosen.folder).toBe('Holiday');
    expect(takeInput([new File(['x'], 'a.jpg')] as unknown as FileList).folder).toBeNull();
  });
});
