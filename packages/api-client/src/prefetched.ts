/**
 * A GET sent before the client existed — index.html's boot script sends the signed-in first screen's reads
 * while the app's code is still downloading — for the client to use instead of sending the same read again.
 */
export interface PrefetchedRead {
  path: string;
  /** The query as sent, every value as its text. */
  query: Readonly<Record<string, string>>;
  headers: Readonly<Record<string, string>>;
  response: Promise<Response>;
}

/** What the client would send now, to be matched against a prefetched read. */
export interface ReadShape {
  path: string;
  query: Readonly<Record<string, string | number | boolean>> | undefined;
  headers: Readonly<Record<string, string>>;
}

/** Marks an answer the client cannot use: it sends the read itself. */
export const NOT_USABLE: unique symbol = Symbol('not usable');

function sameEntries(a: Readonly<Record<string, string | number | boolean>>, b: Readonly<Record<string, string | number | boolean>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && String(a[key]) === String(b[key]));
}

/** A prefetched read with its answer already being read. */
interface PendingRead extends PrefetchedRead {
  answer: Promise<unknown>;
}

/**
 * The body of a prefetched read when it succeeded; NOT_USABLE when it failed, was refused (a 401 goes through the
 * client's own refresh and retry) or is not JSON. Every body is read or cancelled at once, taken or not: a body
 * nobody reads holds its connection, and through a service worker the request never ends.
 */
function readAnswer(response: Promise<Response>): Promise<unknown> {
  return response
    .then(async (answer) => {
      if (answer.ok) return (await answer.json()) as unknown;
      await answer.body?.cancel();
      return NOT_USABLE;
    })
    .catch(() => NOT_USABLE);
}

/**
 * Prefetched reads, each used at most once: `take` hands out the one sent exactly as the client would send this
 * read now (path, query, every header — the token and the tenant included), so a read sent under another session
 * or language is never taken for this one.
 */
export function prefetchedReads(reads: readonly PrefetchedRead[]) {
  const left: PendingRead[] = reads.map((read) => ({ ...read, answer: readAnswer(read.response) }));
  return {
    take(shape: ReadShape): PendingRead | undefined {
      const at = left.findIndex((read) => read.path === shape.path && sameEntries(read.query, shape.query ?? {}) && sameEntries(read.headers, shape.headers));
      return at < 0 ? undefined : left.splice(at, 1)[0];
    },
  };
}

/**
 * The prefetched read's body when it succeeded; NOT_USABLE when it did not (see `readAnswer`) or did not answer
 * before `signal` ended — the client then sends the read itself.
 */
export async function answerOf(read: PendingRead, signal: AbortSignal): Promise<unknown> {
  const ended = new Promise<typeof NOT_USABLE>((resolve) => {
    if (signal.aborted) resolve(NOT_USABLE);
    else signal.addEventListener('abort', () => { resolve(NOT_USABLE); }, { once: true });
  });
  return Promise.race([read.answer, ended]);
}
