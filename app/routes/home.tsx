import { BenefitsSection } from '~/components/benefits-section';
import { CallToAction } from '~/components/call-to-action';
import { Hero } from '~/components/hero';
import { IngredientsSection } from '~/components/ingredients-section';
import { SiteFooter } from '~/components/site-footer';
import { StoreProvider } from '~/components/store-provider';
import { ToastRegion } from '~/components/ui/toast';
import { useSectionScroll } from '~/components/use-section-scroll';
import { product } from '~/content/product';
import { pageMeta, seo } from '~/content/seo';
import { config } from '~/integrations/config';

export const meta = () => [
  ...pageMeta(seo.home, config.siteUrl),
  { property: 'product:price:amount', content: product.priceUsd.toFixed(2) },
  { property: 'product:price:currency', content: 'USD' },
];

/** Spec §2: no shared header here; the hero carries its own navigation. */
export default function HomePage() {
  useSectionScroll();
  return (
    <StoreProvider
      config={config.store}
      missingVariables={config.missingStoreVariables}
      contactEmail={config.contactEmail}
    >
      <Hero />
      <main id="main" tabIndex={-1}>
        <IngredientsSection />
        <BenefitsSection />
        <CallToAction />
      </main>
      <SiteFooter />
      <ToastRegion />
    </StoreProvider>
  );
}
