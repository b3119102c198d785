import type { ProcedureStage } from '@eticket/core/catalog';
import type { SummaryGroup } from '@eticket/core/production-board';
import type { TicketLogStatus } from '@eticket/core/scanning';

/** Text keys of the boards' enumerations, written out so each page ships exactly these texts. */

export const STAGE_KEYS = {
  cutting: 'ProductionBoard.Stage.cutting',
  sewing: 'ProductionBoard.Stage.sewing',
  finishing: 'ProductionBoard.Stage.finishing',
  pressing: 'ProductionBoard.Stage.pressing',
  packing: 'ProductionBoard.Stage.packing',
  other: 'ProductionBoard.Stage.other',
} as const satisfies Record<ProcedureStage, string>;

export const RECORD_STATUS_KEYS = {
  pending: 'ProductionBoard.Status.pending',
  valid: 'ProductionBoard.Status.valid',
  rejected: 'ProductionBoard.Status.rejected',
  revoked: 'ProductionBoard.Status.revoked',
  settled: 'ProductionBoard.Status.settled',
} as const satisfies Record<TicketLogStatus, string>;

export const GROUP_KEYS = {
  style: 'ProductionBoard.Summary.By.style',
  order: 'ProductionBoard.Summary.By.order',
  day: 'ProductionBoard.Summary.By.day',
} as const satisfies Record<SummaryGroup, string>;

/** Chart colours of the stages (Chakra palette tokens). */
export const STAGE_COLORS = {
  cutting: 'orange.solid',
  sewing: 'brand.solid',
  finishing: 'green.solid',
  pressing: 'purple.solid',
  packing: 'accent.solid',
  other: 'gray.solid',
} as const satisfies Record<ProcedureStage, string>;
