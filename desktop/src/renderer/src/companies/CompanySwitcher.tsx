import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG, type UserDto } from '@banco/shared';
import { sessionActions } from '../app/services.ts';
import { CompanyDialog } from './CompanyDialog.tsx';
import { canSwitchCompany, currentCompanyName, useAvailableCompanies } from './use-available-companies.ts';

/**
 * Header control for entrepreneurs (spec 1 §2): with more than one company an 'Azienda Attiva'
 * button opens the dialog; with a single company its name.
 */
export function CompanySwitcher({ user }: { user: UserDto }) {
  const [opened, setOpened] = useState(false);
  const { data: companies = [], isPending, isFetching, refetch } = useAvailableCompanies(user);
  if (!canSwitchCompany(user)) return null;

  const name = currentCompanyName(companies, user);

  const switchTo = async (companyId: number) => {
    try {
      await sessionActions.switchCompany(companyId);
    } catch (error) {
      console.error('Cambio azienda non riuscito', error);
      window.alert(MSG.companySwitchFailed);
    }
  };

  if (companies.length <= 1) {
    if (!name || isPending) return null;
    return (
      <Group gap={6} c="dimmed" wrap="nowrap">
        <IconBuilding size={18} aria-hidden />
        <Text size="sm" fw={500} c="dark.6" truncate="end" maw={240}>
          {name}
        </Text>
      </Group>
    );
  }

  return (
    <>
      <Button
        variant="default"
        h={44}
        px="sm"
        leftSection={<IconBuilding size={18} aria-hidden />}
        rightSection={<IconSelector size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
          void refetch();
        }}
      >
        <Stack gap={0} align="flex-start">
          <Text size="xs" c="dimmed" lh={1.2}>
            Azienda Attiva
          </Text>
          <Text size="sm" fw={600} lh={1.3} truncate="end" maw={200}>
            {name ?? '—'}
          </Text>
        </Stack>
      </Button>
      <CompanyDialog
        opened={opened}
        onClose={() => setOpened(false)}
        companies={companies}
        loading={isFetching}
        onSwitch={switchTo}
      />
    </>
  );
}
