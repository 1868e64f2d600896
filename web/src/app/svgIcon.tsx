/**
 * Ant Design's icon shapes (@ant-design/icons-svg) drawn by a few lines of our own instead of
 * @ant-design/icons' component, which brings two-tone colours, style injection and a context:
 * about 5 KB (brotli) the home page does not need. The tools' meta.ts icon imports are pointed
 * here at build time (vite.config.ts, `lightIcons`); tool pages keep the real component.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(render));
}

export interface SvgIconProps {
  className?: string;
  'aria-hidden'?: boolean | 'true';
}

export function svgIcon(definition: IconDefinition): ComponentType<SvgIconProps> {
  const root = definition.icon as AbstractNode;
  function Icon({ className }: SvgIconProps) {
    return (
      <span className={`svg-icon ${className ?? ''}`} aria-hidden>
        <svg
          viewBox={root.attrs.viewBox}
          width="1em"
          height="1em"
          fill="currentColor"
          focusable="false"
        >
          {root.children?.map(render)}
        </svg>
      </span>
    );
  }
  Icon.displayName = definition.name;
  return Icon;
}
