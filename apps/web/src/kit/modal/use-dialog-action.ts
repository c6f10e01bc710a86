import { useState } from 'react';
import { failureTextOf } from './failure-text';

/**
 * A dialog's confirm step: busy while it runs, and its failure kept as text for the dialog to
 * show, never thrown away. `fallbackText` is for failures that name no text of their own.
 */
export function useDialogAction<Args extends unknown[]>(
  action: (...args: Args) => Promise<void> | void,
  fallbackText: string,
) {
  const [isRunning, setIsRunning] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (...args: Args) => {
    setIsRunning(true);
    setFailure(undefined);
    try {
      await action(...args);
    } catch (error) {
      setFailure(failureTextOf(error) ?? fallbackText);
    } finally {
      setIsRunning(false);
    }
  };
  return { run, isRunning, failure };
}
