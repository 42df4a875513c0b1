import { LastUpdated } from '~/components/last-updated';
import { LegalDocument } from '~/components/legal-document';
import { privacyPolicy } from '~/content/legal/privacy';
import { pageMeta, seo } from '~/content/seo';

export const meta = () => pageMeta(seo.privacy);

export default function PrivacyPage() {
  return (
    <LegalDocument
      document={privacyPolicy}
      meta={<LastUpdated label={privacyPolicy.lastUpdatedLabel} />}
    />
  );
}
