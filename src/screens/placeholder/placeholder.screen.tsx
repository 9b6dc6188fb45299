import { PageHeader } from '../../ui/page';
import { PlaceholderNote } from '../../ui/placeholder-note';
import { useT } from '../../ui/use-t';

export interface PlaceholderScreenProps {
  /** locale id of the page title (from the route table) */
  titleId: string;
}

/**
 * Stands in for every signed-in screen of a later issue: the page's title and a plain "not
 * available yet" note, inside the page frame. One component fed by the route table.
 */
export function PlaceholderScreen({ titleId }: PlaceholderScreenProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(titleId)} />
      <PlaceholderNote />
    </>
  );
}
