import { useEffect, useRef, useState } from 'react';
import { contact } from '~/content/contact';
import { type CaptchaWidget, renderCaptcha } from './recaptcha';

type CaptchaFieldProps = {
  siteKey: string;
  contactEmail: string;
  onReady: (widget: CaptchaWidget) => void;
  onToken: (token: string) => void;
  onExpire: () => void;
};

type CaptchaStatus = 'loading' | 'ready' | 'unavailable';

/** The reCAPTCHA v2 checkbox, loaded on demand; if it cannot load, offers the contact email. */
export function CaptchaField({
  siteKey,
  contactEmail,
  onReady,
  onToken,
  onExpire,
}: CaptchaFieldProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  // The latest handlers, so the widget (rendered once) always calls the current ones.
  const handlers = useRef({ onReady, onToken, onExpire });
  useEffect(() => {
    handlers.current = { onReady, onToken, onExpire };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // A fresh element per mount: reCAPTCHA refuses to render twice into the same one.
    const slot = document.createElement('div');
    container.append(slot);
    let isCurrent = true;
    renderCaptcha(slot, {
      siteKey,
      onToken: (token) => handlers.current.onToken(token),
      onExpire: () => handlers.current.onExpire(),
      onError: () => handlers.current.onExpire(),
    }).then(
      (widget) => {
        if (!isCurrent) return;
        setStatus('ready');
        handlers.current.onReady(widget);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        console.error('The contact form captcha could not load', error);
        setStatus('unavailable');
      },
    );
    return () => {
      isCurrent = false;
      slot.remove();
    };
  }, [siteKey]);

  return (
    <div className="flex flex-col gap-1.5">
      <p className="sr-only">{contact.captchaLabel}</p>
      <div ref={containerRef} className={status === 'unavailable' ? 'hidden' : 'min-h-[78px]'} />
      {status === 'loading' && (
        <p className="text-sm text-ink-soft" role="status">
          {contact.captchaLoading}
        </p>
      )}
      {status === 'unavailable' && (
        <p role="alert" className="rounded-lg border border-honey-500 bg-honey-100 p-3 text-ink">
          {contact.messages.captchaUnavailable(contactEmail)}
        </p>
      )}
    </div>
  );
}
