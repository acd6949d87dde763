import { Component, type ErrorInfo, type ReactNode } from 'react';
import ui from 'virtual:content/interface.yaml';
import { site } from '../../content/site';
import { container } from '../../styles/layout.css';
import * as styles from './SectionBoundary.css';

type Props = { name: string; children: ReactNode };
type State = { failed: boolean };

/**
 * Contains a render error to the section it happened in: the rest of the page
 * stays, and the section says plainly that it could not be shown.
 */
export class SectionBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Section ${this.props.name} failed to render`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`${container} ${styles.fallback}`} role="status">
        {ui.sectionFailure} <a href={site.phone.href}>{site.phone.display}</a>.
      </div>
    );
  }
}
