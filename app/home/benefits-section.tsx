import { benefits } from '~/content/benefits';
import { FeatureCard } from '~/ui/feature-card';

/** The line icons are drawn on a 48 px grid (media/art/icons.mjs). */
const BENEFIT_ICON_SIZE = 48;

type BenefitsSectionProps = {
  claimMark: string;
  footnote: string;
};

/** The benefits, the home page's third section: each claim's mark points at the FDA footnote. */
export function BenefitsSection({ claimMark, footnote }: BenefitsSectionProps) {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="bg-parchment px-4 py-16 sm:px-6 lg:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="benefits-heading" className="text-center text-4xl font-semibold text-ink">
          {benefits.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-soft">{benefits.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.cards.map((card) => (
            <FeatureCard
              key={card.title}
              title={
                <>
                  {card.title}
                  <sup aria-hidden="true">{claimMark}</sup>
                </>
              }
              description={card.description}
              iconSrc={card.icon}
              iconSize={BENEFIT_ICON_SIZE}
            />
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-ink-soft">{footnote}</p>
      </div>
    </section>
  );
}
