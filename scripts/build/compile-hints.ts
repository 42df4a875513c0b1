/**
 * V8's explicit compile hint (Chromium 136+): a file that opens with this comment is compiled
 * whole while it downloads, off the main thread, instead of each function the first time it
 * runs. Other engines ignore it. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files every page runs at start, by chunk name: React, React DOM and React Router (and what
 * two or more pages share) run as a page hydrates and again on every in-site tap. The pages'
 * own files and what loads later (the store client, the email library, the toasts) are left
 * to compile lazily: most of their code may never run.
 */
const EAGER_CHUNKS = new Set(['entry.client', 'shared']);

/** The output's `postBanner`: added after minification, so it stays first. */
export function compileHintBanner(chunk: { name: string }): string {
  return EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : '';
}
