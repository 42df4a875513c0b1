import type { Page } from '@playwright/test';
import { fakeEmailJs } from './fakes/emailjs';
import { fakeStorefront, productData } from './fakes/storefront';
import {
  expect,
  lookLikeAPerson,
  openSettled,
  submitAMessage,
  test,
  waitForHydration,
  waitForListForms,
} from './fixtures';
import { EVERY_PAGE } from './pages';

// WCAG 2.2 AA criteria axe does not judge: target size (2.5.8), consistent help (3.2.6) and
// status messages (4.1.3), read from what the browser exposes.

/** 2.5.8's minimum, in CSS px. */
const TARGET = 24;

/**
 * Every link and control the page shows that is smaller than 24 × 24 px and has no room around
 * it: a 24 px circle centred on it meets another target or another small target's circle.
 * Links inside a sentence are exempt, as the criterion allows. Page code.
 */
function smallTargets(target: number): string[] {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
  const boxes = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
    const own = element.getBoundingClientRect();
    // A control drawn by its label (a visually hidden radio) is its label's size.
    const drawn =
      own.width <= 2 || own.height <= 2
        ? ((element as HTMLInputElement).labels?.[0] ?? element.closest('label'))
        : element;
    if (!drawn || !drawn.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      return [];
    }
    const box = drawn.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) return [];
    const style = getComputedStyle(element);
    const parentText = (element.parentElement?.textContent ?? '').replace(
      element.textContent ?? '',
      '',
    );
    const isInSentence = style.display === 'inline' && /\w/.test(parentText);
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return [
      {
        element,
        box,
        isInSentence,
        name: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
      },
    ];
  });
  const isSmall = ({ box }: (typeof boxes)[number]) => box.width < target || box.height < target;
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const circleMeetsBox = (c: { x: number; y: number }, box: DOMRect) => {
    const dx = Math.max(box.left - c.x, 0, c.x - box.right);
    const dy = Math.max(box.top - c.y, 0, c.y - box.bottom);
    return dx * dx + dy * dy < (target / 2) ** 2;
  };
  return boxes
    .filter((each) => isSmall(each) && !each.isInSentence)
    .flatMap((small) => {
      const c = centre(small.box);
      const crowded = boxes.find((other) => {
        if (other.element === small.element || other.element.contains(small.element)) return false;
        if (small.element.contains(other.element)) return false;
        if (circleMeetsBox(c, other.box)) return true;
        if (!isSmall(other)) return false;
        const o = centre(other.box);
        return Math.hypot(c.x - o.x, c.y - o.y) < target;
      });
      const { width, height } = small.box;
      return crowded
        ? [
            `${small.name}: ${Math.round(width)} × ${Math.round(height)} px, crowded by ${crowded.name}`,
          ]
        : [];
    });
}

test.describe('target size: every link and control at least 24 × 24 px, or with room around it', () => {
  test.use({ storedConsent: null });

  for (const screen of [
    { width: 320, height: 568 },
    { width: 1280, height: 800 },
  ]) {
    for (const { path } of EVERY_PAGE) {
      test(`${path} at ${screen.width} px, the cookie choice open`, async ({
        page,
        consoleWatch,
      }) => {
        consoleWatch.allow(/status of 404|non-existent route/);
        await page.setViewportSize(screen);
        await openSettled(page, path);
        await expect(page.getByRole('region', { name: 'Cookies and ads' })).toBeVisible();
        // The whole page, not only its first screen: each part is measured where it is.
        expect(await page.evaluate(smallTargets, TARGET)).toEqual([]);
        await page
          .getByRole('region', { name: 'Cookies and ads' })
          .getByRole('button', {
            name: 'Reject',
          })
          .click();
        expect(await page.evaluate(smallTargets, TARGET)).toEqual([]);
      });
    }
  }
});

