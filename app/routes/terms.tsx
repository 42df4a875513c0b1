import { useLoaderData } from 'react-router';
import { LegalDocument } from '~/legal/legal-document';
import { MANAGE_SUBSCRIPTION, termsFor, termsSeo } from '~/content/legal/terms';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';
import { productAtBuild } from '#store-facts';

export const meta = () => pageMeta(termsSeo, config.siteUrl);

/** Whether the store sold subscriptions when the page was built. */
export function loader() {
  return { subscriptions: (productAtBuild?.plans.length ?? 0) > 0 };
}

export default function TermsPage() {
  const data = useLoaderData<typeof loader>() as ReturnType<typeof loader> | undefined;
  const subscriptions = data?.subscriptions ?? false;
  const accountUrl = config.store?.accountUrl;
  return (
    <LegalDocument
      document={termsFor({ subscriptions })}
      sectionExtras={{
        payment:
          subscriptions && accountUrl ? (
            <p className="mt-3">
              <a
                href={accountUrl}
                className="font-medium text-honey-700 underline underline-offset-4 hover:text-ink"
              >
                {MANAGE_SUBSCRIPTION}
              </a>
            </p>
          ) : null,
      }}
    />
  );
}
