// Vehicle manufacturers — the choices of the checklist's manufacturer picker (doc 2 §2 "Other
// dialogs: … manufacturer picker"). The seed names the dialog but not its call nor its data: ours,
// GET /manufacturers?name=&page=&take= answering { manufacturers, total }, one catalogue per
// company (each workshop keeps the makes it serves), searched by part of the name, in SQL.

export interface VehicleManufacturer {
  id: string;
  companyDocument: string;
  name: string;
}

export interface ManufacturersPage {
  manufacturers: Array<Pick<VehicleManufacturer, 'id' | 'name'>>;
  total: number;
}

/** ours: the picker asks for this many at a time (a catalogue is short; the search narrows it) */
export const MANUFACTURER_PICK_SIZE = 20;
/** ours: the longest name searched for */
export const MANUFACTURER_NAME_MAX = 60;
