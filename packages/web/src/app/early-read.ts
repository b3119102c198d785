/**
 * A read sent the moment it is created, handed to the first caller; later calls send their own. The entry
 * sends the application configuration this way as it starts: the session's actor would otherwise ask only once
 * the texts have loaded and the first render has committed, and the configuration is what the first screen
 * waits for.
 */
export function earlyRead<T>(send: () => Promise<T>): () => Promise<T> {
  let first: Promise<T> | null = send();
  // Observed here so an early failure is never reported as unhandled; the first caller still receives it.
  first.catch(() => undefined);
  return () => {
    const out = first ?? send();
    first = null;
    return out;
  };
}
