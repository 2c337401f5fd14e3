import { z } from 'zod';
import { BundleError } from './reasons';
import { fileNameProblem, repoPathProblem } from './paths';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/** Identifies the predicate; an identifier, versioned in its last segment. */
export const PREDICATE_TYPE = 'https://letitloop.dev/proof-bundle/v1';
/** Bumped on any change to the predicate's shape; verifiers reject versions they do not know. */
export const PREDICATE_VERSION = 1;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'lowercase hex SHA-256');
const commitHex = z.string().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/, 'full lowercase git object id');
const timestamp = z.iso.datetime({ offset: false, precision: 3 });
const text = (max: number) => z.string().min(1).max(max);
const path = z.string().min(1).max(4096);
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const subjectSchema = z.strictObject({
  name: path.describe('repository-relative path of a file the run changed'),
  digest: z.strictObject({
    sha256: sha256Hex,
    gitBlob: commitHex.describe('git blob id of the content (SHA-1 or SHA-256 repository)'),
  }),
});

export const signatureChangeSchema = z.strictObject({
  symbol: text(512).describe('full symbol name, e.g. `Class.method`'),
  kind: text(128).optional().describe('the drift kind the signature gate reports'),
  file: path.optional(),
  reason: text(2000),
});

export const gateResultSchema = z.strictObject({
  name: text(128),
  passed: z.boolean(),
  detail: z.string().max(2000).optional(),
});

export const predicateSchema = z.strictObject({
  version: z.literal(PREDICATE_VERSION),
  tool: z.strictObject({ name: text(128), version: text(64) }),
  repository: z.strictObject({
    name: z.string().regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/, 'owner/name'),
    id: count.optional(),
  }),
  base: z.strictObject({ commit: commitHex }),
  deleted: z.array(path).max(100_000).describe('files the run deleted, sorted'),
  run: z.strictObject({
    goal: text(256),
    runId: text(256),
    status: text(64),
    steps: count,
    startedAt: timestamp,
    endedAt: timestamp,
  }),
  journal: z.strictObject({
    path: path.describe('file name of the journal, in the same folder as the bundle'),
    sha256: sha256Hex,
    bytes: count,
    frames: count,
    chainHead: sha256Hex,
  }),
  gates: z.array(gateResultSchema).max(1000),
  signatureChanges: z.array(signatureChangeSchema).max(10_000).optional(),
  issuedAt: timestamp,
  expiresAt: timestamp,
  nonce: z.string().regex(/^[0-9a-f]{32}$/, '16 random bytes, lowercase hex'),
});

export const statementSchema = z.strictObject({
  _type: z.literal(STATEMENT_TYPE),
  subject: z.array(subjectSchema).max(100_000).describe('files the run changed, sorted by name'),
  predicateType: z.literal(PREDICATE_TYPE),
  predicate: predicateSchema,
});

export type Subject = z.infer<typeof subjectSchema>;
export type SignatureChange = z.infer<typeof signatureChangeSchema>;
export type GateResult = z.infer<typeof gateResultSchema>;
export type Predicate = z.infer<typeof predicateSchema>;
export type Statement = z.infer<typeof statementSchema>;

/** The JSON Schema of the statement (docs/proof-bundle.schema.json is this, written out). */
export function statementJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(statementSchema, { target: 'draft-2020-12' }),
    $id: `${PREDICATE_TYPE}/statement.schema.json`,
    title: 'letitloop proof bundle: in-toto Statement v1 with the proof-bundle predicate',
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Parses the verified payload bytes (never a re-serialization) and checks the schema, the
 * version, and every path. The caller passes only bytes whose signature already verified.
 */
export function parseStatement(payload: Uint8Array): Statement {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(payload));
  } catch {
    throw new BundleError('bad-statement', 'payload is not UTF-8 JSON');
  }
  const version = (value as { predicate?: { version?: unknown } } | null)?.predicate?.version;
  if (version !== undefined && version !== PREDICATE_VERSION) {
    throw new BundleError(
      'unsupported-version',
      `predicate version ${JSON.stringify(version)?.slice(0, 20)} is not supported (this verifier reads ${PREDICATE_VERSION})`,
    );
  }
  const result = statementSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.join('.') || 'statement';
    throw new BundleError('bad-statement', `${where}: ${issue.message}`);
  }
  checkPaths(result.data);
  checkOrder(result.data);
  return result.data;
}

function checkPaths(statement: Statement): void {
  const { predicate } = statement;
  const paths = [
    ...statement.subject.map((s) => s.name),
    ...predicate.deleted,
    ...(predicate.signatureChanges ?? []).flatMap((c) => (c.file === undefined ? [] : [c.file])),
  ];
  for (const p of paths) {
    const problem = repoPathProblem(p);
    if (problem) throw new BundleError('hostile-path', `${JSON.stringify(p)}: ${problem}`);
  }
  const journalProblem = fileNameProblem(predicate.journal.path);
  if (journalProblem) {
    throw new BundleError(
      'hostile-path',
      `journal ${JSON.stringify(predicate.journal.path)}: ${journalProblem}`,
    );
  }
}

/** Subjects and deletions are sorted and disjoint, so a statement has one form per file set. */
function checkOrder(statement: Statement): void {
  const names = statement.subject.map((s) => s.name);
  assertSortedUnique(names, 'subject');
  assertSortedUnique(statement.predicate.deleted, 'predicate.deleted');
  const changed = new Set(names);
  const both = statement.predicate.deleted.find((p) => changed.has(p));
  if (both !== undefined) {
    throw new BundleError('bad-statement', `${both} is both a subject and deleted`);
  }
}

function assertSortedUnique(list: string[], where: string): void {
  for (let i = 1; i < list.length; i++) {
    if (comparePaths(list[i - 1]!, list[i]!) >= 0) {
      throw new BundleError('bad-statement', `${where} is not sorted and unique at ${list[i]}`);
    }
  }
}

/** Byte order of paths (what git uses), independent of locale. */
export function comparePaths(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
