import { createHash } from 'node:crypto';
import parseSpdxExpression from 'spdx-expression-parse';
import { TOOL_NAME, TOOL_VERSION } from '../version';
import {
  CYCLONEDX_LIBRARY_VERSION,
  Enums,
  LicenseFactories,
  Models,
  Serialize,
  Spec,
  type CycloneDX,
} from './cdx';
import type { DependencyGraph, GraphComponent } from './graph';
import type { ProjectManifest } from './manifest';
import { purlFor, splitNpmName } from './purl';
import type { HashName, Hashes, SbomFormat, SbomSpecVersion } from './types';

const specs = { '1.6': Spec.Spec1dot6, '1.5': Spec.Spec1dot5 } as const;
const hashOrder: HashName[] = ['SHA-512', 'SHA-384', 'SHA-256', 'SHA-1', 'MD5'];
const licenseFactory = new LicenseFactories.LicenseFactory((expression: string) => {
  parseSpdxExpression(expression);
});

/** Code-unit order: unlike localeCompare (which the library's sortLists uses) it is the same in every locale. */
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface BomInput {
  graph: DependencyGraph;
  /** The repository's own project; `fallbackName` names it when there is no manifest. */
  root: ProjectManifest | undefined;
  fallbackName: string;
  timestamp: Date;
  format: SbomFormat;
  specVersion: SbomSpecVersion;
}

function hashDictionary(hashes: Hashes): CycloneDX.Models.HashDictionary {
  const dictionary = new Models.HashDictionary();
  for (const name of hashOrder) {
    const value = hashes[name];
    if (value) dictionary.set(name as CycloneDX.Enums.HashAlgorithm, value);
  }
  return dictionary;
}

function licenses(license: string | undefined): CycloneDX.Models.LicenseRepository {
  const repository = new Models.LicenseRepository();
  if (license) {
    const made = licenseFactory.makeFromString(license);
    made.acknowledgement = Enums.LicenseAcknowledgement.Declared;
    repository.add(made);
  }
  return repository;
}

function component(c: GraphComponent): CycloneDX.Models.Component {
  const { group, name } =
    c.ecosystem === 'npm' ? splitNpmName(c.name) : { group: undefined, name: c.name };
  const references = new Models.ExternalReferenceRepository(
    [...c.distributions]
      .sort((a, b) => ordinal(a.url, b.url))
      .map(
        (d) =>
          new Models.ExternalReference(d.url, Enums.ExternalReferenceType.Distribution, {
            hashes: hashDictionary(d.hashes),
            comment: d.comment,
          }),
      ),
  );
  const properties = new Models.PropertyRepository(
    [...c.properties]
      .sort(([n1, v1], [n2, v2]) => ordinal(n1, n2) || ordinal(v1, v2))
      .map(([n, v]) => new Models.Property(n, v)),
  );
  return new Models.Component(Enums.ComponentType.Library, name, {
    bomRef: c.key,
    group,
    version: c.version,
    purl: c.key,
    scope: c.need === 'required' ? Enums.ComponentScope.Required : Enums.ComponentScope.Optional,
    hashes: hashDictionary(c.hashes),
    licenses: licenses(c.license),
    externalReferences: references,
    properties,
  });
}

function rootComponent(input: BomInput): CycloneDX.Models.Component {
  const root = input.root;
  const name = root?.name ?? input.fallbackName;
  const split = root?.ecosystem === 'npm' ? splitNpmName(name) : { group: undefined, name };
  const purl = root ? purlFor(root.ecosystem, root.name, root.version) : undefined;
  return new Models.Component(Enums.ComponentType.Application, split.name, {
    bomRef: purl ?? `root:${name}`,
    group: split.group,
    version: root?.version,
    purl,
    description: root?.description,
    licenses: licenses(root?.license),
  });
}

function buildBom(input: BomInput): CycloneDX.Models.Bom {
  const bom = new Models.Bom();
  bom.metadata.timestamp = input.timestamp;
  bom.metadata.lifecycles.add(Enums.LifecyclePhase.PreBuild);
  bom.metadata.tools.components.add(
    new Models.Component(Enums.ComponentType.Application, TOOL_NAME, { version: TOOL_VERSION }),
  );
  bom.metadata.tools.components.add(
    new Models.Component(Enums.ComponentType.Library, 'cyclonedx-library', {
      group: '@cyclonedx',
      version: CYCLONEDX_LIBRARY_VERSION,
    }),
  );
  const root = rootComponent(input);
  bom.metadata.component = root;

  // Insertion order is output order (sortLists is off): components, dependencies and every list
  // inside them are added in code-unit order, so the output does not depend on the locale.
  const byKey = new Map<string, CycloneDX.Models.Component>();
  for (const key of [...input.graph.components.keys()].sort(ordinal)) {
    const made = component(input.graph.components.get(key)!);
    byKey.set(key, made);
    bom.components.add(made);
  }
  const refs = (keys: Iterable<string>) =>
    [...keys].sort(ordinal).flatMap((k) => (byKey.has(k) ? [byKey.get(k)!.bomRef] : []));
  for (const ref of refs(input.graph.rootDeps)) root.dependencies.add(ref);
  for (const [key, made] of byKey) {
    for (const ref of refs(input.graph.components.get(key)!.deps)) made.dependencies.add(ref);
  }
  return bom;
}

function serialize(
  bom: CycloneDX.Models.Bom,
  format: SbomFormat,
  specVersion: SbomSpecVersion,
): string {
  const spec = specs[specVersion];
  const options = { sortLists: false, space: 2 };
  const serializer =
    format === 'cyclonedx-xml'
      ? new Serialize.XmlSerializer(new Serialize.XML.Normalize.Factory(spec))
      : new Serialize.JsonSerializer(new Serialize.JSON.Normalize.Factory(spec));
  return `${serializer.serialize(bom, options)}\n`;
}

/** RFC 4122 name-based UUID (version 5, SHA-1) in the URL namespace. */
export function uuidV5(name: string): string {
  const namespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');
  const bytes = createHash('sha1').update(namespace).update(name).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Builds and serializes the BOM. The serial number is derived from the content: the JSON
 * serialization without it (for either format, so the JSON and the XML of one BOM share it). The
 * same inputs, with SOURCE_DATE_EPOCH fixing the timestamp, give the same bytes; any change in
 * content gives a new serial number.
 */
export function renderBom(input: BomInput): { text: string; serialNumber: string } {
  const bom = buildBom(input);
  const unnumbered = serialize(bom, 'cyclonedx-json', input.specVersion);
  const digest = createHash('sha256').update(unnumbered).digest('hex');
  const serialNumber = `urn:uuid:${uuidV5(`urn:letitloop-action:sbom:sha256:${digest}`)}`;
  bom.serialNumber = serialNumber;
  return { text: serialize(bom, input.format, input.specVersion), serialNumber };
}
