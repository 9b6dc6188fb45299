import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack, stack } from '../../../../styled-system/patterns';
import type { Party } from '../../../domain/order-records';
import { formatDocument, formatPostalCode } from '../../../services/display-masks';
import { MapPinIcon } from '../../../ui/action-icons';
import { useT } from '../../../ui/use-t';

// doc 2 §2 Summary: "sender and recipient blocks (name, street, number, neighborhood, postal code,
// city, state, map link greyed out when unavailable)".

const block = stack({
  gap: '1',
  p: '3',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  fontSize: 'sm',
  minWidth: '0',
});
const head = hstack({ justifyContent: 'space-between', gap: '2' });
const title = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'textMuted', textTransform: 'uppercase' });
const name = css({ fontWeight: 'semibold', color: 'text' });
const line = css({ color: 'text' });
const mapLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'xs',
  color: 'accent',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const mapOff = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'xs',
  color: 'gray.500',
});

export function PartyBlock({ heading, party }: { heading: string; party: Party | null | undefined }) {
  const t = useT();
  const id = useId();
  if (!party)
    return (
      <section className={block} aria-labelledby={id}>
        <h3 id={id} className={title}>
          {heading}
        </h3>
        <span className={line}>{t('orders.detail.empty')}</span>
      </section>
    );
  const street = [party.street, party.number].filter(Boolean).join(', ');
  const complement = party.additionalAddress ? ` — ${party.additionalAddress}` : '';
  return (
    <section className={block} aria-labelledby={id}>
      <div className={head}>
        <h3 id={id} className={title}>
          {heading}
        </h3>
        {party.maps ? (
          <a className={mapLink} href={party.maps} target="_blank" rel="noreferrer noopener">
            <MapPinIcon size={12} />
            {t('orders.detail.map')}
          </a>
        ) : (
          <span className={mapOff} aria-disabled="true" title={t('orders.detail.mapUnavailable')}>
            <MapPinIcon size={12} />
            {t('orders.detail.map')}
          </span>
        )}
      </div>
      <span className={name}>{party.fantasyName || party.name}</span>
      {party.fantasyName && party.fantasyName !== party.name && <span className={line}>{party.name}</span>}
      {party.document && <span className={line}>{formatDocument(party.document)}</span>}
      <span className={line}>
        {street}
        {complement}
      </span>
      <span className={line}>{party.neighborhood}</span>
      <span className={line}>
        {formatPostalCode(party.postalCode)} — {party.city} / {party.state}
      </span>
    </section>
  );
}
