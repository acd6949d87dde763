import { Suspense, useDeferredValue } from 'react';
import { useLocation } from 'wouter';
import { ShownPath } from '../components/layout/shownPath';
import { Layout, mainId } from './Layout';
import { pageComponent } from './loading/pageComponent';
import { findRoute } from './routes';
import { useDocumentHead } from './useDocumentHead';
import { useRouteChangeFocus } from './useRouteChangeFocus';

export function App() {
  const [location] = useLocation();
  // A new page renders in the background, in slices that yield to input, so the tap that
  // asked for it paints at once (its link turns current) instead of waiting for a whole
  // page to render, lay out and paint in its frame.
  const shown = useDeferredValue(location);
  const route = findRoute(shown);
  const Page = pageComponent(route.page);
  useDocumentHead(route);
  useRouteChangeFocus(shown, mainId);
  return (
    <Layout route={route}>
      <Suspense fallback={null}>
        <ShownPath value={shown}>
          <Page />
        </ShownPath>
      </Suspense>
    </Layout>
  );
}
