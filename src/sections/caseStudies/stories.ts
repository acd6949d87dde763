import type { ReactPromise } from 'react';
import caseStudyBodies from 'virtual:content/case-studies/bodies';
import type { MarkdownNode } from '../../content/types';

// Each story is its own chunk, so a study's page does not carry the others'. No React here: the
// page's boot script loads the study's story with its page, so hydrating it never suspends.

type Story = readonly MarkdownNode[] | undefined;
/**
 * A promise React's `use` reads at once once it has settled: it reads `status` and `value`
 * (react.dev, "Avoiding fallbacks by passing Promise subclasses"), and without them even a
 * story that has arrived would suspend the render that asks for it.
 */
type StoryRequest = ReactPromise<Story>;

const fulfilled = (request: Promise<Story>, story: Story): StoryRequest => Object.assign(request, { status: 'fulfilled' as const, value: story });

const requests = new Map<string, StoryRequest>();
const none: StoryRequest = fulfilled(Promise.resolve(undefined), undefined);

/**
 * The story of the case study at `path`, fetched once; none for any other page. One that fails is
 * forgotten, so the next call tries again.
 */
export function loadStory(path: string): StoryRequest {
  const load = caseStudyBodies[path];
  if (!load) return none;
  const known = requests.get(path);
  if (known) return known;
  const request: Promise<Story> = load().then(
    (story) => {
      fulfilled(request, story);
      return story;
    },
    (error: unknown) => {
      requests.delete(path);
      throw error;
    },
  );
  requests.set(path, request);
  return request;
}
