import { loadCaseStudies } from './load/caseStudies';

/** The case studies, newest first: content/en/case-studies/*.md. */
export const caseStudies = loadCaseStudies('studies');
