// Part of the forms' contract (contract.mjs exports it with the rest), plain JavaScript like it.

/**
 * Where the visit that sent a form came from, posted beside the form's fields and stored
 * with the lead: the visit's first page (path and query), the referring site (host only)
 * and the UTM tags of that first address. Kept in sessionStorage for the visit; a post
 * without JavaScript carries none of them, and the receiver falls back on its Referer.
 */
export const sourceFields = /** @type {const} */ ([
  'landing',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]);

/** Each source field is cut to this many characters: by the browser that keeps it, and by the receiver. */
export const sourceMaxLength = 200;
