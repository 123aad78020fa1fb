import { Link } from 'react-router';
import { paths } from '@/config/paths';

// Computed once per page load; a render-time Date would make rendering impure.
const year = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="inline-list">
          <li>
            <Link to={paths.aboutHome.getHref()}>About</Link>
          </li>
          <li>
            <Link to={paths.careers.getHref()}>Careers</Link>
          </li>
          <li>
            <Link to={paths.terms.getHref()}>Terms</Link>
          </li>
        </ul>
      </nav>
      <p>© {year} NoteSea. Free notes for engineering students.</p>
    </footer>
  );
}
