import { expect, test as base, type Page } from '@playwright/test';
import { inboxApiPrefix, adminPaths, pagePaths } from '../src/addresses.mjs';
import { contactForm, fillContact, sentReference, type Enquiry } from './contactForm';
import { runtimeWithWebhook } from './fixtures/runtime';
import { gotoReady } from './support';

// The inbox end to end: the built site and its Worker under `wrangler dev`, with a local
// database of its own and a webhook notifier pointed at a local stub. A visitor's browser
// sends; the company's browser, on loopback like a developer's, works the lead in the inbox
// (the local runtime opens it without Access). Run in order, in one worker, as the
// receiver's specs: reading the database back runs wrangler, a few seconds a time.
base.describe.configure({ mode: 'default', timeout: 120_000 });

/**
 * The minimum fill time: a minute, far longer than a test ever takes to fill the form, so a
 * send the visitor's clock has not moved on is too fast whatever the machine's load.
 */
const minFillMs = 60_000;

/** The visitor's browser: a context of its own (its own visit), its clock under the test's hand. */
const test = base.extend<{ visitor: Page }>({
  visitor: async ({ browser }, provide) => {
    const context = await browser.newContext();
    await context.clock.install();
    await provide(await context.newPage());
    await context.close();
  },
});

const served = runtimeWithWebhook(test, { MIN_FILL_MS: String(minFillMs), RATE_LIMIT_MAX: '1000' });

type Lead = { reference: string; email: string; notification: string };

/** The company's notices about one lead, as the webhook received them. */
const noticesAbout = (reference: string) =>
  served.webhook.received
    .map(({ body }) => JSON.parse(body) as { reference: string; text: string })
    .filter((notice) => notice.reference === reference);

/** Sends the contact form as a person does, after a while spent writing it; its reference. */
async function sendEnquiry(visitor: Page, enquiry: Enquiry) {
  await fillContact(visitor, enquiry);
  await visitor.clock.fastForward(minFillMs);
  await contactForm(visitor).getByRole('button', { name: 'Send message' }).click();
  return sentReference(visitor);
}

// The inbox is ready when its heading shows: under load, wrangler dev has now and then kept a
// navigation's load event (every font and image) waiting past its 30 s.
const ready = { waitUntil: 'domcontentloaded' } as const;

