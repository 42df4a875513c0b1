import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from 'react-router';
import { startConsent, useConsent } from '~/consent/consent-state';
import { ErrorPage } from '~/layout/error-page';
import { usePageView } from '~/tracking/use-page-view';
import { navigationCopy } from '~/content/navigation';
import { errorSeo } from '~/content/error-page';
import { THEME } from '~/content/theme';
import { config, describeInvalidSettings } from './config';
import { InlineStylesheet } from '~/layout/inline-stylesheet';
import { secured } from '~/lib/request.server';
import { answerAgents } from '~/agents/agent-doors.server';
import { answerVitals } from '~/vitals/vitals.server';
import { adapterHost } from '~/server/adapter-host';
import { hostContext } from '~/server/host';
import { DemoBody } from '~/demo/demo-notice';
// Only the dev server links the stylesheet (for hot reloading); built pages inline it.
import stylesheetUrl from '~/styles/app.css?url';
import type { Route } from './+types/root';
// The brand face (app/styles/app.css): fetched with the page, not after the stylesheet is read.
import displayFontUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  {
    rel: 'preload',
    href: displayFontUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
    // After the jar and the page's code: the text reads in the fallback meanwhile.
    fetchPriority: 'low',
  },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The store's origin, warm before the first tap: its API (CORS, no cookies) and its checkout.
  ...(config.store
    ? [
        {
          rel: 'preconnect',
          href: `https://${config.store.domain}`,
          crossOrigin: 'anonymous' as const,
        },
        { rel: 'preconnect', href: `https://${config.store.domain}` },
      ]
    : []),
];

/** The host when an adapter ran without a door of ours (Netlify, Vercel), the hardening headers
 * on every answer, the agents' doors and the field data's beacon (as routes, each would put its
 * entry in every page's route manifest). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const host = context.get(hostContext) ?? adapterHost(request);
    if (host) context.set(hostContext, host);
    return secured(await next());
  },
  async ({ request, context }, next) =>
    (await answerAgents(request, context)) ?? (await answerVitals(request)) ?? next(),
];

/** The document of every page; scripts/build/finish-build.ts rewrites each after the prerender. */
export function Layout({ children }: { children: ReactNode }) {
  // Marks when controls that need JavaScript work (pages hydrate after painting: decision 0001).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // A page only the server renders (an answer to a post: routes/cart.post.tsx) has no scripts.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a build constant: called always or never
  const hasScripts = import.meta.env.SSR ? useHasScripts() : true;
  // The demo store's notice comes with its own body; a real build keeps the plain element.
  const Body = __DEMO_STORE__ ? DemoBody : 'body';

  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME.night} />
        <InlineStylesheet />
        {import.meta.env.DEV && <link rel="stylesheet" href={stylesheetUrl} />}
        <Meta />
        <Links />
      </head>
      <Body>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-ink px-4 py-3 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {navigationCopy.skipLink}
        </a>
        {children}
        {hasScripts && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </Body>
    </html>
  );
}

function useHasScripts() {
  return !useMatches().some(
    (match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false,
  );
}

export default function App() {
  // The visitor's choice lives in the browser: read once the page runs.
  useEffect(() => startConsent(config.consentMode, config.metaPixelId), []);
  return (
    <>
      <Page />
      <ConsentChoice />
    </>
  );
}

// The consent choice is fetched only when shown, so it weighs nothing on a page's first load.
const ConsentRegion = lazy(() =>
  import('~/consent/consent-region').then(({ ConsentRegion }) => ({ default: ConsentRegion })),
);

function ConsentChoice() {
  const { isOpen } = useConsent();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentRegion />
    </Suspense>
  );
}

function Page() {
  usePageView(config.metaPixelId);
  useEffect(() => {
    const invalid = describeInvalidSettings(config.invalidVariables);
    if (invalid) console.warn(invalid);
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request (a method no route takes: 405) is the framework's answer, not a defect.
  if (!isRouteErrorResponse(error))
    console.error('Unexpected error while rendering the page', error);
  return (
    <>
      <title>{errorSeo.title}</title>
      <ErrorPage />
    </>
  );
}
