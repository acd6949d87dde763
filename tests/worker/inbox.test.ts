// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxNoteLength } from '../../worker/inbox/leads';
import { handleContact } from '../../worker/contact';
import { handleNewsletter } from '../../worker/newsletter';
import { runScheduled } from '../../worker/scheduled';
import { spamRetentionDays } from '../../src/content/retention';
import { admin, editor } from './inboxApi';
import { testDatabase, postJson, stubWebhook, testContext, testEnv } from './harness';

const database = testDatabase();

const hook = 'https://hooks.test/lead';
const env = () => testEnv(database.db, { NOTIFY_WEBHOOK_URL: hook, RATE_LIMIT_MAX: '100' });
const day = 24 * 60 * 60_000;

let sent = 0;
/** A lead sent through the receiver `daysAgo` days ago; its reference. */
async function lead(fields: Record<string, unknown>, daysAgo = 0) {
  sent += 1;
  const { ctx, settled } = testContext();
  const body = {
    name: 'Jane Cooper',
    email: 'jane@acme.example',
    message: 'Please call me about our servers.',
    fillMs: 10_000,
    idempotencyKey: `key-admin-${sent}-0123456789abcdef`,
    ...fields,
  };
  const response = await handleContact(
    postJson('/api/contact', body),
    env(),
    ctx,
    Date.now() - daysAgo * day,
  );
  await settled();
  return (await response.json()).reference as string;
}

const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});
const references = (body: { leads: { reference: string }[] }) =>
  body.leads.map(({ reference }) => reference);

