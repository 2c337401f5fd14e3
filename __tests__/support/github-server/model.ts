import type { FileRow, GitBackend } from './git-backend';

export interface FakeRepo {
  owner: string;
  name: string;
  id: number;
  defaultBranch: string;
  /** The repository's git data (trees, blobs, PR files); absent for synthetic repos. */
  git?: GitBackend;
  pulls: Map<number, FakePull>;
  /** Serve recursive trees as GitHub does for huge repositories: half the entries, `truncated`. */
  truncateTrees?: boolean;
}

export interface FakePull {
  number: number;
  base: string;
  head: string;
  state: 'open' | 'closed';
  /** Synthetic file rows (e.g. 3,001 of them); otherwise computed from git base...head. */
  files?: FileRow[];
}

export interface StoredComment {
  id: number;
  nodeId: string;
  repo: string;
  issue: number;
  body: string;
  author: string;
  minimized: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Make requests to one operation fail: `times` times (default every time), then succeed. */
export interface Fault {
  /** Operation id (e.g. `issues/create-comment`) or `METHOD /path/template`. */
  operation: string;
  status: number;
  times?: number;
  message?: string;
  headers?: Record<string, string>;
}

export interface RequestRecord {
  method: string;
  path: string;
  operation?: string;
  query: Record<string, string>;
  body?: unknown;
  status: number;
}

export interface Violation {
  method: string;
  path: string;
  /** `request`: the client sent something GitHub would not accept; `response`: a bug in the fake. */
  kind: 'request' | 'response' | 'route';
  problems: string[];
}

/** Who the token is: an Actions/installation token cannot read `GET /user`. */
export type Viewer =
  { kind: 'actions-token'; login: string } | { kind: 'user'; login: string; id: number };

export const ACTIONS_BOT = 'github-actions[bot]';
