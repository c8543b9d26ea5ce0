import { useQuery } from '@tanstack/react-query';
import { metaQueries } from '../../api/meta-queries';
import { formatCount } from '../../lib/format';

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
      </section>
    </main>
  );
}
