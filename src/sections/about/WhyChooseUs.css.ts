import { style } from '@vanilla-extract/css';
import type { FeatureItemClassNames } from '../../components/ui/FeatureItem';
import { accentDisc } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { columns, gridList } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const list = style(gridList(vars.space.md, { sm: { ...columns(2), gap: vars.space.lg }, lg: 3 }));

const item = style({ padding: vars.space.lg, ...raisedCard });

const check = style(accentDisc(40));

const title = style({ marginBottom: vars.space.xxs });

export const feature: FeatureItemClassNames = { item, icon: check, title };
