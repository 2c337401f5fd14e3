function helper(a: string, b?: boolean): string {
  return a;
}
export class Store {
  private items: number[] = [];
  #count = 'zero';
  private load(path: string, retries: number): Promise<void> {
    return Promise.resolve();
  }
  private extra(): void {}
  add(item: string): void {
    this.items.push(1);
  }
}
export function total(): number {
  return 1;
}
