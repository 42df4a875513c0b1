import { product } from '~/content/product';
import { PrimaryNav } from './primary-nav';
import { SiteLink } from '~/ui/site-link';

/** The header of every page but home; below 640 px the brand sits above the four links. */
export function SiteHeader() {
  return (
    <header className="border-b border-honey-200 bg-cream/95">
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-1 pb-1 sm:flex-row sm:justify-between sm:gap-x-6 sm:px-6 sm:py-2">
        <SiteLink
          to="/"
          className="inline-flex min-h-12 items-center font-display text-2xl font-semibold tracking-tight text-ink hover:text-honey-700"
        >
          {product.brand}
        </SiteLink>
        <PrimaryNav linkClassName="inline-flex min-h-12 min-w-12 items-center justify-center rounded-md px-1 text-sm min-[360px]:text-base sm:px-3 font-medium text-ink-soft hover:bg-honey-100 hover:text-ink aria-[current=page]:text-honey-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4" />
      </div>
    </header>
  );
}
