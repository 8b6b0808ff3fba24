import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { overlapping } from './layout-boxes';
import { authorNamed, freshUser, submitLogin } from './session-helpers';

/** Fingers need 44 px (docs/views-and-keys.md, Phones). */
const TOUCH_TARGET = 44;

/** Whether the input's placeholder, in the input's own font, fits inside its text box. */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(element.placeholder).width <= room;
  });
}

/** The visible buttons smaller than a touch target, by name. */
async function smallTargets(buttons: Locator): Promise<string[]> {
  const sizes = await buttons.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        box: element.getBoundingClientRect(),
      })),
  );
  return sizes
    .filter(({ box }) => box.width < TOUCH_TARGET || box.height < TOUCH_TARGET)
    .map(({ name, box }) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
}

interface ControlBox {
  name: string;
  left: number;
  right: number;
  width: number;
  height: number;
  /** A link in running text: WCAG 2.5.8 exempts inline targets, which are the text's size. */
  inline: boolean;
}

/**
 * The visible controls in `scope`: buttons, links, fields and choices, each measured by its
 * label when it has one, which is what a finger presses; and the screen's width.
 */
async function controlBoxes(scope: Locator): Promise<{ controls: ControlBox[]; screenWidth: number }> {
  const controls = await scope.locator('button, a[href], input, select, textarea, summary').evaluateAll((elements) =>
    elements
      .map((element) => element.closest('label') ?? element)
      .filter((element) => element.getClientRects().length > 0 && !element.classList.contains('visually-hidden'))
      .map((element) => {
        const { left, right, width, height } = element.getBoundingClientRect();
        const inline = element instanceof HTMLAnchorElement && getComputedStyle(element).display === 'inline';
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
          left,
          right,
          width,
          height,
          inline,
        };
      }),
  );
  return { controls, screenWidth: await scope.page().evaluate(() => document.documentElement.clientWidth) };
}

/** Every control in `scope` is thumb-sized, but for links in running text, and on the screen. */
async function expectPhoneControls(scope: Locator): Promise<void> {
  const { controls, screenWidth } = await controlBoxes(scope);
  const small = controls.filter((box) => !box.inline && (box.width < TOUCH_TARGET || box.height < TOUCH_TARGET));
  expect(small.map(({ name, width, height }) => `${name} ${Math.round(width)}x${Math.round(height)}`)).toEqual([]);
  const offScreen = controls.filter((box) => box.left < 0 || box.right > screenWidth);
  expect(offScreen.map(({ name, left, right }) => `${name} ${Math.round(left)}..${Math.round(right)}`)).toEqual([]);
}

/** The header's title is either whole or cut with an ellipsis, never clipped mid-letter. */
function titleElidedCleanly(page: Page): Promise<boolean> {
  return page.locator('.search-header__label').evaluate((label) => {
    const style = getComputedStyle(label);
    // Some of it is on screen to read (a few letters at least), the rest cut with "…".
    const readable = label.clientWidth >= 40;
    return readable && (label.scrollWidth <= label.clientWidth || (style.textOverflow === 'ellipsis' && style.overflow === 'hidden'));
  });
}

