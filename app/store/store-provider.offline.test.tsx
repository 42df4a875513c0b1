import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BuyControls } from './buy-controls';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG, inPage } from './store-provider.fixtures';

// The live product's code and the buy form's background send load after the page; here they
// never arrive (the network dropped, or a deploy replaced them).
vi.mock('./load-product', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./buy', () => {
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
    inPage(
      <StoreProvider
        config={TEST_STORE_CONFIG}
        snapshot={TEST_SNAPSHOT}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls area="hero" withPrice />
      </StoreProvider>,
    ),
  );
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith(
      'Buy button: the store code could not be loaded',
      expect.any(Error),
    ),
  );
  expect(getByRole('button', { name: 'Order Now $35' })).toBeEnabled();
});

it('posts the form itself when its background send cannot load, with the button pressed', async () => {
  const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const requestSubmit = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit');
  // jsdom does not navigate: what a browser would post is what the submit event lets through.
  const posted: boolean[] = [];
  const { getByRole } = render(
    inPage(
      <StoreProvider
        config={{ ...TEST_STORE_CONFIG, shopPay: true }}
        snapshot={TEST_SNAPSHOT}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls area="hero" withPrice />
      </StoreProvider>,
    ),
  );
  const listen = (event: Event) => posted.push(!event.defaultPrevented);
  document.addEventListener('submit', listen);
  fireEvent.click(getByRole('button', { name: 'Buy with Shop Pay' }));
  // Busy from the tap, and still the button it was: the post is sent with its field.
  expect(getByRole('button', { name: 'Opening checkout…' })).toBeInTheDocument();
  await waitFor(() => expect(requestSubmit).toHaveBeenCalledOnce());
  expect(requestSubmit).toHaveBeenCalledWith(getByRole('button', { name: 'Buy with Shop Pay' }));
  expect(consoleWarn).toHaveBeenCalledWith(
    'Buy button: sending the form itself',
    expect.any(Error),
  );
  // The tap was held for the send; the form's own submit then goes through.
  expect(posted).toEqual([false, true]);
  document.removeEventListener('submit', listen);
});
