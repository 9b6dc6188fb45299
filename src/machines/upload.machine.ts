import { assign, setup } from 'xstate';
import { UPLOADABLE_ATTACHMENT_TYPES } from '../domain/orders';
import {
  IMAGE_FILE_TYPE,
  isAcceptableFile,
  type UploadFile,
  type UploadRules,
  uploadRefusal,
} from '../domain/uploads';
import { lifecycle } from './ask';

/**
 * Upload dialog — doc 1 §5 "Uploads", doc 2 §5 "Upload", doc 2 §7 POST /orders-attachment/upload.
 * The simulator rebuilds the dialog from a multipart request (files with their `fileTypes`) and
 * asks CONFIRM before it stores anything; a refusal is bad input there (400, `uploadRefusal`'s
 * reason), since the "record" is the request itself.
 *
 * | rule | seed |
 * |---|---|
 * | types PDF, XML, JPEG, JPG, PNG; at most 50 MB per file; other files are not added | doc 1 §5, doc 2 §9 |
 * | image mode: only images are added (a non-image drop is ignored) and their type is forced to image | doc 1 §5, doc 2 §5 |
 * | non-image mode: each file needs a type (SET_TYPE) before CONFIRM | doc 2 §5 |
 * | CONFIRM needs at least one file and no more than maxFiles when given | doc 2 §5 |
 * | UPLOADED (the call succeeded) closes the dialog; UPLOAD_FAILED returns to editing | doc 2 §7 |
 */
export interface UploadContext extends UploadRules {
  files: UploadFile[];
  /** the attachment types offered (orders: UPLOADABLE_ATTACHMENT_TYPES) */
  types: readonly string[];
}

export type UploadEvent =
  | { type: 'ADD_FILES'; files: Array<Pick<UploadFile, 'name' | 'size'>> }
  | { type: 'REMOVE_FILE'; index: number }
  | { type: 'SET_TYPE'; index: number; fileType: string }
  | { type: 'CONFIRM' }
  | { type: 'UPLOADED' }
  | { type: 'UPLOAD_FAILED' };

export type UploadState = 'editing' | 'uploading' | 'done';

export interface UploadInput {
  imagesOnly?: boolean;
  maxFiles?: number | null;
  types?: readonly string[];
}

export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent, input: {} as UploadInput | undefined },
  guards: {
    hasAcceptableFile: ({ context, event }) =>
      event.type === 'ADD_FILES' && event.files.some((f) => isAcceptableFile(f, context)),
    isListed: ({ context, event }) =>
      (event.type === 'REMOVE_FILE' || event.type === 'SET_TYPE') &&
      event.index >= 0 &&
      event.index < context.files.length,
    mayChooseType: ({ context, event }) =>
      event.type === 'SET_TYPE' &&
      !context.imagesOnly &&
      event.index >= 0 &&
      event.index < context.files.length &&
      context.types.includes(event.fileType),
    canConfirm: ({ context }) => uploadRefusal(context.files, context, context.types) === null,
  },
  actions: {
    addFiles: assign(({ context, event }) => {
      if (event.type !== 'ADD_FILES') return {};
      const added = event.files
        .filter((f) => isAcceptableFile(f, context))
        .map((f) => ({ name: f.name, size: f.size, fileType: context.imagesOnly ? IMAGE_FILE_TYPE : null }));
      return { files: [...context.files, ...added] };
    }),
    removeFile: assign(({ context, event }) =>
      event.type === 'REMOVE_FILE' ? { files: context.files.filter((_, i) => i !== event.index) } : {},
    ),
    setType: assign(({ context, event }) =>
      event.type === 'SET_TYPE'
        ? { files: context.files.map((f, i) => (i === event.index ? { ...f, fileType: event.fileType } : f)) }
        : {},
    ),
  },
}).createMachine({
  id: 'upload',
  initial: 'editing',
  context: ({ input }) => ({
    files: [],
    imagesOnly: input?.imagesOnly ?? false,
    maxFiles: input?.maxFiles ?? null,
    types: input?.types ?? UPLOADABLE_ATTACHMENT_TYPES,
  }),
  states: {
    editing: {
      on: {
        ADD_FILES: { guard: 'hasAcceptableFile', target: 'editing', actions: 'addFiles' },
        REMOVE_FILE: { guard: 'isListed', target: 'editing', actions: 'removeFile' },
        SET_TYPE: { guard: 'mayChooseType', target: 'editing', actions: 'setType' },
        CONFIRM: { guard: 'canConfirm', target: 'uploading' },
      },
    },
    uploading: { on: { UPLOADED: 'done', UPLOAD_FAILED: 'editing' } },
    done: { type: 'final' },
  },
});

/** An upload request (its files with their types, and the dialog's rules) as the dialog would be
 * on CONFIRM: the simulator asks it before it stores anything — the "record" is the request. */
export const uploadRequestLifecycle = lifecycle(
  uploadMachine,
  () => 'editing',
  (request: UploadContext) => ({ ...request }),
);
