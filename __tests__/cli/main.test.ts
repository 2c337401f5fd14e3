import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('prints a command error once prefixed: a bad key file for replay is exit 2, one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lil-cli-'));
    writeFileSync(join(dir, 'keys'), 'k1:not base64!\n');
    const io = recordingIO();
    expect(
      await runCli(['replay', join(dir, 'x.bundle.json'), '--key-file', join(dir, 'keys')], io),
    ).toBe(2);
    expect(io.err).toBe(
      `lil replay: ${join(dir, 'keys')} line 1: secret of key 'k1' is not base64\n`,
    );
  });

  it('exits with its own code, quietly, when the reader of its output goes away (EPIPE)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts', '--help'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy(); // the reader is gone before the first write
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('reports the version of package.json', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(TOOL_VERSION).toBe(pkg.version);
    const io = recordingIO();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(io.out.trim()).toBe(pkg.version);
  });
});
