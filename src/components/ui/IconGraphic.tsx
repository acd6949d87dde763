import type { SVGProps } from 'react';

/** An icon's outlines on its grid (24 x 24 unless `viewBox` says otherwise), stroked unless `filled`. */
export type IconDef = { paths: readonly string[]; filled?: boolean; viewBox?: string };

export type IconGraphicProps = { size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>;

/**
 * An icon drawn as SVG. Decorative unless given a `title`, in which case it is exposed as an
 * image with that name.
 */
export function IconGraphic({ icon, size = 24, title, ...rest }: IconGraphicProps & { icon: IconDef }) {
  const { viewBox = '0 0 24 24', paths, filled } = icon;
  return (
    <svg
      width={size}
      height={size}
      viewBox={viewBox}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
