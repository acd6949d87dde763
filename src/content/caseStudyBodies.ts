import { loadCaseStudies } from './load/caseStudies';

/** Each case study's story, by slug, each in a chunk of its own that only its page loads. */
export const caseStudyBodies = loadCaseStudies('bodies');
