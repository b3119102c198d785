import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parentPermission } from '../abp/permission-names';
import { DICTIONARIES } from '../i18n/dictionaries';
import { LOCALES } from '../i18n/locales';
import {
  branchPermissions,
  buildPermissionTree,
  checkState,
  filterPermissionTree,
  permissionLabel,
  setBranch,
  type PermissionTreeNode,
} from './permission-tree';
import { normalizeGrants, sidePermissions, withParents, type PermissionSide } from './permission-grants';

const sides: PermissionSide[] = ['tenant', 'host'];

function allNodes(nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}

const parentClosed = (granted: ReadonlySet<string>) => [...granted].every((name) => parentPermission(name) === null || granted.has(parentPermission(name) ?? ''));

/** A side, some grants of it (closed under parents, as the server stores them) and one node of its tree. */
const scenario = fc.constantFrom(...sides).chain((side) => {
  const nodes = allNodes(buildPermissionTree(side));
  return fc.record({
    side: fc.constant(side),
    granted: fc.subarray([...sidePermissions(side)]).map((names) => withParents(names)),
    node: fc.constantFrom(...nodes),
    checked: fc.boolean(),
  });
});

describe('permission tree', () => {
  it.each(sides)('holds every %s permission exactly once, each under its parent', (side) => {
    const tree = buildPermissionTree(side);
    const names = allNodes(tree).filter((n) => n.kind === 'permission').map((n) => n.key);
    expect([...names].sort()).toEqual([...sidePermissions(side)].sort());
    for (const node of allNodes(tree)) for (const child of node.children) if (node.kind === 'permission') expect(parentPermission(child.key)).toBe(node.key);
    for (const group of tree) expect(group.children.length).toBeGreaterThan(0);
  });

  it('labels a top-level permission by its name and a child by its action', () => {
    expect(permissionLabel('Eticket.Tenant.OrderManagement')).toBe('Permission.OrderManagement');
    expect(permissionLabel('Eticket.Tenant.OrderManagement.Print')).toBe('Permission.Action.Print');
  });

  it('checking a branch grants all of it and the parents it needs, and nothing is lost', () => {
    fc.assert(
      fc.property(scenario, ({ granted, node }) => {
        const after = setBranch(granted, node, true);
        for (const name of branchPermissions(node)) expect(after.has(name)).toBe(true);
        for (const name of granted) expect(after.has(name)).toBe(true);
        expect(parentClosed(after)).toBe(true);
        expect(checkState(node, after)).toBe('checked');
      }),
      { numRuns: 300 },
    );
  });

  it('unchecking a branch revokes exactly that branch and keeps the grants closed under parents', () => {
    fc.assert(
      fc.property(scenario, ({ granted, node }) => {
        const after = setBranch(granted, node, false);
        const branch = new Set(branchPermissions(node));
        for (const name of granted) expect(after.has(name)).toBe(!branch.has(name));
        expect(parentClosed(after)).toBe(true);
        expect(checkState(node, after)).toBe('unchecked');
      }),
      { numRuns: 300 },
    );
  });

  it('a parent shows checked only when its whole branch is, indeterminate when part of it is', () => {
    fc.assert(
      fc.property(scenario, ({ side, granted }) => {
        for (const node of allNodes(buildPermissionTree(side))) {
          const states = node.children.map((child) => checkState(child, granted));
          const state = checkState(node, granted);
          if (states.some((s) => s !== 'checked')) expect(state).not.toBe('checked');
          if (states.some((s) => s !== 'unchecked') && node.kind === 'group') expect(state).not.toBe('unchecked');
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a search keeps matching branches whole and the path to them, nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sides), fc.constantFrom('Create', 'Order', 'Salary', 'Group', 'zzz'), (side, word) => {
        const matches = (node: PermissionTreeNode) => node.label.includes(word);
        const kept = filterPermissionTree(buildPermissionTree(side), matches);
        const check = (nodes: readonly PermissionTreeNode[], underMatch: boolean) => {
          for (const node of nodes) {
            const hit = underMatch || matches(node);
            if (!hit) expect(allNodes(node.children).some(matches)).toBe(true);
            check(node.children, hit);
          }
        };
        check(kept, false);
        if (word === 'zzz') expect(kept).toEqual([]);
      }),
    );
  });

  it('normalizes client grants: unknown and other-side names dropped, parents added, idempotent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sides), fc.subarray([...sidePermissions('tenant'), ...sidePermissions('host'), 'Nope', 'Eticket.Tenant']), (side, names) => {
        const once = normalizeGrants(side, names);
        const known = new Set<string>(sidePermissions(side));
        for (const name of once) expect(known.has(name)).toBe(true);
        expect(parentClosed(new Set(once))).toBe(true);
        expect(normalizeGrants(side, once)).toEqual(once);
      }),
    );
  });
});

describe('permission tree texts', () => {
  it.each(sides)('every %s node has its label in every language', (side) => {
    for (const locale of LOCALES) for (const node of allNodes(buildPermissionTree(side))) expect(DICTIONARIES[locale][node.label], `${locale} ${node.label}`).toBeTruthy();
  });
});
