import { useRef, type ReactNode } from 'react';
import { PRINT_AREA_ATTRIBUTE, PRINT_ISOLATION_CSS, usePrintIsolation } from './print-isolation';

/**
 * What goes on paper: everything else on the screen (shell, toolbar, the page's own controls) is left out
 * when printing. `css` carries the view's own rules, `@page` included.
 */
export function PrintArea({ css, className, ready, children, ...rest }: {
  css: string;
  className?: string;
  /** data-ready="true" once everything is in the DOM (tests and the benchmark wait for it). */
  ready: boolean;
  children: ReactNode;
  'data-pages'?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  usePrintIsolation(ref);
  return (
    <div ref={ref} {...{ [PRINT_AREA_ATTRIBUTE]: '' }} className={className} data-testid="print-area" data-ready={ready ? 'true' : 'false'} {...rest}>
      <style>{PRINT_ISOLATION_CSS + css}</style>
      {children}
    </div>
  );
}
