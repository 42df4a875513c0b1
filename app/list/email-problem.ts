/** How an address is checked, alike in the hydrated form and the function. */
import { listMessages as copy } from '../content/list-messages';

/** RFC 5321's limit; a real address is far shorter. */
const MAX_EMAIL_LENGTH = 254;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Why an address is not one, in the visitor's words, or null when it will do. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return copy.empty;
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL.test(trimmed)) return copy.invalid;
  return null;
}
