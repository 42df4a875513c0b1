import { useSyncExternalStore } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { useSectionScroll } from '~/layout/use-section-scroll';
import { HomeContent, homeMeta } from '~/home/home-page';
import { CART_PATH } from '~/store/cart-form';
import { productAtBuild } from '#store-facts';
import type { Route } from './+types/home';

export const meta = ({ loaderData }: Route.MetaArgs) => homeMeta(loaderData?.product);

/** The store's product as the build found it, for the buy forms. */
export function loader() {
  return { product: productAtBuild };
}

/** No shared header here; the hero carries its own navigation. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  useSectionScroll();
  return (
    <>
      <HomeContent product={loaderData.product} />
      <CartRouteCode />
    </>
  );
}

/** Once hydrated, the cart route's code is fetched: a tap then waits only for the cart. */
function CartRouteCode() {
  // False in the prerendered page and while it hydrates, true once it has.
  const isHydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return isHydrated ? <PrefetchPageLinks page={CART_PATH} /> : null;
}

const noChange = () => () => undefined;
