import { sourceFields } from '../../forms/formData';

/**
 * Where the visit came from, for a post the browser makes itself: empty in the page as
 * prerendered (and so as hydrated), filled by the boot script as the form is submitted.
 * With JavaScript off they stay empty, and the receiver reads the request instead.
 */
export function SourceFields() {
  return sourceFields.map((name) => <input key={name} type="hidden" name={name} defaultValue="" />);
}
