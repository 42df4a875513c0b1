// @vitest-environment node
import { mergeRoutes } from '@vercel/routing-utils';
import { expect, it } from 'vitest';
import { readConfig } from '../../app/config';
import { renderVercelConfig, securityHeaders } from '../../scripts/build/security-headers';
import { vercelOutputConfig } from '../../scripts/build/vercel-output';
import { FAKE_STORE_CONFIG } from '../e2e/fakes/storefront-api.mjs';

// Vercel's build does not deploy `.vercel/output/config.json` as written: it passes the routes
// through its own merge (`mergeRoutes` of @vercel/routing-utils, as `vercel build` 50 did here),
// which moves every `continue` route ahead of the others in its phase. The routes the build
// writes, and that scripts/build/vercel-output.test.ts reads in order, must be what it keeps.

it('Vercel’s merge keeps the routes in the order the build writes them', () => {
  const site = { ...readConfig({}), store: FAKE_STORE_CONFIG };
  const vercelJson = JSON.parse(renderVercelConfig(securityHeaders(site, []))) as Parameters<
    typeof vercelOutputConfig
  >[0];
  const { routes } = vercelOutputConfig(vercelJson, ['index.html', 'wholesale.html', '404.html']);
  const merged = mergeRoutes({
    userRoutes: [],
    builds: [{ use: '@vercel/static-build', entrypoint: 'package.json', routes }],
  });
  expect(merged).toEqual(routes);
});
