import { useEffect, useState } from 'react';
import { formatDate, formatNumber, parseAmount, parseDate } from '../format';

/** A number typed the Argentine way ("1.234,56"); shown formatted when not being edited. */
export function AmountInput(props: {
  value: number | null;
  onChange(value: number | null): void;
  className?: string;
  ariaLabel: string;
  disabled?: boolean;
  onFocus?(): void;
  name?: string;
  /** Shown with two decimals (prices). */
  money?: boolean;
}) {
  const [text, setText] = useState(formatNumber(props.value, { money: props.money }));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(props.value === null ? '' : formatNumber(props.value, { money: props.money }));
  }, [props.value, focused, props.money]);
  return (
    <input
      type="text"
      inputMode="decimal"
      name={props.name}
      aria-label={props.ariaLabel}
      className={props.className}
      disabled={props.disabled}
      value={text}
      onFocus={() => {
        setFocused(true);
        props.onFocus?.();
      }}
      onBlur={() => setFocused(false)}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(parseAmount(e.target.value));
      }}
    />
  );
}

/**
 * A date typed the Argentine way (dd/mm/aaaa), whatever the browser's language: a native date input shows the
 * browser's format (mm/dd/yyyy in an English browser). `value` and `onChange` use ISO dates; empty is null.
 */
export function DateInput(props: { value: string | null; onChange(value: string | null): void; ariaLabel?: string; onFocus?(): void }) {
  const shown = props.value ? formatDate(props.value) : '';
  const [text, setText] = useState(shown);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shown);
  }, [shown, focused]);
  const invalid = text.trim() !== '' && parseDate(text) === null;
  return (
    <input
      type="text"
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      aria-label={props.ariaLabel}
      aria-invalid={invalid}
      className={invalid ? 'invalid' : undefined}
      title={invalid ? 'Fecha inválida: usá dd/mm/aaaa' : undefined}
      value={text}
      onFocus={() => {
        setFocused(true);
        props.onFocus?.();
      }}
      onBlur={() => setFocused(false)}
      onChange={(e) => {
        setText(e.target.value);
        if (!e.target.value.trim()) props.onChange(null);
        else {
          const iso = parseDate(e.target.value);
          if (iso) props.onChange(iso);
        }
      }}
    />
  );
}

export type ConfidenceLevel = 'high' | 'mid' | 'low' | 'issue' | 'edited' | 'none';

export function levelOf(confidence: number | undefined, hasIssue: boolean, edited: boolean): ConfidenceLevel {
  if (hasIssue) return 'issue';
  if (edited) return 'edited';
  if (confidence === undefined) return 'none';
  return confidence >= 0.9 ? 'high' : confidence >= 0.6 ? 'mid' : 'low';
}

export const LEVEL_TITLES: Record<ConfidenceLevel, string> = {
  high: 'Confianza alta',
  mid: 'Confianza media: revisalo',
  low: 'Confianza baja: verificalo con el documento',
  issue: 'Tiene una observación',
  edited: 'Editado a mano',
  none: '',
};
