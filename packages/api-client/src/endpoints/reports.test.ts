import { describe, expect, it } from 'vitest';
import { createTestClient, jsonResponse, loggedInStorage, type FakeRequest } from '../testing/fake-fetch';
import { createReportEndpoints } from './reports';

const ID = '0b6c5e1e-6f55-4b43-9d8a-3c3f8d6d2a10';

describe('report endpoints', () => {
  const seen: FakeRequest[] = [];
  const t = createTestClient({
    storage: loggedInStorage(600_000),
    handler: (request) => {
      seen.push(request);
      return jsonResponse(200, {});
    },
  });
  const reports = createReportEndpoints(t.client.request);

  it.each([
    ['report', () => reports.get({ kind: 'workerOutput', from: '2026-11-01', to: '2026-11-30', organizationId: ID }), 'GET', `/api/eticket/report?kind=workerOutput&from=2026-11-01&to=2026-11-30&organizationId=${ID}`, undefined],
    ['organizations', () => reports.organizations.list(), 'GET', '/api/eticket/organization', undefined],
    ['members', () => reports.members.lookup({ organizationId: ID, keyword: '张' }), 'GET', `/api/identity/users/lookup?organizationId=${ID}&keyword=%E5%BC%A0`, undefined],
    ['records', () => reports.ticketLogs.list({ userId: ID, from: '2026-11-01' }), 'GET', `/api/eticket/ticketLog?userId=${ID}&from=2026-11-01`, undefined],
    ['revoke', () => reports.ticketLogs.revoke(ID, { reason: '重复' }), 'POST', `/api/eticket/ticketLog/${ID}/revoke`, { reason: '重复' }],
  ] as const)('%s', async (_, run, method, url, body) => {
    seen.length = 0;
    await run();
    expect(seen[0]?.method).toBe(method);
    expect(seen[0] === undefined ? '' : `${seen[0].path}${seen[0].url.search}`).toBe(url);
    expect(seen[0]?.body).toEqual(body);
  });
});
