import { z } from 'zod';
import { resolveKindName } from '../signature/kinds';
import type { AllowedSignatureChange } from '../signature/policy';

/** Which finding severity turns the verdict into `fail`. */
export const FAIL_ON = ['breaking', 'warning', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export const SBOM_FORMATS = ['cyclonedx-json', 'cyclonedx-xml'] as const;
export type SbomFormat = (typeof SBOM_FORMATS)[number];

/**
 * An intended signature change (`allow-signature-changes:`): findings it matches are shown as
 * accepted, not failed (src/signature/policy.ts matches them).
 */
const allowedSignatureChange = z.strictObject({
  /** `Class.method`, `Class.*` for every member, `*` for anything, a file for `module-removed`. */
  symbol: z.string().min(1),
  /** A signature finding kind, e.g. `export-removed`; omitted = any kind. */
  kind: z
    .string()
    .min(1)
    .refine((k) => resolveKindName(k) !== undefined, 'not a signature finding kind')
    .optional(),
  /** Repository-relative file; omitted = any file. */
  file: z.string().min(1).optional(),
  /** Shown beside the accepted finding. */
  reason: z.string().min(1).optional(),
});

/**
 * `.letitloop.yml`: the repository's policy. Keys are spelled like the action inputs. Every key is
 * optional; unknown keys are refused so a typo never silently weakens the gate.
 */
export const configFileSchema = z.strictObject({
  'strict-ast': z.boolean().optional(),
  'fail-on': z.enum(FAIL_ON).optional(),
  'bundle-path': z.string().min(1).optional(),
  'require-bundle': z.boolean().optional(),
  scope: z.array(z.string().min(1)).optional(),
  sbom: z.boolean().optional(),
  'sbom-format': z.enum(SBOM_FORMATS).optional(),
  'post-comment': z.boolean().optional(),
  'test-command': z.string().min(1).optional(),
  'test-timeout-seconds': z.number().int().min(1).max(21600).optional(),
  'allow-signature-changes': z.array(allowedSignatureChange).optional(),
  /**
   * Globs (scope semantics) of files the signature gate does not judge, beside the files the base's
   * `.gitattributes` mark `linguist-generated`; they still count for the scope fence and the binding.
   */
  'signature-ignore-paths': z.array(z.string().min(1)).optional(),
  /** Test code (see src/gate/signature.ts isTestPath) is not judged either, unless this is false. */
  'signature-ignore-tests': z.boolean().optional(),
});
export type ConfigFile = z.infer<typeof configFileSchema>;

/** The resolved configuration every part of the run reads. */
export interface Config {
  strictAst: boolean;
  failOn: FailOn;
  bundlePath: string;
  requireBundle: boolean;
  /** Allowed path globs; empty = the scope fence is not configured. */
  scope: string[];
  sbom: boolean;
  sbomFormat: SbomFormat;
  postComment: boolean;
  testCommand?: string;
  testTimeoutSeconds: number;
  /** Only from the action input / CLI, never from the repository's file. */
  allowUntrustedCode: boolean;
  /** `allow-signature-changes`: intended signature changes. */
  allowedSignatureChanges: AllowedSignatureChange[];
  /** `signature-ignore-paths`: globs the signature gate skips (generated or vendored code). */
  signatureIgnorePaths: string[];
  /** `signature-ignore-tests` (default true): test files are not judged for API drift. */
  signatureIgnoreTests: boolean;
}

/** The defaults; action.yml declares the same values (a test keeps them equal). */
export const DEFAULTS = {
  'strict-ast': true,
  'fail-on': 'breaking',
  'bundle-path': '.letitloop/proofs/**',
  'require-bundle': false,
  scope: [] as string[],
  sbom: true,
  'sbom-format': 'cyclonedx-json',
  'post-comment': true,
  'test-timeout-seconds': 600,
} as const satisfies ConfigFile;

export const DEFAULT_CONFIG_FILE = '.letitloop.yml';
