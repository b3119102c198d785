import type { PeopleEndpoints } from '@eticket/api-client';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake people: ${name} not stubbed`));
}

function calls<K extends string>(group: string, names: readonly K[]): Record<K, () => Promise<never>> {
  return Object.fromEntries(names.map((name) => [name, rejecting(`${group}.${name}`)])) as Record<K, () => Promise<never>>;
}

export type PeopleOverrides = { [K in keyof PeopleEndpoints]?: Partial<PeopleEndpoints[K]> };

export function fakePeopleApi(overrides: PeopleOverrides = {}): PeopleEndpoints {
  return {
    roles: { ...calls('roles', ['list', 'exportExcel', 'get', 'create', 'update', 'delete', 'lookup']), ...overrides.roles },
    organizations: { ...calls('organizations', ['list', 'create', 'update', 'delete']), ...overrides.organizations },
    users: {
      ...calls('users', ['list', 'exportExcel', 'lookup', 'importTemplate', 'importExcel', 'bulkAssign', 'get', 'create', 'update', 'enable', 'disable', 'resetPassword', 'delete']),
      ...overrides.users,
    },
    technicalLevels: { ...calls('technicalLevels', ['lookup']), ...overrides.technicalLevels },
  };
}
