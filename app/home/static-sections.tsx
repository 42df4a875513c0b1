import { CLAIM_MARK, disclaimers } from '~/content/home';
import { BenefitsSection } from './benefits-section';
import { IngredientsSection } from './ingredients-section';

/** The home page's sections that never change once rendered: loaded on their own (home-page.tsx). */
export default function StaticSections() {
  return (
    <>
      <IngredientsSection />
      <BenefitsSection claimMark={CLAIM_MARK} footnote={disclaimers.fda} />
    </>
  );
}
