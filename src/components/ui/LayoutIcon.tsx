import { IconGraphic, type IconGraphicProps } from './IconGraphic';
import { layoutIcons, type LayoutIconName } from './layoutIcons';

/**
 * An icon of the parts every page shows (see IconGraphic): these components draw from the
 * layout's few icons, so the whole set stays out of the code every page loads.
 */
export const LayoutIcon = ({ name, ...rest }: { name: LayoutIconName } & IconGraphicProps) => <IconGraphic icon={layoutIcons[name]} {...rest} />;
