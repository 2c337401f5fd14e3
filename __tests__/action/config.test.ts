import {
  ConfigError,
  DEFAULTS,
  parseConfigFile,
  parseHmacKeys,
  readActionInputs,
  resolveConfig,
  secretForms,
} from '../../src/config';
import { actionYml } from './harness';

const inputsFrom = (values: Record<string, string>) => {
  const defaults = Object.fromEntries(
    Object.entries(actionYml().inputs).map(([k, v]) => [k, v.default ?? '']),
  );
  const all: Record<string, string> = { ...defaults, 'github-token': 'ghs_x', ...values };
  return (name: string) => all[name] ?? '';
};

describe('action.yml', () => {
  it('declares every input with a description, and the defaults the code uses', () => {
    const yml = actionYml();
    for (const [name, spec] of Object.entries(yml.inputs))
      expect([name, (spec as { description?: string }).description]).toEqual([
        name,
        expect.any(String),
      ]);
    for (const [name, value] of Object.entries(DEFAULTS)) {
      if (name === 'test-timeout-seconds') continue;
      const declared = yml.inputs[name]?.default;
      expect([name, declared]).toEqual([
        name,
        Array.isArray(value) ? value.join('\n') : String(value),
      ]);
    }
    expect(yml.inputs['github-token']!.default).toBe('${{ github.token }}');
    expect(Object.keys(yml.outputs).sort()).toEqual([
      'comment-url',
      'findings',
      'receipt-path',
      'report-path',
      'sbom-path',
      'verdict',
    ]);
  });
});

describe('.letitloop.yml', () => {
  it('parses a full policy', () => {
    const file = parseConfigFile(
      [
        'fail-on: warning',
        'scope:',
        '  - src/**',
        'test-command: npm test',
        'allow-signature-changes:',
        '  - symbol: Client.*',
        '    reason: v2',
        '  - symbol: send',
        '    kind: param-type-changed',
        '  - symbol: src/legacy.ts',
        '    kind: module-removed',
        '    file: src/legacy.ts',
        '  - symbol: parse',
        '    kind: unparseable',
        'signature-ignore-paths:',
        '  - vendor/',
        "  - '**/*.generated.ts'",
        'signature-ignore-tests: false',
      ].join('\n'),
      '.letitloop.yml',
    );
    expect(file).toEqual({
      'fail-on': 'warning',
      scope: ['src/**'],
      'test-command': 'npm test',
      'allow-signature-changes': [
        { symbol: 'Client.*', reason: 'v2' },
        { symbol: 'send', kind: 'param-type-changed' },
        { symbol: 'src/legacy.ts', kind: 'module-removed', file: 'src/legacy.ts' },
        { symbol: 'parse', kind: 'unparseable' },
      ],
      'signature-ignore-paths': ['vendor/', '**/*.generated.ts'],
      'signature-ignore-tests': false,
    });
    expect(
      resolveConfig({ file, allowUntrustedCode: false }).allowedSignatureChanges.map(
        (a) => a.symbol,
      ),
    ).toEqual(['Client.*', 'send', 'src/legacy.ts', 'parse']);
    expect(resolveConfig({ file, allowUntrustedCode: false }).signatureIgnorePaths).toEqual([
      'vendor/',
      '**/*.generated.ts',
    ]);
    expect(resolveConfig({ file: {}, allowUntrustedCode: false }).signatureIgnorePaths).toEqual([]);
    expect(resolveConfig({ file, allowUntrustedCode: false }).signatureIgnoreTests).toBe(false);
    expect(resolveConfig({ file: {}, allowUntrustedCode: false }).signatureIgnoreTests).toBe(true);
    expect(parseConfigFile('', '.letitloop.yml')).toEqual({});
  });

  it.each([
    ['fail-on: sometimes', '.letitloop.yml: fail-on: expected one of breaking|warning|never'],
    ['strict-ast: maybe', '.letitloop.yml: strict-ast: expected boolean'],
    ['scope: src/**', '.letitloop.yml: scope: expected array'],
    ['scope: [1]', '.letitloop.yml: scope[0]: expected string'],
    ['sbom-fromat: cyclonedx-json', ".letitloop.yml: unknown key 'sbom-fromat'"],
    [
      'allow-signature-changes: [{kind: export-removed}]',
      '.letitloop.yml: allow-signature-changes[0].symbol: expected string',
    ],
    [
      'allow-signature-changes: [{symbol: x, kind: param-removd}]',
      '.letitloop.yml: allow-signature-changes[0].kind: not a signature finding kind',
    ],
    [
      'allow-signature-changes: [{symbol: x, reson: typo}]',
      ".letitloop.yml: allow-signature-changes[0]: unknown key 'reson'",
    ],
    [
      'allow-signature-changes: {symbol: x}',
      '.letitloop.yml: allow-signature-changes: expected array',
    ],
    ['signature-ignore-paths: dist/**', '.letitloop.yml: signature-ignore-paths: expected array'],
    ["signature-ignore-paths: ['']", '.letitloop.yml: signature-ignore-paths[0]: Too small'],
    ['signature-ignore-tests: no', '.letitloop.yml: signature-ignore-tests: expected boolean'],
    // The pre-release spelling is refused, not silently ignored.
    ['signature: {allowed: [{symbol: x}]}', ".letitloop.yml: unknown key 'signature'"],
    [
      'test-timeout-seconds: 0',
      '.letitloop.yml: test-timeout-seconds: Too small: expected number to be >=1',
    ],
    ['a: [', '.letitloop.yml: not valid YAML'],
  ])('%s → one line naming the key', (text, message) => {
    let error: unknown;
    try {
      parseConfigFile(text, '.letitloop.yml');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.startsWith(message)).toBe(true);
    expect((error as Error).message).not.toContain('\n');
    expect((error as ConfigError).exitCode).toBe(2);
  });
});

