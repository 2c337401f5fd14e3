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
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    isTTY: Boolean(process.stderr.isTTY),
  };
}

export type CommandRun = (args: string[], io: CliIO) => Promise<number>;
