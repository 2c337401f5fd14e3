function helper(a: number): number {
  return a;
}
export class Store {
  private items: string[] = [];
  #count = 0;
  private load(path: string): void {}
  add(item: string): void {
    this.items.push(item);
  }
}
export function total(): number {
  return helper(1);
}
