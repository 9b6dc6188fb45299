import { uploadAttachments } from '../../../services/order-attachments.api';

// The checklist photos (doc 2 §3 "photos"): doc 2 §9 "Camera capture 1280 px long side, 16:9".
// A photo — from the camera or, without one, from a file — is scaled to at most 1280 px on its
// long side as a JPEG and uploaded to the order as an attachment of type image (doc 2 §7 POST
// /orders-attachment/upload, §5 "image mode forces type image"); the checklist keeps the
// attachment's address in `photos` (ours: the picture is stored once, with the order's files).

/** doc 2 §9 */
export const CAPTURE_LONG_SIDE = 1280;
export const CAPTURE_ASPECT = 16 / 9;

/** The camera asked for: the back one on a phone, 1280 × 720 (16:9) when it can. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: 'environment',
    width: { ideal: CAPTURE_LONG_SIDE },
    height: { ideal: Math.round(CAPTURE_LONG_SIDE / CAPTURE_ASPECT) },
    aspectRatio: { ideal: CAPTURE_ASPECT },
  },
};

/** A frame or picture as a JPEG, its long side at most CAPTURE_LONG_SIDE. */
export function scaledJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const scale = Math.min(1, CAPTURE_LONG_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.85),
  );
}

/** A picture file as a scaled JPEG (rejects what the browser cannot read as an image). */
export function jpegOfFile(file: File): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const url = URL.createObjectURL(file);
    image.onload = () => {
      URL.revokeObjectURL(url);
      scaledJpeg(image, image.naturalWidth, image.naturalHeight).then(resolve, reject);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable'));
    };
    image.src = url;
  });
}

/** Uploads the photo to the order as an image attachment; answers the address it is served at. */
export async function uploadPhoto(orderId: string, photo: Blob, onProgress: (percent: number) => void) {
  const file = new File([photo], `checklist-${Date.now()}.jpg`, { type: 'image/jpeg' });
  const answer = await uploadAttachments(orderId, [{ file, type: 'image' }], onProgress);
  const url = answer.attachments.at(-1)?.url;
  if (!url) throw new Error('no attachment');
  return url;
}
