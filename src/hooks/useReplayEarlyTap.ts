import { useEffect, type RefObject } from 'react';
import { goLive } from './earlyInput';

/** Makes the element live once its component has rendered, replaying the tap held for it. */
export function useReplayEarlyTap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (ref.current) goLive(ref.current)?.click();
  }, [ref]);
}
