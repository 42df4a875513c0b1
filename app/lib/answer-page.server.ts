/**
 * A refused buy form, answered without the page's scripts: the prerendered home page with the
 * message beside the buy area that posted and the shopper's choices selected again. Its
 * scripts are left out: the page's router would not recognise /cart, and the page works as
 * plain HTML (every form and link does).
 */
type Refusal = {
  /** The buy area that posted (its message slot's `data-buy-message`). */
  area: string;
  message: string;
  storeLink: { href: string; label: string } | null;
  choice: { quantity: number; planId: string | null } | null;
};

export function failurePage(home: string, { area, message, storeLink, choice }: Refusal): string {
  let page = withoutScripts(home);
  const link = storeLink
    ? ` <a href="${escapeHtml(storeLink.href)}">${escapeHtml(storeLink.label)}</a>`
    : '';
  page = page.replace(
    new RegExp(`(<p[^>]*data-buy-message="${area}"[^>]*)(>)(</p>)`),
    (_, open: string, close: string, end: string) =>
      // autofocus: the browser brings the message into view and to the screen reader, no script.
      `${open.replace(/\shidden=""/, '')} role="alert" tabindex="-1" autofocus=""${close}${escapeHtml(message)}${link}${end}`,
  );
  if (!choice) return page;
  page = page.replace(/<select\b[^>]*name="quantity"[^>]*>[\s\S]*?<\/select>/g, (select) =>
    select
      .replace(/\sselected=""/g, '')
      .replace(
        `<option value="${choice.quantity}"`,
        `<option value="${choice.quantity}" selected=""`,
      ),
  );
  const plan = choice.planId ?? '';
  return page.replace(/<input\b[^>]*name="plan"[^>]*>/g, (input) => {
    const unchecked = input.replace(/\schecked=""/g, '');
    return unchecked.includes(`value="${escapeHtml(plan)}"`)
      ? unchecked.replace(/<input\b/, '<input checked=""')
      : unchecked;
  });
}

/**
 * A list form's answer to a plain post: the page it was sent from, without scripts, the message
 * in the form's place (an alert for a refusal, a status for a welcome) and, after a refusal, the
 * address as typed, so nothing is lost.
 */
export function listAnswerPage(
  html: string,
  {
    place,
    message,
    isRefusal,
    email,
  }: { place: string; message: string; isRefusal: boolean; email: string },
): string | null {
  const slot = new RegExp(`(<p[^>]*data-list-message="${place}"[^>]*)(>)(</p>)`);
  // A page without the form (a site built without the list) has nowhere to say it.
  if (!slot.test(html)) return null;
  const page = withoutScripts(html).replace(
    slot,
    (_, open: string, close: string, end: string) =>
      `${open.replace(/\shidden=""/, '')} role="${isRefusal ? 'alert' : 'status'}" tabindex="-1" autofocus=""${close}${escapeHtml(message)}${end}`,
  );
  if (!isRefusal) return page;
  // The address back in the email field of the form that sent it.
  const emailField = new RegExp(
    String.raw`(<form[^>]*data-list-form="${place}"[\s\S]*?)(<input\b[^>]*name="email"[^>]*>)`,
  );
  return page.replace(
    emailField,
    (_, before: string, input: string) =>
      before +
      input
        .replace(/\svalue="[^"]*"/, '')
        .replace(/^<input\b/, `<input value="${escapeHtml(email)}"`),
  );
}

function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
