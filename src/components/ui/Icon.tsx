import type { IconName } from '../../content/iconNames';
import { IconGraphic, type IconGraphicProps } from './IconGraphic';
import { icons } from './icons';

/** An icon from the site's whole set, by a name content may give too (see IconGraphic). */
export const Icon = ({ name, ...rest }: { name: IconName } & IconGraphicProps) => (
  <IconGraphic icon={icons[name]} {...rest} />
);
