import { Card, Grid, Group, NavLink, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBell,
  IconBrush,
  IconBuilding,
  IconBuildingCommunity,
  IconCreditCard,
  IconPackages,
  IconPalette,
  IconPlugConnected,
  IconServer,
  IconAntenna,
  IconUser,
  IconUserCircle,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Route, Routes, useMatch, useParams } from 'react-router-dom';
import { MSG, roleLabel, type SettingsDashboard, type SettingsSectionName } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { AppearanceSection } from './AppearanceSection.tsx';
import { BrandingSection } from './BrandingSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { InDevelopmentSection } from './InDevelopmentSection.tsx';
import { IntegrationsSection } from './IntegrationsSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { MultiCompanySection } from './MultiCompanySection.tsx';
import { OperatorsSection } from './OperatorsSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { settingsApi, settingsKeys } from './settings-api.ts';
import { defaultSectionOf, sectionToShow } from './settings-model.ts';
import { SectionLoader } from './SettingsParts.tsx';
import { LoadError } from '../components/Banners.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { SystemSection } from './SystemSection.tsx';
import './settings.css';

const SECTION_ICONS: Readonly<Record<SettingsSectionName, TablerIcon>> = {
  profile: IconUser,
  company: IconBuilding,
  subscription: IconCreditCard,
  branding: IconBrush,
  notifications: IconBell,
  integrations: IconPlugConnected,
  appearance: IconPalette,
  system: IconServer,
  subscription_plans: IconPackages,
  operators: IconAntenna,
  multi_company: IconBuildingCommunity,
};

const BUILT_SECTIONS: Partial<Record<SettingsSectionName, () => React.JSX.Element>> = {
  profile: ProfileSection,
  company: CompanySection,
  system: SystemSection,
  operators: OperatorsSection,
  subscription_plans: PlansSection,
  multi_company: MultiCompanySection,
  notifications: NotificationsSection,
  appearance: AppearanceSection,
  subscription: SubscriptionSection,
  branding: BrandingSection,
  integrations: IntegrationsSection,
};

/** /settings/* — 'Impostazioni' (spec 1 §2 Settings page). */
export function SettingsPage() {
  const user = useCurrentUser();
  const query = useQuery({
    queryKey: [...settingsKeys.dashboard, user.id, user.company_id],
    queryFn: ({ signal }) => settingsApi.dashboard(signal),
  });

  return (
    <>
      <PageHeader title="Impostazioni" description={`Account, azienda e configurazione · ${roleLabel(user.role)}`} />
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, MSG.settingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
            <Stack gap="lg">
              <SettingsMenu dashboard={query.data} />
              <AccountCard dashboard={query.data} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
            <Routes>
              <Route index element={<Navigate to={defaultSectionOf(query.data)} replace />} />
              <Route path=":section/*" element={<SectionView dashboard={query.data} />} />
            </Routes>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}

function SettingsMenu({ dashboard }: { dashboard: SettingsDashboard }) {
  const match = useMatch('/settings/:section/*');
  const current = match?.params.section ?? defaultSectionOf(dashboard);
  return (
    <Paper withBorder radius="md" p="xs" component="nav" aria-label="Sezioni impostazioni" className="banco-settings-menu">
      <Stack gap={2}>
        {dashboard.available_sections
          .filter((section) => section.available)
          .map((section) => {
            const Icon = SECTION_ICONS[section.name];
            const active = current === section.name;
            return (
              <NavLink
                key={section.name}
                component={Link}
                to={`/settings/${section.name}`}
                label={section.label}
                description={section.description}
                leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                styles={{ label: { fontWeight: 600 } }}
              />
            );
          })}
      </Stack>
    </Paper>
  );
}

function AccountCard({ dashboard }: { dashboard: SettingsDashboard }) {
  const { account } = dashboard;
  const rows: [string, string][] = [['Ruolo', roleLabel(account.role)]];
  if (account.company_name) rows.push(['Azienda', account.company_name]);
  if (account.subscription_plan_name) rows.push(['Piano', account.subscription_plan_name]);
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-label="Informazioni Account">
      <Group gap="sm" mb="sm">
        <ThemeIcon variant="light" radius="md">
          <IconUserCircle size={18} aria-hidden />
        </ThemeIcon>
        <Text fw={700}>Informazioni Account</Text>
      </Group>
      <Stack gap={8}>
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} ta="right">
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function SectionView({ dashboard }: { dashboard: SettingsDashboard }) {
  const { section: segment } = useParams();
  const section = sectionToShow(dashboard, segment);
  if (section === null) return <Navigate to={`/settings/${defaultSectionOf(dashboard)}`} replace />;
  const Built = BUILT_SECTIONS[section];
  if (Built) return <Built />;
  const info = dashboard.available_sections.find((entry) => entry.name === section);
  return <InDevelopmentSection title={info?.label ?? section} description={info?.description ?? ''} />;
}
