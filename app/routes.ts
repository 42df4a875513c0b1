import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// The one list of paths: the prerendered pages and what the server answers (actions, loaders).
export default [
  index('routes/home.tsx'),
  layout('routes/site-layout.tsx', [
    route('wholesale', 'routes/wholesale.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('accessibility', 'routes/accessibility.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('cart', 'routes/cart.post.tsx'),
  route('discount/:code', 'routes/discount.ts'),
  route('product.json', 'routes/product-json.ts'),
  route('list', 'routes/list.post.tsx'),
  route('events', 'routes/events.ts'),
  route('hooks/shopify', 'routes/shopify-hook.ts'),
  // Shopify's doors for AI agents (app/agents/) and the field data's POST /vitals (app/vitals/)
  // are answered by the root's middleware: a route would add its entry to every page's first load.
  // Files made by the framework at build (prerendered, react-router.config.ts).
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
] satisfies RouteConfig;
