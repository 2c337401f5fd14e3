import { TOOL_NAME, TOOL_VERSION } from '../version';
import { EXIT } from './errors';
import type { CliIO, CommandRun } from './io';

interface CommandEntry {
  usage: string;
  summary: string;
  /** Loaded on demand, so `lil --help` and a cold start do not pay for ts-morph or the SBOM library. */
  load(): Promise<{ run: CommandRun }>;
}

/** Every `lil` command. Each lives in its own file under src/cli/. */
export const commands: Record<string, CommandEntry> = {};
commands['status'] = {
  usage: 'status [--dir D] [--json]',
  summary: 'durable goals: committed steps, in-doubt markers, locks and their owners',
  load: () => import('./status'),
};
commands['sbom'] = {
  usage:
    'sbom [--repo DIR] [--format cyclonedx-json|cyclonedx-xml] [--spec 1.6|1.5] [--output FILE] [--include-dev]',
  summary: 'CycloneDX SBOM of every lockfile (npm, pnpm, yarn, pip, poetry, uv)',
  load: () => import('./sbom'),
};
commands['verify'] = {
  usage:
    'verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]',
  summary: "run the action's gate on a local repository (posts nothing)",
  load: () => import('./verify'),
};
commands['watch'] = {
  usage: 'watch [--max-restarts N] [--backoff SECONDS] -- CMD ARGS...',
  summary: 'run CMD, restart it when it crashes (backoff, circuit breaker); see lil watch --help',
  load: () => import('./watch'),
};
commands['api-diff'] = {
  usage: 'api-diff <old> <new> [--json]',
  summary: 'signature drift between two files or two directories (exit 1 on breaking)',
  load: () => import('./api-diff'),
};
commands['seal'] = {
  usage:
    'seal --goal GOAL [--runs-dir DIR] [--repo DIR] [--base REF] --key-file FILE --out PATH.bundle.json',
  summary: "seal a finished durable run into a proof bundle (see 'lil seal --help')",
  load: () => import('./seal'),
};
commands['replay'] = {
  usage: 'replay PATH [--key-file FILE] [--json]',
  summary: 'verify a proof bundle and replay its journal (or a bare journal, unsealed)',
  load: () => import('./replay'),
};

export function helpText(): string {
  const width = Math.max(...Object.values(commands).map((c) => c.usage.length), 10);
  const lines = Object.values(commands).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
  return [
    `lil (${TOOL_NAME} ${TOOL_VERSION}): verify pull requests written by AI agents, and run durable agent pipelines.`,
    '',
    'Usage: lil <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'With no command outside GitHub Actions, runs `lil verify --dry-run` on the current repository.',
    'Exit codes: 0 ok, 1 failed, 2 usage or configuration error, 3 could not verify.',
    '',
  ].join('\n');
}

/** Runs one CLI invocation and returns its exit code; errors become one line on stderr. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(helpText());
    return EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${TOOL_VERSION}\n`);
    return EXIT.ok;
  }
  const command = commands[name];
  if (!command) {
    io.stderr(`lil: unknown command '${name}'. Run 'lil --help' for the list.\n`);
    return EXIT.usage;
  }
  try {
    const { run } = await command.load();
    return await run(rest, io);
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIO): number {
  const err = error as Error & { exitCode?: number; code?: string };
  const message = (err?.message ?? String(error)).split('\n')[0]!;
  // Commands name themselves in their usage errors (`lil replay: …`): one prefix, not two.
  io.stderr(/^lil[ :]/.test(message) ? `${message}\n` : `lil: ${message}\n`);
  if (typeof err?.exitCode === 'number') return err.exitCode;
  return EXIT.failed;
}
