/**
 * What a visitor typed into a prerendered form before the page's script arrived (or what
 * the browser restored into it): the fields whose value differs from the empty form's.
 * React hydrates the fields with its own state, so the form adopts these values then.
 */
export function typedBeforeHydration<F extends string>(
  form: HTMLFormElement,
  empty: Record<F, string>,
): Partial<Record<F, string>> {
  const typed: Partial<Record<F, string>> = {};
  for (const field of Object.keys(empty) as F[]) {
    const control = form.elements.namedItem(field);
    const value = control && 'value' in control ? control.value : undefined;
    if (typeof value === 'string' && value !== empty[field]) typed[field] = value;
  }
  return typed;
}
