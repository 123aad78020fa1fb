import { paths } from '@/config/paths';
import type { IconName } from '@/components/ui/icons';

// docs/product.md §2, logged-in top nav, in the spec's order.
export const topNavItems = [
  { label: 'Notification', to: paths.notifications.getHref() },
  { label: 'Services', to: paths.projectServices.getHref() },
  { label: 'How It Works', to: paths.howItWorks.getHref() },
  { label: 'My Tasks', to: paths.tasks.getHref() },
  { label: 'Practice', to: paths.practice.getHref() },
  // The spec's nav item "Chatbot", under the feature's one name (docs/product.md §1: Assignment Partner).
  { label: 'Assignment Partner', to: paths.chatbot.getHref() },
  { label: 'About', to: paths.aboutHome.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
  { label: 'My Orders', to: paths.myBookings.getHref() },
  { label: 'Careers', to: paths.careers.getHref() },
] as const;

// docs/product.md §2, bottom bar under 768px.
export const bottomNavItems: readonly { label: string; to: string; icon: IconName }[] = [
  { label: 'Home', to: paths.dashboard.getHref(), icon: 'home' },
  { label: 'Chat', to: paths.chat.getHref(), icon: 'chat' },
  { label: 'Projects', to: paths.easyProjects.getHref(), icon: 'projects' },
  { label: 'Profile', to: paths.profile.getHref(), icon: 'profile' },
  { label: 'Contributors', to: paths.team.getHref(), icon: 'team' },
];
