import { readFileSync } from 'node:fs';
import { runCli } from '../../src/cli/main';
import { TOOL_VERSION } from '../../src/version';
import { recordingIO } from '../support/cli-io';

describe('lil', () => {
  it('prints help and exits 0', async () => {
    const io = recordingIO();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(io.out).toContain('Usage: lil <command>');
  });

  it('refuses an unknown command with exit 2 and one line', async () => {
    const io = recordingIO();
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(io.err.trim().split('\n')).toHaveLength(1);
    expect(io.err).toContain("unknown command 'frobnicate'");
  });

  it('reports the version of package.json', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(TOOL_VERSION).toBe(pkg.version);
    const io = recordingIO();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(io.out.trim()).toBe(pkg.version);
  });
});
