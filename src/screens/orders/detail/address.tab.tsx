import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { stack, wrap } from '../../../../styled-system/patterns';
import { onlyDigits } from '../../../domain/documents';
import type { Order } from '../../../domain/order-records';
import { type OrderAddressUpdate, orderAddressUpdate } from '../../../domain/orders.schema';
import { MASKS } from '../../../services/display-masks';
import { usePostalCodeLookup } from '../../../services/lookups';
import { updateOrderAddress } from '../../../services/order-changes.api';
import { ordersKeys, useOrderChange } from '../../../services/orders.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { Button } from '../../../ui/button';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { grid12 as grid, span } from '../../../ui/form/form-grid';
import { problemsByField, validatedBy } from '../../../ui/form/form-model';
import { formSubmit } from '../../../ui/form/form-submit';
import { ORDER_POSTAL_FIELDS, orderAddressFromPostal } from '../../../ui/form/lookup-fill';
import { useT } from '../../../ui/use-t';

// doc 2 §2 "Address: edit the recipient address, with a reprocess-coordinates button"; doc 2 §5
// "Recipient address form: postal code required and validated; address fields locked until a full
// 8-digit code is looked up (300 ms debounce); street, number, neighborhood, city, state required";
// doc 2 §7 PUT /orders-address/{id} (origin=portal); reprocess sends empty lat and long.

interface AddressValues {
  postalCode: string;
  street: string;
  number: string;
  additionalAddress: string;
  neighborhood: string;
  city: string;
  state: string;
}

const form = stack({ gap: '4' });
const actions = wrap({ justifyContent: 'space-between', gap: '2' });
const coords = css({ fontSize: 'xs', color: 'textMuted' });

export function toAddressBody(
  order: Pick<Order, 'id' | 'companyDocument' | 'recipient'>,
  values: AddressValues,
  reprocess: boolean,
): OrderAddressUpdate {
  const postalCode = onlyDigits(values.postalCode);
  const samePlace = postalCode === onlyDigits(order.recipient.postalCode ?? '');
  const keep = samePlace && !reprocess;
  return {
    orderId: order.id,
    postalCode,
    street: values.street.trim(),
    number: values.number.trim(),
    additionalAddress: values.additionalAddress.trim() || null,
    neighborhood: values.neighborhood.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    // A new postal code is a new place: the platform geocodes it again, as with reprocess.
    lat: keep ? (order.recipient.lat ?? '') : '',
    long: keep ? (order.recipient.long ?? '') : '',
    companyDocument: order.companyDocument,
  };
}

export function AddressTab({ order, editable }: { order: Order; editable: boolean }) {
  const intl = useIntl();
  const t = useT();
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  const change = useOrderChange();
  const [reprocessing, setReprocessing] = useState(false);
  const recipient = order.recipient;

  const send = async (values: AddressValues, reprocess: boolean) => {
    try {
      await change(updateOrderAddress(order.id, toAddressBody(order, values, reprocess)), (answer) => {
        if (answer?.order) client.setQueryData(ordersKeys.detail(doc, order.id), answer.order);
      });
    } catch {
      // the API client showed the message
    }
  };

  const addressForm = useForm({
    defaultValues: {
      postalCode: onlyDigits(recipient.postalCode ?? ''),
      street: recipient.street ?? '',
      number: recipient.number ?? '',
      additionalAddress: recipient.additionalAddress ?? '',
      neighborhood: recipient.neighborhood ?? '',
      city: recipient.city ?? '',
      state: recipient.state ?? '',
    } as AddressValues,
    ...validatedBy((value: AddressValues) =>
      problemsByField(orderAddressUpdate, toAddressBody(order, value, false)),
    ),
    onSubmit: ({ value }) => send(value, false),
  });

  const submitted = useStore(addressForm.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(addressForm.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof AddressValues>(addressForm.Field, submitted);
  const postalCode = useStore(addressForm.store, (s) => s.values.postalCode);
  const lookup = usePostalCodeLookup(postalCode, recipient.postalCode ?? null, {
    onFound: (address) => {
      for (const [field, value] of Object.entries(orderAddressFromPostal(address)))
        addressForm.setFieldValue(field as keyof AddressValues, value);
    },
    onCleared: () => {
      for (const field of ORDER_POSTAL_FIELDS) addressForm.setFieldValue(field, '');
    },
  });

  const reprocess = async () => {
    setReprocessing(true);
    await send(addressForm.state.values, true);
    setReprocessing(false);
  };

  const hint =
    lookup.status === 'searching'
      ? t('orders.address.searching')
      : lookup.status === 'notFound'
        ? t('orders.address.notFound')
        : lookup.locked
          ? t('orders.address.lockedHint')
          : undefined;

  const field = (
    name: keyof AddressValues,
    className: string,
    { locked, ...options }: TextFieldOptions & { locked?: boolean } = {},
  ) =>
    textField(name, {
      ...options,
      className,
      label: t(`orders.address.fields.${name}`),
      readOnly: !editable || locked,
      inputMode: name === 'postalCode' ? 'numeric' : undefined,
    });

  return (
    <form className={form} noValidate onSubmit={formSubmit(addressForm.handleSubmit)}>
      <div className={grid}>
        {field('postalCode', span[3], { required: true, mask: MASKS.postalCode, hint })}
        {field('street', span[7], { required: true, locked: lookup.locked })}
        {field('number', span[2], { required: true })}
        {field('additionalAddress', span[4], { locked: lookup.locked })}
        {field('neighborhood', span[3], { required: true, locked: lookup.locked })}
        {field('city', span[3], { required: true, locked: lookup.locked })}
        {field('state', span[2], { required: true, locked: lookup.locked, maxLength: 2 })}
      </div>
      <p className={coords}>
        {recipient.lat !== null && recipient.long !== null
          ? intl.formatMessage(
              { id: 'orders.address.coordinates' },
              { lat: recipient.lat, long: recipient.long },
            )
          : t('orders.address.noCoordinates')}
      </p>
      {editable && (
        <div className={actions}>
          <Button variant="outline" onClick={reprocess} loading={reprocessing} disabled={submitting}>
            {t('orders.address.reprocess')}
          </Button>
          <Button type="submit" loading={submitting} disabled={reprocessing || lookup.status === 'searching'}>
            {t('orders.address.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
