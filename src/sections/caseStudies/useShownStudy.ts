import { useShownPath } from '../../components/layout/shownPath';
import caseStudies from 'virtual:content/case-studies';

/** The case study whose page is on screen (the route table only sends its paths here). */
export function useShownStudy() {
  // The address may end in a slash the route table tolerates.
  const path = useShownPath().replace(/\/+$/, '');
  return caseStudies.find((study) => study.path === path);
}
