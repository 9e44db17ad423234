import type { ReactNode } from 'react';
import { SEARCH_THRESHOLD } from '../state/methodList';
import { useT } from './context';
import { SearchBox } from './SearchBox';

interface SearchableListProps {
  /** Items before filtering: the search box appears above five. */
  total: number;
  /** Items after filtering: none shows `search.text`. */
  shown: number;
  query: string;
  onQuery: (query: string) => void;
  searchLabel: string;
  children: ReactNode;
}

/** A list with the spec's search box and empty state. */
export function SearchableList({ total, shown, query, onQuery, searchLabel, children }: SearchableListProps) {
  const t = useT();
  return (
    <>
      {total > SEARCH_THRESHOLD ? <SearchBox label={searchLabel} placeholder={t('search.placeholder')} value={query} onChange={onQuery} /> : null}
      {shown === 0 ? (
        <p className="search-empty" role="status">
          {t('search.text')}
        </p>
      ) : (
        children
      )}
    </>
  );
}
