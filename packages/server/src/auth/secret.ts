import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { SYSTEM_ACTOR, withHost } from '../db/context';
import { hostSettings } from '../db/schema/index';

const SECRET_SETTING = 'Eticket.Jwt.SigningSecret';

/**
 * The HS256 key: JWT_SECRET when given, else a random 256-bit secret created once and kept in
 * host_settings, so tokens survive a restart and every process of one database agrees on it.
 */
export async function loadSigningSecret(database: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  return withHost(database, { actor: SYSTEM_ACTOR, reason: 'load JWT signing secret', kind: 'system' }, async (tx) => {
    await tx
      .insert(hostSettings)
      .values({ name: SECRET_SETTING, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await tx.select({ value: hostSettings.value }).from(hostSettings).where(eq(hostSettings.name, SECRET_SETTING));
    if (!row) throw new Error('signing secret missing');
    return new Uint8Array(Buffer.from(row.value, 'base64url'));
  });
}
