import { useState } from 'react';
import type { StaffSummary } from '../../../lib/admin/types';
import { AttributionReport } from './AttributionReport';
import { ClubReport } from './ClubReport';
import { ExperimentsReport } from './ExperimentsReport';
import { lastDays, type ReportFilters } from './query';
import { ReportFiltersForm } from './ReportFiltersForm';
import { SalesReport } from './SalesReport';
import { SearchesReport } from './SearchesReport';
import { useReport } from './useReport';
import type { SalesReport as Sales } from '../../../lib/admin/reportTypes';

/** The brands the select offers: a staff member's list, or for 'all' the brands the server counts for them. */
function useBrandOptions(staff: StaffSummary): string[] {
  const everything = useReport<Sales>('sales', { brand: '', ...lastDays(1) });
  if (staff.brands !== 'all') return [...staff.brands];
  return everything.data?.brandIds ?? [];
}

/** /admin/reports: the range picker, then every report for that range and brand. */
export function ReportsPage({ staff }: { staff: StaffSummary }) {
  const [filters, setFilters] = useState<ReportFilters>(() => ({ brand: '', ...lastDays(30) }));
  const brands = useBrandOptions(staff);
  return (
    <>
      <ReportFiltersForm filters={filters} brands={brands} onChange={setFilters} />
      <SalesReport filters={filters} />
      <ExperimentsReport filters={filters} />
      <ClubReport filters={filters} />
      <AttributionReport filters={filters} />
      <SearchesReport filters={filters} />
    </>
  );
}
