import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useActionData, useLocation, useSubmit } from 'react-router';
import { config } from '~/config';
import { list as copy } from '~/content/list';
import { cn } from '~/lib/cn';
import type { Told } from './join-list';
import {
  LIST_FIELDS,
  LIST_PATH,
  type ListPlace,
  type ListTold,
  MAX_EMAIL_LENGTH,
} from './list-form';

type JoinListFormProps = {
  place: ListPlace;
  waitlistVariant?: string;
  tone?: 'dark' | 'light';
  className?: string;
};

// "Join the list" or, sold out, "Email me when it's back". Joining is its own consent: no tick box.
export function JoinListForm({
  place,
  waitlistVariant,
  tone = 'dark',
  className,
}: JoinListFormProps) {
  const { pathname } = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const [isSending, setIsSending] = useState(false);
  // A plain post's answer is this page again, rendered by the server (routes/list.post.tsx).
  const answered = useAnswered(place);
  const [told, setTold] = useState<Told | null>(answered);
  // Hydrated, the form checks the address itself and says why in place; before, the browser does.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  if (!config.list) return null;
  const isWaitlist = waitlistVariant !== undefined;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const form = event.currentTarget;
    setIsSending(true);
    setTold(null);
    // Not `await import(…)` with a name taken: Vite would wrap it in more first-load code.
    const send = import('./join-list');
    const answer = await (await send).joinList(form, submit);
    setIsSending(false);
    setTold(answer);
    // Joined: the field is emptied; a refusal keeps what was typed, and the visitor is on it.
    if (!answer.isRefusal && input.current) input.current.value = '';
    if (answer.isRefusal) input.current?.focus();
  };

  const isDark = tone === 'dark';
  return (
    <form
      ref={form}
      method="post"
      action={`${LIST_PATH}?from=${place}`}
      data-list-form={place}
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby={isWaitlist ? undefined : `${id}-heading`}
      // The hero's waitlist is the named one: two landmarks of one name would be one too many.
      aria-label={isWaitlist && place === 'hero' ? copy.joinWaitlist : undefined}
      className={cn('relative flex w-full max-w-md flex-col gap-2 text-left', className)}
    >
      {isWaitlist ? (
        <p className="text-base">{copy.waitlistIntro}</p>
      ) : (
        <>
          <h2
            id={`${id}-heading`}
            className={cn('text-xl font-semibold', isDark ? 'text-honey-200' : 'text-ink')}
          >
            {place === 'near-buy' ? copy.nearBuyHeading : copy.heading}
          </h2>
          <p className="text-base">{copy.intro}</p>
        </>
      )}
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {copy.emailLabel}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name={LIST_FIELDS.email}
          required
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          // After a refusal, the address as it was typed.
          defaultValue={answered?.email}
          aria-invalid={told?.isRefusal || undefined}
          aria-describedby={`${id}-consent ${id}-message`}
          className="min-h-12 min-w-0 flex-[1_1_12rem] rounded-full border border-honey-700 bg-cream px-4 text-base text-ink placeholder:text-ink-soft"
        />
        <button
          type="submit"
          aria-disabled={isSending || undefined}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-honey-300 px-5 text-base font-semibold text-ink hover:bg-honey-200 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {isSending ? copy.sending : isWaitlist ? copy.joinWaitlist : copy.join}
        </button>
      </div>
      <input type="hidden" name={LIST_FIELDS.kind} value={isWaitlist ? 'waitlist' : 'news'} />
      {isWaitlist && <input type="hidden" name={LIST_FIELDS.variant} value={waitlistVariant} />}
      <input type="hidden" name={LIST_FIELDS.page} value={answered?.page ?? pathname} />
      {/* People never see or reach this field; a bot filling every field fills it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {copy.trapLabel}
          <input
            type="text"
            name={LIST_FIELDS.trap}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <p
        id={`${id}-consent`}
        className={cn('text-sm', isDark ? 'text-parchment' : 'text-ink-soft')}
      >
        {isWaitlist ? copy.waitlistConsent : copy.consent}
        <Link to="/privacy" className="underline underline-offset-4">
          {copy.privacyLink}
        </Link>
        .
      </p>
      {/* The answer: told here once hydrated, or in the page a plain post comes back as. */}
      <p
        id={`${id}-message`}
        hidden={told === null}
        // That page opens scrolled to the answer, and it is read out.
        {...(answered && { tabIndex: -1, autoFocus: true })}
        role={told ? (told.isRefusal ? 'alert' : 'status') : undefined}
        className="text-base font-medium"
      >
        {told?.message}
      </p>
    </form>
  );
}

/** The answer to a plain post from this form, when this page is that answer. */
function useAnswered(place: ListPlace): ListTold | null {
  const answer = useActionData<ListTold | undefined>();
  return answer?.place === place ? answer : null;
}
