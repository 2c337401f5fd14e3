import type { Finding, Severity } from '../../findings';
import { signatureKind, type SignatureLanguage } from '../kinds';
import type { TypeOracle, TypeRef } from '../model';

/** Where a finding points: the head line and the base line. */
export interface At {
  line?: number;
  oldLine?: number;
}

/** Collects the findings of one file pair; severities default to the catalogue's. */
export class Reporter {
  readonly findings: Finding[] = [];

  constructor(
    readonly file: string,
    readonly language: SignatureLanguage,
    readonly oracle: TypeOracle,
  ) {}

  add(
    kind: string,
    symbol: string | undefined,
    message: string,
    at: At,
    severity?: Severity,
  ): void {
    const finding: Finding = {
      gate: 'signature',
      kind,
      severity: severity ?? signatureKind(kind).severity,
      file: this.file,
      message,
    };
    if (at.line !== undefined) finding.line = at.line;
    if (at.oldLine !== undefined) finding.oldLine = at.oldLine;
    if (symbol !== undefined) finding.symbol = symbol;
    this.findings.push(finding);
  }

  /** A type as a message shows it, in backquotes. */
  show(ref: TypeRef | undefined): string {
    return ref ? `\`${this.oracle.display(ref)}\`` : '(none)';
  }
}

/** `Class.member`, or the bare name at module level. */
export function qualify(owner: string | undefined, name: string): string {
  return owner ? `${owner}.${name}` : name;
}
