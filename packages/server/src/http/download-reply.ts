import type { Reply } from './types';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A download: `<title>-<yyyyMMdd>.xlsx`, the name in UTF-8 (RFC 6266 filename*) with an ASCII fallback,
 * for any module's export whatever its text area.
 */
export function downloadReply(title: string, bytes: Uint8Array<ArrayBuffer>, now: Date): Reply {
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  const fileName = `${title}-${stamp}.xlsx`;
  return {
    bytes,
    headers: {
      'content-type': XLSX_MIME,
      'content-disposition': `attachment; filename="export-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  };
}
