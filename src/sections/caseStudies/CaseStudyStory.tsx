import { Suspense, use } from 'react';
import { MarkdownContent } from '../../components/ui/MarkdownContent';
import { container, section } from '../../styles/layout.css';
import { loadStory } from './stories';
import { useShownStudy } from './useShownStudy';

/** The story of the study at `path`: at once when it has arrived, otherwise once it does. */
function Story({ path }: { path: string }) {
  const story = use(loadStory(path));
  return story ? <MarkdownContent nodes={story} /> : null;
}

/**
 * The study's story, from the Markdown below its front matter. The prerendered page holds it in
 * full; a study opened in the app shows the rest of its page while the story's chunk arrives.
 */
export function CaseStudyStory() {
  const study = useShownStudy();
  if (!study) return null;
  return (
    <div className={section}>
      <div className={container}>
        <Suspense fallback={null}>
          <Story path={study.path} />
        </Suspense>
      </div>
    </div>
  );
}
