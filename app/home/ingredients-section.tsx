import { ingredients } from '~/content/ingredients';
import { INGREDIENTS_SECTION_ID } from '~/content/navigation';
import { FeatureCard } from '~/ui/feature-card';

/** The ingredient illustrations are drawn on a 96 px grid (media/art/icons.mjs). */
const INGREDIENT_ART_SIZE = 96;

/** The ingredients: the Ingredients link's target, so it takes focus. */
export function IngredientsSection() {
  return (
    <section
      id={INGREDIENTS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="ingredients-heading"
      className="bg-cream px-4 py-16 sm:px-6 lg:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="ingredients-heading" className="text-center text-4xl font-semibold text-ink">
          {ingredients.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-soft">
          {ingredients.intro}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ingredients.cards.map((card) => (
            <FeatureCard
              key={card.title}
              title={card.title}
              description={card.description}
              iconSrc={card.icon}
              iconSize={INGREDIENT_ART_SIZE}
            />
          ))}
        </ul>
        <p className="mt-10 text-center">
          <span className="inline-block rounded-full bg-honey-100 px-5 py-2 text-sm font-semibold tracking-wide text-honey-700">
            {ingredients.badge}
          </span>
        </p>
      </div>
    </section>
  );
}
