import { Progress as ArkProgress } from '@ark-ui/react/progress';
import { cx, sva } from '../../styled-system/css';

// A determinate progress bar with its percentage beside it (Ark's Progress: role progressbar with
// aria-valuemin/max/now on the track), e.g. an upload (doc 2 §7 "progress shown").

export const progressRecipe = sva({
  slots: ['root', 'track', 'range', 'valueText'],
  base: {
    root: { width: 'full' },
    track: { width: 'full', height: '2', bg: 'gray.200', borderRadius: 'full', overflow: 'hidden' },
    range: { height: 'full', bg: 'accent', transition: 'width 0.2s' },
    valueText: { fontSize: 'xs', color: 'textMuted' },
  },
});

export interface ProgressProps {
  /** 0 to 100 */
  value: number;
  /** the bar's accessible name */
  label: string;
  className?: string;
}

export function Progress({ value, label, className }: ProgressProps) {
  const styles = progressRecipe();
  return (
    <ArkProgress.Root value={value} min={0} max={100} className={cx(styles.root, className)}>
      <ArkProgress.Track className={styles.track} aria-label={label}>
        <ArkProgress.Range className={styles.range} />
      </ArkProgress.Track>
      <ArkProgress.ValueText className={styles.valueText}>{value}%</ArkProgress.ValueText>
    </ArkProgress.Root>
  );
}
