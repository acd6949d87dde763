import type { ComponentType } from 'react';
import { SectionBoundary } from './SectionBoundary';

/** A page as an ordered list of sections, each isolated from the others' failures. */
export function PageSections({ sections }: { sections: readonly ComponentType[] }) {
  return sections.map((Section) => (
    <SectionBoundary key={Section.name} name={Section.name}>
      <Section />
    </SectionBoundary>
  ));
}
