import { can, type AvailableCompany, type UserDto } from '@banco/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '../app/services.ts';

/** Only entrepreneurs list and switch companies (spec 1 §6); the shared policy says who. */
export function canSwitchCompany(user: Pick<UserDto, 'permissions'>): boolean {
  return can(user.permissions, 'companies', 'switch');
}

/** A failure is only logged and gives an empty list (spec 1 §8). */
async function loadCompanies(signal: AbortSignal): Promise<AvailableCompany[]> {
  try {
    return await authApi.availableCompanies(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('Caricamento aziende non riuscito', error);
    return [];
  }
}

export function useAvailableCompanies(user: UserDto) {
  return useQuery({
    queryKey: ['users', 'available-companies', user.id, user.company_id],
    queryFn: ({ signal }) => loadCompanies(signal),
    enabled: canSwitchCompany(user),
  });
}

/** The company marked current, else the user's own. */
export function currentCompanyName(companies: readonly AvailableCompany[], user: Pick<UserDto, 'company_name'>): string | null {
  return companies.find((company) => company.is_current === 1)?.name ?? user.company_name;
}
