import { Suspense, useDeferredValue } from 'react';
import { useLocation } from 'wouter';
import { ShownPath } from '../components/layout/shownPath';
import { Layout, mainId } from './Layout';
import { usePage } from './loading/usePage';
import { findRoute, type PageName } from './routes';
import { useDocumentHead } from './useDocumentHead';
import { useRouteChangeFocus } from './useRouteChangeFocus';

function RoutePage({ page }: { page: PageName }) {
  const Page = usePage(page);
  return <Page />;
}

export function App() {
  const [location] = useLocation();
  // A new page renders in the background, in slices that yield to input, so the tap that
  // asked for it paints at once (its link turns current) instead of waiting for a whole
  // page to render, lay out and paint in its frame.
  const shown = useDeferredValue(location);
  const route = findRoute(shown);
  useDocumentHead(route);
  useRouteChangeFocus(shown, mainId);
  return (
    <Layout route={route}>
      <Suspense fallback={null}>
        <ShownPath value={shown}>
          <RoutePage page={route.page} />
        </ShownPath>
      </Suspense>
    </Layout>
  );
}
