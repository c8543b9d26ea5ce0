import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../lib/paths';
import { Layout } from './layout';
import { NotFoundRoute } from './routes/not-found';

/*
 * Route modules load on demand, so the first page pays only for itself. The router is wouter
 * (3 KB): react-router costs 12–30 KB gzipped, and the app has a 130 KB first-load budget;
 * react-query does the data work a data router would.
 */
const HomeRoute = lazy(() => import('./routes/home'));
const VehicleSearchPage = lazy(() => import('../features/vehicles/components/vehicle-search-page'));
const RealtySearchPage = lazy(() => import('../features/realty/components/realty-search-page'));
const ConverterPage = lazy(() => import('../features/converter/components/converter-page'));
const OrdersPage = lazy(() => import('../features/orders/components/orders-page'));

export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        <Route path={paths.home.path} component={HomeRoute} />
        <Route path={paths.vehicles.path} component={VehicleSearchPage} />
        <Route path={paths.realty.path} component={RealtySearchPage} />
        <Route path={paths.converter.path} component={ConverterPage} />
        <Route path={paths.orders.path} component={OrdersPage} />
        <Route component={NotFoundRoute} />
      </Switch>
    </Layout>
  );
}
