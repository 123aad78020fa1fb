import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth';
import { PageError, RouteErrorBoundary, RouteFallback } from './routes/route-states';

// Declarative routing (useRoutes + React.lazy) rather than createBrowserRouter: the data router
// alone adds ~30 KB gzip, which with react-dom (~67 KB) leaves nothing of the 100 KB landing
// budget (DESIGN §10). Measured: react-dom + data router 97 KB, + declarative router 81 KB.

type PageModule = { default: ComponentType };
type PageHandle = { preload: () => Promise<unknown> };

/** A route whose component is its own chunk, so a page only downloads what it renders. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazy(load);
  return { element: <Page />, handle: { preload: load } satisfies PageHandle };
}

const appRoot = page(() => import('./routes/app/root'));

export const routes: RouteObject[] = [
  {
    ...page(() => import('./routes/public/root')),
    children: [
      { index: true, ...page(() => import('./routes/public/landing')) },
      { path: paths.aboutHome.path, ...page(() => import('./routes/public/about-home')) },
      { path: paths.careers.path, ...page(() => import('./routes/public/careers')) },
      { path: paths.verifyEmail.path, ...page(() => import('./routes/public/verify-email')) },
      { path: paths.forgotPassword.path, ...page(() => import('./routes/public/forgot-password')) },
      { path: paths.resetPassword.path, ...page(() => import('./routes/public/reset-password')) },
      { path: paths.terms.path, ...page(() => import('./routes/public/terms')) },
      { path: paths.install.path, ...page(() => import('./routes/public/install')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  {
    // The guard sits outside the lazy layout, so a visitor is redirected before the protected
    // chunks (Radix menus) download (spec §6).
    element: <RequireAuth>{appRoot.element}</RequireAuth>,
    handle: appRoot.handle,
    children: [
      { path: paths.dashboard.path, ...page(() => import('./routes/app/dashboard')) },
      { path: paths.semester.path, ...page(() => import('./routes/app/semester')) },
      { path: paths.subject.path, ...page(() => import('./routes/app/subject')) },
      { path: paths.myPdf.path, ...page(() => import('./routes/app/my-pdfs')) },
      { path: paths.profile.path, ...page(() => import('./routes/app/profile')) },
      { path: paths.contact.path, ...page(() => import('./routes/app/contact')) },
      { path: paths.chat.path, ...page(() => import('./routes/app/chat')) },
      { path: paths.chatbot.path, ...page(() => import('./routes/app/chatbot')) },
      { path: paths.howItWorks.path, ...page(() => import('./routes/app/how-it-works')) },
      { path: paths.easyProjects.path, ...page(() => import('./routes/app/easy-projects')) },
      { path: paths.mediumProjects.path, ...page(() => import('./routes/app/medium-projects')) },
      { path: paths.hardProjects.path, ...page(() => import('./routes/app/hard-projects')) },
      { path: paths.myBookings.path, ...page(() => import('./routes/app/my-bookings')) },
      { path: paths.notifications.path, ...page(() => import('./routes/app/notifications')) },
      {
        path: paths.projectServices.path,
        ...page(() => import('./routes/app/project-services')),
      },
      { path: paths.tasks.path, ...page(() => import('./routes/app/tasks')) },
      { path: paths.team.path, ...page(() => import('./routes/app/team')) },
      { path: paths.blogs.path, ...page(() => import('./routes/app/blogs')) },
    ],
  },
];

/** The route table rendered at the current location; needs a router around it. */
export function AppRoutes() {
  const location = useLocation();
  // A layout and its page are nested lazy components: without this they would download one
  // after the other. Starting every matched chunk now fetches them in parallel; import() is
  // cached, so repeating it on each render costs nothing.
  for (const match of matchRoutes(routes, location) ?? []) {
    void (match.route.handle as PageHandle | undefined)?.preload();
  }
  const element = useRoutes(routes);

  return (
    <RouteErrorBoundary resetKey={location.pathname} fallback={<PageError standalone />}>
      <Suspense fallback={<RouteFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
