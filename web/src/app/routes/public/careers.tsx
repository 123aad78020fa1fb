import { ApplicationForm } from '@/features/careers/components/application-form';
import { OPEN_ROLES } from '@/features/careers/roles';
import { mailto, site } from '@/config/site';
import '@/styles/content.css';

export default function CareersPage() {
  return (
    <div className="careers">
      <title>Careers · NoteSea</title>
      <header className="page-header">
        <h1>Join Our Team</h1>
        <p className="lead">
          Help thousands of engineering students study better. Most roles are remote and fit around
          your classes, and every contributor gets a certificate and real project experience.
        </p>
      </header>

      <section aria-labelledby="roles-title">
        <h2 id="roles-title">Open roles</h2>
        <ul className="feature-grid">
          {OPEN_ROLES.map((role) => (
            <li key={role.title} className="card role">
              <h3>{role.title}</h3>
              <p className="role__kind">{role.kind}</p>
              <p>{role.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="apply-title" className="card apply">
        <h2 id="apply-title">Apply Now</h2>
        <p>
          Fields marked * are required. Attach your resume as a PDF, DOC or DOCX file. We read every
          application and reply within {site.responseTime}. Questions? Write to{' '}
          <a href={mailto('Careers')}>{site.supportEmail}</a>.
        </p>
        <ApplicationForm />
      </section>
    </div>
  );
}
