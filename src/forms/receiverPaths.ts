/** The site's own receiver (the Worker beside the pages): where the forms post by default. */
export const receiverPaths = {
  contact: '/api/contact',
  newsletter: '/api/newsletter',
  vitals: '/api/vitals',
} as const;

/** The page a form posted natively (JavaScript off) lands on once the receiver has it. */
export const thankYouPath = '/thank-you';
