import { loadContents, type ChangeSet, type ContentReader } from '../../src/diff';

/** A reader over an in-memory map of `<commit>:<path>` → bytes, recording what it was asked. */
function memoryReader(store: Record<string, string>) {
  const asked: string[] = [];
  const reader: ContentReader = {
    async read(requests, { maxBytes }) {
      return requests.map(({ commit, path }) => {
        asked.push(`${commit}:${path}`);
        const text = store[`${commit}:${path}`];
        if (text === undefined) return { kind: 'absent' };
        const content = Buffer.from(text);
        return content.length > maxBytes
          ? { kind: 'too-large', size: content.length }
          : { kind: 'loaded', content };
      });
    },
  };
  return { reader, asked };
}

const changeSet: ChangeSet = {
  source: 'api',
  base: 'B',
  head: 'H',
  mergeBase: 'M',
  files: [
    { path: 'a.ts', status: 'modified', binary: false },
    { path: 'big.ts', status: 'modified', binary: false },
    { path: 'new.ts', previousPath: 'old.ts', status: 'renamed', binary: false },
    { path: 'vendor/lib', status: 'modified', binary: false },
    { path: 'blob.dat', status: 'added', binary: false },
  ],
};

describe('loadContents', () => {
  const { reader, asked } = memoryReader({
    'M:a.ts': 'a1',
    'H:a.ts': 'a2',
    'M:big.ts': 'small',
    'H:big.ts': 'x'.repeat(50),
    'M:old.ts': 'r1',
    'H:new.ts': 'r2',
    'H:blob.dat': 'bin\0ary',
  });

  it('reads base at the merge-base (renames at their old path) and head at head', async () => {
    const loaded = await loadContents(changeSet, reader, { wanted: () => true, maxBytes: 10 });
    const [a, big, renamed, submodule, blob] = loaded.files;
    expect([a!.baseContent?.toString(), a!.headContent?.toString()]).toEqual(['a1', 'a2']);
    expect([renamed!.baseContent?.toString(), renamed!.headContent?.toString()]).toEqual([
      'r1',
      'r2',
    ]);
    expect(asked).toContain('M:old.ts');
    // One side over the cap: neither side is handed over.
    expect(big).toMatchObject({ skipped: 'too large: head is 50 bytes, over the 10-byte cap' });
    expect(big!.baseContent).toBeUndefined();
    // Listed as modified but no file at either commit: a gitlink, never "deleted".
    expect(submodule).toMatchObject({ skipped: 'submodule (not a regular file)' });
    expect(submodule!.headContent).toBeUndefined();
    // Binary found by content (a NUL byte), as git does.
    expect(blob).toMatchObject({ binary: true, skipped: 'binary', baseContent: null });
    expect(blob!.headContent).toBeUndefined();
  });

  it('loads binary content when asked, and does not ask again for what is loaded', async () => {
    const first = await loadContents(changeSet, reader, { wanted: (f) => f.path === 'a.ts' });
    asked.length = 0;
    const second = await loadContents(first, reader, {
      wanted: (f) => f.path !== 'vendor/lib',
      loadBinary: true,
    });
    expect(asked).not.toContain('H:a.ts');
    expect(second.files.find((f) => f.path === 'blob.dat')!.headContent!.toString()).toBe(
      'bin\0ary',
    );
  });
});
