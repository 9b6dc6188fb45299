import { navigate } from 'wouter/use-browser-location';
import type { Attachment } from '../domain/order-records';
import type { AttachmentType } from '../domain/orders';
import { api, messageOf } from './api-client';
import { API_BASE_URL } from './config';
import { currentLanguage, t } from './i18n';
import { clearSession, getAccessToken } from './session-store';
import { notify } from './toasts';

// An order's attachments (doc 2 §7): upload with progress, delete, verify the printable ones.

export interface UploadAnswer {
  message?: string;
  attachments: Attachment[];
}

export class UploadError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * POST /orders-attachment/upload (multipart: files, fileTypes comma-joined, orderId) with upload
 * progress — ofetch cannot report it, so this one call uses XMLHttpRequest and applies the doc 1 §8
 * answer rules itself (success message toast; 401 → session removed, /login; an error's message or
 * the default text otherwise; a network error passes on without a toast).
 */
export function uploadAttachments(
  orderId: string,
  files: ReadonlyArray<{ file: File; type: AttachmentType }>,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const { file } of files) form.append('files', file, file.name);
  form.append('fileTypes', files.map((f) => f.type).join(','));
  form.append('orderId', orderId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL.replace(/\/$/, '')}/orders-attachment/upload?origin=web`);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // as the api client does: the success message comes back in the interface language
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new UploadError(null, 'network'));
    xhr.onload = () => {
      const body = xhr.response as unknown;
      const message = messageOf(body);
      if (xhr.status >= 200 && xhr.status < 300) {
        if (message) notify.success(message);
        resolve(body as UploadAnswer);
        return;
      }
      if (xhr.status === 401) {
        notify.error(t('api.notAuthorized'));
        clearSession();
        navigate('/login', { replace: true });
      } else if (!message) notify.error(t('api.default'));
      else if (xhr.status === 404) notify.warning(message);
      else notify.error(message);
      reject(new UploadError(xhr.status, message ?? 'upload failed'));
    };
    xhr.send(form);
  });
}

export const deleteAttachment = (id: string) =>
  api.delete<{ message?: string }>(`/orders-attachment/${encodeURIComponent(id)}`);

export interface VerifyAttachmentsAnswer {
  orderNumber: string;
  orderId: string;
  types: AttachmentType[];
  missing: AttachmentType[];
}

export const verifyAttachments = (orderNumber: string) =>
  api.get<VerifyAttachmentsAnswer>(`/orders-attachment/verify/${encodeURIComponent(orderNumber)}`);
