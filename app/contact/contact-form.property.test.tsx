import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS, type ContactField, contact } from '~/content/contact';
import { renderCaptcha } from './recaptcha';
import { type ContactMessage, sendContactMessage } from './send-contact-message';
import { ContactForm } from './contact-form';
import { TEST_EMAIL_CONFIG } from './contact-form.fixtures';
import { CONTACT_FIELDS, validateContactForm } from './contact-form-validation';
import { showToast } from '~/ui/toast';

vi.mock('./recaptcha', () => ({ renderCaptcha: vi.fn() }));
vi.mock('./send-contact-message', () => ({ sendContactMessage: vi.fn() }));
vi.mock('~/ui/toast', () => ({ showToast: vi.fn() }));

const EMAIL = TEST_EMAIL_CONFIG;

// The cases are built to be right or wrong in one known way, so the expected outcome comes from
// how a case was made, never from rules that repeat the validation under test.

/** Characters that are never white space, one UTF-16 unit each. */
const VISIBLE = ['a', 'Z', '7', 'é', 'م', 'ש', '<', '&', '"', '{'];
/** White space that String.prototype.trim removes, including non-breaking and wide spaces. */
const BLANK = [' ', '\t', '\u00a0', '\u2003', '\u3000'];

/** Text a visitor might paste, starting with a visible character, at most `limit` long. */
const filled = (limit: number) =>
  fc
    .tuple(
      fc.constantFrom(...VISIBLE),
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: limit }),
        fc.string({ unit: 'binary', maxLength: limit }),
        fc.constantFrom(
          '<script>alert(1)</script>',
          '<img src=x onerror=alert(1)>',
          '"><iframe src=javascript:alert(1)>',
          'مرحبا بالعالم — שלום',
          '\u202Egnp.exe',
          '👩‍👩‍👧‍👦🍯✨',
          '{{template_params}} ${x} %s',
        ),
      ),
    )
    .map(([first, rest]) => (first + rest).slice(0, limit));

/** Only white space (or nothing). */
const blank = fc.string({ unit: fc.constantFrom(...BLANK), maxLength: 12 });

/** Visible text longer than `limit` by 1 to 40 characters. */
const tooLong = (limit: number) =>
  fc.integer({ min: 1, max: 40 }).chain((extra) =>
    fc.string({
      unit: fc.constantFrom(...VISIBLE),
      minLength: limit + extra,
      maxLength: limit + extra,
    }),
  );

const acceptable: fc.Arbitrary<ContactMessage> = fc.record({
  name: filled(CONTACT_LIMITS.name),
  email: filled(CONTACT_LIMITS.email),
  subject: filled(CONTACT_LIMITS.subject),
  message: filled(CONTACT_LIMITS.message),
});
const field = fc.constantFrom<ContactField>(...CONTACT_FIELDS);

/** A message and the error it must get: null when it must be sent. */
type Case = { values: ContactMessage; problem: string | null };

const caseArbitrary: fc.Arbitrary<Case> = fc.oneof(
  acceptable.map((values) => ({ values, problem: null })),
  fc.tuple(acceptable, field, blank).map(([values, which, text]) => ({
    values: { ...values, [which]: text },
    problem: contact.messages.fieldsRequired,
  })),
  fc.tuple(acceptable, field).chain(([values, which]) =>
    tooLong(CONTACT_LIMITS[which]).map((text) => ({
      values: { ...values, [which]: text },
      problem: contact.messages.tooLong(contact.labels[which], CONTACT_LIMITS[which]),
    })),
  ),
);

describe('contact form with generated input', () => {
  it('validation never throws and names the one thing wrong with a message', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ values, problem }) => {
        expect(validateContactForm(values, 'token', EMAIL, 'a@b.c')).toBe(problem);
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

    // A fixed number of runs, and a time limit with a wide margin: one run renders the whole
    // form (about 20 ms here on a quiet machine, a few times that with both cores busy).
    const RUNS = 40;
    const TIME_LIMIT_MS = 60_000;

    it(
      'sends exactly what was typed, or nothing and says why, and never turns it into markup',
      async () => {
        await fc.assert(
          fc.asyncProperty(caseArbitrary, async ({ values, problem }) => {
            vi.mocked(sendContactMessage).mockClear();
            vi.mocked(showToast).mockClear();
            try {
              const { container } = render(
                <ContactForm email={EMAIL} captchaSiteKey="key" contactEmail="a@b.c" />,
              );
              await act(async () => {});
              act(() => onToken('token'));
              const elementsBefore = container.querySelectorAll('*').length;
              for (const name of CONTACT_FIELDS) {
                fireEvent.change(screen.getByLabelText(contact.labels[name]), {
                  target: { value: values[name] },
                });
              }
              // What the inputs hold: the browser drops newlines from one-line inputs, and
              // white space around an email address, which changes no case's outcome.
              const typed = Object.fromEntries(
                CONTACT_FIELDS.map((name) => [
                  name,
                  screen.getByLabelText<HTMLInputElement>(contact.labels[name]).value,
                ]),
              ) as ContactMessage;
              // act() with an async callback flushes the awaited send and what follows it.
              await act(() => {
                fireEvent.submit(screen.getByRole('form'));
                return Promise.resolve();
              });

              expect(container.querySelectorAll('script, img, iframe').length).toBe(0);
              expect(container.querySelectorAll('*').length).toBe(elementsBefore);
              if (problem === null) {
                expect(sendContactMessage).toHaveBeenCalledExactlyOnceWith(typed, 'token', EMAIL);
              } else {
                expect(sendContactMessage).not.toHaveBeenCalled();
                expect(showToast).toHaveBeenCalledExactlyOnceWith('error', problem);
              }
            } finally {
              cleanup();
            }
          }),
          { numRuns: RUNS },
        );
      },
      TIME_LIMIT_MS,
    );
  });
});
