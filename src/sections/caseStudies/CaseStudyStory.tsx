import { lazy, Suspense, type ComponentType } from 'react';
import { MarkdownContent } from '../../components/ui/MarkdownContent';
import caseStudyBodies from 'virtual:content/case-studies/bodies';
import { container, section } from '../../styles/layout.css';
import { useShownStudy } from './useShownStudy';

// Each story is its own chunk, so a study's page does not carry the others'. The prerendered
// page holds it in full, and React keeps that HTML while the chunk arrives.
const stories: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  Object.entries(caseStudyBodies).map(([slug, load]) => [
    slug,
    lazy(() => load().then((nodes) => ({ default: () => <MarkdownContent nodes={nodes} /> }))),
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
        <Suspense fallback={null}>
          <Story />
        </Suspense>
      </div>
    </div>
  );
}
