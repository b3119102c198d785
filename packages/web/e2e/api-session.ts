import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './fixtures';

/** A signed-in API session of a demo account (for the setup and checks a test does besides the pages). */
export interface Session {
  token: string;
  tenantId: string;
}

export async function apiToken(request: APIRequestContext, account: { tenant: string; user: string }): Promise<Session> {
  const reply = await request.post('/api/eticket/token', { data: { tenantName: account.tenant, userName: account.user, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as { accessToken: string; tenantId: string };
  return { token: body.accessToken, tenantId: body.tenantId };
}
