import { useId, useMemo, useState } from 'react';
import { formatMoney } from '../format';

export interface PriceEntry {
  description: string;
  unitPrice: number;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const words = (s: string) => fold(s).split(/[^a-z0-9ñ]+/).filter((w) => w.length >= 2);

/**
 * Entries of the priceList for what the line says: those sharing the most words with it first (accents and case
 * ignored; a word also matches the start of a list word, so "HAR" finds "Harina"). At most `limit`.
 */
export function searchPriceList(list: PriceEntry[], query: string, limit = 8): PriceEntry[] {
  const wanted = words(query);
  if (wanted.length === 0) return list.slice(0, limit);
  return list
    .map((entry, index) => {
      const have = words(entry.description);
      const score = wanted.filter((w) => have.some((h) => h.startsWith(w) || w.startsWith(h))).length;
      return { entry, index, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((s) => s.entry);
}

/**
 * The description of a line as a combobox over the template's priceList: typing searches it, ↑/↓ move, Enter or a
 * click chooses, Esc closes. Choosing puts the list's description and price on the line.
 */
export function PriceListInput(props: {
  value: string;
  name: string;
  ariaLabel: string;
  priceList: PriceEntry[];
  onChange(value: string): void;
  onChoose(entry: PriceEntry): void;
  onFocus?(): void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const options = useMemo(() => (open ? searchPriceList(props.priceList, props.value) : []), [open, props.priceList, props.value]);
  const showing = open && options.length > 0;
  const choose = (entry: PriceEntry) => {
    props.onChoose(entry);
    setOpen(false);
  };
  return (
    <div className="combo">
      <input
        role="combobox"
        aria-label={props.ariaLabel}
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing ? `${listId}-${active}` : undefined}
        autoComplete="off"
        name={props.name}
        value={props.value}
        title={props.value}
        onFocus={() => {
          props.onFocus?.();
          if (props.priceList.length) setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          props.onChange(e.target.value);
          setOpen(props.priceList.length > 0);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (!showing) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
          } else if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
            e.preventDefault();
            choose(options[active]!);
          } else if (e.key === 'Escape') {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      {showing && (
        <ul className="combo-list" id={listId} role="listbox" aria-label="Lista de precios de la plantilla">
          {options.map((o, i) => (
            <li
              key={o.description}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              <span className="ellipsis">{o.description}</span>
              <span className="num muted">{formatMoney(o.unitPrice)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