for (const width of [360, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    test('the header, the search and the login read whole or elided cleanly, nothing overlaps, targets are 44 px', async ({
      page,
      offsite,
    }) => {
      void offsite;
      await page.goto('/tags/photography');
      await expect(page.locator('.grid-tile').first()).toBeVisible();
      const corner = page.locator('.gallery-controls .button, .top-right-control .button');
      // Back, filters, scroll view, Settings and Login (no slideshow on a phone): none may go unmeasured.
      await expect(corner.filter({ visible: true })).toHaveCount(5);
      expect(await smallTargets(corner)).toEqual([]);
      const title = page.getByRole('button', { name: /: search$/ });
      await expect(title).toBeVisible();
      expect(await overlapping(title, corner)).toEqual([]);
      expect(await titleElidedCleanly(page)).toBe(true);

      await title.click();
      const search = page.getByPlaceholder('search for topics, tags or people');
      await expect(search).toBeVisible();
      expect(await placeholderFits(search)).toBe(true);
      // The open search has the top row to itself: the corner controls step aside.
      await expect(corner.first()).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(corner.first()).toBeVisible();

      await page.getByRole('button', { name: 'Login', exact: true }).click();
      const dialog = page.getByRole('dialog');
      const address = dialog.getByPlaceholder('Nostr Address / Bunker URL');
      await expect(address).toBeVisible();
      expect(await placeholderFits(address)).toBe(true);
      expect(await smallTargets(dialog.getByRole('button'))).toEqual([]);
      const [field, login] = await Promise.all([
        address.boundingBox(),
        dialog.getByRole('button', { name: 'Login', exact: true }).boundingBox(),
      ]);
      expect(field && login && (login.y >= field.y + field.height || login.x >= field.x + field.width)).toBe(true);
    });

    test('home names the site, and its header keeps clear of the controls', async ({ page, offsite }) => {
      void offsite;
      await page.goto('/');
      await expect(page.getByText('Pictures from Nostr')).toBeVisible();
      const corner = page.locator('.gallery-controls .button, .top-right-control .button');
      // Filters, scroll view, Settings and Login.
      await expect(corner.filter({ visible: true })).toHaveCount(4);
      await expect(page.locator('.home-tagline__text')).toBeVisible();
      expect(await overlapping(page.getByRole('button', { name: /: search$/ }), corner)).toEqual([]);
      expect(await overlapping(page.locator('.home-tagline__text'), corner)).toEqual([]);
      expect(await titleElidedCleanly(page)).toBe(true);

      // Home with replies shown offers the back button: the header makes room for it too.
      await page.goto('/?replies=true');
      await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
      await expect(corner.filter({ visible: true })).toHaveCount(5);
      expect(await overlapping(page.getByRole('button', { name: /: search$/ }), corner)).toEqual([]);
      expect(await overlapping(page.locator('.home-tagline__text'), corner)).toEqual([]);
    });

    test('the author header keeps its spacing from the grid', async ({ page, fixtures, offsite }) => {
      void offsite;
      const author = authorNamed(fixtures.authors, 'alice');
      await page.goto(`/p/${author.npub}`);
      const tile = page.locator('.grid-tile').first();
      await expect(tile).toBeVisible();
      const header = await page.locator('.author-header').boundingBox();
      const first = await tile.boundingBox();
      expect(header && first && first.y - (header.y + header.height)).toBeGreaterThanOrEqual(8);
      const corner = page.locator('.gallery-controls .button, .top-right-control .button');
      await expect(corner.filter({ visible: true })).toHaveCount(5);
      expect(await overlapping(page.locator('.author-header').getByRole('heading'), corner)).toEqual([]);
    });
  });
}

test.describe('a 390 px phone, signed in', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every control of the grid, its filters, the scroll view, its details, the dialogs, posting, settings and moderation is 44 px and on the screen', async ({
    page,
    offsite,
  }) => {
    void offsite;
    await page.goto('/tags/photography');
    await submitLogin(page, freshUser().nsec);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    await expectPhoneControls(page.locator('body'));
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.locator('.filter-menu__panel');
    await expect(filters.getByRole('radio', { name: 'People I follow', exact: true })).toBeVisible();
    await expectPhoneControls(filters);
    await page.keyboard.press('Escape');
    await expect(filters).toHaveCount(0);

    await page.locator('.grid-tile').first().getByRole('button').click();
    const item = page.locator('article[aria-posinset="1"]');
    await expect(item.getByRole('group', { name: 'Actions' })).toBeVisible();
    await expectPhoneControls(item);
    await item.getByRole('button', { name: 'Show details' }).click();
    await expect(item.getByRole('link', { name: 'Open original' })).toBeVisible();
    await expectPhoneControls(item);

    await item.getByRole('button', { name: 'Add to set' }).click();
    const sets = page.getByRole('dialog');
    await expect(sets.getByRole('textbox').first()).toBeVisible();
    await expectPhoneControls(sets);
    await page.keyboard.press('Escape');
    await expect(sets).toHaveCount(0);

    await item.getByRole('button', { name: 'Zap', exact: true }).click();
    const zap = page.getByRole('dialog');
    await expect(zap.getByRole('button').first()).toBeVisible();
    await expectPhoneControls(zap);
    await page.keyboard.press('Escape');
    await expect(zap).toHaveCount(0);

    await item.getByRole('button', { name: 'Comments' }).click();
    const comments = page.getByRole('dialog');
    await expect(comments.getByRole('textbox')).toBeVisible();
    await expectPhoneControls(comments);

    await page.goto('/post');
    await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
    await expectPhoneControls(page.locator('body'));
    await page.goto('/settings');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectPhoneControls(page.locator('body'));
    await page.goto('/moderate/photography');
    await expect(page.getByRole('button', { name: 'Approve' }).first()).toBeVisible();
    await expectPhoneControls(page.locator('body'));
  });
});
