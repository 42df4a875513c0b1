import { useEffect, useRef } from 'react';
import { useIsAdvertisingAllowed } from '~/consent/consent-provider';
import { hasPrice } from './product';
import { useKnownProduct } from './store-provider';
import { useShopEvent } from '~/consent/use-shop-event';

/**
 * Reports ViewContent once per visit of the home page (issue 12), as soon as advertising is
 * allowed and the jar is known: the live product, else the one the page was built with.
 */
export function ProductViewReport() {
  const product = useKnownProduct();
  const isAllowed = useIsAdvertisingAllowed();
  const reportShopEvent = useShopEvent();
  const isReported = useRef(false);

  useEffect(() => {
    if (isReported.current || !isAllowed || !product || !hasPrice(product)) return;
    isReported.current = true;
    reportShopEvent({ name: 'ViewContent', product });
  }, [isAllowed, product, reportShopEvent]);
  return null;
}
