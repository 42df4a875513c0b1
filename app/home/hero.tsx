import { hero } from '~/content/home';
import { HeroMedia } from './hero-media';
import { BuyControls } from '~/store/buy-controls';
import { PrimaryNav } from '~/layout/primary-nav';

/** Spec §2 home section 1: title, its own navigation, description, video, bullets, buy button. */
export function Hero() {
  return (
    <header className="bg-night text-cream [&_:focus-visible]:outline-honey-200">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-12 sm:px-6 lg:pb-20">
        <div className="flex justify-end">
          <PrimaryNav linkClassName="inline-flex min-h-11 items-center rounded-md px-3 text-base font-medium text-honey-100 hover:bg-night-soft hover:text-cream aria-[current=page]:text-honey-300" />
        </div>
        <div className="mt-6 grid items-center gap-x-12 gap-y-6 lg:mt-10 lg:grid-cols-2">
          <div>
            <h1 className="text-5xl leading-none font-semibold tracking-tight text-honey-200 sm:text-6xl">
              {hero.title}
              <span className="mt-2 block text-2xl font-normal text-cream sm:text-3xl">
                {hero.subtitle}
              </span>
            </h1>
            <p className="mt-5 text-lg font-medium text-honey-100">{hero.tagline}</p>
            <p className="mt-3 max-w-prose text-base leading-relaxed text-parchment">
              {hero.description}
            </p>
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <HeroMedia />
          </div>
          <div>
            <ul className="grid gap-2 sm:grid-cols-2">
              {hero.bullets.map((bullet) => (
                <li key={bullet} className="flex items-start gap-2 text-base text-cream">
                  <CheckIcon />
                  {bullet}
                </li>
              ))}
            </ul>
            <BuyControls withPrice className="mt-8" />
          </div>
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
