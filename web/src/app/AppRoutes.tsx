import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '../shared/components/FullScreenSpinner';
import { lazyPage } from '../shared/routing/feature-routes';
import { useAuth } from './auth/AuthProvider';
import { ProtectedRoute, PublicOnlyRoute } from './auth/ProtectedRoute';
import { ScreenAccess } from './auth/ScreenAccess';
import { FEATURE_ROUTES } from './feature-routes';
import { AppLayout } from './layout/AppLayout';

const LoginPage = lazyPage(() => import('../features/auth/login/LoginPage'), 'LoginPage');
const PlaceholderPage = lazyPage(() => import('../features/placeholder/PlaceholderPage'), 'PlaceholderPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

/** Unknown paths: inside the shell for a signed-in user, on their own otherwise. */
function NotFoundRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ) : (
    <NotFoundPage />
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnlyRoute>
              <LoginPage />
            </PublicOnlyRoute>
          }
        />
        <Route
          element={
            <ProtectedRoute>
              <AppLayout />
            </ProtectedRoute>
          }
        >
          {FEATURE_ROUTES.map(({ path, title, page: Page, breadcrumb }) => (
            // Keyed by path, so moving between two placeholders starts each afresh.
            <Route key={path} path={path} element={<ScreenAccess path={path}>{Page ? <Page /> : <PlaceholderPage key={path} title={title} breadcrumb={breadcrumb} />}</ScreenAccess>} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
