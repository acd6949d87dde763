import { style } from '@vanilla-extract/css';
import { carouselLayout } from '../../components/ui/carouselLayout';
import { technologiesCarousel, technologyCellHeightPx } from '../../components/ui/carousels';
import { vars } from '../../styles/theme.css';

/** Every logo's box (SPEC: width 220, height 120): the width and height of its <img>. */
export const technologyLogoSize = { width: 220, height: 120 } as const;

export const layout = carouselLayout(technologiesCarousel);

// The spec sets no gap between slides; the tiles get their breathing room inside the cell.
export const cell = style({
  width: '100%',
  height: `${technologyCellHeightPx}px`,
  padding: vars.space.xs,
});

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const logo = style({
  width: `${technologyLogoSize.width}px`,
  maxWidth: '90%',
  height: 'auto',
  filter: `grayscale(1) ${vars.image.logo}`,
  opacity: 0.85,
  transition: `filter ${vars.motion.base}, opacity ${vars.motion.base}`,
  ':hover': { filter: vars.image.logo, opacity: 1 },
});
