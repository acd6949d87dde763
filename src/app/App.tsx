import { Suspense } from 'react';
import { useLocation } from 'wouter';
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
  const route = findRoute(location);
  useDocumentHead(route);
  useRouteChangeFocus(location, mainId);
  return (
    <Layout route={route}>
      <Suspense fallback={null}>
        <RoutePage page={route.page} />
      </Suspense>
    </Layout>
  );
}
