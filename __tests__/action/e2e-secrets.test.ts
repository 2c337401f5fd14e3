import { existsSync } from 'node:fs';
import { closeFixture, pullFixture, TOKEN, type PullFixture } from './fixtures';
import { DIST, runBundledAction } from './harness';

const HMAC = Buffer.from('0123456789abcdef0123456789abcdef-secret-hmac-key!!').subarray(0, 40);
const SECRETS = {
  pat: 'ghp_PlantedInConfig0123456789abcdefghijAB',
  awsId: 'AKIAIOSFODNN7EXAMPLE',
  awsSecret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  pemBody: 'MIIEowIBAAKCAQEAplantedPemBodyLine0123456789',
  deploy: 'tok_live_ABCDEF1234567890',
  hmacBase64: HMAC.toString('base64'),
  token: TOKEN,
};

describe('secrets never leave the bundled action', () => {
  let f: PullFixture | undefined;
  beforeAll(() => {
    if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run 'npm run bundle' first`);
  });
  afterAll(() => closeFixture(f));

  it('planted in the repository, the config and the test output, they appear in no output', async () => {
    const config = [
      'scope:',
      '  - src/**',
      `test-command: "echo visible-line; echo deploy_token=${SECRETS.deploy}; cat leak.env; echo ${SECRETS.pat}; exit 1"`,
    ].join('\n');
    const leak = [
      `AWS_SECRET_ACCESS_KEY=${SECRETS.awsSecret}`,
      '-----BEGIN RSA PRIVATE KEY-----',
      SECRETS.pemBody,
      '-----END RSA PRIVATE KEY-----',
      `hmac ${SECRETS.hmacBase64}`,
      `token ${SECRETS.token}`,
    ].join('\n');
    f = await pullFixture(
      { 'src/app.ts': 'export const a = 1;\n', '.letitloop.yml': `${config}\n` },
      {
        'leak.env': `${leak}\n`,
        [`keys/${SECRETS.awsId}.txt`]: 'x\n',
        'src/app.ts': `export const a = 2; // ${SECRETS.pat}\n`,
      },
    );
    const run = await runBundledAction({
      payload: f.payload,
      apiUrl: f.fake.url,
      token: TOKEN,
      workspace: f.repo.dir,
      inputs: { 'hmac-keys': `k1:${SECRETS.hmacBase64}` },
    });
    expect(run.code).toBe(1);
    const comment = f.fake.commentsOn(f.fakeRepo, f.number)[0]?.body ?? '';
    // The run really rendered the test output and the out-of-scope paths, redacted.
    expect(comment).toContain('visible-line');
    expect(comment).toContain('deploy_token=[REDACTED]');
    expect(comment).toContain('keys/[REDACTED].txt');
    expect(run.summary).toContain('test-failed');
    expect(JSON.parse(run.report!).verdict).toBe('fail');
    const logs = (run.stdout + run.stderr)
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const [name, secret] of Object.entries(SECRETS)) {
      for (const [where, text] of Object.entries({
        logs,
        comment,
        summary: run.summary,
        report: run.report ?? '',
      })) {
        expect([name, where, text.includes(secret)]).toEqual([name, where, false]);
      }
    }
    // Masks were registered for the token and the key before anything was logged.
    expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${TOKEN}`);
    expect(run.stdout).toContain(`::add-mask::${SECRETS.hmacBase64}`);
  });
});
