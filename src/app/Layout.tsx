import type { ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { PageBanner } from '../components/layout/PageBanner';
import { SiteHeader } from '../components/layout/SiteHeader';
import { SkipLink } from '../components/layout/SkipLink';
import { TopBar } from '../components/layout/TopBar';
import { breadcrumbsFor } from './breadcrumbs';
import * as styles from './Layout.css';
import { notFoundRoute, type RouteDef } from './routes';

export const mainId = 'main';

/** The chrome every page shares, with the banner and breadcrumbs of inner pages. */
export function Layout({ route, children }: { route: RouteDef; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      {/* From an address the site does not have, the switcher offers the other language's home page. */}
      <SiteHeader page={route.path} languagePage={route === notFoundRoute ? '/' : route.path} />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {route.heading && <PageBanner title={route.heading} crumbs={breadcrumbsFor(route)} />}
        {children}
      </main>
      <Footer />
    </>
  );
}
