import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { notify } from '../services/toasts';
import { buttonRecipe } from '../ui/button';
import { FileUploadArea } from '../ui/file-upload';
import { PageSection } from '../ui/page';
import { useT } from '../ui/use-t';
import { useSessionName } from './control-state';
import { SIM_BASE } from './sim-api';
import { useStubsApi } from './stubs-api';
import { useControlAction } from './use-control-action';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const JSON_FILES = { 'application/json': ['.json'] };
/** simulator/routes/sim-setups.routes.ts IMPORT_LIMIT_BYTES */
const IMPORT_LIMIT_BYTES = 256 * 1024 * 1024;

/** The chosen session's whole setup as one file (issue 29): exported by the simulator itself (a
 * download of GET /__sim/sessions/:name/export), imported from a file into this session. */
export function SetupFileSection() {
  const t = useT();
  const api = useStubsApi();
  const name = useSessionName();
  const { pending, run } = useControlAction();
  const [key, setKey] = useState(0);

  const importFile = async (file: File) => {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(await file.text());
    } catch (error) {
      notify.error(`${file.name}: ${(error as Error).message}`);
      return;
    }
    await run('import', () => api.importSetup(name, parsed));
    setKey((k) => k + 1);
  };

  return (
    <PageSection title={t('control.setups.export')}>
      <div className={stack({ gap: '3' })}>
        <p>{t('control.setups.note', { session: name })}</p>
        <div className={row}>
          <a
            className={buttonRecipe({ variant: 'outline' })}
            href={`${SIM_BASE}/sessions/${encodeURIComponent(name)}/export`}
            download
          >
            {t('control.setups.export')}
          </a>
        </div>
        <FileUploadArea
          key={key}
          label={t('control.setups.importFile')}
          maxFiles={1}
          accept={JSON_FILES}
          typesLabel="JSON (.json)"
          maxBytes={IMPORT_LIMIT_BYTES}
          disabled={pending === 'import'}
          onFiles={(files) => files[0] && void importFile(files[0])}
        />
      </div>
    </PageSection>
  );
}
