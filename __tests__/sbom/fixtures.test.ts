import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { generateSbom } from '../../src/sbom';
import { byPurl, dependsOn, FIXTURES, schemaErrors, type BomJson } from './support';

const read = (fixture: string, file: string) => readFileSync(join(FIXTURES, fixture, file), 'utf8');

/**
 * Each lockfile's own package count, read straight from the file (workspace members included,
 * the root project not): the BOM must list exactly that many components with --include-dev.
 */
const lockfileCounts: Record<string, () => number> = {
  'npm-v1': () => {
    const count = (deps: Record<string, { dependencies?: object }>): number =>
      Object.values(deps).reduce((n, d) => n + 1 + count((d.dependencies ?? {}) as never), 0);
    return count(JSON.parse(read('npm-v1', 'package-lock.json')).dependencies);
  },
  'npm-v2': () => npmPackages('npm-v2'),
  'npm-v3': () => npmPackages('npm-v3'),
  'pnpm-v5': () => pnpmPackages('pnpm-v5'),
  'pnpm-v6': () => pnpmPackages('pnpm-v6'),
  'pnpm-v9': () => pnpmPackages('pnpm-v9'),
  'yarn-classic': () => {
    const versions = new Set(
      [...read('yarn-classic', 'yarn.lock').matchAll(/^(\S.*):\n\s+version "([^"]+)"/gm)].map(
        (m) => `${m[1]!.replace(/^"?(@?[^@]+)@.*$/, '$1')}@${m[2]}`,
      ),
    );
    return versions.size + 1; // + the workspace member packages/util
  },
  'yarn-berry': () =>
    Object.keys(parseYaml(read('yarn-berry', 'yarn.lock'))).filter(
      (k) => k !== '__metadata' && !k.endsWith('@workspace:.'),
    ).length,
  'pip-compile': () => {
    const names = (file: string) =>
      [...read('pip-compile', file).matchAll(/^([a-z0-9-]+)==/gm)].map((m) => m[1]);
    return new Set([...names('requirements.txt'), ...names('requirements-dev.txt')]).size;
  },
  poetry: () => (parseToml(read('poetry', 'poetry.lock')).package as unknown[]).length,
  uv: () => (parseToml(read('uv', 'uv.lock')).package as unknown[]).length - 1, // less the project
};

function npmPackages(fixture: string): number {
  const lock = JSON.parse(read(fixture, 'package-lock.json'));
  return Object.entries(lock.packages).filter(
    ([path, entry]) => path !== '' && !(entry as { link?: boolean }).link,
  ).length;
}

function pnpmPackages(fixture: string): number {
  const lock = parseYaml(read(fixture, 'pnpm-lock.yaml'));
  return Object.keys(lock.packages).length + Object.keys(lock.importers).length - 1;
}

const npmFixtures = [
  'npm-v1',
  'npm-v2',
  'npm-v3',
  'pnpm-v5',
  'pnpm-v6',
  'pnpm-v9',
  'yarn-classic',
  'yarn-berry',
];
const pythonFixtures = ['pip-compile', 'poetry', 'uv'];

