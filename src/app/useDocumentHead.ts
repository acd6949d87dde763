import { useEffect } from 'react';
import type { RouteDef } from './routes';

/** Keeps the title and meta description in step with client-side navigation. */
export function useDocumentHead({ title, description }: RouteDef): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
