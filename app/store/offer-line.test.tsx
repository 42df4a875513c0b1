import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyControls } from './buy-controls';
import { ONE_TIME, type Offer } from './offer';
import type { Product } from './product';
import { StoreProvider } from './store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG, inPage } from './store-provider.fixtures';

vi.mock('~/ui/toast', () => ({ showToast: vi.fn(), ToastRegion: () => null }));

const PLAN = {
  id: 'gid://shopify/SellingPlan/1',
  name: 'Delivered monthly',
  delivery: 'Delivery every: 1 month',
  perDelivery: { amount: 30, currencyCode: 'USD' },
  savingPercent: 14,
};
const JAR: Product = {
  ...TEST_SNAPSHOT,
  price: { amount: 35, currencyCode: 'USD' },
  plans: [PLAN],
};
const usd = (amount: number) => ({ amount, currencyCode: 'USD' });
/** As the build prices it (scripts/build/store-offer.ts): 10 % off 2, 15 % off 3, one-time. */
const OFFER: Offer = {
  breaks: [
    {
      minQuantity: 2,
      percentOff: 10,
      amountOff: null,
      oneTime: true,
      subscription: false,
      endsAt: null,
    },
    {
      minQuantity: 3,
      percentOff: 15,
      amountOff: null,
      oneTime: true,
      subscription: false,
      endsAt: null,
    },
  ],
  freeShipping: null,
  prices: {
    [ONE_TIME]: [
      { total: usd(35), savingPercent: 0 },
      { total: usd(63), savingPercent: 10 },
      { total: usd(89.25), savingPercent: 15 },
    ],
    [PLAN.id]: [
      { total: usd(30), savingPercent: 0 },
      { total: usd(60), savingPercent: 0 },
      { total: usd(90), savingPercent: 0 },
    ],
  },
  freeShippingFrom: { [ONE_TIME]: 3 },
  endsAt: null,
};

function renderBuy(offer: Offer | null) {
  return render(
    inPage(
      <StoreProvider
        config={{ ...TEST_STORE_CONFIG, maxQuantity: 3 }}
        offer={offer}
        snapshot={JAR}
        missingVariables={[]}
        contactEmail="a@b.c"
      >
        <BuyControls area="cta" isFullWidth />
      </StoreProvider>,
    ),
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

describe('the store’s offer by the buy form', () => {
  it('prices each quantity as the build did, says the breaks, and how far free shipping is', () => {
    renderBuy(OFFER);
    const picker = screen.getByRole('combobox', { name: 'Quantity' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 jar · $35', '2 jars · $63 · save 10%', '3 jars · $89.25 · save 15%']);
    const line = screen.getByText(/^Save 10% on 2 jars, 15% on 3/);
    expect(line).toHaveTextContent('Save 10% on 2 jars, 15% on 3 · Free shipping from 3 jars');

    fireEvent.change(picker, { target: { value: '3' } });
    expect(line).toHaveTextContent('Save 10% on 2 jars, 15% on 3 · Free shipping');
    expect(line).not.toHaveTextContent('from');
    expect(screen.getByText('Total $89.25')).toBeInTheDocument();
  });

  it('on a plan, only what the store gives a subscription: here no break and no free shipping', () => {
    renderBuy(OFFER);
    fireEvent.click(screen.getByRole('radio', { name: /Delivered monthly/ }));
    const picker = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(picker).getAllByRole('option')[1]).toHaveTextContent('2 jars · $60');
    expect(screen.queryByText(/^Save /)).toBeNull();
    expect(screen.queryByText(/Free shipping/)).toBeNull();
  });

  it('an offer that has ended is not shown once the page runs, though the build had it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-24T00:00:00Z'), toFake: ['Date'] });
    renderBuy({ ...OFFER, endsAt: '2026-12-24T00:00:00Z' });
    const picker = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(picker).getAllByRole('option')[2]).toHaveTextContent(/^3 jars$/);
    expect(document.querySelector('[data-offer]')).toBeNull();
    vi.useRealTimers();
  });

  it('without an offer, the picker and the form are as before', () => {
    renderBuy(null);
    const picker = screen.getByRole('combobox', { name: 'Quantity' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 jar', '2 jars', '3 jars']);
    expect(document.querySelector('[data-offer]')).toBeNull();
  });
});
