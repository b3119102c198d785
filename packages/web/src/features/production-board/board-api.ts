import { createProductionBoardEndpoints, type ProductionBoardEndpoints } from '@eticket/api-client';
import { useModuleEndpoints } from '../../kit/api';

declare module '../../kit/api' {
  interface ModuleEndpoints {
    /** The production boards and finished-goods receipts. */
    productionBoard: ProductionBoardEndpoints;
  }
}

export function useProductionBoard(): ProductionBoardEndpoints {
  return useModuleEndpoints('productionBoard', createProductionBoardEndpoints);
}

/** Invalidation keys: a receipt saved reloads the receipt list and what its order has left. */
export const BoardResource = {
  board: 'productionBoard',
  receipt: 'productionReceipt',
} as const;
