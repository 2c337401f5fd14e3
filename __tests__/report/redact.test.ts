import { Redactor, REDACTED } from '../../src/report/redact';

describe('redaction', () => {
  const r = new Redactor(['k3y-material-exact']);

  it.each([
    ['GitHub personal token', 'use ghp_abcdefghijklmnopqrstuvwxyz0123456789AB now'],
    ['GitHub OAuth token', 'gho_abcdefghijklmnopqrstuvwxyz0123456789AB'],
    ['GitHub server token', 'x=ghs_abcdefghijklmnopqrstuvwxyz0123456789AB'],
    ['GitHub user-to-server token', 'ghu_abcdefghijklmnopqrstuvwxyz0123456789AB'],
    ['fine-grained PAT', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz'],
    ['AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['AWS secret', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['Bearer token', 'Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'],
    ['key=secret', 'DB_PASSWORD=hunter2hunter2'],
    ['JSON secret', '{"api_key": "sk-live-1234567890"}'],
    ['exact known secret', 'the key is k3y-material-exact.'],
  ])('removes a %s', (_name, text) => {
    const out = r.redact(text);
    expect(out).toContain(REDACTED);
    for (const secret of text.match(/[A-Za-z0-9_/+.-]{16,}/g) ?? []) {
      if (!/^(aws_secret_access_key|Authorization)$/.test(secret))
        expect(out).not.toContain(secret);
    }
  });

  it('removes whole PEM blocks, and a block cut off before its END line', () => {
    const pem =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----';
    expect(r.redact(`before\n${pem}\nafter`)).toBe(`before\n${REDACTED}\nafter`);
    expect(r.redact('x\n-----BEGIN RSA PRIVATE KEY-----\nMIIEow')).toBe(`x\n${REDACTED}`);
  });

  it('keeps the name and quotes of a key=secret form, and ordinary prose', () => {
    expect(r.redact('password: "two words"')).toBe(`password: "${REDACTED}"`);
    expect(r.redact('status: ok, 3 files changed')).toBe('status: ok, 3 files changed');
    expect(r.redact('Authorization: token ghs_abcdefghijklmnopqrstuvwxyz0123456789AB')).toBe(
      `Authorization: token ${REDACTED}`,
    );
  });

  it('ignores known secrets too short to mask without blanking prose', () => {
    const short = new Redactor(['abc']);
    expect(short.redact('abc def')).toBe('abc def');
  });

  it('redacts every string of a JSON value, keys included', () => {
    expect(r.redactDeep({ a: ['k3y-material-exact', 1], 'k3y-material-exact': true })).toEqual({
      a: [REDACTED, 1],
      [REDACTED]: true,
    });
  });
});
