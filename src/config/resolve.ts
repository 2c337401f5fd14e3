import { DEFAULTS, type Config, type ConfigFile } from './schema';

export interface ConfigSources {
  /** The repository's `.letitloop.yml`, parsed (absent file = {}). */
  file: ConfigFile;
  /** Action inputs or CLI flags that differ from the defaults. */
  overrides?: ConfigFile;
  allowUntrustedCode: boolean;
}

/** Defaults, then the repository file, then explicit inputs: the last one that sets a key wins. */
export function resolveConfig({ file, overrides = {}, allowUntrustedCode }: ConfigSources): Config {
  const merged = { ...DEFAULTS, ...file, ...overrides };
  const testCommand = merged['test-command'];
  return {
    strictAst: merged['strict-ast'],
    failOn: merged['fail-on'],
    bundlePath: merged['bundle-path'],
    requireBundle: merged['require-bundle'],
    scope: [...merged.scope],
    sbom: merged.sbom,
    sbomFormat: merged['sbom-format'],
    postComment: merged['post-comment'],
    ...(testCommand ? { testCommand } : {}),
    testTimeoutSeconds: merged['test-timeout-seconds'],
    allowUntrustedCode,
    allowedSignatureChanges: [
      ...(file['allow-signature-changes'] ?? []),
      ...(overrides['allow-signature-changes'] ?? []),
    ],
    signatureIgnorePaths: [...(merged['signature-ignore-paths'] ?? [])],
    signatureIgnoreTests: merged['signature-ignore-tests'] ?? true,
  };
}
