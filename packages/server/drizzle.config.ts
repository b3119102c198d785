import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` diffs the TS schema into SQL under ./drizzle. Generation needs no database; the
// pglite driver is named so `drizzle-kit push/studio` would work against an embedded database too.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: '../../data/pglite' },
  strict: true,
});
