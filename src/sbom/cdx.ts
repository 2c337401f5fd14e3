/**
 * The CycloneDX library through its subpath entries only: its main entry also loads `Validation`,
 * whose schema files ncc cannot bundle (docs/adr/0007). Types come from the main entry, which both
 * module resolutions used here (bundler for the bundle, node10 for lib/) can see; the subpath
 * entries exist only in the package's `exports` map, which node10 does not read.
 */
import type * as CycloneDX from '@cyclonedx/cyclonedx-library';

/* eslint-disable @typescript-eslint/no-require-imports -- subpath entries, see above */
export const Models: typeof CycloneDX.Models = require('@cyclonedx/cyclonedx-library/Models');
export const Enums: typeof CycloneDX.Enums = require('@cyclonedx/cyclonedx-library/Enums');
export const Serialize: typeof CycloneDX.Serialize = require('@cyclonedx/cyclonedx-library/Serialize');
export const Spec: typeof CycloneDX.Spec = require('@cyclonedx/cyclonedx-library/Spec');
export const LicenseFactories: typeof CycloneDX.Contrib.License.Factories =
  require('@cyclonedx/cyclonedx-library/Contrib/License').Factories;
export const CYCLONEDX_LIBRARY_VERSION: string =
  require('@cyclonedx/cyclonedx-library/package.json').version;
/* eslint-enable @typescript-eslint/no-require-imports */

export type { CycloneDX };
