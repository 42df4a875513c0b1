import type { EmailConfig } from '~/config';

/** A configured email service for the contact form's tests (its sending is mocked there). */
export const TEST_EMAIL_CONFIG: EmailConfig = {
  publicKey: 'pk',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://email.test',
  blockedEmails: [],
};
