/** Key/value persistence (browser localStorage, a file, memory). Core never touches a real store. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** In-memory storage for tests and non-browser callers. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    snapshot: () => Object.fromEntries(data),
  };
}
