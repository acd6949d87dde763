import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { contactForm, fillContact, sentReference } from './contactForm';
import { companyInbox, runtimeWithWebhook } from './fixtures/runtime';
import { gotoReady } from './support';

// What the site mails, under the local runtime with a webhook and an e-mail API stubbed: a
// stranger's address at most once a day, many leads to the company in a digest, and an erasure
// that finds an address however it was typed. Each block has a runtime (and an hour's count) of
// its own.
test.describe.configure({ mode: 'default', timeout: 240_000 });

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const vars = { MIN_FILL_MS: '0' };

type Served = ReturnType<typeof runtimeWithWebhook>;
type Mail = { to: string[]; subject: string; text: string };
const mails = (served: Served) =>
  served.webhook.received
    .filter(({ path }) => path === '/email')
    .map(({ body }) => JSON.parse(body) as Mail);
const chats = (served: Served) =>
  served.webhook.received
    .filter(({ path }) => path === '/hook')
    .map(({ body }) => JSON.parse(body) as { text: string; reference?: string });

let clients = 0;
/** Sends one message from the contact page, as a client of its own; its reference. */
async function send(page: Page, served: Served, email: string, message: string) {
  clients += 1;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${clients}` });
  await gotoReady(page, `${served.runtime.origin}/contact`);
  await fillContact(page, { name: `Jane Cooper ${clients}`, email, message });
  await contactForm(page).getByRole('button', { name: 'Send message' }).click();
  return sentReference(page);
}

test.describe('an address typed into ten messages', () => {
  const served = runtimeWithWebhook(test, vars, { email: true });

  test('is sent one acknowledgement, and the company hears of each message', async ({ page }) => {
    const typings = [
      'stranger@victim.example',
      'Stranger@Victim.example',
      'STRANGER@victim.EXAMPLE',
    ];
    // Ten different messages: one text from many clients would be held as spam.
    const topics = [
      'network',
      'mail',
      'backups',
      'laptops',
      'printers',
      'wifi',
      'phones',
      'cloud',
      'website',
      'cameras',
    ];
    for (const [n, topic] of topics.entries())
      await send(page, served, typings[n % 3] ?? '', `Please call me about our ${topic}.`);
    await expect
      .poll(() => mails(served).filter(({ to }) => to[0] === companyInbox).length)
      .toBe(10);
    const toVisitor = mails(served).filter(({ to }) => to[0]?.toLowerCase() === typings[0]);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.subject).toMatch(/^We have your message \(VX-/);
  });
});

test.describe('many leads in one hour', () => {
  const served = runtimeWithWebhook(test, vars, { email: true });

  test('reach the company in a digest, each lead once, with its page in the inbox', async ({
    page,
  }) => {
    // More leads than `digestThreshold` (worker/outbox.ts) in the hour.
    const references: string[] = [];
    for (let n = 0; n < 13; n += 1)
      references.push(
        await send(page, served, `lead${n}@acme.example`, `We need help with site number ${n}.`),
      );
    await served.runtime.scheduled();
    const digests = chats(served).filter(({ text }) => text.includes('in one digest'));
    expect(digests).toHaveLength(1);
    expect(mails(served).filter(({ subject }) => subject.includes('in one digest'))).toHaveLength(
      1,
    );
    const single = chats(served).flatMap(({ reference }) => (reference ? [reference] : []));
    const digested = references.filter((reference) => digests[0]?.text.includes(reference));
    expect(digested.length).toBeGreaterThan(0);
    expect([...single, ...digested].sort()).toEqual([...references].sort());
    for (const reference of digested)
      expect(digests[0]?.text).toContain(`/admin/leads/?lead=${reference}`);
    // Sent once: the next run adds nothing.
    await served.runtime.scheduled();
    expect(chats(served).filter(({ text }) => text.includes('in one digest'))).toHaveLength(1);
  });
});

test.describe('an erasure', () => {
  const served = runtimeWithWebhook(test, vars);

  test('of an accented, upper-case address removes the lowercase copy', async ({ page }) => {
    const reference = await send(page, served, 'ünal@exämple.com', 'Please call me back.');
    type Lead = { reference: string };
    expect((await served.runtime.leads<Lead>()).map((lead) => lead.reference)).toContain(reference);
    const { stdout } = await run(
      'node',
      [
        'scripts/leads.mjs',
        '--json',
        '--persist-to',
        served.runtime.persistTo,
        '--erase',
        'ÜNAL@EXÄMPLE.COM',
      ],
      { cwd: root },
    );
    expect(JSON.parse(stdout)).toMatchObject({ erased: { enquiries: 1 } });
    expect(await served.runtime.leads<Lead>()).toEqual([]);
  });
});
