import { LegalDocument } from '~/components/legal-document';
import { termsOfService } from '~/content/legal/terms';
import { pageMeta, seo } from '~/content/seo';

export const meta = () => pageMeta(seo.terms);

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}
