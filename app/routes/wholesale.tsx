import { ImageGallery } from '~/wholesale/image-gallery';
import { BackHomeLink } from '~/ui/back-home-link';
import { BelowTheFold } from '~/ui/below-the-fold';
import { Picture } from '~/ui/picture';
import { WholesaleMarketplace } from '~/wholesale/wholesale-marketplace';
import { navigationCopy } from '~/content/navigation';
import { pageMeta } from '~/content/seo';
import { wholesale, wholesaleSeo } from '~/content/wholesale';
import { config } from '~/config';

export const meta = () => pageMeta(wholesaleSeo, config.siteUrl);

export default function WholesalePage() {
  return (
    <article className="mx-auto max-w-6xl">
      <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <div className="max-w-3xl">
          <h1 className="text-4xl font-semibold sm:text-5xl">{wholesale.heading}</h1>
          {wholesale.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-soft">
              {paragraph}
            </p>
          ))}
          <h2 className="mt-8 text-2xl font-semibold">{wholesale.howToOrder.heading}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-6 text-lg leading-relaxed text-ink-soft">
            {wholesale.howToOrder.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="hidden overflow-hidden rounded-3xl shadow-lg lg:block">
          <Picture
            image={wholesale.jar.image}
            alt={wholesale.jar.alt}
            sizes="18rem"
            className="h-auto w-full"
          />
        </div>
      </div>
      <BelowTheFold>
        <WholesaleMarketplace config={config.wholesale} contactEmail={config.contactEmail} />
        <ImageGallery />
        <p className="mt-12">
          <BackHomeLink label={navigationCopy.backToHome} />
        </p>
      </BelowTheFold>
    </article>
  );
}
