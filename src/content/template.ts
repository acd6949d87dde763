import type { Template } from './schema/fields';

/**
 * A template from content/ filled in: `fill(feedbackSection.pickLabel, { name })` for '… of
 * {name}'. Its type names the placeholders, so a missing or misspelt value is a type error.
 */
export const fill = <Name extends string>(
  template: Template<Name>,
  values: Readonly<Record<Name, string | number>>,
): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name as Name]) : match,
  );
