import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { flex } from '../../styled-system/patterns';
import { guard, NOT_FOUND_PATH, usesPageFrame } from '../domain/access-guard';
import { currentBrand } from '../services/config';
import { useSession } from '../services/session/use-session';
import { Spinner } from '../ui/spinner';
import { type AppRoute, isKnownPath, ROUTES } from './routes';

// The signed-in frame (nav bar, menus, drawer) is its own chunk: public pages never load it.
const loadPageFrame = () => import('./layout/page-frame');
const PageFrame = lazy(() => loadPageFrame().then((m) => ({ default: m.PageFrame })));
// So are the server cache and the platform-address check: every signed-in page has them, framed or
// not (the TV view).
const SignedInData = lazy(() => import('./signed-in-data').then((m) => ({ default: m.SignedInData })));

const loading = flex({
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '40',
  p: '8',
});

function PageLoading() {
  return (
    <div className={loading}>
      <Spinner size="lg" />
    </div>
  );
}

/** One route's page; the document title follows it. */
function RoutePage({ route }: { route: AppRoute }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: route.titleId });
  useEffect(() => {
    document.title = `${title} · ${currentBrand.name}`;
  }, [title]);
  const Screen = route.screen;
  return <Screen />;
}

/**
 * The router: the access guard first (doc 1 §2.2), then the route table; unknown paths go to
 * /not-found. Framed pages share one PageFrame, so the bar stays mounted between them.
 */
export function AppRouter() {
  const [location] = useLocation();
  const { signedIn } = useSession();

  const redirect = guard(location, signedIn, isKnownPath(location));
  if (redirect) return <Redirect to={redirect} replace />;

  const routes = (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
        <Route>
          <Redirect to={NOT_FOUND_PATH} replace />
        </Route>
      </Switch>
    </Suspense>
  );
  const framed = usesPageFrame(location);
  // The frame's chunk is fetched alongside the signed-in data's, not after it.
  if (signedIn && framed) void loadPageFrame();
  const page = framed ? (
    <Suspense fallback={<PageLoading />}>
      <PageFrame>{routes}</PageFrame>
    </Suspense>
  ) : (
    routes
  );
  return signedIn ? (
    <Suspense fallback={<PageLoading />}>
      <SignedInData>{page}</SignedInData>
    </Suspense>
  ) : (
    page
  );
}
