/** Where the run reports what it is doing: `core.group`/`core.info` in Actions, a progress line on a terminal. */
export interface Progress {
  info(message: string): void;
  warning(message: string): void;
  /** Runs `body` as one named phase (a log group in Actions, a progress line on a terminal). */
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
}

/** Terminal progress: `▸ phase…` rewritten in place on a TTY, plain lines otherwise (stderr). */
export function terminalProgress(
  write: (text: string) => void,
  isTTY: boolean,
  redact: (s: string) => string,
): Progress {
  return {
    info: (message) => write(`${redact(message)}\n`),
    warning: (message) => write(`warning: ${redact(message)}\n`),
    async group(name, body) {
      const started = Date.now();
      if (isTTY) write(`\r\x1b[K▸ ${name}…`);
      try {
        return await body();
      } finally {
        const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
        if (isTTY) write(`\r\x1b[K✓ ${name} (${took})\n`);
      }
    },
  };
}
