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
