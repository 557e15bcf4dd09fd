import { Button, Grid, Group, Loader, Paper, Text } from '@mantine/core';
import { IconBuildingStore, IconList } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { can, MSG } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { LoadError, SuccessBanner } from '../../components/Banners.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useSuccessBanner } from '../../components/use-success-banner.ts';
import { useCurrentUser } from '../../session/use-session.ts';
import { SaleDetailModal } from '../detail/SaleDetailModal.tsx';
import { useCounterStore } from '../use-counter-store.ts';
import { CounterStoreSelect } from './CounterStoreSelect.tsx';
import { DailyGoals } from './DailyGoals.tsx';
import { DASHBOARD_TEXT } from './dashboard-texts.ts';
import { GoalsEditModal } from './GoalsEditModal.tsx';
import { QuickActions } from './QuickActions.tsx';
import { RecentSales } from './RecentSales.tsx';
import { SalesStatCards } from './SalesStatCards.tsx';
import { useSalesDashboard } from './use-sales-dashboard.ts';

function Loading({ text }: { text: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text c="dimmed">{text}</Text>
    </Group>
  );
}

/**
 * /sales: 'Gestione Vendite' (spec 2 §2.10) of the counter's store, all from GET /sales/dashboard:
 * today's cards, the quick actions and the open shift, the recent sales (each opens its detail) and
 * the daily goals, which managers and owners edit.
 */
export function SalesDashboardPage() {
  const user = useCurrentUser();
  const canSell = can(user.permissions, 'sales', 'create');
  const counter = useCounterStore();
  const store = counter.store;
  const query = useSalesDashboard(store?.id ?? null);
  const dashboard = query.data;
  const [openSaleId, setOpenSaleId] = useState<number | null>(null);
  const [editingGoals, setEditingGoals] = useState(false);
  const [success, showSuccess] = useSuccessBanner();

  const header = (
    <PageHeader
      title={DASHBOARD_TEXT.title}
      description={store && counter.stores.length === 1 ? store.name : DASHBOARD_TEXT.description}
      actions={
        <>
          {counter.stores.length > 1 ? <CounterStoreSelect counter={counter} /> : null}
          <Button component={Link} to="/sales/list" variant="default" leftSection={<IconList size={16} aria-hidden />}>
            Elenco vendite
          </Button>
        </>
      }
    />
  );

  const body = () => {
    if (counter.isLoading) return <Loading text={DASHBOARD_TEXT.loadingStores} />;
    if (counter.isError) return <LoadError title={MSG.storesLoadFailed} onRetry={counter.refetch} />;
    if (!store) {
      return (
        <Paper withBorder radius="md" p="md" data-testid="sales-no-store">
          <EmptyState icon={IconBuildingStore} title={DASHBOARD_TEXT.noStoreTitle} hint={DASHBOARD_TEXT.noStoreHint} />
        </Paper>
      );
    }
    if (!dashboard) {
      return query.error ? (
        <LoadError title={DASHBOARD_TEXT.loadFailed} message={userMessage(query.error, DASHBOARD_TEXT.unknownError)} onRetry={() => void query.refetch()} />
      ) : (
        <Loading text={DASHBOARD_TEXT.loading} />
      );
    }
    return (
      <>
        {query.error ? (
          <LoadError title={DASHBOARD_TEXT.loadFailed} message={userMessage(query.error, DASHBOARD_TEXT.unknownError)} onRetry={() => void query.refetch()} mb="md" />
        ) : null}
        <SalesStatCards today={dashboard.today} />
        <QuickActions shift={dashboard.active_shift} canSell={canSell} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <RecentSales sales={dashboard.recent_sales} onOpen={(sale) => setOpenSaleId(sale.id)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <DailyGoals goals={dashboard.goals} canEdit={dashboard.can_edit_goals} onEdit={() => setEditingGoals(true)} />
          </Grid.Col>
        </Grid>
        {editingGoals ? (
          <GoalsEditModal
            storeId={dashboard.store_id}
            storeName={dashboard.store_name}
            goals={dashboard.goals}
            onClose={() => setEditingGoals(false)}
            onSaved={(message) => {
              setEditingGoals(false);
              showSuccess(message);
            }}
          />
        ) : null}
      </>
    );
  };

  return (
    <>
      {header}
      <SuccessBanner message={success} testId="sales-dashboard-success" />
      {body()}
      <SaleDetailModal saleId={openSaleId} onClose={() => setOpenSaleId(null)} />
    </>
  );
}
