import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TreeItem } from '../tree/tree';
import { DATA_SCOPES, assistantCovers, inScope, resolveDataScope, widestScope, type DataScope, type OwnedRow } from './data-scope';

/** A company's organizations without cycles: each parent comes earlier. */
const organizations = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 15 }).map((picks) =>
  picks.map((pick, index): Pick<TreeItem, 'id' | 'parentId'> => ({ id: `o${String(index)}`, parentId: index === 0 || pick % 3 === 0 ? null : `o${String(pick % index)}` })),
);
const users = ['u1', 'u2', 'u3'];
const scenario = organizations.chain((orgs) => {
  const orgIds = orgs.map((o) => o.id);
  return fc.record({
    orgs: fc.constant(orgs),
    viewerOrg: fc.constantFrom(null, 'gone', ...orgIds),
    scopes: fc.array(fc.constantFrom(...DATA_SCOPES), { maxLength: 3 }),
    rows: fc.array(fc.record({ userId: fc.constantFrom(...users), organizationId: fc.constantFrom(null, ...orgIds) }), { maxLength: 20 }),
  });
});

const visible = (scopes: DataScope[], s: { orgs: Pick<TreeItem, 'id' | 'parentId'>[]; viewerOrg: string | null; rows: OwnedRow[] }) =>
  s.rows.filter((row) => inScope(resolveDataScope({ userId: 'u1', organizationId: s.viewerOrg, scopes }, s.orgs), row));

/** Reference: is `org` at or below `top`, following parents. */
function under(orgs: readonly Pick<TreeItem, 'id' | 'parentId'>[], org: string, top: string): boolean {
  for (let current: string | null = org; current !== null; current = orgs.find((o) => o.id === current)?.parentId ?? null) if (current === top) return true;
  return false;
}

describe('data scope', () => {
  it('the widest role wins; no role means own', () => {
    expect(widestScope([])).toBe('own');
    fc.assert(fc.property(fc.array(fc.constantFrom(...DATA_SCOPES)), (scopes) => {
        expect(widestScope(scopes)).toBe(scopes.includes('all') ? 'all' : scopes.includes('organization') ? 'organization' : 'own');
      }),
    );
  });

  it('own ⊆ organization ⊆ all, and one always sees one’s own rows', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const own = visible(['own'], s);
        const org = visible(['organization'], s);
        expect(visible(['all'], s)).toEqual(s.rows);
        for (const row of own) expect(org).toContain(row);
        for (const row of s.rows) if (row.userId === 'u1') expect(own).toContain(row);
        for (const row of own) expect(row.userId).toBe('u1');
      }),
      { numRuns: 300 },
    );
  });

  it('an organization scope sees exactly its own rows and those recorded in its subtree', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const known = s.viewerOrg !== null && s.orgs.some((o) => o.id === s.viewerOrg);
        for (const row of s.rows) {
          const expected = row.userId === 'u1' || (known && row.organizationId !== null && s.viewerOrg !== null && under(s.orgs, row.organizationId, s.viewerOrg));
          expect(visible(['organization', 'own'], s).includes(row)).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an assistant covers members at or below a granted organization, nobody without one', () => {
    fc.assert(
      fc.property(organizations, fc.nat(), fc.nat(), (orgs, a, b) => {
        const granted = orgs[a % orgs.length]?.id ?? 'o0';
        const member = orgs[b % orgs.length]?.id ?? 'o0';
        expect(assistantCovers([granted], orgs, member)).toBe(under(orgs, member, granted));
        expect(assistantCovers([granted], orgs, null)).toBe(false);
        expect(assistantCovers([], orgs, member)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
