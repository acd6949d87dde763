import { expect, type Page } from '@playwright/test';

const questions = [
  'What are the advantages of cloud services for my business?',
  'How long should a business plan be?',
  'Is artificial intelligence safe and ethical to use?',
];

/** The home page's FAQ: its questions' `<details>`, in order (a summary has no ARIA role to find it by). */
export const faqItems = (page: Page) =>
  questions.map((question) =>
    page
      .getByRole('region', { name: 'Talk To About Any Question?' })
      .locator('details', { hasText: question }),
  );

/** The browser keeps the group exclusive: the first open, another closes it, the open one closes all. */
export async function expectExclusiveFaq(page: Page) {
  const [cloud, plan, ai] = faqItems(page) as [
    ReturnType<typeof faqItems>[number],
    ReturnType<typeof faqItems>[number],
    ReturnType<typeof faqItems>[number],
  ];
  await expect(cloud).toHaveAttribute('open');
  await expect(cloud.getByText('pay for the capacity')).toBeVisible();
  await expect(plan.getByText('for most companies 15 to 30 pages')).toBeHidden();
  await plan.locator('summary').click();
  await expect(plan).toHaveAttribute('open');
  await expect(plan.getByText('for most companies 15 to 30 pages')).toBeVisible();
  await expect(cloud).not.toHaveAttribute('open');
  await expect(cloud.getByText('pay for the capacity')).toBeHidden();
  await plan.locator('summary').click();
  for (const item of [cloud, plan, ai]) await expect(item).not.toHaveAttribute('open');
  await ai.locator('summary').click();
  await expect(ai.getByText('NIST AI Risk Management Framework')).toBeVisible();
}
