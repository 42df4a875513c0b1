/** /discount/:code, Shopify's discount link: the code kept for the visit, then the home page. */
import { acceptedCode } from '~/store/discount-early';
import { VISIT_COOKIES, visitCookie } from '~/lib/visit-cookie';
import { isSecureVisit, serverOf } from '~/server/host';
import type { Route } from './+types/discount';

export function loader({ params, request, context }: Route.LoaderArgs) {
  const code = acceptedCode(params.code);
  const headers = new Headers({ Location: '/', 'Cache-Control': 'no-store' });
  if (code) {
    const isSecure = isSecureVisit(request, serverOf(context));
    headers.append('Set-Cookie', visitCookie(VISIT_COOKIES.discount, code, null, isSecure));
  }
  return new Response(null, { status: 302, headers });
}
