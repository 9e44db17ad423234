import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ServerField } from '../../../contract/methods';
import { fieldChoices, isDropdownField } from '../../../forms/fields/choices';
import { useFieldTexts } from './useFieldTexts';
import { inputHints } from '../../../forms/fields/inputHints';
import { applyTyping, type FieldProblem, onBlurValue } from '../../../forms/fields/validateField';
import { loadMasks, maskKindOf, masksReady, needsMask } from '../../../forms/fields/mask';
import { phoneCountryOf } from '../../../forms/phone/phone';
import { setFieldValue, setPhoneCountry } from '../../../state/actions/depositForm';
import { useCashier, useLocale, useT } from '../../../ui/context';
import { DropdownField } from '../../../ui/Dropdown';
import { PhoneField } from '../../../ui/PhoneField';
import { TextField } from '../../../ui/TextField';

interface MethodFieldsProps {
  method: string;
  fields: readonly ServerField[];
  problems: readonly (FieldProblem | null)[];
  /** Whether a field's problem is shown: it is triggered (edited and left) or the form was submitted. */
  shows: (name: string) => boolean;
  onTrigger: (name: string) => void;
  /** Spec §4: focusing a field clears its error until it is left again. */
  onFocus: (name: string) => void;
  /** The field to focus when it appears: the first one the backend has just asked for. */
  focusOnAppear?: string;
}

/** Loads imask when a field needs it, and draws the fields again once it is there. */
function useMasks(needed: boolean): void {
  const [, loaded] = useState(masksReady());
  useEffect(() => {
    if (!needed || masksReady()) return;
    let current = true;
    loadMasks().then(
      () => current && loaded(true),
      () => {
        // Without imask a masked field is typed as plain text and cannot be confirmed: the page says its pattern is not met.
      },
    );
    return () => {
      current = false;
    };
  }, [needed]);
}

/** The method's server-driven fields (spec §3), each drawn by its type. */
export function MethodFields({ method, fields, problems, shows, onTrigger, onFocus, focusOnAppear }: MethodFieldsProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  // Synchronous, so a controlled input shows what was typed in the same event and its caret stays put.
  const { form, country } = useSnapshot(cashier.store, { sync: true });
  useMasks(fields.some(needsMask));
  const textsOf = useFieldTexts();

  return fields.map((field, index) => {
    const problem = problems[index];
    const texts = textsOf(field, method, problem);
    const error = shows(field.name) && problem ? texts.error : null;
    const value = form.fieldValues[field.name] ?? '';
    const setValue = (next: string) => setFieldValue(cashier, field.name, next);

    const choices = isDropdownField(field) ? fieldChoices(field, locale) : [];
    // A dropdown the server sent no options for is typed instead, so the player is never stuck.
    if (choices.length) {
      return (
        <DropdownField
          key={field.name}
          label={texts.label}
          placeholder={t('form.dropdown.placeholder')}
          choices={choices}
          value={value}
          error={error}
          onChange={setValue}
          onOpen={() => onFocus(field.name)}
          onClose={() => onTrigger(field.name)}
        />
      );
    }
    if (field.type === 'phone_with_prefix') {
      return (
        <PhoneField
          key={field.name}
          label={texts.label}
          country={phoneCountryOf(form.phoneCountries[field.name], country)}
          value={value}
          error={error}
          onCountry={(code) => setPhoneCountry(cashier, field.name, code)}
          onChange={setValue}
          onFocus={() => onFocus(field.name)}
          onBlur={() => onTrigger(field.name)}
        />
      );
    }
    return (
      <TextField
        key={field.name}
        label={texts.label}
        placeholder={texts.placeholder}
        value={value}
        error={error}
        autoCapitalize={field.type === 'text_uppercase' ? 'characters' : undefined}
        {...inputHints(field)}
        autoFocus={field.name === focusOnAppear}
        undoable={maskKindOf(field.mask) !== null}
        onChange={(typed) => setValue(applyTyping(field, typed))}
        onFocus={() => onFocus(field.name)}
        onBlur={() => {
          setValue(onBlurValue(field, cashier.store.form.fieldValues[field.name] ?? ''));
          onTrigger(field.name);
        }}
      />
    );
  });
}
