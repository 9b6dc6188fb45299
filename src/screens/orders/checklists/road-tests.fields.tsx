import { css } from '../../../../styled-system/css';
import { Button } from '../../../ui/button';
import { formGrid, span } from '../../../ui/form/form-grid';
import { useT } from '../../../ui/use-t';
import {
  CheckCell,
  type ChecklistForm,
  DateCell,
  fieldLabel,
  NumberCell,
  TextCell,
} from './checklist-fields';

// The vehicle checklist's road tests (doc 2 §3 "roadTests (responsible, initialKm, finalKm, date,
// observation, isOk)"): added and removed line by line; doc 2 §5 "road-test initial km above the
// previous test's final km, final km above its initial km" is checked by src/domain/checklists.ts.

const whole = css({ gridColumn: '1 / -1' });

export function RoadTests({ form }: { form: ChecklistForm }) {
  const t = useT();
  const label = (key: string) => fieldLabel(t, key);
  return (
    <form.Field name="roadTests">
      {(f) => {
        const tests = (f.state.value as unknown[]) ?? [];
        return (
          <>
            {tests.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: road tests have no id; the form addresses them by index
              <fieldset key={i} className={`${formGrid} ${whole}`}>
                <legend className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
                  {t('checklists.form.roadTest', { n: i + 1 })}
                </legend>
                <TextCell
                  form={form}
                  name={`roadTests.${i}.responsible`}
                  label={label('responsible')}
                  required
                  className={span[4]}
                />
                <NumberCell
                  form={form}
                  name={`roadTests.${i}.initialKm`}
                  label={label('initialKm')}
                  required
                  className={span[2]}
                />
                <NumberCell
                  form={form}
                  name={`roadTests.${i}.finalKm`}
                  label={label('finalKm')}
                  required
                  className={span[2]}
                />
                <DateCell form={form} name={`roadTests.${i}.date`} label={label('date')} />
                <TextCell
                  form={form}
                  name={`roadTests.${i}.observation`}
                  label={label('observation')}
                  className={span[8]}
                />
                <CheckCell
                  form={form}
                  name={`roadTests.${i}.isOk`}
                  label={label('isOk')}
                  className={span[2]}
                />
                <div className={span[2]}>
                  <Button size="sm" variant="ghost" onClick={() => f.removeValue(i)}>
                    {t('checklists.form.removeRoadTest', { n: i + 1 })}
                  </Button>
                </div>
              </fieldset>
            ))}
            <div className={whole}>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  f.pushValue({
                    responsible: '',
                    initialKm: null,
                    finalKm: null,
                    date: '',
                    observation: '',
                    isOk: false,
                  })
                }
              >
                {t('checklists.form.addRoadTest')}
              </Button>
            </div>
          </>
        );
      }}
    </form.Field>
  );
}
