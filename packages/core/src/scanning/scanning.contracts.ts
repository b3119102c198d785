import { TenantPermissions as P } from '../abp/permission-names';
import { endpoint, schema, type AnyEndpoint } from '../contracts/endpoint';
import {
  parseTicketLogListQuery,
  validateBatchScanInput,
  validateRevokeInput,
  validateScanInput,
  type BatchScanInput,
  type BatchScanLine,
  type BatchScanResultDto,
  type RevokeInput,
  type ScanInput,
  type ScanResultDto,
  type TicketLogDto,
  type TicketLogListFilter,
  type TicketLogListQuery,
  type TicketLogPageDto,
} from './ticket-log';

/**
 * The scan API: one contract for the scan station, a phone app and the open API. Who may report for whom is
 * decided by the server (own work with TicketScan; others within an assistant's scope or with the member
 * ticket log permission); lists are confined to the caller's data scope.
 */

const scanBody = schema<ScanInput, { code: string; orderProcedureId: string; qty?: number | null; userId?: string | null; clientRequestId: string; source?: 'app' | 'web'; remark?: string | null }>(
  validateScanInput,
);
const batchBody = schema<BatchScanInput, { userId: string; lines: (Omit<BatchScanLine, 'qty'> & { qty?: number | null })[] }>(validateBatchScanInput);
const revokeBody = schema<RevokeInput>(validateRevokeInput);
const listQuery = schema<TicketLogListFilter, TicketLogListQuery>(parseTicketLogListQuery);

const SCAN = { kind: 'permission', side: 'tenant', permission: P.TicketScan } as const;
/** Clerk entry: an assistant (scope checked per worker) or a manager of the member ticket logs. */
const CLERK = { kind: 'anyPermission', side: 'tenant', permissions: [P.TicketScan, P.ReportCenterOrganizationMemberTicketLogs] } as const;
const READ = { kind: 'anyPermission', side: 'tenant', permissions: [P.ReportCenterOrganizationMemberTicketLogs, P.ReportCenter] } as const;
/** Own records may be revoked within the setting's minutes; others' with the revoke permission (checked in the service). */
const REVOKE = { kind: 'anyPermission', side: 'tenant', permissions: [P.TicketScan, P.ReportCenterRevokeTicketLog] } as const;
const SIGNED_IN = { kind: 'user', side: 'tenant' } as const;

const base = '/api/eticket/ticketLog';

export const TicketLogContracts = {
  scan: endpoint<ScanResultDto, null, typeof scanBody>({
    method: 'POST',
    path: `${base}/scan`,
    access: SCAN,
    body: scanBody,
    summary: 'Scan: report a procedure on a bundle (idempotent on clientRequestId; qty absent = the rest)',
  }),
  batch: endpoint<BatchScanResultDto, null, typeof batchBody>({
    method: 'POST',
    path: `${base}/batch`,
    access: CLERK,
    body: batchBody,
    summary: 'Clerk entry: many codes × procedures for one worker, each line accepted or refused on its own',
  }),
  mine: endpoint<TicketLogPageDto, typeof listQuery>({
    method: 'GET',
    path: `${base}/mine`,
    access: SIGNED_IN,
    query: listQuery,
    summary: "The caller's own records (date range, status), with totals",
  }),
  export: endpoint<null, typeof listQuery>({
    method: 'GET',
    path: `${base}/export`,
    access: READ,
    query: listQuery,
    reply: 'file',
    summary: 'The filtered records as an Excel workbook (data scope applies)',
  }),
  list: endpoint<TicketLogPageDto, typeof listQuery>({
    method: 'GET',
    path: base,
    access: READ,
    query: listQuery,
    summary: 'Work records: date range, organization subtree, member, order, procedure, status; data scope applies',
  }),
  revoke: endpoint<TicketLogDto, null, typeof revokeBody>({
    method: 'POST',
    path: `${base}/{id}/revoke`,
    access: REVOKE,
    body: revokeBody,
    summary: 'Revoke a record with a reason (unsettled only; own within the setting minutes, others with permission)',
  }),
} as const;

export const SCANNING_ENDPOINTS: readonly AnyEndpoint[] = [...Object.values(TicketLogContracts)];
