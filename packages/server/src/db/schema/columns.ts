import { sql } from 'drizzle-orm';
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by every table (the tenant key lives in tenant-key.ts). */
export const id = () => uuid('id').notNull().default(sql`gen_random_uuid()`);
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const creationTime = () => timestamptz('creation_time').notNull().defaultNow();
/** ABP-style optimistic concurrency stamp: compared on update, replaced on every write (409 on mismatch). */
export const concurrencyStamp = () => text('concurrency_stamp').notNull().default(sql`gen_random_uuid()::text`);
