import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ProvinceSelect } from '../components/ProvinceSelect.tsx';
import type { AddressSuggestion } from './address-search.ts';
import { AddressSearchField } from './AddressSearchField.tsx';
import type { CustomerStepProps } from './customer-step-props.ts';
import { LockedField } from './LockedField.tsx';
import type { CityLookup } from './use-city-lookup.ts';

interface AddressStepProps extends CustomerStepProps {
  city: CityLookup;
  onCity(value: string): void;
  /** The company's geocoder; null: the address is typed by hand. */
  geocoderUrl: string | null;
  /** A chosen suggestion filled the address: read-only until unlocked. */
  addressLocked: boolean;
  onPick(suggestion: AddressSuggestion): void;
  onUnlockAddress(): void;
}

/**
 * Step 2, Indirizzo (spec 2 §5.1): street, number, city, province, CAP. With the company's geocoder the
 * address is searched (spec 2 §2.12) and a chosen suggestion fills and locks it; typing the city fills
 * its province and CAP from the comuni dataset (spec 2 §4).
 */
export function CustomerAddressStep(props: AddressStepProps) {
  const { values, errors, set, city, onCity, geocoderUrl } = props;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <div style={{ gridColumn: 'span 3' }}>
          {props.addressLocked ? (
            <LockedField
              label="Indirizzo"
              value={values.address}
              description="Dalla ricerca indirizzi"
              unlockLabel="Sblocca indirizzo"
              onUnlock={props.onUnlockAddress}
            />
          ) : geocoderUrl !== null ? (
            <AddressSearchField
              geocoderUrl={geocoderUrl}
              value={values.address}
              error={errors.address}
              onChange={(value) => set('address', value)}
              onPick={props.onPick}
            />
          ) : (
            <TextInput
              label="Indirizzo"
              withAsterisk
              placeholder="Via Roma"
              value={values.address}
              error={errors.address}
              onChange={(event) => set('address', event.currentTarget.value)}
              data-autofocus
            />
          )}
        </div>
        <TextInput
          label="Numero civico"
          value={values.civic_number}
          error={errors.civic_number}
          onChange={(event) => set('civic_number', event.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Città"
          withAsterisk
          value={values.city}
          error={errors.city}
          description={
            city.status === 'found'
              ? `Provincia ${city.province} dal comune`
              : city.status === 'ambiguous'
                ? `Più comuni con questo nome (${city.provinces.join(', ')}): scegli la provincia`
                : undefined
          }
          onChange={(event) => {
            set('city', event.currentTarget.value);
            onCity(event.currentTarget.value);
          }}
        />
        <ProvinceSelect value={values.province} error={errors.province} withAsterisk onChange={(value) => set('province', value)} />
        <TextInput
          label="CAP"
          withAsterisk
          maxLength={5}
          inputMode="numeric"
          value={values.postal_code}
          error={errors.postal_code}
          onChange={(event) => set('postal_code', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {geocoderUrl === null
          ? 'Inserimento manuale (nessun servizio di ricerca indirizzi configurato): provincia e CAP si compilano dalla città quando il comune è noto.'
          : 'Provincia e CAP si compilano dalla città quando il comune è noto.'}
      </Text>
    </Stack>
  );
}
