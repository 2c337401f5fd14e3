/**
 * The library entry point (`require('letitloop-action')` / `import ... from 'letitloop-action'`):
 * the durable engine for agent pipelines, and proof bundles (seal a run, verify, bind).
 */
export { TOOL_NAME, TOOL_VERSION } from './version';
export * from './engine/index';
export * from './engine/supervise';
export * from './engine/upstream/index';
export * from './bundle/index';
