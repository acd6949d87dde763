// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../src/forms/contract.mjs';
import { emptyValues, fieldsOf } from '../../src/forms/fields';
import { contactMailto } from '../../src/forms/mailto';
import { pageWords } from '../../src/forms/words';
import { enquiryNotice } from '../../worker/notify/notices';

const { budgetOptions, choices, contact, optionLabel, postedValues, sentValues } = pageWords;

const mailBody = (url: string) => new URL(url).searchParams.get('body') ?? '';
const values = {
  name: 'Jane Cooper',
  email: 'jane@acme.example',
  phone: '',
  budget: 'not-sure',
  message: 'Please call me about our network.',
};
const budgets = contactForm.fields.budget.options;

describe('the contact form contract', () => {
  it('offers the budgets it lists, in its order, each under the label the copy gives it', () => {
    expect(choices(budgets)).toEqual(budgetOptions);
    for (const value of budgets) expect(optionLabel(value)).not.toBe(value);
  });

  it('has copy for every field it lists', () => {
    for (const field of fieldsOf(contactForm)) {
      expect(contact.fields[field].label, field).toBeTruthy();
      expect(contact.mailLabels[field], field).toBeTruthy();
    }
  });

  it('starts a choice on its first option and the text fields empty', () => {
    expect(emptyValues(contactForm)).toEqual({
      name: '',
      email: '',
      phone: '',
      budget: 'not-sure',
      message: '',
    });
  });

  it.each(budgets)(
    'sends, e-mails and notifies the budget %s as its one label, and reads that label back as the value',
    (budget) => {
      const label = optionLabel(budget);
      const sent = sentValues(contactForm, { ...values, budget });
      expect(sent.budget).toBe(label);
      expect(mailBody(contactMailto({ ...values, budget }))).toContain(`\nBudget: ${label}\n`);
      const notice = enquiryNotice(
        { ...sent, id: 1, reference: 'VX-TEST0001', locale: 'en', received_at: 0 },
        'https://www.vantix.example',
      );
      expect(notice.text).toContain(`\nBudget: ${label}\n`);
      expect(notice.data).toMatchObject({ budget: label });
      // The script posts the label, a form posted without script the value.
      expect(postedValues(contactForm, { budget: label }).budget).toBe(budget);
      expect(postedValues(contactForm, { budget }).budget).toBe(budget);
    },
  );

  it('reads a post without a budget as the first option, and leaves an unknown one for validation to refuse', () => {
    expect(postedValues(contactForm, {})).toEqual({ ...emptyValues(contactForm) });
    expect(postedValues(contactForm, { budget: 'a million' }).budget).toBe('a million');
  });
});
