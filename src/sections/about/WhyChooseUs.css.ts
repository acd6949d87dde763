import { style } from '@vanilla-extract/css';
import type { FeatureItemClassNames } from '../../components/ui/FeatureItem';
import { accentDisc } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { columns, gridList } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const list = style(
  gridList(vars.space.md, { sm: { ...columns(2), gap: vars.space.lg }, lg: 3 }),
);

export const feature: FeatureItemClassNames = {
  item: style({ padding: vars.space.lg, ...raisedCard }),
  icon: style(accentDisc(40)),
  title: style({ marginBottom: vars.space.xxs }),
};
