import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSbom } from '../../src/sbom';
import { byPurl, dependsOn, FIXTURES, schemaErrors, scratch, type BomJson } from './support';

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function repo(fixture?: string): string {
  const { dir, cleanup } = scratch(fixture);
  cleanups.push(cleanup);
  return dir;
}

it('merges several lockfiles: each component once, sub-projects hang off the root', async () => {
  const dir = repo('npm-v3');
  cpSync(join(FIXTURES, 'uv'), join(dir, 'services', 'api'), { recursive: true });
  cpSync(
    join(FIXTURES, 'pip-compile', 'requirements.txt'),
    join(dir, 'services', 'api', 'requirements.txt'),
  );
  cpSync(join(FIXTURES, 'pnpm-v9'), join(dir, 'web'), { recursive: true });
  const result = await generateSbom({ repoDir: dir, env: { SOURCE_DATE_EPOCH: '0' } });
  expect(result.errors).toEqual([]);
  expect(result.lockfiles).toEqual([
    'package-lock.json',
    'services/api/requirements.txt',
    'services/api/uv.lock',
    'web/pnpm-lock.yaml',
  ]);
  expect(await schemaErrors(result.text, 'cyclonedx-json', '1.6')).toBeNull();
  const bom = JSON.parse(result.text) as BomJson;
  const purls = bom.components!.map((c) => c.purl);
  expect(new Set(purls).size).toBe(purls.length);
  // The same npm packages from npm and pnpm, the same PyPI packages from uv and pip: once each.
  expect(result.componentCounts).toEqual({ npm: 10, pypi: 9 });

  const root = bom.metadata.component['bom-ref'];
  expect(root).toBe('pkg:npm/fixture-npm@1.0.0');
  expect(dependsOn(bom, root)).toEqual(
    expect.arrayContaining([
      'pkg:npm/fixture-pnpm@1.0.0',
      'pkg:pypi/fixture-py@0.1.0',
      'pkg:npm/debug@4.3.4',
    ]),
  );
  expect(dependsOn(bom, 'pkg:pypi/fixture-py@0.1.0')).toEqual(
    expect.arrayContaining(['pkg:pypi/requests-oauthlib@1.3.1', 'pkg:pypi/python-dotenv@1.0.1']),
  );
  expect(dependsOn(bom, 'pkg:npm/fixture-pnpm@1.0.0')).toContain('pkg:npm/react@18.2.0');
  // python-dotenv is an optional extra in uv.lock but pinned outright by pip-compile: required wins.
  expect(byPurl(bom, 'pkg:pypi/python-dotenv@1.0.1')?.scope).toBe('required');
  expect(
    byPurl(bom, 'pkg:pypi/requests@2.32.3')!
      .properties!.filter((p) => p.name === 'letitloop:sbom:lockfile')
      .map((p) => p.value),
  ).toEqual(['services/api/requirements.txt', 'services/api/uv.lock']);
});

it('reads licenses from installed manifests: node_modules (pnpm store) and a .venv', async () => {
  const dir = repo('pnpm-v9');
  const debug = join(dir, 'node_modules', '.pnpm', 'debug@4.3.4', 'node_modules', 'debug');
  mkdirSync(debug, { recursive: true });
  writeFileSync(
    join(debug, 'package.json'),
    JSON.stringify({ name: 'debug', version: '4.3.4', license: 'MIT' }),
  );
  const react = join(dir, 'node_modules', '.pnpm', 'react@18.2.0', 'node_modules', 'react');
  mkdirSync(react, { recursive: true });
  // A manifest of another version is not this component's.
  writeFileSync(
    join(react, 'package.json'),
    JSON.stringify({ name: 'react', version: '17.0.0', license: 'MIT' }),
  );
  const npmBom = JSON.parse((await generateSbom({ repoDir: dir, env: {} })).text) as BomJson;
  expect(byPurl(npmBom, 'pkg:npm/debug@4.3.4')?.licenses).toEqual([
    { license: { id: 'MIT', acknowledgement: 'declared' } },
  ]);
  expect(byPurl(npmBom, 'pkg:npm/react@18.2.0')?.licenses).toBeUndefined();

  const py = repo('uv');
  const info = join(py, '.venv', 'lib', 'python3.12', 'site-packages', 'requests-2.32.3.dist-info');
  mkdirSync(info, { recursive: true });
  writeFileSync(
    join(info, 'METADATA'),
    'Metadata-Version: 2.1\nName: requests\nVersion: 2.32.3\nLicense: Apache-2.0\n\nbody\n',
  );
  const dotenv = join(
    py,
    '.venv',
    'lib',
    'python3.12',
    'site-packages',
    'python_dotenv-1.0.1.dist-info',
  );
  mkdirSync(dotenv, { recursive: true });
  writeFileSync(
    join(dotenv, 'METADATA'),
    'Metadata-Version: 2.4\nName: python-dotenv\nVersion: 1.0.1\nLicense-Expression: BSD-3-Clause OR MIT\n\n',
  );
  const result = await generateSbom({ repoDir: py, env: {} });
  expect(await schemaErrors(result.text, 'cyclonedx-json', '1.6')).toBeNull();
  const pyBom = JSON.parse(result.text) as BomJson;
  expect(byPurl(pyBom, 'pkg:pypi/requests@2.32.3')?.licenses).toEqual([
    { license: { id: 'Apache-2.0', acknowledgement: 'declared' } },
  ]);
  expect(byPurl(pyBom, 'pkg:pypi/python-dotenv@1.0.1')?.licenses).toEqual([
    { expression: 'BSD-3-Clause OR MIT', acknowledgement: 'declared' },
  ]);
  expect(result.lockfiles).toEqual(['uv.lock']);
});

