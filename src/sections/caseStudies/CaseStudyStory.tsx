import type { ComponentType } from 'react';
import { deferred } from '../../components/deferred/deferred';
import { MarkdownContent } from '../../components/ui/MarkdownContent';
import caseStudyBodies from 'virtual:content/case-studies/bodies';
import { container, section } from '../../styles/layout.css';
import { useShownStudy } from './useShownStudy';

// Each story is its own chunk, fetched as the visitor nears it; the prerendered page holds
// it in full, and React keeps that HTML until the chunk has arrived.
const stories: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(caseStudyBodies).map(([slug, load]) => [
    slug,
    deferred(() =>
      load().then((nodes) => {
        const Story = () => <MarkdownContent nodes={nodes} />;
        return Story;
      }),
    ),
  ]),
);

/** The study's story, from the Markdown below its front matter. */
export function CaseStudyStory() {
  const study = useShownStudy();
  const Story = study && stories[study.slug];
  if (!Story) return null;
  return (
    <div className={section}>
      <div className={container}>
        <Story />
      </div>
    </div>
  );
}
