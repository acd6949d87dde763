import type { IconName } from '../../content/iconNames';
import * as styles from './FeatureItem.css';
import { Icon } from './Icon';

/** A feature list's own look, from its `.css.ts`: its card, icon box and type sizes. */
export type FeatureItemClassNames = { item?: string; icon?: string; title?: string; text?: string };

type FeatureItemProps = {
  icon: IconName;
  iconSize: number;
  /** Thicker than the set's 2 px, for a small mark that must carry (a tick). */
  iconStrokeWidth?: number;
  title: string;
  text: string;
  classNames: FeatureItemClassNames;
};

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** One entry of a feature list: an icon in its box beside a title (an h3) and a line of text. */
export function FeatureItem({
  icon,
  iconSize,
  iconStrokeWidth,
  title,
  text,
  classNames,
}: FeatureItemProps) {
  return (
    <li className={join(styles.item, classNames.item)}>
      <span className={join(styles.icon, classNames.icon)}>
        <Icon
          name={icon}
          size={iconSize}
          {...(iconStrokeWidth && { strokeWidth: iconStrokeWidth })}
        />
      </span>
      <div>
        <h3 className={join(styles.title, classNames.title)}>{title}</h3>
        <p className={join(styles.text, classNames.text)}>{text}</p>
      </div>
    </li>
  );
}
