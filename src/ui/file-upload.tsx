import { FileUpload, type FileUploadFileRejection } from '@ark-ui/react/file-upload';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { UploadIcon } from './icons';

/** doc 1 §5, §9: at most 50 MB per file. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

// doc 1 §5 "Uploads": PDF, XML, JPEG, JPG, PNG; only the images when restricted.
const IMAGE_TYPES = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'] };
const DOCUMENT_TYPES = {
  ...IMAGE_TYPES,
  'application/pdf': ['.pdf'],
  'application/xml': ['.xml'],
  'text/xml': ['.xml'],
};

export const fileUploadRecipe = sva({
  slots: ['root', 'label', 'dropzone', 'icon', 'title', 'hint', 'rejected', 'rejectedItem'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    dropzone: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1',
      minHeight: '32',
      px: '4',
      py: '5',
      textAlign: 'center',
      bg: 'surface',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border',
      borderRadius: 'lg',
      cursor: 'pointer',
      transition: 'border-color 0.12s, background 0.12s',
      _hover: { borderColor: 'accent', bg: 'accentSubtle' },
      _dragging: { borderColor: 'accent', bg: 'accentSubtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    },
    icon: { color: 'accent' },
    title: { fontSize: 'sm', fontWeight: 'medium', color: 'text' },
    hint: { fontSize: 'xs', color: 'textMuted' },
    rejected: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '3',
      py: '2',
      fontSize: 'xs',
      color: 'dangerHover',
      bg: 'dangerSubtle',
      borderRadius: 'md',
    },
    rejectedItem: { overflowWrap: 'anywhere' },
  },
});

export interface FileUploadAreaProps {
  /** Called with the accepted files of each drop or pick. */
  onFiles: (files: File[]) => void;
  /** Accept only JPEG/JPG/PNG; a dropped non-image is ignored (doc 1 §5). */
  imagesOnly?: boolean;
  /** Files per drop (default: any number; the logo upload takes 1). */
  maxFiles?: number;
  /** Visible label above the area. */
  label?: string;
  disabled?: boolean;
  name?: string;
  /** Other accepted types than the default documents (e.g. the order import's csv, xlsx, xls, xml):
   * MIME type → extensions, with `typesLabel` naming them in the hint. */
  accept?: Record<string, string[]>;
  typesLabel?: string;
  /** the largest file taken (default MAX_UPLOAD_BYTES, doc 1 §5), stated in the hint */
  maxBytes?: number;
}

/** A byte count as the hint states it: `50 MB`, `1 MB` (MiB, as the limits are counted). */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Drag-and-drop and click file area (doc 1 §2.9, §5): rejected files are listed with the reason. */
export function FileUploadArea({
  onFiles,
  imagesOnly = false,
  maxFiles,
  label,
  disabled,
  name,
  accept,
  typesLabel,
  maxBytes = MAX_UPLOAD_BYTES,
}: FileUploadAreaProps) {
  const intl = useIntl();
  const styles = fileUploadRecipe();
  const types = typesLabel ?? (imagesOnly ? 'JPEG, JPG, PNG' : 'PDF, XML, JPEG, JPG, PNG');
  const title = intl.formatMessage({ id: maxFiles === 1 ? 'ui.upload.dropOne' : 'ui.upload.drop' });
  const size = megabytes(maxBytes);
  const hint = intl.formatMessage({ id: 'ui.upload.hint' }, { types, size });
  const reason = (rejection: FileUploadFileRejection) => {
    const error = rejection.errors[0];
    if (error === 'FILE_TOO_LARGE') return intl.formatMessage({ id: 'ui.upload.tooLarge' }, { size });
    if (error === 'FILE_INVALID_TYPE') return intl.formatMessage({ id: 'ui.upload.invalidType' }, { types });
    if (error === 'TOO_MANY_FILES')
      return intl.formatMessage({ id: 'ui.upload.tooMany' }, { max: maxFiles ?? 1 });
    return intl.formatMessage({ id: 'ui.upload.rejected' });
  };
  // In image-only mode a non-image is ignored rather than reported (doc 1 §5).
  const shown = (rejections: FileUploadFileRejection[]) =>
    imagesOnly ? rejections.filter((r) => !r.errors.every((e) => e === 'FILE_INVALID_TYPE')) : rejections;

  return (
    <FileUpload.Root
      className={styles.root}
      accept={accept ?? (imagesOnly ? IMAGE_TYPES : DOCUMENT_TYPES)}
      maxFileSize={maxBytes}
      maxFiles={maxFiles ?? Number.POSITIVE_INFINITY}
      disabled={disabled}
      name={name}
      // The area hands files over and keeps none: every drop starts from an empty list.
      acceptedFiles={[]}
      onFileAccept={(details) => {
        if (details.files.length > 0) onFiles(details.files);
      }}
      translations={{ dropzone: `${label ? `${label}: ` : ''}${title}. ${hint}` }}
    >
      {label && <FileUpload.Label className={styles.label}>{label}</FileUpload.Label>}
      <FileUpload.Dropzone className={styles.dropzone}>
        <UploadIcon size={24} className={styles.icon} />
        <span className={styles.title}>{title}</span>
        <span className={styles.hint}>{hint}</span>
      </FileUpload.Dropzone>
      <FileUpload.Context>
        {(upload) => {
          const rejected = shown(upload.rejectedFiles);
          return (
            <div role="alert">
              {rejected.length > 0 && (
                <ul
                  className={styles.rejected}
                  aria-label={intl.formatMessage({ id: 'ui.upload.rejectedList' })}
                >
                  {rejected.map((rejection) => (
                    <li key={`${rejection.file.name}-${rejection.file.size}`} className={styles.rejectedItem}>
                      <strong>{rejection.file.name}</strong> — {reason(rejection)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </FileUpload.Context>
      <FileUpload.HiddenInput data-testid="file-upload-input" />
    </FileUpload.Root>
  );
}
