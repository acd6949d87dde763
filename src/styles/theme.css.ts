import { createGlobalTheme } from '@vanilla-extract/css';

/** The one place colours, fonts, spacing and motion are written out. */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#0b1f44',
    primaryHover: '#14306a',
    onPrimary: '#ffffff',
    onPrimaryMuted: '#c5cee0',
    accent: '#f7941d',
    accentHover: '#ffa940',
    onAccent: '#0b1f44',
    /** Orange that passes AA as small text on white and light grey. */
    accentText: '#c2410c',
    success: '#15803d',
    successSurface: '#ecfdf3',
    error: '#b91c1c',
    errorSurface: '#fef2f2',
    text: '#1b2433',
    textMuted: '#4a5568',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    border: '#dde3ec',
    /** Focus ring on light surfaces; `darkSurface` swaps in the bright accent. */
    focus: '#c2410c',
    backdrop: 'rgba(11, 31, 68, 0.6)',
  },
  font: {
    body: 'Barlow, "Barlow Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  },
  weight: { regular: '400', semibold: '600', bold: '700' },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    h3: 'clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)',
    h2: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.625rem)',
    h1: 'clamp(2.125rem, 1.5rem + 2.6vw, 3.75rem)',
  },
  lineHeight: { tight: '1.2', snug: '1.35', body: '1.6' },
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
    section: 'clamp(64px, 5vw + 40px, 112px)',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(11, 31, 68, 0.06), 0 8px 24px rgba(11, 31, 68, 0.08)',
    raised: '0 12px 32px rgba(11, 31, 68, 0.16)',
  },
  motion: { fast: '150ms', base: '250ms', slow: '400ms' },
  layout: { maxWidth: '1240px', gutter: 'clamp(16px, 4vw, 32px)' },
});
