import { type FormEvent, useRef, useState } from 'react';
import { CONTACT_LIMITS, type ContactField, contact } from '~/content/contact';
import type { CaptchaWidget } from './recaptcha';
import type { EmailConfig } from '~/config';
import { type ContactMessage, type SendFailure, sendContactMessage } from './send-contact-message';
import { CaptchaField } from './captcha-field';
import { CONTACT_FIELDS, validateContactForm } from './contact-form-validation';
import { TextField } from '~/ui/text-field';
import { showToast } from '~/ui/toast';
import { reportShopEventLater } from '~/tracking/report-later';

type ContactFormProps = {
  email: EmailConfig | null;
  captchaSiteKey: string | null;
  contactEmail: string;
};

type FormStatus = 'idle' | 'sending' | 'sent' | 'failed';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

export function ContactForm({ email, captchaSiteKey, contactEmail }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const isSending = useRef(false); // guards against a second submit before React re-renders
  const captcha = useRef<CaptchaWidget | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: ContactField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending.current) return;
    const problem = validateContactForm(values, captchaToken, email, contactEmail);
    if (problem) {
      showError(problem);
      return;
    }
    if (!email || !captchaToken) return; // validateContactForm() has reported both

    isSending.current = true;
    setStatus('sending');
    const result = await sendContactMessage(values, captchaToken, email);
    isSending.current = false;
    if (result.ok) {
      // The send button waits for a new captcha: the keyboard's place is the form's start.
      const first = form.current?.querySelector<HTMLElement>('[name="name"]');
      first?.focus();
      first?.scrollIntoView({ block: 'nearest' });
      setValues(EMPTY);
      setCaptchaToken(null);
      captcha.current?.reset();
      setStatus('sent');
      reportShopEventLater({ name: 'Contact' }); // what was written never goes to Meta
      showToast('success', contact.messages.success);
      console.info(contact.messages.success);
      return;
    }
    setStatus('failed');
    showError(failureMessage(result.reason, contactEmail), result.detail);
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={contact.heading}
      className="mt-8 flex flex-col gap-5"
    >
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={contact.labels[field]}
          name={field}
          value={values[field]}
          onChange={update(field)}
          maxLength={CONTACT_LIMITS[field]}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : undefined}
          rows={field === 'message' ? 6 : undefined}
          countLabel={field === 'message' ? contact.characterCount : undefined}
        />
      ))}
      {captchaSiteKey ? (
        <CaptchaField
          siteKey={captchaSiteKey}
          contactEmail={contactEmail}
          onReady={(widget) => (captcha.current = widget)}
          onToken={setCaptchaToken}
          onExpire={() => setCaptchaToken(null)}
        />
      ) : (
        <p role="status" className="rounded-lg border border-honey-500 bg-honey-100 p-3">
          {contact.messages.formUnavailable(contactEmail)}
        </p>
      )}
      <button
        type="submit"
        disabled={!captchaToken}
        // Busy, not disabled: a disabled button would drop the keyboard's focus to the page.
        aria-disabled={status === 'sending' || undefined}
        className="inline-flex min-h-12 items-center justify-center self-start rounded-full bg-ink px-8 py-3 text-lg font-semibold text-cream hover:bg-night-soft disabled:cursor-not-allowed disabled:bg-ink-soft/60 aria-disabled:cursor-wait aria-disabled:bg-ink-soft/60"
      >
        {status === 'sending' ? contact.sending : contact.submit}
      </button>
    </form>
  );
}

function failureMessage(reason: SendFailure, contactEmail: string): string {
  switch (reason) {
    case 'template-config':
      return contact.messages.templateError(contactEmail);
    case 'service-config':
      return contact.messages.serviceError(contactEmail);
    case 'rejected':
    case 'network':
      return contact.messages.genericError(contactEmail);
  }
}

function showError(message: string, detail?: string) {
  showToast('error', message);
  console.error(message, ...(detail ? [detail] : []));
}
