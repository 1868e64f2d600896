/**
 * Icons for the pages without antd: Ant Design's shapes as the SVG files of
 * @ant-design/icons-svg (`import copy from '@ant-design/icons-svg/inline-svg/outlined/copy.svg?raw'`).
 *
 * Not the shell's svgIcon with the `es/asn` modules: those are the very modules that
 * @ant-design/icons draws in the antd tools, so the bundler puts every shape that six tools use
 * (copy, download...) into their shared `ui` chunk, and a light page importing one would
 * download antd with it. A `?raw` file is a module of its own, kept in the page's chunk.
 */
import type { ComponentType } from 'react';
import './lightControls.css';

export interface LightIconProps {
  className?: string;
  'aria-hidden'?: boolean | 'true';
}

export function lightIcon(svg: string, name: string): ComponentType<LightIconProps> {
  // The file is the package's own static markup, never user input.
  const html = { __html: svg };
  function Icon({ className }: LightIconProps) {
    return (
      <span
        className={`svg-icon light-icon ${className ?? ''}`}
        aria-hidden
        dangerouslySetInnerHTML={html}
      />
    );
  }
  Icon.displayName = name;
  return Icon;
}
