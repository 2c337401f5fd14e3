import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSbom } from '../../src/sbom';
import { byPurl, FIXTURES, schemaErrors, scratch, type BomJson } from './support';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** A scratch repository holding the poetry fixture plus one broken lockfile. */
function repoWith(file: string, content: string): string {
  const { dir, cleanup } = scratch('poetry');
  cleanups.push(cleanup);
  mkdirSync(join(dir, 'web'), { recursive: true });
  writeFileSync(join(dir, 'web', file), content);
  return dir;
}

const broken: [string, string, string, number | undefined, RegExp][] = [
  [
    'corrupt JSON',
    'package-lock.json',
    '{\n  "lockfileVersion": 3,\n  "packages": {\n    "": {,\n',
    4,
    /invalid JSON/,
  ],
  [
    'an unknown npm lockfileVersion',
    'package-lock.json',
    '{\n  "name": "x",\n  "lockfileVersion": 9,\n  "packages": {}\n}\n',
    3,
    /unsupported lockfileVersion 9/,
  ],
  [
    'an npm v3 lock without packages',
    'package-lock.json',
    '{\n  "lockfileVersion": 3\n}\n',
    1,
    /"packages" is missing/,
  ],
  [
    'an unknown pnpm lockfileVersion',
    'pnpm-lock.yaml',
    "settings: {}\nlockfileVersion: '4.0'\n",
    2,
    /unsupported lockfileVersion/,
  ],
  [
    'broken YAML',
    'pnpm-lock.yaml',
    "lockfileVersion: '9.0'\npackages:\n  a: [\n",
    4,
    /invalid YAML/,
  ],
  ['a yarn.lock of neither kind', 'yarn.lock', 'hello: world\n', 1, /neither a yarn classic/],
  [
    'a yarn classic entry without version',
    'yarn.lock',
    '# yarn lockfile v1\n\n\nleft-pad@^1:\n  resolved "https://x/left-pad.tgz"\n',
    4,
    /has no version/,
  ],
  [
    'bad yarn classic indentation',
    'yarn.lock',
    '# yarn lockfile v1\n\nleft-pad@^1:\n   version "1.3.0"\n',
    4,
    /unexpected indentation/,
  ],
  [
    'a garbage requirement',
    'requirements.txt',
    'requests==2.32.3\n\n%%% not a requirement\n',
    3,
    /not a requirement/,
  ],
  ['broken TOML', 'uv.lock', 'version = 1\n\n[[package]]\nname = "x\n', 4, /invalid TOML/],
  [
    'an unknown uv.lock version',
    'uv.lock',
    'version = 7\nrequires-python = ">=3.9"\n',
    1,
    /unsupported or missing version 7/,
  ],
  [
    'a poetry.lock without lock-version',
    'poetry.lock',
    '[[package]]\nname = "a"\nversion = "1"\n\n[metadata]\npython-versions = "*"\n',
    5,
    /lock-version/,
  ],
];

describe.each(broken)('%s', (_what, file, content, line, message) => {
  it('is one error naming the file and the line, and the other lockfiles still count', async () => {
    const repoDir = repoWith(file, content);
    const result = await generateSbom({ repoDir, includeDev: true, env: {} });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      file: `web/${file}`,
      message: expect.stringMatching(message),
    });
    expect(result.errors[0]!.line).toBe(line);
    expect(result.lockfiles).toEqual(['poetry.lock', `web/${file}`]);
    expect(result.componentCounts.pypi).toBe(11);
    expect(await schemaErrors(result.text, 'cyclonedx-json', '1.6')).toBeNull();
  });
});

it('gives a valid empty BOM and a note when there is no lockfile', async () => {
  const { dir, cleanup } = scratch();
  cleanups.push(cleanup);
  const result = await generateSbom({ repoDir: dir, env: {} });
  expect(result.errors).toEqual([]);
  expect(result.lockfiles).toEqual([]);
  expect(result.notes).toEqual(['no lockfile found: the BOM lists no components']);
  expect(result.componentCounts).toEqual({ npm: 0, pypi: 0 });
  expect(await schemaErrors(result.text, 'cyclonedx-json', '1.6')).toBeNull();
  expect(JSON.parse(result.text).components).toEqual([]);
});

it('refuses bad options with exit code 2 errors', async () => {
  await expect(generateSbom({ repoDir: '/nonexistent/lil' })).rejects.toMatchObject({
    exitCode: 2,
  });
  await expect(
    generateSbom({ repoDir: FIXTURES, env: { SOURCE_DATE_EPOCH: 'yesterday' } }),
  ).rejects.toThrow(/SOURCE_DATE_EPOCH must be whole seconds/);
  await expect(generateSbom({ repoDir: FIXTURES, format: 'spdx' as never })).rejects.toThrow(
    /unknown SBOM format 'spdx'/,
  );
});

it('notes an unpinned requirement and still lists it without a version', async () => {
  const repoDir = repoWith('requirements.txt', 'flask>=2\n');
  const result = await generateSbom({ repoDir, env: {} });
  expect(result.errors).toEqual([]);
  expect(result.notes).toContain(
    "web/requirements.txt:1: 'flask >=2' is not pinned; listed without a version",
  );
  const bom = JSON.parse(result.text) as BomJson;
  expect(byPurl(bom, 'pkg:pypi/flask')).toBeDefined();
});

it('does not search test fixtures, node_modules or virtual environments', async () => {
  const { dir, cleanup } = scratch('npm-v3');
  cleanups.push(cleanup);
  cpSync(join(FIXTURES, 'uv'), join(dir, 'test', 'fixtures', 'uv'), { recursive: true });
  cpSync(join(FIXTURES, 'uv'), join(dir, 'node_modules', 'x'), { recursive: true });
  mkdirSync(join(dir, 'env'));
  writeFileSync(join(dir, 'env', 'pyvenv.cfg'), 'home = /usr/bin\n');
  writeFileSync(join(dir, 'env', 'requirements.txt'), 'idna==3.10\n');
  const result = await generateSbom({ repoDir: dir, env: {} });
  expect(result.lockfiles).toEqual(['package-lock.json']);
});