describe.each([...npmFixtures, ...pythonFixtures])('fixture %s', (fixture) => {
  const repoDir = join(FIXTURES, fixture);
  const env = { SOURCE_DATE_EPOCH: '1700000000' };

  it('validates against CycloneDX 1.6 and 1.5, JSON and XML', async () => {
    for (const format of ['cyclonedx-json', 'cyclonedx-xml'] as const) {
      for (const specVersion of ['1.6', '1.5'] as const) {
        const result = await generateSbom({ repoDir, format, specVersion, includeDev: true, env });
        expect(result.errors).toEqual([]);
        expect(await schemaErrors(result.text, format, specVersion)).toBeNull();
      }
    }
  });

  it('lists as many components as the lockfile has packages (with dev)', async () => {
    const result = await generateSbom({ repoDir, includeDev: true, env });
    const bom = JSON.parse(result.text) as BomJson;
    expect(bom.components).toHaveLength(lockfileCounts[fixture]!());
    expect(new Set(bom.components!.map((c) => c.purl)).size).toBe(bom.components!.length);
  });

  it('leaves dev packages out unless asked, and marks them optional when included', async () => {
    const dev = npmFixtures.includes(fixture)
      ? ['pkg:npm/left-pad@1.3.0']
      : ['pkg:pypi/mypy-extensions@1.0.0', 'pkg:pypi/types-requests@2.32.0.20241016'];
    const without = JSON.parse((await generateSbom({ repoDir, env })).text) as BomJson;
    const withDev = JSON.parse(
      (await generateSbom({ repoDir, includeDev: true, env })).text,
    ) as BomJson;
    for (const purl of dev) {
      expect(byPurl(without, purl)).toBeUndefined();
      expect(byPurl(withDev, purl)?.scope).toBe('optional');
    }
    expect(withDev.components!.length - without.components!.length).toBe(dev.length);
  });

  it('is byte-identical across runs under SOURCE_DATE_EPOCH, serial number included', async () => {
    const first = await generateSbom({ repoDir, env });
    const second = await generateSbom({ repoDir, env });
    expect(second.text).toBe(first.text);
    expect(second.sha256).toBe(first.sha256);
    expect(first.serialNumber).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const bom = JSON.parse(first.text) as BomJson;
    expect(bom.metadata.timestamp).toBe('2023-11-14T22:13:20.000Z');
    const later = await generateSbom({ repoDir, env: { SOURCE_DATE_EPOCH: '1700000001' } });
    expect(later.serialNumber).not.toBe(first.serialNumber);
    // One BOM, two encodings: the XML carries the same serial number.
    const xml = await generateSbom({ repoDir, format: 'cyclonedx-xml', env });
    expect(xml.serialNumber).toBe(first.serialNumber);
    expect(xml.text).toContain(`serialNumber="${first.serialNumber}"`);
  });
});

describe.each(npmFixtures)('npm-ecosystem graph of %s', (fixture) => {
  it('records the dependency graph the lockfile states', async () => {
    const repoDir = join(FIXTURES, fixture);
    const bom = JSON.parse((await generateSbom({ repoDir, env: {} })).text) as BomJson;
    const root = bom.metadata.component['bom-ref'];
    expect(dependsOn(bom, root)).toEqual([
      'pkg:npm/%40fixture/util@0.1.0',
      'pkg:npm/debug@4.3.4',
      'pkg:npm/is-number@7.0.0',
      'pkg:npm/is-odd@3.0.1',
      'pkg:npm/react@18.2.0',
      'pkg:npm/use-sync-external-store@1.2.0',
    ]);
    expect(dependsOn(bom, 'pkg:npm/%40fixture/util@0.1.0')).toEqual([
      'pkg:npm/kleur@4.1.5',
      'pkg:npm/ms@2.1.2',
    ]);
    expect(dependsOn(bom, 'pkg:npm/is-odd@3.0.1')).toEqual(['pkg:npm/is-number@6.0.0']);
    expect(dependsOn(bom, 'pkg:npm/react@18.2.0')).toEqual(['pkg:npm/loose-envify@1.4.0']);
    expect(byPurl(bom, 'pkg:npm/is-odd@3.0.1')?.scope).toBe('optional');
    expect(byPurl(bom, 'pkg:npm/is-number@6.0.0')?.scope).toBe('optional');
    expect(byPurl(bom, 'pkg:npm/debug@4.3.4')?.scope).toBe('required');
    expect(byPurl(bom, 'pkg:npm/%40fixture/util@0.1.0')).toMatchObject({
      group: '@fixture',
      name: 'util',
    });
  });
});

