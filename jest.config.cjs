// The GitHub toolkit (@actions/*, @octokit/*) ships ESM only; jest runs CommonJS here, so those
// packages are transpiled with the rest (ts-jest, transpile-only via isolatedModules).
const esmOnly = [
  '@actions',
  '@octokit',
  'universal-user-agent',
  'before-after-hook',
  'bottleneck',
  'fast-content-type-parse',
  'content-type',
  'json-with-bigint',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.[cm]?[tj]s$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testTimeout: 60000,
};