describe('action inputs', () => {
  it('treat a value equal to the action.yml default as unset, so the file decides', () => {
    const inputs = readActionInputs(inputsFrom({}));
    expect(inputs.overrides).toEqual({});
    const config = resolveConfig({
      file: { 'fail-on': 'warning', sbom: false },
      overrides: inputs.overrides,
      allowUntrustedCode: false,
    });
    expect(config).toMatchObject({
      failOn: 'warning',
      sbom: false,
      strictAst: true,
      bundlePath: '.letitloop/proofs/**',
    });
  });

  it('override the file when set', () => {
    const inputs = readActionInputs(
      inputsFrom({
        'fail-on': 'never',
        scope: 'src/**\n# comment\n\ndocs/',
        'strict-ast': 'False',
        'test-command': 'make test',
        'allow-untrusted-code': 'TRUE',
      }),
    );
    expect(inputs.overrides).toEqual({
      'fail-on': 'never',
      scope: ['src/**', 'docs/'],
      'strict-ast': false,
      'test-command': 'make test',
    });
    expect(inputs.allowUntrustedCode).toBe(true);
    const config = resolveConfig({
      file: { 'fail-on': 'warning', scope: ['lib/**'] },
      overrides: inputs.overrides,
      allowUntrustedCode: true,
    });
    expect(config).toMatchObject({
      failOn: 'never',
      scope: ['src/**', 'docs/'],
      testCommand: 'make test',
    });
  });

  it('refuse bad values with the input named', () => {
    expect(() => readActionInputs(inputsFrom({ 'post-comment': 'yes' }))).toThrow(
      "input 'post-comment': expected true or false",
    );
    expect(() => readActionInputs(inputsFrom({ 'sbom-format': 'spdx' }))).toThrow(
      'input sbom-format: expected one of cyclonedx-json|cyclonedx-xml',
    );
  });
});

describe('HMAC keys', () => {
  const secret = Buffer.alloc(32, 7);
  it('parse `keyid:base64` lines and give every printable form of each key', () => {
    const [key] = parseHmacKeys(
      `# current\nk1:${secret.toString('base64')}\n`,
      "input 'hmac-keys'",
    );
    expect(key!.keyid).toBe('k1');
    expect(secretForms(key!)).toEqual(
      expect.arrayContaining([
        secret.toString('base64'),
        secret.toString('hex'),
        secret.toString('base64url'),
      ]),
    );
  });

  it('a bad line is a configuration error that never shows the key', () => {
    const text = `k1:${Buffer.alloc(8, 1).toString('base64')}`;
    expect(() => parseHmacKeys(text, "input 'hmac-keys'")).toThrow(ConfigError);
    try {
      parseHmacKeys(text, "input 'hmac-keys'");
    } catch (error) {
      expect((error as Error).message).not.toContain(Buffer.alloc(8, 1).toString('base64'));
      expect((error as Error).message).toMatch(/^input 'hmac-keys' line 1: /);
    }
  });
});
