import { ContactForm } from '~/contact/contact-form';
import { BackHomeLink } from '~/ui/back-home-link';
import { EmailLink } from '~/ui/email-link';
import { ToastRegion } from '~/ui/toast';
import { navigationCopy } from '~/content/navigation';
import { contact, contactSeo } from '~/content/contact';
import { pageMeta } from '~/content/seo';
import { config } from '~/config';

export const meta = () => pageMeta(contactSeo, config.siteUrl);

export default function ContactPage() {
  return (
    <article className="mx-auto max-w-2xl">
      <h1 className="text-4xl font-semibold sm:text-5xl">{contact.heading}</h1>
      <p className="mt-3 text-lg text-ink-soft">{contact.subtitle}</p>
      <ContactForm
        email={config.email}
        captchaSiteKey={config.captchaSiteKey}
        contactEmail={config.contactEmail}
      />
      <p className="mt-8 text-base">
        {contact.directEmailLead} <EmailLink email={config.contactEmail} />
      </p>
      <p className="mt-6">
        <BackHomeLink label={navigationCopy.backToHomeArrow} />
      </p>
      <ToastRegion />
    </article>
  );
}
