/**
 * The address of an edit page: `?id=` edits the record, `?copy=` starts a new one from it (read by
 * `useEditTarget`). A module of its own: lists link to edit pages without loading them.
 */
export function editHref(base: string, mode: 'id' | 'copy', id: string): string {
  return `${base}?${mode}=${encodeURIComponent(id)}`;
}
