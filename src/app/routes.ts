import { caseStudiesFeedPath, caseStudiesPath } from '../content/caseStudyPaths';
import { caseStudyRoutes } from '../content/caseStudyRoutes';
import { site } from '../content/site';
import { thankYouPath } from '../forms/receiverPaths';

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


/** The one route table: the router, the prerender step, the sitemap and the tests read it. */
export const routes: readonly RouteDef[] = [
  {
    path: '/',
    page: 'HomePage',
    title: `${site.name} | Managed IT & Security Services`,
    description:
      'Managed IT, cloud, software and AI services for growing businesses in Plano, Texas and across the US. Secure, dependable technology that lets you grow.',
  },
  {
    path: '/services',
    page: 'ServicesPage',
    title: `Services | ${site.name}`,
    description:
      'Web, mobile, UI/UX, cloud, marketing, data analysis, software, machine learning, IT management and AI services from one accountable partner.',
    heading: 'Services',
  },
  {
    path: '/about',
    page: 'AboutPage',
    title: `About us | ${site.name}`,
    description:
      'Nine years of certified IT expertise: meet the team that helps businesses grow with global IT solutions, and hear from the clients who trust us.',
    heading: 'About us',
  },
  {
    path: '/contact',
    page: 'ContactPage',
    title: `Contact us | ${site.name}`,
    description:
      'Call, e-mail or visit our Plano, Texas office, or send us a message: tell us about your project and we reply within one business day.',
    heading: 'Contact Us',
  },
  {
    path: '/privacy-policy',
    page: 'PrivacyPolicyPage',
    title: `Privacy policy | ${site.name}`,
    description:
      `How ${site.name} collects, uses, shares and protects the information you send us, and how to exercise your privacy rights.`,
    heading: 'Privacy Policy',
  },
  {
    path: caseStudiesPath,
    page: 'CaseStudiesPage',
    title: `Case studies | ${site.name}`,
    description:
      'How manufacturers, clinics and carriers run better on the IT we build and manage: the problem, what we did and the results, in figures.',
    heading: 'Case studies',
    feed: { path: caseStudiesFeedPath, title: `Case studies | ${site.name}` },
  },
  ...caseStudyRoutes.map(
    ({ path, title, description, date }): RouteDef => ({
      path,
      page: 'CaseStudyPage',
      title: `${title} | ${site.name}`,
      description,
      heading: title,
      published: date,
    }),
  ),
  {
    path: thankYouPath,
    page: 'ThankYouPage',
    title: `Thank you | ${site.name}`,
    description: 'Your message or newsletter sign-up has reached Vantix IT Solutions. We reply within one business day; every newsletter can be unsubscribed.',
    heading: 'Thank you',
    noindex: true,
  },
];

export const notFoundRoute: RouteDef = {
  path: '/404',
  page: 'NotFoundPage',
  title: `Page not found | ${site.name}`,
  description: 'The page you were looking for does not exist or has moved. Find your way back to our services, company and contact details.',
  heading: 'Page not found',
  noindex: true,
};

/** The routes search engines should list (the sitemap's). */
export const indexedRoutes = routes.filter((route) => !route.noindex);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The route for a pathname (a trailing slash is tolerated), or the 404 route. */
export const findRoute = (pathname: string): RouteDef =>
  routes.find((route) => route.path === normalise(pathname)) ?? notFoundRoute;
