import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The demo store's build constant (vite.config.ts defines it in a build): off, as in every build
// but `npm start`'s demo; a test turns it on with vi.stubGlobal('__DEMO_STORE__', true).
vi.stubGlobal('__DEMO_STORE__', false);
afterEach(() => {
  vi.stubGlobal('__DEMO_STORE__', false);
});

// An unexpected console.error fails the test; tests that expect one spy on it themselves.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; tests that care about reduced motion override it. (Tests of Node
// scripts run without a window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// Nor IntersectionObserver, which links use to fetch their page once in view: nothing is ever
// in view here.
if (typeof window !== 'undefined' && typeof window.IntersectionObserver === 'undefined') {
  class NoIntersections {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = NoIntersections;
}

// Nor scrolling into view (the contact message's field brings itself whole into view).
if (typeof window !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
