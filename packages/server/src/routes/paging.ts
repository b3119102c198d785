import { z } from 'zod';

/** ABP paging: skipCount / maxResultCount (default 10, product-spec §9; at most 1000). */
export const pagingQuery = {
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(1000).default(10),
};
