import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Product } from './product';
import { OrderButton } from './order-button';
import { StoreProvider } from './store-provider';
import { TEST_CART_URL, TEST_SNAPSHOT, TEST_STORE_CONFIG } from './store-provider.fixtures';

// What the buttons do loads on demand; here it never arrives (the network dropped after the page).
vi.mock('./checkout', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const CONFIG = TEST_STORE_CONFIG;
const SNAPSHOT = TEST_SNAPSHOT;

const assign = vi.fn<(url: string | URL) => void>();
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderButton(snapshot: Product | null) {
  render(
    <StoreProvider config={CONFIG} snapshot={snapshot} missingVariables={[]} contactEmail="a@b.c">
      <OrderButton withPrice />
    </StoreProvider>,
  );
}

it('says in the console that the product could not be loaded', async () => {
  renderButton(SNAPSHOT);
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      'Buy button: the store code could not be loaded',
      expect.any(Error),
    ),
  );
});

it('a click on a buy link still reaches the checkout, through the cart permalink', async () => {
  renderButton(SNAPSHOT);
  fireEvent.click(screen.getByRole('link', { name: 'Order Now $35' }));
  await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(TEST_CART_URL));
  expect(consoleError).toHaveBeenCalledWith(
    'Buy button: the checkout could not be loaded',
    expect.any(Error),
  );
});

it('without a permalink, the button is ready for another try', async () => {
  renderButton(null);
  const button = screen.getByRole('button', { name: /^Order Now/ });
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  expect(assign).not.toHaveBeenCalled();
});
