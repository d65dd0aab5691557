/**
 * Files chosen or dropped, folders read recursively. `folder` names the one folder they all came from (a folder
 * picker's choice, or a single folder dropped), the name an album made of them takes; null otherwise.
 */
export interface ChosenFiles {
  files: File[];
  folder: string | null;
}

/** A system file a folder carries without the customer having put it there (.DS_Store, ._photo.jpg, Thumbs.db). */
const isSystemFile = (name: string) => name.startsWith('.') || /^(thumbs\.db|desktop\.ini)$/i.test(name);

const entryFile = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a directory: a reader gives them in batches until it gives an empty one. */
async function entriesOf(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The files under an entry, its sub-folders read recursively, system files left out. */
export async function filesUnder(entry: FileSystemEntry): Promise<File[]> {
  if (isSystemFile(entry.name)) return [];
  if (entry.isFile) return [await entryFile(entry as FileSystemFileEntry)];
  if (!entry.isDirectory) return [];
  const children = await entriesOf(entry as FileSystemDirectoryEntry);
  return (await Promise.all(children.map(filesUnder))).flat();
}

/**
 * What a drop carries. The entries must be taken while the drop event runs (the browser empties the data
 * afterwards); a data transfer without entries (some browsers, or one made by a script) gives its flat files.
 */
export function takeDrop(data: DataTransfer): Promise<ChosenFiles> {
  const entries = [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  const flat = [...data.files];
  if (entries.length === 0 || entries.some((entry) => entry === null))
    return Promise.resolve({ files: flat.filter((f) => !isSystemFile(f.name)), folder: null });
  return readEntries(entries as FileSystemEntry[]);
}

export async function readEntries(entries: readonly FileSystemEntry[]): Promise<ChosenFiles> {
  const files = (await Promise.all(entries.map(filesUnder))).flat();
  const only = entries.length === 1 && entries[0]?.isDirectory ? entries[0].name : null;
  return { files, folder: only };
}

/** What a file input gave: a folder picker's files carry their path under the chosen folder. */
export function takeInput(list: FileList | null): ChosenFiles {
  const files = [...(list ?? [])].filter((f) => !isSystemFile(f.name));
  // a file not from a folder picker has an empty path (and none at all in some environments)
  const tops = new Set(files.map((f) => (f.webkitRelativePath || '').split('/')[0] ?? ''));
  const [top] = tops;
  return { files, folder: tops.size === 1 && top ? top : null };
}
