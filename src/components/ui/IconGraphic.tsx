import type { SVGProps } from 'react';

/** An icon's outlines on its grid (24 x 24 unless `viewBox` says otherwise), stroked unless `filled`. */
export type IconDef = { paths: readonly string[]; filled?: boolean; viewBox?: string };

export type IconGraphicProps = { size?: number } & Omit<SVGProps<SVGSVGElement>, 'name'>;

/** An icon drawn as SVG, decorative: the words beside it name what it stands for. */
export function IconGraphic({ icon, size = 24, ...rest }: IconGraphicProps & { icon: IconDef }) {
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
      aria-hidden="true"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