/** Opens the inbox's list, as the company's staff do. */
async function openInbox(inbox: Page) {
  await inbox.goto(`${served.runtime.origin}${adminPaths.inbox}`, ready);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

/** What the inbox last said in its live region ("Note saved.", under the top bar). */
const announcement = (inbox: Page) => inbox.getByRole('main').getByRole('status').first();

/** Opens a lead from the list by its name. */
async function openLead(inbox: Page, name: string) {
  await inbox.getByRole('link', { name }).click();
  await expect(inbox.getByRole('heading', { level: 1, name })).toBeFocused();
}

test('a lead sent from a campaign landing, after moving within the site, shows its landing page and campaign tags', async ({
  visitor,
  page: inbox,
}) => {
  const landing = `${pagePaths.services}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`;
  await gotoReady(visitor, `${served.runtime.origin}${landing}`);
  await visitor
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(visitor).toHaveURL(`${served.runtime.origin}${pagePaths.contact}`);
  const name = 'Olivia Campaign';
  await sendEnquiry(visitor, {
    name,
    email: 'olivia@northwind.example',
    message: 'Your newsletter mentioned managed backups: could we talk?',
  });

  await openInbox(inbox);
  const card = inbox.getByRole('listitem').filter({ has: inbox.getByRole('link', { name }) });
  await expect(card).toContainText('newsletter');
  await expect(
    inbox
      .getByRole('table', { name: /leads per source/i })
      .getByRole('row', { name: /^newsletter/ }),
  ).toBeVisible();
  await openLead(inbox, name);
  const origin = inbox.getByRole('region', { name: 'Where it came from' });
  await expect(origin.getByRole('term')).toHaveText([
    'Source',
    'Landing page',
    'Referring site',
    'Campaign source (UTM)',
    'Campaign medium (UTM)',
    'Campaign name (UTM)',
  ]);
  await expect(origin.getByRole('definition')).toHaveText([
    'newsletter',
    landing,
    'Not given',
    'newsletter',
    'email',
    'autumn',
  ]);
});

test('a status and an internal note set in the inbox are still there after a reload', async ({
  visitor,
  page: inbox,
}) => {
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  const name = 'Noah Follow-up';
  await sendEnquiry(visitor, {
    name,
    email: 'noah@followup.example',
    message: 'We need a quote for twelve new laptops.',
  });

  await openInbox(inbox);
  await openLead(inbox, name);
  await inbox.getByRole('combobox', { name: 'Status of this lead' }).selectOption('replied');
  await inbox.getByRole('button', { name: 'Save status' }).click();
  await expect(announcement(inbox)).toHaveText('Status saved: Replied.');
  const note = 'Called on Monday; quote for 12 laptops goes out Friday.';
  await inbox.getByRole('textbox', { name: 'Note (seen only by the company)' }).fill(note);
  await inbox.getByRole('button', { name: 'Save note' }).click();
  await expect(announcement(inbox)).toHaveText('Note saved.');

  await inbox.reload(ready);
  await expect(inbox.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(inbox.getByRole('combobox', { name: 'Status of this lead' })).toHaveValue('replied');
  await expect(inbox.getByRole('textbox', { name: 'Note (seen only by the company)' })).toHaveValue(
    note,
  );
  await expect(inbox.getByRole('region', { name: 'Changes' }).getByRole('listitem')).toHaveText([
    /^Status set to Replied\s*by local,/,
    /^Note changed\s*by local,/,
  ]);
});

test('leads chosen in the list are marked as spam together, then deleted together', async ({
  visitor,
  page: inbox,
}) => {
  const names = ['Flood One', 'Flood Two'];
  for (const [index, name] of names.entries()) {
    await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
    await sendEnquiry(visitor, {
      name,
      email: `flood${index}@junk.example`,
      message: 'Cheap backlinks, best price, reply today.',
    });
  }
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  await sendEnquiry(visitor, {
    name: 'Real Person',
    email: 'real@person.example',
    message: 'We need help moving our office network.',
  });

  await openInbox(inbox);
  for (const name of names) await inbox.getByRole('checkbox', { name: `Choose ${name}` }).check();
  const chosen = inbox.getByRole('group', { name: 'Chosen leads' });
  await expect(chosen.getByText('2 leads chosen')).toBeVisible();
  await chosen.getByRole('button', { name: 'Mark as spam' }).press('Enter');
  await expect(announcement(inbox)).toHaveText('2 leads marked as spam.');
  await expect(inbox.getByRole('link', { name: 'Flood One' })).toHaveCount(0);
  await expect(inbox.getByRole('link', { name: 'Real Person' })).toBeVisible();

  await inbox.getByRole('combobox', { name: 'Status' }).selectOption('spam');
  await expect(inbox.getByRole('link', { name: 'Flood Two' })).toBeVisible();
  for (const name of names) await inbox.getByRole('checkbox', { name: `Choose ${name}` }).check();
  await chosen.getByRole('button', { name: 'Delete' }).click();
  const dialog = inbox.getByRole('dialog', { name: 'Delete 2 leads?' });
  await dialog.getByRole('button', { name: 'Delete 2 leads' }).click();
  await expect(announcement(inbox)).toHaveText('2 leads deleted.');
  await inbox.reload(ready);
  await expect(inbox.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(inbox.getByRole('heading', { level: 2, name: /leads?$/ })).toBeVisible();
  await expect(inbox.getByRole('link', { name: /^Flood / })).toHaveCount(0);
});

test('the search finds a lead by its e-mail address', async ({ visitor, page: inbox }) => {
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  const sought = {
    name: 'Priya Raman',
    email: 'priya@raman-legal.example',
    message: 'Our practice needs encrypted e-mail.',
  };
  await sendEnquiry(visitor, sought);
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  await sendEnquiry(visitor, {
    name: 'Sam Ortiz',
    email: 'sam@ortiz-freight.example',
    message: 'Our dispatch office needs new Wi-Fi.',
  });

  await openInbox(inbox);
  await expect(inbox.getByRole('link', { name: 'Sam Ortiz' })).toBeVisible();
  const search = inbox.getByRole('search');
  await search
    .getByRole('searchbox', { name: 'Search name, e-mail, phone and message' })
    .fill(sought.email);
  await search.getByRole('searchbox').press('Enter');
  await expect(inbox.getByRole('heading', { level: 2, name: '1 lead' })).toBeVisible();
  await expect(inbox.getByRole('list').getByRole('heading', { level: 3 })).toHaveText([
    sought.name,
  ]);
});

test('a too-fast message gets the usual answer, waits in spam untold, and "Not spam" tells the company once', async ({
  visitor,
  page: inbox,
}) => {
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  const name = 'Rita Hurried';
  // Sent at once: the visitor's clock never moves past the minimum fill time.
  await fillContact(visitor, {
    name,
    email: 'rita@hurried.example',
    message: 'Quick question about your support hours.',
  });
  await contactForm(visitor).getByRole('button', { name: 'Send message' }).click();
  const reference = await sentReference(visitor);
  // Nothing queued to tell anyone, which is what `npm run leads` calls "stored only".
  expect(
    (await served.runtime.leads<Lead>()).find((lead) => lead.reference === reference)?.notification,
  ).toBe('stored only');
  expect(noticesAbout(reference)).toEqual([]);

  await openInbox(inbox);
  await expect(inbox.getByRole('heading', { level: 2, name: /^\d+ leads?$/ })).toBeVisible();
  await expect(inbox.getByRole('link', { name })).toBeHidden();
  await inbox.getByRole('combobox', { name: 'Status' }).selectOption('spam');
  await openLead(inbox, name);
  await expect(
    inbox.getByText(
      'Held as spam: it was sent within seconds of the page opening, faster than a person types.',
    ),
  ).toBeVisible();
  await inbox.getByRole('button', { name: 'Not spam' }).click();
  await expect(announcement(inbox)).toHaveText(
    "Moved to the inbox; the site's notices for a message go out now.",
  );
  await expect(inbox.getByRole('button', { name: 'Not spam' })).toBeHidden();

  await expect.poll(() => noticesAbout(reference)).toHaveLength(1);
  // Neither the next cron run nor a second "not spam" tells it again.
  await served.runtime.scheduled();
  // From the site's own origin, as the inbox's page sends it.
  const again = await inbox.request.post(
    `${served.runtime.origin}${inboxApiPrefix}/leads/${reference}/not-spam`,
    { headers: { Origin: served.runtime.origin } },
  );
  expect(again.status()).toBe(409);
  expect(noticesAbout(reference)).toHaveLength(1);

  // The company follows the notice's link to the lead, now in the inbox and notified.
  const link = noticesAbout(reference)[0]?.text.match(/In the inbox: (\S+)/)?.[1] ?? '';
  await inbox.goto(link, ready);
  await expect(inbox.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    inbox.getByRole('region', { name: 'Notifications' }).getByRole('listitem'),
  ).toHaveText([/^Notice to the company · webhook\s*Delivered/]);
  await inbox.getByRole('link', { name: 'All leads' }).click();
  await expect(inbox.getByRole('link', { name })).toBeVisible();
});

test('a notice the channel refused is given up at once, and sent again from the inbox once the key is put right', async ({
  visitor,
  page: inbox,
}) => {
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  const name = 'Omar Refused';
  served.webhook.setMode('refuse');
  try {
    const reference = await sendEnquiry(visitor, {
      name,
      email: 'omar@refused.example',
      message: 'Can you look after our office network?',
    });
    // Refused at its first attempt, right after the answer; each reading is a wrangler run of
    // seconds.
    await expect
      .poll(
        async () =>
          (await served.runtime.leads<Lead>()).find((lead) => lead.reference === reference)
            ?.notification,
        { timeout: 60_000 },
      )
      .toMatch(/^FAILED: gave up after 1 attempt/);
    served.webhook.setMode('ok');

    await openInbox(inbox);
    await openLead(inbox, name);
    const notice = inbox.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(notice).toContainText('Failed after 1 attempt');
    await expect(notice).toContainText('Reason: HTTP 401: {"error":"Unauthorized"}');
    await notice
      .getByRole('button', { name: 'Send again Notice to the company · webhook' })
      .click();
    await expect(announcement(inbox)).toHaveText('Sent again: delivered.');
    await expect(notice).toHaveText(/^Notice to the company · webhook\s*Delivered/);
    await expect(inbox.getByRole('region', { name: 'Changes' })).toContainText(
      'Sent again: Notice to the company · webhook',
    );
    // Refused once, delivered once: the company has it.
    expect(noticesAbout(reference)).toHaveLength(2);
  } finally {
    served.webhook.setMode('ok');
  }
});

test('an erasure from the inbox leaves nothing of the address in npm run leads', async ({
  visitor,
  page: inbox,
}) => {
  // Four readings of the database, each a wrangler run of seconds on a busy machine.
  test.slow();
  const address = 'erase.me@forget.example';
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  await sendEnquiry(visitor, {
    name: 'Eve Forget',
    email: address,
    message: 'Please quote for a new firewall.',
  });
  // The same person, the address typed another way, and signed up to the newsletter.
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  await sendEnquiry(visitor, {
    name: 'Eve Forget',
    email: 'Erase.Me@Forget.example',
    message: 'Following up on my firewall quote.',
  });
  const signUp = visitor.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  await signUp.getByLabel('Your e-mail address').fill(address);
  await visitor.clock.fastForward(minFillMs);
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signUp.getByRole('status')).toContainText('Open it and press Confirm');
  await gotoReady(visitor, `${served.runtime.origin}${pagePaths.contact}`);
  const kept = await sendEnquiry(visitor, {
    name: 'Kim Stays',
    email: 'kim@stays.example',
    message: 'Please keep me on file.',
  });

  const stored = async () =>
    JSON.stringify([await served.runtime.leads(), await served.runtime.leads('--subscribers')]);
  const mentions = /erase\.me@forget\.example/i;
  expect((await stored()).match(new RegExp(mentions, 'gi'))).toHaveLength(3);

  await openInbox(inbox);
  await inbox.getByRole('link', { name: 'Eve Forget' }).first().click();
  await inbox.getByRole('button', { name: 'Erase all data for this address' }).click();
  await inbox.getByRole('dialog').getByRole('button', { name: 'Erase everything' }).click();
  await expect(announcement(inbox)).toHaveText(
    /^Erased for .+: 2 leads, 1 subscription, \d+ notices?\.$/,
  );
  await expect(inbox.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(inbox.getByRole('link', { name: 'Eve Forget' })).toHaveCount(0);

  const after = await stored();
  expect(after).not.toMatch(mentions);
  expect(after).toContain(kept);
});
