import { LegalDocument } from '~/components/legal-document';
import { termsOfService } from '~/content/legal/terms';
import { pageMeta, seo } from '~/content/seo';
import { config } from '~/integrations/config';

export const meta = () => pageMeta(seo.terms, config.siteUrl);

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
