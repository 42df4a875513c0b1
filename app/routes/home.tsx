import { CallToAction } from '~/home/call-to-action';
import { Hero } from '~/home/hero';
import { SiteFooter } from '~/layout/site-footer';
import { ProductViewReport } from '~/store/product-view-report';
import { StoreProvider } from '~/store/store-provider';
import { BenefitsSection } from '~/home/benefits-section';
import { IngredientsSection } from '~/home/ingredients-section';
import { ToastRegion } from '~/ui/toast';
import { useSectionScroll } from '~/layout/use-section-scroll';
import { product } from '~/content/product';
import { CLAIM_MARK, disclaimers, homeSeo } from '~/content/home';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';
import { SNAPSHOT_API_ORIGIN_VARIABLE, takeProductSnapshot } from '~/store/product-snapshot';
import type { Route } from './+types/home';

export const meta = ({ loaderData }: Route.MetaArgs) => {
  // The store's price when the page was built, else the one in content.
  const price = loaderData?.product?.price ?? { amount: product.priceUsd, currencyCode: 'USD' };
  return [
    ...pageMeta(homeSeo, config.siteUrl),
    { property: 'product:price:amount', content: price.amount.toFixed(2) },
    { property: 'product:price:currency', content: price.currencyCode },
  ];
};

/**
 * Runs only while the page is prerendered: the store's product, so the buy buttons are links to
 * its checkout from the first paint (and without JavaScript). Never fails the build.
 */
export async function loader() {
  // The prerender asks for the page and for its .data file: one store query serves both.
  snapshot ??= takeProductSnapshot(config.store, {
    apiOrigin: process.env[SNAPSHOT_API_ORIGIN_VARIABLE],
  });
  return { product: await snapshot };
}
let snapshot: ReturnType<typeof takeProductSnapshot> | undefined;

/** Spec §2: no shared header here; the hero carries its own navigation. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  useSectionScroll();
  return (
    <StoreProvider
      config={config.store}
      snapshot={loaderData.product}
      missingVariables={config.missingStoreVariables}
      contactEmail={config.contactEmail}
    >
      <ProductViewReport />
      <Hero />
      <main id="main" tabIndex={-1}>
        <IngredientsSection />
        <BenefitsSection claimMark={CLAIM_MARK} footnote={disclaimers.fda} />
        <CallToAction />
      </main>
      <SiteFooter variant="full" />
      <ToastRegion />
    </StoreProvider>
  );
}
