import { flex } from '../../../../styled-system/patterns';
import { Spinner } from '../../../ui/spinner';
import { FailedState } from '../../../ui/states';

// What a picking or packing tab shows until its record is there (both wait for the whole record
// before drawing anything): a spinner while it loads, the failed state when it could not be read.

const center = flex({ justifyContent: 'center', p: '8' });

export function DetailPending({ loading }: { loading: boolean }) {
  if (!loading) return <FailedState />;
  return (
    <div className={center}>
      <Spinner size="lg" />
    </div>
  );
}
