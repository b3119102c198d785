import { uuid } from 'drizzle-orm/pg-core';
import { tenants } from './host';

/**
 * The tenant key of every tenant table. Such a table starts with `tenantId: tenantId(), id: id()`,
 * declares `primaryKey({ columns: [t.tenantId, t.id] })`, carries tenant_id in every foreign key and
 * unique index, and gets its RLS policy from `select eticket_secure_tenant_table('<name>')` in a custom
 * migration (README "Adding a tenant table").
 */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
