import { MarkdownContent } from '../../components/ui/MarkdownContent';
import { caseStudyBodies } from '../../content/caseStudyBodies';
import { container, section } from '../../styles/layout.css';
import { useShownStudy } from './useShownStudy';

/** The study's story, from the Markdown below its front matter. */
export function CaseStudyStory() {
  const study = useShownStudy();
  const nodes = study && caseStudyBodies[study.slug];
  if (!nodes) return null;
  return (
    <div className={section}>
      <div className={container}>
        <MarkdownContent nodes={nodes} />
      </div>
    </div>
  );
}
