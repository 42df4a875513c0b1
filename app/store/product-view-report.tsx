import { useEffect, useRef } from 'react';
import { useIsAdvertisingAllowed } from '~/consent/consent-state';
import { reportShopEvent } from '~/tracking/report-shop-event';
import { hasPrice } from './product';
import { useKnownProduct } from './store-provider';

/**
 * Reports ViewContent once per visit of the home page, as soon as advertising is
 * allowed and the jar is known: the live product, else the one the page was built with.
 */
export function ProductViewReport() {
  const product = useKnownProduct();
  const isAllowed = useIsAdvertisingAllowed();
  const isReported = useRef(false);

  useEffect(() => {
    if (isReported.current || !isAllowed || !product || !hasPrice(product)) return;
    isReported.current = true;
    reportShopEvent({ name: 'ViewContent', product });
  }, [isAllowed, product]);
  return null;
}
