import { style } from '@vanilla-extract/css';
import type { FeatureItemClassNames } from '../../components/ui/FeatureItem';
import { accentDisc } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { responsive } from '../../styles/responsive';
import { vars } from '../../styles/theme.css';

export const list = style(
  responsive({
    xs: { display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' },
    sm: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.lg },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
);

const item = style({ padding: vars.space.lg, ...raisedCard });

const check = style(accentDisc(40));

const title = style({ marginBottom: vars.space.xxs });

export const feature: FeatureItemClassNames = { item, icon: check, title };
