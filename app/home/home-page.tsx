/** The home page: the hero, the sections and the buy areas (routes/home.tsx, routes/cart.post.tsx). */
import { Suspense, memo, use } from 'react';
import { CallToAction } from '~/home/call-to-action';
import { Hero } from '~/home/hero';
import { SiteFooter } from '~/layout/site-footer';
import { ProductViewReport } from '~/store/product-view-report';
import { StoreProvider } from '~/store/store-provider';
import { ToastRegion } from '~/ui/toast';
import { product } from '~/content/product';
import { homeDescription, homeSeo } from '~/content/home';
import { homeStructuredData } from '~/home/structured-data';
import { formatPrice } from '~/lib/money';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';
import { offerAtBuild } from '#store-facts';
import { partFile } from '~/lib/part-file';
import type { Product } from '~/store/product';
import type * as SectionsFile from './static-sections';

/** The home page's head: one price, the store's as the page was built (content's without it). */
export const homeMeta = (built: Product | null | undefined) => {
  const price = built?.price ?? { amount: product.priceUsd, currencyCode: 'USD' };
  const description = homeDescription(formatPrice(price.amount, price.currencyCode));
  return [
    ...pageMeta({ ...homeSeo, description }, config.siteUrl),
    { property: 'product:price:amount', content: price.amount.toFixed(2) },
    { property: 'product:price:currency', content: price.currencyCode },
    // For crawlers, who read the prerendered page: the browser keeps that tag (React skips a
    // tag it did not render in <head>) and never ships the code that writes it.
    ...(import.meta.env.SSR
      ? [
          {
            'script:ld+json': homeStructuredData(config.siteUrl, {
              price,
              isAvailable: built?.isAvailable ?? true,
              rating: built?.rating ?? null,
            }),
          },
        ]
      : []),
  ];
};

// Ingredients and Benefits never change: their own file and Suspense boundary (app/lib/part-file.ts).
const sectionsFile: Promise<typeof SectionsFile> = partFile(
  import('./static-sections'),
  'Home: the lower sections',
);

function StaticSections() {
  const { default: Sections } = use(sectionsFile);
  return <Sections />;
}

/** Memoized: a tap to another page first re-renders this, the largest page, in pending state. */
export const HomeContent = memo(function HomeContent({
  product: snapshot,
}: {
  product: Product | null;
}) {
  return (
    <StoreProvider
      config={config.store}
      offer={offerAtBuild}
      snapshot={snapshot}
      missingVariables={config.missingStoreVariables}
      contactEmail={config.contactEmail}
    >
      <ProductViewReport />
      <Hero />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div aria-hidden="true" className="min-h-svh" />}>
          <StaticSections />
        </Suspense>
        <CallToAction />
      </main>
      <SiteFooter variant="full" />
      <ToastRegion />
    </StoreProvider>
  );
});