describe('GET /api/admin/leads', () => {
  it('lists leads newest first, without spam unless asked for it, each as a summary', async () => {
    stubWebhook(hook, [200]);
    const older = await lead({ message: `${'An older message about our network. '.repeat(8)}` }, 2);
    const spam = await lead({ fillMs: 1 }, 1);
    const newer = await lead({ locale: 'es', utm_source: 'linkedin' });
    const { status, body } = await json(await admin(env(), '/leads'));
    expect(status).toBe(200);
    expect(references(body)).toEqual([newer, older]);
    expect(body.leads[1]).toEqual({
      reference: older,
      name: 'Jane Cooper',
      email: 'jane@acme.example',
      status: 'new',
      locale: 'en',
      source: 'direct',
      receivedAt: expect.any(Number),
      excerpt: `${'An older message about our network. '.repeat(8).slice(0, 140)}…`,
    });
    expect(references((await json(await admin(env(), '/leads?status=spam'))).body)).toEqual([spam]);
    expect(references((await json(await admin(env(), '/leads?locale=es'))).body)).toEqual([newer]);
    expect(references((await json(await admin(env(), '/leads?source=linkedin'))).body)).toEqual([
      newer,
    ]);
  });

  it('searches name, e-mail address and message, whatever the case', async () => {
    const ana = await lead({ name: 'Ana Ruiz', email: 'Ana.Ruiz@Example.com' });
    const bob = await lead({
      name: 'Bob Stone',
      email: 'bob@example.com',
      message: 'Our FIREWALL needs replacing, 100% urgent.',
    });
    const search = async (q: string) =>
      references((await json(await admin(env(), `/leads?q=${encodeURIComponent(q)}`))).body);
    expect(await search('ana.ruiz@example.COM')).toEqual([ana]);
    expect(await search('stone')).toEqual([bob]);
    expect(await search('firewall')).toEqual([bob]);
    expect(await search('100%')).toEqual([bob]);
    expect(await search('0%')).toEqual([bob]);
    expect(await search('_')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
  });

  it('searches whatever the case and the accents, in every language', async () => {
    const begona = await lead({
      name: 'Begoña Íñiguez',
      email: 'begona@example.es',
      message: 'Necesitamos migrar el CORREO ELECTRÓNICO.',
      locale: 'es',
    });
    const search = async (q: string) =>
      references((await json(await admin(env(), `/leads?q=${encodeURIComponent(q)}`))).body);
    expect(await search('íñiguez')).toEqual([begona]);
    expect(await search('iniguez')).toEqual([begona]);
    expect(await search('electrónico')).toEqual([begona]);
    expect(await search('Begoña Í')).toEqual([begona]);
    expect(await search('ñu')).toEqual([]);
  });

  it('gives a page of the newest leads, the count of all that match, and more when asked', async () => {
    const [oldest, middle, newest] = [await lead({}, 3), await lead({}, 2), await lead({}, 1)];
    const page = (await json(await admin(env(), '/leads?limit=2'))).body;
    expect(references(page)).toEqual([newest, middle]);
    expect(page.total).toBe(3);
    expect(references((await json(await admin(env(), '/leads?limit=3'))).body)).toEqual([
      newest,
      middle,
      oldest,
    ]);
    for (const limit of ['0', '1001', 'ten'])
      expect(await json(await admin(env(), `/leads?limit=${limit}`))).toEqual({
        status: 400,
        body: { error: 'The list gives 1 to 1000 leads at a time.' },
      });
  });

  it('searches the phone number too, and counts what the search found', async () => {
    const called = await lead({ phone: '+34 910 555 012' });
    await lead({ phone: '+1 972 555 0100' });
    const { body } = await json(await admin(env(), `/leads?q=${encodeURIComponent('910 555')}`));
    expect(references(body)).toEqual([called]);
    expect(body.total).toBe(1);
  });

  it('lists the leads received in the last 7, 30 or 90 days, as the Traffic view counts them', async () => {
    const lastMonth = await lead({}, 20);
    const today = await lead({});
    await lead({}, 40);
    expect(references((await json(await admin(env(), '/leads?days=7'))).body)).toEqual([today]);
    const { body } = await json(await admin(env(), '/leads?days=30'));
    expect(references(body)).toEqual([today, lastMonth]);
    expect(body.total).toBe(2);
    expect((await json(await admin(env(), '/leads'))).body.total).toBe(3);
  });

  it('refuses an unknown status, language or period with 400 and a sentence', async () => {
    expect(await json(await admin(env(), '/leads?status=open'))).toEqual({
      status: 400,
      body: { error: 'There is no status “open”: use one of new, replied, won, lost, spam.' },
    });
    expect(await json(await admin(env(), '/leads?locale=fr'))).toEqual({
      status: 400,
      body: { error: 'There is no language “fr”: use one of en, es.' },
    });
    expect(await json(await admin(env(), '/leads?days=12'))).toEqual({
      status: 400,
      body: { error: 'Leads are listed for the last 7, 30, 90 days, not “12”.' },
    });
  });
});

describe('POST /api/admin/leads/mark-spam and /delete', () => {
  const chosen = (path: string, references: unknown) =>
    admin(env(), `/leads/${path}`, { method: 'POST', body: { references } });

  it('marks the chosen leads as spam, each change recorded, a lead already spam left alone', async () => {
    const [first, second, kept, already] = [
      await lead({}),
      await lead({}),
      await lead({}),
      await lead({ fillMs: 1 }),
    ];
    expect(await json(await chosen('mark-spam', [first, second, already]))).toEqual({
      status: 200,
      body: { changed: 2 },
    });
    const spam = references((await json(await admin(env(), '/leads?status=spam'))).body);
    expect(spam.sort()).toEqual([first, second, already].sort());
    expect(references((await json(await admin(env(), '/leads'))).body)).toEqual([kept]);
    const { lead: marked } = (await json(await admin(env(), `/leads/${first}`))).body;
    expect(marked.changes).toEqual([{ at: expect.any(Number), editor, what: 'status: spam' }]);
  });

  it('deletes the chosen leads with their history and notices, and records who deleted how many', async () => {
    stubWebhook(hook, [200, 200, 200]);
    const [gone, alsoGone, kept] = [await lead({}), await lead({}), await lead({})];
    await admin(env(), `/leads/${gone}`, { method: 'PATCH', body: { status: 'lost' } });
    expect(await json(await chosen('delete', [gone, alsoGone, 'VX-NOTHERE']))).toEqual({
      status: 200,
      body: { changed: 2 },
    });
    expect(references((await json(await admin(env(), '/leads'))).body)).toEqual([kept]);
    expect((await admin(env(), `/leads/${gone}`)).status).toBe(404);
    const count = async (sql: string) => (await database.db.prepare(sql).first<{ n: number }>())?.n;
    expect(await count('SELECT COUNT(*) AS n FROM lead_changes')).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM outbox')).toBe(1);
    expect(await database.db.prepare('SELECT editor, leads FROM deletions').all()).toMatchObject({
      results: [{ editor, leads: 2 }],
    });
    expect(references((await json(await admin(env(), '/leads?q=Jane'))).body)).toEqual([kept]);
  });

  it('refuses a request without leads, or with too many, with 400 and changes nothing', async () => {
    const kept = await lead({});
    const error = 'Send the leads to change: { "references": ["VX-…", …] }.';
    for (const references of [[], 'VX-1', [3]])
      for (const path of ['mark-spam', 'delete'])
        expect(await json(await chosen(path, references))).toEqual({
          status: 400,
          body: { error },
        });
    expect(await json(await chosen('delete', Array(1001).fill(kept)))).toEqual({
      status: 400,
      body: { error: 'At most 1000 leads can be changed at once.' },
    });
    expect(references((await json(await admin(env(), '/leads'))).body)).toEqual([kept]);
  });
});

describe('GET /api/admin/leads/:reference', () => {
  it('gives everything known of the lead, its notifications, failures included', async () => {
    stubWebhook(hook, [500]);
    const reference = await lead({
      phone: '+1 972 555 0100',
      landing: '/services?utm_campaign=spring',
      referrer: 'https://www.google.com/',
      utm_campaign: 'spring',
    });
    const { status, body } = await json(await admin(env(), `/leads/${reference}`));
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      reference,
      phone: '+1 972 555 0100',
      budget: 'Not sure yet',
      message: 'Please call me about our servers.',
      note: '',
      landing: '/services?utm_campaign=spring',
      referrer: 'www.google.com',
      utmSource: '',
      utmMedium: '',
      utmCampaign: 'spring',
      source: 'www.google.com',
      spamReason: null,
      changes: [],
      notifications: [
        {
          kind: 'enquiry',
          channel: 'webhook',
          attempts: 1,
          deliveredAt: null,
          deadAt: null,
          lastError: 'HTTP 500',
          nextAttemptAt: expect.any(Number),
        },
      ],
    });
  });

  it('answers 404 for an unknown reference', async () => {
    expect(await json(await admin(env(), '/leads/VX-NOTHERE'))).toEqual({
      status: 404,
      body: {
        error:
          'No lead has the reference VX-NOTHERE: it has been deleted, or the link to it is wrong.',
      },
    });
  });
});

