import { BUILDING_PICKER_TAKE } from '../../../domain/buildings';
import { useBuildingsList } from '../../../services/buildings.api';

/** The viewed company's buildings as select items (doc 3 §9 "Default building list page 1, take
 * 1000"), for the warehouse form and the warehouses filter. */
export function useBuildingItems() {
  const list = useBuildingsList({ page: 1, take: BUILDING_PICKER_TAKE });
  return {
    items: (list.data?.buildings ?? []).map((b) => ({ value: b.id, label: `${b.code} – ${b.name}` })),
    loading: list.isLoading,
  };
}
