import { CookieSettingsLink } from '~/consent/cookie-settings-link';
import { LastUpdated } from '~/legal/last-updated';
import { LegalDocument } from '~/legal/legal-document';
import { LIST_PRIVACY_NOTE, privacyPolicy, privacySeo } from '~/content/legal/privacy';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';

export const meta = () => pageMeta(privacySeo, config.siteUrl);

export default function PrivacyPage() {
  return (
    <LegalDocument
      document={privacyPolicy}
      meta={<LastUpdated label={privacyPolicy.lastUpdatedLabel} />}
      sectionExtras={{
        // Named only where the list is set up, so the policy stays true without it.
        sharing: config.list ? <p className="mt-3">{LIST_PRIVACY_NOTE}</p> : null,
        cookies: (
          <p className="mt-3">
            <CookieSettingsLink className="font-medium text-honey-700 underline underline-offset-4 hover:text-ink" />
          </p>
        ),
      }}
    />
  );
}
