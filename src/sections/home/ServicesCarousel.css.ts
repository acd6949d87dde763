import { style } from '@vanilla-extract/css';
import { carouselLayout } from '../../components/ui/carouselLayout';
import { servicesCarousel } from '../../components/ui/carousels';
import { iconBox } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const layout = carouselLayout(servicesCarousel);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  ...raisedCard,
});

export const image = style({
  width: '100%',
  aspectRatio: '400 / 260',
  objectFit: 'cover',
  filter: vars.image.illustration,
});

export const body = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}`,
});

export const icon = style([
  iconBox(56, vars.radius.md),
  {
    position: 'absolute',
    top: '-28px',
    left: vars.space.lg,
    background: vars.color.accent,
    color: vars.color.onAccent,
    boxShadow: vars.shadow.card,
  },
]);

export const title = style({ fontSize: vars.fontSize.h3, color: vars.color.heading });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });
