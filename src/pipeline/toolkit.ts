import type { Redactor } from '../report/redact';
import type { Progress } from './progress';

export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
}

/**
 * The part of `@actions/core` the action uses, injected so tests need no module mocking
 * (main.ts passes the real one).
 */
export interface ActionToolkit {
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setSecret(secret: string): void;
  info(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
  /** Appends markdown to the job summary (`$GITHUB_STEP_SUMMARY`). */
  appendSummary(markdown: string): Promise<void>;
}

/** Progress in Actions: log groups; every line redacted before it reaches the log. */
export function actionProgress(toolkit: ActionToolkit, redactor: Redactor): Progress {
  return {
    info: (message) => toolkit.info(redactor.redact(message)),
    warning: (message) => toolkit.warning(redactor.redact(message)),
    group: (name, body) => toolkit.group(redactor.redact(name), body),
  };
}
