import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GitBackend, type FileRow } from './git-backend';
import { answerGraphql } from './graphql';
import {
  ACTIONS_BOT,
  type Fault,
  type FakePull,
  type FakeRepo,
  type RequestRecord,
  type StoredComment,
  type Viewer,
  type Violation,
} from './model';
import { operations } from './openapi';
import { notFound, routes, type Reply } from './routes';

export interface FakeGitHubOptions {
  /** When set, requests must carry it (`token …` or `Bearer …`), else 401. */
  token?: string;
  /** Default: the Actions token (`github-actions[bot]`, `GET /user` forbidden). */
  viewer?: Viewer;
  /** `/api/v3` serves the REST API as GitHub Enterprise Server does (GraphQL at `/api/graphql`). */
  pathPrefix?: string;
}

/**
 * A local GitHub REST server for tests: real HTTP on a random port, state kept across requests,
 * every request checked against GitHub's OpenAPI description, faults injectable.
 */
export class FakeGitHub {
  readonly requests: RequestRecord[] = [];
  readonly violations: Violation[] = [];
  readonly comments = new Map<number, StoredComment>();
  viewer: Viewer;
  private readonly repos = new Map<string, FakeRepo>();
  private readonly faults: Fault[] = [];
  private readonly fileCache = new Map<FakePull, FileRow[]>();
  private commentSeq = 1000;
  private rateRemaining = 5000;
  private server!: Server;
  url = '';

  private constructor(private readonly options: FakeGitHubOptions) {
    this.viewer = options.viewer ?? { kind: 'actions-token', login: ACTIONS_BOT };
  }

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    const fake = new FakeGitHub(options);
    operations(); // load the description before the first request's clock starts
    fake.server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    fake.url = `http://127.0.0.1:${port}${options.pathPrefix ?? ''}`;
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  addRepo(repo: {
    owner: string;
    name: string;
    id?: number;
    gitDir?: string;
    defaultBranch?: string;
    truncateTrees?: boolean;
  }): FakeRepo {
    const stored: FakeRepo = {
      owner: repo.owner,
      name: repo.name,
      id: repo.id ?? 1296269,
      defaultBranch: repo.defaultBranch ?? 'main',
      pulls: new Map(),
      ...(repo.gitDir ? { git: new GitBackend(repo.gitDir) } : {}),
      ...(repo.truncateTrees ? { truncateTrees: true } : {}),
    };
    this.repos.set(`${repo.owner}/${repo.name}`.toLowerCase(), stored);
    return stored;
  }

  addPull(
    repo: FakeRepo,
    pull: { number: number; base: string; head: string; files?: FileRow[] },
  ): FakePull {
    const stored: FakePull = { state: 'open', ...pull };
    repo.pulls.set(pull.number, stored);
    return stored;
  }

  addComment(
    repo: FakeRepo,
    issue: number,
    body: string,
    author: string,
    minimized = false,
  ): StoredComment {
    const id = ++this.commentSeq;
    const now = new Date().toISOString();
    const comment = {
      id,
      nodeId: `IC_kwDO${id}`,
      repo: `${repo.owner}/${repo.name}`,
      issue,
      body,
      author,
      minimized,
      createdAt: now,
      updatedAt: now,
    };
    this.comments.set(id, comment);
    return comment;
  }

  commentsOn(repo: FakeRepo, issue: number): StoredComment[] {
    return [...this.comments.values()]
      .filter((c) => c.repo === `${repo.owner}/${repo.name}` && c.issue === issue)
      .sort((a, b) => a.id - b.id);
  }

