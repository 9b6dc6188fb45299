// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeInvitation } from '../../../src/screens/survey/sanitize-invitation';

// doc 1 §2.5: the company's HTML invitation is shown, but nothing in it may run.
describe('sanitizeInvitation', () => {
  it('keeps formatting and text', () => {
    expect(sanitizeInvitation('<p>Olá, <strong>cliente</strong>!</p>')).toBe(
      '<p>Olá, <strong>cliente</strong>!</p>',
    );
  });

  it('removes scripts and event handlers', () => {
    const out = sanitizeInvitation(
      '<p>Olá</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">',
    );
    expect(out).toContain('<p>Olá</p>');
    expect(out).not.toMatch(/script|onerror|__xss/);
  });

  it('keeps images with an absolute address and drops the others', () => {
    expect(sanitizeInvitation('<img src="https://cdn.example/logo.png" alt="Logo">')).toContain('<img');
    expect(sanitizeInvitation('<p>a</p><img src="x">')).toBe('<p>a</p>');
  });

  it('drops javascript: links and makes links open in a new tab', () => {
    const out = sanitizeInvitation('<a href="javascript:alert(1)">a</a><a href="https://example.com">b</a>');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('answers null for empty or fully unsafe text, so the default invitation shows', () => {
    expect(sanitizeInvitation(null)).toBeNull();
    expect(sanitizeInvitation('   ')).toBeNull();
    expect(sanitizeInvitation('<script>alert(1)</script>')).toBeNull();
  });
});
