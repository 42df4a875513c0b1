import { CallToAction } from '~/components/call-to-action';
import { Hero } from '~/components/hero';
import { SiteFooter } from '~/components/site-footer';
import { ProductViewReport } from '~/components/product-view-report';
import { StoreProvider } from '~/components/store-provider';
import { staticSection } from '~/components/static-section';
import { ToastRegion } from '~/components/ui/toast';
import { useSectionScroll } from '~/components/use-section-scroll';
import { useShopEvent } from '~/components/use-shop-event';
import { product } from '~/content/product';
import { CLAIM_MARK, disclaimers, homeSeo } from '~/content/home';
import { pageMeta } from '~/content/seo';
import { config } from '~/integrations/config';
import {
  SNAPSHOT_API_ORIGIN_VARIABLE,
  takeProductSnapshot,
} from '~/integrations/store/product-snapshot';
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

// Text and pictures only: kept as prerendered when the page hydrates, so their code is not part
// of the first load.
const ingredients = staticSection({
  name: 'ingredients',
  load: () => import('~/components/home-feature-sections').then((m) => m.IngredientsSection),
});
const benefits = staticSection({
  name: 'benefits',
  load: () => import('~/components/home-feature-sections').then((m) => m.BenefitsSection),
});

/**
 * A client-side visit: the static sections' code comes with the page's data, so the page shows
 * whole (and a restored scroll position finds them). A first load does not run this.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ingredients.preload(), benefits.preload()]);
  return data;
}

/** Spec §2: no shared header here; the hero carries its own navigation. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  useSectionScroll();
  const reportShopEvent = useShopEvent();
  return (
    <StoreProvider
      config={config.store}
      snapshot={loaderData.product}
      onCheckoutStart={(product) =>
        reportShopEvent({
          name: 'InitiateCheckout',
          product: { variantGid: product.variantId, price: product.price },
        })
      }
      missingVariables={config.missingStoreVariables}
      contactEmail={config.contactEmail}
    >
      <ProductViewReport />
      <Hero />
      <main id="main" tabIndex={-1}>
        <ingredients.Section />
        <benefits.Section claimMark={CLAIM_MARK} footnote={disclaimers.fda} />
        <CallToAction />
      </main>
      <SiteFooter />
      <ToastRegion />
    </StoreProvider>
  );
}