describe('PATCH /api/admin/leads/:reference', () => {
  it('sets the status and the note, and records who changed what, and when', async () => {
    const reference = await lead({});
    const before = Date.now();
    const { status, body } = await json(
      await admin(env(), `/leads/${reference}`, {
        method: 'PATCH',
        body: { status: 'replied', note: 'Called back; wants a quote by Friday.' },
      }),
    );
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      status: 'replied',
      note: 'Called back; wants a quote by Friday.',
    });
    expect(body.lead.changes).toEqual([
      { at: expect.any(Number), editor, what: 'status: replied' },
      { at: expect.any(Number), editor, what: 'note' },
    ]);
    expect(body.lead.changes[0].at).toBeGreaterThanOrEqual(before);
    // It stays so, and the same values again change nothing.
    await admin(env(), `/leads/${reference}`, { method: 'PATCH', body: { status: 'replied' } });
    const again = (await json(await admin(env(), `/leads/${reference}`))).body.lead;
    expect(again).toMatchObject({
      status: 'replied',
      note: 'Called back; wants a quote by Friday.',
    });
    expect(again.changes).toHaveLength(2);
    const row = await database.db.prepare('SELECT updated_by FROM enquiries').first();
    expect(row).toEqual({ updated_by: editor });
  });

  it('keeps both of two changes made at once, a status by one person and a note by another', async () => {
    const reference = await lead({});
    await Promise.all([
      admin(env(), `/leads/${reference}`, { method: 'PATCH', body: { status: 'won' } }),
      admin(env(), `/leads/${reference}`, {
        method: 'PATCH',
        body: { note: 'Signed for a year.' },
      }),
    ]);
    expect((await json(await admin(env(), `/leads/${reference}`))).body.lead).toMatchObject({
      status: 'won',
      note: 'Signed for a year.',
    });
  });

  it(`keeps a lead marked as spam by hand for ${spamRetentionDays} days from the marking, however old the lead`, async () => {
    stubWebhook(hook, [200]);
    const reference = await lead({}, spamRetentionDays + 10);
    await admin(env(), `/leads/${reference}`, { method: 'PATCH', body: { status: 'spam' } });
    const marked = Date.now();
    await runScheduled(env(), marked + 60_000);
    expect((await admin(env(), `/leads/${reference}`)).status).toBe(200);
    await runScheduled(env(), marked + spamRetentionDays * day + 60_000);
    expect((await admin(env(), `/leads/${reference}`)).status).toBe(404);
  });

  it.each([
    [{}, 'Send a status, a note, or both.'],
    [{ status: 'done' }, 'The status must be one of new, replied, won, lost, spam.'],
    [{ note: 5 }, 'The note must be text.'],
    [
      { note: 'x'.repeat(maxNoteLength + 1) },
      `A note holds at most ${maxNoteLength} characters; this one has ${maxNoteLength + 1}.`,
    ],
    [{ name: 'Someone else' }, 'Only a status and a note can be changed, not name.'],
    ['"a note"', 'Send a JSON object: { "status": …, "note": … }.'],
    ['not json', 'The body is not JSON: send a JSON object.'],
  ])('refuses %j with 400 and changes nothing', async (patch, error) => {
    const reference = await lead({});
    expect(
      await json(await admin(env(), `/leads/${reference}`, { method: 'PATCH', body: patch })),
    ).toEqual({ status: 400, body: { error } });
    expect((await json(await admin(env(), `/leads/${reference}`))).body.lead).toMatchObject({
      status: 'new',
      note: '',
      changes: [],
    });
  });

  it('answers 404 for an unknown lead, and 409 for taking a spam lead out other than by "not spam"', async () => {
    expect(
      (await admin(env(), '/leads/VX-NOTHERE', { method: 'PATCH', body: { status: 'won' } }))
        .status,
    ).toBe(404);
    const spam = await lead({ website: 'x' });
    expect(
      (await admin(env(), `/leads/${spam}`, { method: 'PATCH', body: { status: 'won' } })).status,
    ).toBe(409);
    expect(
      (
        await admin(env(), `/leads/${spam}`, {
          method: 'PATCH',
          body: { note: 'Looks like a bot.' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /api/admin/leads/:reference/not-spam', () => {
  it('moves a spam lead to the inbox and notifies the company once, however often it is asked', async () => {
    const received = stubWebhook(hook, [200]);
    const reference = await lead({ fillMs: 900 });
    expect(received).toEqual([]);
    const { status, body } = await json(
      await admin(env(), `/leads/${reference}/not-spam`, { method: 'POST' }),
    );
    expect(status).toBe(200);
    // Answered once queued; the notice goes out right after.
    expect(body.lead).toMatchObject({
      status: 'new',
      spamReason: 'too fast',
      notifications: [expect.objectContaining({ channel: 'webhook' })],
    });
    expect(body.lead.changes).toEqual([
      { at: expect.any(Number), editor, what: 'status: new (not spam)' },
    ]);
    expect(received).toEqual([expect.objectContaining({ type: 'enquiry', reference })]);
    const after = (await json(await admin(env(), `/leads/${reference}`))).body.lead;
    expect(after.notifications).toEqual([
      expect.objectContaining({ channel: 'webhook', deliveredAt: expect.any(Number) }),
    ]);
    const twice = await Promise.all(
      [1, 2].map(() => admin(env(), `/leads/${reference}/not-spam`, { method: 'POST' })),
    );
    expect(twice.map(({ status: code }) => code)).toEqual([409, 409]);
    expect(received).toHaveLength(1);
    expect(await database.db.prepare('SELECT COUNT(*) AS n FROM outbox').first()).toEqual({ n: 1 });
    expect(references((await json(await admin(env(), '/leads'))).body)).toEqual([reference]);
  });

  it('answers 404 for an unknown lead', async () => {
    expect(
      await json(await admin(env(), '/leads/VX-NOTHERE/not-spam', { method: 'POST' })),
    ).toEqual({
      status: 404,
      body: {
        error:
          'No lead has the reference VX-NOTHERE: it has been deleted, or the link to it is wrong.',
      },
    });
  });
});

describe('POST /api/admin/leads/:reference/notices/:id/send-again', () => {
  const sendAgain = (reference: string, id: number) =>
    admin(env(), `/leads/${reference}/notices/${id}/send-again`, { method: 'POST' });

  it('sends a given-up notice again at once, afresh, and records who did', async () => {
    // A rotated key: refused, so given up at once; put right, the notice goes through.
    const received = stubWebhook(hook, [401, 200]);
    const reference = await lead({});
    const [given] = (await json(await admin(env(), `/leads/${reference}`))).body.lead.notifications;
    expect(given).toMatchObject({
      attempts: 1,
      deadAt: expect.any(Number),
      lastError: 'HTTP 401: {}',
    });
    const { status, body } = await json(await sendAgain(reference, given.id));
    expect(status).toBe(200);
    expect(body.lead.notifications).toEqual([
      expect.objectContaining({
        id: given.id,
        attempts: 1,
        deadAt: null,
        deliveredAt: expect.any(Number),
        lastError: null,
      }),
    ]);
    expect(body.lead.changes).toEqual([
      { at: expect.any(Number), editor, what: 'sent again: enquiry by webhook' },
    ]);
    expect(received).toEqual([
      expect.objectContaining({ reference }),
      expect.objectContaining({ reference }),
    ]);
  });

  it("answers 409 for a notice not given up, and 404 for another lead's notice or an unknown lead, sending nothing", async () => {
    const received = stubWebhook(hook, [200, 404]);
    const delivered = await lead({});
    const refused = await lead({});
    const noticeOf = async (reference: string) =>
      (await json(await admin(env(), `/leads/${reference}`))).body.lead.notifications[0]
        .id as number;
    const [deliveredId, refusedId] = [await noticeOf(delivered), await noticeOf(refused)];
    expect(await json(await sendAgain(delivered, deliveredId))).toEqual({
      status: 409,
      body: {
        error: 'This notice was not given up: it has been delivered, or it is still being retried.',
      },
    });
    expect(await json(await sendAgain(delivered, refusedId))).toEqual({
      status: 404,
      body: {
        error: `This lead has no notice ${refusedId}: open the lead again to see its notices.`,
      },
    });
    expect((await sendAgain('VX-NOTHERE', refusedId)).status).toBe(404);
    expect(received).toHaveLength(2);
    expect((await json(await admin(env(), `/leads/${refused}`))).body.lead.changes).toEqual([]);
  });
});

describe('GET /api/admin/sources', () => {
  it('counts leads per source over the last 30 or 90 days, spam left out, most first', async () => {
    await lead({ utm_source: 'linkedin' }, 1);
    await lead({ utm_source: 'linkedin' }, 40);
    await lead({ referrer: 'www.google.com' }, 2);
    await lead({}, 3);
    await lead({}, 60);
    await lead({ utm_source: 'linkedin', website: 'x' }, 1);
    expect((await json(await admin(env(), '/sources?days=30'))).body).toEqual({
      days: 30,
      sources: [
        { source: 'direct', leads: 1 },
        { source: 'linkedin', leads: 1 },
        { source: 'www.google.com', leads: 1 },
      ],
    });
    expect((await json(await admin(env(), '/sources?days=90'))).body.sources).toEqual([
      { source: 'direct', leads: 2 },
      { source: 'linkedin', leads: 2 },
      { source: 'www.google.com', leads: 1 },
    ]);
    expect((await json(await admin(env(), '/sources'))).body.days).toBe(30);
    expect(await json(await admin(env(), '/sources?days=7'))).toEqual({
      status: 400,
      body: { error: 'Leads per source are counted over 30 or 90 days, not “7”.' },
    });
  });
});

describe('the subscribers', () => {
  it('lists them with their status, and takes one off the list as its own link does', async () => {
    const { ctx } = testContext();
    await handleNewsletter(
      postJson('/api/newsletter', { email: 'reader@acme.example', fillMs: 10_000, locale: 'es' }),
      testEnv(database.db),
      ctx,
    );
    const { body } = await json(await admin(env(), '/subscribers'));
    expect(body.subscribers).toEqual([
      {
        reference: expect.stringMatching(/^VX-/),
        email: 'reader@acme.example',
        status: 'pending',
        locale: 'es',
        receivedAt: expect.any(Number),
        confirmedAt: null,
        linkError: null,
      },
    ]);
    const path = `/subscribers/${body.subscribers[0].reference}/unsubscribe`;
    expect(await json(await admin(env(), path, { method: 'POST' }))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await json(await admin(env(), '/subscribers'))).body.subscribers).toEqual([]);
    expect(await json(await admin(env(), path, { method: 'POST' }))).toEqual({
      status: 404,
      body: { error: `No subscriber has the reference ${body.subscribers[0].reference}.` },
    });
  });

  it('shows a waiting address whose confirmation link was refused, and sends the link again once, at once', async () => {
    const mailApi = 'https://mail.test/send';
    const mail = testEnv(database.db, {
      EMAIL_API_URL: mailApi,
      EMAIL_API_KEY: 'key',
      NOTIFY_EMAIL_FROM: 'site@vantix.example',
      NOTIFY_EMAIL_TO: 'sales@vantix.example',
    });
    // The e-mail key was rotated: the company's notice and the link are refused, then it is put
    // right.
    const sent = stubWebhook(mailApi, [401, 401, 200]);
    const { ctx, settled } = testContext();
    await handleNewsletter(
      postJson('/api/newsletter', { email: 'late@acme.example', fillMs: 10_000 }),
      mail,
      ctx,
    );
    await settled();
    const [waiting] = (await json(await admin(mail, '/subscribers'))).body.subscribers;
    expect(waiting).toMatchObject({
      email: 'late@acme.example',
      status: 'pending',
      linkError: 'HTTP 401: {}',
    });

    const path = `/subscribers/${waiting.reference}/confirmation/send-again`;
    const twice = await Promise.all([1, 2].map(() => admin(mail, path, { method: 'POST' })));
    expect(await Promise.all(twice.map(json))).toEqual(
      expect.arrayContaining([
        { status: 200, body: { sent: 'delivered' } },
        {
          status: 409,
          body: {
            error: expect.stringMatching(
              /^This address has no confirmation link that was given up/,
            ),
          },
        },
      ]),
    );
    expect(sent.filter(({ to }) => JSON.stringify(to).includes('late@acme.example'))).toHaveLength(
      2,
    );
    expect((await json(await admin(mail, '/subscribers'))).body.subscribers[0]).toMatchObject({
      linkError: null,
    });
    expect(
      (await admin(mail, '/subscribers/VX-NOTHERE/confirmation/send-again', { method: 'POST' }))
        .status,
    ).toBe(404);
  });
});
