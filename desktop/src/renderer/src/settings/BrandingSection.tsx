import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BRANDING_MSG,
  DOCUMENT_TEXT_MAX,
  LOGO_MAX_BYTES,
  MSG,
  RECEIPT_LINES_MAX,
  RECEIPT_TEXT_MAX,
  brandingBodySchema,
  type Branding,
  type BrandingBody,
  type z,
} from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { applyFieldErrors } from '../api/form-errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { brandingApi, brandingKeys } from './branding-api.ts';
import { logoFileProblem, printedLines, readAsDataUrl } from './branding-model.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { ReceiptLines, ReceiptLogo } from '../components/ReceiptBrandingParts.tsx';

type Output = z.output<typeof brandingBodySchema>;
const FIELDS = ['receipt_header', 'receipt_footer', 'document_header', 'document_footer'] as const;

function toForm(branding: Branding): BrandingBody {
  return Object.fromEntries(FIELDS.map((field) => [field, branding[field] ?? ''])) as BrandingBody;
}

/** Impostazioni → Personalizzazione (company owners): logo and texts of receipts and documents. */
export function BrandingSection() {
  const query = useQuery({ queryKey: brandingKeys.show, queryFn: ({ signal }) => brandingApi.show(signal) });
  return (
    <SectionFrame title="Personalizzazione" description="Logo, intestazione e piè di pagina di scontrini e documenti dell'azienda.">
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <BrandingForm branding={query.data} />
      )}
    </SectionFrame>
  );
}

function BrandingForm({ branding }: { branding: Branding }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);
  const [logoBusy, setLogoBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandingBody, unknown, Output>({ resolver: zodResolver(brandingBodySchema), defaultValues: toForm(branding) });
  const [receiptHeader, receiptFooter] = useWatch({ control, name: ['receipt_header', 'receipt_footer'] });

  const saved = (next: Branding, message: string, resetForm: boolean) => {
    queryClient.setQueryData(brandingKeys.show, next);
    if (resetForm) reset(toForm(next));
    setFailure(null);
    showSuccess(message);
  };
  const onSubmit = async (values: Output) => {
    setFailure(null);
    try {
      saved(await brandingApi.update(values), BRANDING_MSG.saved, true);
    } catch (error) {
      applyFieldErrors<BrandingBody>(error, [...FIELDS], setError);
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    }
  };
  const logoAction = async (work: () => Promise<Branding>, message: string) => {
    setLogoBusy(true);
    try {
      saved(await work(), message, false);
    } catch (error) {
      setFailure(userMessage(error, MSG.settingsSaveFailed));
    } finally {
      setLogoBusy(false);
    }
  };
  const upload = (file: File | null) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setFailure(problem);
      return;
    }
    void logoAction(async () => brandingApi.uploadLogo(await readAsDataUrl(file)), BRANDING_MSG.logoSaved);
  };

  return (
    <Stack gap="xl">
      <UnsavedChangesGuard when={isDirty} message="Le modifiche alla personalizzazione non sono state salvate e andranno perse." />
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={failure} testId="settings-error" />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Paper withBorder radius="md" w={160} h={120} p="xs" style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          {branding.logo_url ? (
            <Image src={branding.logo_url} alt="Logo dell'azienda" fit="contain" mah={100} maw={140} />
          ) : (
            <Text size="sm" c="dimmed" ta="center">
              Nessun logo
            </Text>
          )}
        </Paper>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Logo
          </Title>
          <Text size="sm" c="dimmed">
            PNG o JPEG, al massimo {LOGO_MAX_BYTES / 1024} KB. Compare su scontrini, documenti e PDF.
          </Text>
          <Group gap="sm">
            <FileButton onChange={upload} accept="image/png,image/jpeg">
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={logoBusy} variant="light">
                  {branding.logo_url ? 'Sostituisci logo' : 'Carica logo'}
                </Button>
              )}
            </FileButton>
            {branding.logo_url ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                disabled={logoBusy}
                onClick={() => void logoAction(() => brandingApi.removeLogo(), BRANDING_MSG.logoRemoved)}
              >
                Rimuovi logo
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>

      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Testi di scontrini e documenti">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <Stack gap="sm">
              <Title order={3} size="h5">
                Scontrino
              </Title>
              <Textarea
                label="Intestazione scontrino"
                description={`Al massimo ${RECEIPT_LINES_MAX} righe e ${RECEIPT_TEXT_MAX} caratteri; vuota: nome, indirizzo e partita IVA`}
                autosize
                minRows={3}
                {...register('receipt_header')}
                error={errors.receipt_header?.message}
              />
              <Textarea label="Piè di pagina scontrino" autosize minRows={2} {...register('receipt_footer')} error={errors.receipt_footer?.message} />
            </Stack>
            <ReceiptPreview header={receiptHeader} footer={receiptFooter} logo={branding.logo_url} />
          </SimpleGrid>
          <Title order={3} size="h5" mt="sm">
            Documenti e PDF
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea
              label="Intestazione documenti"
              description={`Al massimo ${DOCUMENT_TEXT_MAX} caratteri; vuota: i dati dell'azienda`}
              autosize
              minRows={3}
              {...register('document_header')}
              error={errors.document_header?.message}
            />
            <Textarea
              label="Piè di pagina documenti"
              description="Per esempio condizioni di pagamento o note legali"
              autosize
              minRows={3}
              {...register('document_footer')}
              error={errors.document_footer?.message}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={isSubmitting} disabled={!isDirty}>
              Salva Personalizzazione
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** How the receipt's top and bottom will look on the roll. */
function ReceiptPreview({ header, footer, logo }: { header: string | null | undefined; footer: string | null | undefined; logo: string | null }) {
  return (
    <Paper withBorder radius="sm" p="md" aria-label="Anteprima scontrino" component="figure" m={0} maw={320} ff="monospace" fz="xs">
      <Stack gap={2} align="center">
        <ReceiptLogo src={logo} />
        <ReceiptLines lines={printedLines(header)} />
        <Text ff="monospace" fz="xs" c="dimmed">
          ································
        </Text>
        <Text ff="monospace" fz="xs" c="dimmed">
          (righe della vendita)
        </Text>
        <Text ff="monospace" fz="xs" c="dimmed">
          ································
        </Text>
        <ReceiptLines lines={printedLines(footer)} />
      </Stack>
    </Paper>
  );
}
