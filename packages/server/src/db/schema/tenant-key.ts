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

/**
 * The tenant key without the foreign key to tenants, for the tables every scan writes (work records, audit
 * rows). The key check would KEY SHARE-lock the one tenant row all of a tenant's concurrent requests share
 * (a new multixact per locker). The key stays sound without it: rows are written through the tenant's RLS
 * policy (tenant_id = the request's tenant, which the request's principal read found), tenants are never
 * deleted, and such a row's tenant is also held by its other keys (a work record's (tenant_id, user_id) →
 * users, a claim's (tenant_id, bundle_id) → bundles, an entity change's audit row in the same statement).
 */
export const unreferencedTenantId = () => uuid('tenant_id').notNull();
