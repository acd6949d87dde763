/** The site's own receiver (the Worker beside the pages): where the forms post by default. */
export const receiverPaths = {
  contact: '/api/contact',
  newsletter: '/api/newsletter',
} as const;

/** Where pages report field measurements (a build with VITE_VITALS=on); apart, so other builds carry not even the path. */
export const vitalsPath = '/api/vitals';

/** The page a form posted natively (JavaScript off) lands on once the receiver has it. */
export const thankYouPath = '/thank-you';
