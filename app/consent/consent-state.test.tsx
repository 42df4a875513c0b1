import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Choice from './choice';
import { consentState, isAdvertisingAllowedNow, startConsent, useConsent } from './consent-state';

// The choice's code loads after hydration; the test decides when it arrives.
let release: () => void = () => {};
const loaded = new Promise<void>((resolve) => (release = resolve));
vi.mock('./choice', async (importOriginal) => {
  const original = await importOriginal<typeof Choice>();
  await loaded;
  return { ...original, hasGlobalPrivacyControl: () => true };
});

function CookieSettings() {
  const { isOpen, open, decision } = useConsent();
  return (
    <button type="button" onClick={() => open()}>
      {isOpen ? 'open' : 'closed'}
      {decision ? ', choice read' : ''}
    </button>
  );
}

describe('the consent state', () => {
  it('keeps "Cookie settings" open when it was pressed before the choice was read', async () => {
    render(<CookieSettings />);
    const stop = startConsent('opt-in', '123');
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    expect(screen.getByRole('button', { name: 'open' })).toBeInTheDocument();
    // Global Privacy Control means nothing to ask: reading it must not close what was opened.
    await act(() => {
      release();
      return loaded;
    });
    expect(await screen.findByRole('button', { name: 'open, choice read' })).toBeInTheDocument();
    // Read at the moment of asking, with no render in between: GPC says no.
    expect(consentState.get().hasGpc).toBe(true);
    expect(isAdvertisingAllowedNow()).toBe(false);
    stop();
  });
});
