/**
 * Shopify's doors for AI shopping agents, on the site's own domain: the store's Universal
 * Commerce Protocol profile and its MCP endpoints, forwarded server to server. Nothing of the
 * site's (cookies, tokens) goes with a call; a store that fails or hangs is a 502 the agent reads.
 */
import type { StoreConfig } from '../config';
import { BadRequest, answerSafely, plainText, readLimited } from '../lib/request.server';
import { withTimeLimit } from '../lib/time-limit';
import { type SignUpLimit, memorySignUpLimit } from '../list/sign-up-limit.server';
import type { ServerEnv } from '../store/cart.server';
import { serverOf } from '../server/host';
import type { RouterContextProvider } from 'react-router';

export const AGENT_PROFILE_PATH = '/.well-known/ucp';
export const AGENT_CALL_PATHS = ['/api/ucp/mcp', '/api/mcp'] as const;

/** UCP asks a profile be kept fresh at least 60 s; a stale one serves while the store is asked. */
const PROFILE_CACHE_CONTROL =
  'public, max-age=60, stale-while-revalidate=600, stale-if-error=86400';
const TIME_LIMIT_MS = 8000;
/**
 * Calls per address a minute, counted as the list's sign-ups are (wrangler.jsonc: the same number).
 * More than the list's three: one agent's purchase takes several calls, from its platform's address.
 */
export const AGENT_CALLS_PER_MINUTE = 120;
const serverAgentLimit = memorySignUpLimit(Date.now, AGENT_CALLS_PER_MINUTE);
/** An MCP call is a JSON-RPC message of a few hundred bytes; a cart's is under 4 KB. */
const MAX_CALL_BYTES = 64 * 1024;
/** What an agent's request may carry on to the store: the protocol's own headers, no cookie. */
const CALL_HEADERS = ['accept', 'mcp-session-id', 'mcp-protocol-version', 'ucp-agent'];
const ANSWER_HEADERS = ['content-type', 'mcp-session-id', 'etag', 'last-modified'];

export type AgentCaller = {
  clientIp: string | null;
  limit: SignUpLimit;
  fetchApi?: typeof fetch;
  timeLimitMs?: number;
};

/** A request to one of the doors answered (root.tsx's middleware), or null for any other path. */
export async function answerAgents(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  const callPath = AGENT_CALL_PATHS.find((each) => each === path);
  if (path !== AGENT_PROFILE_PATH && !callPath) return null;
  const server = serverOf(context);
  const { store } = server.site;
  const caller = {
    clientIp: server.clientIp,
    limit: server.agentLimit ?? serverAgentLimit,
    fetchApi: server.fetchApi,
    timeLimitMs: server.storeTimeLimitMs,
  };
  return answerSafely(
    () =>
      callPath
        ? forwardCall(request, callPath, store, server.env, caller)
        : forwardProfile(request, store, server.env, caller),
    server.site.contactEmail,
  );
}

async function forwardProfile(
  request: Request,
  store: StoreConfig | null,
  env: ServerEnv,
  caller: AgentCaller,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainText(405, 'The profile is read with GET.', { Allow: 'GET, HEAD' });
  }
  if (!store) return plainText(503, 'The store is not connected.');
  const headers = passOn(request, ['accept', 'if-none-match', 'if-modified-since'], caller);
  const answer = await ask(store, env, caller, AGENT_PROFILE_PATH, { headers });
  if (!answer) return plainText(502, 'The store could not be reached.');
  return passBack(answer, request.method === 'HEAD', PROFILE_CACHE_CONTROL);
}

async function forwardCall(
  request: Request,
  path: (typeof AGENT_CALL_PATHS)[number],
  store: StoreConfig | null,
  env: ServerEnv,
  caller: AgentCaller,
): Promise<Response> {
  // No CORS: a browser's preflight, like any other method, is refused.
  if (request.method !== 'POST') return rpcError(405, null, 'Send the call with POST.');
  if (!store) return rpcError(503, null, 'The store is not connected.');
  if (caller.clientIp && !(await caller.limit(caller.clientIp))) {
    return rpcError(429, null, 'Too many calls from this address; try again in a minute.', {
      'Retry-After': '60',
    });
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return rpcError(415, null, 'Send the call as application/json.');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readLimited(request, MAX_CALL_BYTES, 'call');
  } catch (error) {
    if (error instanceof BadRequest) return rpcError(error.status, null, error.message);
    throw error;
  }
  const id = idOf(new TextDecoder().decode(body));
  if (id === undefined) return rpcError(400, null, 'The call is not a JSON-RPC message.');
  const headers = passOn(request, CALL_HEADERS, caller);
  headers.set('Content-Type', 'application/json');
  const answer = await ask(store, env, caller, path, { method: 'POST', headers, body });
  if (!answer) return rpcError(502, id, 'The store could not be reached.');
  return passBack(answer, false, 'no-store');
}

/** The store's answer, or null when it failed (a 5xx), did not answer in time or was not reached. */
async function ask(
  store: StoreConfig,
  env: ServerEnv,
  { fetchApi = fetch, timeLimitMs = TIME_LIMIT_MS }: AgentCaller,
  path: string,
  init: RequestInit,
): Promise<Response | null> {
  const origin = env.SHOPIFY_API_ORIGIN?.trim() || `https://${store.domain}`;
  const url = `${origin.replace(/\/+$/, '')}${path}`;
  try {
    const answer = await withTimeLimit(timeLimitMs, `No answer in ${timeLimitMs} ms`, (signal) =>
      fetchApi(url, { ...init, redirect: 'manual', signal }),
    );
    if (answer.status < 500) return answer;
    console.error(`Agents: the store answered ${path} with ${answer.status}`);
  } catch (error) {
    console.error(`Agents: the store could not be reached for ${path}`, String(error));
  }
  return null;
}

/** The named headers of the agent's request, and its address as a proxy says it to the store. */
function passOn(request: Request, names: string[], { clientIp }: AgentCaller): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  return headers;
}

function passBack(answer: Response, isHead: boolean, cacheControl: string): Response {
  const headers = new Headers({ 'Cache-Control': cacheControl });
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = isHead || answer.status === 304 ? null : answer.body;
  return new Response(body, { status: answer.status, headers });
}

/** The call's id (null for a notification), or undefined when the body is no JSON-RPC message. */
function idOf(text: string): string | number | null | undefined {
  try {
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
    const { jsonrpc, id = null } = message as { jsonrpc?: unknown; id?: unknown };
    if (jsonrpc !== '2.0') return undefined;
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  } catch {
    return undefined;
  }
}

/** A JSON-RPC error an agent reads (-32000: the server's own errors' range). */
function rpcError(
  status: number,
  id: string | number | null,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body = { jsonrpc: '2.0', id, error: { code: -32000, message } };
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      ...(status === 405 ? { Allow: 'POST' } : {}),
      ...headers,
    },
  });
}
