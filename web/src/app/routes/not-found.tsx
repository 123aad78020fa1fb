import { Link } from 'react-router';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <section className="card" aria-labelledby="not-found-title">
      <title>Page not found · NoteSea</title>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn--primary" to={paths.home.getHref()}>
        Go to home
      </Link>
    </section>
  );
}
