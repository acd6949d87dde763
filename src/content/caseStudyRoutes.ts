import { loadCaseStudies } from './load/caseStudies';

/** Each case study's address, titles and date, newest first, for the route table. */
export const caseStudyRoutes = loadCaseStudies('routes');
