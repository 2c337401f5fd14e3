import { UsageError } from '../cli/errors';

/**
 * Invalid configuration: a distinct outcome from a failed verification (exit 2 in the CLI and in
 * the action). The message is one line and names the source and the key, never a secret value.
 */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
}
