import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { photoOfVideo, type ReturnPhotoDraft } from './photo-capture.ts';

interface WebcamCaptureProps {
  onCapture(photo: ReturnPhotoDraft): void;
  onClose(): void;
  /** No more photos may be taken (the maximum is reached). */
  full: boolean;
}

const CAMERA_FAILED = 'Webcam non disponibile: controlla che sia collegata e che il permesso sia concesso.';

/** The browser's cameras; undefined where there are none (a page not served securely, an old browser). */
function mediaDevices(): MediaDevices | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.mediaDevices as MediaDevices | undefined);
}

/** The webcam's picture (navigator.mediaDevices) and 'Scatta foto': the frame becomes a JPEG within the limit. */
export function WebcamCapture({ onCapture, onClose, full }: WebcamCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(() => (mediaDevices() === undefined ? CAMERA_FAILED : null));

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const media = mediaDevices();
    if (media === undefined) return undefined;
    media.getUserMedia({ video: { width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false }).then(
      (opened) => {
        if (stopped) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const element = video.current;
        if (element === null) return;
        element.srcObject = opened;
        element.onloadedmetadata = () => {
          void element.play().then(() => setReady(true), () => setFailure(CAMERA_FAILED));
        };
      },
      (error: unknown) => {
        console.error('Webcam non disponibile', error);
        if (!stopped) setFailure(CAMERA_FAILED);
      },
    );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const shoot = () => {
    const element = video.current;
    if (element === null) return;
    try {
      onCapture(photoOfVideo(element));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : CAMERA_FAILED);
    }
  };

  return (
    <Paper withBorder radius="md" p="xs" aria-label="Webcam">
      <Stack gap="xs">
        {failure !== null ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        ) : (
          <video ref={video} muted playsInline aria-label="Anteprima webcam" style={{ width: '100%', maxHeight: 220, background: '#000', borderRadius: 4 }} />
        )}
        <Group gap="xs">
          <Button size="xs" leftSection={<IconCamera size={14} aria-hidden />} onClick={shoot} disabled={!ready || failure !== null || full}>
            Scatta foto
          </Button>
          <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onClose}>
            Chiudi webcam
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
