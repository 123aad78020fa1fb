import { Link } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';

export default function ComingSoonPage({ feature }: { feature: string }) {
  const loggedIn = Boolean(useToken());

  return (
    <>
      <title>{`${feature} · NoteSea`}</title>
      <ComingSoon feature={feature}>
        {loggedIn ? (
          <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
            Back to dashboard
          </Link>
        ) : (
          <Link className="btn btn--primary" to={paths.home.getHref()}>
            Back to home
          </Link>
        )}
      </ComingSoon>
    </>
  );
}
