/** Texts the device calls answer (doc 3 §8: "device import or change (generic success or
 * error)" — the wording is ours). The console toasts `message` on success (doc 1 §8). */
export const DEVICE_MESSAGES = {
  imported: 'Devices imported successfully',
  importRefused: 'The file was not imported: fix the lines listed and send it again',
  saved: 'Device saved successfully',
  notFound: 'Device not found',
  idInUse: 'This device id belongs to another company',
  positionTaken: 'Another device already occupies this street position',
  notPlaceable: 'Only lights and controllers have a street position',
  controllerNotFound: 'Controller not found',
  controllerOutOfReach: 'The controller is more than 2 positions away on this street (doc 3 §9)',
  noControllerInReach: 'No controller within 2 positions of this light (doc 3 §9)',
  companyNotFound: 'Company not found',
} as const;
