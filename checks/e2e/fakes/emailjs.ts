import type { OutsideWorld as Outside } from '../fixtures';

export const EMAILJS_SEND = /^https:\/\/api\.emailjs\.com\/api\/v1\.0\/email\/send$/;

/** An answer; `heldUntil` holds it until the test has seen what it needs (no race with time). */
type Answer =
  { status: number; text: string; delayMs?: number; heldUntil?: Promise<void> } | 'network-error';

/**
 * Fakes EmailJS's send endpoint: records every request body and answers with the next queued
 * answer (EmailJS's own "OK" when none is queued).
 */
export function fakeEmailJs(outside: Outside) {
  const bodies: unknown[] = [];
  const answers: Answer[] = [];
  outside.fake(EMAILJS_SEND, async (route, answerDefault) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders() });
      return;
    }
    bodies.push(request.postDataJSON());
    const answer = answers.shift();
    if (!answer) return answerDefault();
    if (answer === 'network-error') {
      await route.abort('internetdisconnected');
      return;
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await answer.heldUntil;
    await route.fulfill({
      status: answer.status,
      body: answer.text,
      contentType: 'text/plain',
      headers: corsHeaders(),
    });
  });
  return {
    bodies,
    /** Queues the answer for the next send. */
    answerNext: (answer: Answer) => void answers.push(answer),
  };
}

function corsHeaders() {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  };
}
