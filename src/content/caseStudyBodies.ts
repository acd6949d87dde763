import { loadCaseStudies } from './load/caseStudies';

/** Each case study's story, by slug: only the study page's script carries it. */
export const caseStudyBodies = loadCaseStudies('bodies');
