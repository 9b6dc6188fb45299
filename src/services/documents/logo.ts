import type { jsPDF } from 'jspdf';
import { DocumentError } from './document-error';

// doc 2 §8: "Missing company logo when printing: error toast" — documents that carry the company
// logo are not produced without it. jspdf draws PNG and JPEG only, so any other logo (the demo
// companies' SVG data URLs, an address) is drawn on a canvas and taken as PNG first.

export interface LogoImage {
  data: string;
  format: 'PNG' | 'JPEG';
  width: number;
  height: number;
}

const RASTER = /^data:image\/(png|jpe?g);base64,/i;

/** Scale used when rasterising vector logos, so they stay sharp in print. */
const RASTER_SCALE = 3;

function rasterise(src: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (typeof Image === 'undefined' || typeof document === 'undefined') {
      reject(new DocumentError('documents.logoUnreadable'));
      return;
    }
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      const width = (image.naturalWidth || 200) * RASTER_SCALE;
      const height = (image.naturalHeight || 60) * RASTER_SCALE;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new DocumentError('documents.logoUnreadable'));
        return;
      }
      context.drawImage(image, 0, 0, width, height);
      try {
        resolve(canvas.toDataURL('image/png'));
      } catch {
        // a cross-origin image without CORS taints the canvas
        reject(new DocumentError('documents.logoUnreadable'));
      }
    };
    image.onerror = () => reject(new DocumentError('documents.logoUnreadable'));
    image.src = src;
  });
}

/**
 * The company logo ready for `addImage`. Throws DocumentError `documents.logoMissing` when the
 * company has none and `documents.logoUnreadable` when it cannot be read.
 */
export async function loadLogo(doc: jsPDF, logo: string | null | undefined): Promise<LogoImage> {
  const src = logo?.trim();
  if (!src) throw new DocumentError('documents.logoMissing');
  const raster = RASTER.exec(src);
  const data = raster ? src : await rasterise(src);
  const format = raster && /jpe?g/i.test(raster[1]) ? 'JPEG' : 'PNG';
  try {
    const { width, height } = doc.getImageProperties(data);
    if (!width || !height) throw new Error('empty image');
    return { data, format, width, height };
  } catch {
    throw new DocumentError('documents.logoUnreadable');
  }
}
