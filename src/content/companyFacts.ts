import { site } from './site';

/** Figures the copy quotes about the company; they are set in content/company.yaml. */
export const { experienceYears, expertTeamPercent } = site.facts;
