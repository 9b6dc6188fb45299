import { useForm, useStore } from '@tanstack/react-form';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../../styled-system/css';
import { flex, hstack, stack } from '../../../../styled-system/patterns';
import { ACCESS_KEY_LENGTH } from '../../../domain/access-key';
import { createOrder } from '../../../services/order-changes.api';
import { useTransporters } from '../../../services/order-registers.api';
import { useOrderChange } from '../../../services/orders.api';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { TextArea, TextField } from '../../../ui/field';
import { type TextFieldOptions, useBoundTextField, useFieldBinding } from '../../../ui/form/bound-field';
import { DateField } from '../../../ui/form/date-field';
import { useProblemText } from '../../../ui/form/form-errors';
import { grid12 as grid, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { formSubmit } from '../../../ui/form/form-submit';
import { PageHeader } from '../../../ui/page';
import { Select } from '../../../ui/select';
import { Switch } from '../../../ui/switch';
import { useT } from '../../../ui/use-t';
import { SalesChannelSelect } from '../sales-channel-select';
import { emptyNewOrder, NEW_ORDER_TYPES, newOrderProblems, toNewOrder } from './new-order.form';
import { PartyPicker } from './party-picker';
import { ProductsSection } from './products-section';

// /orders/new — doc 2 §2 "New order page: sections order data, transporter, sender, recipient,
// products; a create button; a back link to the parent route. Quick-product creation is
// available"; §4 created PENDING, origin MANUAL, type = the chosen operation type; §5 messages;
// §8 "a failed order creation is silently ignored apart from re-enabling the button" (the API
// client still shows the answer's message, doc 1 §8).

const formStyle = stack({ gap: '5' });
const sectionStyle = stack({
  gap: '3',
  p: '4',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const sectionTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'text' });
const switchCell = flex({ alignItems: 'flex-end', pb: '2' });
const actions = hstack({ justifyContent: 'space-between', gap: '3' });
const backLink = css({
  color: 'accent',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The order-data fields typed as text (the rest are selects, a text area and the products). */
type TextName =
  | 'orderNumber'
  | 'orderSerie'
  | 'orderDate'
  | 'deliveryDate'
  | 'accessKey'
  | 'priceFreight'
  | 'priceTransfer';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={sectionStyle} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function NewOrderScreen() {
  const t = useT();
  const labels = useCodeLabels();
  const problemText = useProblemText();
  const [, setLocation] = useLocation();
  const change = useOrderChange();
  const [transporterSearch, setTransporterSearch] = useState('');
  const transporters = useTransporters(transporterSearch);

  const form = useForm({
    defaultValues: emptyNewOrder(),
    ...validatedBy(newOrderProblems, 'submit'),
    onSubmit: async ({ value }) => {
      try {
        await change(createOrder(toNewOrder(value)));
      } catch {
        return; // doc 2 §8: only the button comes back
      }
      setLocation('/orders');
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<TextName>(form.Field, submitted);
  const bind = useFieldBinding(submitted);
  // The parties and the product lines are not plain inputs: their messages come from the same
  // rules, read once a creation was tried (doc 2 §5).
  const values = useStore(form.store, (s) => s.values);
  const problems = useMemo(() => (submitted ? newOrderProblems(values) : undefined), [submitted, values]);
  const errorOf = (name: string) => {
    const problem = problems?.[name];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const typeItems = useMemo(
    () => NEW_ORDER_TYPES.map((v) => ({ value: v, label: labels.type(v) })),
    [labels],
  );
  const noTransporter = t('orders.new.noTransporter');
  const transporterItems = useMemo(
    () => [
      { value: '*', label: noTransporter },
      ...(transporters.data?.transporters ?? []).map((tr) => ({ value: tr.id, label: tr.nameTransporter })),
    ],
    [transporters.data, noTransporter],
  );

  const text = (name: TextName, className: string, options: TextFieldOptions = {}) =>
    textField(name, { ...options, className, label: t(`orders.new.fields.${name}`), autoComplete: 'off' });

  return (
    <>
      <PageHeader
        title={t('orders.new.title')}
        actions={
          <Link href="/orders" className={backLink}>
            {t('orders.new.back')}
          </Link>
        }
      />
      <form className={formStyle} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        <Section title={t('orders.new.sections.order')}>
          <div className={grid}>
            {text('orderNumber', span[3], { hint: t('orders.new.orderNumberHint') })}
            {text('orderSerie', span[2], { maxLength: 3 })}
            {(['orderDate', 'deliveryDate'] as const).map((name) => (
              <form.Field key={name} name={name}>
                {(f) => (
                  <DateField
                    {...bind(f)}
                    className={name === 'orderDate' ? span[3] : span[4]}
                    label={t(`orders.new.fields.${name}`)}
                    withTime
                    required
                  />
                )}
              </form.Field>
            ))}
            <form.Field name="type">
              {(f) => (
                <Select
                  className={span[4]}
                  label={t('orders.new.fields.type')}
                  required
                  placeholder={t('orders.tracking.choose')}
                  items={typeItems}
                  value={f.state.value || null}
                  onValueChange={(v) => f.handleChange(v ?? '')}
                  error={problemText({ ...f.state.meta, isBlurred: true, isDirty: true }, submitted)}
                />
              )}
            </form.Field>
            <form.Field name="saleschannel">
              {(f) => (
                <SalesChannelSelect
                  className={span[4]}
                  label={t('orders.new.fields.salesChannel')}
                  noneLabel={t('orders.new.noSalesChannel')}
                  value={f.state.value?.code ?? ''}
                  onValueChange={f.handleChange}
                />
              )}
            </form.Field>
            {text('priceFreight', span[2], { inputMode: 'decimal' })}
            {text('priceTransfer', span[2], { inputMode: 'decimal' })}
            {text('accessKey', span[8], {
              inputMode: 'numeric',
              maxLength: ACCESS_KEY_LENGTH,
              hint: t('orders.new.accessKeyHint'),
            })}
            <form.Field name="scheduledDelivery">
              {(f) => (
                <div className={`${span[4]} ${switchCell}`}>
                  <Switch
                    label={t('orders.new.fields.scheduledDelivery')}
                    checked={f.state.value}
                    onCheckedChange={f.handleChange}
                  />
                </div>
              )}
            </form.Field>
            <form.Field name="additionalInfo">
              {(f) => (
                <TextArea
                  className={span[12]}
                  label={t('orders.new.fields.additionalInfo')}
                  name={f.name}
                  value={f.state.value}
                  onValueChange={f.handleChange}
                />
              )}
            </form.Field>
          </div>
        </Section>

        <Section title={t('orders.new.sections.transporter')}>
          <div className={grid}>
            <TextField
              className={span[6]}
              label={t('orders.new.transporterSearch')}
              value={transporterSearch}
              autoComplete="off"
              onValueChange={setTransporterSearch}
            />
            <form.Field name="transporterId">
              {(f) => (
                <Select
                  className={span[6]}
                  label={t('orders.new.fields.transporter')}
                  items={transporterItems}
                  value={f.state.value || '*'}
                  onValueChange={(v) => f.handleChange(!v || v === '*' ? '' : v)}
                />
              )}
            </form.Field>
          </div>
        </Section>

        <Section title={t('orders.new.sections.sender')}>
          <form.Field name="sender">
            {(f) => (
              <PartyPicker
                kind="sender"
                value={f.state.value}
                onChange={f.handleChange}
                error={errorOf('sender')}
              />
            )}
          </form.Field>
        </Section>

        <Section title={t('orders.new.sections.recipient')}>
          <form.Field name="recipient">
            {(f) => (
              <PartyPicker
                kind="recipient"
                value={f.state.value}
                onChange={f.handleChange}
                error={errorOf('recipient')}
              />
            )}
          </form.Field>
        </Section>

        <Section title={t('orders.new.sections.products')}>
          <form.Field name="items">
            {(f) => (
              <ProductsSection
                items={f.state.value}
                onChange={f.handleChange}
                error={errorOf('items')}
                quantityError={(index) => errorOf(`items.${index}.quantity`)}
              />
            )}
          </form.Field>
        </Section>

        <div className={actions}>
          <Link href="/orders" className={backLink}>
            {t('orders.new.back')}
          </Link>
          <Button type="submit" size="lg" loading={submitting}>
            {t('orders.new.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
