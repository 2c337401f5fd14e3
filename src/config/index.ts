export { ConfigError } from './errors';
export { parseConfigFile } from './file';
export { readActionInputs, lines, type ActionInputs, type InputSource } from './inputs';
export { parseHmacKeys, secretForms } from './keys';
export { resolveConfig, type ConfigSources } from './resolve';
export * from './schema';
