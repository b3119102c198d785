// Which files of the build the service worker installs ahead of use (its precache): what the app needs to open
// with no network on the pages a worker uses offline, not every page. Read from Vite's manifest
// (dist/.vite/manifest.json) once the build is written; pure, so a test can feed it a made-up manifest.

/** One entry of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export interface PrecacheRequest {
  /** Chunks loaded with their static imports only (the entry's are added always): the shell, texts. */
  shallow: readonly string[];
  /**
   * Pages used offline: their chunk, static imports, CSS and assets, and what they load lazily (a camera
   * decoder, a dialog), transitively — a page must not break offline on its second click.
   */
  deep: readonly string[];
}

export interface PrecachePlan {
  /** Files relative to the build directory. */
  files: Set<string>;
  /** Requested manifest keys the build does not have (a page not built yet). */
  missing: string[];
}

/** The entry chunks, each requested key's closure (static only, or static and lazy), with CSS and assets. */
export function precachePlan(manifest: BuildManifest, request: PrecacheRequest): PrecachePlan {
  const files = new Set<string>();
  const seen = new Set<string>();
  const missing: string[] = [];
  const visit = (key: string, deep: boolean) => {
    const chunk = manifest[key];
    if (chunk === undefined) return false;
    const mark = `${deep ? 'd' : 's'}:${key}`;
    // A chunk already in with its static imports (the entry, the shell) needs nothing more: what it loads
    // lazily is the rest of the app (the shell's lazy imports are every page), not what the offline page uses.
    if (seen.has(mark) || seen.has(`s:${key}`)) return true;
    seen.add(mark);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of chunk.imports ?? []) visit(dep, deep);
    if (deep) for (const dep of chunk.dynamicImports ?? []) visit(dep, true);
    return true;
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry === true) visit(key, false);
  // Shallow first: the deep walks stop at what they have already brought in.
  for (const key of request.shallow) if (!visit(key, false)) missing.push(key);
  for (const key of request.deep) if (!visit(key, true)) missing.push(key);
  return { files, missing };
}
