import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'dist.tmp/', 'lib/', 'node_modules/', 'coverage/', '__tests__/**/fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Only src/github/ talks to the GitHub API (DESIGN.md).
    files: ['src/**/*.ts'],
    ignores: ['src/github/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@octokit/*', '@actions/github'],
              message: 'Only src/github/ talks to the GitHub API.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is a library: it imports nothing else from src/ (DESIGN.md).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(cli|bundle|diff|signature|sbom|gate|report|github|config|main|lib|index|version|findings)(/|$)',
              message: 'src/engine imports nothing else from src/.',
            },
            {
              group: ['@octokit/*', '@actions/*'],
              message: 'The engine is a library: no toolkit imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'scripts/**/*.mjs'],
    languageOptions: {
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
