import { lightFormat } from 'date-fns';

/** `<title>-<yyyyMMdd>.xlsx`, the name the server gives its exports (characters Windows refuses replaced). */
export function exportFileName(title: string, now: Date = new Date()): string {
  const safe = title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';
  return `${safe}-${lightFormat(now, 'yyyyMMdd')}.xlsx`;
}

/** Hand a downloaded file to the browser (a temporary object URL on a clicked link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; a later revoke keeps slow browsers from losing it.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
