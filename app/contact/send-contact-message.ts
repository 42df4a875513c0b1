import type * as EmailSdkModule from '@emailjs/browser';
import type { StorageProvider } from '@emailjs/browser';
import type { EmailConfig } from '~/config';
import type { Result } from '~/lib/result';
import { withTimeLimit } from '~/lib/time-limit';

export type ContactMessage = { name: string; email: string; subject: string; message: string };

export type SendFailure = 'template-config' | 'service-config' | 'rejected' | 'network';

/** A per-page throttle so a double submit cannot send twice. */
export const SEND_THROTTLE_MS = 10_000;
const THROTTLE_ID = 'contact-form';

type EmailSdk = typeof EmailSdkModule;

/** Sends through EmailJS (loaded on first use). Never throws: a failure comes back as a reason. */
export async function sendContactMessage(
  message: ContactMessage,
  captchaToken: string,
  config: EmailConfig,
  loadSdk: () => Promise<EmailSdk> = () => import('@emailjs/browser'),
): Promise<Result<void, SendFailure>> {
  try {
    const { init, send } = await loadSdk();
    init(
      {
        publicKey: config.publicKey,
        blockHeadless: true,
        blockList: { list: config.blockedEmails, watchVariable: 'email' },
        limitRate: { id: THROTTLE_ID, throttle: SEND_THROTTLE_MS },
        // Init() replaces the library's storage with whatever it is given, so pass one.
        storageProvider: throttleStorage,
      },
      config.origin,
    );
    await withTimeLimit(EMAIL_SEND_TIMEOUT_MS, `No answer in ${EMAIL_SEND_TIMEOUT_MS} ms`, () =>
      send(config.serviceId, config.templateId, {
        name: message.name,
        email: message.email,
        title: message.subject,
        message: message.message,
        'g-recaptcha-response': captchaToken,
      }),
    );
    return { ok: true, value: undefined };
  } catch (error) {
    return describeFailure(error);
  }
}

/** EmailJS's SDK has no timeout of its own: a service that never answers fails after this. */
export const EMAIL_SEND_TIMEOUT_MS = 15_000;

const memory = new Map<string, string>();

/** Where the throttle remembers the last send: localStorage, or memory when it is blocked. */
const throttleStorage: StorageProvider = {
  get: (key) =>
    Promise.resolve(
      withStorage(
        () => localStorage.getItem(key),
        () => memory.get(key),
      ),
    ),
  set: (key, value) =>
    Promise.resolve(
      withStorage(
        () => localStorage.setItem(key, value),
        () => void memory.set(key, value),
      ),
    ),
  remove: (key) =>
    Promise.resolve(
      withStorage(
        () => localStorage.removeItem(key),
        () => void memory.delete(key),
      ),
    ),
};

/** Storage can be disabled (privacy modes, blocked cookies): then the memory fallback serves. */
function withStorage<T>(fromLocalStorage: () => T, fromMemory: () => T): T {
  try {
    return fromLocalStorage();
  } catch {
    return fromMemory();
  }
}

/** EmailJS 4.4.1 rejects with `{ status, text }`, a plain string, or fetch's TypeError. */
export function describeFailure(error: unknown): {
  ok: false;
  reason: SendFailure;
  detail: string;
} {
  if (error instanceof Error) {
    return { ok: false, reason: 'network', detail: `${error.name}: ${error.message}` };
  }
  const { status, text } = readStatus(error);
  const detail = status === null ? text : `${status} ${text}`;
  if (/template/i.test(text)) return { ok: false, reason: 'template-config', detail };
  if (/service/i.test(text)) return { ok: false, reason: 'service-config', detail };
  if (status === 0) return { ok: false, reason: 'network', detail };
  return { ok: false, reason: 'rejected', detail };
}

function readStatus(error: unknown): { status: number | null; text: string } {
  if (typeof error === 'string') return { status: null, text: error };
  if (typeof error === 'object' && error !== null) {
    const { status, text } = error as { status?: unknown; text?: unknown };
    return {
      status: typeof status === 'number' ? status : null,
      text: typeof text === 'string' ? text : JSON.stringify(error),
    };
  }
  return { status: null, text: String(error) };
}
