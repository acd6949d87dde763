import type { ComponentType } from 'react';
import { SectionBoundary } from './SectionBoundary';

/** A page as an ordered list of sections, each isolated from the others' failures. */
export function PageSections({ sections }: { sections: readonly ComponentType[] }) {
  // The list is fixed per page, so its order is a stable key (minified names are not).
  return sections.map((Section, index) => (
    <SectionBoundary key={index} name={Section.displayName ?? Section.name}>
      <Section />
    </SectionBoundary>
  ));
}
