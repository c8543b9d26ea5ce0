import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { metaQueries } from '../../api/meta-queries';
import { formatCount } from '../../lib/format';
import { paths } from '../../lib/paths';

const PAGES = [
  {
    href: () => paths.vehicles.getHref('?category_id=1'),
    title: msg`Search vehicles`,
    text: msg`Cars and motorcycles by make, model, year, price, region, fuel, gearbox and options.`,
  },
  {
    href: () => paths.realty.getHref('?category=1&operation_type=1'),
    title: msg`Search real estate`,
    text: msg`Apartments, houses, offices, land and garages by place, rooms, area, floor and price.`,
  },
  {
    href: () => paths.orders.getHref(),
    title: msg`Review orders`,
    text: msg`The basket orders of your account: sort, filter, open the items, export CSV.`,
  },
  {
    href: () => paths.converter.getHref(),
    title: msg`Convert parameters`,
    text: msg`Translate a website search link into API parameters, and back.`,
  },
] as const;

const MODE_LABEL = {
  embedded: msg`Embedded reference service (generated data on this machine)`,
  proxy: msg`Proxy to the public Marketplace API`,
} as const;

export default function HomeRoute() {
  const meta = useQuery(metaQueries.meta());
  const { t, i18n } = useLingui();
  return (
    <main className="page" id="main">
      <h1>
        <Trans>Marketplace Search</Trans>
      </h1>
      <p className="lead">
        <Trans>
          Search vehicle and real-estate adverts, review basket orders, and convert search links.
        </Trans>
      </p>
      <nav aria-label={t`Sections`} className="home-pages">
        <ul>
          {PAGES.map((page) => (
            <li key={page.href()}>
              <Link to={page.href()} className="home-pages__link">
                <span className="home-pages__title">{i18n._(page.title)}</span>
                <span className="home-pages__text">{i18n._(page.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="service-heading" className="panel">
        <h2 id="service-heading">
          <Trans>Service</Trans>
        </h2>
        {meta.isPending ? (
          <p role="status">
            <Trans>Loading the service status…</Trans>
          </p>
        ) : meta.isError ? (
          <div role="alert">
            <p>
              <Trans>The service status could not be loaded: {meta.error.message}</Trans>
            </p>
            <button type="button" className="button" onClick={() => void meta.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : (
          <dl className="facts">
            <div>
              <dt>
                <Trans>Mode</Trans>
              </dt>
              <dd>{i18n._(MODE_LABEL[meta.data.mode])}</dd>
            </div>
            {meta.data.dataset && (
              <>
                <div>
                  <dt>
                    <Trans>Vehicle adverts</Trans>
                  </dt>
                  <dd>{formatCount(meta.data.dataset.vehicles)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Real-estate adverts</Trans>
                  </dt>
                  <dd>{formatCount(meta.data.dataset.realty)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Basket orders</Trans>
                  </dt>
                  <dd>{formatCount(meta.data.dataset.orders)}</dd>
                </div>
              </>
            )}
            {meta.data.demo && (
              <div>
                <dt>
                  <Trans>Demo seller</Trans>
                </dt>
                <dd>
                  <Trans>user ID {meta.data.demo.user_id}</Trans>
                </dd>
              </div>
            )}
          </dl>
        )}
        {/* A server page, not an app route: a plain link loads it whole. */}
        <p>
          <Trans>
            For developers: the <a href="/api/docs">API reference</a> of this server, from its{' '}
            <a href="/api/openapi.json">OpenAPI document</a>.
          </Trans>
        </p>
      </section>
    </main>
  );
}
