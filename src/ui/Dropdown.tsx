import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type Choice, filterChoices, needsSearch, nextStartingWith } from '../forms/fields/choices';
import { useCashier, useLocale, useT } from './context';
import { FieldFrame } from './FieldFrame';
import { ChevronDownIcon } from './pageIcons';
import { SearchBox } from './SearchBox';
import { closeDropdown, openDropdown } from '../state/actions/dropdown';

/** The popup's height with a search box and its list (the list scrolls past 264 px). */
const POPUP_MAX_HEIGHT_PX = 340;

interface DropdownControlProps {
  /** The button's id, named by the field's label. */
  id?: string;
  choices: readonly Choice[];
  value: string;
  placeholder: string;
  /** What the closed button shows for the chosen option (its text by default). */
  shownAs?: (choice: Choice) => string;
  /** A decorative mark drawn before an option's text and the chosen one's (a currency's icon). */
  mark?: (choice: Choice) => ReactNode;
  /** The button's accessible name when no label names it. */
  ariaLabel?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Not open to choice (still loading, or nothing to choose between). */
  disabled?: boolean;
  className?: string;
  onChange: (value: string) => void;
  /** Called when the list opens (the field's error is cleared while the player chooses). */
  onOpen?: () => void;
  /** Called when the list closes, chosen or not (the field is then triggered). */
  onClose?: () => void;
}

/**
 * A button opening a listbox of choices, with a search box above five. Only one dropdown of a
 * cashier is open at a time: opening one closes the others.
 */
export function DropdownControl(props: DropdownControlProps) {
  const { choices, value, placeholder, shownAs = (choice) => choice.text, mark, onChange, onOpen, onClose } = props;
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  const ownId = useId();
  const id = props.id ?? ownId;
  const listId = `${id}-list`;
  const open = useSnapshot(cashier.store).openDropdown === id;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [upward, setUpward] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const searchable = needsSearch(choices);
  const shown = filterChoices(choices, query, locale);
  const chosen = choices.find((choice) => choice.value === value);

  const close = (refocus: boolean) => {
    closeDropdown(cashier, id);
    setQuery('');
    if (refocus) button.current?.focus();
    onClose?.();
  };
  const openList = () => {
    // Opens upwards when the list would not fit below the button but fits better above it.
    const box = button.current?.getBoundingClientRect();
    if (box) setUpward(innerHeight - box.bottom < POPUP_MAX_HEIGHT_PX && box.top > innerHeight - box.bottom);
    openDropdown(cashier, id);
    onOpen?.();
    setActive(Math.max(0, choices.findIndex((choice) => choice.value === value)));
  };
  const choose = (choice: Choice | undefined) => {
    if (!choice) return;
    onChange(choice.value);
    close(true);
  };

  // Focus moves into the list when it opens: to the search box, or to the listbox itself.
  // Closed by another dropdown opening, it forgets its search.
  useEffect(() => {
    if (!open) {
      setQuery('');
      return;
    }
    const target = searchable ? wrapper.current?.querySelector<HTMLInputElement>('input[type="search"]') : list.current;
    target?.focus();
  }, [open, searchable]);

  // Escape closes the list, not the page: handled here, before the cashier's own Back listener.
  // A press outside the dropdown closes it too, in the widget or anywhere on the host page: the
  // document hears both, and an open shadow root's nodes are in the event's composed path.
  useEffect(() => {
    const element = wrapper.current;
    if (!open || !element) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    const page = element.ownerDocument;
    const onPointer = (event: Event) => {
      if (!event.composedPath().includes(element)) close(false);
    };
    element.addEventListener('keydown', onKey);
    page.addEventListener('pointerdown', onPointer);
    return () => {
      element.removeEventListener('keydown', onKey);
      page.removeEventListener('pointerdown', onPointer);
    };
  });

  // The active option stays in view while the player moves with the keyboard.
  useEffect(() => {
    if (open) list.current?.querySelector(`#${CSS.escape(`${id}-${active}`)}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const onListKey = (event: KeyboardEvent) => {
    const last = shown.length - 1;
    const inSearch = event.target instanceof HTMLInputElement;
    const moves: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0) };
    // Home and End move the caret in the search box; in a bare list they go to its ends.
    if (!inSearch) Object.assign(moves, { Home: 0, End: last });
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key] ?? 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (!inSearch && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      // Type-ahead: a letter moves to the next option starting with it.
      const next = nextStartingWith(shown, active, event.key, locale);
      if (next !== null) setActive(next);
    }
  };

  return (
    <div className={`dropdown ${props.className ?? ''}`} ref={wrapper}>
      <button
        ref={button}
        id={id}
        type="button"
        className="field__input dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={props.ariaLabel}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? 'true' : undefined}
        disabled={props.disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        {chosen && mark ? mark(chosen) : null}
        <span className={chosen ? 'dropdown__value' : 'dropdown__placeholder'}>{chosen ? shownAs(chosen) : placeholder}</span>
        <ChevronDownIcon className="dropdown__chevron" />
      </button>
      {open ? (
        <div className={upward ? 'dropdown__popup dropdown__popup--up' : 'dropdown__popup'} part="dropdown" onKeyDown={onListKey}>
          {searchable ? (
            <SearchBox
              label={t('search.placeholder')}
              placeholder={t('search.placeholder')}
              value={query}
              onChange={(next) => {
                setQuery(next);
                setActive(0);
              }}
              listbox={{ id: listId, active: shown.length ? `${id}-${active}` : undefined }}
            />
          ) : null}
          {shown.length === 0 ? (
            <p className="search-empty" role="status">
              {t('search.text')}
            </p>
          ) : null}
          <ul
            ref={list}
            id={listId}
            role="listbox"
            className="dropdown__list"
            tabIndex={searchable ? -1 : 0}
            aria-label={props.ariaLabel}
            aria-labelledby={props.ariaLabel ? undefined : id}
            aria-activedescendant={searchable || !shown.length ? undefined : `${id}-${active}`}
          >
            {shown.map((choice, index) => (
              <li
                key={choice.value}
                id={`${id}-${index}`}
                role="option"
                aria-selected={choice.value === value}
                className={index === active ? 'dropdown__option dropdown__option--active' : 'dropdown__option'}
                onPointerMove={() => setActive(index)}
                onClick={() => choose(choice)}
              >
                {mark ? mark(choice) : null}
                <span>{choice.text}</span>
                {choice.detail ? <span className="dropdown__detail" dir="auto">{choice.detail}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

interface DropdownFieldProps extends Omit<DropdownControlProps, 'id' | 'describedBy' | 'invalid'> {
  label: string;
  error: string | null;
}

/** A labelled dropdown whose error is announced, like every field of the form. */
export function DropdownField({ label, error, ...control }: DropdownFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => <DropdownControl {...control} id={id} describedBy={describedBy} invalid={error !== null} />}
    </FieldFrame>
  );
}
