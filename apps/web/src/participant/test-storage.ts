/**
 * For the participant page's unit tests only (they run in Node, without a DOM): a Storage kept in
 * memory, and one that throws at every touch, as private browsing or a full quota can.
 */

/** An in-memory Storage; `items` shows the tests what is stored. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A Storage that refuses everything, listing its keys included. */
export function refusingStorage() {
  const refuse = (): never => {
    throw new Error('denied');
  };
  return {
    get length(): number {
      return refuse();
    },
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
  };
}
