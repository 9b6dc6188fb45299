import { useEffect, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack, stack } from '../../../../styled-system/patterns';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useT } from '../../../ui/use-t';
import { CAMERA_CONSTRAINTS, jpegOfFile, scaledJpeg, uploadPhoto } from './photo-capture';

// The camera capture dialog (doc 2 §2 "Other dialogs: … camera capture dialog", §9 "Camera
// capture 1280 px long side, 16:9"): the live camera (getUserMedia), Capture, then Retake or Use.
// Without a camera, or when the permission is refused, the dialog says so and offers a file input
// instead (`capture`: on a phone it opens the camera app); the chosen picture is shown the same
// way. Use uploads it to the order (photo-capture.ts) and hands its address to the checklist.

const frame = css({
  width: 'full',
  aspectRatio: '16 / 9',
  bg: 'gray.900',
  borderRadius: 'md',
  objectFit: 'contain',
});
const note = css({ fontSize: 'sm', color: 'textMuted' });
const fileLabel = css({ fontSize: 'sm', fontWeight: 'medium' });
const fileInput = css({ display: 'block', fontSize: 'sm', mt: '1' });
const problem = css({ fontSize: 'sm', color: 'dangerHover' });

type Phase = 'starting' | 'live' | 'fallback';

export interface CameraCaptureDialogProps {
  orderId: string;
  onUsed: (url: string) => void;
  onClose: () => void;
}

export function CameraCaptureDialog({ orderId, onUsed, onClose }: CameraCaptureDialogProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [photo, setPhoto] = useState<{ blob: Blob; url: string } | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  // Capture waits for the first frame: before it the video has no size and there is nothing to take
  const [framed, setFramed] = useState(false);

  // the camera while the dialog is open; no camera API, no device or a refusal: the file input
  useEffect(() => {
    let stopped = false;
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setPhase('fallback');
      return;
    }
    media.getUserMedia(CAMERA_CONSTRAINTS).then(
      (s) => {
        if (stopped) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream.current = s;
        setPhase('live');
      },
      () => {
        if (!stopped) setPhase('fallback');
      },
    );
    return () => {
      stopped = true;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    };
  }, []);

  // the live picture, once the video element is there (again after a retake)
  useEffect(() => {
    if (phase === 'live' && !photo && video.current && stream.current) {
      setFramed(false);
      video.current.srcObject = stream.current;
      void video.current.play().catch(() => undefined);
    }
  }, [phase, photo]);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const show = (blob: Blob) => setPhoto({ blob, url: URL.createObjectURL(blob) });
  const take = async () => {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    show(await scaledJpeg(v, v.videoWidth, v.videoHeight));
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUnreadable(false);
    try {
      show(await jpegOfFile(file));
    } catch {
      setUnreadable(true);
    }
  };
  const use = async () => {
    if (!photo) return;
    setUploading(0);
    try {
      onUsed(await uploadPhoto(orderId, photo.blob, setUploading));
      onClose();
    } catch {
      setUploading(null); // the upload call told why
    }
  };

  const busy = uploading !== null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('checklists.camera.title')}
      footer={
        phase === 'live' || photo ? (
          <div className={hstack({ gap: '2' })}>
            {photo ? (
              <>
                <Button variant="outline" onClick={() => setPhoto(null)} disabled={busy}>
                  {t('checklists.camera.retake')}
                </Button>
                <Button onClick={() => void use()} loading={busy}>
                  {t('checklists.camera.use')}
                </Button>
              </>
            ) : (
              <Button onClick={() => void take()} disabled={!framed}>
                {t('checklists.camera.take')}
              </Button>
            )}
          </div>
        ) : undefined
      }
    >
      <div className={stack({ gap: '3' })}>
        {photo ? (
          <img className={frame} src={photo.url} alt={t('checklists.camera.taken')} />
        ) : phase === 'live' ? (
          <video
            ref={video}
            className={frame}
            muted
            playsInline
            onLoadedData={(event) => setFramed(event.currentTarget.videoWidth > 0)}
            aria-label={t('checklists.camera.preview')}
          />
        ) : phase === 'starting' ? (
          <p className={note} aria-busy="true">
            {t('checklists.camera.starting')}
          </p>
        ) : null}
        {phase === 'fallback' && !photo && (
          <>
            <p className={note} role="status">
              {t('checklists.camera.unavailable')}
            </p>
            <label className={fileLabel}>
              {t('checklists.camera.file')}
              <input
                className={fileInput}
                type="file"
                accept="image/jpeg,image/png"
                capture="environment"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  void choose(file);
                }}
              />
            </label>
            {unreadable && (
              <p className={problem} role="alert">
                {t('checklists.camera.unreadable')}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