it('reads requirements extras, markers, inline hashes and -r includes', async () => {
  const dir = repo();
  mkdirSync(join(dir, 'requirements'));
  writeFileSync(
    join(dir, 'requirements', 'base.txt'),
    [
      '--index-url https://mirror.example/simple',
      'Requests[socks, use_chardet_on_py3]==2.32.3 ; python_version >= "3.8" --hash=sha256:70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6',
      'idna===3.10',
      '-e ./vendored/thing',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'requirements', 'dev.txt'),
    '-r base.txt\nmypy_extensions==1.0.0  # typing helpers\n',
  );
  const result = await generateSbom({ repoDir: dir, includeDev: true, env: {} });
  expect(result.errors).toEqual([]);
  expect(result.lockfiles).toEqual(['requirements/base.txt', 'requirements/dev.txt']);
  expect(result.notes).toContain(
    "requirements/base.txt:4: editable requirement './vendored/thing' left out (no pinned version)",
  );
  expect(await schemaErrors(result.text, 'cyclonedx-json', '1.6')).toBeNull();
  const bom = JSON.parse(result.text) as BomJson;
  const requests = byPurl(bom, 'pkg:pypi/requests@2.32.3')!;
  expect(requests.scope).toBe('required');
  expect(requests.hashes).toEqual([
    { alg: 'SHA-256', content: '70761cfe03c773ceb22aa2f671b4757976145175cdfca038c02654d061d6dcc6' },
  ]);
  expect(requests.externalReferences![0]!.url).toBe('https://mirror.example/simple/requests/');
  expect(requests.properties).toEqual(
    expect.arrayContaining([
      { name: 'cdx:python:package:required-extra', value: 'socks' },
      { name: 'cdx:python:package:required-extra', value: 'use_chardet_on_py3' },
      { name: 'letitloop:python:marker', value: 'python_version >= "3.8"' },
    ]),
  );
  expect(byPurl(bom, 'pkg:pypi/idna@3.10')?.scope).toBe('required');
  expect(byPurl(bom, 'pkg:pypi/mypy-extensions@1.0.0')?.scope).toBe('optional');
  // requirements/ belongs to the repository's own project: no sub-project component.
  expect(bom.components!.every((c) => c.purl.startsWith('pkg:pypi/'))).toBe(true);
  expect(bom.components).toHaveLength(3);
});

it('reads older poetry.lock formats: 1.1 (category, metadata.files) and 2.0 (pyproject decides dev)', async () => {
  const v11 = repo();
  writeFileSync(
    join(v11, 'poetry.lock'),
    [
      '[[package]]',
      'name = "click"',
      'version = "8.1.7"',
      'description = ""',
      'category = "main"',
      'optional = false',
      'python-versions = ">=3.7"',
      '',
      '[[package]]',
      'name = "pytest"',
      'version = "7.4.3"',
      'description = ""',
      'category = "dev"',
      'optional = false',
      'python-versions = ">=3.7"',
      '',
      '[package.dependencies]',
      'click = "*"',
      '',
      '[metadata]',
      'lock-version = "1.1"',
      'python-versions = "^3.8"',
      'content-hash = "00"',
      '',
      '[metadata.files]',
      'click = [',
      '    {file = "click-8.1.7.tar.gz", hash = "sha256:ca9853ad459e787e2192211578cc907e7594e294c7ccc834310722b41b9ca6de"},',
      ']',
      'pytest = []',
      '',
    ].join('\n'),
  );
  const old = JSON.parse((await generateSbom({ repoDir: v11, env: {} })).text) as BomJson;
  expect(old.components!.map((c) => c.purl)).toEqual(['pkg:pypi/click@8.1.7']);
  expect(byPurl(old, 'pkg:pypi/click@8.1.7')?.hashes).toEqual([
    { alg: 'SHA-256', content: 'ca9853ad459e787e2192211578cc907e7594e294c7ccc834310722b41b9ca6de' },
  ]);

  const v20 = repo();
  writeFileSync(
    join(v20, 'pyproject.toml'),
    '[tool.poetry]\nname = "app"\nversion = "1.0.0"\n\n[tool.poetry.dependencies]\npython = "^3.9"\nclick = "^8"\n\n[tool.poetry.group.test.dependencies]\npytest = "^7"\n',
  );
  writeFileSync(
    join(v20, 'poetry.lock'),
    [
      '[[package]]',
      'name = "click"',
      'version = "8.1.7"',
      'optional = false',
      'python-versions = ">=3.7"',
      'files = []',
      '',
      '[[package]]',
      'name = "iniconfig"',
      'version = "2.0.0"',
      'optional = false',
      'python-versions = ">=3.7"',
      'files = []',
      '',
      '[[package]]',
      'name = "pytest"',
      'version = "7.4.3"',
      'optional = false',
      'python-versions = ">=3.7"',
      'files = []',
      '',
      '[package.dependencies]',
      'iniconfig = "*"',
      '',
      '[metadata]',
      'lock-version = "2.0"',
      'python-versions = "^3.9"',
      'content-hash = "00"',
      '',
    ].join('\n'),
  );
  const mid = JSON.parse((await generateSbom({ repoDir: v20, env: {} })).text) as BomJson;
  expect(mid.components!.map((c) => c.purl)).toEqual(['pkg:pypi/click@8.1.7']);
  expect(mid.metadata.component['bom-ref']).toBe('pkg:pypi/app@1.0.0');
});
