import { Route, Routes } from 'react-router-dom';
import { SalesDashboardPage } from './dashboard/SalesDashboardPage.tsx';
import { SalesListPage } from './list/SalesListPage.tsx';
import { ReturnsPage } from './returns/ReturnsPage.tsx';
import { CloseShiftPage } from './shifts/CloseShiftPage.tsx';
import { OpenShiftPage } from './shifts/OpenShiftPage.tsx';
import { NewSalePage } from './wizard/NewSalePage.tsx';

/**
 * /sales (issue 10): 'Gestione Vendite' at the root, the sales list, 'Nuova Vendita', the
 * shift wizards and 'Gestione Resi e Cambi' (issue 11). Each works on the counter's store (useCounterStore).
 */
export function SalesPage() {
  return (
    <Routes>
      <Route path="new" element={<NewSalePage />} />
      <Route path="list" element={<SalesListPage />} />
      <Route path="returns" element={<ReturnsPage />} />
      <Route path="shift/open" element={<OpenShiftPage />} />
      <Route path="shift/close" element={<CloseShiftPage />} />
      <Route path="*" element={<SalesDashboardPage />} />
    </Routes>
  );
}
