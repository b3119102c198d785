import type { ApprovalEndpoints } from '@eticket/api-client';

/** Every call rejects unless the test stubs it: a test states what the server answers. */
function rejecting(name: string) {
  return () => Promise.reject(new Error(`fake approvals: ${name} not stubbed`));
}

export type ApprovalOverrides = { [K in keyof ApprovalEndpoints]?: Partial<ApprovalEndpoints[K]> };

export function fakeApprovalsApi(overrides: ApprovalOverrides = {}): ApprovalEndpoints {
  const group = <K extends string>(name: string, calls: readonly K[]) => Object.fromEntries(calls.map((c) => [c, rejecting(`${name}.${c}`)])) as Record<K, () => Promise<never>>;
  return {
    joinApplications: { ...group('joinApplications', ['list', 'exportExcel', 'pass', 'reject']), ...overrides.joinApplications },
    assistants: { ...group('assistants', ['apply', 'mine', 'list', 'approve', 'reject', 'revoke']), ...overrides.assistants },
  };
}
