import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../../src/domain/uploads';
import { uploadMachine } from '../../src/machines/upload.machine';

const pdf = { name: 'nota.pdf', size: 1000 };
const png = { name: 'foto.PNG', size: 1000 };

describe('upload machine (doc 1 §5, doc 2 §5 "Upload")', () => {
  it('ADD_FILES [hasAcceptableFile] keeps PDF/XML/JPEG/JPG/PNG up to 50 MB and drops the rest', () => {
    const a = createActor(uploadMachine, { input: {} }).start();
    a.send({ type: 'ADD_FILES', files: [{ name: 'virus.exe', size: 10 }] });
    expect(a.getSnapshot().context.files).toEqual([]);
    a.send({
      type: 'ADD_FILES',
      files: [pdf, { name: 'big.pdf', size: UPLOAD_MAX_BYTES + 1 }, { name: 'x.txt', size: 1 }],
    });
    expect(a.getSnapshot().context.files.map((f) => f.name)).toEqual(['nota.pdf']);
    a.send({ type: 'ADD_FILES', files: [{ name: 'edge.pdf', size: UPLOAD_MAX_BYTES }] });
    expect(a.getSnapshot().context.files).toHaveLength(2);
  });

  it('non-image mode: CONFIRM [canConfirm] needs a type on every file', () => {
    const a = createActor(uploadMachine, { input: {} }).start();
    a.send({ type: 'CONFIRM' });
    expect(a.getSnapshot().value).toBe('editing'); // no file
    a.send({ type: 'ADD_FILES', files: [pdf, png] });
    a.send({ type: 'SET_TYPE', index: 0, fileType: 'nf-e' });
    expect(a.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    a.send({ type: 'SET_TYPE', index: 1, fileType: 'image' });
    expect(a.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
    a.send({ type: 'CONFIRM' });
    expect(a.getSnapshot().value).toBe('uploading');
    a.send({ type: 'UPLOAD_FAILED' });
    expect(a.getSnapshot().value).toBe('editing');
    a.send({ type: 'CONFIRM' });
    a.send({ type: 'UPLOADED' });
    expect(a.getSnapshot().value).toBe('done');
  });

  it('SET_TYPE [mayChooseType] only for a listed file and an offered type; REMOVE_FILE [isListed]', () => {
    const a = createActor(uploadMachine, { input: {} }).start();
    a.send({ type: 'ADD_FILES', files: [pdf] });
    expect(a.getSnapshot().can({ type: 'SET_TYPE', index: 3, fileType: 'nf-e' })).toBe(false);
    expect(a.getSnapshot().can({ type: 'SET_TYPE', index: 0, fileType: 'route-ok' })).toBe(false);
    expect(a.getSnapshot().can({ type: 'SET_TYPE', index: 0, fileType: 'Label' })).toBe(true);
    expect(a.getSnapshot().can({ type: 'REMOVE_FILE', index: 1 })).toBe(false);
    a.send({ type: 'REMOVE_FILE', index: 0 });
    expect(a.getSnapshot().context.files).toEqual([]);
  });

  it('image mode ignores non-images, forces the image type and refuses SET_TYPE', () => {
    const a = createActor(uploadMachine, { input: { imagesOnly: true } }).start();
    a.send({ type: 'ADD_FILES', files: [pdf] });
    expect(a.getSnapshot().context.files).toEqual([]);
    a.send({ type: 'ADD_FILES', files: [png, { name: 'b.jpeg', size: 5 }] });
    expect(a.getSnapshot().context.files.map((f) => f.fileType)).toEqual(['image', 'image']);
    expect(a.getSnapshot().can({ type: 'SET_TYPE', index: 0, fileType: 'nf-e' })).toBe(false);
    expect(a.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });

  it('maxFiles caps CONFIRM (the logo takes 1 file)', () => {
    const a = createActor(uploadMachine, { input: { imagesOnly: true, maxFiles: 1 } }).start();
    a.send({ type: 'ADD_FILES', files: [png, png] });
    expect(a.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    a.send({ type: 'REMOVE_FILE', index: 1 });
    expect(a.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });
});
