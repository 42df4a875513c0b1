import { CONTACT_LIMITS, type ContactField, contact } from '~/content/contact';
import type { EmailConfig } from '~/config';
import type { ContactMessage } from './send-contact-message';

export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

/** The checks in order: captcha, then every field non-empty; then our length limits. */
export function validateContactForm(
  values: ContactMessage,
  captchaToken: string | null,
  email: EmailConfig | null,
  contactEmail: string,
): string | null {
  if (!captchaToken) return contact.messages.captchaRequired;
  if (CONTACT_FIELDS.some((field) => values[field].trim() === ''))
    return contact.messages.fieldsRequired;
  const tooLong = CONTACT_FIELDS.find((field) => values[field].length > CONTACT_LIMITS[field]);
  if (tooLong) return contact.messages.tooLong(contact.labels[tooLong], CONTACT_LIMITS[tooLong]);
  if (!email) return contact.messages.notSetUp(contactEmail);
  return null;
}
