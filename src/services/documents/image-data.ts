// Pictures a document draws that are kept as addresses (the checklist photos are the order's image
// attachments, served by the platform): jspdf draws only data URLs, so each is read first. A data
// URL passes as it is; a picture that cannot be read stays as it was (the PDF then says so).

const DATA_URL = /^data:/i;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export async function imageData(src: string): Promise<string> {
  if (DATA_URL.test(src) || typeof fetch === 'undefined' || typeof FileReader === 'undefined') return src;
  try {
    const answer = await fetch(src);
    return answer.ok ? await readAsDataUrl(await answer.blob()) : src;
  } catch {
    return src;
  }
}

/** Every picture of a list read as imageData does (an absent list reads as none). */
export function imagesData(srcs: readonly string[] | null | undefined): Promise<string[]> {
  return Promise.all((srcs ?? []).map(imageData));
}
