import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it } from 'vitest';
import { PrimaryNav } from './primary-nav';

function renderAt(path: string) {
  const Nav = () => <PrimaryNav linkClassName="link" />;
  const Stub = createRoutesStub([
    { path: '/', Component: Nav },
    { path: '/wholesale', Component: Nav },
    { path: '/contact', Component: Nav },
  ]);
  render(<Stub initialEntries={[path]} />);
}

it.each([
  ['/', 'Shop'],
  ['/wholesale', 'Wholesale'],
  ['/contact', 'Contact'],
])('on %s, marks only "%s" as the current page', async (path, current) => {
  renderAt(path);
  await screen.findByRole('navigation', { name: 'Main' });
  for (const link of screen.getAllByRole('link')) {
    if (link.textContent === current) expect(link).toHaveAttribute('aria-current', 'page');
    else expect(link).not.toHaveAttribute('aria-current');
  }
});
