import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfig } from '~/config';
import {
  type ContactMessage,
  EMAIL_SEND_TIMEOUT_MS,
  SEND_THROTTLE_MS,
  describeFailure,
  sendContactMessage,
} from './send-contact-message';

const CONFIG: EmailConfig = {
  publicKey: 'pk_test',
  serviceId: 'service_test',
  templateId: 'template_test',
  origin: 'https://email.test',
  blockedEmails: ['spam@example.com'],
};
const MESSAGE: ContactMessage = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Wholesale',
  message: 'Hello!',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response('OK', { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendContactMessage', () => {
  it('posts the spec payload to the configured origin', async () => {
    expect(await sendContactMessage(MESSAGE, 'captcha-token', CONFIG)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://email.test/api/v1.0/email/send');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-type': 'application/json' });
    expect(typeof init?.body).toBe('string');
    expect(JSON.parse(init?.body as string)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk_test',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: {
        name: 'Ada',
        email: 'ada@example.com',
        title: 'Wholesale',
        message: 'Hello!',
        'g-recaptcha-response': 'captcha-token',
      },
    });
  });

  it.each([
    [400, 'The template ID is invalid', 'template-config'],
    [400, 'The service ID is invalid', 'service-config'],
    [412, 'reCAPTCHA verification failed', 'rejected'],
    [500, 'Internal Server Error', 'rejected'],
  ] as const)('maps a %i "%s" answer to %s', async (status, text, reason) => {
    fetchMock.mockImplementation(() => Promise.resolve(new Response(text, { status })));
    expect(await sendContactMessage(MESSAGE, 'token', CONFIG)).toEqual({
      ok: false,
      reason,
      detail: `${status} ${text}`,
    });
  });

  it('maps a failed fetch to a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendContactMessage(MESSAGE, 'token', CONFIG)).toEqual({
      ok: false,
      reason: 'network',
      detail: 'TypeError: Failed to fetch',
    });
  });

  it('refuses a second send within the throttle window without a request', async () => {
    await sendContactMessage(MESSAGE, 'token', CONFIG);
    expect(await sendContactMessage(MESSAGE, 'token', CONFIG)).toEqual({
      ok: false,
      reason: 'rejected',
      detail: '429 Too Many Requests',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends again once the throttle window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await sendContactMessage(MESSAGE, 'token', CONFIG);
    vi.advanceTimersByTime(SEND_THROTTLE_MS + 1);
    expect((await sendContactMessage(MESSAGE, 'token', CONFIG)).ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses a blocked sender address (403) without a request', async () => {
    const result = await sendContactMessage(
      { ...MESSAGE, email: 'spam@example.com' },
      'token',
      CONFIG,
    );
    expect(result).toEqual({ ok: false, reason: 'rejected', detail: '403 Forbidden' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses automated browsers (451) without a request', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    const result = await sendContactMessage(MESSAGE, 'token', CONFIG).finally(() => {
      Reflect.deleteProperty(navigator, 'webdriver');
    });
    expect(result).toEqual({
      ok: false,
      reason: 'rejected',
      detail: '451 Unavailable For Headless Browser',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('maps the library refusing an empty template id to a template failure', async () => {
    const result = await sendContactMessage(MESSAGE, 'token', { ...CONFIG, templateId: '' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('template-config');
  });

  it('reports a library that fails to load as a network failure', async () => {
    const result = await sendContactMessage(MESSAGE, 'token', CONFIG, () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(result).toMatchObject({ ok: false, reason: 'network' });
  });
});

describe('describeFailure', () => {
  it.each([
    [{ status: 0, text: 'Network Error' }, 'network'],
    [{ status: 429, text: 'Too Many Requests' }, 'rejected'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'rejected'],
    [{ status: 403, text: 'Forbidden' }, 'rejected'],
    [{ status: 400, text: 'Template not found' }, 'template-config'],
    [{ status: 400, text: 'Service is disabled' }, 'service-config'],
    ['The public key is required. Visit https://dashboard.emailjs.com/admin/account', 'rejected'],
    ['The service ID is required. Visit https://dashboard.emailjs.com/admin', 'service-config'],
    [new TypeError('Failed to fetch'), 'network'],
    [42, 'rejected'],
  ])('%j → %s', (error, reason) => {
    expect(describeFailure(error).reason).toBe(reason);
  });
});

describe('a service that never answers', () => {
  it('fails as a network failure after EMAIL_SEND_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const result = sendContactMessage(MESSAGE, 'token', CONFIG);
    await vi.advanceTimersByTimeAsync(EMAIL_SEND_TIMEOUT_MS - 1);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({
      ok: false,
      reason: 'network',
      detail: `Error: No answer in ${EMAIL_SEND_TIMEOUT_MS} ms`,
    });
  });
});
