import { useForm, useStore } from '@tanstack/react-form';
import { onlyDigits } from '../../../domain/documents';
import type { PartyKind, PartyRecord } from '../../../domain/parties';
import { MASKS } from '../../../services/display-masks';
import { useCnpjLookup, usePostalCodeLookup } from '../../../services/lookups';
import { createParty, searchParties } from '../../../services/order-registers.api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { grid12 as grid, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { formSubmit } from '../../../ui/form/form-submit';
import { ORDER_POSTAL_FIELDS, orderAddressFromPostal } from '../../../ui/form/lookup-fill';
import { useT } from '../../../ui/use-t';
import { emptyParty, type PartyValues, partyFromCnpj, partyProblems, toPartyBody } from './party-form';

// Creates a sender or recipient (doc 2 §2 "party pickers with document lookup and creation"; §5
// "Party form"; §7 POST /recipients, /senders). A document already registered (409) picks the
// stored party instead.

export interface PartyFormDialogProps {
  kind: PartyKind;
  document: string;
  onClose: () => void;
  onCreated: (party: PartyRecord) => void;
}

export function PartyFormDialog({ kind, document, onClose, onCreated }: PartyFormDialogProps) {
  const t = useT();

  const form = useForm({
    defaultValues: emptyParty(onlyDigits(document)),
    ...validatedBy(partyProblems),
    onSubmit: async ({ value }) => {
      const body = toPartyBody(value);
      try {
        onCreated(await createParty(kind, body));
        onClose();
      } catch {
        // 409: already registered — use the stored one (the API client told why).
        const found = await searchParties(kind, { document: body.document }).catch(() => []);
        if (found[0]) {
          onCreated(found[0]);
          onClose();
        }
      }
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof PartyValues>(form.Field, submitted);
  const postalCode = useStore(form.store, (s) => s.values.postalCode);
  const doc = useStore(form.store, (s) => s.values.document);

  const fill = (fields: Partial<PartyValues>) => {
    for (const [name, v] of Object.entries(fields))
      form.setFieldValue(name as keyof PartyValues, v as string);
  };
  const lookup = usePostalCodeLookup(postalCode, null, {
    onFound: (address) => fill(orderAddressFromPostal(address)),
    onCleared: () => fill(Object.fromEntries(ORDER_POSTAL_FIELDS.map((f) => [f, '']))),
  });

  // doc 2 §5 "a valid document looks up the data" (company registry for a CNPJ); a CNPJ the
  // registry does not know leaves what was typed.
  useCnpjLookup(doc, null, { onFound: (record) => fill(partyFromCnpj(record)), onCleared: () => {} });

  const field = (
    name: keyof PartyValues,
    className: string,
    { locked, ...options }: TextFieldOptions & { locked?: boolean } = {},
  ) => textField(name, { ...options, className, label: t(`orders.party.fields.${name}`), readOnly: locked });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      size="lg"
      title={t(`orders.party.newTitle.${kind}`)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void form.handleSubmit()} loading={submitting}>
            {t('orders.party.save')}
          </Button>
        </>
      }
    >
      <form className={grid} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        {field('document', span[4], { required: true, mask: [...MASKS.document] })}
        {field('name', span[5], { required: true })}
        {field('additionalDocument', span[3])}
        {field('fantasyName', span[6])}
        {field('email', span[6], { type: 'email' })}
        {field('phone', span[4], { mask: [...MASKS.phone] })}
        {field('postalCode', span[3], {
          required: true,
          mask: MASKS.postalCode,
          hint:
            lookup.status === 'searching'
              ? t('orders.address.searching')
              : lookup.status === 'notFound'
                ? t('orders.address.notFound')
                : undefined,
        })}
        {field('street', span[5], { required: true, locked: lookup.locked })}
        {field('number', span[2], { required: true })}
        {field('additionalAddress', span[4], { locked: lookup.locked })}
        {field('neighborhood', span[4], { required: true, locked: lookup.locked })}
        {field('city', span[4], { required: true, locked: lookup.locked })}
        {field('state', span[2], { required: true, locked: lookup.locked })}
        {field('country', span[3], { required: true })}
      </form>
    </Dialog>
  );
}
