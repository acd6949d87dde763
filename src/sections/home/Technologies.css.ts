import { style } from '@vanilla-extract/css';
import { carouselLayout } from '../../components/ui/carouselLayout';
import { technologiesCarousel, technologyCellHeightPx, technologyLogoSize } from '../../constants';
import { vars } from '../../styles/theme.css';

export const layout = carouselLayout(technologiesCarousel);

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: `${technologyCellHeightPx}px`,
  borderBlock: `1px solid ${vars.color.border}`,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const logo = style({
  width: `${technologyLogoSize.width}px`,
  maxWidth: '90%',
  height: 'auto',
  filter: 'grayscale(1)',
  opacity: 0.75,
  transition: `filter ${vars.motion.base}, opacity ${vars.motion.base}`,
  ':hover': { filter: 'none', opacity: 1 },
});
