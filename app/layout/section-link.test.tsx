import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SCROLL_DELAY_MS } from '~/lib/scroll';
import { SectionLink } from './section-link';
import { useSectionScroll } from './use-section-scroll';

const scrollIntoView = vi.fn();

function Home() {
  useSectionScroll();
  return (
    <>
      <h1>Home</h1>
      <SectionLink sectionId="ingredients">Ingredients</SectionLink>
      <section id="ingredients" tabIndex={-1}>
        Ingredients section
      </section>
    </>
  );
}

function Contact() {
  return (
    <>
      <h1>Contact</h1>
      <SectionLink sectionId="ingredients">Ingredients</SectionLink>
    </>
  );
}

const Stub = createRoutesStub([
  { path: '/', Component: Home },
  { path: '/contact', Component: Contact },
]);

function mockReducedMotion(isReduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: isReduced, media: query }) as MediaQueryList,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockReset();
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SectionLink', () => {
  it('is a plain /#section link for visitors without JavaScript', () => {
    render(<Stub initialEntries={['/contact']} />);
    expect(screen.getByRole('link', { name: 'Ingredients' })).toHaveAttribute(
      'href',
      '/#ingredients',
    );
  });

  it('scrolls smoothly to the section on the home page and focuses it', async () => {
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('link', { name: 'Ingredients' }));

    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('ingredients'));
    expect(document.activeElement).toBe(document.getElementById('ingredients'));
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    render(<Stub initialEntries={['/']} />);
    await userEvent.click(screen.getByRole('link', { name: 'Ingredients' }));

    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'start' });
  });

  it('from another page navigates home first, then scrolls after the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Stub initialEntries={['/contact']} />);

    await user.click(screen.getByRole('link', { name: 'Ingredients' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS);
    });
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
  });

  it('from another page waits for a section that comes in after the delay, then scrolls to it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'requestAnimationFrame'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const LateHome = () => {
      useSectionScroll();
      return <h1>Home</h1>;
    };
    const LateStub = createRoutesStub([
      { path: '/', Component: LateHome },
      { path: '/contact', Component: Contact },
    ]);
    render(<LateStub initialEntries={['/contact']} />);
    await user.click(screen.getByRole('link', { name: 'Ingredients' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SECTION_SCROLL_DELAY_MS + 500);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    const late = document.createElement('section');
    late.id = 'ingredients';
    document.body.append(late);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(late);
    late.remove();
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    render(<Stub initialEntries={['/contact']} />);
    const link = screen.getByRole('link', { name: 'Ingredients' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');

    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
