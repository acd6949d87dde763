import { style } from '@vanilla-extract/css';
import { carouselLayout } from '../../components/ui/carouselLayout';
import { aboutTestimonialsCarousel } from '../../components/ui/carousels';
import { accentDisc } from '../../styles/iconBox';
import { raisedCard } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const layout = carouselLayout(aboutTestimonialsCarousel);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.xl,
  ...raisedCard,
  border: `1px solid ${vars.color.border}`,
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const badge = style(accentDisc(48));

export const feedback = style({ flexGrow: 1, color: vars.color.text });

export const caption = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const name = style({
  fontWeight: vars.weight.bold,
  color: vars.color.heading,
  fontSize: vars.fontSize.lg,
});

export const title = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.weight.semibold,
});
