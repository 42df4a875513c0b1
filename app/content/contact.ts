import { product } from './product';
import type { PageSeo } from './seo';

export type ContactField = 'name' | 'email' | 'subject' | 'message';

/** Length limits of our own (the product sets none), enforced in the inputs and on submit. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const satisfies Record<ContactField, number>;

export const contact = {
  heading: 'Contact Us',
  subtitle: "Questions? We'd love to hear from you!",
  directEmailLead: 'Prefer email? Write to us at',
  labels: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  captchaLabel: 'Spam check',
  captchaLoading: 'Loading the spam check…',
  submit: 'Send Message',
  sending: 'Sending...',
  characterCount: (used: number, limit: number) => `${used} / ${limit} characters`,
  messages: {
    captchaRequired: 'Please complete the CAPTCHA verification.',
    fieldsRequired: 'Please fill in all required fields.',
    tooLong: (label: string, limit: number) =>
      `${label} is too long: please keep it to ${limit} characters.`,
    templateError: (email: string) =>
      `Email template configuration error. Please contact us directly at ${email}`,
    serviceError: (email: string) =>
      `Email service configuration error. Please contact us directly at ${email}`,
    genericError: (email: string) =>
      `There was an error sending your message. Please try again or email us directly at ${email}`,
    success: "Thank you for your message! We'll get back to you soon.",
    notSetUp: (email: string) =>
      `Our contact form isn't set up yet, so nothing was sent. Please email us directly at ${email} — your message is still here to copy.`,
    formUnavailable: (email: string) =>
      `Our contact form isn't set up yet. Please email us directly at ${email}.`,
    captchaUnavailable: (email: string) =>
      `The spam check could not load (it may be blocked or you may be offline), so the form cannot be sent right now. Your message is still here: try again later or email us at ${email}.`,
  },
} as const;

export const contactSeo = {
  path: '/contact',
  title: `Contact Us | ${product.brand}`,
  description: `Questions about ${product.name}, an order or wholesale? Send us a message.`,
} as const satisfies PageSeo;
