import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BuyControls } from '~/store/buy-controls';
import { StoreProvider } from '~/store/store-provider';
import { TEST_SNAPSHOT, TEST_STORE_CONFIG } from '~/store/store-provider.fixtures';
import { JoinListForm } from './join-list-form';
import { takeListAnswer } from './join-list';
import type { ListTold } from './list-form';
import type * as configModule from '~/config';

type ConfigModule = typeof configModule;

// A build with a list configured (the real one reads VITE_KLAVIYO_*).
vi.mock('~/config', async (original) => {
  const actual = await original<ConfigModule>();
  return {
    ...actual,
    config: {
      ...actual.config,
      list: { provider: 'klaviyo', siteKey: 'AbC123', listId: 'XyZ789' },
    },
  };
});

const SOLD_OUT = { ...TEST_SNAPSHOT, isAvailable: false };

/** The page as prerendered (a router around it, as every page has). */
function prerender(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

/** The home page's two buy areas, prerendered with the store as the build knew it. */
function prerenderBuyAreas(snapshot: typeof TEST_SNAPSHOT) {
  return prerender(
    <StoreProvider
      config={TEST_STORE_CONFIG}
      snapshot={snapshot}
      missingVariables={[]}
      contactEmail="a@b.c"
    >
      <BuyControls area="hero" withPrice />
      <BuyControls area="cta" isFullWidth />
    </StoreProvider>,
  );
}

describe('a build whose jar is sold out', () => {
  it('prerenders "Email me when it\'s back" for the jar in place of each buy form', () => {
    const container = document.createElement('div');
    container.innerHTML = prerenderBuyAreas(SOLD_OUT);
    expect(container.querySelectorAll('form[action^="/cart"]')).toHaveLength(0);
    const forms = [...container.querySelectorAll('form')];
    expect(forms.map((form) => form.getAttribute('action'))).toEqual([
      '/list?from=hero',
      '/list?from=cta',
    ]);
    for (const form of forms) {
      expect(new URLSearchParams(new FormData(form) as unknown as string).toString()).toBe(
        `email=&list=waitlist&variant=${encodeURIComponent(TEST_SNAPSHOT.variantGid)}&page=%2F&website=`,
      );
      expect(form.querySelector('button[type=submit]')?.textContent).toBe(
        "Email me when it's back",
      );
      expect(form.querySelector('input[type=email]')).toHaveAttribute('required');
    }
  });

  it('is the page as today when the jar is available', () => {
    const container = document.createElement('div');
    container.innerHTML = prerenderBuyAreas(TEST_SNAPSHOT);
    expect(container.querySelectorAll('form[action^="/list"]')).toHaveLength(0);
    expect(container.querySelector('form[action="/cart?from=hero"]')).not.toBeNull();
  });
});

/** The form on a page, its posts answered by the list route's `clientAction` around `server`. */
function onPage(server: (request: Request) => Promise<ListTold>) {
  const router = createMemoryRouter([
    { path: '/', element: <JoinListForm place="footer" /> },
    {
      path: '/list',
      action: ({ request }) => takeListAnswer({ request, serverAction: () => server(request) }),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('textbox', { name: 'Email address' });
}

const told = (message: string, isRefusal: boolean): ListTold => ({
  place: 'footer',
  page: '/',
  message,
  isRefusal,
  email: '',
});

describe('the list form, hydrated', () => {
  it('posts with the router’s fetcher: told in place, the field emptied, the Lead’s id sent', async () => {
    const sent: string[] = [];
    const field = onPage(async (request) => {
      sent.push(new URLSearchParams((await request.formData()) as unknown as string).toString());
      return told("You're on the list.", false);
    });
    fireEvent.change(field, { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByRole('status')).toHaveTextContent("You're on the list.");
    expect(field).toHaveValue('');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      /^email=ann%40example\.com&list=news&page=%2F&website=&event_id=Lead-[0-9a-f-]{36}$/,
    );
  });

  it('a refusal: the server’s sentence in place, what was typed kept, the field focused', async () => {
    const field = onPage(() => Promise.resolve(told('Please wait a minute.', true)));
    fireEvent.change(field, { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute.');
    expect(field).toHaveValue('ann@example.com');
    expect(field).toHaveFocus();
  });

  it('the server not reached: the page says so itself, and nothing breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const field = onPage(() => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.change(field, { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^We couldn't add you just now\./);
    expect(field).toHaveValue('ann@example.com');
    vi.restoreAllMocks();
  });

  it('says what is wrong in place, keeps what was typed, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const router = createMemoryRouter([{ path: '*', element: <JoinListForm place="footer" /> }]);
    render(<RouterProvider router={router} />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(field, { target: { value: 'honey@hive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(field).toHaveValue('honey@hive');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('asks nothing of the visitor beyond the address: no box ticked for them', () => {
    const router = createMemoryRouter([{ path: '*', element: <JoinListForm place="footer" /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('form', { name: 'Hear from the hive' })).toHaveTextContent(
      'Unsubscribe any time with the link in each email.',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
