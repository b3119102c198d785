import { createElement, type ReactNode, type SVGProps } from 'react';

/** One node of a react-icons icon tree (what its generated `GenIcon(...)` calls carry). */
export interface IconNode {
  tag: string;
  attr: Record<string, string>;
  child: IconNode[];
}

export type SvgIconProps = SVGProps<SVGSVGElement> & { size?: string | number; color?: string; title?: string };

const render = (nodes: readonly IconNode[]): ReactNode[] => nodes.map((node, i) => createElement(node.tag, { key: i, ...node.attr }, ...render(node.child)));

/**
 * react-icons' IconBase without its context (the app never configures icons globally): the same svg
 * defaults, `size`, `color` and `title`. The build turns each `react-icons/lu` import into one of these.
 */
export function svgIcon(data: IconNode) {
  return function SvgIcon({ size, color, title, style, children, ...props }: SvgIconProps) {
    const dimension = size ?? '1em';
    return createElement(
      'svg',
      {
        stroke: 'currentColor',
        fill: 'currentColor',
        strokeWidth: '0',
        ...data.attr,
        ...props,
        style: { color, ...style },
        height: dimension,
        width: dimension,
        xmlns: 'http://www.w3.org/2000/svg',
      },
      title === undefined ? null : createElement('title', null, title),
      ...render(data.child),
      children,
    );
  };
}
