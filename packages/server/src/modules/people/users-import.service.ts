import { LOCALES, translate, type Locale } from '@eticket/core/i18n';
import { USER_IMPORT_COLUMNS, UserLimits, validateUserCreateInput, type UserImportField, type UserImportInput, type UserImportResult } from '@eticket/core/people';
import { pathTo } from '@eticket/core/tree';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { PasswordHasher } from '../../auth/password';
import type { TenantTx } from '../../db/context';
import { roles, technicalLevels } from '../../db/schema/index';
import { Errors, type FieldError } from '../../http/errors';
import type { Reply } from '../../http/types';
import { fieldError } from '../../http/validation';
import { normalizeName } from '../../identity/normalize';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { assertSeatsAvailable } from './quota';
import { generatePassword, insertMembers, memberProblems, type MemberRow, type UserActor } from './users.service';
import { organizationRows } from './users.store';

/**
 * The .xlsx import of users: all rows or none. The header row may be in any of the three languages (a
 * column is known by its header, else by its position in the template); every row is read with the user
 * form's own reader, then checked as a batch (repeats within the file, names taken in the company, the
 * quota for all rows at once). Problems come back as `rows[n].<field>`, n being the sheet's row number.
 */

type Cell = string | null;

/** One data row of the sheet: its row number and each column's text (blank → null). */
interface SheetRow {
  row: number;
  cells: Partial<Record<UserImportField, Cell>>;
}

const FILE = 'contentBase64';
const YES = new Set(LOCALES.flatMap((l) => [translate(l, 'Catalog.Common.Yes').toLowerCase()]).concat(['y', 'yes', 'true', '1', '是', '√']));
const NO = new Set(LOCALES.flatMap((l) => [translate(l, 'Catalog.Common.No').toLowerCase()]).concat(['n', 'no', 'false', '0', '否', '×']));

function text(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return text(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return text(value.text);
    if ('result' in value) return text(value.result ?? null);
    if ('error' in value) return null;
    return null;
  }
  const out = String(value).trim();
  return out === '' ? null : out;
}

/** 2026/3/1, 2026.3.1 and 2026-3-1 all mean 2026-03-01; anything else is left for the reader to refuse. */
function dateText(value: Cell): Cell {
  if (value === null) return null;
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value);
  return match === null ? value : `${match[1] ?? ''}-${(match[2] ?? '').padStart(2, '0')}-${(match[3] ?? '').padStart(2, '0')}`;
}

/** Column number (1-based) of each field: by a header text in any language, else the template's position. */
function columnsOf(header: ExcelJS.Row): Map<UserImportField, number> {
  const known = new Map<string, UserImportField>();
  for (const column of USER_IMPORT_COLUMNS) for (const locale of LOCALES) known.set(translate(locale, column.header).toLowerCase(), column.field);
  const byHeader = new Map<UserImportField, number>();
  header.eachCell((cell, col) => {
    const field = known.get((text(cell.value) ?? '').toLowerCase());
    if (field !== undefined && !byHeader.has(field)) byHeader.set(field, col);
  });
  if (byHeader.size > 0) return byHeader;
  return new Map(USER_IMPORT_COLUMNS.map((column, i) => [column.field, i + 1]));
}

async function readSheet(contentBase64: string): Promise<SheetRow[]> {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > UserLimits.importBytesMax) throw fieldError(FILE, 'People.Validation.FileInvalid');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError(FILE, 'People.Validation.FileInvalid');
  }
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw fieldError(FILE, 'People.Validation.FileInvalid');
  const columns = columnsOf(sheet.getRow(1));
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Partial<Record<UserImportField, Cell>> = {};
    for (const [field, col] of columns) cells[field] = text(row.getCell(col).value);
    if (Object.values(cells).every((v) => v === null)) continue;
    rows.push({ row: r, cells });
    if (rows.length > UserLimits.importRowsMax) throw fieldError(FILE, 'People.Import.TooManyRows', { max: UserLimits.importRowsMax });
  }
  if (rows.length === 0) throw fieldError(FILE, 'People.Import.NoRows');
  return rows;
}

/** Names → ids of the tenant's organizations (by name, or by path "车间/一组"), levels and roles. */
interface Names {
  organization(value: string): { id: string } | { problem: 'People.Import.OrganizationUnknown' | 'People.Import.OrganizationAmbiguous' };
  level(value: string): string | null;
  role(value: string): string | null;
}

