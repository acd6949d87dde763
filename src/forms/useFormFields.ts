import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { clearDraft, readDraft, sessionStore, writeDraft } from './drafts';
import { typedBeforeHydration } from './typedBeforeHydration';
import { validateAll, type FieldErrors, type Validators } from './validation';

type Options<F extends string> = {
  validators: Validators<F>;
  empty: Record<F, string>;
  /** Keeps what was typed in sessionStorage under this key; omit for no draft. */
  draftKey?: string;
  /** Drops restored values the form cannot show (e.g. an unknown select option). */
  acceptDraft?: (field: F, value: string) => boolean;
  /** The form: what was typed into it before the page hydrated is kept. */
  form?: RefObject<HTMLFormElement | null>;
};

/**
 * Values, errors and drafts of a form. A field's error shows once the field has been
 * touched (edited, then left) or the form submitted, and from then on follows every keystroke.
 * @example const fields = useFormFields({ validators: newsletterValidators, empty: { email: '' }
 * });
 */
export function useFormFields<F extends string>({
  validators,
  empty,
  draftKey,
  acceptDraft = () => true,
  form,
}: Options<F>) {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  // The receiver's word on fields the browser found fine (it checks again): shown until the field
  // is edited.
  const [refused, setRefused] = useState<FieldErrors<F>>({});
  const fields = Object.keys(validators) as F[];
  const seeded = useRef(false);

  // After hydration, so the prerendered empty form and the first client render agree; in a
  // layout effect, so the seeded values are committed before the browser takes the next
  // click. The draft seeds the form; what was typed before hydration wins over it. Once:
  // both only seed the first render, whatever the options are later.
  useLayoutEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    const draft = draftKey ? readDraft(sessionStore(), draftKey, Object.keys(empty) as F[]) : null;
    const accepted = Object.entries(draft ?? {}).filter(([field, value]) =>
      acceptDraft(field as F, value as string),
    );
    const typed = form?.current ? typedBeforeHydration(form.current, empty) : {};
    const typedFields = Object.keys(typed) as F[];
    if (!accepted.length && !typedFields.length) return;
    const next = { ...empty, ...Object.fromEntries(accepted), ...typed };
    setValues(next);
    if (typedFields.length) {
      setEdited(new Set(typedFields));
      if (draftKey) writeDraft(sessionStore(), draftKey, next);
    }
  }, [form, draftKey, empty, acceptDraft]);

  // What the form holds now, for a send that ends after more was typed.
  const latest = useRef(values);
  useEffect(() => void (latest.current = values));

  const errors = useMemo(() => validateAll(validators, values), [validators, values]);
  const visibleErrors: FieldErrors<F> = {};
  for (const field of fields)
    if (touched.has(field)) visibleErrors[field] = errors[field] ?? refused[field];

  return {
    values,
    errors,
    visibleErrors,
    isValid: fields.every((field) => !errors[field]),
    /** The receiver refused these fields, with the message for each. */
    refuse(serverErrors: Record<string, string>) {
      const known = fields.filter((field) => serverErrors[field]);
      setRefused(
        Object.fromEntries(known.map((field) => [field, serverErrors[field]])) as FieldErrors<F>,
      );
      setTouched(new Set(fields));
    },
    /** The first field with an error, in form order. */
    firstInvalid: fields.find((field) => errors[field]),
    change(field: F, value: string) {
      const next = { ...values, [field]: value };
      setValues(next);
      setEdited((set) => (set.has(field) ? set : new Set(set).add(field)));
      if (refused[field]) setRefused(({ [field]: _edited, ...rest }) => rest as FieldErrors<F>);
      if (draftKey) writeDraft(sessionStore(), draftKey, next);
    },
    blur(field: F) {
      if (edited.has(field) && !touched.has(field)) setTouched(new Set(touched).add(field));
    },
    touchAll: () => setTouched(new Set(fields)),
    /** Empties the form and its draft once `sent` has gone, unless the visitor changed it meanwhile: that stays. */
    clearSent(sent: Record<F, string>) {
      if (fields.some((field) => latest.current[field] !== sent[field])) return;
      setValues(empty);
      setRefused({});
      setTouched(new Set());
      setEdited(new Set());
      if (draftKey) clearDraft(sessionStore(), draftKey);
    },
  };
}
