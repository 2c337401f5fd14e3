import { PackageURL } from 'packageurl-js';
import type { Ecosystem } from './types';

/** `@scope/name` → group `@scope`, name `name` (the CycloneDX convention for npm). */
export function splitNpmName(name: string): { group?: string; name: string } {
  const slash = name.indexOf('/');
  return name.startsWith('@') && slash > 0
    ? { group: name.slice(0, slash), name: name.slice(slash + 1) }
    : { name };
}

/** The package URL of a package: `pkg:npm/%40scope/name@1.0.0`, `pkg:pypi/name@1.0.0`. */
export function purlFor(ecosystem: Ecosystem, name: string, version: string | undefined): string {
  if (ecosystem === 'npm') {
    const split = splitNpmName(name);
    return new PackageURL('npm', split.group, split.name, version).toString();
  }
  return new PackageURL('pypi', undefined, name, version).toString();
}