async function loadNames(tx: TenantTx, tenantId: string): Promise<Names> {
  const tree = await organizationRows(tx, tenantId);
  const byPath = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const o of tree) {
    byPath.set(pathTo(tree, o.id).map((p) => normalizeName(p.name)).join('/'), o.id);
    const key = normalizeName(o.name);
    byName.set(key, [...(byName.get(key) ?? []), o.id]);
  }
  const levels = new Map((await tx.select({ id: technicalLevels.id, name: technicalLevels.name }).from(technicalLevels).where(eq(technicalLevels.tenantId, tenantId))).map((l) => [normalizeName(l.name), l.id]));
  const roleIds = new Map((await tx.select({ id: roles.id, name: roles.normalizedName }).from(roles).where(eq(roles.tenantId, tenantId))).map((r) => [r.name, r.id]));
  return {
    organization: (value) => {
      const parts = value.split(/[/／\\]/).map((p) => normalizeName(p)).filter((p) => p !== '');
      if (parts.length > 1) {
        const id = byPath.get(parts.join('/'));
        return id === undefined ? { problem: 'People.Import.OrganizationUnknown' } : { id };
      }
      const ids = byName.get(parts[0] ?? '') ?? [];
      if (ids.length > 1) return { problem: 'People.Import.OrganizationAmbiguous' };
      return ids[0] === undefined ? { problem: 'People.Import.OrganizationUnknown' } : { id: ids[0] };
    },
    level: (value) => levels.get(normalizeName(value)) ?? null,
    role: (value) => roleIds.get(normalizeName(value)) ?? null,
  };
}

/** A row read: the member to add (without its hash yet) and the password typed in the row, if any. */
interface ReadRow {
  row: number;
  member: Omit<MemberRow, 'passwordHash'>;
  password: string | null;
}

/** The reader's field → the import column it came from. */
const FIELD_OF: Readonly<Record<string, UserImportField>> = {
  userName: 'userName',
  name: 'name',
  phoneNumber: 'phoneNumber',
  employeeNo: 'employeeNo',
  joinDate: 'joinDate',
  password: 'password',
  organizationId: 'organization',
  technicalLevelId: 'technicalLevel',
  roleIds: 'roles',
};

function readRow({ row, cells }: SheetRow, names: Names, problems: FieldError[]): ReadRow {
  const at = (field: UserImportField) => `rows[${String(row)}].${field}`;
  const fail = (field: UserImportField, key: FieldError['key'], params: Record<string, string | number> = {}) => problems.push({ member: at(field), key, params });

  let organizationId: string | null = null;
  if (cells.organization != null) {
    const found = names.organization(cells.organization);
    if ('id' in found) organizationId = found.id;
    else fail('organization', found.problem, { value: cells.organization });
  }
  let technicalLevelId: string | null = null;
  if (cells.technicalLevel != null) {
    technicalLevelId = names.level(cells.technicalLevel);
    if (technicalLevelId === null) fail('technicalLevel', 'People.Import.LevelUnknown', { value: cells.technicalLevel });
  }
  const roleIds: string[] = [];
  for (const roleName of (cells.roles ?? '').split(/[,，、;；]/).map((r) => r.trim()).filter((r) => r !== '')) {
    const id = names.role(roleName);
    if (id === null) fail('roles', 'People.Import.RoleUnknown', { value: roleName });
    else if (!roleIds.includes(id)) roleIds.push(id);
  }
  let isWorker = false;
  const worker = cells.isWorker?.toLowerCase() ?? null;
  if (worker !== null) {
    if (YES.has(worker)) isWorker = true;
    else if (!NO.has(worker)) fail('isWorker', 'People.Import.BooleanInvalid');
  }
  // Without a user name the employee number signs in: workers know it by heart.
  const read = validateUserCreateInput({
    userName: cells.userName ?? cells.employeeNo ?? '',
    name: cells.name ?? '',
    phoneNumber: cells.phoneNumber ?? null,
    employeeNo: cells.employeeNo ?? null,
    joinDate: dateText(cells.joinDate ?? null),
    password: cells.password ?? null,
    isWorker,
    isActive: true,
  });
  if (!read.ok) {
    for (const [path, issue] of Object.entries(read.errors)) fail(FIELD_OF[path] ?? 'userName', issue.key, issue.params);
    // Still checked against the other rows and the company: every problem of the sheet shows at once.
    const userName = cells.userName ?? cells.employeeNo ?? '';
    return { row, member: { userName: read.errors.userName === undefined ? userName : '', name: '', phoneNumber: null, employeeNo: read.errors.employeeNo === undefined ? (cells.employeeNo ?? null) : null, organizationId, technicalLevelId, roleIds, isWorker, joinDate: null, leaveDate: null, isActive: true }, password: null };
  }
  const v = read.value;
  return {
    row,
    member: { userName: v.userName, name: v.name, phoneNumber: v.phoneNumber, employeeNo: v.employeeNo, organizationId, technicalLevelId, roleIds, isWorker, joinDate: v.joinDate, leaveDate: null, isActive: true },
    password: v.password,
  };
}

