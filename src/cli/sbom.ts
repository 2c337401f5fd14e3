import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateSbom, type SbomFormat, type SbomSpecVersion } from '../sbom';
import { parseCommandArgs } from './args';
import { EXIT, UsageError } from './errors';
import type { CommandRun } from './io';

const formats: SbomFormat[] = ['cyclonedx-json', 'cyclonedx-xml'];
const specs: SbomSpecVersion[] = ['1.6', '1.5'];

/**
 * `lil sbom [--repo DIR] [--format cyclonedx-json|cyclonedx-xml] [--spec 1.6|1.5] [--output FILE]
 * [--include-dev]`: the BOM goes to stdout (or FILE); notes, errors and a summary go to stderr.
 * Exit 0, or 1 when a lockfile could not be read (the BOM of the others is still written).
 */
export const run: CommandRun = async (args, io) => {
  const { values } = parseCommandArgs(
    'sbom',
    args,
    {
      repo: { type: 'string' },
      format: { type: 'string' },
      spec: { type: 'string' },
      output: { type: 'string' },
      'include-dev': { type: 'boolean' },
    },
    false,
  );
  const format = (values.format ?? 'cyclonedx-json') as SbomFormat;
  if (!formats.includes(format)) {
    throw new UsageError(
      `lil sbom: --format must be one of ${formats.join(', ')}, got '${format}'`,
    );
  }
  const specVersion = (values.spec ?? '1.6') as SbomSpecVersion;
  if (!specs.includes(specVersion)) {
    throw new UsageError(
      `lil sbom: --spec must be one of ${specs.join(', ')}, got '${specVersion}'`,
    );
  }
  const result = await generateSbom({
    repoDir: resolve(io.cwd, values.repo ?? '.'),
    format,
    specVersion,
    includeDev: values['include-dev'] ?? false,
    env: io.env,
  });
  if (values.output) await writeFile(resolve(io.cwd, values.output), result.text);
  else io.stdout(result.text);

  for (const note of result.notes) io.stderr(`lil sbom: note: ${note}\n`);
  for (const e of result.errors) {
    io.stderr(
      `lil sbom: error: ${e.file}${e.line !== undefined ? `:${e.line}` : ''}: ${e.message}\n`,
    );
  }
  const counts = Object.entries(result.componentCounts)
    .map(([ecosystem, n]) => `${ecosystem} ${n}`)
    .join(', ');
  const total = Object.values(result.componentCounts).reduce((a, b) => a + b, 0);
  io.stderr(
    `lil sbom: CycloneDX ${specVersion} ${format === 'cyclonedx-xml' ? 'XML' : 'JSON'}, ${total} components (${counts}) ` +
      `from ${result.lockfiles.length} lockfile(s), ${result.errors.length} unreadable; sha256 ${result.sha256}` +
      `${values.output ? `; written to ${values.output}` : ''}\n`,
  );
  return result.errors.length > 0 ? EXIT.failed : EXIT.ok;
};