test('consistent help: the way to reach a person is in the same places, in the same order, on every page', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 404|non-existent route/);
  for (const { path } of EVERY_PAGE) {
    await openSettled(page, path);
    const inNav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Contact',
      exact: true,
    });
    const inFooter = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', {
      name: 'Contact Us',
    });
    await expect(inNav, path).toHaveAttribute('href', '/contact');
    await expect(inFooter, path).toHaveAttribute('href', '/contact');
    const footerLinks = await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link')
      .allTextContents();
    expect(footerLinks.slice(0, 5), path).toEqual([
      'Wholesale',
      'Privacy Policy',
      'Terms of Service',
      'Contact Us',
      'Accessibility',
    ]);
    // The header's link first, the footer's last: the same relative order on every page.
    expect(
      await inNav.evaluate(
        (nav, footer) =>
          Boolean(nav.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING),
        await inFooter.elementHandle(),
      ),
      path,
    ).toBe(true);
  }
});

type AxNode = {
  nodeId: string;
  parentId?: string;
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
};

/**
 * The live regions (status, alert, or aria-live) that hold `text`, as Chromium's accessibility
 * tree has them: what a screen reader is told, not what the DOM says.
 */
async function announcedIn(page: Page, text: string | RegExp): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const matches = (name: string) =>
      typeof text === 'string' ? name.includes(text) : text.test(name);
    const regions = new Set<string>();
    for (const node of nodes) {
      if (node.role?.value !== 'StaticText' || !matches(String(node.name?.value ?? ''))) continue;
      for (let at = byId.get(node.parentId ?? ''); at; at = byId.get(at.parentId ?? '')) {
        const role = String(at.role?.value ?? '');
        const live = at.properties?.find(({ name }) => name === 'live')?.value.value;
        if (
          ['status', 'alert', 'log'].includes(role) ||
          live === 'polite' ||
          live === 'assertive'
        ) {
          regions.add(`${role} (${typeof live === 'string' ? live : role})`);
          break;
        }
      }
    }
    return [...regions];
  } finally {
    await session.detach();
  }
}

async function expectAnnounced(page: Page, text: string | RegExp) {
  await expect
    .poll(() => announcedIn(page, text), { message: `"${String(text)}" in a live region` })
    .not.toEqual([]);
}

test.describe('status messages: each is in a live region of the accessibility tree', () => {
  test('the buy form busy: "Opening checkout…"', async ({ page, outside }) => {
    const store = fakeStorefront(outside);
    store.answerNext('Product', { body: productData() });
    await page.goto('/');
    await waitForHydration(page);
    // The cart is held: the page stays busy while the test reads it.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    outside.onFunction('/cart', async (_route, proceed) => {
      await held;
      await proceed();
    });
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expectAnnounced(page, 'Opening checkout…');
    release();
  });

  test('a refusal of the buy form, once hydrated', async ({ page, outside, consoleWatch }) => {
    consoleWatch.allow(/status of 409|^Buy button: /);
    const store = fakeStorefront(outside);
    await store.server.set({ product: { isAvailable: false } });
    // The live product found the jar for sale when the page showed; the store refuses at the tap.
    store.answerNext('Product', { body: productData() });
    await page.goto('/');
    await waitForHydration(page);
    // That answer is the live product's, asked before the tap (else the cart's own ask gets it).
    await expect.poll(async () => (await store.server.calls()).length).toBe(1);
    await page.getByRole('button', { name: 'Order Now $34' }).click();
    await expectAnnounced(page, /^This jar is sold out right now\./);
  });

  test("the list's welcome and its refusal", async ({ page, outside }) => {
    await page.goto('/privacy');
    await waitForListForms(page);
    const form = page.locator('form[data-list-form="footer"]');
    const field = form.getByRole('textbox', { name: 'Email address' });
    await field.fill('honey@hive');
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expectAnnounced(page, 'Please enter a valid email address');
    await field.fill(`shopper-${outside.shopperIp}@example.com`);
    await form.getByRole('button', { name: 'Join the list' }).click();
    await expectAnnounced(page, "You're on the list.");
  });

  test("the contact form's message: sent", async ({ page, outside }) => {
    fakeEmailJs(outside);
    await lookLikeAPerson(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await submitAMessage(page);
    await expectAnnounced(page, "Thank you for your message! We'll get back to you soon.");
  });
});
