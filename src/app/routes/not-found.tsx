import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  return (
    <main className="page" id="main">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to={paths.home.getHref()}>Go to the start page</Link>
      </p>
    </main>
  );
}
