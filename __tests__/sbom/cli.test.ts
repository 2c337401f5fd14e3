import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { generateSbom } from '../../src/sbom';
import { recordingIO } from '../support/cli-io';
import { REPO_ROOT, schemaErrors, scratch, type BomJson } from './support';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/**
 * This repository's own package-lock.json: distinct name@version of the packages that are not dev,
 * not links, not the root (an alias such as `string-width-cjs` is the package it names).
 */
function ownRuntimePackages(): number {
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8'));
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages) as [
    string,
    Record<string, unknown>,
  ][]) {
    if (path === '' || entry.link || entry.dev) continue;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    names.add(`${String(name)}@${String(entry.version)}`);
  }
  return names.size;
}

it('lil sbom on this repository writes CycloneDX 1.6 JSON that validates, exit 0', async () => {
  const io = recordingIO({ cwd: REPO_ROOT, env: { SOURCE_DATE_EPOCH: '1700000000' } });
  expect(await runCli(['sbom'], io)).toBe(0);
  expect(await schemaErrors(io.out, 'cyclonedx-json', '1.6')).toBeNull();
  const bom = JSON.parse(io.out) as BomJson & { specVersion: string };
  expect(bom.specVersion).toBe('1.6');
  expect(bom.metadata.component).toMatchObject({ name: 'letitloop-action' });
  expect(bom.components).toHaveLength(ownRuntimePackages());
  expect(bom.components!.find((c) => c.name === 'cyclonedx-library')?.group).toBe('@cyclonedx');
  expect(io.err).toMatch(
    /^lil sbom: CycloneDX 1\.6 JSON, \d+ components \(npm \d+, pypi 0\) from 1 lockfile\(s\), 0 unreadable; sha256 [0-9a-f]{64}\n$/,
  );
});

it('writes XML 1.5 to --output, dev packages included on request', async () => {
  const { dir, cleanup } = scratch('yarn-berry');
  cleanups.push(cleanup);
  const io = recordingIO({ cwd: dir, env: {} });
  const args = [
    'sbom',
    '--format',
    'cyclonedx-xml',
    '--spec',
    '1.5',
    '--output',
    'bom.xml',
    '--include-dev',
  ];
  expect(await runCli(args, io)).toBe(0);
  expect(io.out).toBe('');
  const xml = readFileSync(join(dir, 'bom.xml'), 'utf8');
  expect(await schemaErrors(xml, 'cyclonedx-xml', '1.5')).toBeNull();
  expect(xml).toContain('<purl>pkg:npm/left-pad@1.3.0</purl>');
  expect(io.err).toContain('written to bom.xml');
});

it('exits 1 with one line per unreadable lockfile, and still writes the BOM of the rest', async () => {
  const { dir, cleanup } = scratch('npm-v3');
  cleanups.push(cleanup);
  writeFileSync(join(dir, 'requirements.txt'), 'idna==3.10\nthis is not a requirement\n');
  const io = recordingIO({ cwd: dir, env: {} });
  expect(await runCli(['sbom', '--repo', dir], io)).toBe(1);
  expect(io.err).toContain(
    "lil sbom: error: requirements.txt:2: not a requirement: 'this is not a requirement'\n",
  );
  expect(await schemaErrors(io.out, 'cyclonedx-json', '1.6')).toBeNull();
  expect((JSON.parse(io.out) as BomJson).components).toHaveLength(11);
});

it.each([
  [
    ['sbom', '--format', 'spdx'],
    /--format must be one of cyclonedx-json, cyclonedx-xml, got 'spdx'/,
  ],
  [['sbom', '--spec', '1.4'], /--spec must be one of 1\.6, 1\.5, got '1\.4'/],
  [['sbom', '--frobnicate'], /lil sbom: Unknown option '--frobnicate'/],
  [['sbom', 'extra-positional'], /lil sbom: /],
  [['sbom', '--repo', '/nonexistent/lil-repo'], /repository folder not found/],
])('refuses %j with exit 2 and one line', async (args, message) => {
  const io = recordingIO({ env: {} });
  expect(await runCli(args, io)).toBe(2);
  expect(io.err.trim().split('\n')).toHaveLength(1);
  expect(io.err).toMatch(message);
  expect(io.out).toBe('');
});

it('gives the same bytes as the library function', async () => {
  const env = { SOURCE_DATE_EPOCH: '1700000000' };
  const io = recordingIO({ cwd: REPO_ROOT, env });
  await runCli(['sbom'], io);
  expect(io.out).toBe((await generateSbom({ repoDir: REPO_ROOT, env })).text);
});

it('is exported by the package entry, loaded on first call', async () => {
  const lib = await import('../../src/lib');
  const env = { SOURCE_DATE_EPOCH: '1700000000' };
  const repoDir = join(REPO_ROOT, '__tests__', 'sbom', 'fixtures', 'uv');
  expect((await lib.generateSbom({ repoDir, env })).text).toBe(
    (await generateSbom({ repoDir, env })).text,
  );
  await expect(lib.generateSbom({ repoDir: '/nonexistent/lil' })).rejects.toBeInstanceOf(
    lib.SbomOptionError,
  );
});
