/** The largest draft kept (serialised): room for a message well past its limit; a larger one found is corrupt. */
export const draftMaxChars = 50_000;

/**
 * Drafts live in sessionStorage: they survive a reload and moving between pages, but
 * not the end of the browsing session, so a shared computer does not keep someone's
 * message. Storage can be missing, full or blocked; every access is guarded.
 */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft's known fields that hold strings, or null when there is no usable draft. */
export function readDraft<F extends string>(
  storage: Storage | undefined,
  key: string,
  fields: readonly F[],
): Partial<Record<F, string>> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw || raw.length > draftMaxChars) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const entries = fields.map(
      (field) => [field, (parsed as Record<string, unknown>)[field]] as const,
    );
    const draft = Object.fromEntries(
      entries.filter(([, value]) => typeof value === 'string'),
    ) as Partial<Record<F, string>>;
    return Object.keys(draft).length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Stores the draft, or removes it when nothing has been typed or it is too large to keep. */
export function writeDraft<F extends string>(
  storage: Storage | undefined,
  key: string,
  values: Record<F, string>,
): void {
  try {
    const raw = JSON.stringify(values);
    const empty = Object.values<string>(values).every((value) => value === '');
    if (empty || raw.length > draftMaxChars) storage?.removeItem(key);
    else storage?.setItem(key, raw);
  } catch {
    // Quota exceeded or storage blocked: the form keeps working without a draft.
  }
}

export function clearDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
