import type { SVGProps } from 'react';
import type { IconName } from '../../content/iconNames';
import { icons } from './icons';

type IconProps = { name: IconName; size?: number; title?: string } & Omit<SVGProps<SVGSVGElement>, 'name'>;

/**
 * An icon from the site's set. Decorative unless given a `title`, in which case it
 * is exposed as an image with that name.
 */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const { viewBox = '0 0 24 24', paths, filled } = icons[name];
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
