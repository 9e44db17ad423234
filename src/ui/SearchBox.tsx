import { useId, useRef } from 'react';
import { useT } from './context';
import { CloseIcon, SearchIcon } from './icons';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Set when the box filters a dropdown's listbox: it then acts as the list's combobox. */
  listbox?: { id: string; active: string | undefined };
}

export function SearchBox({ label, placeholder, value, onChange, listbox }: SearchBoxProps) {
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div className="search" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="search__icon" />
      <input
        ref={input}
        id={id}
        className="search__input"
        part="search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        role={listbox ? 'combobox' : undefined}
        aria-expanded={listbox ? true : undefined}
        aria-controls={listbox?.id}
        aria-autocomplete={listbox ? 'list' : undefined}
        aria-activedescendant={listbox?.active}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {value ? (
        <button type="button" className="search__clear" aria-label={t('search.clear')} onClick={clear}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
