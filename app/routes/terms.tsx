import { LegalDocument } from '~/components/legal-document';
import { termsOfService } from '~/content/legal/terms';
import { termsSeo } from '~/content/legal/terms';
import { pageMeta } from '~/content/seo';
import { config } from '~/integrations/config';

export const meta = () => pageMeta(termsSeo, config.siteUrl);

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
