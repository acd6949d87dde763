import caseStudyRoutes from 'virtual:content/case-studies/routes';
import { feedPath, pagePaths } from '../addresses.mjs';
import pages from 'virtual:content/pages.yaml';
import { fill } from '../content/template';

/** The pages in src/pages; each file exports a component of the same name. */
export type PageName =
  | 'HomePage'
  | 'ServicesPage'
  | 'AboutPage'
  | 'ContactPage'
  | 'PrivacyPolicyPage'
  | 'CaseStudiesPage'
  | 'CaseStudyPage'
  | 'ThankYouPage'
  | 'NotFoundPage';

export type RouteDef = {
  path: string;
  page: PageName;
  /** Document title. */
  title: string;
  /** Meta description, 15 to 160 characters. */
  description: string;
  /** Banner heading and last breadcrumb of inner pages; the home page has none. */
  heading?: string;
  /** Not for search engines: left out of the sitemap and marked noindex. */
  noindex?: boolean;
  /** An article's publication date (YYYY-MM-DD): shared as an article rather than a page. */
  published?: string;
  /** The Atom feed that follows this page's list, announced in its head. */
  feed?: { path: string; title: string };
};

/**
 * The one route table: the router, the prerender step, the sitemap and the tests read it; the
 * words are content/en/pages.yaml's, and each case study's its own file's.
 */
export const routes: readonly RouteDef[] = [
  { path: pagePaths.home, page: 'HomePage', ...pages.home },
  { path: pagePaths.services, page: 'ServicesPage', ...pages.services },
  { path: pagePaths.about, page: 'AboutPage', ...pages.about },
  { path: pagePaths.contact, page: 'ContactPage', ...pages.contact },
  { path: pagePaths.privacy, page: 'PrivacyPolicyPage', ...pages.privacy },
  {
    path: pagePaths.caseStudies,
    page: 'CaseStudiesPage',
    ...pages.caseStudies,
    feed: { path: feedPath, title: pages.caseStudies.title },
  },
  ...caseStudyRoutes.map(({ path, title, description, date }): RouteDef => ({
    path,
    page: 'CaseStudyPage',
    title: fill(pages.caseStudy.title, { title }),
    description,
    heading: title,
    published: date,
  })),
  { path: pagePaths.thankYou, page: 'ThankYouPage', ...pages.thankYou, noindex: true },
];

export const notFoundRoute: RouteDef = {
  path: pagePaths.notFound,
  page: 'NotFoundPage',
  ...pages.notFound,
  noindex: true,
};

/** The routes search engines should list (the sitemap's). */
export const indexedRoutes = routes.filter((route) => !route.noindex);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The route for a pathname (a trailing slash is tolerated), or the 404 route. */
export const findRoute = (pathname: string): RouteDef =>
  routes.find((route) => route.path === normalise(pathname)) ?? notFoundRoute;
