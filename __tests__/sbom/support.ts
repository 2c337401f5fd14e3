import { Spec, Validation } from '@cyclonedx/cyclonedx-library';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SbomFormat, SbomSpecVersion } from '../../src/sbom';

export const FIXTURES = join(__dirname, 'fixtures');
export const REPO_ROOT = join(__dirname, '..', '..');

const versions = { '1.6': Spec.Version.v1dot6, '1.5': Spec.Version.v1dot5 } as const;

/**
 * Validates a BOM against the official CycloneDX schema with the library's own validators
 * (JSON: ajv strict schema; XML: libxmljs2 against the shipped XSD). Returns the errors, or null.
 */
export async function schemaErrors(
  text: string,
  format: SbomFormat,
  spec: SbomSpecVersion,
): Promise<unknown> {
  const validator =
    format === 'cyclonedx-xml'
      ? new Validation.XmlValidator(versions[spec])
      : new Validation.JsonStrictValidator(versions[spec]);
  return validator.validate(text);
}

/** A scratch copy of a fixture (or an empty folder), removed by the returned cleanup. */
export function scratch(fixture?: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'lil-sbom-'));
  if (fixture) cpSync(join(FIXTURES, fixture), dir, { recursive: true });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface BomJson {
  serialNumber: string;
  metadata: { timestamp: string; component: { name: string; 'bom-ref': string } };
  components?: {
    name: string;
    group?: string;
    version?: string;
    purl: string;
    scope?: string;
    hashes?: { alg: string; content: string }[];
    licenses?: ({ license: { id?: string; name?: string } } | { expression: string })[];
    externalReferences?: {
      url: string;
      type: string;
      hashes?: { alg: string; content: string }[];
    }[];
    properties?: { name: string; value: string }[];
  }[];
  dependencies?: { ref: string; dependsOn?: string[] }[];
}

export const byPurl = (bom: BomJson, purl: string) => bom.components?.find((c) => c.purl === purl);
export const dependsOn = (bom: BomJson, ref: string) =>
  bom.dependencies?.find((d) => d.ref === ref)?.dependsOn ?? [];
