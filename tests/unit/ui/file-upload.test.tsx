// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUploadArea, MAX_UPLOAD_BYTES } from '../../../src/ui/file-upload';
import { renderUi } from './render';

afterEach(cleanup);

function file(name: string, type: string, size = 1024) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function pick(files: File[]) {
  const input = screen.getByTestId('file-upload-input') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.input(input);
}

describe('FileUploadArea', () => {
  it('accepts PDF, XML, JPEG and PNG files and hands them over', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUploadArea onFiles={onFiles} label="Anexos" />);
    const files = [
      file('a.pdf', 'application/pdf'),
      file('b.xml', 'text/xml'),
      file('c.jpg', 'image/jpeg'),
      file('d.png', 'image/png'),
    ];
    pick(files);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['a.pdf', 'b.xml', 'c.jpg', 'd.png']);
    expect(screen.getByRole('button', { name: /Anexos/ })).toBeTruthy();
  });

  it('rejects a file over 50 MB and lists it with the reason', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUploadArea onFiles={onFiles} />);
    pick([file('huge.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), file('ok.pdf', 'application/pdf')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['ok.pdf']);
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert.textContent).toContain('huge.pdf'));
    expect(alert.textContent).toContain('50 MB');
  });

  it('lists a disallowed type as rejected in the normal mode', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUploadArea onFiles={onFiles} />);
    pick([file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('notes.docx'));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('in image-only mode ignores a non-image and keeps the images', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUploadArea onFiles={onFiles} imagesOnly />);
    pick([file('invoice.pdf', 'application/pdf'), file('logo.png', 'image/png')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['logo.png']);
    // Ignored, not reported (doc 1 §5).
    expect(screen.getByRole('alert').textContent).toBe('');
    pick([file('data.xml', 'application/xml')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('takes one file when maxFiles is 1 (logo upload)', async () => {
    const onFiles = vi.fn();
    renderUi(<FileUploadArea onFiles={onFiles} imagesOnly maxFiles={1} />);
    pick([file('one.png', 'image/png')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    pick([file('two.png', 'image/png')]);
    await vi.waitFor(() => expect(onFiles).toHaveBeenCalledTimes(2));
    expect(onFiles.mock.calls[1][0].map((f: File) => f.name)).toEqual(['two.png']);
  });
});
