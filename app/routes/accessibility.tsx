import { LegalDocument } from '~/legal/legal-document';
import { accessibilityStatement, accessibilitySeo } from '~/content/legal/accessibility';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';
import { EmailLink } from '~/ui/email-link';

export const meta = () => pageMeta(accessibilitySeo, config.siteUrl);

export default function AccessibilityPage() {
  return (
    <LegalDocument
      document={accessibilityStatement}
      meta={
        <p className="mt-3 text-sm text-ink-soft">
          {accessibilityStatement.reviewedLabel}: {accessibilityStatement.reviewedOn}
        </p>
      }
      sectionExtras={{
        report: (
          <p className="mt-3">
            <EmailLink email={config.contactEmail} />
          </p>
        ),
      }}
    />
  );
}
