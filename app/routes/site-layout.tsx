import { Outlet } from 'react-router';
import { SiteFrame } from '~/layout/site-frame';

/** Every route but home: the shared header, the page, and the footer where consent is asked. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}
