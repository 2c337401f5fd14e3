import { describeIssue } from './file';
import { ConfigError } from './errors';
import { configFileSchema, DEFAULT_CONFIG_FILE, DEFAULTS, type ConfigFile } from './schema';

/** Reads one action input ('' when unset), e.g. `core.getInput`. */
export type InputSource = (name: string) => string;

/** The action's inputs beside the policy keys: secrets and switches the repository file cannot set. */
export interface ActionInputs {
  /** Policy inputs whose value differs from the action.yml default (they override the file). */
  overrides: ConfigFile;
  githubToken: string;
  hmacKeys: string;
  allowUntrustedCode: boolean;
  configFile: string;
}

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function readBoolean(name: string, value: string): boolean {
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new ConfigError(`input '${name}': expected true or false`);
}

/**
 * Reads the action inputs. An input equal to its action.yml default is treated as unset, so the
 * repository's `.letitloop.yml` decides unless the workflow says otherwise.
 */
export function readActionInputs(get: InputSource): ActionInputs {
  const raw: Record<string, unknown> = {};
  for (const name of ['strict-ast', 'require-bundle', 'sbom', 'post-comment'] as const) {
    const value = get(name).trim();
    if (value !== '' && readBoolean(name, value) !== DEFAULTS[name])
      raw[name] = readBoolean(name, value);
  }
  for (const name of ['fail-on', 'bundle-path', 'sbom-format'] as const) {
    const value = get(name).trim();
    if (value !== '' && value !== DEFAULTS[name]) raw[name] = value;
  }
  const scope = lines(get('scope'));
  if (scope.length > 0) raw.scope = scope;
  const testCommand = get('test-command').trim();
  if (testCommand !== '') raw['test-command'] = testCommand;

  const parsed = configFileSchema.safeParse(raw);
  if (!parsed.success) throw new ConfigError(`input ${describeIssue(parsed.error.issues[0]!)}`);
  const allowUntrusted = get('allow-untrusted-code').trim();
  return {
    overrides: parsed.data,
    githubToken: get('github-token').trim(),
    hmacKeys: get('hmac-keys'),
    allowUntrustedCode:
      allowUntrusted === '' ? false : readBoolean('allow-untrusted-code', allowUntrusted),
    configFile: get('config-file').trim() || DEFAULT_CONFIG_FILE,
  };
}

/** One value a line, trimmed, blank lines and `#` comments dropped. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}
