import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCaptcha } from './recaptcha';
import { sendContactMessage } from './send-contact-message';
import { ContactForm } from './contact-form';
import { TEST_EMAIL_CONFIG } from './contact-form.fixtures';

vi.mock('./recaptcha', () => ({ renderCaptcha: vi.fn() }));
vi.mock('./send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const EMAIL = TEST_EMAIL_CONFIG;
const CONTACT_EMAIL = 'hello@example.com';
const VALUES = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Lovely honey' };

type CaptchaHandlers = Parameters<typeof renderCaptcha>[1];
let captcha: CaptchaHandlers;
const reset = vi.fn();
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reset.mockReset();
  vi.mocked(renderCaptcha).mockReset();
  vi.mocked(renderCaptcha).mockImplementation((_element, handlers) => {
    captcha = handlers;
    return Promise.resolve({ reset });
  });
  vi.mocked(sendContactMessage).mockReset();
  vi.mocked(sendContactMessage).mockResolvedValue({ ok: true, value: undefined });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in a module-level store
});

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  render(
    <>
      <ContactForm
        email={EMAIL}
        captchaSiteKey="site-key"
        contactEmail={CONTACT_EMAIL}
        {...props}
      />
      <Toaster />
    </>,
  );
}

const field = (name: string) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function fill(values: Partial<typeof VALUES> = VALUES) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

async function solveCaptcha(token = 'token-1') {
  await waitFor(() => expect(renderCaptcha).toHaveBeenCalled());
  act(() => captcha.onToken(token));
}

describe('ContactForm', () => {
  it('has the labelled, required fields of the spec', () => {
    renderForm();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      expect(field(name)).toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '6');
    expect(renderCaptcha).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ siteKey: 'site-key' }),
    );
  });

  it('enables the submit button only while the captcha is solved', async () => {
    renderForm();
    expect(submitButton()).toBeDisabled();
    await solveCaptcha();
    expect(submitButton()).toBeEnabled();
    act(() => captcha.onExpire());
    expect(submitButton()).toBeDisabled();
  });

  it('without a captcha token asks for it and sends nothing', async () => {
    renderForm();
    await fill();
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Please complete the CAPTCHA verification.')).toBeVisible();
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('Please complete the CAPTCHA verification.');
  });

  it('rejects fields that are only whitespace', async () => {
    renderForm();
    const user = await fill({ ...VALUES, subject: '   ' });
    await solveCaptcha();
    await user.click(submitButton());
    expect(await screen.findByText('Please fill in all required fields.')).toBeVisible();
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('shows "Sending..." while sending, then thanks, clears and resets', async () => {
    let finish: (value: { ok: true; value: undefined }) => void = () => {};
    vi.mocked(sendContactMessage).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    const user = await fill();
    await solveCaptcha('token-ok');
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent('Sending...');
    // Busy, and keeping the focus: a second press sends nothing.
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveFocus();
    await user.click(submitButton());
    expect(sendContactMessage).toHaveBeenCalledOnce();
    expect(sendContactMessage).toHaveBeenCalledExactlyOnceWith(VALUES, 'token-ok', EMAIL);

    await act(() => {
      finish({ ok: true, value: undefined });
      return Promise.resolve();
    });
    expect(
      await screen.findByText("Thank you for your message! We'll get back to you soon."),
    ).toBeVisible();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toHaveValue('');
    expect(reset).toHaveBeenCalledOnce();
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toBeDisabled(); // the token was dropped
    expect(field('Name')).toHaveFocus(); // the form's start, for the next message
  });

  it.each([
    [
      'template-config',
      `Email template configuration error. Please contact us directly at ${CONTACT_EMAIL}`,
    ],
    [
      'service-config',
      `Email service configuration error. Please contact us directly at ${CONTACT_EMAIL}`,
    ],
    [
      'rejected',
      `There was an error sending your message. Please try again or email us directly at ${CONTACT_EMAIL}`,
    ],
    [
      'network',
      `There was an error sending your message. Please try again or email us directly at ${CONTACT_EMAIL}`,
    ],
  ] as const)('on a %s failure says so and keeps everything typed', async (reason, message) => {
    vi.mocked(sendContactMessage).mockResolvedValue({ ok: false, reason, detail: '500 boom' });
    renderForm();
    const user = await fill();
    await solveCaptcha();
    await user.click(submitButton());

    expect(await screen.findByText(message)).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(message, '500 boom');
    expect(field('Name')).toHaveValue(VALUES.name);
    expect(field('Message')).toHaveValue(VALUES.message);
    expect(submitButton()).toHaveTextContent('Send Message');
    expect(submitButton()).toBeEnabled();
    expect(reset).not.toHaveBeenCalled();
  });

  it('sends once however fast the visitor submits twice', async () => {
    vi.mocked(sendContactMessage).mockReturnValue(new Promise(() => {}));
    renderForm();
    await fill();
    await solveCaptcha();
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(sendContactMessage).toHaveBeenCalledOnce();
  });

  it('says plainly when the email service is not set up, and keeps the message', async () => {
    renderForm({ email: null });
    const user = await fill();
    await solveCaptcha();
    await user.click(submitButton());
    expect(await screen.findByText(/contact form isn't set up yet/)).toHaveTextContent(
      CONTACT_EMAIL,
    );
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(field('Message')).toHaveValue(VALUES.message);
  });

  it('without a captcha key explains that the form is not set up', () => {
    renderForm({ captchaSiteKey: null });
    expect(screen.getByRole('status')).toHaveTextContent(/isn't set up yet.*hello@example\.com/);
    expect(renderCaptcha).not.toHaveBeenCalled();
    expect(submitButton()).toBeDisabled();
  });

  it('offers the contact email in place when the captcha cannot load', async () => {
    vi.mocked(renderCaptcha).mockRejectedValue(new Error('blocked'));
    renderForm();
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(/spam check could not load/);
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_EMAIL);
    expect(field('Subject')).toHaveValue(VALUES.subject);
    expect(consoleError).toHaveBeenCalledWith(
      'The contact form captcha could not load',
      expect.any(Error),
    );
  });

  it('caps each field and shows how much of the message is used', async () => {
    renderForm();
    expect(field('Name')).toHaveAttribute('maxLength', '100');
    expect(field('Email')).toHaveAttribute('maxLength', '254');
    expect(field('Subject')).toHaveAttribute('maxLength', '150');
    expect(field('Message')).toHaveAttribute('maxLength', '5000');
    await fill({ message: 'Hello' });
    expect(field('Message')).toHaveAccessibleDescription('5 / 5000 characters');
  });
});
