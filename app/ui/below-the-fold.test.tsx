import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from './below-the-fold';

function Page() {
  return (
    <>
      <h1>Wholesale</h1>
      <BelowTheFold>
        <p>The gallery</p>
      </BelowTheFold>
    </>
  );
}

/** A router at `/`, whose next page has content below its first screen. */
function renderAt(path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/wholesale', element: <Page /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, view };
}

const gallery = () => screen.queryByText('The gallery');

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }),
);
afterEach(() => vi.useRealTimers());

describe('BelowTheFold', () => {
  it('is there at once on a first load (the prerendered HTML, hydration)', () => {
    renderAt('/wholesale');
    expect(gallery()).not.toBeNull();
  });

  it('after a tap, holds a screen-high space through the first frame, then renders', async () => {
    const { router, view } = renderAt();
    await act(() => router.navigate('/wholesale'));
    expect(screen.getByRole('heading', { name: 'Wholesale' })).toBeTruthy();
    expect(gallery()).toBeNull();
    const space = view.container.querySelector('[aria-hidden="true"]');
    expect(space?.className).toBe('min-h-svh');

    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(gallery()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(gallery()).not.toBeNull();
    expect(view.container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('is there at once on back and forward, where a scroll position is restored', async () => {
    const { router } = renderAt('/wholesale');
    await act(() => router.navigate('/'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'Wholesale' })).toBeTruthy();
    expect(gallery()).not.toBeNull();
  });

  it('is there at once when the address names a section to scroll to', async () => {
    const { router } = renderAt();
    await act(() => router.navigate('/wholesale#gallery'));
    expect(gallery()).not.toBeNull();
  });
});
