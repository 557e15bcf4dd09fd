import { ActionIcon, Alert, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RETURN_MSG, RETURN_PHOTOS_MAX } from '@banco/shared';
import { photoOfFile, type ReturnPhotoDraft } from './photo-capture.ts';
import { PHOTO_ACCEPT, photoSizeText } from './photo-size.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { WebcamCapture } from './WebcamCapture.tsx';

interface PhotoDocumentationProps {
  photos: readonly ReturnPhotoDraft[];
  onChange(photos: ReturnPhotoDraft[]): void;
}

/**
 * The photo documentation (issue 11): photos picked from files or taken with the webcam, each
 * downscaled to a JPEG of at most 600 KB, kept until the return is completed and then stored with it.
 */
export function PhotoDocumentation({ photos, onChange }: PhotoDocumentationProps) {
  const [camera, setCamera] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = photos.length >= RETURN_PHOTOS_MAX;

  const addFiles = async (files: File[]) => {
    setFailure(null);
    const room = RETURN_PHOTOS_MAX - photos.length;
    if (files.length > room) setFailure(RETURN_MSG.photosTooMany(RETURN_PHOTOS_MAX));
    setBusy(true);
    const added: ReturnPhotoDraft[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      try {
        added.push(await photoOfFile(file));
      } catch (error) {
        setFailure(error instanceof Error ? error.message : RETURN_MSG.photoInvalid);
      }
    }
    setBusy(false);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={RETURNS_TEXT.photosTitle}>
      <Stack gap="xs">
        <Text fw={700}>{RETURNS_TEXT.photosTitle}</Text>
        <Text size="xs" c="dimmed">
          {RETURNS_TEXT.photosHint} Al massimo {RETURN_PHOTOS_MAX} foto.
        </Text>
        <Group gap="xs">
          <FileButton onChange={(files) => void addFiles(files)} accept={PHOTO_ACCEPT} multiple disabled={full || busy}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} aria-hidden />} loading={busy} disabled={full}>
                Carica foto
              </Button>
            )}
          </FileButton>
          <Button size="xs" variant="light" leftSection={<IconCamera size={14} aria-hidden />} onClick={() => setCamera(true)} disabled={camera || full}>
            Usa la webcam
          </Button>
        </Group>
        {camera ? (
          <WebcamCapture
            full={full}
            onCapture={(photo) => {
              setFailure(null);
              onChange([...photos, photo]);
            }}
            onClose={() => setCamera(false)}
          />
        ) : null}
        {failure !== null ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {failure}
          </Alert>
        ) : null}
        {photos.length > 0 ? (
          <SimpleGrid cols={3} spacing="xs" role="list" aria-label="Foto del reso">
            {photos.map((photo, index) => (
              <Stack key={photo.key} gap={2} role="listitem" data-testid="return-photo">
                <Image src={photo.dataUrl} alt={`Foto ${index + 1}`} h={70} fit="cover" radius="sm" />
                <Group justify="space-between" wrap="nowrap" gap={2}>
                  <Text size="xs" c="dimmed" truncate>
                    {photoSizeText(photo.bytes)}
                  </Text>
                  <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Rimuovi foto ${index + 1}`} onClick={() => onChange(photos.filter((kept) => kept.key !== photo.key))}>
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Paper>
  );
}
