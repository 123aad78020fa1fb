import { Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { notifyFirstCommit } from '@/lib/after-paint';
import { RequireAuth, useToken } from '@/lib/auth';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import PublicRoot from './routes/public/root';
import LandingPage from './routes/public/landing';
import { PageError, RouteErrorBoundary, RouteFallback } from './routes/route-states';

// Declarative routing (useRoutes + React.lazy) rather than createBrowserRouter: the data router
// alone adds ~30 KB gzip, which with react-dom (~67 KB) leaves nothing of the 100 KB landing
// budget (docs/architecture.md §10). Measured: react-dom + data router 97 KB, + declarative router 81 KB.

type PageModule = { default: ComponentType };
type PageHandle = {
  preload: () => Promise<unknown>;
  /** Behind RequireAuth: not worth downloading for a visitor, who is sent to the landing page. */
  requiresAuth?: boolean;
  /** Rendered only with a session (the reader's app frame): a visitor skips this download. */
  signedInOnly?: boolean;
};

/**
 * A route whose component is its own chunk, so a page only downloads what it renders. A page
 * whose chunk is already in when it mounts renders at once (lib/lazy-with-preload): main.tsx
 * preloads the first page's chunks before the first render, so it paints without a spinner first.
 */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyWithPreload(() => load().then((module) => module.default));
  return { element: <Page />, handle: { preload: Page.load } satisfies PageHandle };
}

/**
 * A route rendered by the entry chunk itself. Only the public layout and the landing page: the
 * landing's hero (its largest paint) then appears in the first render, without waiting for a
 * second round of chunks or showing a fallback first (React holds a revealed Suspense boundary
 * for 300 ms after its fallback painted, which alone delayed the hero by that much).
 */
function eager(Page: ComponentType): Pick<RouteObject, 'element'> {
  return { element: <Page /> };
}

const appRoot = page(() => import('./routes/app/root'));

/**
 * The signed-in frame. `visitors="public"` (the reader) shows a visitor the public frame instead
 * of sending them away: notes and papers are public, and signed in, the reader keeps the app's
 * bottom bar, menu and search one tap away. One component for both, so going from a subject to
 * its reader keeps the frame mounted.
 */
function AppFrame({ visitors }: { visitors?: 'public' }) {
  const signedIn = Boolean(useToken());
  if (visitors === 'public' && !signedIn) return <PublicRoot />;
  return <RequireAuth>{appRoot.element}</RequireAuth>;
}

export const routes: RouteObject[] = [
  {
    ...eager(PublicRoot),
    children: [
      { index: true, ...eager(LandingPage) },
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
    element: <AppFrame visitors="public" />,
    handle: { ...(appRoot.handle as PageHandle), signedInOnly: true } satisfies PageHandle,
    children: [
      // Public like the notes themselves; signed in, the reader also keeps "My PDFs" up to date.
      { path: paths.note.path, ...page(() => import('./routes/public/note-reader')) },
      { path: paths.pyq.path, ...page(() => import('./routes/public/pyq-reader')) },
    ],
  },
  {
    // The guard sits outside the lazy layout, so a visitor is redirected before the protected
    // chunks download (docs/product.md §6).
    element: <AppFrame />,
    handle: { ...appRoot.handle, requiresAuth: true } satisfies PageHandle,
    children: [
      { path: paths.dashboard.path, ...page(() => import('./routes/app/dashboard')) },
      { path: paths.semester.path, ...page(() => import('./routes/app/semester')) },
      { path: paths.subject.path, ...page(() => import('./routes/app/subject')) },
      { path: paths.myPdf.path, ...page(() => import('./routes/app/my-pdfs')) },
      { path: paths.myUploads.path, ...page(() => import('./routes/app/my-uploads')) },
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
      { path: paths.practice.path, ...page(() => import('./routes/app/practice')) },
      {
        path: paths.practiceSession.path,
        ...page(() => import('./routes/app/practice-session')),
      },
      { path: paths.team.path, ...page(() => import('./routes/app/team')) },
      { path: paths.blogs.path, ...page(() => import('./routes/app/blogs')) },
    ],
  },
];

/**
 * Downloads the chunks of the page at `pathname` (layout and page, in parallel), so the first
 * render has them; gives up waiting after `timeoutMs` (the page then shows its fallback). A
 * visitor's protected page is skipped: RequireAuth redirects before it renders. Never rejects: a
 * chunk that fails shows the route's error boundary when it renders.
 */
export function preloadPage(pathname: string, signedIn: boolean, timeoutMs = 3000): Promise<void> {
  const all = Promise.all(pageLoads(pathname, signedIn)).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Starts downloading the chunks of the page at `pathname`; none for a visitor's protected page. */
function pageLoads(pathname: string, signedIn: boolean): Promise<unknown>[] {
  const handles = (matchRoutes(routes, pathname) ?? []).map(
    (match) => match.route.handle as PageHandle | undefined,
  );
  if (!signedIn && handles.some((handle) => handle?.requiresAuth)) return [];
  return handles
    .filter((handle) => signedIn || !handle?.signedInOnly)
    .map((handle) => handle?.preload() ?? Promise.resolve());
}

/** The route table rendered at the current location; needs a router around it. */
export function AppRoutes() {
  const location = useLocation();
  const signedIn = Boolean(useToken());
  // A layout and its page are nested lazy components: without this they would download one
  // after the other. Starting every matched chunk now fetches them in parallel; the loads are
  // cached, so repeating this on each render costs nothing.
  for (const load of pageLoads(location.pathname, signedIn)) load.catch(() => undefined);
  const element = useRoutes(routes);
  // Work deferred until the first screen is up (lib/after-paint) starts from here.
  useEffect(() => notifyFirstCommit(), []);

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
