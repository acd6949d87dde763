// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { handleContact } from '../../worker/contact';
import { sourceMaxLength } from '../../src/forms/contract.mjs';
import { testDatabase, origin, postForm, postJson, testContext, testEnv } from './harness';

const database = testDatabase();

const message = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  message: 'Please call me about our servers.',
  fillMs: 10_000,
  idempotencyKey: 'key-src-0123456789abcdef',
};
const native = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  phone: '',
  budget: 'not-sure',
  message: message.message,
  website: '',
};

async function stored(request: Request) {
  const { ctx, settled } = testContext();
  await handleContact(request, testEnv(database.db), ctx);
  await settled();
  return database.db
    .prepare(
      'SELECT landing, referrer, utm_source, utm_medium, utm_campaign, source FROM enquiries',
    )
    .first();
}

describe('where a lead came from', () => {
  it('keeps what the script posts: the landing page, the referring host, the UTM tags, and the UTM source as its label', async () => {
    const visit = {
      landing: '/services?utm_source=newsletter&utm_medium=email',
      referrer: 'https://mail.google.com/mail/u/0/',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    };
    expect(await stored(postJson('/api/contact', { ...message, ...visit }))).toEqual({
      ...visit,
      referrer: 'mail.google.com',
      source: 'newsletter',
    });
  });

  it('labels a lead by its referring host without UTM tags, and as direct with neither', async () => {
    expect(
      await stored(
        postJson('/api/contact', { ...message, landing: '/', referrer: 'www.bing.com' }),
      ),
    ).toMatchObject({ referrer: 'www.bing.com', source: 'www.bing.com' });
    await database.clear();
    expect(await stored(postJson('/api/contact', { ...message, landing: '/about' }))).toMatchObject(
      { landing: '/about', source: 'direct' },
    );
  });

  it('reads the same fields from a form post', async () => {
    const fields = {
      ...native,
      landing: '/es/contact?utm_campaign=feria',
      referrer: 'duckduckgo.com',
      utm_source: '',
      utm_medium: '',
      utm_campaign: 'feria',
    };
    expect(await stored(postForm('/api/contact', fields))).toEqual({
      landing: '/es/contact?utm_campaign=feria',
      referrer: 'duckduckgo.com',
      utm_source: '',
      utm_medium: '',
      utm_campaign: 'feria',
      source: 'duckduckgo.com',
    });
  });

  it('bounds each value, strips invisible characters, and drops a landing page on another site', async () => {
    const row = await stored(
      postJson('/api/contact', {
        ...message,
        landing: `https://evil.example/${'a'.repeat(50)}`,
        referrer: 'news\u200B.example',
        utm_source: `x\u202E${'s'.repeat(300)}`,
        utm_campaign: `/${'c'.repeat(900)}`,
      }),
    );
    expect(row).toMatchObject({
      landing: '',
      referrer: 'news.example',
      utm_source: `x${'s'.repeat(sourceMaxLength - 1)}`,
    });
    expect(String(row?.utm_campaign)).toHaveLength(sourceMaxLength);
    await database.clear();
    const long = await stored(
      postJson('/api/contact', { ...message, landing: `${origin}/services?q=${'q'.repeat(900)}` }),
    );
    expect(String(long?.landing)).toHaveLength(sourceMaxLength);
    expect(String(long?.landing)).toMatch(/^\/services\?q=q+$/);
  });

  it('without script, falls back on the Referer: its path and query as the landing, its UTM tags, no referring host', async () => {
    const referer = `${origin}/es/contact?utm_source=linkedin&utm_medium=social&utm_campaign=otono`;
    expect(
      await stored(postForm('/api/contact', native, { headers: { Referer: referer } })),
    ).toEqual({
      landing: '/es/contact?utm_source=linkedin&utm_medium=social&utm_campaign=otono',
      referrer: '',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'otono',
      source: 'linkedin',
    });
    await database.clear();
    expect(
      await stored(
        postForm('/api/contact', native, {
          headers: { Referer: 'https://elsewhere.example/?utm_source=x' },
        }),
      ),
    ).toMatchObject({ landing: '', utm_source: '', source: 'direct' });
    await database.clear();
    expect(
      await stored(
        postForm('/api/contact', native, { headers: { Referer: `${origin}/api/contact` } }),
      ),
    ).toMatchObject({ landing: '', source: 'direct' });
  });

  it('without script, keeps the visit across a refusal: the refusal page posts it again with the corrected form', async () => {
    const referer = `${origin}/contact?utm_source=linkedin&utm_campaign=autumn`;
    const { ctx } = testContext();
    const refused = await handleContact(
      postForm('/api/contact', { ...native, email: 'jane@' }, { headers: { Referer: referer } }),
      testEnv(database.db),
      ctx,
    );
    expect(refused.status).toBe(400);
    const hidden = [
      ...(await refused.text()).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g),
    ].map(([, name, value]) => [name, value?.replaceAll('&amp;', '&')]);
    const again = { ...Object.fromEntries(hidden), ...native };
    expect(
      await stored(
        postForm('/api/contact', again, { headers: { Referer: `${origin}/api/contact` } }),
      ),
    ).toEqual({
      landing: '/contact?utm_source=linkedin&utm_campaign=autumn',
      referrer: '',
      utm_source: 'linkedin',
      utm_medium: '',
      utm_campaign: 'autumn',
      source: 'linkedin',
    });
  });
});
