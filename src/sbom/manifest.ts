import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { isRecord } from './errors';

/** The fields of a package.json this module reads. */
export interface PackageJson {
  name?: string;
  version?: string;
  description?: string;
  license?: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
  workspaces: string[];
}

/** The project a folder declares (package.json first, then pyproject.toml). */
export interface ProjectManifest {
  ecosystem: 'npm' | 'pypi';
  name: string;
  version?: string;
  description?: string;
  license?: string;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function strings(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** A package.json `license` (string, legacy `{type}` or `licenses: [{type}]`) as one string. */
export function licenseOf(manifest: Record<string, unknown>): string | undefined {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (isRecord(license) && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses)) {
    const types = licenses
      .map((l: unknown) => (isRecord(l) && typeof l.type === 'string' ? l.type : undefined))
      .filter((t): t is string => Boolean(t));
    if (types.length > 0) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return undefined;
}

/** Reads `dir/package.json`; undefined when it is missing or not a JSON object. */
export function readPackageJson(dir: string): PackageJson | undefined {
  const text = readText(join(dir, 'package.json'));
  if (text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw)) return undefined;
  const workspaces = Array.isArray(raw.workspaces)
    ? raw.workspaces
    : isRecord(raw.workspaces) && Array.isArray(raw.workspaces.packages)
      ? raw.workspaces.packages
      : [];
  return {
    name: typeof raw.name === 'string' ? raw.name : undefined,
    version: typeof raw.version === 'string' ? raw.version : undefined,
    description: typeof raw.description === 'string' ? raw.description : undefined,
    license: licenseOf(raw),
    dependencies: strings(raw.dependencies),
    devDependencies: strings(raw.devDependencies),
    optionalDependencies: strings(raw.optionalDependencies),
    workspaces: workspaces.filter((w: unknown): w is string => typeof w === 'string'),
  };
}

/** PEP 503 normalized name: lowercase, runs of `-`, `_`, `.` become one `-`. */
export function normalizePythonName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** Reads `dir/pyproject.toml` ([project] first, then [tool.poetry]); undefined when absent. */
export function readPyproject(dir: string): ProjectManifest | undefined {
  const text = readText(join(dir, 'pyproject.toml'));
  if (text === undefined) return undefined;
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const tool = isRecord(doc.tool) ? doc.tool : {};
  const table = isRecord(doc.project) ? doc.project : isRecord(tool.poetry) ? tool.poetry : {};
  if (typeof table.name !== 'string') return undefined;
  const license = table.license;
  return {
    ecosystem: 'pypi',
    name: table.name,
    version: typeof table.version === 'string' ? table.version : undefined,
    description: typeof table.description === 'string' ? table.description : undefined,
    license:
      typeof license === 'string'
        ? license
        : isRecord(license) && typeof license.text === 'string'
          ? license.text
          : undefined,
  };
}

/** The project declared in `dir`: package.json, else pyproject.toml. */
export function readProjectManifest(dir: string): ProjectManifest | undefined {
  const pkg = readPackageJson(dir);
  if (pkg?.name) {
    return {
      ecosystem: 'npm',
      name: pkg.name,
      version: pkg.version,
      description: pkg.description,
      license: pkg.license,
    };
  }
  return readPyproject(dir);
}

/**
 * Looks licenses up in installed packages' package.json files, when node_modules is present:
 * the lock's install path (npm), the hoisted `node_modules/<name>` (yarn), or pnpm's virtual store.
 */
export function npmLicenseLookup(dir: string) {
  const storeDir = join(dir, 'node_modules', '.pnpm');
  let store: string[] | undefined;
  return (name: string, version: string | undefined, installPath?: string) => {
    const candidates = [join(dir, installPath ?? join('node_modules', name))];
    if (!installPath && version) {
      store ??= safeReaddir(storeDir);
      const prefix = `${name.replace('/', '+')}@${version}`;
      for (const entry of store) {
        if (entry === prefix || entry.startsWith(`${prefix}_`) || entry.startsWith(`${prefix}(`)) {
          candidates.push(join(storeDir, entry, 'node_modules', name));
        }
      }
    }
    for (const candidate of candidates) {
      const text = readText(join(candidate, 'package.json'));
      if (text === undefined) continue;
      try {
        const raw: unknown = JSON.parse(text);
        if (isRecord(raw) && raw.name === name && (!version || raw.version === version)) {
          const license = licenseOf(raw);
          if (license) return license;
        }
      } catch {
        // A broken installed manifest only means no license from it.
      }
    }
    return undefined;
  };
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/**
 * Licenses of the Python packages installed in a virtual environment beside the lockfile
 * (`.venv` or `venv`), keyed `name@version` (normalized name), from each METADATA file's
 * `License-Expression` or `License` header.
 */
export function installedPythonLicenses(dir: string): Map<string, string> {
  const licenses = new Map<string, string>();
  for (const venv of ['.venv', 'venv']) {
    const sitePackages = [
      ...safeReaddir(join(dir, venv, 'lib')).map((py) =>
        join(dir, venv, 'lib', py, 'site-packages'),
      ),
      join(dir, venv, 'Lib', 'site-packages'),
    ];
    for (const site of sitePackages) {
      for (const entry of safeReaddir(site).filter((e) => e.endsWith('.dist-info'))) {
        const headers = metadataHeaders(readText(join(site, entry, 'METADATA')) ?? '');
        const name = headers.get('name');
        const license = headers.get('license-expression') ?? headers.get('license');
        // A one-line value only: old packages put the whole license text in `License`.
        if (
          name &&
          headers.get('version') &&
          license &&
          license !== 'UNKNOWN' &&
          license.length <= 100
        ) {
          licenses.set(`${normalizePythonName(name)}@${headers.get('version')}`, license);
        }
      }
    }
  }
  return licenses;
}

/** The header block of a core-metadata file (first value of each header, lowercase keys). */
function metadataHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '') break;
    const match = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match && !headers.has(match[1]!.toLowerCase())) {
      headers.set(match[1]!.toLowerCase(), match[2]!.trim());
    }
  }
  return headers;
}
