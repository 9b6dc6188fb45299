// doc 1 §5 "Uploads: allowed types PDF, XML, JPEG, JPG, PNG (images only when restricted); at most
// 50 MB"; doc 2 §5 "Upload: in non-image mode each file needs a type; confirm needs at least one
// file and no more than maxFiles when given; image mode forces type image"; doc 2 §9.

export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['pdf', 'xml', 'jpeg', 'jpg', 'png'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

/** Content types by extension: what the simulator serves an attachment back with. */
export const CONTENT_TYPES: Record<(typeof UPLOAD_EXTENSIONS)[number], string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function extensionOf(fileName: string): string {
  const at = fileName.lastIndexOf('.');
  return at < 0 ? '' : fileName.slice(at + 1).toLowerCase();
}

export function isAllowedUpload(fileName: string, imagesOnly = false): boolean {
  const ext = extensionOf(fileName);
  const allowed: readonly string[] = imagesOnly ? IMAGE_EXTENSIONS : UPLOAD_EXTENSIONS;
  return allowed.includes(ext);
}

export function contentTypeOf(fileName: string): string | null {
  const ext = extensionOf(fileName) as (typeof UPLOAD_EXTENSIONS)[number];
  return CONTENT_TYPES[ext] ?? null;
}

/** One file in the upload dialog: its name, size and the attachment type chosen for it. */
export interface UploadFile {
  name: string;
  size: number;
  fileType: string | null;
}

export interface UploadRules {
  /** image mode: only images, and their type is forced to `image` */
  imagesOnly: boolean;
  /** at most this many files when given (the logo upload takes 1) */
  maxFiles: number | null;
}

export const IMAGE_FILE_TYPE = 'image';

/** Whether a dropped file is accepted at all (extension, size; non-images ignored in image mode). */
export function isAcceptableFile(
  file: Pick<UploadFile, 'name' | 'size'>,
  rules: Pick<UploadRules, 'imagesOnly'>,
): boolean {
  return isAllowedUpload(file.name, rules.imagesOnly) && file.size <= UPLOAD_MAX_BYTES;
}

/** What `uploadRefusal` says of each refusal; the simulator passes its catalogue's texts, which it
 * answers in the caller's language (simulator/i18n/messages/orders.ts). */
export interface UploadTexts {
  noFile: string;
  tooMany: (max: number) => string;
  badExtension: (name: string, extensions: string) => string;
  tooLarge: (name: string) => string;
  noType: (name: string) => string;
  unknownType: (name: string, type: string) => string;
}

export const UPLOAD_TEXTS: UploadTexts = {
  noFile: 'Choose at least one file',
  tooMany: (max) => `Choose at most ${max} file(s)`,
  badExtension: (name, extensions) => `${name}: only ${extensions} files are accepted`,
  tooLarge: (name) => `${name}: larger than 50 MB`,
  noType: (name) => `${name}: choose the file's type`,
  unknownType: (name, type) => `${name}: unknown type ${type}`,
};

/** Why the dialog cannot be confirmed, or null (doc 2 §5 "Upload"). The upload machine's CONFIRM
 * guard and the simulator's 400 message share it. */
export function uploadRefusal(
  files: readonly UploadFile[],
  rules: UploadRules,
  allowedTypes?: readonly string[],
  texts: UploadTexts = UPLOAD_TEXTS,
): string | null {
  if (files.length === 0) return texts.noFile;
  if (rules.maxFiles !== null && files.length > rules.maxFiles) return texts.tooMany(rules.maxFiles);
  for (const f of files) {
    if (!isAllowedUpload(f.name, rules.imagesOnly))
      return texts.badExtension(
        f.name,
        (rules.imagesOnly ? IMAGE_EXTENSIONS : UPLOAD_EXTENSIONS).join(', ').toUpperCase(),
      );
    if (f.size > UPLOAD_MAX_BYTES) return texts.tooLarge(f.name);
    if (rules.imagesOnly) continue; // image mode forces the type
    if (!f.fileType) return texts.noType(f.name);
    if (allowedTypes && !allowedTypes.includes(f.fileType)) return texts.unknownType(f.name, f.fileType);
  }
  return null;
}
