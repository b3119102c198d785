import { useLayoutEffect, type RefObject } from 'react';

/**
 * Print views (tickets, cutting sheets, receipts) live inside the shell (sidebar, navbar, tags). For paper only the print area may remain:
 * while a print view is mounted, its ancestors are marked, and the print rules hide every other child of
 * them and flatten their own boxes (margins, sticky headers, the sidebar offset), so page 1 starts with
 * the first sheet and no blank page follows the last. No `:has()` scan over thousands of tickets.
 */
const PATH_ATTRIBUTE = 'data-et-print-path';
const MODE_CLASS = 'et-print-mode';
export const PRINT_AREA_ATTRIBUTE = 'data-et-print-area';

export const PRINT_ISOLATION_CSS = `
@media print {
  html.${MODE_CLASS}, html.${MODE_CLASS} body { background: #fff !important; }
  html.${MODE_CLASS} [${PATH_ATTRIBUTE}] > :not([${PATH_ATTRIBUTE}]):not([${PRINT_AREA_ATTRIBUTE}]) { display: none !important; }
  html.${MODE_CLASS} [${PATH_ATTRIBUTE}] {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    width: auto !important; height: auto !important; min-height: 0 !important; max-height: none !important; overflow: visible !important;
    box-shadow: none !important; background: transparent !important; transform: none !important;
  }
}`;

/** Mark the print area's ancestors (up to <body>) for the print rules while the view is mounted. */
export function usePrintIsolation(area: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const marked: HTMLElement[] = [];
    let node = area.current?.parentElement ?? null;
    while (node !== null && node !== document.documentElement) {
      node.setAttribute(PATH_ATTRIBUTE, '');
      marked.push(node);
      node = node.parentElement;
    }
    document.documentElement.classList.add(MODE_CLASS);
    return () => {
      for (const element of marked) element.removeAttribute(PATH_ATTRIBUTE);
      document.documentElement.classList.remove(MODE_CLASS);
    };
  }, [area]);
}
