import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The e2e build (`--mode e2e`, the fake services) as a host's build runs it: `npm run build`'s
 * command with the variables that host's build machine sets (NETLIFY=true, VERCEL=1), into
 * `build-test-<name>/` at the project's root (the server's packages resolve from there).
 */
export async function buildAsHost(
  name: string,
  hostVariables: Record<string, string>,
): Promise<string> {
  const directory = `build-test-${name}`;
  await rm(`${ROOT}${directory}`, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        'checks/support/with-fake-store.mjs',
        'node_modules/.bin/react-router',
        'build',
        '--mode',
        'e2e',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...hostVariables, BUILD_DIR: directory },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name}'s build failed (${code}):\n${errors}`)),
    );
  });
  return `${ROOT}${directory}`;
}

export type FunctionRequest = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  shopper: string;
};
export type FunctionAnswer = { status: number; headers: Record<string, string>; body: string };

/** A host's built function called as that host calls it (checks/support/run-function.mjs). */
export function callFunction(
  host: 'netlify' | 'vercel',
  file: string,
  requests: FunctionRequest[],
  env: Record<string, string>,
): Promise<FunctionAnswer[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}checks/support/run-function.mjs`, host, file], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${host}'s function failed (${code}):\n${errors}`));
      else resolve(JSON.parse(output) as FunctionAnswer[]);
    });
    child.stdin.end(JSON.stringify(requests));
  });
}

/** An answer as a Response again, for the expectations shared by every host. */
export function toResponse(answer: FunctionAnswer | undefined): Response {
  if (!answer) throw new Error('no answer');
  const body =
    [101, 204, 205, 304].includes(answer.status) || answer.status === 303 ? null : answer.body;
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** A buy form posted to `origin`'s cart by `shopper`: `body` as the form sends it. */
export function cartPost(origin: string, body: string, shopper: string): FunctionRequest {
  return {
    url: `${origin}/cart?from=hero`,
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    shopper,
  };
}
