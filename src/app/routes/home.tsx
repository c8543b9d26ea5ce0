import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { metaQueries } from '../../api/meta-queries';
import { formatCount } from '../../lib/format';
import { paths } from '../../lib/paths';

const PAGES = [
  {
    href: paths.vehicles.getHref('?category_id=1'),
    title: 'Search vehicles',
    text: 'Cars and motorcycles by make, model, year, price, region, fuel, gearbox and options.',
  },
  {
    href: paths.realty.getHref('?category=1&operation_type=1'),
    title: 'Search real estate',
    text: 'Apartments, houses, offices, land and garages by place, rooms, area, floor and price.',
  },
  {
    href: paths.orders.getHref(),
    title: 'Review orders',
    text: 'The basket orders of your account: sort, filter, open the items, export CSV.',
  },
  {
    href: paths.converter.getHref(),
    title: 'Convert parameters',
    text: 'Translate a website search link into API parameters, and back.',
  },
] as const;

const MODE_LABEL = {
  embedded: 'Embedded reference service (generated data on this machine)',
  proxy: 'Proxy to the public Marketplace API',
} as const;

export default function HomeRoute() {
  const meta = useQuery(metaQueries.meta());
  return (
    <main className="page" id="main">
      <h1>Marketplace Search</h1>
      <p className="lead">
        Search vehicle and real-estate adverts, review basket orders, and convert search links.
      </p>
      <nav aria-label="Sections" className="home-pages">
        <ul>
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className="home-pages__link">
                <span className="home-pages__title">{page.title}</span>
                <span className="home-pages__text">{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="service-heading" className="panel">
        <h2 id="service-heading">Service</h2>
        {meta.isPending ? (
          <p role="status">Loading the service status…</p>
        ) : meta.isError ? (
          <div role="alert">
            <p>The service status could not be loaded: {meta.error.message}</p>
            <button type="button" className="button" onClick={() => void meta.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <dl className="facts">
            <div>
              <dt>Mode</dt>
              <dd>{MODE_LABEL[meta.data.mode]}</dd>
            </div>
            {meta.data.dataset && (
              <>
                <div>
                  <dt>Vehicle adverts</dt>
                  <dd>{formatCount(meta.data.dataset.vehicles)}</dd>
                </div>
                <div>
                  <dt>Real-estate adverts</dt>
                  <dd>{formatCount(meta.data.dataset.realty)}</dd>
                </div>
                <div>
                  <dt>Basket orders</dt>
                  <dd>{formatCount(meta.data.dataset.orders)}</dd>
                </div>
              </>
            )}
            {meta.data.demo && (
              <div>
                <dt>Demo seller</dt>
                <dd>user id {meta.data.demo.user_id}</dd>
              </div>
            )}
          </dl>
        )}
        {/* A server page, not an app route: a plain link loads it whole. */}
        <p>
          For developers: the <a href="/api/docs">API reference</a> of this server, from its{' '}
          <a href="/api/openapi.json">OpenAPI document</a>.
        </p>
      </section>
    </main>
  );
}
