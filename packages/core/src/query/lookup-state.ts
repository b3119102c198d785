import type { PagedResultDto } from '../paging/paging';
import { normalizeKeyword } from './list-query';

/**
 * A picker that searches on the server (orders, styles, customers): the typed text, the keyword its
 * rows answer, the rows loaded so far (page after page) and how many more match. Pure data and pure
 * steps: the web hook owns the timer and the request, this says when to wait, what to ask and which
 * answer still counts. Rows are never cut silently: `remaining` is what the picker says is left.
 */

export const LOOKUP_PAGE_SIZE = 20;
/** Typing pauses this long before a search goes out; clearing the text searches at once. */
export const LOOKUP_DEBOUNCE_MS = 250;

export interface LookupRequest {
  /** Which request this is; only the answer to the latest one is taken. */
  seq: number;
  keyword: string | null;
  skipCount: number;
  maxResultCount: number;
}

export type LookupStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LookupState<T> {
  text: string;
  /** The keyword `items` answer (null: everything). */
  keyword: string | null;
  items: readonly T[];
  totalCount: number;
  status: LookupStatus;
  pending: LookupRequest | null;
  seq: number;
  pageSize: number;
}

export function initialLookup<T>(pageSize = LOOKUP_PAGE_SIZE): LookupState<T> {
  return { text: '', keyword: null, items: [], totalCount: 0, status: 'idle', pending: null, seq: 0, pageSize };
}

/** The keyword the next search would send: the one in flight, else the one on screen. */
function wantedKeyword<T>(state: LookupState<T>): string | null {
  return state.pending !== null ? state.pending.keyword : state.keyword;
}

/**
 * The user typed: the new state and how long to wait before `search` (null: the keyword did not change,
 * e.g. a trailing space, so nothing goes out; 0: cleared, search now).
 */
export function typed<T>(state: LookupState<T>, text: string): { state: LookupState<T>; wait: number | null } {
  const next = { ...state, text };
  const keyword = normalizeKeyword(text);
  if (state.status !== 'idle' && keyword === wantedKeyword(state)) return { state: next, wait: null };
  return { state: next, wait: keyword === null ? 0 : LOOKUP_DEBOUNCE_MS };
}

/** Search the typed text from the first page (also the first load when the picker opens, and a retry). */
export function search<T>(state: LookupState<T>): { state: LookupState<T>; request: LookupRequest } {
  const request: LookupRequest = { seq: state.seq + 1, keyword: normalizeKeyword(state.text), skipCount: 0, maxResultCount: state.pageSize };
  return { state: { ...state, seq: request.seq, pending: request, status: 'loading' }, request };
}

/** More rows of the same keyword; null while a request is out or when everything is loaded. */
export function loadMore<T>(state: LookupState<T>): { state: LookupState<T>; request: LookupRequest } | null {
  if (state.pending !== null || state.status !== 'ready' || remaining(state) === 0) return null;
  const request: LookupRequest = { seq: state.seq + 1, keyword: state.keyword, skipCount: state.items.length, maxResultCount: state.pageSize };
  return { state: { ...state, seq: request.seq, pending: request, status: 'loading' }, request };
}

/** Is this the answer the state waits for? Older ones (a keyword typed over, a closed picker) are dropped. */
export function isCurrent<T>(state: LookupState<T>, request: LookupRequest): boolean {
  return state.pending?.seq === request.seq;
}

/**
 * An answer arrived. A first page replaces the rows, a further one appends (rows already shown are not
 * repeated when an insert shifted the pages meanwhile).
 */
export function received<T extends { id: string }>(state: LookupState<T>, request: LookupRequest, page: PagedResultDto<T>): LookupState<T> {
  if (!isCurrent(state, request)) return state;
  const before = request.skipCount === 0 ? [] : state.items;
  const seen = new Set(before.map((item) => item.id));
  const added = page.items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  const items = [...before, ...added];
  return { ...state, keyword: request.keyword, items, totalCount: Math.max(page.totalCount, items.length), status: 'ready', pending: null };
}

/** The request failed (the error presenter told the user): the rows on screen stay, a retry searches again. */
export function failed<T>(state: LookupState<T>, request: LookupRequest): LookupState<T> {
  if (!isCurrent(state, request)) return state;
  return { ...state, status: 'error', pending: null };
}

/** The picker closed or its query changed under it: forget the request in flight; the next open searches afresh. */
export function cancelled<T>(state: LookupState<T>): LookupState<T> {
  if (state.pending === null) return state;
  return { ...state, pending: null, status: 'idle' };
}

/** Matching rows not loaded yet. */
export function remaining<T>(state: LookupState<T>): number {
  return Math.max(0, state.totalCount - state.items.length);
}

/** A request as the lookup endpoints' query (no keyword: left out). */
export function lookupInput(request: LookupRequest): { keyword?: string; skipCount: number; maxResultCount: number } {
  return { ...(request.keyword === null ? {} : { keyword: request.keyword }), skipCount: request.skipCount, maxResultCount: request.maxResultCount };
}
