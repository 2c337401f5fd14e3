export function a(x: number): number {
  return x;
}
export class K {
  /** First. */
  first(): void {}
  second(y: string): string {
    return y;
  }
}
export const LIMIT = 3;
