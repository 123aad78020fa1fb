import { AppLayout } from '@/components/layouts/app-layout';
import { PageOutlet } from '../route-states';

export default function AppRoot() {
  return (
    <AppLayout>
      <PageOutlet />
    </AppLayout>
  );
}
