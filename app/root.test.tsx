import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root';

function Broken(): never {
  throw new Error('Broken on purpose');
}

it('an unexpected render error shows a friendly page with the header and a way home', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: '/terms', Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={['/terms']} />);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Lumen Hive' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(
    logged.mock.calls.some(
      ([message, error]) =>
        message === 'Unexpected error while rendering the page' &&
        error instanceof Error &&
        error.message === 'Broken on purpose',
    ),
  ).toBe(true);
});
