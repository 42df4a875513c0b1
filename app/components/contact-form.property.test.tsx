import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS, contact } from '~/content/contact';
import { renderCaptcha } from '~/integrations/captcha/recaptcha';
import { type ContactMessage, sendContactMessage } from '~/integrations/email/send-contact-message';
import { ContactForm } from './contact-form';
import { TEST_EMAIL_CONFIG } from './contact-form.fixtures';
import { CONTACT_FIELDS, validateContactForm } from './contact-form-validation';

vi.mock('~/integrations/captcha/recaptcha', () => ({ renderCaptcha: vi.fn() }));
vi.mock('~/integrations/email/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const EMAIL = TEST_EMAIL_CONFIG;

/** Text a visitor might paste: any Unicode, emoji, right-to-left, markup and script fragments. */
const hostileText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><iframe src=javascript:alert(1)>',
      'مرحبا بالعالم — שלום',
      '\u202Egnp.exe',
      '👩‍👩‍👧‍👦🍯✨',
      '{{template_params}} ${x} %s',
      '   ',
    ),
    fc.string({ minLength: maxLength + 1, maxLength: maxLength + 40 }),
  );

const messageArbitrary = fc.record({
  name: hostileText(CONTACT_LIMITS.name),
  email: hostileText(CONTACT_LIMITS.email),
  subject: hostileText(CONTACT_LIMITS.subject),
  message: hostileText(CONTACT_LIMITS.message),
}) satisfies fc.Arbitrary<ContactMessage>;

function expectedProblem(values: ContactMessage): string | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() === '')) {
    return contact.messages.fieldsRequired;
  }
  const tooLong = CONTACT_FIELDS.find((field) => values[field].length > CONTACT_LIMITS[field]);
  return tooLong
    ? contact.messages.tooLong(contact.labels[tooLong], CONTACT_LIMITS[tooLong])
    : null;
}

describe('contact form with generated input', () => {
  it('validation never throws and enforces presence and every length limit', () => {
    fc.assert(
      fc.property(messageArbitrary, (values) => {
        expect(validateContactForm(values, 'token', EMAIL, 'a@b.c')).toBe(expectedProblem(values));
      }),
      { numRuns: 500 },
    );
  });

  describe('rendered', () => {
    let onToken: (token: string) => void = () => {};

    beforeEach(() => {
      vi.mocked(renderCaptcha).mockImplementation((_element, handlers) => {
        onToken = handlers.onToken;
        return Promise.resolve({ reset: () => {} });
      });
      vi.mocked(sendContactMessage).mockResolvedValue({ ok: true, value: undefined });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'info').mockImplementation(() => {});
    });

    it('sends exactly what was typed, or nothing, and never turns it into markup', async () => {
      await fc.assert(
        fc.asyncProperty(messageArbitrary, async (values) => {
          vi.mocked(sendContactMessage).mockClear();
          const { container } = render(
            <ContactForm email={EMAIL} captchaSiteKey="key" contactEmail="a@b.c" />,
          );
          await act(async () => {});
          act(() => onToken('token'));
          const elementsBefore = container.querySelectorAll('*').length;
          for (const field of CONTACT_FIELDS) {
            fireEvent.change(screen.getByLabelText(contact.labels[field]), {
              target: { value: values[field] },
            });
          }
          // What the inputs hold: the browser sanitises some values (e.g. newlines in inputs).
          const typed = Object.fromEntries(
            CONTACT_FIELDS.map((field) => [
              field,
              screen.getByLabelText<HTMLInputElement>(contact.labels[field]).value,
            ]),
          ) as ContactMessage;
          // act() with an async callback flushes the awaited send and the state updates after it.
          await act(() => {
            fireEvent.submit(screen.getByRole('form'));
            return Promise.resolve();
          });

          expect(container.querySelectorAll('script, img, iframe').length).toBe(0);
          expect(container.querySelectorAll('*').length).toBe(elementsBefore);
          if (expectedProblem(typed) === null) {
            expect(sendContactMessage).toHaveBeenCalledExactlyOnceWith(typed, 'token', EMAIL);
          } else {
            expect(sendContactMessage).not.toHaveBeenCalled();
          }
          cleanup();
        }),
        { numRuns: 150 },
      );
    });
  });
});
