import { useEffect, useRef } from 'react';
import { useIsAdvertisingAllowed } from '~/consent/consent-state';
import { reportShopEventLater } from '~/tracking/report-later';
import { hasPrice } from './product';
import { useKnownProduct } from './store-provider';

/** ViewContent once per visit of the home page, once advertising is allowed and the jar known. */
export function ProductViewReport() {
  const product = useKnownProduct();
  const isAllowed = useIsAdvertisingAllowed();
  const isReported = useRef(false);

  useEffect(() => {
    if (isReported.current || !isAllowed || !product || !hasPrice(product)) return;
    isReported.current = true;
    reportShopEventLater({ name: 'ViewContent', product });
  }, [isAllowed, product]);
  return null;
}
