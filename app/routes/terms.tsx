import { LegalDocument } from '~/legal/legal-document';
import { termsOfService, termsSeo } from '~/content/legal/terms';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';

export const meta = () => pageMeta(termsSeo, config.siteUrl);

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
