import DOMPurify from 'dompurify';

// doc 1 §2.5, §3.5: the survey page shows the company's configurable HTML invitation
// (configuration.npsText). It is written by a company user and read by any visitor holding the
// link, so it is sanitised before it reaches the DOM: scripts, event-handler attributes, forms,
// frames and styles are removed, and DOMPurify's default URI rule drops javascript: links; only
// formatting, images and links stay. Links open in a new tab so the survey is never left behind.

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'target', 'rel', 'width', 'height'];

let hooked = false;

function ensureLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // An image without an absolute address (e.g. the "x" of an onerror trick) would only show as a
    // broken picture once its handler is gone.
    if (node.tagName === 'IMG' && !/^(?:https?:|data:image\/)/i.test(node.getAttribute('src') ?? '')) {
      node.remove();
      return;
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Safe HTML for the invitation, or null when there is nothing left to show. */
export function sanitizeInvitation(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  ensureLinkHook();
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
  return clean.trim() ? clean : null;
}
