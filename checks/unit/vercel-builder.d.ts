// @vercel/remix-builder ships no types: the one function the Vercel test calls, as the builder's
// interface (@vercel/build-utils) types every builder's `build`.
declare module '@vercel/remix-builder' {
  import type { BuildV2 } from '@vercel/build-utils';

  export const build: BuildV2;
}
