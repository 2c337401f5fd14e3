import type { CliIO } from '../../src/cli/io';

/** A CliIO that records what a command printed. */
export function recordingIO(overrides: Partial<CliIO> = {}): CliIO & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout(text: string) {
      io.out += text;
    },
    stderr(text: string) {
      io.err += text;
    },
    env: {},
    cwd: process.cwd(),
    isTTY: false,
    ...overrides,
  };
  return io;
}
