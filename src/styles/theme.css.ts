import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { darkScheme, themeAttribute } from './themeChoice';

/** The brand's navy bands and orange, the same in both themes. */
const brand = {
  /** The navy of the top bar, banners, hero, statistics and footer, so its `onBand` colours are the same in both themes too. */
  band: '#0b1f44',
  bandHighlight: '#14306a',
  onBand: '#ffffff',
  onBandMuted: '#c5cee0',
  /** Hairlines and tints drawn over the band. */
  bandLine: 'rgba(255, 255, 255, 0.12)',
  bandTint: 'rgba(255, 255, 255, 0.08)',
  bandGrid: 'rgba(255, 255, 255, 0.05)',
  /** A form field's edge on the band. */
  bandFieldBorder: 'rgba(255, 255, 255, 0.45)',
  accent: '#f7941d',
  accentHover: '#ffa940',
  onAccent: '#0b1f44',
  /** The orange glow in the corner of the page banners. */
  accentGlow: 'rgba(247, 148, 29, 0.22)',
  /** Error text on the band, where the theme's error red is too dark to read. */
  errorOnBand: '#fecaca',
};

/** Semantic names only, each with a light value here and a dark one below. */
const light = {
  color: {
    ...brand,
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    /** Cards and tiles: white on the grey band in light, a lifted navy in dark. */
    surfaceRaised: '#ffffff',
    text: '#1b2433',
    textMuted: '#4a5568',
    /** Headings, names and links on a surface: navy in light, near-white in dark. */
    heading: '#0b1f44',
    border: '#dde3ec',
    /** A form field's resting edge: 3:1 against the surface it sits on. */
    fieldBorder: '#4a5568',
    /** Filled controls and the current item: navy in light, light on navy in dark. */
    primary: '#0b1f44',
    primaryHover: '#14306a',
    onPrimary: '#ffffff',
    /** Orange that passes AA as small text on the theme's surfaces. */
    accentText: '#c2410c',
    /** A star not earned in a rating. */
    ratingEmpty: '#c5cee0',
    success: '#15803d',
    successSurface: '#ecfdf3',
    error: '#b91c1c',
    errorSurface: '#fef2f2',
    /** Focus ring on surfaces; `darkSurface` swaps in the bright accent on the band. */
    focus: '#c2410c',
    backdrop: 'rgba(11, 31, 68, 0.6)',
  },
  shadow: {
    card: '0 1px 2px rgba(11, 31, 68, 0.06), 0 8px 24px rgba(11, 31, 68, 0.08)',
    raised: '0 12px 32px rgba(11, 31, 68, 0.16)',
  },
  /** Image files drawn for light: in dark, logos turn their lightness over (keeping hues), illustrations dim. */
  image: { logo: 'invert(0)', illustration: 'none' },
};

/** The colour contract, named by the light theme's tokens. */
const palette = createThemeContract(light);

const dark: typeof light = {
  color: {
    ...brand,
    surface: '#0a1324',
    surfaceAlt: '#0f1a2f',
    surfaceRaised: '#16223a',
    text: '#e3e8f1',
    textMuted: '#a9b4c7',
    heading: '#f2f5fa',
    border: '#2b3954',
    fieldBorder: '#8d9ab2',
    primary: '#dbe4f5',
    primaryHover: '#ffffff',
    onPrimary: '#0b1f44',
    accentText: '#f7941d',
    ratingEmpty: '#4a5874',
    success: '#4ade80',
    successSurface: '#0f2a1d',
    error: '#fca5a5',
    errorSurface: '#2e1519',
    focus: '#f7941d',
    backdrop: 'rgba(0, 0, 0, 0.7)',
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.3)',
    raised: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
  image: { logo: 'invert(1) hue-rotate(180deg)', illustration: 'brightness(0.82)' },
};

// Light by default; dark when the system asks for it and the visitor has not chosen light,
// or when the visitor chose dark. `color-scheme` gives native controls, scrollbars and the
// menu's dialog the same theme.
globalStyle(':root', {
  vars: assignVars(palette, light),
  colorScheme: 'light',
  '@media': { [darkScheme]: { vars: assignVars(palette, dark), colorScheme: 'dark' } },
});
globalStyle(`:root[${themeAttribute}="light"]`, {
  vars: assignVars(palette, light),
  colorScheme: 'light',
});
globalStyle(`:root[${themeAttribute}="dark"]`, {
  vars: assignVars(palette, dark),
  colorScheme: 'dark',
});

/** The one place colours, fonts, spacing and motion are written out. */
export const vars = {
  ...palette,
  ...createGlobalTheme(':root', {
    font: {
      body: 'Barlow, "Barlow Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    },
    weight: { semibold: '600', bold: '700' },
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
    motion: { fast: '150ms', base: '250ms', slow: '400ms' },
    layout: { maxWidth: '1240px', gutter: 'clamp(16px, 4vw, 32px)' },
  }),
};
