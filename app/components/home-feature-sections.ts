// The home page's static sections, in one module so they load as one file (with the card they
// share) when a client-side visit needs them (./static-section.tsx).
export { BenefitsSection } from './benefits-section';
export { IngredientsSection } from './ingredients-section';
