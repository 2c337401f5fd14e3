import type { SbomOptions, SbomResult } from './types';

/**
 * `generateSbom` for the package entry: loads the SBOM code (the CycloneDX library, the YAML and
 * TOML parsers; about 0.3 s) on first call, so users of the durable engine do not pay for it.
 */
export async function generateSbom(options: SbomOptions): Promise<SbomResult> {
  const sbom = await import('./index');
  return sbom.generateSbom(options);
}
