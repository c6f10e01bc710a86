import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Guards an editor with unsaved changes: leaving for another page of the console is held for the
 * editor's `UnsavedChangesModal` (spread `modal` into it and save with `proceed` as the follow-up),
 * closing the tab or reloading gets the browser's own question.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  // Read by the blocker when a navigation starts, so a save or delete that just ended (`release`)
  // leaves freely before the next render has seen the saved draft.
  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);
  const proceed = () => blocker.proceed?.();
  return {
    /** Lets the next navigation through: what was unsaved has just been saved or deleted. */
    release: () => {
      isDirtyRef.current = false;
    },
    /** Goes on to where the held navigation was heading. */
    proceed,
    modal: {
      opened: blocker.state === 'blocked',
      onDiscard: proceed,
      onCancel: () => blocker.reset?.(),
    },
  };
}
