import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandEnvironment, runTestCommand } from '../../src/pipeline/test-runner';
import { Redactor } from '../../src/report/redact';

describe('running the test command (real child processes)', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'lil-test-cmd-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const redactor = new Redactor(['planted-secret-value']);
  const run = (
    command: string,
    timeoutSeconds = 20,
    env: NodeJS.ProcessEnv = { PATH: process.env.PATH },
  ) =>
    runTestCommand({
      command,
      cwd: dir,
      timeoutSeconds,
      env,
      redact: (t) => redactor.redact(t),
      tailLines: 3,
    });

  it('reports the exit code and the redacted tail of the combined output', async () => {
    const r = await run(
      'for i in 1 2 3 4 5; do echo line $i; done; echo planted-secret-value >&2; exit 4',
    );
    expect(r).toMatchObject({ exitCode: 4, signal: null, timedOut: false });
    expect(r.outputTail).toBe('line 4\nline 5\n[REDACTED]');
    // the command itself is journaled and reported: a secret written into it is redacted too
    expect(r.command).toBe(
      'for i in 1 2 3 4 5; do echo line $i; done; echo [REDACTED] >&2; exit 4',
    );
  });

  it('kills the whole process group at the timeout, background children included', async () => {
    const pidFile = join(dir, 'background.pid');
    const r = await run(`sleep 30 & echo $! > ${pidFile}; sleep 30; echo never`, 1);
    expect(r).toMatchObject({ timedOut: true, signal: 'SIGKILL', exitCode: null });
    expect(r.outputTail).not.toContain('never');
    const background = Number(readFileSync(pidFile, 'utf8'));
    expect(running(background)).toBe(false);
  });

  it('withholds the action inputs (token, keys) and runner credentials from the command', async () => {
    const env = {
      PATH: process.env.PATH,
      'INPUT_GITHUB-TOKEN': 'x',
      'INPUT_HMAC-KEYS': 'y',
      GITHUB_TOKEN: 'z',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'w',
      KEEP: 'kept',
    };
    expect(Object.keys(commandEnvironment(env)).sort()).toEqual(['KEEP', 'PATH']);
    const r = await run('env | cut -d= -f1 | sort | tr "\\n" " "', 20, env);
    expect(
      r.outputTail
        .trim()
        .split(' ')
        .filter((n) => n !== 'PWD' && n !== 'SHLVL' && n !== '_'),
    ).toEqual(['KEEP', 'PATH']);
  });
});

/** Whether a process is still running (a killed child nobody reaped stays a zombie, state Z). */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
}
