import { Link } from 'react-router';
import { product } from '~/content/product';
import { PrimaryNav } from './primary-nav';

/** Spec §2: the header on every route except the home page. */
export function SiteHeader() {
  return (
    <header className="border-b border-honey-200 bg-cream/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="font-display text-2xl font-semibold tracking-tight text-ink hover:text-honey-700"
        >
          {product.brand}
        </Link>
        <PrimaryNav linkClassName="inline-flex min-h-11 items-center rounded-md px-2 text-base sm:px-3 font-medium text-ink-soft hover:bg-honey-100 hover:text-ink aria-[current=page]:text-honey-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4" />
      </div>
    </header>
  );
}
