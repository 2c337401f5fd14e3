export const LIMIT = 3;
export class K {
  second(y: string): string {
    return y;
  }
  /** First. */
  first(): void {}
}
export function a(x: number): number {
  return x;
}
