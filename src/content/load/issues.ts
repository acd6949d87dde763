import type * as v from 'valibot';

/** A valibot schema, seen only as far as this module looks into it. */
type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>> & {
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: readonly (AnySchema | string)[];
};

/** The schema of the field at `path`, when the path leads through objects and lists. */
export function schemaAt(schema: AnySchema | undefined, path: readonly (string | number)[]): AnySchema | undefined {
  let current = schema;
  for (const key of path) {
    while (current?.wrapped) current = current.wrapped;
    current = typeof key === 'number' ? current?.item : current?.entries?.[key];
  }
  while (current?.wrapped) current = current.wrapped;
  return current;
}

/** What a field should hold, in words. */
function describe(schema: AnySchema | undefined): string | undefined {
  switch (schema?.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
    case 'strict_object':
      return `a group of fields (${Object.keys(schema.entries ?? {}).join(', ')})`;
    case 'picklist':
      return `one of ${(schema.options ?? []).join(', ')}`;
    case 'union':
      return (schema.options ?? []).map((option) => (typeof option === 'string' ? option : describe(option))).join(' or ');
    default:
      return undefined;
  }
}

/** What was found instead, in words. */
function found(issue: v.BaseIssue<unknown>): string {
  const { input } = issue;
  if (typeof input === 'string') return `the text "${input}"`;
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  return issue.received;
}

const pathOf = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((item) => item.key as string | number);

/** The problem as a sentence that follows the field's name: 'is missing (text)', 'should be a number, not …'. */
export function describeIssue(issue: v.BaseIssue<unknown>, schema: AnySchema): string {
  const path = pathOf(issue);
  const expected = describe(schemaAt(schema, path));
  // A message written in the schema speaks for itself; valibot's own ones start with 'Invalid'.
  if (!issue.message.startsWith('Invalid ')) return issue.kind === 'schema' ? `${issue.message}, not ${found(issue)}` : issue.message;
  if (issue.expected === 'never') {
    const fields = Object.keys(schemaAt(schema, path.slice(0, -1))?.entries ?? {});
    return `is not a field here: check its spelling (the fields here are ${fields.join(', ')})`;
  }
  if (issue.input === undefined) return `is missing${expected ? ` (${expected})` : ''}`;
  if (issue.input === null) return `is empty${expected ? `: write ${expected}` : ''}`;
  return `should be ${expected ?? issue.expected}, not ${found(issue)}`;
}

/** Where the issue is, as a path a person reads: hero.title, intro.points[2].icon. */
export const fieldPath = (path: readonly (string | number)[]): string =>
  path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');

export { pathOf };
