import { hero } from '~/content/home';
import { HeroMedia } from './hero-media';
import { BuyControls } from '~/store/buy-controls';
import { StarRating } from '~/store/star-rating';
import { PrimaryNav } from '~/layout/primary-nav';

/** On a phone the name, the jar and "Order Now $34" fit the first screen; wider, side by side. */
export function Hero() {
  return (
    <header className="group/hero bg-night text-cream [&_:focus-visible]:outline-honey-200">
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-12 sm:px-6 sm:pt-4 lg:pb-20">
        <div className="flex justify-center min-[400px]:justify-end">
          <PrimaryNav linkClassName="inline-flex min-h-12 min-w-12 items-center justify-center rounded-md px-1 text-sm font-medium text-honey-100 hover:bg-night-soft hover:text-cream min-[360px]:text-base sm:px-3 aria-[current=page]:text-honey-300" />
        </div>
        <div className="mt-2 grid grid-cols-1 gap-x-12 sm:mt-6 md:grid-cols-2 md:grid-rows-[1fr_auto_auto_auto_auto_1fr] lg:mt-10">
          <div className="md:col-start-1 md:row-start-2">
            <h1 className="text-4xl leading-none font-semibold tracking-tight text-honey-200 sm:text-6xl md:text-5xl lg:text-6xl">
              {hero.title}
              <span className="mt-1 block text-xl font-normal text-cream sm:mt-2 sm:text-3xl">
                {hero.subtitle}
              </span>
            </h1>
            <StarRating className="mt-2 sm:mt-4" />
            <p className="mt-2 text-base font-medium text-honey-100 sm:mt-5 sm:text-lg">
              {hero.tagline}
            </p>
          </div>
          <div className="mt-3 md:col-start-2 md:row-span-6 md:row-start-1 md:mt-0 md:self-center">
            <HeroMedia />
          </div>
          <BuyControls
            area="hero"
            withPrice
            className="mt-3 md:col-start-1 md:row-start-3 md:mt-8"
          />
          <p className="mt-6 max-w-prose text-base leading-relaxed text-parchment md:col-start-1 md:row-start-4">
            {hero.description}
          </p>
          <ul className="mt-6 grid gap-2 md:col-start-1 md:row-start-5 lg:grid-cols-2">
            {hero.bullets.map((bullet) => (
              <li key={bullet} className="flex items-start gap-2 text-base text-cream">
                <CheckIcon />
                {bullet}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="mt-0.5 size-5 shrink-0 fill-none stroke-honey-300 stroke-2"
    >
      <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
