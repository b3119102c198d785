/** A business record whose fields later modules will type (product-spec §3: "fields not shown"). */
export type LooseRecord = Record<string, unknown>;

/** Encode one path segment (ids come from the server, but never trust them into a URL raw). */
export function segment(id: string | number): string {
  return encodeURIComponent(String(id));
}
