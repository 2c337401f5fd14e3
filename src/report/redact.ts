export const REDACTED = '[REDACTED]';

/** Secret shapes recognised in any text, most specific first. */
const PATTERNS: [RegExp, string | ((...m: string[]) => string)][] = [
  // PEM blocks, including one cut off before its END line.
  [/-----BEGIN [A-Z0-9 ]{1,64}-----[\s\S]*?(?:-----END [A-Z0-9 ]{1,64}-----|$)/g, REDACTED],
  // GitHub tokens: personal, OAuth, server-to-server, user-to-server, refresh; fine-grained PATs.
  [/\bgh[pousr]_[A-Za-z0-9]{20,255}/g, REDACTED],
  [/\bgithub_pat_[A-Za-z0-9_]{20,255}/g, REDACTED],
  // AWS access key ids.
  [/\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g, REDACTED],
  // Authorization headers.
  [
    /\b(Bearer|Basic|token)(\s+)[A-Za-z0-9\-._~+/]{8,}=*/g,
    (_m, scheme, space) => `${scheme}${space}${REDACTED}`,
  ],
  // key=secret and key: secret, for names that say they hold a secret (quotes and JSON spacing allowed).
  [
    /\b([A-Za-z0-9_.-]*(?:secret|token|passw(?:or)?d|pwd|api[_-]?key|access[_-]?key|private[_-]?key|credential|authorization)[A-Za-z0-9_.-]*)(["']?\s*[=:]\s*)(?!\[REDACTED\]|(?:Bearer|Basic|token)\s)("[^"\n]*"|'[^'\n]*'|[^\s"'`&;,|<>]+)/gi,
    (_m, name, sep, value: string) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${name}${sep}${quote}${REDACTED}${quote}`;
    },
  ],
];

/**
 * Redacts every text the action renders (comment, summary, annotations, report, logs): known
 * secret values, exactly, and the common secret shapes above.
 */
export class Redactor {
  private secrets: string[] = [];

  constructor(secrets: Iterable<string> = []) {
    for (const s of secrets) this.addSecret(s);
  }

  /** A value to remove wherever it appears; short values are ignored (they would blank prose). */
  addSecret(secret: string): void {
    const value = secret.trim();
    if (value.length < 6 || this.secrets.includes(value)) return;
    this.secrets.push(value);
    this.secrets.sort((a, b) => b.length - a.length);
  }

  redact(text: string): string {
    let out = text;
    for (const secret of this.secrets) out = out.split(secret).join(REDACTED);
    for (const [pattern, replacement] of PATTERNS) {
      out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
    }
    return out;
  }

  /** A deep copy of a JSON-like value with every string redacted (keys included). */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactDeep(v)) as T;
    if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [this.redact(k), this.redactDeep(v)]),
      ) as T;
    }
    return value;
  }
}
