import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { tenantId } from './tenant-key';

/** Tenant setting values (ABP provider "T"); definitions and defaults live in src/definitions. */
export const settings = pgTable(
  'settings',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    lastModificationTime: timestamptz('last_modification_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

/** Tenant feature values (set by the host, e.g. Eticket.ReferralLink). */
export const featureValues = pgTable(
  'feature_values',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    lastModificationTime: timestamptz('last_modification_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);
