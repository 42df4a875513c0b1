import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home';

beforeEach(() => {
  // No store is configured in unit tests: the buy buttons warn once, as they should.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The home page as prerendered without a store (its loader's answer then). */
async function renderHome() {
  const Stub = createRoutesStub([
    { path: '/', Component: HomePage, loader: () => ({ product: null }) },
  ]);
  const view = render(<Stub initialEntries={['/']} />);
  await screen.findByRole('heading', { level: 1 });
  // Ingredients and Benefits come in their own file (home-page.tsx): under load it can land
  // after the first render, so wait for it as a visitor would.
  await screen.findByRole('heading', { name: 'Unlock Your Potential' }, { timeout: 10_000 });
  return view;
}

describe('HomePage', () => {
  it('has one h1, the product, and the hero nav instead of the shared header', async () => {
    await renderHome();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent('Lumen Hive');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop', '/'],
      ['Ingredients', '/#ingredients'],
      ['Wholesale', '/wholesale'],
      ['Contact', '/contact'],
    ]);
  });

  it('shows the sections in order', async () => {
    await renderHome();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Premium Ingredients',
      'Unlock Your Potential',
      'Experience the Magic',
    ]);
  });

  it('has both buy buttons with the exact labels', async () => {
    await renderHome();
    expect(screen.getByRole('button', { name: 'Order Now $34' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Now' })).toBeInTheDocument();
  });

  it('lists the four ingredient cards, the badge, and the four benefit cards', async () => {
    await renderHome();
    const ingredients = document.getElementById('ingredients');
    expect(ingredients).not.toBeNull();
    const ingredientTitles = within(ingredients as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(ingredientTitles).toEqual([
      'Clover Honey',
      "Lion's Mane Extract (12:1)",
      'Reishi Extract (12:1)',
      'Edible Mica Sparkle',
    ]);
    expect(
      within(ingredients as HTMLElement).getByText(
        'Ethically Sourced • Lab Tested • Premium Quality',
      ),
    ).toBeInTheDocument();

    const benefits = screen.getByRole('region', { name: 'Unlock Your Potential' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent?.replace('*', '')),
    ).toEqual(['Enhanced Focus', 'Immune Support', 'Natural Energy', 'Stress Relief']);
    expect(within(benefits).getByText(/not been evaluated by the Food and Drug/)).toBeVisible();
  });

  it('shows the price, size and every claim', async () => {
    await renderHome();
    const cta = screen.getByRole('region', { name: 'Experience the Magic' });
    expect(within(cta).getByText('$34')).toBeInTheDocument();
    expect(within(cta).getByText('12.9 oz jar')).toBeInTheDocument();

    const text = document.body.textContent ?? '';
    for (const claim of [
      '310 mg beta-glucans per serving',
      '12:1',
      'Free shipping on all orders',
      '30-day money-back guarantee',
      'Third-party lab tested',
      'Ships within 24 hours',
      'Secure checkout',
      'All major cards accepted',
    ]) {
      expect(text).toContain(claim);
    }
    expect(text).toContain('Honey is not suitable for infants under 12 months.');
  });

  it('ends with the footer links and the 2025 copyright', async () => {
    await renderHome();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Wholesale', '/wholesale'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Contact Us', '/contact'],
      ['Accessibility', '/accessibility'],
    ]);
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });
});
