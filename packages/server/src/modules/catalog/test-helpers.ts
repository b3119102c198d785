import ExcelJS from 'exceljs';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { call, login, type TestServer } from '../../test/fixtures';
import { XLSX_CONTENT_TYPE } from './xlsx';

/** Test helpers of the catalogue suites: a signed-in caller and an .xlsx reader. */

export interface Caller {
  get(path: string, headers?: Record<string, string>): ReturnType<typeof call>;
  post(path: string, body: unknown, headers?: Record<string, string>): ReturnType<typeof call>;
  put(path: string, body: unknown): ReturnType<typeof call>;
  del(path: string): ReturnType<typeof call>;
  token: string;
}

export async function signIn(s: TestServer, tenantName: string, userName: string): Promise<Caller> {
  const { accessToken: token } = await login(s.app, tenantName, userName);
  return {
    token,
    get: (path, headers) => call(s.app, 'GET', path, { token, ...(headers === undefined ? {} : { headers }) }),
    post: (path, body, headers) => call(s.app, 'POST', path, { token, body, ...(headers === undefined ? {} : { headers }) }),
    put: (path, body) => call(s.app, 'PUT', path, { token, body }),
    del: (path) => call(s.app, 'DELETE', path, { token }),
  };
}

/** GET an export and read the sheet back: header row and data rows as plain values. */
export async function readExport(app: Hono<AppEnv>, token: string, path: string, language = 'zh-Hans'): Promise<{ fileName: string; rows: unknown[][] }> {
  const response = await app.request(path, { headers: { authorization: `Bearer ${token}`, 'accept-language': `c=${language}|uic=${language}` } });
  if (response.status !== 200) throw new Error(`export ${path}: ${response.status} ${await response.text()}`);
  if (response.headers.get('content-type') !== XLSX_CONTENT_TYPE) throw new Error(`export ${path}: not an .xlsx`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return { fileName, rows };
}

/** The validation members of a 400 body. */
export function members(body: unknown): string[] {
  const errors = (body as { error?: { validationErrors?: { members: string[] }[] | null } }).error?.validationErrors ?? [];
  return errors.flatMap((e) => e.members).sort();
}

export function errorOf(body: unknown): { code?: string; message?: string; validationErrors?: { message: string; members: string[] }[] | null } {
  return (body as { error: { code?: string; message?: string } }).error;
}
