import { expect, test, type Locator, type Route } from '@playwright/test';
import { inboxContentSecurityPolicy } from '../scripts/hosting.mjs';
import { inboxApiPrefix, adminPaths } from '../src/addresses.mjs';
import { inboxLeads, routeInboxApi } from './inboxFixtures';
import { checkBothWidths, watchCspViolations } from './pageChecks';

// The inbox against fixtures routed in the browser: the same leads and times on every run, and
// states the real API reaches only slowly (a notice given up after its last attempt).
// inboxRuntime.spec.ts drives it end to end against the Worker and its local database.
const [spanishLead, tomLead, spamLead] = inboxLeads;

test('the inbox has no accessibility violations at 390 and 1280 px: list, lead, dialog, subscribers, traffic', async ({
  page,
}) => {
  test.slow();
  await routeInboxApi(page, { session: { editor: 'local', via: 'local' } });
  await checkBothWidths(page, async () => {
    await page.goto(adminPaths.inbox);
    await expect(page.getByRole('table', { name: /leads per source/i })).toBeVisible();
  });
  await checkBothWidths(page, async () => {
    await page.goto(`${adminPaths.inbox}?lead=${spanishLead?.reference}`);
    await expect(page.getByRole('heading', { level: 1, name: spanishLead?.name })).toBeFocused();
  });
  await checkBothWidths(page, async () => {
    await page.goto(`${adminPaths.inbox}?lead=${spamLead?.reference}`);
    await page.getByRole('button', { name: 'Erase all data for this address' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await checkBothWidths(page, async () => {
    await page.goto(`${adminPaths.inbox}?view=subscribers`);
    await expect(page.getByRole('button', { name: /^Unsubscribe / }).first()).toBeVisible();
  });
  await checkBothWidths(page, async () => {
    await page.goto(`${adminPaths.inbox}?view=traffic&days=30`);
    await expect(page.getByRole('table', { name: 'Conversion per source' })).toBeVisible();
  });
});

test('the leads per source keep each column heading on one line, at every width', async ({
  page,
}) => {
  await routeInboxApi(page);
  await page.goto(adminPaths.inbox);
  const table = page.getByRole('table', { name: /leads per source/i });
  const headings = table.getByRole('columnheader');
  await expect(headings).toHaveText(['Source', '30 days', '90 days']);
  for (const width of [390, 900, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    const lines = await headings.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines, `at ${width} px`).toEqual([1, 1, 1]);
    // Inside its card, at least 16 px clear of the card's edge: within its padding.
    const [tableBox, card] = await Promise.all([
      table.boundingBox(),
      page.getByRole('region', { name: 'Leads per source' }).boundingBox(),
    ]);
    expect(tableBox!.x + tableBox!.width, `at ${width} px`).toBeLessThanOrEqual(
      card!.x + card!.width - 16,
    );
  }
});

test('the Access refusal has no accessibility violations at 390 and 1280 px', async ({ page }) => {
  await routeInboxApi(page, { session: 403 });
  await checkBothWidths(page, async () => {
    await page.goto(adminPaths.inbox);
    await expect(
      page.getByRole('heading', { name: 'You need to sign in through Cloudflare Access' }),
    ).toBeVisible();
  });
});

test('the inbox runs under its own policy without a violation, and Escape closes its dialog', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await routeInboxApi(page);
  const response = await page.goto(`${adminPaths.inbox}?lead=${spamLead?.reference}`);
  expect(response?.headers()['content-security-policy']).toBe(
    inboxContentSecurityPolicy({ delivery: 'header' }),
  );
  const erase = page.getByRole('button', { name: 'Erase all data for this address' });
  await erase.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(erase).toBeFocused();
  expect(await violations()).toEqual([]);
});

test('the inbox works from the keyboard: open a lead, save its status, and come back to it', async ({
  page,
}) => {
  await routeInboxApi(page);
  await page.goto(adminPaths.inbox);
  const link = page.getByRole('link', { name: spanishLead?.name });
  await expect(link).toBeVisible();
  // Tab from the top of the page until the lead's link has focus, as a keyboard user would.
  for (
    let presses = 0;
    presses < 20 && !(await link.evaluate((element) => element === document.activeElement));
    presses += 1
  )
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: spanishLead?.name })).toBeFocused();

  const status = page.getByRole('combobox', { name: 'Status of this lead' });
  await status.focus();
  await status.selectOption('won');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save status' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Status saved: Won.');

  await page.goBack();
  await expect(link).toBeFocused();
});