describe.each(pythonFixtures)('Python graph of %s', (fixture) => {
  it('records the dependency graph and the file hashes', async () => {
    const repoDir = join(FIXTURES, fixture);
    const bom = JSON.parse((await generateSbom({ repoDir, env: {} })).text) as BomJson;
    expect(bom.metadata.component).toMatchObject({
      name: 'fixture-py',
      'bom-ref': 'pkg:pypi/fixture-py@0.1.0',
    });
    expect(dependsOn(bom, 'pkg:pypi/fixture-py@0.1.0')).toEqual(
      expect.arrayContaining([
        'pkg:pypi/requests-oauthlib@1.3.1',
        'pkg:pypi/typing-extensions@4.12.2',
      ]),
    );
    expect(dependsOn(bom, 'pkg:pypi/requests@2.32.3')).toEqual([
      'pkg:pypi/certifi@2024.12.14',
      'pkg:pypi/charset-normalizer@3.4.1',
      'pkg:pypi/idna@3.10',
      'pkg:pypi/urllib3@2.3.0',
    ]);
    const requests = byPurl(bom, 'pkg:pypi/requests@2.32.3')!;
    const fileHashes = requests.externalReferences!.flatMap((r) => r.hashes!.map((h) => h.content));
    expect(fileHashes.sort()).toEqual([
      '55365417734eb18255590a9ff9eb97e9e1da868d4ccd6402399eaf68af20a760',
      '70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6',
    ]);
    if (fixture !== 'pip-compile') {
      // The sdist's hash is the component's own; pip's --hash list does not say which file is which.
      expect(requests.hashes).toEqual([
        {
          alg: 'SHA-256',
          content: '55365417734eb18255590a9ff9eb97e9e1da868d4ccd6402399eaf68af20a760',
        },
      ]);
    }
  });
});

it('takes npm hashes from integrity, and SHA-1 from a yarn classic resolved URL', async () => {
  const lock = JSON.parse(read('npm-v3', 'package-lock.json'));
  const integrity: string = lock.packages['node_modules/debug'].integrity;
  const hex = Buffer.from(integrity.slice('sha512-'.length), 'base64').toString('hex');
  const npm = JSON.parse((await generateSbom({ repoDir: join(FIXTURES, 'npm-v3'), env: {} })).text);
  expect(byPurl(npm, 'pkg:npm/debug@4.3.4')?.hashes).toEqual([{ alg: 'SHA-512', content: hex }]);
  expect(byPurl(npm, 'pkg:npm/debug@4.3.4')?.externalReferences).toEqual([
    {
      url: lock.packages['node_modules/debug'].resolved,
      type: 'distribution',
      hashes: [{ alg: 'SHA-512', content: hex }],
    },
  ]);
  expect(byPurl(npm, 'pkg:npm/is-number@7.0.0')?.properties).toContainEqual({
    name: 'cdx:npm:package:bundled',
    value: 'true',
  });
  const yarn = JSON.parse(
    (await generateSbom({ repoDir: join(FIXTURES, 'yarn-classic'), env: {} })).text,
  );
  expect(byPurl(yarn, 'pkg:npm/debug@4.3.4')?.hashes).toEqual([
    { alg: 'SHA-512', content: hex },
    { alg: 'SHA-1', content: '1319f6579357f2338d3337d2cdd4914bb5dcc865' },
  ]);
});

it('takes licenses from package-lock.json v2/v3 and from workspace manifests', async () => {
  const bom = JSON.parse(
    (await generateSbom({ repoDir: join(FIXTURES, 'npm-v3'), includeDev: true, env: {} })).text,
  );
  expect(byPurl(bom, 'pkg:npm/left-pad@1.3.0')?.licenses).toEqual([
    { license: { id: 'WTFPL', acknowledgement: 'declared' } },
  ]);
  expect(byPurl(bom, 'pkg:npm/%40fixture/util@0.1.0')?.licenses).toEqual([
    { license: { id: 'ISC', acknowledgement: 'declared' } },
  ]);
  expect(bom.metadata.component.licenses).toEqual([
    { license: { id: 'MIT', acknowledgement: 'declared' } },
  ]);
});

it('has a live validator: a BOM with an invalid field is rejected in JSON and XML', async () => {
  const repoDir = join(FIXTURES, 'npm-v3');
  const json = (await generateSbom({ repoDir, env: {} })).text;
  const badJson = json.replace('"scope": "required"', '"scope": "sometimes"');
  expect(await schemaErrors(badJson, 'cyclonedx-json', '1.6')).not.toBeNull();
  const xml = (await generateSbom({ repoDir, format: 'cyclonedx-xml', env: {} })).text;
  const badXml = xml.replace('<scope>required</scope>', '<scope>sometimes</scope>');
  expect(badXml).not.toBe(xml);
  expect(await schemaErrors(badXml, 'cyclonedx-xml', '1.6')).not.toBeNull();
});
