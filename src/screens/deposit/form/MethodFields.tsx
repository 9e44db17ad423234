import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ServerField } from '../../../contract/methods';
import { fieldChoices, isDropdownField } from '../../../forms/fields/choices';
import { useFieldTexts } from './useFieldTexts';
import { dynamicPropsOf, fieldValue } from '../../../forms/fields/dynamicProps';
import { inputHints } from '../../../forms/fields/inputHints';
import { applyTyping, type FieldProblem, onBlurValue } from '../../../forms/fields/validateField';
import { loadMasks, maskKindOf, masksReady, needsMask } from '../../../forms/fields/mask';
import { phoneCountryOf } from '../../../forms/phone/phone';
import { setFieldValue, setPhoneCountry } from '../../../state/actions/depositForm';
import { useCashier, useLocale, useT } from '../../../ui/context';
import { Disclosure } from '../../../ui/Disclosure';
import { DropdownField } from '../../../ui/Dropdown';
import { PhoneField } from '../../../ui/PhoneField';
import { TextField } from '../../../ui/TextField';

interface MethodFieldsProps {
  method: string;
  fields: readonly ServerField[];
  problems: readonly (FieldProblem | null)[];
  /** Whether a field's problem is shown: it is triggered (edited and left) or the form was submitted. */
  shows: (name: string) => boolean;
  /** How many times the form was submitted: each submit with a problem among the advanced fields opens them. */
  round?: number;
  onTrigger: (name: string) => void;
  /** Focusing a field clears its error until it is left again. */
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
export function MethodFields({ method, fields, problems, shows, round = 0, onTrigger, onFocus, focusOnAppear }: MethodFieldsProps) {
  const cashier = useCashier();
  const t = useT();
  const locale = useLocale();
  // Synchronous, so a controlled input shows what was typed in the same event and its caret stays put.
  const { form, country } = useSnapshot(cashier.store, { sync: true });
  useMasks(fields.some(needsMask));
  const textsOf = useFieldTexts();

  const draw = (field: ServerField, index: number) => {
    const problem = problems[index];
    const texts = textsOf(field, method, problem);
    const error = shows(field.name) && problem ? texts.error : null;
    const value = fieldValue(field, form.fieldValues);
    const setValue = (next: string) => setFieldValue(cashier, field.name, next);

    const choices = isDropdownField(field) ? fieldChoices(field, locale) : [];
    if (dynamicPropsOf(field).isDisabled) {
      const shown = choices.find((choice) => choice.value === value)?.text ?? value;
      return <TextField key={field.name} label={texts.label} placeholder={texts.placeholder} value={shown} error={null} readOnly />;
    }
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
          setValue(onBlurValue(field, fieldValue(field, cashier.store.form.fieldValues)));
          onTrigger(field.name);
        }}
      />
    );
  };

  const drawn = fields.map((field, index) => ({
    advanced: dynamicPropsOf(field).isAdvanced === true,
    showsProblem: !!problems[index] && shows(field.name),
    node: draw(field, index),
  }));
  const advanced = drawn.filter((entry) => entry.advanced);
  // A problem of an advanced field opens them when it shows, and again at each submit it survives: no error waits out of sight.
  const advancedProblem = advanced.some((entry) => entry.showsProblem);
  return (
    <>
      {drawn.filter((entry) => !entry.advanced).map((entry) => entry.node)}
      {advanced.length ? (
        <Disclosure label={t('form.moreOptions')} reveal={advancedProblem ? round : null}>
          {advanced.map((entry) => entry.node)}
        </Disclosure>
      ) : null}
    </>
  );
}
