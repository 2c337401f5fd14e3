import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';
import { gitFixture } from './git-fixture';

const root = resolve(__dirname, '../..');

/** The fenced code blocks of the README's proof-bundle section, by language. */
function sectionBlocks(): Record<string, string[]> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('<!-- section: bundle -->');
  const section = readme.slice(start, readme.indexOf('\n## ', start));
  const blocks: Record<string, string[]> = {};
  for (const match of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    (blocks[match[1]!] ??= []).push(match[2]!);
  }
  return blocks;
}

describe('README: proof bundles', () => {
  it('the pipeline seals its run as written, and the action-side checks accept it', async () => {
    const blocks = sectionBlocks();
    expect(existsSync(join(root, 'lib/lib.js'))).toBe(true); // `npm test` builds the package first

    // the pipeline script, importing the package by its name
    const scriptDir = mkdtempSync(join(tmpdir(), 'lil-readme-'));
    mkdirSync(join(scriptDir, 'node_modules'));
    symlinkSync(root, join(scriptDir, 'node_modules/letitloop-action'));
    writeFileSync(join(scriptDir, 'pipeline.mjs'), blocks.js![0]!);

    const repo = gitFixture('lil-readme-repo-');
    repo.write('.gitignore', '.letitloop/runs/\n');
    repo.write('README.md', '# widgets\n');
    repo.commitAll('base');
    repo.git('remote', 'add', 'origin', 'https://github.com/acme/widgets.git');
    repo.git('checkout', '-q', '-b', 'agent/fix-issue-42');

    const keyLine = `ci-2026:${Buffer.alloc(32, 0x42).toString('base64')}`;
    const keys = join(scriptDir, 'KEYS');
    writeFileSync(keys, `${keyLine}\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, LETITLOOP_HMAC_KEYS: keyLine };
    for (const name of ['GITHUB_REPOSITORY', 'GITHUB_REPOSITORY_ID', 'LETITLOOP_DIR'])
      delete env[name];
    const printed = execFileSync(process.execPath, [join(scriptDir, 'pipeline.mjs')], {
      cwd: repo.dir,
      env,
      encoding: 'utf8',
    });
    expect(printed).toMatch(/^sealed .*fix-issue-42\.bundle\.json and .*fix-issue-42\.journal$/m);

    // the shell commands of the section, with KEYS standing for the key file
    const commands = blocks
      .sh![0]!.split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean)
      .map((line) => line.split(/\s+/).map((word) => (word === 'KEYS' ? keys : word)));
    expect(commands.map((c) => c.slice(0, 2))).toEqual([
      ['lil', 'replay'],
      ['lil', 'verify'],
    ]);
    const replay = recordingIO({ cwd: repo.dir, env: {} });
    expect(await runCli(commands[0]!.slice(1), replay)).toBe(0);
    expect(replay.out).toMatch(/VALID; sealed by key ci-2026/);
    expect(replay.out).toMatch(/gate:syntax\s+ok/);
    expect(replay.out).toContain('sealed for acme/widgets');

    repo.commitAll('fix issue 42, with its proof bundle');
    const verify = recordingIO({ cwd: repo.dir, env: {} });
    const code = await runCli(commands[1]!.slice(1), verify);
    expect(verify.out).toMatch(/^verdict: pass$/m);
    expect(verify.out).toMatch(/Proof bundle\s+1 of 1 bundle valid; key ci-2026/);
    expect(code).toBe(0);

    // a human (or the agent) edits the file after sealing: the gate names it
    repo.write('src/greeting.js', 'export const greeting = () => "hi";\n');
    repo.commitAll('edited after sealing');
    const after = recordingIO({ cwd: repo.dir, env: {} });
    expect(await runCli(commands[1]!.slice(1), after)).toBe(1);
    expect(after.out).toMatch(/digest-mismatch.*src\/greeting\.js/);

    // the workflow uses inputs the action declares
    const workflow = parse(blocks.yaml![0]!);
    const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
    const step = workflow.jobs.verify.steps.find((s: { uses: string }) =>
      s.uses.includes('letitloop-action'),
    );
    for (const input of Object.keys(step.with)) expect(Object.keys(action.inputs)).toContain(input);
  });
});
