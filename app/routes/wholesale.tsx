import { BackHomeLink } from '~/components/ui/back-home-link';
import { navigationCopy } from '~/content/navigation';
import { pageMeta, seo } from '~/content/seo';
import { config } from '~/integrations/config';
import { wholesale } from '~/content/wholesale';

export const meta = () => pageMeta(seo.wholesale, config.siteUrl);

export default function WholesalePage() {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-4xl font-semibold sm:text-5xl">{wholesale.heading}</h1>
      {wholesale.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
          {paragraph}
        </p>
      ))}
      <p className="mt-10">
        <BackHomeLink label={navigationCopy.backToHome} />
      </p>
    </article>
  );
}