  fail(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Requests per operation id, e.g. `{ 'pulls/list-files': 31 }`. */
  callCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const r of this.requests)
      counts[r.operation ?? r.path] = (counts[r.operation ?? r.path] ?? 0) + 1;
    return counts;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake.test');
    const query = Object.fromEntries(url.searchParams);
    const raw = await readBody(req);
    const record: RequestRecord = { method, path: url.pathname, query, status: 0 };
    this.requests.push(record);
    let body: unknown;
    try {
      body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      record.body = body;
    } catch {
      return this.reply(res, record, this.violation(record, 'request', ['body: not JSON'], 400));
    }
    if (!this.authorized(req))
      return this.reply(res, record, {
        status: 401,
        body: {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest',
          status: '401',
        },
      });
    const prefix = this.options.pathPrefix ?? '';
    const graphqlPath = prefix === '/api/v3' ? '/api/graphql' : `${prefix}/graphql`;
    if (method === 'POST' && url.pathname === graphqlPath) {
      record.operation = 'graphql';
      const answer = answerGraphql(body, this.comments.values());
      const fault = this.takeFault('graphql', method, url.pathname);
      if (answer.problems.length)
        return this.reply(res, record, this.violation(record, 'request', answer.problems, 400));
      return this.reply(res, record, fault ?? { status: 200, body: answer.data });
    }
    const pathname = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    const op = operations().find((o) => o.method === method && o.match(pathname));
    if (!op)
      return this.reply(
        res,
        record,
        this.violation(record, 'route', [`no such operation: ${method} ${url.pathname}`], 404),
      );
    record.operation = op.id;
    const params = op.match(pathname)!;
    const problems = op.validateRequest(params, query, body);
    if (problems.length)
      return this.reply(res, record, this.violation(record, 'request', problems, 400));
    const fault = this.takeFault(op.id, method, op.template);
    if (fault) return this.reply(res, record, fault);
    const reply = (routes[op.id] ?? notFound)({
      op,
      params,
      query,
      body,
      apiUrl: this.url,
      viewer: this.viewer,
      repo: (owner, name) => this.repos.get(`${owner}/${name}`.toLowerCase()),
      comments: this.comments,
      nextCommentId: () => ++this.commentSeq,
      pullFiles: (repo, pull) => this.pullFiles(repo, pull),
      rateRemaining: this.rateRemaining,
    });
    if (reply.status < 300) {
      const wrong = op.validateResponse(reply.status, reply.body);
      if (wrong.length)
        this.violations.push({ method, path: url.pathname, kind: 'response', problems: wrong });
    }
    this.reply(res, record, reply);
  }

  private pullFiles(repo: FakeRepo, pull: FakePull): FileRow[] {
    if (pull.files) return pull.files;
    let rows = this.fileCache.get(pull);
    if (!rows) this.fileCache.set(pull, (rows = repo.git?.pullFiles(pull.base, pull.head) ?? []));
    return rows;
  }

  private authorized(req: IncomingMessage): boolean {
    if (!this.options.token) return true;
    const header = req.headers.authorization ?? '';
    return header === `token ${this.options.token}` || header === `Bearer ${this.options.token}`;
  }

  private takeFault(operationId: string, method: string, template: string): Reply | undefined {
    const fault = this.faults.find(
      (f) =>
        (f.operation === operationId || f.operation === `${method} ${template}`) &&
        (f.times ?? Infinity) > 0,
    );
    if (!fault) return undefined;
    if (fault.times !== undefined) fault.times--;
    const message =
      fault.message ??
      (fault.status === 403 ? 'Resource not accessible by integration' : 'Server Error');
    return {
      status: fault.status,
      body: {
        message,
        documentation_url: 'https://docs.github.com/rest',
        status: String(fault.status),
      },
      headers: fault.headers ?? {},
    };
  }

  private violation(
    record: RequestRecord,
    kind: Violation['kind'],
    problems: string[],
    status: number,
  ): Reply {
    this.violations.push({ method: record.method, path: record.path, kind, problems });
    return {
      status,
      body: {
        message: `fake GitHub: ${problems.join('; ')}`,
        documentation_url: 'https://docs.github.com/rest',
      },
    };
  }

  private reply(res: ServerResponse, record: RequestRecord, reply: Reply): void {
    record.status = reply.status;
    this.rateRemaining = Math.max(0, this.rateRemaining - 1);
    const headers: Record<string, string> = {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(this.rateRemaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      ...reply.headers,
    };
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers).end();
      return;
    }
    res
      .writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(reply.body));
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
