import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { Layout } from './layout';
import { NotFoundRoute } from './routes/not-found';

/*
 * Declarative routes with lazy route modules: each page's code loads on demand. (The data-mode
 * router costs about 17 KB more gzipped for loaders and actions we do not use, and the app has
 * a 130 KB first-load budget; react-query does the data work.)
 */
const HomeRoute = lazy(() => import('./routes/home'));
const VehicleSearchPage = lazy(() => import('../features/vehicles/components/vehicle-search-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.vehicles.path} element={<VehicleSearchPage />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
