/** The host under Netlify's or Vercel's own adapter (variables in process.env); else null. */
import { ipAddress, waitUntil as vercelWaitUntil } from '@vercel/functions';
import { type Host, hostEnv, warnWithoutPrivateToken } from './host';

type NetlifyContext = { ip?: string; waitUntil?: (work: Promise<unknown>) => void };

export function adapterHost(request: Request): Host | null {
  const runtime = globalThis as { Netlify?: { context?: NetlifyContext | null } };
  const netlify = runtime.Netlify?.context;
  if (netlify) {
    const env = hostEnv(process.env);
    warnWithoutPrivateToken(env);
    return {
      env,
      clientIp: netlify.ip ?? null,
      waitUntil: (work) => netlify.waitUntil?.(work),
    };
  }
  // Set in Vercel's functions only, not in its builds (the prerender).
  if (process.env.VERCEL_REGION) {
    const env = hostEnv(process.env);
    warnWithoutPrivateToken(env);
    return {
      env,
      // Vercel's proxy sets x-real-ip, overwriting any the visitor sent.
      clientIp: ipAddress(request) ?? null,
      waitUntil: (work) => void vercelWaitUntil(work),
    };
  }
  return null;
}
