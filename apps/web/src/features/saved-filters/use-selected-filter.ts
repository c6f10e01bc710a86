import { useSearchParams } from 'react-router';

/**
 * The open filter lives in the `filter` query parameter (spec 002 top bar), so a reload or a
 * shared address opens the same filter; no parameter means a new one.
 */
export function useSelectedFilter(): [string | null, (filterCode: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = (filterCode: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (filterCode === null) next.delete('filter');
      else next.set('filter', filterCode);
      return next;
    });
  return [params.get('filter'), select];
}
