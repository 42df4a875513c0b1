import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticSection } from './static-section';

function Greeting({ name }: { name: string }) {
  return <section aria-label="greeting">Hello, {name}</section>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('staticSection', () => {
  it('keeps the prerendered HTML when the page hydrates, without loading the code', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Section } = staticSection({ name: 'greeting', load });
    const container = document.createElement('div');
    // As prerendered: the wrapper and the section, with text the client would not render.
    container.innerHTML =
      '<div data-static-section="greeting" class="contents"><section aria-label="greeting">Hello, prerendered <b>world</b></section></div>';
    document.body.append(container);
    const recoverable = vi.fn();

    await act(() => {
      hydrateRoot(container, <Section name="client" />, { onRecoverableError: recoverable });
      return Promise.resolve();
    });

    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('section')?.innerHTML).toBe('Hello, prerendered <b>world</b>');
  });

  it('renders from its code on a client-side visit', async () => {
    const { Section } = staticSection({ name: 'greeting', load: () => Promise.resolve(Greeting) });
    render(<Section name="visitor" />);
    expect(await screen.findByRole('region', { name: 'greeting' })).toHaveTextContent(
      'Hello, visitor',
    );
  });

  it('once preloaded, renders at once, with nothing left to wait for', async () => {
    const { Section, preload } = staticSection({
      name: 'greeting',
      load: () => Promise.resolve(Greeting),
    });
    await preload();
    render(<Section name="visitor" />);
    expect(screen.getByRole('region', { name: 'greeting' })).toHaveTextContent('Hello, visitor');
  });

  it('a failed preload is only a warning: the section tries again when it renders', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const { Section, preload } = staticSection({ name: 'greeting', load });
    await expect(preload()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      'Could not load the greeting section ahead',
      expect.any(Error),
    );
    render(<Section name="again" />);
    expect(await screen.findByRole('region', { name: 'greeting' })).toHaveTextContent(
      'Hello, again',
    );
  });
});
