/**
 * Client-side permission and feature checks (product-spec §6). They only decide what the UI shows;
 * the server enforces the same policies on every call.
 */

/** How a list of required permissions matches: any one of them (default) or all of them. */
export type PermissionMode = 'any' | 'all';

/** ABP `auth.grantedPolicies`: policy name → granted. Only `true` grants. */
export type GrantedPolicies = Readonly<Record<string, boolean>>;

/** ABP `features.values`: feature name → string value ('true' / 'false' for toggles). */
export type FeatureValues = Readonly<Record<string, string>>;

/**
 * Whether `required` is satisfied by the granted policies. Nothing required (undefined, '' or an empty
 * list) is always granted; a list matches on any name unless `mode` is 'all'.
 */
export function isGranted(
  granted: GrantedPolicies,
  required: string | readonly string[] | undefined,
  mode: PermissionMode = 'any',
): boolean {
  if (required === undefined || required === '') return true;
  if (typeof required === 'string') return granted[required] === true;
  if (required.length === 0) return true;
  const has = (name: string) => granted[name] === true;
  return mode === 'all' ? required.every(has) : required.some(has);
}

/** A feature flag is on only when its value is exactly the string 'true' (ABP sends strings). */
export function isFeatureEnabled(features: FeatureValues, name: string): boolean {
  return features[name] === 'true';
}

/** Every listed feature is on; nothing listed → true. */
export function areFeaturesEnabled(features: FeatureValues, required: readonly string[] | undefined): boolean {
  return required === undefined || required.every((name) => isFeatureEnabled(features, name));
}
