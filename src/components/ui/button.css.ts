import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '48px',
    // Only a label that wraps grows past the minimum height; its lines keep clear of the edge.
    paddingBlock: vars.space.xs,
    border: '2px solid transparent',
    borderRadius: vars.radius.sm,
    fontWeight: vars.weight.semibold,
    fontSize: vars.fontSize.sm,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.heading,
        borderColor: 'currentColor',
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.primary,
            color: vars.color.onPrimary,
            borderColor: vars.color.primary,
          },
        },
      },
    },
    size: {
      md: { paddingInline: vars.space.lg },
      lg: { paddingInline: vars.space.xl, minHeight: '56px' },
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
