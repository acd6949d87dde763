import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { errorLine } from './Field.css';

export const label = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.onBandMuted,
});

export const row = style({ display: 'flex' });

/** On the navy footer: focus lifts the field, filled firms its border, an error marks it in light red. */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.bandFieldBorder}`,
  borderRight: 0,
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  background: vars.color.bandTint,
  color: vars.color.onBand,
  '::placeholder': { color: vars.color.onBandMuted, opacity: 0.8 },
  selectors: {
    '&[data-filled="true"]': { borderColor: vars.color.onBandMuted },
    '&:focus': { borderColor: vars.color.accent, background: vars.color.bandLine },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.errorOnBand,
      boxShadow: `inset 3px 0 0 ${vars.color.errorOnBand}`,
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '52px',
  // Transparent, yet drawn in forced colours, where the fill is dropped.
  border: '1px solid transparent',
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.accentHover },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const errorRegion = style({ selectors: { '&:not(:empty)': { marginTop: vars.space.xs } } });

export const error = style({ ...errorLine, color: vars.color.errorOnBand });

export { errorIcon } from './Field.css';