/**
 * Import the sheet: every problem of every row in one 400, or all rows created in the caller's transaction.
 * Rows without a password share one the server makes, answered once; typed passwords are hashed once each.
 */
export async function importUsers(tx: TenantTx, actor: UserActor, input: UserImportInput, hasher: PasswordHasher): Promise<UserImportResult> {
  const sheet = await readSheet(input.contentBase64);
  const names = await loadNames(tx, actor.tenantId);
  const problems: FieldError[] = [];
  const rows = sheet.map((row) => readRow(row, names, problems));
  const readable = rows.filter((r) => r.member.userName !== '');
  const batch = await memberProblems(tx, actor.tenantId, readable.map((r) => r.member));
  for (const p of batch) {
    const r = readable[p.index];
    if (r === undefined) continue;
    const field = FIELD_OF[p.field] ?? 'userName';
    const earlier = p.duplicateOf === undefined ? undefined : readable[p.duplicateOf];
    problems.push(
      earlier === undefined
        ? { member: `rows[${String(r.row)}].${field}`, key: p.key, ...(p.params === undefined ? {} : { params: p.params }) }
        : { member: `rows[${String(r.row)}].${field}`, key: 'People.Import.DuplicateRow', params: { row: earlier.row } },
    );
  }
  if (problems.length > 0) throw Errors.validation(problems.sort((a, b) => rowOf(a.member) - rowOf(b.member)));

  const needsGenerated = rows.some((r) => r.password === null);
  const generated = needsGenerated ? generatePassword() : null;
  const hashes = new Map<string, string>();
  for (const password of new Set(rows.map((r) => r.password ?? generated ?? ''))) hashes.set(password, await hasher.hash(password));
  await assertSeatsAvailable(tx, actor.tenantId, rows.length);
  const ids = await insertMembers(
    tx,
    actor.tenantId,
    actor.userId,
    rows.map((r) => ({ ...r.member, passwordHash: hashes.get(r.password ?? generated ?? '') ?? '' })),
  );
  ids.forEach((id, i) => {
    const m = rows[i]?.member;
    if (m) actor.changes?.created('User', id, { userName: m.userName, name: m.name, employeeNo: m.employeeNo, organizationId: m.organizationId, source: 'import' });
  });
  return { imported: ids.length, generatedPassword: generated };
}

function rowOf(member: string): number {
  return Number(/^rows\[(\d+)\]/.exec(member)?.[1] ?? 0);
}

/** The template: the translated headers and one example row built from the company's own names. */
export async function importTemplate(tx: TenantTx, tenantId: string, locale: Locale, now: Date): Promise<Reply> {
  const tree = await organizationRows(tx, tenantId);
  const leaf = tree.find((o) => o.parentId !== null) ?? tree[0];
  const [level] = await tx.select({ name: technicalLevels.name }).from(technicalLevels).where(eq(technicalLevels.tenantId, tenantId)).limit(1);
  const example: Readonly<Record<UserImportField, string>> = {
    employeeNo: 'A0001',
    name: '张三',
    userName: 'zhangsan',
    phoneNumber: '13800000000',
    organization: leaf === undefined ? '' : pathTo(tree, leaf.id).map((o) => o.name).join('/'),
    technicalLevel: level?.name ?? '',
    roles: 'worker',
    isWorker: translate(locale, 'Catalog.Common.Yes'),
    joinDate: now.toISOString().slice(0, 10),
    password: '',
  };
  const columns: XlsxColumn<Readonly<Record<UserImportField, string>>>[] = USER_IMPORT_COLUMNS.map((c) => ({ header: c.header, value: (row) => row[c.field] }));
  return xlsxReply(locale, 'People.User.TemplateTitle', columns, [example], now);
}
