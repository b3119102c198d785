/**
 * A business module of the web app, described once: the shell renders its pages, the build ships each page
 * the texts its sources name (vite.config.ts, scripts/text-usage.ts), the bundle budget measures its pages and
 * the end-to-end fixtures open them. Adding a module = its folder under src/features with a `<name>.module.ts`
 * manifest, and one line in src/features/modules.ts.
 */
export interface WebModule {
  /** The module's folder under src/features. */
  readonly name: string;
  /** Its pages: route name of the core's route table → page source, relative to the folder, without extension. */
  readonly pages: Readonly<Record<string, string>>;
  /** Text key prefixes its pages show; each page ships only the keys its sources can show. */
  readonly texts: readonly string[];
  /** The name of its endpoint group (`ModuleEndpoints` in kit/api.ts, added from the module's folder). */
  readonly endpoints: string;
}
