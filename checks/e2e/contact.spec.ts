import { fakeEmailJs } from './fakes/emailjs';
import {
  blockRecaptcha,
  captchaResets,
  expireCaptcha,
  fakeRecaptcha,
  solveCaptcha,
} from './fakes/recaptcha';
import {
  expect,
  followNavLink,
  heldUntilReleased,
  holdHydration,
  lookLikeAPerson,
  test,
  waitForHydration,
} from './fixtures';
import type { Page } from '@playwright/test';

const CONTACT_EMAIL = 'hello@lumenhive.test'; // .env.e2e
const VISITOR = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'Wholesale question',
  Message: 'Do you ship to Canada? 🍯',
};
const GENERIC_ERROR = `There was an error sending your message. Please try again or email us directly at ${CONTACT_EMAIL}`;

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(VISITOR)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test('text typed before the page hydrates is kept, and the form goes on from it', async ({
  page,
}) => {
  const hydration = await holdHydration(page);
  await page.goto('/contact');
  await hydration.requested();
  await fillForm(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await hydration.release();
  await waitForHydration(page);
  for (const [label, value] of Object.entries(VISITOR)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await page.getByLabel('Message').press('End');
  await page.getByLabel('Message').pressSequentially('!');
  await expect(page.getByLabel('Message')).toHaveValue(`${VISITOR.Message}!`);
  await expect(page.getByText(`${`${VISITOR.Message}!`.length} /`)).toBeVisible();
});

/** Opens the contact page with every field filled in and the captcha solved. */
async function openFilledForm(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  await fillForm(page);
  await solveCaptcha(page);
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(VISITOR)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
}

const submit = (page: Page) => page.getByRole('button', { name: /Send Message|Sending\.\.\./ });

test.describe('contact form', () => {
  test.beforeEach(async ({ page, consoleWatch }) => {
    consoleWatch.allow(/error sending your message|configuration error|CAPTCHA|captcha/);
    consoleWatch.allow(/^Failed to load resource/); // the faked failures themselves
    await lookLikeAPerson(page);
  });

  test('sends the exact EmailJS payload and thanks the visitor @phone', async ({
    page,
    outside,
  }) => {
    const captcha = fakeRecaptcha(outside);
    const email = fakeEmailJs(outside);
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByText("Questions? We'd love to hear from you!")).toBeVisible();

    await fillForm(page);
    await expect(submit(page)).toBeDisabled();
    await solveCaptcha(page);
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    await expect(
      page.getByText("Thank you for your message! We'll get back to you soon."),
    ).toBeVisible();
    expect(email.bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'e2e-public-key',
        service_id: 'e2e-service',
        template_id: 'e2e-template',
        template_params: {
          name: VISITOR.Name,
          email: VISITOR.Email,
          title: VISITOR.Subject,
          message: VISITOR.Message,
          'g-recaptcha-response': 'fake-captcha-token-1',
        },
      },
    ]);
    for (const label of Object.keys(VISITOR))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    expect(await captchaResets(page)).toBe(1);
    await expect(submit(page)).toBeDisabled();
    expect(captcha.requests).toHaveLength(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { fakeCaptcha: { renders: unknown[] } }).fakeCaptcha.renders,
      ),
    ).toEqual([{ sitekey: 'e2e-site-key', theme: 'light' }]);
  });

  test('shows "Sending..." while the email service is slow', async ({ page, outside }) => {
    fakeRecaptcha(outside);
    const email = fakeEmailJs(outside);
    const { heldUntil, release } = heldUntilReleased();
    email.answerNext({ status: 200, text: 'OK', heldUntil });
    await openFilledForm(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Sending...');
    await expect(submit(page)).toBeDisabled();
    release();
    await expect(page.getByText(/Thank you for your message/)).toBeVisible();
    await expect(submit(page)).toHaveText('Send Message');
  });

  const FAILURES = [
    {
      name: 'a template error',
      answer: { status: 400, text: 'The template ID is invalid' },
      message: `Email template configuration error. Please contact us directly at ${CONTACT_EMAIL}`,
    },
    {
      name: 'a service error',
      answer: { status: 400, text: 'The service ID is invalid' },
      message: `Email service configuration error. Please contact us directly at ${CONTACT_EMAIL}`,
    },
    {
      name: 'a server error',
      answer: { status: 500, text: 'Server Error' },
      message: GENERIC_ERROR,
    },
    { name: 'a network failure', answer: 'network-error' as const, message: GENERIC_ERROR },
  ];
  for (const failure of FAILURES) {
    test(`on ${failure.name} shows the spec message and keeps every value`, async ({
      page,
      outside,
    }) => {
      fakeRecaptcha(outside);
      const email = fakeEmailJs(outside);
      email.answerNext(failure.answer);
      await openFilledForm(page);
      await submit(page).click();
      await expect(page.getByText(failure.message)).toBeVisible();
      await expectValuesKept(page);
      await expect(submit(page)).toHaveText('Send Message');
      await expect(submit(page)).toBeEnabled();
      expect(email.bodies).toHaveLength(1);
    });
  }

  test('an expired captcha disables the button again', async ({ page, outside }) => {
    fakeRecaptcha(outside);
    fakeEmailJs(outside);
    await page.goto('/contact');
    await waitForHydration(page);
    await solveCaptcha(page);
    await expect(submit(page)).toBeEnabled();
    await expireCaptcha(page);
    await expect(submit(page)).toBeDisabled();
  });

  test('a rapid double submit sends one message', async ({ page, outside }) => {
    fakeRecaptcha(outside);
    const email = fakeEmailJs(outside);
    email.answerNext({ status: 200, text: 'OK', delayMs: 500 });
    await openFilledForm(page);
    await submit(page).dblclick();
    await expect(page.getByText(/Thank you for your message/)).toBeVisible();
    expect(email.bodies).toHaveLength(1);
  });

  test('a second send within the throttle window is refused without a request', async ({
    page,
    outside,
  }) => {
    fakeRecaptcha(outside);
    const email = fakeEmailJs(outside);
    await openFilledForm(page);
    await submit(page).click();
    await expect(page.getByText(/Thank you for your message/)).toBeVisible();

    await fillForm(page);
    await solveCaptcha(page);
    await submit(page).click();
    await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
    await expectValuesKept(page);
    expect(email.bodies).toHaveLength(1);
  });

  test('when the captcha cannot load, says so in place and keeps the message', async ({
    page,
    outside,
  }) => {
    blockRecaptcha(outside);
    await page.goto('/contact');
    await waitForHydration(page);
    await fillForm(page);
    const alert = page.getByRole('alert').filter({ hasText: 'spam check could not load' });
    await expect(alert).toBeVisible({ timeout: 8000 });
    await expect(alert).toContainText(CONTACT_EMAIL);
    await expectValuesKept(page);
    await expect(submit(page)).toBeDisabled();
  });
});

test('the captcha and email code load only on the contact page', async ({ page, outside }) => {
  const captcha = fakeRecaptcha(outside);
  await page.goto('/');
  await waitForHydration(page);
  await followNavLink(page, 'Contact');
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  expect(captcha.requests).toHaveLength(1);
});

test('an automated browser is refused by EmailJS (451): generic message, no request', async ({
  page,
  outside,
  consoleWatch,
}) => {
  consoleWatch.allow(/error sending your message/);
  fakeRecaptcha(outside);
  const email = fakeEmailJs(outside);
  await page.goto('/contact'); // navigator.webdriver is true here, as in any automated browser
  await waitForHydration(page);
  await fillForm(page);
  await solveCaptcha(page);
  await submit(page).click();
  await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
  await expectValuesKept(page);
  expect(email.bodies).toHaveLength(0);
  expect(consoleWatch.errors()).toContainEqual(expect.stringContaining('451'));
});
