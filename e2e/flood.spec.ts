import { expect, test } from '@playwright/test';
import { contactForm, sentReference } from './contactForm';
import { runtimeWithWebhook } from './fixtures/runtime';
import { gotoReady } from './support';

// A small budget for junk, so that a short flood fills it; no minimum fill time, since the test
// types faster than a person, and a message filled too fast is spam, which the full budget refuses.
test.describe.configure({ mode: 'default', timeout: 120_000 });
const served = runtimeWithWebhook(test, { JUNK_ROWS_PER_DAY: '5', MIN_FILL_MS: '0' });

test('a flood of posts without proof leaves a person typing in the form able to send', async ({
  page,
  request,
}) => {
  const origin = served.runtime.origin;
  const statuses: number[] = [];
  for (let n = 1; n <= 12; n += 1) {
    const response = await request.post(`${origin}/api/contact`, {
      headers: { 'CF-Connecting-IP': `192.0.2.${n}`, Origin: origin },
      data: {
        name: 'Offer Bot',
        email: `bot${n}@offers.example`,
        message: `Boost your ranking today! Offer ${n}: 500 backlinks for your site, reply now.`,
        fillMs: 9000,
      },
    });
    statuses.push(response.status());
  }
  // The junk lane is full: the flood is refused, and no person in the other lane is.
  expect(statuses.slice(-3)).toEqual([429, 429, 429]);

  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': '198.51.100.40' });
  await gotoReady(page, `${origin}/contact`);
  const form = contactForm(page);
  await form.getByLabel('Your name').pressSequentially('Jane Cooper');
  await form.getByLabel('E-mail address').pressSequentially('jane@acme.example');
  await form
    .getByLabel('Your message')
    .pressSequentially('Our office network drops every afternoon.');
  await form.getByRole('button', { name: 'Send message' }).click();
  const reference = await sentReference(page);
  await expect
    .poll(() => served.webhook.received.map(({ body }) => body).join())
    .toContain(reference);
});
