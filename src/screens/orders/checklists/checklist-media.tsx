import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack, stack, wrap } from '../../../../styled-system/patterns';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { CameraCaptureDialog } from './camera-capture.dialog';
import type { ChecklistForm } from './checklist-fields';

// The drawn and photographed parts of the checklists (doc 2 §3: vehicleDraw "drawing", signature,
// sellerSignature, photos), stored as PNG/JPEG data URLs in the checklist JSON so the PDF prints
// them as they were taken. Ours: a drawing is made with a pointer (mouse, pen or finger) on a
// white pad and cleared with its button; photos come from the camera capture dialog
// (camera-capture.dialog.tsx) and are kept as the addresses of the order's image attachments.

const pad = css({
  width: 'full',
  maxWidth: '420px',
  height: '140px',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  touchAction: 'none',
  cursor: 'crosshair',
});
const caption = css({ fontSize: 'sm', fontWeight: 'medium' });
const thumb = css({
  width: '24',
  height: '20',
  objectFit: 'cover',
  borderWidth: '1px',
  borderColor: 'border',
});

/** A drawing pad bound to a data-URL field (null while blank). */
export function SketchCell({ form, name, label }: { form: ChecklistForm; name: string; label: string }) {
  const t = useT();
  return (
    <form.Field name={name}>
      {(f) => (
        <div className={stack({ gap: '1' })}>
          <span className={caption} id={`${name}-label`}>
            {label}
          </span>
          <Pad
            labelledBy={`${name}-label`}
            value={(f.state.value as string | null) ?? null}
            onChange={(url) => f.handleChange(url)}
          />
          <div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => f.handleChange(null)}
              disabled={!f.state.value}
            >
              {t('checklists.form.clear', { name: label })}
            </Button>
          </div>
        </div>
      )}
    </form.Field>
  );
}

function Pad({
  value,
  onChange,
  labelledBy,
}: {
  value: string | null;
  onChange: (url: string) => void;
  labelledBy: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef<string | null>(null);

  // the stored drawing is shown again (and a cleared field clears the pad)
  useEffect(() => {
    const c = canvas.current;
    const context = c?.getContext('2d');
    if (!c || !context || value === drawn.current) return;
    context.fillStyle = 'white';
    context.fillRect(0, 0, c.width, c.height);
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, c.width, c.height);
      image.src = value;
    }
    drawn.current = value;
  }, [value]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const c = event.currentTarget;
    const box = c.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * c.width) / box.width,
      ((event.clientY - box.top) * c.height) / box.height,
    ];
  };
  return (
    <canvas
      ref={canvas}
      className={pad}
      width={840}
      height={280}
      role="img"
      aria-labelledby={labelledBy}
      onPointerDown={(event) => {
        const context = event.currentTarget.getContext('2d');
        if (!context) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = true;
        const [x, y] = point(event);
        context.lineWidth = 4;
        context.lineCap = 'round';
        context.strokeStyle = '#111';
        context.beginPath();
        context.moveTo(x, y);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        const context = event.currentTarget.getContext('2d');
        const [x, y] = point(event);
        context?.lineTo(x, y);
        context?.stroke();
      }}
      onPointerUp={(event) => {
        if (!drawing.current) return;
        drawing.current = false;
        const url = event.currentTarget.toDataURL('image/png');
        drawn.current = url;
        onChange(url);
      }}
    />
  );
}

/** The photos list: taken with the camera dialog (or a file without a camera), removed one by one.
 * A photo is the address of the order's image attachment (photo-capture.ts); older checklists
 * may hold data URLs, shown the same way. */
export function PhotosCell({
  form,
  name,
  label,
  orderId,
}: {
  form: ChecklistForm;
  name: string;
  label: string;
  orderId: string;
}) {
  const t = useT();
  const [capturing, setCapturing] = useState(false);
  return (
    <form.Field name={name}>
      {(f) => {
        const photos = (f.state.value as string[] | undefined) ?? [];
        return (
          <div className={stack({ gap: '2' })}>
            <span className={caption}>{label}</span>
            <div>
              <Button size="sm" variant="outline" onClick={() => setCapturing(true)}>
                {t('checklists.camera.open')}
              </Button>
            </div>
            {capturing && (
              <CameraCaptureDialog
                orderId={orderId}
                onClose={() => setCapturing(false)}
                onUsed={(url) => f.handleChange([...photos, url])}
              />
            )}
            <ul className={wrap({ gap: '2', listStyle: 'none', p: '0', m: '0' })}>
              {photos.map((src, index) => (
                <li key={src.slice(-32) + String(index)} className={hstack({ gap: '1' })}>
                  <img className={thumb} src={src} alt={t('checklists.form.photo', { n: index + 1 })} />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => f.handleChange(photos.filter((_, i) => i !== index))}
                  >
                    {t('checklists.form.removePhoto', { n: index + 1 })}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </form.Field>
  );
}
