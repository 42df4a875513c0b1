import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BuyControls } from './buy-controls';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG } from './store-provider.fixtures';

// The live product's code loads on demand; here it never arrives (the network dropped after the page).
vi.mock('./load-product', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('says in the console that the product could not be loaded; the form stays as built', async () => {
  const { getByRole } = render(
    <StoreProvider
      config={TEST_STORE_CONFIG}
      snapshot={TEST_SNAPSHOT}
      missingVariables={[]}
      contactEmail="a@b.c"
    >
      <BuyControls area="hero" withPrice />
    </StoreProvider>,
  );
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      'Buy button: the store code could not be loaded',
      expect.any(Error),
    ),
  );
  expect(getByRole('button', { name: 'Order Now $35' })).toBeEnabled();
});
