import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { mailto, site } from '@/config/site';
import './marketing.css';

/** docs/product.md §2 dashboard: how to ask for a project that is not in the catalogue. */
export function CustomProjectContact() {
  return (
    <div className="card custom-project">
      <h2 id="custom-project-title">Need a custom project?</h2>
      <p>
        Have your own idea for a mini or major project? Send us the topic, your deadline and what
        your college expects (report, PPT, research paper). We will reply with a plan and a quote.
      </p>
      <ul className="inline-list custom-project__actions">
        <li>
          <a className="btn btn--primary" href={mailto('Custom project request')}>
            Email {site.supportEmail}
          </a>
        </li>
        <li>
          <Link className="btn btn--secondary" to={paths.contact.getHref()}>
            Contact form
          </Link>
        </li>
      </ul>
    </div>
  );
}
