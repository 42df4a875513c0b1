import { useEffect, useRef } from 'react';
import { useIsAdvertisingAllowed } from './consent-provider';
import { useStore } from './store-provider';
import { useShopEvent, viewContentEvent } from './use-shop-event';

/**
 * Reports ViewContent once per visit of the home page (issue 12), as soon as advertising is
 * allowed and the jar is known: the live product, else the one the page was built with.
 */
export function ProductViewReport() {
  const { state, snapshot } = useStore();
  const isAllowed = useIsAdvertisingAllowed();
  const reportShopEvent = useShopEvent();
  const isReported = useRef(false);

  useEffect(() => {
    if (isReported.current || !isAllowed) return;
    const product =
      state.status === 'ready'
        ? { variantGid: state.product.variantId, price: state.product.price }
        : snapshot?.price
          ? { variantGid: snapshot.variantGid, price: snapshot.price }
          : null;
    if (!product) return;
    isReported.current = true;
    reportShopEvent(viewContentEvent(product.variantGid, product.price));
  }, [isAllowed, state, snapshot, reportShopEvent]);
  return null;
}
