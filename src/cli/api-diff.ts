import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { looksBinary } from '../diff/content';
import { compareFindings, type Finding } from '../findings';
import {
  diffFileSet,
  isSignatureFile,
  MAX_SIGNATURE_FILE_BYTES,
  type FileVersions,
} from '../signature/index';
import { parseCommandArgs } from './args';
import { EXIT, UsageError } from './errors';
import type { CommandRun } from './io';

const USAGE = 'usage: lil api-diff <old> <new> [--json]';
const SKIP_DIRS = new Set(['node_modules', '.git']);

/**
 * `lil api-diff <old> <new> [--json]`: signature drift between two files, or between two
 * directories whose files are paired by relative path. Exit 1 when any finding is breaking.
 */
export const run: CommandRun = async (args, io) => {
  const { values, positionals } = parseCommandArgs('api-diff', args, {
    json: { type: 'boolean', default: false },
  });
  if (positionals.length !== 2) throw new UsageError(`lil api-diff: expected two paths. ${USAGE}`);
  // An unset shell variable (`lil api-diff "$OLD" new/`) would otherwise name the working folder.
  if (positionals.some((p) => p.trim() === ''))
    throw new UsageError(`lil api-diff: a path is empty. ${USAGE}`);
  const [oldPath, newPath] = positionals.map((p) => resolve(io.cwd, p)) as [string, string];
  const started = performance.now();
  const pairs = pairInputs(oldPath, newPath, positionals as [string, string]);
  // Two files: a base class the new one imports is read from beside it, as it is on disk.
  const readModules =
    pairs.length === 1 && statSync(newPath).isFile()
      ? async (paths: string[]) => paths.map((p) => readBeside(resolve(io.cwd, p)))
      : undefined;
  // Two directories are whole trees: every module of both versions is in the set.
  const wholeTree = readModules === undefined;
  const pythonRoot = wholeTree ? pythonPackageName(newPath, pairs) : undefined;
  const results = await diffFileSet(pairs, { readModules, wholeTree, pythonRoot });
  const findings = results.flat().sort(compareFindings);
  const durationMs = Math.round(performance.now() - started);
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ findings: findings.map(jsonFinding), files: pairs.length, durationMs })}\n`,
    );
  } else {
    io.stdout(renderTable(findings, pairs.length, durationMs));
  }
  return findings.some((f) => f.severity === 'breaking') ? EXIT.failed : EXIT.ok;
};

/**
 * The Python package a directory is, named by its folder as Python names it, where its files (the
 * pairs read from it) hold an `__init__` (`new/django`): its absolute imports (`django.db`) name
 * modules of the set.
 */
function pythonPackageName(dir: string, pairs: FileVersions[]): string | undefined {
  const name = basename(dir);
  const isPackage = pairs.some(
    (p) => p.head !== null && (p.path === '__init__.py' || p.path === '__init__.pyi'),
  );
  return isPackage && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) ? name : undefined;
}

/** A text file's content, or undefined where there is none (or only a large or binary one). */
function readBeside(path: string): string | undefined {
  try {
    if (statSync(path).size > MAX_SIGNATURE_FILE_BYTES) return undefined;
    const content = readFileSync(path);
    return looksBinary(content) ? undefined : content.toString('utf8');
  } catch {
    return undefined;
  }
}

function statOrFail(path: string, shown: string): Stats {
  try {
    return statSync(path);
  } catch {
    throw new UsageError(`lil api-diff: no such file or directory: ${shown}`);
  }
}

function pairInputs(oldPath: string, newPath: string, shown: [string, string]): FileVersions[] {
  const a = statOrFail(oldPath, shown[0]);
  const b = statOrFail(newPath, shown[1]);
  if (a.isFile() && b.isFile()) {
    return [{ path: shown[1], base: read(oldPath), head: read(newPath) }];
  }
  if (!a.isDirectory() || !b.isDirectory()) {
    throw new UsageError(
      `lil api-diff: <old> and <new> must both be files or both be directories. ${USAGE}`,
    );
  }
  const oldFiles = listFiles(oldPath);
  const newFiles = listFiles(newPath);
  const paths = [...new Set([...oldFiles, ...newFiles])].sort();
  return paths.map((p) => ({
    path: p,
    base: oldFiles.has(p) ? read(join(oldPath, p)) : null,
    head: newFiles.has(p) ? read(join(newPath, p)) : null,
  }));
}

/** Signature files under a directory, as `/`-separated relative paths. */
function listFiles(root: string): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && !SKIP_DIRS.has(entry.name)) walk(full);
      else if (entry.isFile() && isSignatureFile(entry.name)) {
        out.add(relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return out;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `lil api-diff: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

function jsonFinding(f: Finding) {
  return {
    kind: f.kind,
    severity: f.severity,
    symbol: f.symbol ?? null,
    message: f.message,
    file: f.file ?? null,
    line: f.line ?? null,
    oldLine: f.oldLine ?? null,
  };
}

function renderTable(findings: Finding[], files: number, durationMs: number): string {
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  const summary = `${findings.length} finding${findings.length === 1 ? '' : 's'} (${count('breaking')} breaking, ${count('warning')} warning, ${count('info')} info) in ${files} file${files === 1 ? '' : 's'}, ${durationMs} ms\n`;
  if (findings.length === 0) return summary;
  const rows = [
    ['severity', 'kind', 'where', 'symbol', 'message'],
    ...findings.map((f) => [
      f.severity,
      f.kind,
      `${f.file ?? ''}:${f.line ?? '-'}${f.oldLine !== undefined ? ` (was ${f.oldLine})` : ''}`,
      f.symbol ?? '',
      f.message,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => (i === 4 ? 0 : Math.max(...rows.map((r) => r[i]!.length))));
  const line = (r: string[]) => r.map((c, i) => (i === 4 ? c : c.padEnd(widths[i]!))).join('  ');
  const rule = widths.map((w, i) => '-'.repeat(i === 4 ? 7 : w)).join('  ');
  return [line(rows[0]!), rule, ...rows.slice(1).map(line), '', summary].join('\n');
}
