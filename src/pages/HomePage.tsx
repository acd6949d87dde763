import { deferred } from '../components/deferred/deferred';
import { PageSections } from '../components/layout/PageSections';
import { AboutBlock } from '../sections/home/AboutBlock';
import { Hero } from '../sections/home/Hero';
import { Intro } from '../sections/home/Intro';

// Everything below the first screen (carousels, count-up, FAQ) loads after the page.
const HomeBelowFold = deferred(() => import('../sections/home/HomeBelowFold').then((module) => module.HomeBelowFold));

/**
 * The home page, in the order DESIGN.md fixes: hero, intro and about block, then
 * services, statistics, feedback, FAQ, and technologies last.
 */
export function HomePage() {
  return <PageSections sections={[Hero, Intro, AboutBlock, HomeBelowFold]} />;
}
