import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GOVERNING_LAW_PLACEHOLDER, SUBSCRIPTION_TERMS } from '~/content/legal/terms';
import NotFoundPage from './not-found';
import PrivacyPage from './privacy';
import TermsPage from './terms';
import AccessibilityPage from './accessibility';
import { config } from '~/config';

function renderAt(path: string, Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component }]);
  return render(<Stub initialEntries={[path]} />);
}

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
}

describe('PrivacyPage', () => {
  it('shows today as the last-updated date', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 9, 30), toFake: ['Date'] });
    renderAt('/privacy', PrivacyPage);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: November 22, 2026');
    vi.useRealTimers();
  });

  it('has the seven sections of the spec, with a contact link in the last', () => {
    renderAt('/privacy', PrivacyPage);
    expect(sectionHeadings()).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Information Sharing',
      '4. Data Security',
      '5. Your Rights',
      '6. Cookies',
      '7. Contact Us',
    ]);
    const contactSection = screen.getByRole('heading', { name: '7. Contact Us' }).parentElement;
    expect(within(contactSection as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByText(/We do not sell your personal information/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('AccessibilityPage', () => {
  it('gives the standard, the checks and when, the limitations, and how to report a barrier', () => {
    renderAt('/accessibility', AccessibilityPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibility Statement');
    expect(sectionHeadings()).toEqual([
      '1. The Standard We Aim For',
      '2. How We Checked',
      '3. Known Limitations',
      '4. Report a Barrier',
      '5. If You Are Not Satisfied',
    ]);
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toHaveTextContent('EN 301 549');
    expect(screen.getByText(/Last reviewed/)).toHaveTextContent('Last reviewed: 27 November 2026');
    expect(screen.getByText(/reCAPTCHA/)).toBeInTheDocument();
    expect(screen.getByText(/wholesale marketplace's frame and widget/)).toBeInTheDocument();
    const report = screen.getByRole('heading', { name: '4. Report a Barrier' })
      .parentElement as HTMLElement;
    expect(within(report).getByText(/within 2 business days/)).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(report).getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  });
});

describe('TermsPage', () => {
  it('has the thirteen sections in the spec order', () => {
    renderAt('/terms', TermsPage);
    expect(sectionHeadings().map((h) => h?.replace(/^\d+\. /, ''))).toEqual([
      'Acceptance of Terms',
      'Products and Services',
      'Order Acceptance',
      'Payment',
      'Shipping and Delivery',
      'Returns and Refunds',
      'Product Information',
      'Health Disclaimer',
      'Intellectual Property',
      'Limitation of Liability',
      'Governing Law',
      'Changes to Terms',
      'Contact Information',
    ]);
  });

  it('says how a subscription renews and is cancelled only when the store sells them', async () => {
    const Stub = createRoutesStub([
      { path: '/terms', Component: TermsPage, loader: () => ({ subscriptions: true }) },
    ]);
    const { unmount } = render(<Stub initialEntries={['/terms']} />);
    const payment = (await screen.findByRole('heading', { name: '4. Payment' })).parentElement;
    expect(within(payment as HTMLElement).getByText(SUBSCRIPTION_TERMS)).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(13);
    unmount();
    renderAt('/terms', TermsPage);
    expect(screen.queryByText(/subscription/i)).not.toBeInTheDocument();
  });

  it('leaves the governing law visibly unfilled and links to the contact page', () => {
    renderAt('/terms', TermsPage);
    expect(
      screen.getByText(new RegExp(GOVERNING_LAW_PLACEHOLDER.replace(/[[\]/]/g, '\\$&'))),
    ).toBeVisible();
    const contact = screen.getByRole('heading', { name: '13. Contact Information' }).parentElement;
    expect(within(contact as HTMLElement).getByRole('link')).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('NotFoundPage', () => {
  it('shows 404 and a way home, and logs the bad path once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no-such-page', NotFoundPage);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      '404 Error: User attempted to access non-existent route: /no-such-page',
    );
  });
});
