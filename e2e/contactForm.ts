import { expect, type Page } from '@playwright/test';

/** The English contact form, found as a visitor finds it: by its name. */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

export type Enquiry = { name: string; email: string; message: string; budget?: string };

/** Types an enquiry into the English contact form, as a visitor would. */
export async function fillContact(page: Page, { name, email, message, budget }: Enquiry) {
  const form = contactForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail address').fill(email);
  if (budget) await form.getByLabel('What is your budget?').selectOption(budget);
  await form.getByLabel('Your message').fill(message);
}

/** The reference the form shows once it says the message has been sent. */
export async function sentReference(page: Page): Promise<string> {
  const status = contactForm(page).getByRole('status');
  await expect(status).toContainText('your message has been sent');
  const reference = (await status.textContent())?.match(/VX-[0-9A-Z]{8}/)?.[0];
  if (!reference) throw new Error(`No reference in “${await status.textContent()}”`);
  return reference;
}
