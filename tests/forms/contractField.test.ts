// @vitest-environment node
// A field added to the contact form's contract (and given its copy) reaches everything
// that reads the form: the JSON sent, the e-mail, the stored row, the notice and `npm run leads`.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../src/forms/contract.mjs';
import { pageWords } from '../../src/forms/words';
import { contactMailto } from '../../src/forms/mailto';
import { handleContact } from '../../worker/contact';
import { enquiryNotice, type EnquiryRow } from '../../worker/notify/notices';
import { leadsQueries, terminalRow } from '../../scripts/leadsFormat.mjs';
import { origin, postJson, testContext, testDatabase, testEnv } from '../worker/harness';
import type * as Contract from '../../src/forms/contract.mjs';
import type * as Words from '../../src/forms/words';

vi.mock('../../src/forms/contract.mjs', async (importOriginal) => {
  const contract = await importOriginal<typeof Contract>();
  const fields = { ...contract.contactForm.fields, company: { kind: 'text', required: false } };
  return { ...contract, contactForm: { ...contract.contactForm, fields } };
});
// Every language's copy gives it a label: the page's, and the one the company reads.
vi.mock('../../src/forms/words', async (importOriginal) => {
  const original = await importOriginal<typeof Words>();
  const { default: forms } = await import('virtual:content/forms.yaml');
  const formWords: typeof original.formWords = (copy) =>
    original.formWords({
      ...copy,
      contact: {
        ...copy.contact,
        mailLabels: {
          ...copy.contact.mailLabels,
          company: 'Company',
        } as typeof copy.contact.mailLabels,
      },
    });
  return { ...original, formWords, pageWords: formWords(forms) };
});

const database = testDatabase({ clearEach: false });
beforeAll(() =>
  database.db.prepare(`ALTER TABLE enquiries ADD COLUMN company TEXT NOT NULL DEFAULT ''`).run(),
);

const values = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  phone: '',
  budget: 'not-sure',
  message: 'Please call me about our network.',
  company: ' Acme Inc. ',
};

describe('a field added to the contact form contract', () => {
  it('is in the mocked contract and copy this file works with', () => {
    expect(Object.keys(contactForm.fields)).toContain('company');
    expect((pageWords.contact.mailLabels as Record<string, string>).company).toBe('Company');
  });

  it('is sent, trimmed, in the JSON and written into the e-mail', () => {
    expect(pageWords.sentValues(contactForm, values)).toMatchObject({ company: 'Acme Inc.' });
    expect(new URL(contactMailto(values)).searchParams.get('body')).toContain(
      '\nCompany: Acme Inc.\n',
    );
  });

  it('is stored by the receiver, told in the notice and listed by npm run leads', async () => {
    const { ctx, settled } = testContext();
    const { idempotencyKey, fillMs } = { idempotencyKey: 'key-company-0123456789', fillMs: 12_000 };
    const response = await handleContact(
      postJson('/api/contact', {
        ...pageWords.sentValues(contactForm, values),
        idempotencyKey,
        fillMs,
      }),
      testEnv(database.db),
      ctx,
    );
    await settled();
    expect(response.status).toBe(201);

    const row = await database.db.prepare('SELECT * FROM enquiries').first<EnquiryRow>();
    expect(row).toMatchObject({ company: 'Acme Inc.' });
    const notice = enquiryNotice(row as EnquiryRow, origin);
    expect(notice.text).toContain('\nCompany: Acme Inc.\n');
    expect(notice.data).toMatchObject({ company: 'Acme Inc.' });

    const { results } = await database.db
      .prepare(leadsQueries.enquiries)
      .all<Record<string, unknown>>();
    expect(results).toEqual([expect.objectContaining({ company: 'Acme Inc.' })]);
    expect(terminalRow(results[0] ?? {})).toMatch(/^company +Acme Inc\.$/m);
  });
});
