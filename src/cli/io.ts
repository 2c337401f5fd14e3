/** What a command may touch, injected so commands are tested without a real terminal. */
export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** True when stderr is a terminal: progress lines are shown only then. */
  isTTY: boolean;
}

export function processIO(): CliIO {
  return {
    stdout: writerTo(process.stdout),
    stderr: writerTo(process.stderr),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stderr.isTTY),
  };
}

const watched = new WeakSet<NodeJS.WriteStream>();
const closed = new WeakSet<NodeJS.WriteStream>();

/**
 * Writes to `stream` until its reader goes away (`lil api-diff … | head`): then the command runs
 * on, its output dropped, and exits with its own code instead of an unhandled EPIPE stack trace.
 * Any other write error still crashes loudly.
 */
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  if (!watched.has(stream)) {
    watched.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      closed.add(stream);
    });
  }
  return (text) => {
    if (!closed.has(stream)) stream.write(text);
  };
}

export type CommandRun = (args: string[], io: CliIO) => Promise<number>;
