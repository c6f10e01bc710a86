import { ErrorAlert } from '@/kit/error-alert';
import { serverTextOf } from '@/lib/api/api-error';

/** A failed call as 000 §8 words it, with what the server said beneath when it said anything. */
export function TemplateFailure({ title, error }: { title: string; error: unknown }) {
  return (
    <ErrorAlert title={title}>{serverTextOf(error) ?? (error as Error)?.message ?? ''}</ErrorAlert>
  );
}
