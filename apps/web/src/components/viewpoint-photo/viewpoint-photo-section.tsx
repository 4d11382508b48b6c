import { useLingui } from '@lingui/react';
import { Alert, Badge, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  PHOTO_FEATURE_KEY,
  PHOTO_UPLOAD_TYPES,
  type UpdateViewpointRequest,
  type Viewpoint,
  type ViewpointPhoto,
} from '@vantage/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useFeatures } from '@/lib/subscription/api/get-features';
import { removeViewpointPhoto, uploadViewpointPhoto, viewpointPhotoImageQueryOptions } from './photo-api';
import { cameraSuggestion, photoAccess, photoSummary, takenAtText } from './photo-facts';

type Props = {
  viewpoint: Viewpoint;
  /** The caller may change the project's content (the server's `abilities.update`, not read-only). */
  mayChange: boolean;
  /** The photo was uploaded, replaced (the new one) or removed (null): refresh what shows the viewpoint. */
  onPhotoChange: (photo: ViewpointPhoto | null) => unknown;
  /**
   * Changes the viewpoint (the planner's or the Present screen's save): true once saved, false
   * when it was not (the caller has told why); a thrown error is shown here.
   */
  onViewpointChange: (change: UpdateViewpointRequest) => Promise<boolean>;
  /** A smaller thumbnail, for a list of viewpoints. */
  compact?: boolean;
};

/** The stored photo as an object URL for an <img>, released when it changes or the section goes. */
function usePhotoUrl(viewpoint: Viewpoint) {
  const image = useQuery(viewpointPhotoImageQueryOptions(viewpoint.id, viewpoint.photo));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  return { url, image };
}

/**
 * A viewpoint's photograph (Custom panorama): its thumbnail, kind, size and date taken; upload,
 * replace and remove for those who may change the project while PanoUpload is Enabled (else
 * Locked, or the photo only); and what the photo's EXIF says about the camera, with a button
 * that makes it the viewpoint's position, direction and field of view. The same section in the
 * planner's viewpoint properties and on the Present screen.
 */
export function ViewpointPhotoSection({
  viewpoint,
  mayChange,
  onPhotoChange,
  onViewpointChange,
  compact,
}: Props) {
  const { i18n } = useLingui();
  const titleId = useId();
  const features = useFeatures({ staleTime: 60_000 });
  const access = photoAccess(
    features.data?.find((feature) => feature.key === PHOTO_FEATURE_KEY)?.state ?? null,
    {
      mayChange,
      loading: features.isPending,
    },
  );
  const photo = viewpoint.photo;
  const { url, image } = usePhotoUrl(viewpoint);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'uploading' | 'removing' | 'applying' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState(false);
  const suggestion = photo ? cameraSuggestion(viewpoint, photo.camera) : null;

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void>) {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  const upload = (file: File | undefined) => {
    if (!file || busy) return;
    void run('uploading', async () => {
      try {
        setApplied(false);
        await onPhotoChange(await uploadViewpointPhoto(viewpoint.id, file));
      } finally {
        if (input.current) input.current.value = '';
      }
    });
  };

  const remove = () => {
    if (!photo || !window.confirm(i18n._('dash.photo.confirmRemove', { name: viewpoint.name }))) return;
    void run('removing', async () => {
      await removeViewpointPhoto(viewpoint.id);
      await onPhotoChange(null);
    });
  };

  const applyCamera = () => {
    if (!suggestion) return;
    void run('applying', async () => {
      if (await onViewpointChange(suggestion.change)) setApplied(true);
    });
  };

  const thumbnail = compact ? 72 : 128;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Title order={compact ? 4 : 3} size="h6" id={titleId}>
          {i18n._('dash.photo.title')}
        </Title>
        {access === 'locked' ? (
          <Badge color="gray" variant="light">
            {i18n._('dash.photo.locked')}
          </Badge>
        ) : null}
      </Group>
      {photo ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Box
            w={thumbnail}
            h={Math.round((thumbnail * 3) / 4)}
            style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
            bg="gray.2"
          >
            {url ? (
              <img
                src={url}
                alt={i18n._('dash.photo.viewFrom', { name: viewpoint.name })}
                width={thumbnail}
                height={Math.round((thumbnail * 3) / 4)}
                style={{ objectFit: 'cover', display: 'block' }}
              />
            ) : image.isError ? null : (
              <Loader role="status" size="xs" m="xs" aria-label={i18n._('dash.photo.loading')} />
            )}
          </Box>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{photoSummary(photo)}</Text>
            <Text size="sm">{takenAtText(photo.takenAt)}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {photo.fileName}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text size="sm">{i18n._('dash.photo.none')}</Text>
      )}
      {access === 'locked' ? (
        <Text size="sm" c="dimmed">
          {i18n._('dash.photo.lockedText')}
        </Text>
      ) : null}
      {access === 'change' ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {i18n._('dash.photo.formats')}
          </Text>
          <input
            ref={input}
            type="file"
            accept={PHOTO_UPLOAD_TYPES.join(',')}
            hidden
            aria-hidden
            tabIndex={-1}
            onChange={(event) => upload(event.currentTarget.files?.[0])}
          />
          <Group gap="xs">
            <Button
              size="xs"
              loading={busy === 'uploading'}
              disabled={busy !== null && busy !== 'uploading'}
              aria-label={i18n._(photo ? 'dash.photo.replaceOf' : 'dash.photo.uploadOf', {
                name: viewpoint.name,
              })}
              onClick={() => input.current?.click()}
            >
              {i18n._(photo ? 'dash.photo.replace' : 'dash.photo.upload')}
            </Button>
            {photo ? (
              <Button
                size="xs"
                variant="default"
                color="red"
                loading={busy === 'removing'}
                disabled={busy !== null && busy !== 'removing'}
                aria-label={i18n._('dash.photo.removeOf', { name: viewpoint.name })}
                onClick={remove}
              >
                {i18n._('dash.photo.remove')}
              </Button>
            ) : null}
          </Group>
          {busy === 'uploading' ? (
            <Text size="sm" role="status">
              {i18n._('dash.photo.uploading')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {suggestion ? (
        <Alert color="blue" variant="light" title={i18n._('dash.photo.cameraTitle')}>
          <Stack gap="xs">
            <Box
              component="dl"
              m={0}
              style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}
            >
              {suggestion.facts.map(([term, value]) => (
                <Box key={term} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" fw={600}>
                    {term}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </Box>
              ))}
            </Box>
            {mayChange ? (
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  loading={busy === 'applying'}
                  disabled={busy !== null && busy !== 'applying'}
                  onClick={applyCamera}
                >
                  {i18n._('dash.photo.useCamera')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : applied ? (
        <Text size="sm" role="status">
          {i18n._('dash.photo.applied')}
        </Text>
      ) : null}
      {problem ? (
        <Alert color="red" title={i18n._('dash.photo.notChanged')} role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
