import { PublicLayout } from '@/components/layouts/public-layout';
import { PageOutlet } from '../route-states';

export default function PublicRoot() {
  return (
    <PublicLayout>
      <PageOutlet />
    </PublicLayout>
  );
}
