import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import caseStudies from 'virtual:content/case-studies';
import caseStudyBodies from 'virtual:content/case-studies/bodies';
import { ShownPath } from '../../src/components/layout/shownPath';
import type { MarkdownNode } from '../../src/content/types';
import { CaseStudyStory } from '../../src/sections/caseStudies/CaseStudyStory';
import { loadStory } from '../../src/sections/caseStudies/stories';

const [first, second] = caseStudies;
if (!first || !second) throw new Error('The tests need two case studies.');

/** The text of a story's first heading, from its rendered Markdown. */
async function firstHeading(path: string) {
  const text = (node: MarkdownNode): string => (typeof node === 'string' ? node : (node.children ?? []).map(text).join(''));
  const heading = (await caseStudyBodies[path]!()).find((node) => typeof node !== 'string' && node.tag === 'h2');
  if (!heading) throw new Error(`The story at ${path} has no heading.`);
  return text(heading);
}

const renderStory = (path: string) =>
  render(
    <ShownPath.Provider value={path}>
      <CaseStudyStory />
    </ShownPath.Provider>,
  );

describe('<CaseStudyStory />', () => {
  it('shows a story loaded before the page renders at once, as hydration needs', async () => {
    await loadStory(first.path);
    renderStory(first.path);
    expect(screen.getByRole('heading', { level: 2, name: await firstHeading(first.path) })).toBeVisible();
  });

  it('shows the story of a study opened in the app once its chunk arrives', async () => {
    await act(async () => void renderStory(second.path));
    expect(await screen.findByRole('heading', { level: 2, name: await firstHeading(second.path) })).toBeVisible();
  });
});

describe('loadStory', () => {
  it('fetches each story once, and has none for a page that is not a case study', async () => {
    expect(loadStory(first.path)).toBe(loadStory(first.path));
    expect(await loadStory('/about')).toBeUndefined();
  });
});
