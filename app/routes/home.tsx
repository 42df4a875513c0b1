import { useSectionScroll } from '~/layout/use-section-scroll';
import { HomeContent, homeMeta } from '~/home/home-page';
import { productAtBuild } from '~/store/product-snapshot';
import type { Route } from './+types/home';

export const meta = ({ loaderData }: Route.MetaArgs) => homeMeta(loaderData?.product);

/** The store's product as the build found it, for the buy forms. */
export function loader() {
  return { product: productAtBuild };
}

/** No shared header here; the hero carries its own navigation. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  useSectionScroll();
  return <HomeContent product={loaderData.product} />;
}