test('focus waits at the heading when the button pressed goes: after Not spam, and after an unsubscribe', async ({
  page,
}) => {
  await routeInboxApi(page);
  await page.goto(`${adminPaths.inbox}?lead=${spamLead?.reference}`);
  const heading = page.getByRole('heading', { level: 1, name: spamLead?.name });
  await expect(heading).toBeFocused();
  await page.getByRole('button', { name: 'Not spam' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    "Moved to the inbox; the site's notices for a message go out now.",
  );
  await expect(heading).toBeFocused();

  await page.goto(`${adminPaths.inbox}?view=subscribers`);
  await page
    .getByRole('button', { name: /^Unsubscribe / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(/is unsubscribed\.$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeFocused();
});

/**
 * Holds the routed requests until the test lets each one through, so the page is seen while
 * its request runs, however fast or slow the machine.
 */
function turnstile() {
  let permits = 0;
  const waiting: Array<() => void> = [];
  return {
    answer: (status: number, body: (route: Route) => unknown) => async (route: Route) => {
      if (permits > 0) permits -= 1;
      else await new Promise<void>((go) => waiting.push(go));
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify(body(route)),
      });
    },
    letThrough() {
      const go = waiting.shift();
      if (go) go();
      else permits += 1;
    },
  };
}

test('focus stays on the button pressed while its request runs: Save status, Save note, and Erase everything in its dialog', async ({
  page,
}) => {
  await routeInboxApi(page);
  const requests = turnstile();
  const changed = requests.answer(200, (route) => ({
    lead: { ...tomLead, ...route.request().postDataJSON() },
  }));
  await page.route(`**${inboxApiPrefix}/leads/${tomLead?.reference}`, (route) =>
    route.request().method() === 'PATCH' ? changed(route) : route.fallback(),
  );
  await page.route(
    `**${inboxApiPrefix}/erase`,
    requests.answer(500, () => ({ error: 'The database is busy.' })),
  );
  await page.goto(`${adminPaths.inbox}?lead=${tomLead?.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: tomLead?.name })).toBeFocused();

  /** Presses a button with the keyboard; while its request is held it stays focused, and says it is busy. */
  async function pressAndHold(button: Locator) {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeFocused();
    requests.letThrough();
  }

  await page.getByRole('combobox', { name: 'Status of this lead' }).selectOption('won');
  const saveStatus = page.getByRole('button', { name: 'Save status' });
  await pressAndHold(saveStatus);
  await expect(page.getByRole('status')).toHaveText('Status saved: Won.');
  await expect(saveStatus).toBeFocused();

  await page
    .getByRole('textbox', { name: 'Note (seen only by the company)' })
    .fill('Site visit on the 2nd.');
  const saveNote = page.getByRole('button', { name: 'Save note' });
  await pressAndHold(saveNote);
  await expect(page.getByRole('status')).toHaveText('Note saved.');
  await expect(saveNote).toBeFocused();

  await page.getByRole('button', { name: 'Erase all data for this address' }).click();
  const erase = page.getByRole('dialog').getByRole('button', { name: 'Erase everything' });
  await pressAndHold(erase);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('The database is busy.');
  await expect(erase).toBeFocused();
});

test('the live region shows a refusal as an error and a save as a success', async ({ page }) => {
  await routeInboxApi(page);
  let refuse = true;
  await page.route(`**${inboxApiPrefix}/leads/${tomLead?.reference}`, (route) =>
    route.request().method() === 'PATCH' && refuse
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'The database is busy.' }),
        })
      : route.fallback(),
  );
  await page.goto(`${adminPaths.inbox}?lead=${tomLead?.reference}`);
  const said = page.getByRole('main').getByRole('status');
  const look = () => said.evaluate((region) => getComputedStyle(region).borderLeftColor);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(said).toHaveText('The database is busy.');
  // The theme's error and success colours (light scheme), as the inbox's other errors and
  // confirmations.
  expect(await look()).toBe('rgb(185, 28, 28)');
  refuse = false;
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(said).toHaveText('Note saved.');
  expect(await look()).toBe('rgb(21, 128, 61)');
});

test("a link refused again is said under the row's buttons, leaving the address its column, at every width", async ({
  page,
}) => {
  await routeInboxApi(page);
  await page.route(`**${inboxApiPrefix}/subscribers/*/confirmation/send-again`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ sent: 'dead' }) }),
  );
  for (const width of [390, 900, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${adminPaths.inbox}?view=subscribers`);
    const send = page.getByRole('button', { name: 'Send the link again to luis@ejemplo.es' });
    await send.click();
    const said = page
      .getByRole('main')
      .getByText('The link to luis@ejemplo.es was refused again: see the reason.')
      .last();
    await expect(said).toBeVisible();
    const [line, button, unsubscribe, address] = await Promise.all([
      said.boundingBox(),
      send.boundingBox(),
      page.getByRole('button', { name: 'Unsubscribe luis@ejemplo.es' }).boundingBox(),
      page.getByText('luis@ejemplo.es', { exact: true }).boundingBox(),
    ]);
    expect(line!.y, `${width} px`).toBeGreaterThanOrEqual(
      Math.max(button!.y + button!.height, unsubscribe!.y + unsubscribe!.height),
    );
    // One line for the address, not a letter a line beside a long sentence.
    expect(address!.height, `${width} px`).toBeLessThan(40);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the inbox says it needs it, instead of a blank page', async ({ page }) => {
    await page.goto(adminPaths.inbox);
    // Read from the element: the tests' headless shell parses <noscript> as with scripts on,
    // where Chromium with scripts off shows it.
    expect(
      await page.locator('body > noscript').evaluate((element) => element.textContent),
    ).toContain(
      "The inbox needs JavaScript: turn it on for this site in your browser's settings, then reload the page.",
    );
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test("no visitor's page names the inbox or loads its script", async ({ page, request }) => {
  const inbox = await (await request.get(adminPaths.inbox)).text();
  const script = inbox.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  expect(script).toBeTruthy();
  for (const path of ['/', '/contact', '/es/contact']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(adminPaths.inbox);
    expect(html, path).not.toContain(script);
  }
  await page.goto('/');
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ name }) => name),
  );
  expect(loaded.some((name) => name.endsWith(script ?? ''))).toBe(false);
});

test('the traffic view works from the keyboard: a period, then a source’s leads in the list', async ({
  page,
}) => {
  await routeInboxApi(page);
  await page.goto(adminPaths.inbox);
  await page.getByRole('link', { name: 'Traffic' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic' })).toBeFocused();
  await expect(page.getByRole('img', { name: /Chart of the last 7 days/ })).toBeVisible();
  await page.getByRole('link', { name: '90 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=traffic&days=90/);
  await expect(page.getByRole('img', { name: /Chart of the last 90 days/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '90 days' })).toHaveAttribute('aria-current', 'page');
  const sources = page.getByRole('table', { name: 'Conversion per source' });
  await expect(sources.getByRole('row').nth(1).locator('th, td')).toHaveText([
    'google',
    '640',
    /^6/,
    '0.9%',
    '3',
    '1',
  ]);
  await sources.getByRole('link', { name: /leads from linkedin\.com/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?source=linkedin\.com&days=90$/);
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue('linkedin.com');
  await expect(page.getByRole('combobox', { name: 'Received' })).toHaveValue('90');
});
