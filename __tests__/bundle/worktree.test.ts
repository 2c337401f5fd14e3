import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gitBlobId, sha256Hex } from '../../src/bundle/digest';
import { SealError } from '../../src/bundle/reasons';
import { workingTreeChanges } from '../../src/bundle/worktree';
import { gitFixture } from './git-fixture';

describe('workingTreeChanges', () => {
  it('lists modified, staged, untracked and deleted files against the base, not ignored ones', async () => {
    const repo = gitFixture();
    repo.write('.gitignore', 'ignored/\n');
    repo.write('keep.txt', 'same\n');
    repo.write('edit.txt', 'old\n');
    repo.write('gone.txt', 'bye\n');
    repo.write('sub/staged.txt', 'x\n');
    const base = repo.commitAll('base');
    repo.write('edit.txt', 'new\n');
    repo.remove('gone.txt');
    repo.write('sub/staged.txt', 'y\n');
    repo.git('add', 'sub/staged.txt');
    repo.write('new dir/ünïcode.txt', 'u\n');
    repo.write('ignored/x.txt', 'secret\n');
    repo.write('out/bundle.json', '{}');
    symlinkSync('edit.txt', join(repo.dir, 'link'));

    const changes = await workingTreeChanges(repo.dir, base, new Set(['out/bundle.json']));
    expect(changes.deleted).toEqual(['gone.txt']);
    expect(changes.subjects.map((s) => s.name)).toEqual([
      'edit.txt',
      'link',
      'new dir/ünïcode.txt',
      'sub/staged.txt',
    ]);
    const edit = changes.subjects[0]!;
    expect(edit.digest.sha256).toBe(sha256Hex(Buffer.from('new\n')));
    expect(edit.digest.gitBlob).toBe(repo.git('hash-object', 'edit.txt'));
    expect(changes.subjects[1]!.digest.gitBlob).toBe(gitBlobId(Buffer.from('edit.txt'), 'sha1'));
  });

  it('counts a file removed from the index but kept on disk as changed, not deleted', async () => {
    const repo = gitFixture();
    repo.write('kept.txt', 'k\n');
    const base = repo.commitAll('base');
    repo.git('rm', '-q', '--cached', 'kept.txt');
    const changes = await workingTreeChanges(repo.dir, base, new Set());
    expect([changes.subjects.map((s) => s.name), changes.deleted]).toEqual([['kept.txt'], []]);
  });

  it('fails in one line when a required clean filter fails', async () => {
    const repo = gitFixture();
    repo.write('.gitattributes', '*.dat filter=broken\n');
    const base = repo.commitAll('base');
    repo.git('config', 'filter.broken.clean', 'exit 3');
    repo.git('config', 'filter.broken.required', 'true');
    repo.write('x.dat', 'data\n');
    await expect(workingTreeChanges(repo.dir, base, new Set())).rejects.toThrow(
      /^git hash-object failed: fatal: x\.dat: clean filter 'broken' failed$/,
    );
  });

  it('refuses a file name that is not a safe path, in one line', async () => {
    const repo = gitFixture();
    const base = repo.commitAll('base');
    repo.write('bad\nname', 'x');
    await expect(workingTreeChanges(repo.dir, base, new Set())).rejects.toThrow(SealError);
    await expect(workingTreeChanges(repo.dir, base, new Set())).rejects.toThrow(
      /cannot seal "bad\\nname": control character/,
    );
  });
});
