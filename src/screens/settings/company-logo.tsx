import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { hstack, stack } from '../../../styled-system/patterns';
import type { Company } from '../../domain/company.schema';
import { useCompanyLogo } from '../../services/company.api';
import { Button } from '../../ui/button';
import { FileUploadArea } from '../../ui/file-upload';
import { useT } from '../../ui/use-t';

// The company logo on the Company tab (doc 1 §3.1 logo; §5: one image file, JPEG/JPG/PNG, at most
// 50 MB; issue 35): a preview, the upload area (one image; a dropped non-image is ignored) and a
// remove button. The logo is saved at once, apart from the dialog's draft (its own call); the
// survey and the login page of the company show it.

const box = stack({ gap: '2' });
const row = hstack({ gap: '4', alignItems: 'center', flexWrap: 'wrap' });
const preview = css({
  maxWidth: '200px',
  maxHeight: '80px',
  objectFit: 'contain',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '1',
});
const none = css({ color: 'textMuted', fontSize: 'sm' });

export function CompanyLogo({ company }: { company: Company }) {
  const t = useT();
  const logo = useCompanyLogo(company.id);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      // the API client told the refusal (doc 1 §8)
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={box}>
      <div className={row}>
        {company.logo ? (
          <img className={preview} src={company.logo} alt={t('settings.logo.preview')} />
        ) : (
          <p className={none}>{t('settings.logo.none')}</p>
        )}
        {company.logo && (
          <Button variant="outline" size="sm" loading={busy} onClick={() => void run(logo.remove)}>
            {t('settings.logo.remove')}
          </Button>
        )}
      </div>
      <FileUploadArea
        label={t('settings.logo.upload')}
        imagesOnly
        maxFiles={1}
        disabled={busy}
        onFiles={([file]) => {
          if (file) void run(() => logo.upload(file));
        }}
      />
    </div>
  );
}
