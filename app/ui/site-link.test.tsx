import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteLink } from './site-link';

/** IntersectionObserver whose links the test brings into view. */
const observed = new Set<{ callback: IntersectionObserverCallback; target: Element | null }>();
class TestObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, target: null };
  }
  observe(target: Element) {
    this.entry.target = target;
    observed.add(this.entry);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}

async function bringAllIntoView() {
  await act(async () => {
    for (const { callback, target } of [...observed]) {
      if (!target) continue;
      const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
      callback([entry], {} as IntersectionObserver);
    }
    await new Promise((done) => setTimeout(done));
  });
}

beforeEach(() => {
  observed.clear();
  vi.stubGlobal('IntersectionObserver', TestObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('SiteLink', () => {
  it('renders once as it mounts (a tap on another page renders each new link once, not twice)', async () => {
    const commits: string[] = [];
    function Home() {
      return (
        <Profiler id="link" onRender={(_id, phase) => commits.push(phase)}>
          <SiteLink to="/wholesale">Wholesale</SiteLink>
        </Profiler>
      );
    }
    const Stub = createRoutesStub([
      { path: '/', Component: Home },
      { path: '/wholesale', Component: () => <h1>Wholesale</h1> },
    ]);
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('link', { name: 'Wholesale' });
    await act(() => new Promise((done) => setTimeout(done)));
    expect(commits).toEqual(['mount']);
  });

  it('turns React Router’s prefetch on, once in view, only for a page with data to fetch', async () => {
    function Home() {
      return (
        <>
          <SiteLink to="/terms">Terms</SiteLink>
          <SiteLink to="/wholesale">Wholesale</SiteLink>
        </>
      );
    }
    const Stub = createRoutesStub([
      { path: '/', Component: Home },
      { path: '/terms', Component: () => <h1>Terms</h1>, loader: () => ({ terms: 'text' }) },
      { path: '/wholesale', Component: () => <h1>Wholesale</h1> },
    ]);
    render(<Stub initialEntries={['/']} />);
    // React puts a <link> in the document's head, wherever it is rendered.
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    await screen.findByRole('link', { name: 'Terms' });
    expect(observed.size).toBe(2);
    expect(links()).toEqual([]);

    await bringAllIntoView();

    // Warm: nothing watched any more; React Router prefetches the terms (its data and, here in a
    // stub, a module path), nothing for the wholesale page.
    expect(observed.size).toBe(0);
    expect(links()).toEqual(['/terms.data', 'build/stub-path-to-module.js']);
  });

  it('navigates after the tap’s task, not in it, so the pages’ effects wait for the paint', async () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <SiteLink to="/wholesale">Wholesale</SiteLink> },
      { path: '/wholesale', Component: () => <h1>Wholesale</h1> },
    ]);
    render(<Stub initialEntries={['/']} />);
    const link = await screen.findByRole('link', { name: 'Wholesale' });

    // A click the browser handles itself (a new tab) is left to it.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);

    act(() => {
      expect(fireEvent.click(link)).toBe(false); // the browser's own navigation is held
    });
    expect(screen.queryByRole('heading', { name: 'Wholesale' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Wholesale' })).toBeVisible();
  });
});
