import { callToAction } from '~/content/home';
import { LivePrice } from '~/store/live-price';
import { BuyControls } from '~/store/buy-controls';
import { JoinListForm } from '~/list/join-list-slot';
import { useKnownProduct } from '~/store/store-provider';

/** The call to action, the home page's fourth section: price, size, bullets, a full-width buy button and reassurance. */
export function CallToAction() {
  // Sold out, the buy form is the waitlist already: the list's own form would be a second one.
  const isSoldOut = useKnownProduct()?.isAvailable === false;
  return (
    <section
      aria-labelledby="cta-heading"
      className="bg-night px-4 py-16 text-cream sm:px-6 lg:py-24"
    >
      <div className="mx-auto max-w-xl rounded-3xl border border-honey-700 bg-night-soft p-8 text-center shadow-xl [&_:focus-visible]:outline-honey-200">
        <h2 id="cta-heading" className="text-4xl font-semibold text-honey-200">
          {callToAction.heading}
        </h2>
        <p className="mt-6">
          <span className="font-display text-6xl font-semibold text-cream">
            <LivePrice />
          </span>
          <span className="mt-1 block text-lg text-parchment">{callToAction.size}</span>
        </p>
        <ul className="mx-auto mt-6 grid max-w-sm gap-2 text-left">
          {callToAction.bullets.map((bullet) => (
            <li key={bullet} className="flex items-center gap-2">
              <SparkleIcon />
              {bullet}
            </li>
          ))}
        </ul>
        <BuyControls area="cta" isFullWidth className="mt-8" />
        <p className="mt-4 text-sm text-parchment">{callToAction.reassurance}</p>
        {!isSoldOut && <JoinListForm place="near-buy" className="mx-auto mt-10" />}
      </div>
    </section>
  );
}

/** The list's decorative four-point star, drawn rather than typed so it is never read as text. */
function SparkleIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0 fill-honey-300">
      <path d="M8 0c.6 4.8 2.4 6.8 8 8-5.6 1.2-7.4 3.2-8 8-.6-4.8-2.4-6.8-8-8 5.6-1.2 7.4-3.2 8-8z" />
    </svg>
  );
}
