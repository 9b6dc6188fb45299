import { useIntl } from 'react-intl';
import { npsBand } from '../../../domain/nps';
import { srOnly } from '../../../ui/a11y';
import { Badge } from '../../../ui/status-badge';
import { ratingTone } from './nps-display';

/** The rating with its doc 2 §9 colour and band in words (never colour alone). */
export function NpsRating({ rating }: { rating: number | null }) {
  const intl = useIntl();
  if (rating === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={srOnly}>{intl.formatMessage({ id: 'nps.noRating' })}</span>
      </>
    );
  const band = intl.formatMessage({ id: `nps.band.${npsBand(rating)}` });
  return (
    <Badge tone={ratingTone(rating)} title={band}>
      {rating}
      <span>· {band}</span>
    </Badge>
  );
}
