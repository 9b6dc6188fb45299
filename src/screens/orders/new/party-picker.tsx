import { useEffect, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, grid, stack } from '../../../../styled-system/patterns';
import { invalidDocumentKey, isValidDocument, onlyDigits } from '../../../domain/documents';
import type { Party } from '../../../domain/order-records';
import type { PartyKind, PartyRecord } from '../../../domain/parties';
import { formatDocument, MASKS } from '../../../services/display-masks';
import { type PartyCriteria, usePartySearch } from '../../../services/order-registers.api';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useT } from '../../../ui/use-t';
import { PartyBlock } from '../detail/party-block';
import { PartyFormDialog } from './party-form.dialog';

// The sender and recipient pickers of the new-order page (doc 2 §2 "party pickers with document
// lookup and creation"): a complete, valid CPF/CNPJ is looked up at once (GET /recipients or
// /senders?document=); a name is searched as typed (400 ms, doc 1 §9); "New" opens the party form.

const root = stack({ gap: '2' });
const row = grid({
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
  gap: '2',
  alignItems: 'end',
});
const results = flex({
  flexDirection: 'column',
  listStyle: 'none',
  p: '0',
  m: '0',
  maxHeight: '48',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const result = flex({
  justifyContent: 'space-between',
  gap: '2',
  width: 'full',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'accentSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const muted = css({ color: 'textMuted', fontSize: 'xs' });
const error = css({ fontSize: 'xs', color: 'dangerHover' });
const chosenRow = stack({ gap: '2' });

export interface PartyPickerProps {
  kind: PartyKind;
  value: Party | null;
  onChange: (party: Party | null) => void;
  error?: string;
}

export function PartyPicker({ kind, value, onChange, error: errorText }: PartyPickerProps) {
  const t = useT();
  const errorId = useId();
  const [document, setDocument] = useState('');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  const digits = onlyDigits(document);
  const completeDocument =
    (digits.length === 11 || digits.length === 14) && isValidDocument(digits) ? digits : null;
  const invalidDocument = (digits.length === 11 || digits.length === 14) && !completeDocument;
  const criteria: PartyCriteria | null = completeDocument
    ? { document: completeDocument }
    : name.trim().length >= 2
      ? { name: name.trim() }
      : null;
  const search = usePartySearch(kind, criteria);
  const found: PartyRecord[] | null = criteria ? (search.data ?? null) : null;
  const searching = search.isFetching;

  // An exact document match is chosen at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: choose only writes state and the form's setter
  useEffect(() => {
    if (search.key && 'document' in search.key && !search.isPlaceholderData && search.data?.length === 1)
      choose(search.data[0]);
  }, [search.key, search.data, search.isPlaceholderData]);

  function choose(party: Party) {
    onChange(party);
    setDocument('');
    setName('');
  }

  return (
    <div className={root} aria-describedby={errorText ? errorId : undefined}>
      {value ? (
        <div className={chosenRow}>
          <PartyBlock heading={t(`orders.new.${kind}`)} party={value} />
          <div>
            <Button variant="outline" size="sm" onClick={() => onChange(null)}>
              {t('orders.party.change', { kind: t(`orders.new.${kind}`) })}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div className={row}>
            <TextField
              label={t('orders.party.document', { kind: t(`orders.new.${kind}`) })}
              mask={[...MASKS.document]}
              inputMode="numeric"
              value={document}
              onValueChange={setDocument}
              error={invalidDocument ? t(invalidDocumentKey(digits)) : undefined}
              hint={searching ? t('orders.party.searching') : undefined}
            />
            <TextField
              label={t('orders.party.name', { kind: t(`orders.new.${kind}`) })}
              value={name}
              onValueChange={setName}
              autoComplete="off"
            />
            <Button variant="outline" onClick={() => setCreating(true)}>
              {t('orders.party.new')}
            </Button>
          </div>
          {found && found.length > 0 && (
            <ul className={results} aria-label={t('orders.party.results', { kind: t(`orders.new.${kind}`) })}>
              {found.map((party) => (
                <li key={party.id}>
                  <button type="button" className={result} onClick={() => choose(party)}>
                    <span>{party.fantasyName || party.name}</span>
                    <span className={muted}>
                      {formatDocument(party.document)} · {party.city}/{party.state}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {found && found.length === 0 && (
            <p className={muted} role="status">
              {t('orders.party.notFound')}{' '}
              <Button variant="ghost" size="sm" onClick={() => setCreating(true)}>
                {t('orders.party.createIt')}
              </Button>
            </p>
          )}
          {errorText && (
            <p id={errorId} className={error} role="alert">
              {errorText}
            </p>
          )}
        </>
      )}
      {creating && (
        <PartyFormDialog
          kind={kind}
          document={completeDocument ?? digits}
          onClose={() => setCreating(false)}
          onCreated={choose}
        />
      )}
    </div>
  );
}
