import { useStore } from '@tanstack/react-form';
import {
  EQUIPMENT_ANSWERS,
  EQUIPMENT_ITEMS,
  TIRE_STATES,
  VEHICLE_SERVICES,
} from '../../../domain/checklists';
import { formGrid, sectionTitle, span } from '../../../ui/form/form-grid';
import { useT } from '../../../ui/use-t';
import {
  CheckCell,
  ChoiceCell,
  DateCell,
  fieldLabel,
  NumberCell,
  TextCell,
  useChoices,
  type WatchedForm,
  YesNoCell,
} from './checklist-fields';
import { PhotosCell, SketchCell } from './checklist-media';
import { ManufacturerCell } from './manufacturer-picker';
import { RoadTests } from './road-tests.fields';

// The vehicle checklist's fields, section by section as doc 2 §3 lists them; the rules of doc 2 §5
// (required marks, third party, warranty, every yes/no group but the evaluation) are
// src/domain/checklists.ts. Fields that only apply after an answer appear with it (third-party name
// with the third-party service, factory warranty with warranty yes, origin with factory warranty
// yes) — ours: hidden until they apply, so the form never asks what the rules do not need.

const WARRANTY_ORIGINS = ['factory', 'dealer'] as const;

export function VehicleChecklistFields({ form, orderId }: { form: WatchedForm; orderId: string }) {
  const t = useT();
  const choices = useChoices();
  const label = (key: string) => fieldLabel(t, key);
  const service = useStore(
    form.store,
    (s: { values: { infos: { service: string } } }) => s.values.infos.service,
  );
  const warranty = useStore(
    form.store,
    (s: { values: { infos: { warranty: string } } }) => s.values.infos.warranty,
  );
  const factory = useStore(
    form.store,
    (s: { values: { infos: { factoryWarranty?: string | null } } }) => s.values.infos.factoryWarranty,
  );
  const yesNo = choices('value', ['yes', 'no']);
  return (
    <div className={formGrid}>
      <h4 className={sectionTitle}>{label('infos')}</h4>
      <TextCell
        form={form}
        name="infos.vehicleNumber"
        label={label('vehicleNumber')}
        required
        className={span[3]}
      />
      <TextCell form={form} name="infos.ct" label={label('ct')} className={span[3]} />
      <TextCell form={form} name="infos.fp" label={label('fp')} className={span[3]} />
      <ChoiceCell
        form={form}
        name="infos.service"
        label={label('service')}
        required
        className={span[3]}
        choices={choices('value', VEHICLE_SERVICES)}
      />
      {service === 'thirdParty' && (
        <TextCell
          form={form}
          name="infos.thirdParty"
          label={label('thirdParty')}
          required
          nullable
          className={span[6]}
        />
      )}
      <CheckCell
        form={form}
        name="infos.casaDaTransmissão"
        label={label('casaDaTransmissão')}
        className={span[3]}
      />
      <ChoiceCell
        form={form}
        name="infos.warranty"
        label={label('warranty')}
        required
        className={span[3]}
        choices={yesNo}
      />
      {warranty === 'yes' && (
        <ChoiceCell
          form={form}
          name="infos.factoryWarranty"
          label={label('factoryWarranty')}
          required
          blank={null}
          className={span[3]}
          choices={yesNo}
        />
      )}
      {warranty === 'yes' && factory === 'yes' && (
        <ChoiceCell
          form={form}
          name="infos.origin"
          label={label('origin')}
          required
          blank={null}
          className={span[3]}
          choices={choices('value', WARRANTY_ORIGINS)}
        />
      )}
      <ChoiceCell
        form={form}
        name="infos.payment"
        label={label('payment')}
        blank={null}
        className={span[3]}
        choices={choices('value', ['cash', 'installments'])}
      />

      <h4 className={sectionTitle}>{label('customerData')}</h4>
      <TextCell
        form={form}
        name="customerData.customer"
        label={label('customer')}
        required
        className={span[6]}
      />
      <TextCell form={form} name="customerData.plate" label={label('plate')} required className={span[3]} />
      <NumberCell
        form={form}
        name="customerData.kilometersDriven"
        label={label('kilometersDriven')}
        required
        className={span[3]}
      />
      <DateCell form={form} name="customerData.entryDate" label={label('entryDate')} required />
      <TextCell
        form={form}
        name="customerData.vehicleDriver"
        label={label('vehicleDriver')}
        required
        className={span[5]}
      />
      <TextCell form={form} name="customerData.phone" label={label('phone')} required className={span[4]} />
      <TextCell
        form={form}
        name="customerData.vehicle.name"
        label={label('vehicle')}
        required
        className={span[4]}
      />
      <ManufacturerCell
        form={form}
        name="customerData.vehicle.brand"
        label={label('brand')}
        className={span[4]}
      />
      <TextCell
        form={form}
        name="customerData.vehicle.model"
        label={label('model')}
        required
        className={span[4]}
      />
      <NumberCell form={form} name="customerData.vehicle.year" label={label('year')} className={span[3]} />
      <TextCell
        form={form}
        name="customerData.vehicle.chassis"
        label={label('chassis')}
        nullable
        className={span[5]}
      />
      <CheckCell
        form={form}
        name="customerData.vehicleRegistered"
        label={label('vehicleRegistered')}
        className={span[4]}
      />

      <h4 className={sectionTitle}>{label('equipment')}</h4>
      {EQUIPMENT_ITEMS.map((item) => (
        <ChoiceCell
          key={item}
          form={form}
          name={`equipment.${item}`}
          label={label(item)}
          required
          className={span[3]}
          choices={choices('answer', EQUIPMENT_ANSWERS)}
        />
      ))}

      <h4 className={sectionTitle}>{label('vehicleBreakdowns')}</h4>
      <ChoiceCell
        form={form}
        name="vehicleBreakdowns.tires"
        label={label('tires')}
        required
        className={span[4]}
        choices={choices('value', TIRE_STATES)}
      />
      <NumberCell
        form={form}
        name="vehicleBreakdowns.fuelPercent"
        label={label('fuelPercent')}
        max={100}
        className={span[4]}
      />
      <ChoiceCell
        form={form}
        name="vehicleBreakdowns.vehicleImageIndex"
        label={label('vehicleImageIndex')}
        numeric
        className={span[4]}
        choices={[0, 1, 2].map((i) => ({ value: String(i), label: t(`orders.checklist.vehicleImage.${i}`) }))}
      />
      <div className={span[12]}>
        <SketchCell form={form} name="vehicleBreakdowns.vehicleDraw" label={label('vehicleDraw')} />
      </div>
      <TextCell
        form={form}
        name="problemReportedOrWorkToDo"
        label={label('problemReportedOrWorkToDo')}
        multiline
        className={span[12]}
      />

      <h4 className={sectionTitle}>{label('evaluation')}</h4>
      {(['qualityOfService', 'serviceBehavior', 'serviceOnTime'] as const).map((key) => (
        <YesNoCell
          key={key}
          form={form}
          name={`evaluation.${key}.meets`}
          label={label(key)}
          className={span[4]}
        />
      ))}
      <YesNoCell
        form={form}
        name="personalItemsRemovedByCustomer"
        label={label('personalItemsRemovedByCustomer')}
        required
        className={span[6]}
      />
      <YesNoCell
        form={form}
        name="customerFollowedChecklist"
        label={label('customerFollowedChecklist')}
        required
        className={span[6]}
      />
      <TextCell form={form} name="observation" label={label('observation')} multiline className={span[12]} />

      <h4 className={sectionTitle}>{label('signature')}</h4>
      <TextCell form={form} name="signatureInFull" label={label('signatureInFull')} className={span[6]} />
      <TextCell form={form} name="document" label={label('document')} className={span[6]} />
      <TextCell form={form} name="annotations" label={label('annotations')} multiline className={span[12]} />
      <div className={span[6]}>
        <SketchCell form={form} name="signature" label={label('signature')} />
      </div>
      <div className={span[6]}>
        <PhotosCell form={form} name="photos" label={label('photos')} orderId={orderId} />
      </div>

      <h4 className={sectionTitle}>{label('roadTests')}</h4>
      <RoadTests form={form} />
    </div>
  );
}
